import './jitless.ts';
import { z } from 'zod';
import {
  AREA_IDS,
  CLAIMS_MAX,
  EDIT_INSTRUCTION_MAX,
  LANGUAGES,
  PACK_PAPERS,
  LIMITS,
  REQUIREMENT_AREAS,
  SOCIAL_PROVIDERS,
  STYLE_IDS,
  UNIT_SYSTEMS,
  type Language,
} from './constants.ts';
import { safeText } from './text.ts';
import { growthStageSchema, upkeepSchema } from './growth.ts';
import { phaseSetSchema, type PhaseSet } from './phases.ts';

// ---- shared pieces -------------------------------------------------------

export const styleIdSchema = z.enum(STYLE_IDS);
/** Any style id: a catalogue id or one made in Style Management (lower-case slug). */
export const STYLE_SLUG = /^[a-z][a-z0-9_]{1,47}$/;
export const areaIdSchema = z.enum(AREA_IDS);
export const jobStatusSchema = z.enum(['pending', 'processing', 'completed', 'failed']);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** A record id from a path, query or body. Ids never hold control characters (PostgreSQL refuses NUL). */
export const recordIdSchema = safeText().min(1).max(64);
export const idParamsSchema = z.object({ id: recordIdSchema });

/** Every 4xx/5xx answer carries a readable `detail`. */
export const errorResponseSchema = z.object({
  success: z.literal(false).optional(),
  error: z.string().optional(),
  detail: z.string(),
  /** 429 of the daily limit: what was asked, what is left, and when more come (ISO, UTC midnight). */
  limit: z.object({ needed: z.number().int(), remaining: z.number().int(), daily_limit: z.number().int(), resets_at: z.string() }).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

// ---- GET /api/health ------------------------------------------------------

export const healthResponseSchema = z.object({
  /** `degraded` (200, cluster mode): everything answers but no worker takes jobs, so designs wait in the queue. */
  status: z.enum(['healthy', 'degraded', 'unhealthy']),
  checks: z.record(z.string(), z.enum(['ok', 'error', 'starting', 'restarting', 'none'])).optional(),
  mode: z.string().optional(),
  /** Set while everything but sign-in answers and sign-in is still starting or restarting (the studio works meanwhile), and why health is degraded. */
  detail: z.string().optional(),
});
// ---- GET /api/health/live and /api/health/ready (orchestrators; decision 020) ----

/** The process answers: nothing else is asked. */
export const livenessResponseSchema = z.object({ status: z.literal('alive') });
/** Database, queue and storage answer (sign-in may still be starting: the studio works meanwhile). */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.record(z.string(), z.enum(['ok', 'error'])),
});

// ---- GET /api/admin/outbox (embedded mode: the local e-mails) ------------------
export const outboxMessageSchema = z.object({
  kind: z.enum(['verify', 'reset', 'other', 'finished']),
  email: z.string(),
  /** Path and query on the studio's origin. */
  path: z.string(),
  at: z.string(),
  /** A finished-run e-mail (decision 048): its subject and text, in the homeowner's language. */
  subject: z.string().optional(),
  text: z.string().optional(),
});
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

// ---- GET /api/admin/queue (admins: the job queue at a glance, both modes) ------------------
export const operatorNoticeSchema = z.object({ key: z.string(), advice: z.string(), count: z.number().int(), firstAt: z.string(), lastAt: z.string() });
export const queueAdminResponseSchema = z.object({
  /** embedded: the in-process queue (nothing else to open); cluster: BullMQ, whose dashboard is at /admin/queues. */
  mode: z.enum(['embedded', 'cluster']),
  counts: z.object({ waiting: z.number().int(), active: z.number().int(), completed: z.number().int(), failed: z.number().int(), delayed: z.number().int() }),
  /** Provider failures the deployment must fix, with the setting to change. */
  operator_notices: z.array(operatorNoticeSchema),
});
export type QueueAdminResponse = z.infer<typeof queueAdminResponseSchema>;

export type HealthResponse = z.infer<typeof healthResponseSchema>;

// ---- GET /api/styles ------------------------------------------------------

export const styleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  preview: z.string().nullable().optional(),
});
export type Style = z.infer<typeof styleSchema>;
export const stylesResponseSchema = z.object({ styles: z.array(styleSchema) });
export type StylesResponse = z.infer<typeof stylesResponseSchema>;

// ---- the homeowner's language -------------------------------------------

/**
 * The studio's language, sent with every generate call and stored with the generation: designs (titles,
 * plants, materials, sizes, analysis, plan labels) are written in it. 'es-MX' reads as 'es'; a missing or
 * unknown language reads as 'en'.
 */
