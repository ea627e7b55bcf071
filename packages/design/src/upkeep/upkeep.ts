import type { CareTaskId } from '@landscape/contract';
import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import type { ClimateClass, DesignPlan, FeatureKind, PlantForm, PlantRole, WaterNeed } from '../types.ts';

// What a design takes to keep (issue 33, "Owning it"): water a year, hours of care a year and a
// month-by-month care calendar for the site's climate. A water budget the way irrigation designers make
// one (the WUCOLS / landscape-coefficient method, FAO-56 reference evapotranspiration): each hydrozone's
// area × ET₀ × its plant factor, less the rain the plants can use, over the efficiency of the way it is
// watered. Everything is a range with its assumptions named (docs/decisions/028-growth-and-upkeep.md).

export const LITRES_PER_GALLON = 3.785411784;

type ClimateKind = ClimateClass['kind'] | 'unknown';

interface ClimateWater {
  /** Reference evapotranspiration (FAO-56 grass reference) over the months plants are watered, mm. */
  et0: number;
  /** Rain over those months that stays in the root zone, mm. */
  effectiveRain: number;
  /** Months (1-12) the garden needs watering (northern hemisphere). */
  season: [number, number];
  /** Months a lawn grows and is mown, where longer than the watering season (mild winters, dry summers). */
  grow?: [number, number];
  /** The hottest months, when watering peaks. */
  peak: number[];
  /** Winters hard enough to stop growth and freeze irrigation lines. */
  frost: boolean;
  /** Best months to plant (cool, moist): autumn where summers are dry or hot, else spring. */
  planting: number[];
}

// Reference ET₀ and effective rain over the watering season, by climate class, for representative US
// cities (FAO-56 method; CIMIS, AZMET and NOAA normals): Phoenix (BWh), Denver (BSk), Sacramento (Csa),
// San Francisco (Csb south of 42°N), Seattle and Portland (Csb north of it), Atlanta (Cfa), coastal
// Cfb, Minneapolis (Dfa/Dfb), Miami (A). Effective rain is about 60 % of the season's rain where it
// rains in summer, less where it falls in downpours or outside the season. A range around them is
// given to the homeowner, never one number.
const CLIMATE_WATER: Record<ClimateKind | 'dry_summer_mild' | 'dry_summer_north', ClimateWater> = {
  hot_dry: { et0: 1900, effectiveRain: 90, season: [1, 12], peak: [5, 6, 7, 8, 9], frost: false, planting: [10, 11] },
  cold_dry: { et0: 950, effectiveRain: 150, season: [4, 10], peak: [6, 7, 8], frost: true, planting: [4, 5, 9] },
  dry_summer: { et0: 1150, effectiveRain: 100, season: [3, 11], grow: [2, 11], peak: [7, 8, 9], frost: false, planting: [10, 11] },
  dry_summer_mild: { et0: 850, effectiveRain: 80, season: [3, 11], grow: [2, 11], peak: [8, 9], frost: false, planting: [10, 11] },
  dry_summer_north: { et0: 550, effectiveRain: 80, season: [5, 9], grow: [3, 11], peak: [7, 8], frost: false, planting: [3, 4, 10] },
  hot_humid: { et0: 1050, effectiveRain: 600, season: [3, 11], peak: [6, 7, 8], frost: false, planting: [10, 11, 3] },
  mild_moist: { et0: 600, effectiveRain: 350, season: [4, 10], grow: [3, 11], peak: [7, 8], frost: false, planting: [3, 4, 10] },
  cold_winter: { et0: 600, effectiveRain: 330, season: [5, 9], peak: [7, 8], frost: true, planting: [5, 9] },
  tropical: { et0: 1500, effectiveRain: 800, season: [1, 12], peak: [3, 4, 5], frost: false, planting: [6, 7] },
  unknown: { et0: 800, effectiveRain: 300, season: [4, 10], peak: [7, 8], frost: true, planting: [4, 5, 10] },
};

/** The watering figures of a climate class: dry summers split by how warm (Csa/Csb) and how far north. */
function climateWater(climate: ClimateClass | null, lat: number | null): ClimateWater {
  if (!climate) return CLIMATE_WATER.unknown;
  if (climate.kind === 'dry_summer' && climate.code[2] !== 'a') return (lat ?? 0) >= 42 ? CLIMATE_WATER.dry_summer_north : CLIMATE_WATER.dry_summer_mild;
  return CLIMATE_WATER[climate.kind];
}

