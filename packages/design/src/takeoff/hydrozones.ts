import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import { pointInPolygon } from '../geometry.ts';
import type { DesignPlan, GroundPatch, WaterNeed } from '../types.ts';
import { hydrozoneLitres, LITRES_PER_GALLON } from '../upkeep/upkeep.ts';

// The hydrozone plan of a drawing set (issue 49): plants grouped by how much water they use, each group
// watered its own way — beds by drip, by water class; lawn by spray; hard and loose surfaces not at all —
// with a yearly water estimate per zone by the same method as the design's upkeep (WUCOLS plant factors,
// FAO-56 ET₀ of the climate class, an average year).

export type HydrozoneId = 'low' | 'moderate' | 'high' | 'lawn' | 'none';
export interface Hydrozone {
  id: HydrozoneId;
  /** Zone number on the hydrozone plan, 1-based in this order: low, moderate, high, lawn, none. */
  number: number;
  water: WaterNeed | 'lawn' | null;
  method: 'drip' | 'spray' | 'none';
  areaM2: number;
  /** Schedule numbers of the plants in it. */
  plantNumbers: number[];
  /** Average-year irrigation, litres and US gallons (0 for 'none'). */
  litres: number;
  gallons: number;
}

const ORDER: HydrozoneId[] = ['low', 'moderate', 'high', 'lawn', 'none'];
const HARD = new Set(['pavers', 'flagstone', 'brick', 'concrete', 'stepping_stones', 'gravel', 'raked_gravel', 'pebbles', 'dg']);

/** The water class of a bed: that of most of the plants standing in it (moderate for an empty bed). */
export function bedWater(plan: DesignPlan, bed: GroundPatch): WaterNeed {
  const count: Record<WaterNeed, number> = { low: 0, moderate: 0, high: 0 };
  for (const p of plan.plants) {
    const spec = PLANT_LIBRARY[p.plantId];
    if (spec && pointInPolygon(p, bed.polygon)) count[spec.water] += Math.PI * (spec.widthM / 2) ** 2;
  }
  const best = (Object.keys(count) as WaterNeed[]).reduce((a, k) => (count[k] > count[a] ? k : a), 'moderate');
  return count[best] > 0 ? best : 'moderate';
}

/** The plan's hydrozones, those with any area or plant, in zone order. */
export function hydrozones(plan: DesignPlan): Hydrozone[] {
  const canopy: Record<WaterNeed, number> = { low: 0, moderate: 0, high: 0 };
  const numbers: Record<WaterNeed, Set<number>> = { low: new Set(), moderate: new Set(), high: new Set() };
  for (const p of plan.plants) {
    const spec = PLANT_LIBRARY[p.plantId];
    if (!spec) continue;
    canopy[spec.water] += Math.PI * (spec.widthM / 2) ** 2;
    numbers[spec.water].add(p.number);
  }
  const c = plan.coverage;
  const boundsM2 = plan.bounds.w * plan.bounds.h;
  // the planted ground that is not lawn (beds, and plants standing in gravel) is shared by canopy area
  const bedsM2 = Math.max(c.bedM2 + Math.max(0, c.plantedM2 - c.lawnM2 - c.bedM2), canopy.low + canopy.moderate + canopy.high);
  const totalCanopy = canopy.low + canopy.moderate + canopy.high;
  const hardM2 = plan.materials.filter((m) => HARD.has(m.material.kind)).reduce((s, m) => s + m.areaM2, 0);
  const area: Record<HydrozoneId, number> = {
    low: totalCanopy > 0 ? (bedsM2 * canopy.low) / totalCanopy : 0,
    moderate: totalCanopy > 0 ? (bedsM2 * canopy.moderate) / totalCanopy : bedsM2,
    high: totalCanopy > 0 ? (bedsM2 * canopy.high) / totalCanopy : 0,
    lawn: c.lawnM2,
    none: Math.min(Math.max(0, boundsM2 - c.plantedM2), Math.max(hardM2, 0)),
  };
  const zones: Hydrozone[] = [];
  for (const id of ORDER) {
    const plants = id === 'low' || id === 'moderate' || id === 'high' ? [...numbers[id]].sort((a, b) => a - b) : [];
    if (area[id] < 0.5 && plants.length === 0) continue;
    const method = id === 'lawn' ? 'spray' : id === 'none' ? 'none' : 'drip';
    const litres = method === 'none' ? 0 : hydrozoneLitres(plan, area[id], id === 'lawn' ? 'lawn' : (id as WaterNeed), method);
    zones.push({
      id,
      number: zones.length + 1,
      water: id === 'none' ? null : id === 'lawn' ? 'lawn' : id,
      method,
      areaM2: area[id],
      plantNumbers: plants,
      litres: Math.round(litres / 100) * 100,
      gallons: Math.round(litres / LITRES_PER_GALLON / 10) * 10,
    });
  }
  return zones;
}