export const localeFieldSchema = z
  .string()
  .max(35)
  .optional()
  .transform((v): Language => {
    const base = (v ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
    return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : 'en';
  });

// ---- design details that travel with every image --------------------------

export const plantLineSchema = z.object({
  number: z.number().int(),
  common: z.string(),
  botanical: z.string(),
  quantity: z.number().int(),
  /** Container size in the design's units ('5-gal', 'maceta de 19 L'). */
  size: z.string(),
  /** The same size in both unit systems, for the studio's units switch. */
  sizes: z.object({ metric: z.string(), imperial: z.string() }).optional(),
  unitLow: z.number(),
  unitHigh: z.number(),
  /** Why it suits this place, one line: 'Zone 5–9 · part shade · low water'. */
  reason: z.string().optional(),
});
export const SUN_EXPOSURES = ['full_sun', 'part_shade', 'shade'] as const;
/** The property's climate and sun as the design used them; absent on designs made before sites were resolved. */
export const siteSummarySchema = z.object({
  /** 'Zone 8b · Portland, OR', 'Zone unknown · Chengdu, China' or 'Climate unknown'. */
  headline: z.string(),
  place: z.string().nullable(),
  /** USDA zone ('8b') from the 2012 map; null outside the U.S. or when the address could not be placed. */
  zone: z.string().nullable(),
  /** Said wherever the zone is shown: the 2023 map may put the place half a zone warmer. */
  zone_caveat: z.string().nullable(),
  /** Köppen-Geiger climate class at the ZIP ('BWh', 'Csb'); null outside the U.S. Absent on older designs. */
  climate: z.string().nullable().optional(),
  /** The area's sun class and its hours of direct sun on the summer solstice and the equinox. */
  exposure: z.enum(SUN_EXPOSURES).nullable(),
  sun_hours: z.object({ solstice: z.number(), equinox: z.number() }).nullable(),
  /** Compass bearing the front of the house faces; `facing_assumed` when no Street View said so. */
  facing: z.number(),
  facing_assumed: z.boolean(),
  /** What the plan says about the site and the wishes (answers, constraints applied, trees kept): one sentence each. */
  notes: z.array(z.string()),
});
export type SiteSummary = z.infer<typeof siteSummarySchema>;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
/**
 * What a design says in words, in one language: its title, features, materials, plant list, cost sources,
 * site notes and what it could not include, with the units that language measures in.
 */
const designWordsShape = {
  title: z.string(),
  /** The language the design was written in (the studio's language when it was generated). */
  locale: z.string().optional(),
  /** The units sizes and areas are given in: metric for es and zh, imperial for en. */
  units: z.enum(UNIT_SYSTEMS).optional(),
  features: z.array(z.string()),
  /** 'Pea gravel (452 sq ft)', 'Gravilla redonda (42 m²)'. */
  materials: z.array(z.string()),
  /** The same materials as data: name in both unit systems and area in m², for the units switch. */
  material_areas: z.array(z.object({ name: z.object({ metric: z.string(), imperial: z.string() }), m2: z.number() })).optional(),
  plants: z.array(plantLineSchema),
  cost: z.object({ low: z.number(), high: z.number(), currency: z.string(), sources: z.array(z.string()) }),
  site: siteSummarySchema.optional(),
  /**
   * What the homeowner's photo shows, as the offline restyle read it before designing, and what the design does
   * about it ('Shade under existing trees on a forest floor: woodland plants that take shade, and no lawn').
   * Photo designs only; absent on older designs.
   */
  scene: z.string().optional(),
  /**
   * Wishes the design does not deliver, each named ('Not included: chicken coop — we can't draw it yet'):
   * `wish` is its id, `reason` whether it cannot be drawn yet or found no room. Absent on older designs.
   */
  not_included: z.array(z.object({ wish: z.string(), reason: z.enum(['cant_draw', 'no_room']), text: z.string() })).optional(),
};
export const designWordsSchema = z.object(designWordsShape);
export type DesignWords = z.infer<typeof designWordsSchema>;
/** A design's words in another language, with its plan drawn in it (its legend), when one was. */
export const designTranslationSchema = designWordsSchema.extend({
  /** Path under /static of the plan drawn in this language. */
  plan_image: z.string().optional(),
});
export type DesignTranslation = z.infer<typeof designTranslationSchema>;

export const designSummarySchema = z.object({
  ...designWordsShape,
  /**
   * The plan's scale: the metres of ground its drawing's full width spans (a square plan; image width ÷ this
   * is pixels per metre at any size). Absent on older designs; the landscaper's pack draws its scale bar from it.
   */
  plan_width_m: z.number().positive().optional(),
  /** The design as planted, after 3 years and at maturity (growth.ts). Absent on older designs and photos. */
  growth: z.array(growthStageSchema).optional(),
  /** True while the growth stages are still being drawn (after the design itself is finished); a later poll brings them. */
  growth_pending: z.boolean().optional(),
  /** Water, hours of care and a care calendar for its climate (growth.ts). Absent on older designs. */
  upkeep: upkeepSchema.optional(),
  /** The last budget in phases the owner asked for, with the yard drawn after each phase (phases.ts). */
  phase_set: phaseSetSchema.optional(),
  /**
   * The same words in the studio's other languages, so a design reads in the language of whoever opens it (a
   * visitor of its shared page, its owner after switching language). Absent on older designs: shown as written.
   */
  translations: z.partialRecord(z.enum(LANGUAGES), designTranslationSchema).optional(),
});
export type DesignSummary = z.infer<typeof designSummarySchema>;

/** What an analysis says in words, in one language. */
export const analysisWordsSchema = z.object({
  generated_text: z.string(),
  current_style: z.string(),
  recommendations: z.array(z.string()),
});
export type AnalysisWords = z.infer<typeof analysisWordsSchema>;
export const analysisSchema = z.object({
  generated_text: z.string(),
  current_style: z.string(),
  curb_appeal_rating: z.number().min(0).max(10),
  recommendations: z.array(z.string()),
  /** The same words in the studio's other languages (the offline analysis; a model's answer has one language). */
  translations: z.partialRecord(z.enum(LANGUAGES), analysisWordsSchema).optional(),
});
export type Analysis = z.infer<typeof analysisSchema>;

// ---- GET /api/design/progress/{request_id} --------------------------------

/**
 * One redesign image (an area in a style) with what it was drawn from: the one shape a design has
 * from the database to the progress answer, My Designs and the studio's viewer.
 */
export const designImageSchema = z.object({
  /** The design's id: its share page is /d/{id}. Absent for designs made before it was given. */
  id: z.string().optional(),
  /** Path under /static of the redesign. */
  image: z.string(),
  /** Path under /static of the property image it was drawn from. */
  original: z.string(),
  /** Path under /static of the top-down plan, when the model produced one. */
  plan: z.string().nullable().optional(),
  angle: z.string(),
  style: z.string(),
  style_label: z.string(),
  model: z.string(),
  preservation_strength: z.number(),
  design: designSummarySchema.nullable().optional(),
  /**
   * House-Lock: how well the image kept what must not change (the house, driveway and kept trees).
   * `kept` is the SSIM of the keep mask, 0..1; `first` the model's own answer before any repair;
   * `visible` the share of the mask left as it was; `mask` the path under /static of the mask.
   */
  house_lock: z
    .object({
      kept: z.number(),
      first: z.number(),
      visible: z.number(),
      action: z.enum(['kept', 'repaired', 'retried', 'retried_repaired']),
      mask: z.string().nullable(),
      /** Where the "before" came from: 'drawn' is an example house (no photo, no imagery key), not the homeowner's. */
      source: z.enum(['drawn', 'photo', 'streetview', 'satellite']).optional(),
      /** Where the keep mask came from: the renderer (drawn), the image model's segmentation, the pixel method, or the homeowner's brush in the studio. */
      mask_source: z.enum(['drawn', 'model', 'pixels', 'user']).optional(),
    })
    .nullable()
    .optional(),
  /** The "before" is an example house the studio drew (no photo, no imagery key), not the homeowner's: say so wherever it is shown. */
  example_house: z.boolean().optional(),
});
export type DesignImage = z.infer<typeof designImageSchema>;

export const areaProgressSchema = z.object({
  status: jobStatusSchema,
  image: z.string().nullable(),
  images: z.array(designImageSchema),
  error: z.string().nullable(),
  styles: z.record(z.string(), z.object({ status: jobStatusSchema, error: z.string().nullable() })),
});
export type AreaProgress = z.infer<typeof areaProgressSchema>;

export const progressResponseSchema = z.object({
  request_id: z.string(),
  status: jobStatusSchema,
  address: z.string(),
  styles: z.array(z.string()),
  total: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  areas: z.partialRecord(areaIdSchema, areaProgressSchema),
  created_at: z.string(),
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

// ---- POST /api/design/complete-landscape (multipart) ----------------------

const formBool = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return false;
    if (typeof v === 'boolean') return v;
    const s = v.trim().toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(s)) return true;
    if (['false', '0', 'no', 'off'].includes(s)) return false;
    ctx.addIssue({ code: 'custom', message: `expected true or false, got '${v}'` });
    return z.NEVER;
  });
