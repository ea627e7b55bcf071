import { describe, expect, it } from 'vitest';
import { buildPlan } from '../plan-builder.ts';
import { sceneFromAddress } from '../scene.ts';
import { resolveSite } from '../site/site.ts';
import { summarizePlan } from '../summary.ts';
import { planPhases } from './phases.ts';
import { planAfterPhase } from './phase-plan.ts';

describe('the yard after each phase', () => {
  const address = '400 Pine St, Seattle, WA 98101';
  const scene = sceneFromAddress(address);
  const plan = buildPlan({
    area: 'front_yard',
    style: 'cottage_garden',
    wishes: 'a fire pit and a bench',
    scene,
    seed: 11,
    site: resolveSite(address, { scene }),
  });
  const summary = summarizePlan({ ...plan, locale: 'en' });

  it('without what each phase builds (a set kept before it was said), keeps the ground and features whole and adds the plants each phase buys', () => {
    const refused = planPhases(summary, 1);
    if (refused.ok) throw new Error('tiny budget accepted');
    const out = planPhases(summary, Math.max(refused.minimum, Math.ceil(summary.cost.high / 2.5)));
    if (!out.ok) throw new Error(out.detail);
    expect(out.phases.length).toBeGreaterThanOrEqual(2);
    const plans = out.phases.map((p) => planAfterPhase(plan, out.phases, p.number));
    for (const p of plans) {
      expect(p.features).toEqual(plan.features);
      expect(p.ground).toEqual(plan.ground);
    }
    const counts = plans.map((p) => p.plants.length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBeLessThan(plan.plants.length);
    expect(plans.at(-1)).toBe(plan);
    // phase 1 holds exactly the plants it lists
    const listed = out.phases[0]!.plants.reduce((s, p) => s + p.quantity, 0);
    expect(counts[0]).toBe(listed);
  });

  it('draws what each phase has built: the ground graded bare first, surfaces and features as they are finished, the design itself last', () => {
    const out = planPhases(summary, 0.2 * summary.cost.low);
    if (!out.ok) throw new Error(out.detail);
    const plans = out.phases.map((p) => planAfterPhase(plan, out.phases, p.number, out.built));
    const bare = (p: typeof plan) => p.ground.filter((g) => g.material.id === 'prepared_soil').length;
    const bares = plans.map(bare);
    expect(bares[0]).toBeGreaterThan(0);
    expect(bares).toEqual([...bares].sort((a, b) => b - a));
    const features = plans.map((p) => p.features.length);
    expect(features).toEqual([...features].sort((a, b) => a - b));
    expect(features[0]).toBeLessThan(plan.features.length);
    expect(plans.at(-1)).toBe(plan);
  });
});