/** WUCOLS plant factors (share of ET₀ an established plant of that class needs). */
const PLANT_FACTOR: Record<WaterNeed, number> = { low: 0.25, moderate: 0.5, high: 0.75 };
/** Cool-season turf needs about 0.8 of ET₀; warm-season grass (hot climates) about 0.6. */
const LAWN_FACTOR = { cool: 0.8, warm: 0.6 };
/** Drip in beds delivers ~90 % to the roots; sprinklers on a lawn ~70 %. */
const EFFICIENCY = { drip: 0.9, spray: 0.7 };
/** An average year, and a dry, hot one. */
const AVERAGE_YEAR = { et: 1, rain: 1 };
const DRY_YEAR = { et: 1.1, rain: 0.5 };

/** Hours of care a year per plant, by what it is (pruning, cutting back, mulching its ring, a look). */
const HOURS_PER_PLANT: Record<PlantRole, number> = { tree: 1, screen: 0.6, shrub: 0.4, accent: 0.3, perennial: 0.25, grass: 0.2, groundcover: 0.08 };
/** Sheared forms are clipped two or three times a year. */
const SHEARED: PlantForm[] = ['clipped_ball', 'clipped_column', 'hedge'];
/** Hours a year per m²: mowing weekly in season, edging and feeding (lawn); weeding and mulching (beds); raking gravel. */
const HOURS_PER_M2 = { lawnPerSeasonMonth: 0.017, bed: 0.08, open: 0.01 };
const FEATURE_HOURS: Partial<Record<FeatureKind, number>> = {
  water_feature: 8,
  fire_pit: 1,
  pergola: 2,
  raised_vegetable_beds: 12,
  lighting: 1,
  drip_irrigation: 2,
  hot_tub: 12,
  outdoor_kitchen: 3,
  bird_bath: 2,
  compost_bins: 6,
  planter_pots: 2,
};

export type CareTask = CareTaskId;

export type UpkeepAssumption =
  | { key: 'climate'; params: { climate: string } }
  | { key: 'climate_unknown'; params: Record<string, never> }
  | { key: 'et0'; params: { mm: number; inches: number } }
  | { key: 'rain'; params: { mm: number; inches: number } }
  | { key: 'irrigation'; params: { drip: number; spray: number } }
  | { key: 'established'; params: Record<string, never> }
  | { key: 'hours'; params: Record<string, never> }
  | { key: 'southern'; params: Record<string, never> };

export interface Upkeep {
  /** Water a year for the established garden, both unit systems. */
  water: { litres: { low: number; high: number }; gallons: { low: number; high: number } };
  /** Hours of care a year. */
  hours: { low: number; high: number };
  /** Twelve months, January first: what to do in each. */
  calendar: { month: number; tasks: CareTask[] }[];
  /** Köppen class the figures are for, or null when the climate is unknown. */
  climate: string | null;
  /** What the figures assume, each a sentence the studio words in the homeowner's language. */
  assumptions: UpkeepAssumption[];
}

interface Areas {
  lawn: number;
  beds: number;
  open: number;
}

function areasOf(plan: DesignPlan): Areas {
  const c = plan.coverage;
  const living = Math.max(0, c.plantedM2 - c.lawnM2 - c.bedM2);
  const boundsM2 = plan.bounds.w * plan.bounds.h;
  return { lawn: c.lawnM2, beds: c.bedM2 + living, open: Math.max(0, boundsM2 - c.plantedM2) };
}

const round = (v: number, step: number) => Math.round(v / step) * step;

/** Irrigation water a year (litres) of the established planting in one kind of year. */
function waterFor(plan: DesignPlan, climate: ClimateWater, year: { et: number; rain: number }, warmLawn: boolean): number {
  const areas = areasOf(plan);
  // Plants: their mature canopy areas weigh the plant factor of the beds; plants standing in gravel are watered where they stand.
  let canopy = 0;
  let weighted = 0;
  for (const p of plan.plants) {
    const spec = PLANT_LIBRARY[p.plantId];
    if (!spec) continue;
    const a = Math.PI * (spec.widthM / 2) ** 2;
    canopy += a;
    weighted += a * PLANT_FACTOR[spec.water];
  }
  const factor = canopy > 0 ? weighted / canopy : PLANT_FACTOR.low;
  const plantedM2 = Math.max(areas.beds, canopy);
  const et = climate.et0 * year.et;
  const rain = climate.effectiveRain * year.rain;
  const bedsMm = Math.max(0, et * factor - rain) / EFFICIENCY.drip;
  const lawnMm = Math.max(0, et * (warmLawn ? LAWN_FACTOR.warm : LAWN_FACTOR.cool) - rain) / EFFICIENCY.spray;
  // 1 mm over 1 m² is 1 litre
  return bedsMm * plantedM2 + lawnMm * areas.lawn;
}