const formPrompt = safeText().max(LIMITS.promptMax, `must be at most ${LIMITS.promptMax} characters`).optional().default('');

/** Splits `style` given repeated and/or comma-separated into a clean, de-duplicated list. */
export function splitStyles(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const out: string[] = [];
  for (const item of raw) {
    for (const part of String(item).split(',')) {
      const id = part.trim();
      if (id && !out.includes(id)) out.push(id);
    }
  }
  return out;
}

export const stylesFieldSchema = z
  .unknown()
  .transform((v) => splitStyles(v))
  .pipe(
    z
      // Admins add styles at run time (Style Management); the server checks the id against its catalogue.
      .array(z.string().regex(STYLE_SLUG, { error: (iss) => `unknown style '${String(iss.input)}'` }))
      .min(1, 'Please select at least one style')
      .max(LIMITS.maxStyles, `At most ${LIMITS.maxStyles} styles can be selected`),
  );

export const completeLandscapeRequestSchema = z
  .object({
    address: safeText({ error: 'Please enter an address' })
      .trim()
      .min(1, 'Address cannot be empty')
      .max(LIMITS.addressMax, `Address must be at most ${LIMITS.addressMax} characters`),
    style: stylesFieldSchema,
    generate_front_yard: formBool,
    front_yard_prompt: formPrompt,
    generate_side_yard: formBool,
    side_yard_prompt: formPrompt,
    generate_backyard: formBool,
    backyard_prompt: formPrompt,
    generate_walkway: formBool,
    walkway_prompt: formPrompt,
    /** Older variant (§7): one prompt for every area. */
    custom_prompt: formPrompt,
    generate_360: formBool,
    locale: localeFieldSchema,
  })
  .superRefine((v, ctx) => {
    if (!v.generate_front_yard && !v.generate_side_yard && !v.generate_backyard && !v.generate_walkway) {
      ctx.addIssue({ code: 'custom', path: ['generate_front_yard'], message: 'Please select at least one area to design' });
    }
  });
