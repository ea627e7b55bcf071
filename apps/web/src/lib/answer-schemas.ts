import * as v from 'valibot';
import {
  AREA_IDS,
  CARE_TASKS,
  LANGUAGES,
  REQUIREMENT_AREAS,
  SOCIAL_PROVIDERS,
  STYLE_IDS,
  UNIT_SYSTEMS,
  UPKEEP_ASSUMPTIONS,
} from '@landscape/contract/constants';

// The API's answers as the studio checks them: the contract's response schemas (packages/contract/src/
// schemas.ts, zod) written with valibot, a schema library made for browsers whose functions are each
// bundled only when used. zod and the contract's schemas were over 60 KB of a phone's first load; these
// are about 4 KB (decision 018). answer-schemas.test.ts holds every one against the contract's schema of
// the same name: on the same answers, the same verdict and the same output. Field notes live in the
// contract. Answers are JSON, so numbers are never NaN or infinite.

/** An object that is not an array: zod's records refuse arrays, valibot's would read them as objects. */
const plainObject = v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x));
/** zod's `int()`: a safe integer. */
const int = v.pipe(v.number(), v.safeInteger());
const jobStatus = v.picklist(['pending', 'processing', 'completed', 'failed']);
const areaId = v.picklist(AREA_IDS);
const styleId = v.picklist(STYLE_IDS);

// ---- GET /api/health, GET /api/styles: what the form waits for ------------------------------------------

export const healthResponseSchema = v.object({
  status: v.picklist(['healthy', 'degraded', 'unhealthy']),
  checks: v.optional(v.pipe(plainObject, v.record(v.string(), v.picklist(['ok', 'error', 'starting', 'restarting', 'none'])))),
  mode: v.optional(v.string()),
  detail: v.optional(v.string()),
});

const styleSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  preview: v.optional(v.nullable(v.string())),
});
export const stylesResponseSchema = v.object({ styles: v.array(styleSchema) });

// ---- designs ------------------------------------------------------------------------------------------

