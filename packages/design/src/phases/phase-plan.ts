import type { DesignPlan, GroundPatch, MaterialSpec } from '../types.ts';
import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import { FEATURE_COST } from '../summary.ts';
import { polygonArea } from '../geometry.ts';
import type { BuiltAfter, Phase } from './phases.ts';

/** Ground graded and waiting for what is laid on it: drawn as bare, raked soil. */
const PREPARED_SOIL: MaterialSpec = {
  id: 'prepared_soil',
  name: 'Prepared soil',
  kind: 'mulch',
  color: '#8a6d50',
  accent: '#76593f',
  price: { low: 0, high: 0, source: 'not priced: the ground under a surface is priced with it' },
};

/**
 * The design's plan as the yard stands after phases 1..`through` (1-based) of `phases`: the features
 * finished so far (`built`, from planPhases), of each surface the patches laid so far (the rest bare,
 * graded soil: the grading comes first), and of each species only the plants set out so far — the first
 * ones of its placed plants, in the plan's own order, as many as those phases buy. After the last phase
 * it is the design's plan itself. Without `built` (phases kept before it existed) the ground and the
 * features stand whole from phase 1.
 */
export function planAfterPhase(plan: DesignPlan, phases: Phase[], through: number, built?: BuiltAfter[]): DesignPlan {
  if (through >= phases.length) return plan;
  const after = built?.[through - 1];
  return {
    ...plan,
    plants: plantsAfter(plan, phases, through),
    ...(after ? { ground: groundAfter(plan, after), features: featuresAfter(plan, after) } : {}),
  };
}

function plantsAfter(plan: DesignPlan, phases: Phase[], through: number): DesignPlan['plants'] {
  const bought = new Map<string, number>();
  const total = new Map<string, number>();
  for (const phase of phases) {
    for (const p of phase.plants) {
      total.set(p.botanical, (total.get(p.botanical) ?? 0) + p.quantity);
      if (phase.number <= through) bought.set(p.botanical, (bought.get(p.botanical) ?? 0) + p.quantity);
    }
  }
  const placed = new Map<string, number>();
  for (const p of plan.plants) placed.set(p.plantId, (placed.get(p.plantId) ?? 0) + 1);
  const seen = new Map<string, number>();
  return plan.plants.filter((p) => {
    const botanical = PLANT_LIBRARY[p.plantId]?.botanical ?? '';
    const all = total.get(botanical) ?? 0;
    // a species the phases do not list (none in a summary made from this plan) stays as designed
    if (all === 0) return true;
    const n = placed.get(p.plantId) ?? 0;
    // the summary counts placed plants; should the two ever differ, the share bought is kept
    const keep = Math.round((n * (bought.get(botanical) ?? 0)) / all);
    const i = seen.get(p.plantId) ?? 0;
    seen.set(p.plantId, i + 1);
    return i < keep;
  });
}

/** Each surface's patches in the plan's order, laid while the share laid covers them; the rest bare soil. */
function groundAfter(plan: DesignPlan, after: BuiltAfter): GroundPatch[] {
  const index = new Map(plan.materials.map((m, i) => [m.material.id, i]));
  const totals = new Map<string, number>();
  for (const g of plan.ground) totals.set(g.material.id, (totals.get(g.material.id) ?? 0) + polygonArea(g.polygon));
  const so = new Map<string, number>();
  return plan.ground.map((g) => {
    const i = index.get(g.material.id);
    if (i === undefined) return g;
    const sum = (so.get(g.material.id) ?? 0) + polygonArea(g.polygon);
    so.set(g.material.id, sum);
    const share = sum / (totals.get(g.material.id) || 1);
    return share <= (after.surfaces[i] ?? 1) + 0.01 ? g : { ...g, kind: g.kind === 'lawn' ? 'open' : g.kind, material: PREPARED_SOIL };
  });
}

/** The features finished: of a kind priced each the first ones finished, of any other all or none. */
function featuresAfter(plan: DesignPlan, after: BuiltAfter): DesignPlan['features'] {
  const seen = new Map<string, number>();
  return plan.features.filter((f) => {
    const done = after.features[f.kind];
    if (done === undefined) return true;
    const i = seen.get(f.kind) ?? 0;
    seen.set(f.kind, i + 1);
    return FEATURE_COST[f.kind]?.per === 'each' ? i < done : done >= 1;
  });
}