export type CompleteLandscapeRequest = z.infer<typeof completeLandscapeRequestSchema>;

/** The areas and wishes a complete-landscape request asks for, in a fixed order. */
export function requestedAreas(req: CompleteLandscapeRequest): { area: (typeof AREA_IDS)[number]; prompt: string }[] {
  const join = (own: string) =>
    [own, req.custom_prompt]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(', ');
  const out: { area: (typeof AREA_IDS)[number]; prompt: string }[] = [];
  if (req.generate_front_yard) out.push({ area: 'front_yard', prompt: join(req.front_yard_prompt) });
  if (req.generate_side_yard) out.push({ area: 'side_yard', prompt: join(req.side_yard_prompt) });
  if (req.generate_backyard) out.push({ area: 'backyard', prompt: join(req.backyard_prompt) });
  if (req.generate_walkway) out.push({ area: 'walkway', prompt: join(req.walkway_prompt) });
  return out;
}

export const completeLandscapeResponseSchema = z.object({
  success: z.boolean(),
  request_id: z.string().optional(),
  /** A visitor's request only: the token that lets an account signed in later claim it (POST /api/me/claims). */
  claim_token: z.string().optional(),
  error: z.string().optional(),
  detail: z.string().optional(),
});
export type CompleteLandscapeResponse = z.infer<typeof completeLandscapeResponseSchema>;

// ---- GET /api/site?address= (the studio's address check) -------------------

export const siteCheckQuerySchema = z.object({
  address: z
    .string({ error: 'Please enter an address' })
    .trim()
    .min(1, 'Address cannot be empty')
    .max(LIMITS.addressMax, `Address must be at most ${LIMITS.addressMax} characters`),
});
/** Where the address was placed: a zone and place, or an accepted street address whose climate is unknown. */
export const siteCheckResponseSchema = z.object({
  headline: z.string(),
  place: z.string().nullable(),
  zone: z.string().nullable(),
  /** False when the address was accepted but could not be placed: its climate is unknown, never guessed. */
  climate_known: z.boolean(),
  notes: z.array(z.string()),
  /**
   * What designs of the address are drawn on: `example_house`, a house the studio draws for the address (no
   * imagery key is set); `street_view`, Street View and satellite pictures of the property.
   */
  imagery: z.enum(['example_house', 'street_view']),
  /**
   * What kind of home the address names (decision 047): `house`; `unit`, a unit in a building (its words in
   * `unit`, e.g. "Apt 4B"); `building`, a building named as one (condominiums, apartments, lofts; its word in `unit`). Only a house is drawn and
   * designed from the address; the others are designed from a photo.
   */
  dwelling: z.enum(['house', 'unit', 'building']).optional(),
  unit: z.string().nullable().optional(),
});
export type SiteCheckResponse = z.infer<typeof siteCheckResponseSchema>;

// ---- POST /api/generate (JSON) --------------------------------------------

export const generateRequestSchema = z.object({
  address: safeText({ error: 'Please enter an address' })
    .trim()
    .min(1, 'Address cannot be empty')
    .max(LIMITS.addressMax, `Address must be at most ${LIMITS.addressMax} characters`),
  style: z.string().regex(STYLE_SLUG, { error: (iss) => `unknown style '${String(iss.input)}'` }),
  area: areaIdSchema.optional().default('front_yard'),
  custom_prompt: safeText().max(LIMITS.promptMax).optional().default(''),
  width: z.number().int().min(256).max(2048).optional().default(768),
  height: z.number().int().min(256).max(2048).optional().default(768),
  steps: z.number().int().min(1).max(150).optional().default(20),
  cfg_scale: z.number().min(0).max(30).optional().default(7),
  seed: z.number().int().optional().default(-1),
  model: safeText().max(64).optional(),
  /** product §3 analysis_mode: also answer an analysis of the property as it is (either spelling). */
  analysis: z.boolean().optional(),
  mode: z.enum(['render', 'analysis']).optional(),
  locale: localeFieldSchema,
  /**
   * The studio's run: its one call per style of an area carry the same id and count as one request of the
   * daily limit (decision 042; at most three calls a run).
   */
  run: z.uuid({ error: 'run must be a UUID' }).optional(),
});
export type GenerateRequest = z.input<typeof generateRequestSchema>;

