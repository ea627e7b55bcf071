import type { DesignPlan } from '../types.ts';
import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import type { Phase } from './phases.ts';

/**
 * The design's plan as the yard stands after phases 1..`through` (1-based) of `phases`: the ground, paths,
 * patios and built features whole (all hardscape is built in phase 1, so phase 1 alone reads finished
 * underfoot; beds not yet planted show as bare mulch, lawn as the ground it is), and of each species only
 * the plants set out so far — the first ones of its placed plants, in the plan's own order, as many as
 * those phases buy. After the last phase it is the design's plan itself.
 */
export function planAfterPhase(plan: DesignPlan, phases: Phase[], through: number): DesignPlan {
  if (through >= phases.length) return plan;
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
  const plants = plan.plants.filter((p) => {
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
  return { ...plan, plants };
}
