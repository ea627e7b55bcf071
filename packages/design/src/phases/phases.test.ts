import { describe, expect, it } from 'vitest';
import { buildPlan } from '../plan-builder.ts';
import { sceneFromAddress } from '../scene.ts';
import { resolveSite } from '../site/site.ts';
import { summarizePlan } from '../summary.ts';
import type { StyleId } from '../types.ts';
import { phaseItems, planPhases } from './phases.ts';

function summaryFor(style: StyleId, wishes = '', locale: 'en' | 'es' | 'zh' = 'en') {
  const address = '400 Pine St, Seattle, WA 98101';
  const scene = sceneFromAddress(address);
  return summarizePlan({ ...buildPlan({ area: 'front_yard', style, wishes, scene, seed: 11, site: resolveSite(address, { scene }) }), locale });
}

describe('a budget in phases', () => {
  const summary = summaryFor('cottage_garden', 'a fire pit and a bench');
  const items = phaseItems(summary);

  it('prices the design as the summary does and orders it as landscapes are built', () => {
    const high = items.reduce((s, i) => s + i.high, 0);
    const low = items.reduce((s, i) => s + i.low, 0);
    expect(Math.abs(high - summary.cost.high)).toBeLessThan(0.01);
    expect(Math.abs(low - summary.cost.low)).toBeLessThan(0.01);
    expect(items[0]!.step).toBe('ground');
    expect(items.some((i) => i.kind === 'feature' && i.feature === 'fire_pit' && i.step === 'features')).toBe(true);
    const order = ['ground', 'trees', 'hardscape', 'features', 'irrigation', 'shrubs', 'planting'];
    const steps = items.map((i) => order.indexOf(i.step));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(items.some((i) => i.kind === 'plant')).toBe(true);
  });

  it('answers a large budget with one phase holding everything', () => {
    const out = planPhases(summary, summary.cost.high * 2);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.phases).toHaveLength(1);
    const planted = out.phases[0]!.plants.reduce((s, p) => s + p.quantity, 0);
    expect(planted).toBe(summary.plants.reduce((s, p) => s + p.quantity, 0));
  });

  it('splits a middle budget into phases that each fit it, hardscape first and nothing lost', () => {
    const first = planPhases(summary, 1e9);
    if (!first.ok) throw new Error('large budget refused');
    const refused = planPhases(summary, 1);
    if (refused.ok) throw new Error('tiny budget accepted');
    const budget = Math.max(refused.minimum, Math.ceil(summary.cost.high / 2.5));
    const out = planPhases(summary, budget);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.phases.length).toBeGreaterThanOrEqual(2);
    for (const p of out.phases) expect(p.cost.high).toBeLessThanOrEqual(budget);
    expect(out.phases[0]!.steps[0]).toBe('ground');
    const count = (b: string) =>
      out.phases
        .flatMap((p) => p.plants)
        .filter((p) => p.botanical === b)
        .reduce((s, p) => s + p.quantity, 0);
    for (const line of summary.plants) expect(count(line.botanical), line.botanical).toBe(line.quantity);
  });

  it("says every phase in the design's other languages: the same split, in the words the design made in each would use", () => {
    const refused = planPhases(summary, 1);
    if (refused.ok) throw new Error('tiny budget accepted');
    const budget = Math.max(refused.minimum, Math.ceil(summary.cost.high / 2.5));
    const out = planPhases(summary, budget);
    if (!out.ok) throw new Error('budget refused');
    expect(out.phases.length).toBeGreaterThanOrEqual(2);
    for (const locale of ['es', 'zh'] as const) {
      const there = planPhases(summaryFor('cottage_garden', 'a fire pit and a bench', locale), budget);
      if (!there.ok) throw new Error(`budget refused in ${locale}`);
      expect(out.phases.map((p) => p.translations?.[locale])).toEqual(
        there.phases.map(({ title, features, materials, plants }) => ({ title, features, materials, plants })),
      );
    }
    expect(out.phases[0]!.translations?.es?.title).toMatch(/^Fase 1 · /);
    expect(out.phases[0]!.translations?.en).toBeUndefined();
    // a design made before designs carried their words in other languages has phases in its own only
    const { translations: _none, ...older } = summary;
    const alone = planPhases(older, budget);
    expect(alone.ok && alone.phases.every((p) => p.translations === undefined)).toBe(true);
  });

  it('refuses a tiny budget plainly, in the homeowner’s language, naming the least that would do', () => {
    const en = planPhases(summary, 100);
    expect(en.ok).toBe(false);
    if (en.ok) return;
    expect(en.minimum).toBeGreaterThan(100);
    expect(en.detail).toMatch(/too many phases/);
    const zh = planPhases(summaryFor('cottage_garden', 'a fire pit and a bench', 'zh'), 100);
    expect(zh.ok).toBe(false);
    if (!zh.ok) expect(zh.detail).toMatch(/太多期/);
    const es = planPhases(summaryFor('cottage_garden', 'a fire pit and a bench', 'es'), 100);
    if (!es.ok) expect(es.detail).toMatch(/demasiadas fases/);
    expect(es.ok).toBe(false);
    expect(planPhases(summary, en.minimum).ok).toBe(true);
  });
});

describe('phases that fit a fifth of the low cost', () => {
  const ORDER = ['ground', 'trees', 'hardscape', 'features', 'irrigation', 'shrubs', 'planting'];
  const cases: [StyleId, string, 'front_yard' | 'backyard'][] = [
    ['cottage_garden', 'a fire pit and a bench', 'front_yard'],
    ['modern_minimalist', 'a hot tub, an outdoor kitchen and a pergola', 'backyard'],
    ['japanese_zen', 'a water feature and stepping stones', 'backyard'],
    ['english_formal', 'drip irrigation and flower beds', 'front_yard'],
  ];
  it.each(cases)('%s (%s) in %s: every phase within 0.2 × L, together the whole design, in build order', (style, wishes, area) => {
    const address = '12 Elm Street, Portland, OR';
    const scene = sceneFromAddress(address);
    const summary = summarizePlan({ ...buildPlan({ area, style, wishes, scene, seed: 5, site: resolveSite(address, { scene }) }), locale: 'en' });
    const budget = 0.2 * summary.cost.low;
    const out = planPhases(summary, budget);
    if (!out.ok) throw new Error(out.detail);
    expect(out.phases.length).toBeGreaterThanOrEqual(3);
    for (const p of out.phases) expect(p.cost.high, p.title).toBeLessThanOrEqual(budget);
    expect(out.phases.reduce((s, p) => s + p.cost.low, 0)).toBe(summary.cost.low);
    expect(out.phases.reduce((s, p) => s + p.cost.high, 0)).toBe(summary.cost.high);
    for (const line of summary.plants)
      expect(
        out.phases
          .flatMap((p) => p.plants)
          .filter((p) => p.botanical === line.botanical)
          .reduce((s, p) => s + p.quantity, 0),
        line.botanical,
      ).toBe(line.quantity);
    // build order: no phase holds a step that comes before one of an earlier phase
    const at = out.phases.map((p) => p.steps.map((s) => ORDER.indexOf(s)));
    for (let i = 1; i < at.length; i++) expect(Math.min(...at[i]!)).toBeGreaterThanOrEqual(Math.max(...at[i - 1]!));
    expect(out.phases[0]!.steps[0]).toBe('ground');
    expect(out.built).toHaveLength(out.phases.length);
    // a budget a little under the least is refused, naming it
    const below = planPhases(summary, budget - 20);
    expect(below.ok).toBe(false);
    if (!below.ok) expect(below.minimum).toBeLessThanOrEqual(Math.ceil(budget));
  });
});