export const generateResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  detail: z.string().optional(),
  analysis_mode: z.boolean().optional(),
  analysis: analysisSchema.nullable().optional(),
  images: z.array(z.string()).optional(),
  style: z.string().optional(),
  generation_id: z.string().optional(),
  /** A visitor's generation only: the token that lets an account signed in later claim it (POST /api/me/claims). */
  claim_token: z.string().optional(),
  data: z
    .object({
      model: z.string(),
      style: z.string(),
      preservation_strength: z.number(),
      plan: z.string().nullable(),
      design: designSummarySchema.nullable(),
      /** The design's id: its share page is /d/{design_id}. */
      design_id: z.string().optional(),
      /** House-Lock of this design, as on every other endpoint (see designImageSchema). */
      house_lock: designImageSchema.shape.house_lock,
      /** True when the "before" is the example house the studio drew, not the homeowner's. */
      example_house: z.boolean(),
    })
    .optional(),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

// ---- POST /api/designs/{id}/edit ("Change just this", product §10) ----

/** Multipart fields of an edit (the mask, a PNG the size of the render, white = may change, is a file part). */
export const editDesignRequestSchema = z.object({
  instruction: safeText({ error: 'Please say what to change' })
    .trim()
    .min(1, { error: 'Please say what to change' })
    .max(EDIT_INSTRUCTION_MAX, { error: `must be at most ${EDIT_INSTRUCTION_MAX} characters` }),
  /** The language the answer's notes are said in; the design's own when not given. */
  locale: z.string().max(35).optional(),
});
export type EditDesignRequest = z.infer<typeof editDesignRequestSchema>;
/** As POST /api/generate: `images` = [the design it was made from, the new one]; and what the edit could not change. */
export const editDesignResponseSchema = generateResponseSchema.extend({
  /** The design (id) the new one was made from. */
  edited_from: z.string().optional(),
  /** The parts of the instruction that could not be applied, each said plainly in the design's language. */
  not_changed: z.array(z.string()).optional(),
});
export type EditDesignResponse = z.infer<typeof editDesignResponseSchema>;

// ---- GET /api/designs/{id}/edits (the edit chain after a reload, product §10) ----

/** A design's edit chain: each edit from the design to the newest made from it, each made from the one before. */
export const editChainResponseSchema = z.object({
  design_id: z.string(),
  edits: z.array(
    designImageSchema.extend({
      area: areaIdSchema,
      /** The design (id) this edit was made from: the design itself for the first, the edit before for the rest. */
      edited_from: z.string(),
      /** The words of the edit. */
      instruction: z.string(),
      /** The edit's generation: a visitor's claim token for the edit is kept by it. */
      generation_id: z.string(),
    }),
  ),
});
export type EditChainResponse = z.infer<typeof editChainResponseSchema>;

// ---- POST /api/me/claims (a visitor's designs saved to the account at sign-in) ----

export const claimsRequestSchema = z.object({
  items: z
    .array(z.object({ generationId: z.string().min(1).max(64), token: z.string().min(1).max(128) }), { error: 'items must be a list of {generationId, token}' })
    .min(1, { error: 'items must name at least one design' })
    .max(CLAIMS_MAX, { error: `At most ${CLAIMS_MAX} designs can be saved at once` }),
});
export type ClaimsRequest = z.infer<typeof claimsRequestSchema>;
/** The generations that are now the caller's; any other item was not claimable (not said why). */
export const claimsResponseSchema = z.object({ claimed: z.array(z.string()) });
export type ClaimsResponse = z.infer<typeof claimsResponseSchema>;

// ---- feedback -------------------------------------------------------------

export const feedbackSubmitSchema = z.object({
  message: safeText()
    .trim()
    .min(LIMITS.feedbackMin, `Feedback must be at least ${LIMITS.feedbackMin} characters`)
    .max(LIMITS.feedbackMax, `Feedback must be at most ${LIMITS.feedbackMax} characters`),
});
export const feedbackSubmitResponseSchema = z.object({ success: z.boolean(), message: z.string().optional() });

// ---- jobs (typed map shared by the api, the inline queue and the worker) ---

/** Renders every unfinished style of one area of a generation, whatever its kind (studio, single call, photo). */
export const renderAreaJobSchema = z.object({
  requestId: z.string(),
  area: areaIdSchema,
  /** POST /api/generate's analysis_mode: also analyse the property as it is now, from the same imagery. */
  analyse: z.boolean().optional(),
});
export type RenderAreaJob = z.infer<typeof renderAreaJobSchema>;
/**
 * A virtual tour: with a style, first the views of its generation (one per area), then the 2:1 panorama
 * stitched from them; without a style the panorama of the property as it is (no generation, no quota).
 */
export const renderTourJobSchema = z.object({
  requestId: z.string(),
  address: z.string(),
  style: z.string().nullable(),
  /** The homeowner's language: the tour's analysis is written in it. */
  locale: z.string().optional(),
});
export type RenderTourJob = z.infer<typeof renderTourJobSchema>;
export const tourResultSchema = z.object({
  key: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  analysis: analysisSchema,
  views: z.array(z.object({ area: areaIdSchema, yaw: z.number(), analysis: analysisSchema })),
});
export type TourResult = z.infer<typeof tourResultSchema>;
/** A tour's job answers its panorama, or what the user reads when it could not be made. */
/** A tour job's answer: its panorama, or why there is none (`invalid`: nothing usable to stitch; `failed`: the views could not be made). */
export type TourOutcome = { ok: true; tour: TourResult } | { ok: false; reason: 'invalid' | 'failed'; detail: string };

