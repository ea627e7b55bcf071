import type { AreaId } from '@landscape/contract';
import { message, say } from './catalogue/messages.ts';
import { DESIGN_LANGUAGES, fill, sayIn, type DesignLanguage } from './catalogue/languages/index.ts';
import { PLANT_LIBRARY } from './catalogue/plant-library.ts';
import { failure, type Failure, type SiteFit } from './plant-rules.ts';
import { isLocal, paletteAt, palmsFor, type Palette } from './regional-palette.ts';
import type { Note, ParsedWishes, PlantRole, PlantSpec, StyleDefinition } from './types.ts';

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

export { siteFit, fitsSun, fitsZone, type SiteFit } from './plant-rules.ts';

const AREA_WORDS: Record<AreaId, string> = { front_yard: 'front yard', side_yard: 'side yard', backyard: 'backyard', walkway: 'entry walk' };

/** The plant of the palette, of the same role, that fits best in place of `p`, or null. */
function standIn(p: PlantSpec, palette: Palette, ok: (q: PlantSpec) => boolean, taken: Set<string>, fit: SiteFit | null): PlantSpec | null {
  let best: PlantSpec | null = null;
  let bestScore = -Infinity;
  // The place's own natives first where the style is regional (California Native, Xeriscaping), a little everywhere.
  const localWeight = palette.nativesOf ? 3 : 1;
  for (const q of palette.plants) {
    if (q.role !== p.role || q.id === p.id || taken.has(q.id) || !ok(q)) continue;
    // Same silhouette first (a yucca for an agave), then the water the site can give (low first on an
    // arid site), then a similar size.
    const water = fit?.arid ? (q.water === 'low' ? 2 : 0) : q.water === p.water ? 2 : 0;
    const local = isLocal(q, palette) ? localWeight : 0;
    const score = (q.form === p.form ? 4 : 0) + water + local + (q.flower && p.flower ? 0.5 : 0) - Math.abs(q.heightM - p.heightM) / Math.max(1, p.heightM);
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
    case 'summer':
      return message('wish.summer', { plant, substitute: instead });
    case 'invasive':
      return message('wish.invasive', { plant, state: fit?.state ? (DESIGN_LANGUAGES.en.places[fit.state] ?? fit.state) : '', substitute: instead });
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
  /** How many of the style's signature plants the site keeps. */
  signaturesKept: number;
  /** Whose natives carry the look (a state code or a region id), when the style took the place's natives. */
  natives: string | null;
  /** Palms a tropical oasis in the tropics plants in every area. */
  palms: PlantSpec[];
}

interface Picking {
  own: PlantSpec[];
  taken: Set<string>;
  lookAlikes: PlantSpec[];
  forZone: boolean;
  kept: number;
}

/** The style's plants that fit, each that does not replaced by the best-fitting plant of the palette. */
function pickOwn(style: StyleDefinition, palette: Palette, ok: (p: PlantSpec) => boolean, wishes: ParsedWishes, fit: SiteFit | null): Picking {
  const base = fit?.climateUnknown ? mostTolerant(style) : style.plants;
  const out: Picking = { own: [], taken: new Set(), lookAlikes: [], forZone: false, kept: 0 };
  for (const p of base) {
    // Outside California a California Native garden is planted with the place's own natives.
    const why: Failure | 'native' | null = failure(p, wishes, fit) ?? (palette.nativesOnly && !isLocal(p, palette) ? 'native' : null);
    const chosen = why === null ? p : standIn(p, palette, ok, out.taken, fit);
    if (why === null) out.kept++;
    if (!chosen || out.taken.has(chosen.id)) continue;
    out.own.push(chosen);
    out.taken.add(chosen.id);
    // A look-alike for the climate (not for a pet or a child): said once, in the site line.
    if (chosen !== p && why !== 'pets' && why !== 'kids' && why !== 'water') {
      out.lookAlikes.push(chosen);
      if (why === 'zone') out.forZone = true;
    }
  }
  return out;
}

/** Tops the list up to MIN_SPECIES from the palette, the roles it lacks first. */
function topUp(pick: Picking, style: StyleDefinition, palette: Palette, ok: (p: PlantSpec) => boolean) {
  const roles = new Set(pick.own.map((p) => p.role));
  const spare = palette.plants.filter((p) => !pick.taken.has(p.id) && ok(p));
  spare.sort((a, b) => Number(roles.has(a.role)) - Number(roles.has(b.role)) || Number(isLocal(b, palette)) - Number(isLocal(a, palette)));
  for (const p of spare) {
    if (pick.own.length >= MIN_SPECIES) break;
    pick.own.push(p);
    pick.taken.add(p.id);
    roles.add(p.role);
    if (!style.plants.includes(p)) pick.lookAlikes.push(p);
  }
}

/** The plants the homeowner named, or what stands in for each the site or the constraints rule out. */
function namedPlants(wishes: ParsedWishes, own: PlantSpec[], palette: Palette, ok: (p: PlantSpec) => boolean, fit: SiteFit | null) {
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
    const substitute = own.find((q) => q.role === p.role && !named.includes(q)) ?? standIn(p, palette, ok, new Set(named.map((q) => q.id)), fit);
    if (substitute && !named.includes(substitute)) named.push(substitute);
    conflicts.push(conflictNote(p, why, fit, substitute));
  }
  return { named, conflicts };
}

