import type { AreaId } from '@landscape/contract';
import { message, say } from './catalogue/messages.ts';
import { DESIGN_LANGUAGES, fill, sayIn, type DesignLanguage } from './catalogue/languages/index.ts';
import { PLANT_LIBRARY } from './catalogue/plant-library.ts';
import { stylePalette } from './catalogue/style-catalogue.ts';
import type { Note, ParsedWishes, PlantRole, PlantSpec, Site, StyleDefinition, SunExposure } from './types.ts';

// Which plants a plan may use: the style's own, minus what the homeowner's constraints rule out, each
// checked against the site's hardiness zone and the area's sun, with a same-role stand-in from the
// library for any that would not thrive there. A plant the homeowner named but the site cannot grow
// is answered with a note that says why and what stands in.

export const ROLE_ORDER: PlantRole[] = ['tree', 'screen', 'shrub', 'accent', 'perennial', 'grass', 'groundcover'];
/**
 * A style's list is topped up to this many species from its palette when the site rules out its
 * signatures (a zone-4 winter, desert heat): the style keeps enough plants to layer a design.
 */
export const MIN_SPECIES = 6;
/** Low maintenance keeps at most this many species in one design. */
export const LOW_MAINTENANCE_SPECIES = 5;

/** What one area of one site asks of a plant. Null fields are unknown and not checked. */
export interface SiteFit {
  area: AreaId;
  /** Whole USDA zone, e.g. 8 for 8b. */
  zone: number | null;
  zoneCode: string | null;
  exposure: SunExposure | null;
  /** Growing-season hours of direct sun of the area. */
  hours: number | null;
  /** A site was given but its climate is unknown (outside the U.S., or not placed). */
  climateUnknown: boolean;
  /** Summer heat of the climate class, 0-3; null when the class is unknown. */
  heat: number | null;
  /** Arid (Köppen B): no high-water plants, low-water ones first. */
  arid: boolean;
}

export function siteFit(site: Site | null, area: AreaId): SiteFit | null {
  if (!site) return null;
  const sun = site.sun?.[area] ?? null;
  const climate = site.climate ?? null;
  return {
    area,
    zone: site.zone?.number ?? null,
    zoneCode: site.zone?.code ?? null,
    exposure: sun?.exposure ?? null,
    hours: sun?.seasonHours ?? null,
    climateUnknown: !site.zone,
    heat: climate?.heat ?? null,
    arid: climate?.arid ?? false,
  };
}

export const fitsZone = (p: PlantSpec, fit: SiteFit | null) => !fit || fit.zone === null || (p.zones.min <= fit.zone && p.zones.max >= fit.zone);
export const fitsSun = (p: PlantSpec, fit: SiteFit | null) => !fit || fit.exposure === null || p.sun.includes(fit.exposure);
/** Takes the summer: a cool-summer plant is not sent to a hot one. */
export const fitsHeat = (p: PlantSpec, fit: SiteFit | null) => !fit || fit.heat === null || p.heat >= fit.heat;
/** Lives on the rain and the water an arid garden can spare: no high-water plant on an arid site. */
export const fitsWater = (p: PlantSpec, fit: SiteFit | null) => !fit || !fit.arid || p.water !== 'high';

type Failure = 'pets' | 'kids' | 'water' | 'zone' | 'sun' | 'heat' | 'dry';

function failure(p: PlantSpec, wishes: ParsedWishes, fit: SiteFit | null): Failure | null {
  const c = wishes.constraints;
  if (c.includes('pet_friendly') && p.toxicToPets) return 'pets';
  if (c.includes('kid_friendly') && p.spiny) return 'kids';
  // Drought tolerant means low-water plants only, not merely no thirsty ones.
  if (c.includes('drought_tolerant') && p.water !== 'low') return 'water';
  if (!fitsZone(p, fit)) return 'zone';
  if (!fitsHeat(p, fit)) return 'heat';
  if (!fitsWater(p, fit)) return 'dry';
  if (!fitsSun(p, fit)) return 'sun';
  return null;
}

const AREA_WORDS: Record<AreaId, string> = { front_yard: 'front yard', side_yard: 'side yard', backyard: 'backyard', walkway: 'entry walk' };

/** The plant of the style's palette, of the same role, that fits best in place of `p`, or null. */
function standIn(p: PlantSpec, palette: PlantSpec[], ok: (q: PlantSpec) => boolean, taken: Set<string>, fit: SiteFit | null): PlantSpec | null {
  let best: PlantSpec | null = null;
  let bestScore = -Infinity;
  for (const q of palette) {
    if (q.role !== p.role || q.id === p.id || taken.has(q.id) || !ok(q)) continue;
    // Same silhouette first (a yucca for an agave), then the water the site can give (low first on an
    // arid site), then a similar size.
    const water = fit?.arid ? (q.water === 'low' ? 2 : 0) : q.water === p.water ? 2 : 0;
    const score = (q.form === p.form ? 4 : 0) + water + (q.flower && p.flower ? 0.5 : 0) - Math.abs(q.heightM - p.heightM) / Math.max(1, p.heightM);
    if (score > bestScore || (score === bestScore && best && q.id < best.id)) {
      best = q;
      bestScore = score;
    }
  }
  return best;
}

/** Per role, the style plant hardy over the widest range of zones: the pick when the climate is unknown. */
function mostTolerant(style: StyleDefinition): PlantSpec[] {
  const out: PlantSpec[] = [];
  for (const role of ROLE_ORDER) {
    const own = style.plants.filter((p) => p.role === role);
    if (own.length === 0) continue;
    const span = (p: PlantSpec) => p.zones.max - p.zones.min + p.sun.length * 0.1;
    out.push(own.slice().sort((a, b) => span(b) - span(a) || a.id.localeCompare(b.id))[0]);
  }
  return out;
}

