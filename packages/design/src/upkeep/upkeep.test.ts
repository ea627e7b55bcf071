import { describe, expect, it } from 'vitest';
import { buildPlan } from '../plan-builder.ts';
import { sceneFromAddress } from '../scene.ts';
import { resolveSite } from '../site/site.ts';
import type { DesignPlan, StyleId } from '../types.ts';
import { LITRES_PER_GALLON, upkeepOf } from './upkeep.ts';

function planFor(address: string, style: StyleId, wishes = ''): DesignPlan {
  const scene = sceneFromAddress(address);
  return buildPlan({ area: 'front_yard', style, wishes, scene, seed: 11, site: resolveSite(address, { scene }) });
}

const PHOENIX = '12 Palm Way, Phoenix, AZ 85004';
const SEATTLE = '400 Pine St, Seattle, WA 98101';
const MINNEAPOLIS = '100 Lake St, Minneapolis, MN 55401';

describe('upkeep', () => {
  it('gives positive water and hours as ranges, in litres and gallons that agree', () => {
    for (const address of [PHOENIX, SEATTLE, MINNEAPOLIS]) {
      const u = upkeepOf(planFor(address, 'cottage_garden'));
      expect(u.water.litres.high, address).toBeGreaterThan(0);
      expect(u.water.litres.high).toBeGreaterThanOrEqual(u.water.litres.low);
      expect(u.water.gallons.high).toBeCloseTo(u.water.litres.high / LITRES_PER_GALLON, -1);
      expect(u.hours.low).toBeGreaterThan(0);
      expect(u.hours.high).toBeGreaterThan(u.hours.low);
      expect(u.calendar.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      for (const m of u.calendar) expect(m.tasks.length).toBeGreaterThan(0);
    }
  });

  it('the same design needs more water in the desert than in the Pacific Northwest', () => {
    const seattle = planFor(SEATTLE, 'cottage_garden');
    const phoenixSite = planFor(PHOENIX, 'cottage_garden').site;
    const wet = upkeepOf(seattle);
    const hot = upkeepOf({ ...seattle, site: phoenixSite });
    expect(hot.climate).toBe('BWh');
    expect(wet.climate).toMatch(/^Cs/);
    expect(hot.water.litres.low).toBeGreaterThan(wet.water.litres.low);
    expect(hot.water.litres.high).toBeGreaterThan(wet.water.litres.high);
  });

  it('a lawn costs water and mowing: the same place with lawn needs more than a xeriscape', () => {
    const lawn = planFor(MINNEAPOLIS, 'english_formal', 'play lawn');
    const xeric = planFor(MINNEAPOLIS, 'xeriscaping', 'no lawn');
    expect(lawn.coverage.lawnM2).toBeGreaterThan(xeric.coverage.lawnM2);
    expect(upkeepOf(lawn).water.litres.high).toBeGreaterThan(upkeepOf(xeric).water.litres.high);
    expect(upkeepOf(lawn).calendar.some((m) => m.tasks.includes('lawn_mow'))).toBe(true);
    expect(upkeepOf(xeric).calendar.some((m) => m.tasks.includes('lawn_mow'))).toBe(xeric.coverage.lawnM2 > 0);
  });

  it('follows the climate: a freezing winter shuts irrigation off and prunes before spring; the desert waters all year', () => {
    const cold = upkeepOf(planFor(MINNEAPOLIS, 'cottage_garden'));
    const off = cold.calendar.find((m) => m.tasks.includes('irrigation_off'));
    expect(off?.month).toBeGreaterThanOrEqual(9);
    expect(cold.calendar.filter((m) => m.tasks.includes('prune_dormant')).every((m) => m.month <= 4)).toBe(true);
    const desert = upkeepOf(planFor(PHOENIX, 'desert_modern'));
    expect(desert.calendar.some((m) => m.tasks.includes('irrigation_off'))).toBe(false);
    expect(desert.calendar.filter((m) => m.tasks.some((t) => t.startsWith('irrigation'))).length).toBe(12);
  });

  it('says what it assumes, and widens the range when the climate is unknown', () => {
    const known = planFor(SEATTLE, 'japanese_zen');
    const unknown: DesignPlan = { ...known, site: null };
    const a = upkeepOf(known);
    const b = upkeepOf(unknown);
    expect(a.assumptions.map((x) => x.key)).toContain('climate');
    expect(b.assumptions.map((x) => x.key)).toContain('climate_unknown');
    expect(b.climate).toBeNull();
    expect(b.water.litres.high / Math.max(1, b.water.litres.low)).toBeGreaterThan(a.water.litres.high / Math.max(1, a.water.litres.low));
  });
});
