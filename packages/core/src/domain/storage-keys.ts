import { createHash } from 'node:crypto';
import { LANGUAGES, type AreaId, type Language } from '@landscape/contract';

// Every storage key is built here. Ids are server-made uuids and contract enums, so no user text reaches a path.

const SAFE = /^[a-z0-9][a-z0-9_-]*$/i;
function part(value: string): string {
  if (!SAFE.test(value)) throw new Error(`unsafe storage key part: ${value}`);
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function uuid(value: string): string {
  if (!UUID.test(value)) throw new Error(`storage key token is not a uuid: ${value}`);
  return value.toLowerCase();
}

export const storageKeys = {
  generationPrefix: (requestId: string) => `generations/${part(requestId)}/`,
  /**
   * The area as it is (the homeowner's photo, or the address's imagery). `token` is a random uuid drawn
   * when the file is first written: no key of a generation can be guessed from another one (a shared
   * design's key shows its generation id), so a design's link opens that design and nothing beside it.
   */
  original: (requestId: string, area: AreaId, token: string, ext = 'png') =>
    `generations/${part(requestId)}/${part(area)}/original-${uuid(token)}.${part(ext)}`,
  /** A design's render; `designId` is its row's random id (the id its share link shows), so siblings cannot be guessed. */
  render: (requestId: string, area: AreaId, style: string, designId: string, ext = 'png') =>
    `generations/${part(requestId)}/${part(area)}/${part(style)}-${uuid(designId)}.${part(ext)}`,
  plan: (requestId: string, area: AreaId, style: string, designId: string, ext = 'png') =>
    `generations/${part(requestId)}/${part(area)}/${part(style)}-${uuid(designId)}-plan.${part(ext)}`,
  /** House-Lock's keep mask of one design (white: what must not change). */
  mask: (requestId: string, area: AreaId, style: string, designId: string) =>
    `generations/${part(requestId)}/${part(area)}/${part(style)}-${uuid(designId)}-mask.png`,
  /**
   * House-Lock: the keep mask of an area brushed by the homeowner in the studio, used by every style of
   * it; it carries its photo's token (null: a photo stored before keys carried one).
   */
  userMask: (requestId: string, area: AreaId, token: string | null) =>
    `generations/${part(requestId)}/${part(area)}/${token === null ? 'keep-mask' : `keep-mask-${uuid(token)}`}.png`,
  /** A design's plan drawn in another of the studio's languages (its legend), beside its render and named after it. */
  planIn: (renderKey: string, language: Language) => derivedKey(renderKey, `plan-${languageOf(language)}.png`),
  /** A drawn design at full resolution (downloads), drawn once beside its render and named after it. */
  fullResolution: (renderKey: string) => derivedKey(renderKey, 'full.png'),
  /** A design drawn at one of its growth stages (0: as planted), beside its render and named after it (decision 028). */
  growthRender: (renderKey: string, stage: number) => derivedKey(renderKey, `growth-${stageIndex(stage)}.png`),
  /** The plan of a design at one of its growth stages. */
  growthPlan: (renderKey: string, stage: number) => derivedKey(renderKey, `growth-${stageIndex(stage)}-plan.png`),
  /** That plan drawn in another of the studio's languages (its legend). */
  growthPlanIn: (renderKey: string, stage: number, language: Language) => derivedKey(renderKey, `growth-${stageIndex(stage)}-plan-${languageOf(language)}.png`),
  /**
   * The yard after phase `phase` of a budget in phases (product §12), beside the design's render and named
   * after it; `setId` is a random uuid per budget asked, so no phase picture is guessed from another.
   */
  phaseRender: (renderKey: string, setId: string, phase: number) => derivedKey(renderKey, `phase-${uuid(setId)}-${phaseIndex(phase)}.png`),
  /** The plan of the yard after that phase. */
  phasePlan: (renderKey: string, setId: string, phase: number) => derivedKey(renderKey, `phase-${uuid(setId)}-${phaseIndex(phase)}-plan.png`),
  /** The link-preview picture of a shared design, composed once beside its render and named after it. */
  sharePreview: (renderKey: string) => derivedKey(renderKey, 'share.jpg'),
  /**
   * A landscaper's pack of a design (decision 046): one PDF per content revision `rev` (a digest of what it
   * prints), reader's language, paper and phases budget (`none`: no phases), drawn once and kept beside the render.
   */
  pack: (renderKey: string, p: { rev: string; locale: Language; paper: string; budget: number | null }) =>
    derivedKey(
      renderKey,
      `pack-${part(p.rev)}-${part(p.locale)}-${part(p.paper)}-${p.budget === null ? 'none' : part(String(p.budget).replace('.', '_'))}.pdf`,
    ),
  /** The 2:1 panorama of a redesigned virtual tour, stitched from its views. */
  tourPanorama: (requestId: string) => `generations/${part(requestId)}/panorama.jpg`,
  /** A style's preview picture (Style Management); a new upload gets a new version, so URLs stay immutable. */
  /**
   * A photo's keep mask asked for before generating (`preview-picture` job): the photo, its mask and the photo
   * as the brush shows it; or the picture of an address shown before its first design (`shown`, decision 047).
   * Kept under a random uuid only until the caller has read them. Never served.
   */
  maskPreview: (id: string, file: 'photo' | 'mask' | 'shown', ext = 'png') => `previews/${uuid(id)}/${file}.${part(ext)}`,
  /** Everything kept for one keep-mask preview (deleted once answered). */
  maskPreviewFolder: (id: string) => `previews/${uuid(id)}/`,
  stylePreview: (styleId: string, version: string, ext = 'webp') => `styles/${part(styleId)}/preview-${part(version)}.${part(ext)}`,
  /** The 2:1 panorama of an address stitched from its views (virtual tour), per imagery source. */
  panorama: (address: string, source: string, ext = 'jpg') => `imagery/${addressHash(address)}/panorama-${part(source)}.${part(ext)}`,
  /** What the maps provider said about an address (geocode + panorama), so a re-run calls nobody. */
  imageryPlace: (address: string) => `imagery/${addressHash(address)}/place.json`,
  /** A provider image of an address from one view (street, satellite), shared by every request for it. */
  imageryView: (address: string, view: string, ext = 'jpg') => `imagery/${addressHash(address)}/${part(view)}.${part(ext)}`,
};

/** Growth stages are numbered 0, 1, 2 (as planted, year 3, maturity). */
export const GROWTH_STAGES = 3;
function stageIndex(stage: number): number {
  if (!Number.isInteger(stage) || stage < 0 || stage >= GROWTH_STAGES) throw new Error(`not a growth stage: ${stage}`);
  return stage;
}

function phaseIndex(phase: number): number {
  if (!Number.isInteger(phase) || phase < 1 || phase > 99) throw new Error(`not a phase: ${phase}`);
  return phase;
}

function languageOf(language: Language): Language {
  if (!(LANGUAGES as readonly string[]).includes(language)) throw new Error(`not a language: ${language}`);
  return language;
}

/** Every plan in another language a render may have beside it (a shared design opens them with its own plan). */
export function planKeysIn(renderKey: string): string[] {
  if (!/^generations\/[^.]+\.(png|jpg|webp)$/.test(renderKey) || !isValidKey(renderKey)) return [];
  return LANGUAGES.map((l) => storageKeys.planIn(renderKey, l));
}

/** Every growth picture a render may have beside it, its plans in every language too (the images a shared design opens besides its render and plan). */
export function growthKeysOf(renderKey: string): string[] {
  if (!/^generations\/[^.]+\.(png|jpg|webp)$/.test(renderKey) || !isValidKey(renderKey)) return [];
  const out: string[] = [];
  for (let i = 0; i < GROWTH_STAGES; i++)
    out.push(storageKeys.growthRender(renderKey, i), storageKeys.growthPlan(renderKey, i), ...LANGUAGES.map((l) => storageKeys.growthPlanIn(renderKey, i, l)));
  return out;
}

/** `<render key without extension>-<suffix>`: a picture made from a render inherits its key's name (and its owner's rules). */
function derivedKey(renderKey: string, suffix: string): string {
  const m = /^(generations\/[^.]+)\.(png|jpg|webp)$/.exec(renderKey);
  if (!m || !isValidKey(renderKey)) throw new Error(`not a render key: ${renderKey}`);
  return `${m[1]}-${suffix}`;
}

/** One spelling per address: case, accents' composition, punctuation and spacing do not make a new one. */
export function normaliseAddress(address: string): string {
  return address
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The address never reaches a path: only a hash of its normal form does. */
export function addressHash(address: string): string {
  return createHash('sha256').update(normaliseAddress(address)).digest('hex').slice(0, 32);
}

const TOKEN_IN_NAME = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The random token in the file name of a generation's key (original-<token>.png), or null for a key stored before keys carried one. */
export function tokenOfKey(key: string): string | null {
  return TOKEN_IN_NAME.exec(key.slice(key.lastIndexOf('/') + 1))?.[0]?.toLowerCase() ?? null;
}

/** A key read back from a URL must look like one we wrote. */
export function isValidKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9_/.-]*$/i.test(key) && !key.includes('..') && !key.includes('//') && !key.endsWith('/');
}

export function contentTypeOf(key: string): string {
  if (key.endsWith('.png')) return 'image/png';
  if (key.endsWith('.webp')) return 'image/webp';
  if (key.endsWith('.jpg') || key.endsWith('.jpeg')) return 'image/jpeg';
  if (key.endsWith('.pdf')) return 'application/pdf';
  return 'application/octet-stream';
}