/**
 * One hydrozone's irrigation water in an average year, litres: `areaM2` of planting whose plant factor is
 * `factor` (or a lawn), watered by drip or spray, in the plan's climate — the same method as upkeepOf.
 */
export function hydrozoneLitres(plan: DesignPlan, areaM2: number, use: WaterNeed | 'lawn', method: 'drip' | 'spray'): number {
  const kind: ClimateKind = plan.site?.climate?.kind ?? 'unknown';
  const c = climateWater(plan.site?.climate ?? null, plan.site?.place?.lat ?? null);
  const warmLawn = kind === 'hot_dry' || kind === 'hot_humid' || kind === 'tropical';
  const factor = use === 'lawn' ? (warmLawn ? LAWN_FACTOR.warm : LAWN_FACTOR.cool) : PLANT_FACTOR[use];
  const mm = Math.max(0, c.et0 * AVERAGE_YEAR.et * factor - c.effectiveRain * AVERAGE_YEAR.rain) / EFFICIENCY[method];
  return mm * areaM2;
}

function monthsOf([from, to]: [number, number]): number[] {
  const out: number[] = [];
  for (let m = from; ; m = (m % 12) + 1) {
    out.push(m);
    if (m === to) break;
  }
  return out;
}

const wrap = (m: number) => ((((m - 1) % 12) + 12) % 12) + 1;

/** The care calendar of the plan in its climate: twelve months, January first (northern hemisphere order). */
function calendarFor(plan: DesignPlan, c: ClimateWater, warmLawn: boolean): { month: number; tasks: CareTask[] }[] {
  const species = plan.palette;
  const has = (pred: (r: PlantRole, f: PlantForm) => boolean) => species.some((s) => pred(s.role, s.form));
  const trees = has((r) => r === 'tree' || r === 'screen' || r === 'shrub');
  const sheared = has((_, f) => SHEARED.includes(f));
  const perennials = has((r) => r === 'perennial' || r === 'grass' || r === 'groundcover');
  const blooming = species.some((s) => s.flower !== null && (s.role === 'shrub' || s.role === 'tree'));
  const lawn = plan.coverage.lawnM2 > 0;
  const season = monthsOf(c.season);
  const yearRound = season.length === 12;
  const start = c.season[0];
  const end = c.season[1];
  const tasks = new Map<number, Set<CareTask>>();
  for (let m = 1; m <= 12; m++) tasks.set(m, new Set());
  const add = (m: number, t: CareTask) => tasks.get(wrap(m))!.add(t);

  // Pruning in the dormant weeks before growth starts (after the rains in the tropics); flowering shrubs after they bloom.
  if (trees) {
    if (yearRound) add(c.peak[c.peak.length - 1]! + 2, 'prune_dormant');
    else {
      add(start - 2, 'prune_dormant');
      add(start - 1, 'prune_dormant');
    }
    if (blooming) add(start + 2, 'prune_after_bloom');
  }
  if (sheared) {
    add(start + 1, 'shear');
    add(c.peak[c.peak.length - 1]! + 1, 'shear');
  }
  if (perennials) add(yearRound ? start + 1 : start - 1, 'cut_back');
  // Mulch as the soil warms; again before winter where it freezes.
  add(yearRound ? c.peak[0]! - 1 : start, 'mulch');
  if (c.frost) add(end + 1, 'mulch');
  add(yearRound ? c.peak[0]! : start + 1, 'weed');
  add(yearRound ? c.peak[0]! + 3 : start + 3, 'weed');
  for (const m of c.planting) add(m, 'plant');

  // Irrigation: started with the season, raised at the peak, cut back as it cools, and shut (drained where it freezes).
  if (yearRound) {
    for (const m of c.peak) add(m, 'irrigation_peak');
    add(c.peak[c.peak.length - 1]! + 1, 'irrigation_reduce');
    for (let m = 1; m <= 12; m++) if (!c.peak.includes(m) && m !== wrap(c.peak[c.peak.length - 1]! + 1)) add(m, 'irrigation_winter');
  } else {
    add(start, 'irrigation_start');
    for (const m of c.peak) add(m, 'irrigation_peak');
    add(end, 'irrigation_reduce');
    add(end + 1, 'irrigation_off');
  }
  if (lawn) {
    for (const m of monthsOf(c.grow ?? c.season)) add(m, 'lawn_mow');
    add(start + 1, 'lawn_feed');
    add(yearRound ? c.peak[c.peak.length - 1]! + 1 : end - 1, 'lawn_feed');
    // cool-season grass is aerated and overseeded in early autumn, warm-season grass as summer starts
    add(warmLawn ? c.peak[0]! : 9, 'lawn_aerate');
  }
  if (c.frost) {
    add(end + 1, 'leaf_cleanup');
    add(end + 2, 'frost_protect');
  } else if (!yearRound) add(end, 'leaf_cleanup');
  const out: { month: number; tasks: CareTask[] }[] = [];
  for (let m = 1; m <= 12; m++) {
    const t = [...tasks.get(m)!];
    out.push({ month: m, tasks: t.length ? t : ['rest'] });
  }
  return out;
}