/** Low maintenance: fewer species and no fussy perennials — one per role, and the shortest list that still layers. */
function lowMaintenance(pool: PlantSpec[], named: PlantSpec[], wishes: ParsedWishes, keep: PlantSpec[]): PlantSpec[] {
  const seen = new Set<PlantRole>();
  const out = pool.filter((p) => keep.includes(p) || (seen.has(p.role) ? false : (seen.add(p.role), true)));
  for (const role of ['perennial', 'accent', 'screen', 'grass'] as PlantRole[]) {
    if (out.length <= LOW_MAINTENANCE_SPECIES) break;
    if (role === 'screen' && wishes.constraints.includes('privacy')) continue;
    const i = out.findIndex((p) => p.role === role && !named.includes(p) && !keep.includes(p));
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** The plants a plan may use for this style, wishes and site area. */
export function selectPlants(style: StyleDefinition, wishes: ParsedWishes, fit: SiteFit | null): PlantSelection {
  const ok = (p: PlantSpec) => failure(p, wishes, fit) === null;
  const palette = paletteAt(style, fit, ok, MIN_SPECIES);
  const pick = pickOwn(style, palette, ok, wishes, fit);
  // Only where the climate is known: unknown, the most tolerant plant of each role is all a plan uses.
  if (fit && !fit.climateUnknown && pick.own.length < MIN_SPECIES) topUp(pick, style, palette, ok);
  const palms = palmsFor(style, fit, palette, ok).filter((p) => !wishes.constraints.includes('kid_friendly') || !p.spiny);
  for (const p of palms) {
    if (pick.taken.has(p.id)) continue;
    pick.own.unshift(p);
    pick.taken.add(p.id);
  }
  const { named, conflicts } = namedPlants(wishes, pick.own, palette, ok, fit);
  let pool = [...named, ...pick.own.filter((p) => !named.includes(p))];
  if (wishes.constraints.includes('low_maintenance')) pool = lowMaintenance(pool, named, wishes, palms);
  const localShare = pool.filter((p) => isLocal(p, palette)).length / Math.max(1, pool.length);
  return {
    pool,
    conflicts,
    lookAlikes: { plants: pick.lookAlikes.filter((p) => pool.includes(p)), forZone: pick.forZone },
    signaturesKept: pick.kept,
    natives: palette.nativesOf && (palette.nativesOnly || localShare >= 0.5) ? palette.nativesOf : null,
    palms: palms.filter((p) => pool.includes(p)),
  };
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
