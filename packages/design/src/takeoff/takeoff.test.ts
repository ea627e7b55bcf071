import { describe, expect, it } from 'vitest';
import { buildPlan } from '../plan-builder.ts';
import { sceneFromAddress } from '../scene.ts';
import { resolveSite } from '../site/site.ts';
import { summarizePlan } from '../summary.ts';
import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import { SQFT_PER_M2 } from '../catalogue/languages/index.ts';
import { planFrame, planNorth } from '../renderer/plan-frame.ts';
import { PLANTING_DEPTH, takeOff } from './takeoff.ts';

const ADDRESS = '12 Elm Street, Portland, OR';
const scene = sceneFromAddress(ADDRESS);
const site = resolveSite(ADDRESS, { scene });

describe('the take-off a contractor quotes from', () => {
  it('spaces each plant at its mature spread and gives gravel and mulch a volume at the stated depth, in the design’s units', () => {
    for (const locale of ['en', 'zh'] as const) {
      const plan = buildPlan({ area: 'backyard', style: 'japanese_zen', wishes: 'fire pit', scene, seed: 7, site, locale });
      const summary = summarizePlan(plan);
      const out = takeOff(summary);
      expect(out.units).toBe(locale === 'en' ? 'imperial' : 'metric');
      for (const p of out.plants) {
        const spec = Object.values(PLANT_LIBRARY).find((s) => s.botanical === p.botanical)!;
        expect(p.spacingM).toBe(spec.widthM);
      }
      const loose = out.materials.filter((m) => m.volume !== null);
      expect(loose.length).toBeGreaterThan(0);
      for (const [i, m] of out.materials.entries()) {
        const m2 = summary.material_areas![i]!.m2;
        if (m.volume === null) continue;
        const exact = out.units === 'metric' ? (m2 * m.depth!) / 100 : (m2 * SQFT_PER_M2 * m.depth!) / 12 / 27;
        expect(m.volume).toBeGreaterThanOrEqual(exact - 1e-9);
        expect(m.volume).toBeLessThan(exact + 0.1 + 1e-9);
      }
      const depths = Object.values(PLANTING_DEPTH).map((d) => (out.units === 'metric' ? d!.cm : d!.inches));
      for (const m of loose) expect(depths).toContain(m.depth);
    }
  });

  it('a paved or planted surface has no volume', () => {
    const plan = buildPlan({ area: 'front_yard', style: 'cottage_garden', wishes: '', scene, seed: 7, site });
    const out = takeOff(summarizePlan(plan));
    expect(out.materials.some((m) => /lawn/i.test(m.name) && m.volume === null && m.depth === null)).toBe(true);
  });
});

describe('the plan’s scale and north', () => {
  it('the summary carries the ground the plan’s width spans', () => {
    const plan = buildPlan({ area: 'front_yard', style: 'cottage_garden', wishes: '', scene, seed: 7, site });
    const frame = planFrame(plan);
    expect(summarizePlan(plan).plan_width_m).toBeCloseTo(frame.metresAcross, 2);
    // the whole area and its margin fit across
    expect(frame.metresAcross).toBeGreaterThan(plan.bounds.w + 2 * frame.margin);
  });

  it('north on the page follows the way the house faces: street at the bottom for the front, house at the top for the back', () => {
    // a house facing south: the street (south) is at the bottom of a front plan, so north is up
    expect(planNorth('front_yard', 180)).toBe(0);
    // facing east: the street is east, at the bottom; north is to the right of someone looking up the page from the street
    expect(planNorth('front_yard', 90)).toBe(90);
    // the backyard of a south-facing house lies north of it, and the house is at the top: north points down
    expect(planNorth('backyard', 180)).toBe(180);
    // the backyard of an east-facing house is west of it: east is up, so north is on the page's left
    expect(planNorth('backyard', 90)).toBe(270);
  });
});
