import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import type { DesignPlan, PlantSpec } from '../types.ts';
import { growthProfile } from './growth-rates.ts';

/** The ages a design is shown at: as planted, after three years, and at maturity (its own age). */
export const GROWTH_STAGE_AGES = [0, 3] as const;
/** Maturity is shown no earlier than this (later than the three-year stage) and no later than this. */
const MATURITY_MIN_YEARS = 5;
const MATURITY_MAX_YEARS = 30;
/** A planting full within this many years (fast perennials, groundcovers) is shown the year before instead. */
const THIRD_YEAR = GROWTH_STAGE_AGES[1];

/**
 * Share of its mature height and spread a plant has at `ageYears` after planting, 0..1. Growth is fast
 * at first and slows towards the mature size (a quadratic ease-out over the years to maturity), starting
 * from the size of the container it is planted from.
 */
export function sizeAt(spec: Pick<PlantSpec, 'id' | 'form' | 'size' | 'heightM' | 'widthM'>, ageYears: number): { h: number; w: number } {
  const g = growthProfile(spec);
  const x = Math.min(1, Math.max(0, ageYears) / g.yearsToMaturity);
  const progress = 1 - (1 - x) * (1 - x);
  return { h: g.planted.h + (1 - g.planted.h) * progress, w: g.planted.w + (1 - g.planted.w) * progress };
}

/** The years the plan's slowest plant takes to reach its mature size (0 for a plan without plants). */
function slowestYears(plan: Pick<DesignPlan, 'plants'>): number {
  let years = 0;
  for (const p of plan.plants) {
    const spec = PLANT_LIBRARY[p.plantId];
    if (spec) years = Math.max(years, growthProfile(spec).yearsToMaturity);
  }
  return years;
}

/**
 * The age at which every plant of the plan has reached its mature size: whole years, 5–30, or the planting's
 * own age when it is full by its third year (2 or 3).
 */
export function maturityYears(plan: Pick<DesignPlan, 'plants'>): number {
  const years = slowestYears(plan);
  if (years > 0 && years <= THIRD_YEAR) return years;
  return Math.min(MATURITY_MAX_YEARS, Math.max(MATURITY_MIN_YEARS, years));
}

/**
 * The ages a design is drawn at: 0, 3 and its maturity. A planting that is full by its third year (only fast
 * perennials and groundcovers) would look the same after three years as at maturity: it is shown as planted,
 * the year before it is full, and full (0, 1, 2 or 0, 2, 3), three pictures that differ.
 */
export function growthAges(plan: Pick<DesignPlan, 'plants'>): number[] {
  const mature = maturityYears(plan);
  return mature <= THIRD_YEAR ? [0, mature - 1, mature] : [...GROWTH_STAGE_AGES, mature];
}

/**
 * The plan with every plant at its size `ageYears` after planting: canopy and height scaled from the
 * mature size the plan was laid out with (spacing and positions never move).
 */
export function planAt(plan: DesignPlan, ageYears: number): DesignPlan {
  return {
    ...plan,
    plants: plan.plants.map((p) => {
      const spec = PLANT_LIBRARY[p.plantId];
      if (!spec) return p;
      const f = sizeAt(spec, ageYears);
      return { ...p, canopy: (spec.widthM / 2) * f.w, height: spec.heightM * f.h };
    }),
  };
}
