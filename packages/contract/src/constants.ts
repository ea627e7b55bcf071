// Business constants of docs/product.md (§3, §9). Shared by web, api and worker.

export const STYLE_IDS = [
  'modern_minimalist',
  'california_native',
  'japanese_zen',
  'mediterranean',
  'cottage_garden',
  'english_cottage',
  'desert_modern',
  'tropical_oasis',
  'xeriscaping',
  'english_formal',
] as const;
export type StyleId = (typeof STYLE_IDS)[number];

/** Styles the studio falls back to when /api/styles cannot be read (§8). */
export const FALLBACK_STYLE_IDS: readonly StyleId[] = ['modern_minimalist', 'california_native', 'japanese_zen'];
export const DEFAULT_STYLE_ID: StyleId = 'modern_minimalist';

/** Areas as the studio shows them (§3). */
export const CLIENT_AREA_IDS = ['front_yard', 'back_yard', 'walkway'] as const;
export type ClientAreaId = (typeof CLIENT_AREA_IDS)[number];

/** Areas as the server and the progress answer key them (§3 per-area progress, §7 multipart fields). */
export const AREA_IDS = ['front_yard', 'side_yard', 'backyard', 'walkway'] as const;
export type AreaId = (typeof AREA_IDS)[number];

/** The studio's back/side yard card maps to the server's backyard area. */
export const CLIENT_TO_SERVER_AREA: Record<ClientAreaId, AreaId> = {
  front_yard: 'front_yard',
  back_yard: 'backyard',
  walkway: 'walkway',
};

export const LIMITS = {
  maxStyles: 3,
  maxSuggestedPrompts: 3,
  galleryMax: 20,
  feedbackMin: 10,
  feedbackMax: 500,
  addressMax: 300,
  promptMax: 1000,
  dailyGenerations: 10,
} as const;

export const TIMING = {
  requestTimeoutMs: 300_000,
  healthTimeoutMs: 3_000,
  healthPollMs: 30_000,
  healthFailuresBeforeScreen: 3,
  progressPollMs: 2_000,
  generationTimeoutMs: 300_000,
  styleRetryDelaysMs: [1_000, 2_000],
  styleAttempts: 3,
  downloadStaggerMs: 500,
  toastMs: 4_000,
  estimatedRenderSeconds: 120,
} as const;

/** Fixed values the studio sends with a single-area generation (§7, §9). */
export const RENDER_DEFAULTS = {
  width: 768,
  height: 768,
  steps: 20,
  cfg_scale: 7,
  seed: -1,
} as const;

export const SMART_TRANSFORM_DEFAULTS = {
  method: 'sdxl',
  preservation_level: 'strict',
  use_sam: false,
} as const;

export const TRANSFORM_DEFAULTS = { denoising_strength: 0.7 } as const;

/** Local storage keys (§9: studio state, consent preferences, active request). */
export const STORAGE_KEYS = {
  studio: 'landscape-studio:state',
  consent: 'landscape-studio:consent',
  activeRequestId: 'landscape-studio:active-request-id',
  activeAreas: 'landscape-studio:active-areas',
  language: 'landscape-studio:language',
  units: 'landscape-studio:units',
  /** generation id → claim token of the designs this browser made as a visitor (POST /api/me/claims). */
  claims: 'landscape-studio:claims',
  /** Addresses whose picture the owner said is their home (decision 047): not asked again. */
  confirmedHomes: 'landscape-studio:confirmed-homes',
} as const;

/** Social sign-in the studio can offer; a deployment lists the ones its identity project has enabled (AUTH_PROVIDERS). */
export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const LANGUAGES = ['en', 'es', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The paper a landscaper's pack is printed on (GET /api/designs/{id}/pack.pdf?paper=). */
export const PACK_PAPERS = ['letter', 'a4', 'a3', 'arch-d', 'a1'] as const;
export type PackPaper = (typeof PACK_PAPERS)[number];

// Plain values the contract's schemas are built from (kept here so the studio can use them without zod).

/** Said by the API (400) and the studio when an address cannot be a property (product §8). */
export const ADDRESS_INVALID = 'Address validation failed';

/**
 * Said by the API (422) when a design would be drawn on a house for an address that names a home in a
 * building (a unit, or a building named as one): the studio designs yards of houses, and a
 * courtyard, balcony or shared garden is designed from a photo of it (decision 047).
 */
export const ADDRESS_APARTMENT = 'This address is a home in a multi-storey building';

export const CLAIMS_MAX = 50;

export const HERO_TABS = ['front_yard', 'backyard', 'walkway'] as const;

/** The areas whose studio cards show suggested-prompt chips. */
export const REQUIREMENT_AREAS = ['front_yard', 'backyard', 'walkway'] as const;

/** The health answer's `detail` while only sign-in is still starting. */
export const SIGN_IN_STARTING = 'Sign-in is starting';
/** The health answer's `detail` while only sign-in is restarting (its emulator stopped and is started again). */
export const SIGN_IN_RESTARTING = 'Sign-in is restarting';

export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;

export const UPLOAD_LIMITS = {
  /** Bytes of one uploaded photo. */
  maxBytes: 12 * 1024 * 1024,
  /** Pixels of one uploaded photo, read from its header before decoding. */
  maxPixels: 40_000_000,
  maxSide: 12_000,
  minSide: 64,
  accept: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/avif'],
} as const;

/**
 * A visitor (no account) proves a design is theirs by sending, in this header, the claim token their
 * browser was given with the design's generation (POST and DELETE /api/designs/:id/share).
 */
export const CLAIM_TOKEN_HEADER = 'x-claim-token';

/** The care a month of a design's upkeep calendar may name (decision 028); worded by the studio in each language. */
export const CARE_TASKS = [
  'prune_dormant',
  'prune_after_bloom',
  'shear',
  'cut_back',
  'mulch',
  'weed',
  'plant',
  'irrigation_start',
  'irrigation_peak',
  'irrigation_reduce',
  'irrigation_off',
  'irrigation_winter',
  'lawn_mow',
  'lawn_feed',
  'lawn_aerate',
  'leaf_cleanup',
  'frost_protect',
  'rest',
] as const;
export type CareTaskId = (typeof CARE_TASKS)[number];
/** What an upkeep figure assumes, one sentence each in the studio. */
export const UPKEEP_ASSUMPTIONS = ['climate', 'climate_unknown', 'et0', 'rain', 'irrigation', 'established', 'hours', 'southern'] as const;

/**
 * The longest instruction "Change just this" takes (product §10). Apart from LIMITS: the studio's
 * first-load chunk carries LIMITS, and only the editor's chunk needs this.
 */
export const EDIT_INSTRUCTION_MAX = 300;

/** Every personal access token the studio makes starts with this: a bearer that starts otherwise is an ID token. */
export const ACCESS_TOKEN_PREFIX = 'lsat_';
/** Personal access tokens one account may hold at once. */
export const ACCESS_TOKENS_MAX = 10;
