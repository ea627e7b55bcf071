import type { AreaId } from '@landscape/contract';
import { plantFacts, type SummerType } from './catalogue/plant-table.ts';
import { stateOf } from './site/state.ts';
import { summerOf } from './site/summer.ts';
import type { ParsedWishes, PlantSpec, Site, SunExposure } from './types.ts';

// The rules a landscape architect applies to every plant on a sheet, for one area of one site: in its
// zones, thriving in the place's summer, not invasive or regulated in the state, in the sun it wants (moss,
// ferns and hostas only where the sun says shade), and no thirsty plant in an arid climate unless a wish
// asks for one. The facts come from the plant table (catalogue/plant-table.ts); the engine picks (plant-
// selection.ts) and the edits that add plants (edit/apply-edit.ts) both go through `failure`.

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
  /** The summer the garden lives through (site/summer.ts); null when the class is unknown. */
  summer: SummerType | null;
  /** U.S. state (or territory) code; null abroad or unplaced. */
  state: string | null;
}

export function siteFit(site: Site | null, area: AreaId): SiteFit | null {
  if (!site) return null;
  const sun = site.sun?.[area] ?? null;
  const climate = site.climate ?? null;
  const zone = site.zone?.number ?? null;
  const state = stateOf(site.place);
  return {
    area,
    zone,
    zoneCode: site.zone?.code ?? null,
    exposure: sun?.exposure ?? null,
    hours: sun?.seasonHours ?? null,
    climateUnknown: !site.zone,
    heat: climate?.heat ?? null,
    arid: climate?.arid ?? false,
    summer: climate ? summerOf(climate, zone, state) : null,
    state,
  };
}

/** In its zones. The sources' charts stop at zone 11 or 12: a plant rated that warm takes every warmer zone. */
export const fitsZone = (p: PlantSpec, fit: SiteFit | null) =>
  !fit || fit.zone === null || (p.zones.min <= fit.zone && (p.zones.max >= fit.zone || p.zones.max >= 11));
/** In the sun it wants; a shade plant (moss, ferns, hostas) never in full sun. */
export const fitsSun = (p: PlantSpec, fit: SiteFit | null) =>
  !fit || fit.exposure === null || (p.sun.includes(fit.exposure) && !(fit.exposure === 'full_sun' && plantFacts(p.id).shadePlant));
/** Thrives in the place's summer: its heat and its humidity. */
export const fitsSummer = (p: PlantSpec, fit: SiteFit | null) => !fit || fit.summer === null || plantFacts(p.id).summers.includes(fit.summer);
/** Lives on the rain and the water an arid garden can spare: no high-water plant on an arid site. */
export const fitsWater = (p: PlantSpec, fit: SiteFit | null) => !fit || !fit.arid || p.water !== 'high';
/** Not invasive, noxious or otherwise regulated in the state. */
export const regulationIn = (p: PlantSpec, fit: SiteFit | null) =>
  fit?.state ? (plantFacts(p.id).regulated.find((r) => r.state === fit.state) ?? null) : null;

export type Failure = 'pets' | 'kids' | 'water' | 'zone' | 'sun' | 'summer' | 'dry' | 'invasive';

/** The first rule a plant breaks in this area, or null. A plant the homeowner wished for may be thirsty on an arid site. */
export function failure(p: PlantSpec, wishes: ParsedWishes, fit: SiteFit | null): Failure | null {
  const c = wishes.constraints;
  if (c.includes('pet_friendly') && p.toxicToPets) return 'pets';
  if (c.includes('kid_friendly') && p.spiny) return 'kids';
  // Drought tolerant means low-water plants only, not merely no thirsty ones.
  if (c.includes('drought_tolerant') && p.water !== 'low') return 'water';
  if (regulationIn(p, fit)) return 'invasive';
  if (!fitsZone(p, fit)) return 'zone';
  if (!fitsSummer(p, fit)) return 'summer';
  if (!fitsWater(p, fit) && !wishes.plants.includes(p.id)) return 'dry';
  if (!fitsSun(p, fit)) return 'sun';
  return null;
}