/**
 * A picture drawn from a finished design on demand, once, and kept in storage: the full-resolution
 * download of a drawn design, or the link preview of a shared one (docs/decisions/014-downloads-and-link-previews-drawn-once.md).
 */
export const derivedImageJobSchema = z.object({
  designId: z.string(),
  kind: z.enum(['download', 'preview', 'pack']),
  /** A landscaper's pack (kind `pack`): what it is printed from and in, and for whom (`owner`: with the street address), one stored PDF each (decision 046). */
  pack: z.object({ rev: z.string(), owner: z.boolean(), locale: z.enum(LANGUAGES), paper: z.enum(PACK_PAPERS), budget: z.number().nullable() }).optional(),
});
export type DerivedImageJob = z.infer<typeof derivedImageJobSchema>;

/**
 * A budget in phases drawn (product §12): the yard after each phase of the design `designId` split within
 * `budget`, its pictures named with `setId` (a random uuid: one set of keys per request, never guessed).
 */
export const phaseRendersJobSchema = z.object({ designId: z.string(), budget: z.number(), setId: z.string() });
export type PhaseRendersJob = z.infer<typeof phaseRendersJobSchema>;

/**
 * A picture drawn while someone waits that belongs to no design: the keep mask of a photo before generating
 * (`house-mask`: the photo is kept under `id` until the caller has read the answer) and a style's preview card
 * in Style Management (`style-sample`). Queued like every other drawing: the cluster API draws nothing.
 */
export const previewPictureJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('house-mask'), id: z.uuid(), photoExt: z.enum(['png', 'jpg', 'webp']) }),
  z.object({ kind: z.literal('style-sample'), id: z.uuid(), styleId: z.string() }),
  // the picture a first design of an address is drawn on, shown to ask "Is this your home?" (decision 047)
  z.object({ kind: z.literal('address-picture'), id: z.uuid(), address: z.string().max(LIMITS.addressMax), area: areaIdSchema }),
]);
export type PreviewPictureJob = z.infer<typeof previewPictureJobSchema>;

export const JOBS = {
  renderArea: 'render-area',
  renderTour: 'render-tour',
  derivedImage: 'derived-image',
  phaseRenders: 'phase-renders',
  previewPicture: 'preview-picture',
} as const;
/** The job family: every render is one of these, queued, and handled by the same code in every process. */
export interface JobMap {
  'render-area': RenderAreaJob;
  'render-tour': RenderTourJob;
  'derived-image': DerivedImageJob;
  'phase-renders': PhaseRendersJob;
  'preview-picture': PreviewPictureJob;
}
/** What a finished job answers to whoever waits for it (POST /api/generate, /api/transform, /api/panorama). */
export interface JobResults {
  /** `notChanged`: an edit's clauses that could not be applied, said in the design's language. */
  'render-area': { analysis: Analysis | null; notChanged?: string[] };
  'render-tour': TourOutcome;
  /** The storage key of the picture, or null when the design has none to draw (not finished, gone). */
  'derived-image': { key: string | null };
  /** The phases with their pictures, kept with the design; null when it has none to draw (gone, unfinished, refused). */
  'phase-renders': { set: PhaseSet | null };
  /**
   * Whether it was drawn: a house mask always is (kept under its id); a style without a drawing recipe is not, nor
   * an address no imagery is found for. An address picture says where it came from (`source`: procedural, streetview…).
   */
  'preview-picture': { drawn: boolean; source?: string };
}
/** Logical job ids, `<request_id>:<area>`, `<request_id>:tour`, `<design_id>:download|preview` and `<design_id>:pack-<rev>-<lang>-<paper>-<budget>`: queueing the same one twice runs it once. */
export const jobIdOf: { [N in keyof JobMap]: (job: JobMap[N]) => string } = {
  'render-area': (job) => `${job.requestId}:${job.area}`,
  'render-tour': (job) => `${job.requestId}:tour`,
  'derived-image': (job) =>
    job.pack ? `${job.designId}:pack-${job.pack.rev}-${job.pack.locale}-${job.pack.paper}-${job.pack.budget ?? 'none'}` : `${job.designId}:${job.kind}`,
  'phase-renders': (job) => `${job.designId}:phases-${job.setId}`,
  'preview-picture': (job) => `preview:${job.kind}-${job.id}`,
};
export const jobId = (job: RenderAreaJob) => jobIdOf['render-area'](job);

// ---- accounts -------------------------------------------------------------