function conflictNote(p: PlantSpec, why: Failure, fit: SiteFit | null, substitute: PlantSpec | null): Note {
  const instead = substitute ? substitute.common : say('wish.noSubstitute');
  const plant = p.common;
  switch (why) {
    case 'pets':
      return message('wish.pets', { plant, substitute: instead });
    case 'kids':
      return message('wish.kids', { plant, substitute: instead });
    case 'water':
      return message('wish.water', { plant, substitute: instead });
    case 'dry':
      return message('wish.dryClimate', { plant, substitute: instead });
    case 'heat':
      return message('wish.heat', { plant, substitute: instead });
    case 'zone':
      return message('wish.zone', { plant, min: p.zones.min, max: p.zones.max, zone: fit?.zoneCode ?? '', substitute: instead });
    case 'sun': {
      const area = fit ? AREA_WORDS[fit.area] : '';
      const hours = fit?.hours ?? 0;
      if (p.sun.includes('full_sun')) return message('wish.sunTooLow', { plant, need: 6, area, hours, substitute: instead });
      if (fit?.exposure === 'shade') return message('wish.sunTooLow', { plant, need: 3, area, hours, substitute: instead });
      return message('wish.sunTooHigh', { plant, area, hours, substitute: instead });
    }
  }
}

export interface PlantSelection {
  /** Named plants first, then the style's (or their stand-ins), in the style's order. */
  pool: PlantSpec[];
  /** Wishes the site or the constraints could not grant, answered. */
  conflicts: Note[];
  /** Look-alikes standing in for signature plants the site cannot grow, and whether the zone was the reason. */
  lookAlikes: { plants: PlantSpec[]; forZone: boolean };
}

/** The plants a plan may use for this style, wishes and site area. */
export function selectPlants(style: StyleDefinition, wishes: ParsedWishes, fit: SiteFit | null): PlantSelection {
  const ok = (p: PlantSpec) => failure(p, wishes, fit) === null;
  const palette = stylePalette(style);
  const base = fit?.climateUnknown ? mostTolerant(style) : style.plants;
  const taken = new Set<string>();
  const own: PlantSpec[] = [];
  const lookAlikes: PlantSpec[] = [];
  let forZone = false;
  for (const p of base) {
    const why = failure(p, wishes, fit);
    const chosen = why === null ? p : standIn(p, palette, ok, taken, fit);
    if (chosen && !taken.has(chosen.id)) {
      own.push(chosen);
      taken.add(chosen.id);
      // A look-alike for the climate (not for a pet or a child): said once, in the site line.
      if (chosen !== p && (why === 'zone' || why === 'heat' || why === 'dry')) {
        lookAlikes.push(chosen);
        if (why === 'zone') forZone = true;
      }
    }
  }
  // Only where the climate is known: unknown, the most tolerant plant of each role is all a plan uses.
  if (fit && !fit.climateUnknown && own.length < MIN_SPECIES) {
    // Roles the list lacks first (a cold site that lost its shrubs gets one back), then the palette's order.
    const roles = new Set(own.map((p) => p.role));
    const spare = palette.filter((p) => !taken.has(p.id) && ok(p));
    spare.sort((a, b) => Number(roles.has(a.role)) - Number(roles.has(b.role)));
    for (const p of spare) {
      if (own.length >= MIN_SPECIES) break;
      own.push(p);
      taken.add(p.id);
      roles.add(p.role);
      if (style.lookAlikes.includes(p)) lookAlikes.push(p);
    }
  }
  const conflicts: Note[] = [];
  const named: PlantSpec[] = [];
  for (const id of wishes.plants ?? []) {
    const p = PLANT_LIBRARY[id];
    if (!p) continue;
    const why = failure(p, wishes, fit);
    if (why === null) {
      named.push(p);
      continue;
    }
    const substitute = own.find((q) => q.role === p.role && !named.includes(q)) ?? standIn(p, palette, ok, new Set([...named.map((q) => q.id)]), fit);
    if (substitute && !named.includes(substitute)) named.push(substitute);
    conflicts.push(conflictNote(p, why, fit, substitute));
  }
  let pool = [...named, ...own.filter((p) => !named.includes(p))];
  if (wishes.constraints.includes('low_maintenance')) {
    // Fewer species and no fussy perennials: one per role, and the shortest list that still layers.
    const seen = new Set<PlantRole>();
    pool = pool.filter((p) => (seen.has(p.role) ? false : (seen.add(p.role), true)));
    for (const role of ['perennial', 'accent', 'screen', 'grass'] as PlantRole[]) {
      if (pool.length <= LOW_MAINTENANCE_SPECIES) break;
      if (role === 'screen' && wishes.constraints.includes('privacy')) continue;
      const i = pool.findIndex((p) => p.role === role && !named.includes(p));
      if (i >= 0) pool.splice(i, 1);
    }
  }
  return { pool, conflicts, lookAlikes: { plants: lookAlikes.filter((p) => pool.includes(p)), forZone } };
}

/** One line on why a plant suits its place: 'Zone 5–9 · part shade · low water'. */
export function plantReason(p: PlantSpec, fit: SiteFit | null, lang: DesignLanguage = DESIGN_LANGUAGES.en): string {
  const sun =
    fit?.exposure && p.sun.includes(fit.exposure)
      ? lang.exposure[fit.exposure]
      : p.sun.length > 1
        ? fill(lang.exposureRange, { a: lang.exposure[p.sun[0]!], b: lang.exposure[p.sun[p.sun.length - 1]!] })
        : lang.exposure[p.sun[0]!];
  return sayIn(lang, 'plant.reason', { min: p.zones.min, max: p.zones.max, sun, water: lang.water[p.water] });
}