const plantLine = v.object({
  number: int,
  common: v.string(),
  botanical: v.string(),
  quantity: int,
  size: v.string(),
  sizes: v.optional(v.object({ metric: v.string(), imperial: v.string() })),
  unitLow: v.number(),
  unitHigh: v.number(),
  reason: v.optional(v.string()),
});
const siteSummary = v.object({
  headline: v.string(),
  place: v.nullable(v.string()),
  zone: v.nullable(v.string()),
  zone_caveat: v.nullable(v.string()),
  climate: v.optional(v.nullable(v.string())),
  exposure: v.nullable(v.picklist(['full_sun', 'part_shade', 'shade'])),
  sun_hours: v.nullable(v.object({ solstice: v.number(), equinox: v.number() })),
  facing: v.number(),
  facing_assumed: v.boolean(),
  notes: v.array(v.string()),
});
const growthStage = v.object({
  age_years: v.pipe(int, v.minValue(0)),
  image: v.string(),
  plan: v.nullable(v.string()),
  plans: v.optional(v.pipe(plainObject, v.record(v.picklist(LANGUAGES), v.string()))),
});
const careRange = v.object({ low: v.pipe(v.number(), v.minValue(0)), high: v.pipe(v.number(), v.minValue(0)) });
const upkeep = v.object({
  water: v.object({ litres: careRange, gallons: careRange }),
  hours: careRange,
  calendar: v.array(v.object({ month: v.pipe(int, v.minValue(1), v.maxValue(12)), tasks: v.array(v.picklist(CARE_TASKS)) })),
  climate: v.nullable(v.string()),
  assumptions: v.array(v.object({ key: v.picklist(UPKEEP_ASSUMPTIONS), params: v.pipe(plainObject, v.record(v.string(), v.union([v.string(), v.number()]))) })),
});
const phasePlants = v.array(v.object({ botanical: v.string(), common: v.string(), quantity: v.pipe(int, v.minValue(1)) }));
const phaseWords = v.object({ title: v.string(), features: v.array(v.string()), materials: v.array(v.string()), plants: phasePlants });
const phase = v.object({
  number: v.pipe(int, v.minValue(1)),
  title: v.string(),
  steps: v.array(v.picklist(['ground', 'trees', 'hardscape', 'features', 'irrigation', 'shrubs', 'planting'])),
  features: v.array(v.string()),
  materials: v.array(v.string()),
  plants: phasePlants,
  cost: v.object({ low: v.number(), high: v.number(), currency: v.string() }),
  image: v.optional(v.nullable(v.string())),
  plan: v.optional(v.nullable(v.string())),
  translations: v.optional(v.pipe(plainObject, v.record(v.picklist(LANGUAGES), phaseWords))),
});
const phaseSetEntries = { budget: v.number(), currency: v.string(), phases: v.array(phase) };
const phaseSet = v.object(phaseSetEntries);
const designWordsEntries = {
  title: v.string(),
  locale: v.optional(v.string()),
  units: v.optional(v.picklist(UNIT_SYSTEMS)),
  features: v.array(v.string()),
  materials: v.array(v.string()),
  material_areas: v.optional(v.array(v.object({ name: v.object({ metric: v.string(), imperial: v.string() }), m2: v.number() }))),
  plants: v.array(plantLine),
  cost: v.object({ low: v.number(), high: v.number(), currency: v.string(), sources: v.array(v.string()) }),
  site: v.optional(siteSummary),
  scene: v.optional(v.string()),
  not_included: v.optional(v.array(v.object({ wish: v.string(), reason: v.picklist(['cant_draw', 'no_room']), text: v.string() }))),
};
const designTranslation = v.object({ ...designWordsEntries, plan_image: v.optional(v.string()) });
const designSummary = v.object({
  ...designWordsEntries,
  plan_width_m: v.optional(v.pipe(v.number(), v.gtValue(0))),
  growth: v.optional(v.array(growthStage)),
  growth_pending: v.optional(v.boolean()),
  upkeep: v.optional(upkeep),
  phase_set: v.optional(phaseSet),
  translations: v.optional(v.pipe(plainObject, v.record(v.picklist(LANGUAGES), designTranslation))),
});
/** POST /api/designs/{id}/phases: a budget in phases with the yard drawn after each. */
export const phasesResponseSchema = v.object({ ...phaseSetEntries, design_id: v.string() });
const analysisWords = v.object({ generated_text: v.string(), current_style: v.string(), recommendations: v.array(v.string()) });
const analysis = v.object({
  generated_text: v.string(),
  current_style: v.string(),
  curb_appeal_rating: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
  recommendations: v.array(v.string()),
  translations: v.optional(v.pipe(plainObject, v.record(v.picklist(LANGUAGES), analysisWords))),
});
const houseLock = v.nullable(
  v.object({
    kept: v.number(),
    first: v.number(),
    visible: v.number(),
    action: v.picklist(['kept', 'repaired', 'retried', 'retried_repaired']),
    mask: v.nullable(v.string()),
    source: v.optional(v.picklist(['drawn', 'photo', 'streetview', 'satellite'])),
    mask_source: v.optional(v.picklist(['drawn', 'model', 'pixels', 'user'])),
  }),
);
const designImage = v.object({
  id: v.optional(v.string()),
  image: v.string(),
  original: v.string(),
  plan: v.optional(v.nullable(v.string())),
  angle: v.string(),
  style: v.string(),
  style_label: v.string(),
  model: v.string(),
  preservation_strength: v.number(),
  design: v.optional(v.nullable(designSummary)),
  house_lock: v.optional(houseLock),
  example_house: v.optional(v.boolean()),
});

// ---- the studio ---------------------------------------------------------------------------------------

const areaProgress = v.object({
  status: jobStatus,
  image: v.nullable(v.string()),
  images: v.array(designImage),
  error: v.nullable(v.string()),
  styles: v.pipe(plainObject, v.record(v.string(), v.object({ status: jobStatus, error: v.nullable(v.string()) }))),
});
export const progressResponseSchema = v.object({
  request_id: v.string(),
  status: jobStatus,
  address: v.string(),
  styles: v.array(v.string()),
  total: int,
  completed: int,
  failed: int,
  areas: v.pipe(plainObject, v.partial(v.strictObject({ front_yard: areaProgress, side_yard: areaProgress, backyard: areaProgress, walkway: areaProgress }))),
  created_at: v.string(),
});