export const clientConfigSchema = z.object({
  auth: z.object({
    mode: z.enum(['emulator', 'firebase', 'none']),
    projectId: z.string(),
    apiKey: z.string().nullable(),
    authDomain: z.string().nullable(),
    emulatorUrl: z.string().nullable(),
    /** The social sign-in offered (a button each): those AUTH_PROVIDERS lists, none on the Auth Emulator. */
    providers: z.array(z.enum(SOCIAL_PROVIDERS)),
  }),
  contactEmail: z.string(),
  analyticsPixelUrl: z.string().nullable(),
  dailyLimit: z.number().int(),
  /**
   * How long a design takes with the configured image model, in seconds: the range this model keeps to
   * (what the studio promises) and the median per design of its recent generations (null before any).
   */
  designTime: z.object({ model: z.string(), low: z.number(), high: z.number(), measured: z.number().nullable(), samples: z.number().int() }).optional(),
  /**
   * Admins only: provider failures the deployment must fix (a model id the provider does not know), each
   * with the setting to change and one line of advice. Absent for everyone else.
   */
  operatorNotices: z.array(operatorNoticeSchema).optional(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const consentInputSchema = z.object({ emailMarketing: z.boolean(), analytics: z.boolean() });
export const consentSchema = z.object({
  emailMarketing: z.boolean(),
  analytics: z.boolean(),
  hasConsented: z.boolean(),
  consentDate: z.string().nullable(),
});
export type ConsentPreferences = z.infer<typeof consentSchema>;

export const usageSchema = z.object({
  daily_limit: z.number().int(),
  usage_today: z.number().int(),
  remaining: z.number().int(),
  resets_at: z.string(),
});
export type Usage = z.infer<typeof usageSchema>;

export const meResponseSchema = z.object({
  user: z.object({ id: z.string(), uid: z.string(), email: z.string().nullable(), name: z.string().nullable(), role: z.enum(['user', 'admin']) }),
  consent: consentSchema,
  usage: usageSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const savedDesignSchema = designImageSchema.extend({
  area: areaIdSchema,
  /** "Change just this": the design (id) this one was made from; absent for a design made from scratch. */
  edited_from: z.string().optional(),
});
export type SavedDesign = z.infer<typeof savedDesignSchema>;
export const savedGenerationSchema = z.object({
  id: z.string(),
  /** The address it was drawn from; empty for a homeowner's photo (`from_photo`). */
  address: z.string(),
  /** Drawn from the homeowner's own photo (/pro), not from an address. */
  from_photo: z.boolean(),
  status: jobStatusSchema,
  styles: z.array(z.string()),
  created_at: z.string(),
  images: z.array(savedDesignSchema),
});
export type SavedGeneration = z.infer<typeof savedGenerationSchema>;
export const myGenerationsResponseSchema = z.object({ generations: z.array(savedGenerationSchema), next_cursor: z.string().nullable() });

// ---- sharing a design (/d/:id) --------------------------------------------

/** POST /api/designs/:id/share: the public page's address. */
export const shareDesignResponseSchema = z.object({ success: z.literal(true), id: z.string(), url: z.string() });
export type ShareDesignResponse = z.infer<typeof shareDesignResponseSchema>;

/** GET /api/shared/:id: what anyone may see of a shared design (never the address). */
export const sharedDesignSchema = designImageSchema.extend({
  id: z.string(),
  area: areaIdSchema,
  /** The language the design was written in; its summary also carries its words in the other languages (`translations`). */
  locale: z.enum(LANGUAGES),
  created_at: z.string(),
});
export type SharedDesign = z.infer<typeof sharedDesignSchema>;

// ---- feedback admin -------------------------------------------------------

export const feedbackApproveSchema = z.object({ feedbackId: recordIdSchema });
/** GET /api/admin/feedback: `q` is matched against the messages. */
export const feedbackListQuerySchema = z.object({
  status: z.enum(['all', 'pending', 'approved']).default('all'),
  q: safeText().max(200, 'Search must be at most 200 characters').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: recordIdSchema.optional(),
});
export const feedbackItemSchema = z.object({
  id: z.string(),
  message: z.string(),
  created_at: z.string(),
  approved: z.boolean(),
  approved_at: z.string().nullable(),
  user: z.object({ email: z.string().nullable(), name: z.string().nullable() }).nullable(),
});
export const feedbackListResponseSchema = z.object({ feedback: z.array(feedbackItemSchema), next_cursor: z.string().nullable() });

// ---- Style Management (admin) ---------------------------------------------

export const adminStyleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  prompt_notes: z.string(),
  /** The catalogue style it draws like; equals id for catalogue styles. */
  base_style: styleIdSchema,
  builtin: z.boolean(),
  preview: z.string().nullable(),
  enabled: z.boolean(),
  sort_order: z.number().int(),
});
export type AdminStyle = z.infer<typeof adminStyleSchema>;
export const adminStylesResponseSchema = z.object({
  styles: z.array(adminStyleSchema),
  base_styles: z.array(z.object({ id: styleIdSchema, name: z.string(), description: z.string() })),
});
export type AdminStylesResponse = z.infer<typeof adminStylesResponseSchema>;
const styleName = safeText().trim().min(2, 'Name must be at least 2 characters').max(60, 'Name must be at most 60 characters');
const styleDescription = safeText().trim().min(10, 'Description must be at least 10 characters').max(400, 'Description must be at most 400 characters');
const promptNotes = safeText().trim().max(600, 'Prompt notes must be at most 600 characters');
export const styleCreateSchema = z.object({
  name: styleName,
  description: styleDescription,
  prompt_notes: promptNotes.optional().default(''),
  base_style: styleIdSchema,
  enabled: z.boolean().optional().default(true),
});
export type StyleCreateInput = z.input<typeof styleCreateSchema>;
export const styleUpdateSchema = z
  .object({ name: styleName, description: styleDescription, prompt_notes: promptNotes, base_style: styleIdSchema, enabled: z.boolean() })
  .partial();
export type StyleUpdateInput = z.input<typeof styleUpdateSchema>;
export const reorderSchema = z.object({ ids: z.array(recordIdSchema).min(1).max(500) });
export const adminStyleResponseSchema = z.object({ style: adminStyleSchema });

// ---- suggested prompts ("requirements") per area ---------------------------

export type RequirementArea = (typeof REQUIREMENT_AREAS)[number];
export const requirementAreaSchema = z.enum(REQUIREMENT_AREAS);
/** GET /api/requirements: enabled suggestions per area, in order (public; the studio's chips). */
export const requirementsResponseSchema = z.object({
  requirements: z.object({ front_yard: z.array(z.string()), backyard: z.array(z.string()), walkway: z.array(z.string()) }),
});
export type RequirementsResponse = z.infer<typeof requirementsResponseSchema>;
export const requirementSchema = z.object({
  id: z.string(),
  area: requirementAreaSchema,
  text: z.string(),
  enabled: z.boolean(),
  sort_order: z.number().int(),
});
export type Requirement = z.infer<typeof requirementSchema>;
export const adminRequirementsResponseSchema = z.object({ requirements: z.array(requirementSchema) });
const requirementText = safeText()
  .trim()
  .min(2, 'Text must be at least 2 characters')
  .max(80, 'Text must be at most 80 characters')
  // the studio joins chips with commas (product §5), so one suggestion cannot hold one
  .refine((v) => !v.includes(','), 'Text cannot contain a comma');
export const requirementCreateSchema = z.object({ area: requirementAreaSchema, text: requirementText, enabled: z.boolean().optional().default(true) });
export const requirementUpdateSchema = z.object({ text: requirementText, enabled: z.boolean() }).partial();
export const requirementReorderSchema = z.object({ area: requirementAreaSchema, ids: z.array(recordIdSchema).min(1).max(200) });
export const requirementResponseSchema = z.object({ requirement: requirementSchema });

// ---- pro design: photo uploads (POST /api/smart/transform, /api/transform) --

/**
 * POST /api/house-lock/mask: what House-Lock will keep of a photo, for the studio's brush. Both images
 * are data URLs: the photo as the server uses it (upright, without metadata, at most 1024 px) and the
 * computed keep mask (PNG, white: keep exactly as it is), of the same shape.
 */
export const houseMaskResponseSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  photo: z.string().startsWith('data:image/'),
  mask: z.string().startsWith('data:image/png;base64,'),
});
export type HouseMaskResponse = z.infer<typeof houseMaskResponseSchema>;

// ---- virtual tour: GET /api/panorama/settings, POST /api/panorama ----------

export const panoramaSettingsSchema = z.object({
  aspect_ratio: z.literal('2:1'),
  width: z.number().int(),
  height: z.number().int(),
  /** Starting horizontal field of view of the viewer, degrees. */
  fov: z.number(),
  min_fov: z.number(),
  max_fov: z.number(),
  autorotate: z.boolean(),
  /** Degrees per second while idle. */
  autorotate_speed: z.number(),
  initial_yaw: z.number(),
  initial_pitch: z.number(),
  /** The views stitched around the circle, in order from yaw 0. */
  views: z.array(z.object({ area: areaIdSchema, yaw: z.number() })),
  projection: z.literal('equirectangular'),
});
export type PanoramaSettings = z.infer<typeof panoramaSettingsSchema>;
export const panoramaRequestSchema = z.object({
  /** Optional: redesign every view in this style before stitching (counts as one design of the daily limit). */
  style: z
    .string()
    .regex(STYLE_SLUG, { error: (iss) => `unknown style '${String(iss.input)}'` })
    .optional(),
  address: safeText({ error: 'Please enter an address' })
    .trim()
    .min(1, 'Address cannot be empty')
    .max(LIMITS.addressMax, `Address must be at most ${LIMITS.addressMax} characters`),
  locale: localeFieldSchema,
});
export const panoramaResponseSchema = z.object({
  success: z.boolean(),
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  aspect_ratio: z.literal('2:1'),
  source: z.string(),
  style: z.string().nullable().optional(),
  analysis: analysisSchema,
  views: z.array(z.object({ area: areaIdSchema, yaw: z.number(), analysis: analysisSchema })),
});
export type PanoramaResponse = z.infer<typeof panoramaResponseSchema>;

/** `{success}` answers of deletes and approvals. */
export const successResponseSchema = z.object({ success: z.boolean() });