/**
 * What a design takes to keep, once established: water a year (an average and a dry year as the range),
 * hours of care a year and a care calendar, for the plan's climate class (a middle US climate, said so,
 * when it is unknown). The southern hemisphere gets its calendar six months on.
 */
export function upkeepOf(plan: DesignPlan): Upkeep {
  const climate = plan.site?.climate ?? null;
  const kind: ClimateKind = climate?.kind ?? 'unknown';
  const c = climateWater(climate, plan.site?.place?.lat ?? null);
  const warmLawn = kind === 'hot_dry' || kind === 'hot_humid' || kind === 'tropical';
  const low = waterFor(plan, c, AVERAGE_YEAR, warmLawn);
  const high = waterFor(plan, c, DRY_YEAR, warmLawn);
  // An unknown climate widens the range: any US climate could be the one.
  const spread = climate ? 1 : 1.5;
  const litres = { low: round(low / spread, 100), high: Math.max(100, round(high * spread, 100)) };

  const areas = areasOf(plan);
  let hours = 0;
  for (const p of plan.plants) {
    const spec = PLANT_LIBRARY[p.plantId];
    if (!spec) continue;
    hours += HOURS_PER_PLANT[spec.role] * (SHEARED.includes(spec.form) ? 2.5 : 1);
  }
  const seasonMonths = monthsOf(c.grow ?? c.season).length;
  hours += areas.lawn * HOURS_PER_M2.lawnPerSeasonMonth * seasonMonths + areas.beds * HOURS_PER_M2.bed + areas.open * HOURS_PER_M2.open;
  const counts = new Map<FeatureKind, number>();
  for (const f of plan.features) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
  for (const [kind, n] of counts) hours += (FEATURE_HOURS[kind] ?? 0) * Math.min(n, 4);
  const hoursRange = { low: Math.max(1, Math.round(hours * 0.75)), high: Math.max(2, Math.round(hours * 1.35)) };

  const south = (plan.site?.place?.lat ?? 0) < 0;
  let calendar = calendarFor(plan, c, warmLawn);
  if (south) calendar = calendar.map((_, i) => ({ month: i + 1, tasks: calendar[wrap(i + 1 - 6) - 1]!.tasks }));

  const assumptions: UpkeepAssumption[] = [
    climate ? { key: 'climate', params: { climate: climate.code } } : { key: 'climate_unknown', params: {} },
    { key: 'et0', params: { mm: c.et0, inches: Math.round(c.et0 / 25.4) } },
    { key: 'rain', params: { mm: c.effectiveRain, inches: Math.round(c.effectiveRain / 25.4) } },
    { key: 'irrigation', params: { drip: EFFICIENCY.drip * 100, spray: EFFICIENCY.spray * 100 } },
    { key: 'established', params: {} },
    { key: 'hours', params: {} },
  ];
  if (south) assumptions.push({ key: 'southern', params: {} });
  return {
    water: { litres, gallons: { low: round(litres.low / LITRES_PER_GALLON, 10), high: Math.max(10, round(litres.high / LITRES_PER_GALLON, 10)) } },
    hours: hoursRange,
    calendar,
    climate: climate?.code ?? null,
    assumptions,
  };
}