export const completeLandscapeResponseSchema = v.object({
  success: v.boolean(),
  request_id: v.optional(v.string()),
  claim_token: v.optional(v.string()),
  error: v.optional(v.string()),
  detail: v.optional(v.string()),
});

export const siteCheckResponseSchema = v.object({
  headline: v.string(),
  place: v.nullable(v.string()),
  zone: v.nullable(v.string()),
  climate_known: v.boolean(),
  notes: v.array(v.string()),
  imagery: v.picklist(['example_house', 'street_view']),
  dwelling: v.optional(v.picklist(['house', 'unit', 'building'])),
  unit: v.optional(v.nullable(v.string())),
});

export const generateResponseSchema = v.object({
  success: v.boolean(),
  error: v.optional(v.string()),
  detail: v.optional(v.string()),
  analysis_mode: v.optional(v.boolean()),
  analysis: v.optional(v.nullable(analysis)),
  images: v.optional(v.array(v.string())),
  style: v.optional(v.string()),
  generation_id: v.optional(v.string()),
  claim_token: v.optional(v.string()),
  data: v.optional(
    v.object({
      model: v.string(),
      style: v.string(),
      preservation_strength: v.number(),
      plan: v.nullable(v.string()),
      design: v.nullable(designSummary),
      design_id: v.optional(v.string()),
      house_lock: v.optional(houseLock),
      example_house: v.boolean(),
    }),
  ),
});

/** POST /api/designs/{id}/edit: as generate, with the design it was made from and what could not be changed. */
export const editDesignResponseSchema = v.object({
  ...generateResponseSchema.entries,
  edited_from: v.optional(v.string()),
  not_changed: v.optional(v.array(v.string())),
});

/** GET /api/designs/{id}/edits: the design's edit chain, up to its newest edit. */
export const editChainResponseSchema = v.object({
  design_id: v.string(),
  edits: v.array(v.object({ ...designImage.entries, area: areaId, edited_from: v.string(), instruction: v.string(), generation_id: v.string() })),
});

export const houseMaskResponseSchema = v.object({
  width: v.pipe(int, v.gtValue(0)),
  height: v.pipe(int, v.gtValue(0)),
  photo: v.pipe(v.string(), v.startsWith('data:image/')),
  mask: v.pipe(v.string(), v.startsWith('data:image/png;base64,')),
});

export const requirementsResponseSchema = v.object({
  requirements: v.object({ front_yard: v.array(v.string()), backyard: v.array(v.string()), walkway: v.array(v.string()) }),
});

// ---- accounts -----------------------------------------------------------------------------------------

const operatorNotice = v.object({ key: v.string(), advice: v.string(), count: int, firstAt: v.string(), lastAt: v.string() });

export const clientConfigSchema = v.object({
  auth: v.object({
    mode: v.picklist(['emulator', 'firebase', 'none']),
    projectId: v.string(),
    apiKey: v.nullable(v.string()),
    authDomain: v.nullable(v.string()),
    emulatorUrl: v.nullable(v.string()),
    providers: v.array(v.picklist(SOCIAL_PROVIDERS)),
  }),
  contactEmail: v.string(),
  analyticsPixelUrl: v.nullable(v.string()),
  dailyLimit: int,
  designTime: v.optional(v.object({ model: v.string(), low: v.number(), high: v.number(), measured: v.nullable(v.number()), samples: int })),
  operatorNotices: v.optional(v.array(operatorNotice)),
});

export const consentSchema = v.object({
  emailMarketing: v.boolean(),
  analytics: v.boolean(),
  hasConsented: v.boolean(),
  consentDate: v.nullable(v.string()),
});

export const usageSchema = v.object({
  daily_limit: int,
  usage_today: int,
  remaining: int,
  resets_at: v.string(),
});

export const meResponseSchema = v.object({
  user: v.object({ id: v.string(), uid: v.string(), email: v.nullable(v.string()), name: v.nullable(v.string()), role: v.picklist(['user', 'admin']) }),
  consent: consentSchema,
  usage: usageSchema,
});

export const claimsResponseSchema = v.object({ claimed: v.array(v.string()) });

