import { describe, expect, it } from 'vitest';
import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import { buildPlan } from '../plan-builder.ts';
import { sceneFromAddress } from '../scene.ts';
import { resolveSite } from '../site/site.ts';
import { growthProfile } from './growth-rates.ts';
import { growthAges, maturityYears, planAt, sizeAt } from './growth.ts';
import { designSvg } from '../renderer/perspective.ts';

const address = '12 Palm Way, Phoenix, AZ 85004';
const scene = sceneFromAddress(address);
const plan = buildPlan({ area: 'front_yard', style: 'desert_modern', wishes: '', scene, seed: 7, site: resolveSite(address, { scene }) });

describe('growth over time', () => {
  it('gives every catalogue plant a rate, years to maturity and a planted size smaller than its mature one', () => {
    for (const spec of Object.values(PLANT_LIBRARY)) {
      const g = growthProfile(spec);
      expect(g.yearsToMaturity, spec.id).toBeGreaterThanOrEqual(2);
      expect(g.yearsToMaturity, spec.id).toBeLessThanOrEqual(30);
      expect(g.planted.h, spec.id).toBeGreaterThan(0);
      expect(g.planted.h, spec.id).toBeLessThan(1);
      expect(g.planted.w, spec.id).toBeLessThan(1);
    }
  });

  it('grows every plant monotonically from its container size to its mature size', () => {
    for (const spec of Object.values(PLANT_LIBRARY)) {
      const g = growthProfile(spec);
      let last = { h: 0, w: 0 };
      for (const age of [0, 1, 2, 3, 5, 8, 12, 20, 30]) {
        const f = sizeAt(spec, age);
        expect(f.h, `${spec.id} at ${age}`).toBeGreaterThanOrEqual(last.h);
        expect(f.w, `${spec.id} at ${age}`).toBeGreaterThanOrEqual(last.w);
        last = f;
      }
      expect(sizeAt(spec, 0)).toEqual(g.planted);
      expect(sizeAt(spec, g.yearsToMaturity)).toEqual({ h: 1, w: 1 });
    }
  });

  it('a 15-gal tree starts near 1.8 m and a slow tree is smaller at year 3 than a fast one of the same size', () => {
    const ginkgo = PLANT_LIBRARY.ginkgo_sentry!; // slow, 12 m
    expect(sizeAt(ginkgo, 0).h * ginkgo.heightM).toBeCloseTo(1.8, 5);
    const birch = PLANT_LIBRARY.paper_birch!; // fast, 12 m
    expect(sizeAt(birch, 3).h).toBeGreaterThan(sizeAt(ginkgo, 3).h);
  });

  it('shows a design at 0, 3 and its maturity, when every plant has reached its mature size', () => {
    const ages = growthAges(plan);
    expect(ages.slice(0, 2)).toEqual([0, 3]);
    expect(ages[2]).toBe(maturityYears(plan));
    expect(ages[2]).toBeGreaterThan(3);
    const mature = planAt(plan, ages[2]!);
    for (const p of mature.plants) {
      const spec = PLANT_LIBRARY[p.plantId]!;
      expect(p.height).toBeCloseTo(spec.heightM, 6);
      expect(p.canopy).toBeCloseTo(spec.widthM / 2, 6);
    }
  });

  it('shows a planting that is full by its third year as planted, the year before it is full, and full: three pictures that differ', () => {
    // a cottage front yard whose every plant is a fast perennial (full in two years): after three years it
    // would look as it does at maturity
    const yard = sceneFromAddress('400 Pine St, Seattle, WA 98101');
    // (seed 104: the house's look, and so where its windows are, varies with the address since decision 047)
    const fast = buildPlan({ area: 'front_yard', style: 'cottage_garden', wishes: 'shade tree', scene: yard, seed: 104 });
    const years = Math.max(...fast.plants.map((p) => growthProfile(PLANT_LIBRARY[p.plantId]!).yearsToMaturity));
    expect(years).toBeLessThanOrEqual(3);
    expect(growthAges(fast)).toEqual([0, years - 1, years]);
    expect(maturityYears(fast)).toBe(years);
    const cover = (pl: typeof fast) => pl.plants.reduce((s, p) => s + Math.PI * p.canopy ** 2, 0);
    const [a, b, c] = growthAges(fast).map((age) => planAt(fast, age));
    expect(cover(a!)).toBeLessThan(cover(b!));
    expect(cover(b!)).toBeLessThan(cover(c!));
    const svgs = growthAges(fast).map((age) => designSvg(yard, fast, 1000, { ageYears: age }));
    expect(new Set(svgs).size).toBe(3);
  });

  it('moves no plant between ages and makes the plan greener each stage', () => {
    const [a, b, c] = growthAges(plan).map((age) => planAt(plan, age));
    const cover = (pl: typeof plan) => pl.plants.reduce((s, p) => s + Math.PI * p.canopy ** 2, 0);
    expect(a!.plants.map((p) => [p.x, p.y])).toEqual(plan.plants.map((p) => [p.x, p.y]));
    expect(cover(a!)).toBeLessThan(cover(b!));
    expect(cover(b!)).toBeLessThan(cover(c!));
  });
});