export const myGenerationsResponseSchema = v.object({
  generations: v.array(
    v.object({
      id: v.string(),
      address: v.string(),
      from_photo: v.boolean(),
      status: jobStatus,
      styles: v.array(v.string()),
      created_at: v.string(),
      images: v.array(v.object({ ...designImage.entries, area: areaId, edited_from: v.optional(v.string()) })),
    }),
  ),
  next_cursor: v.nullable(v.string()),
});

export const outboxResponseSchema = v.object({
  messages: v.array(
    v.object({
      kind: v.picklist(['verify', 'reset', 'other', 'finished']),
      email: v.string(),
      path: v.string(),
      at: v.string(),
      subject: v.optional(v.string()),
      text: v.optional(v.string()),
    }),
  ),
});

// ---- /api/me/notifications: told when a run is done (decision 048) --------------------------------------

export const notificationSettingsSchema = v.object({
  push_public_key: v.nullable(v.string()),
  email_available: v.boolean(),
  email: v.boolean(),
  push_subscriptions: int,
});

export const queueAdminResponseSchema = v.object({
  mode: v.picklist(['embedded', 'cluster']),
  counts: v.object({ waiting: int, active: int, completed: int, failed: int, delayed: int }),
  operator_notices: v.array(operatorNotice),
});

// ---- sharing ------------------------------------------------------------------------------------------

export const shareDesignResponseSchema = v.object({ success: v.literal(true), id: v.string(), url: v.string() });

export const sharedDesignSchema = v.object({
  ...designImage.entries,
  id: v.string(),
  area: areaId,
  locale: v.picklist(LANGUAGES),
  created_at: v.string(),
});

// ---- feedback -----------------------------------------------------------------------------------------

export const feedbackSubmitResponseSchema = v.object({ success: v.boolean(), message: v.optional(v.string()) });

export const feedbackListResponseSchema = v.object({
  feedback: v.array(
    v.object({
      id: v.string(),
      message: v.string(),
      created_at: v.string(),
      approved: v.boolean(),
      approved_at: v.nullable(v.string()),
      user: v.nullable(v.object({ email: v.nullable(v.string()), name: v.nullable(v.string()) })),
    }),
  ),
  next_cursor: v.nullable(v.string()),
});

// ---- Style Management and suggested wishes (admin) ----------------------------------------------------

const adminStyle = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  prompt_notes: v.string(),
  base_style: styleId,
  builtin: v.boolean(),
  preview: v.nullable(v.string()),
  enabled: v.boolean(),
  sort_order: int,
});
export const adminStylesResponseSchema = v.object({
  styles: v.array(adminStyle),
  base_styles: v.array(v.object({ id: styleId, name: v.string(), description: v.string() })),
});
export const adminStyleResponseSchema = v.object({ style: adminStyle });

const requirement = v.object({ id: v.string(), area: v.picklist(REQUIREMENT_AREAS), text: v.string(), enabled: v.boolean(), sort_order: int });
export const adminRequirementsResponseSchema = v.object({ requirements: v.array(requirement) });
export const requirementResponseSchema = v.object({ requirement });

// ---- virtual tour -------------------------------------------------------------------------------------

const tourViews = v.array(v.object({ area: areaId, yaw: v.number() }));
export const panoramaSettingsSchema = v.object({
  aspect_ratio: v.literal('2:1'),
  width: int,
  height: int,
  fov: v.number(),
  min_fov: v.number(),
  max_fov: v.number(),
  autorotate: v.boolean(),
  autorotate_speed: v.number(),
  initial_yaw: v.number(),
  initial_pitch: v.number(),
  views: tourViews,
  projection: v.literal('equirectangular'),
});
export const panoramaResponseSchema = v.object({
  success: v.boolean(),
  image: v.string(),
  width: int,
  height: int,
  aspect_ratio: v.literal('2:1'),
  source: v.string(),
  style: v.optional(v.nullable(v.string())),
  analysis,
  views: v.array(v.object({ area: areaId, yaw: v.number(), analysis })),
});

// ---- the rest -----------------------------------------------------------------------------------------

/** `{success}` answers of deletes and approvals. */
export const successResponseSchema = v.object({ success: v.boolean() });
