import { describe, expect, it } from 'vitest';
import { PLANT_LIBRARY } from './catalogue/plant-library.ts';
import { plantFacts } from './catalogue/plant-table.ts';
import { applyEdit } from './edit/apply-edit.ts';
import { parseEdit } from './edit/edit-parser.ts';
import { isCrop } from './edibles.ts';
import { buildPlan } from './plan-builder.ts';
import { sceneFromAddress } from './scene.ts';
import { resolveSite } from './site/site.ts';
import { summarizePlan } from './summary.ts';
import type { AreaId, StyleId } from './types.ts';

// A vegetable garden comes with its vegetables: named crops for the climate in the plant list and the cost.

const design = (address: string, area: AreaId, style: StyleId, wishes: string) => {
  const scene = sceneFromAddress(address);
  return { scene, plan: buildPlan({ area, style, wishes, scene, seed: 7, site: resolveSite(address, { scene }) }) };
};
const cropsOf = (plan: ReturnType<typeof design>['plan']) =>
  summarizePlan(plan).plants.filter((p) => isCrop(Object.values(PLANT_LIBRARY).find((s) => s.botanical === p.botanical)!));

describe('a vegetable garden', () => {
  it.each([
    ['12 Elm Street, Portland, OR', 'backyard', 'cottage_garden'],
    ['5 Palm Ave, Houston, TX 77002', 'backyard', 'modern_minimalist'],
    ['88 Cactus Rd, Phoenix, AZ 85004', 'backyard', 'desert_modern'],
    ['9 Oak Lane, Boston, MA 02108', 'front_yard', 'english_cottage'],
  ] as const)('at %s (%s, %s) names at least four crops for the climate, each in the plant list and the cost', (address, area, style) => {
    const { plan } = design(address, area, style, 'a vegetable garden');
    const crops = cropsOf(plan);
    expect(crops.length, crops.map((c) => c.common).join(', ')).toBeGreaterThanOrEqual(4);
    for (const c of crops) expect(c.quantity).toBeGreaterThan(0);
    const summer = plan.site?.climate;
    const ids = plan.palette.filter(isCrop).map((p) => p.id);
    // the cool-season crops only where summers are mild, okra only where they are hot
    if (summer && summer.heat >= 2) expect(ids).not.toContain('lettuce');
    for (const id of ids) expect(plantFacts(id).sources.zones).toBeTruthy();
    // they are in the cost: the same design without them costs less
    const without = { ...plan, plants: plan.plants.filter((p) => !isCrop(p)), palette: plan.palette.filter((p) => !isCrop(p)) };
    expect(summarizePlan(plan).cost.low).toBeGreaterThan(summarizePlan(without).cost.low);
  });

  it('grows nothing toxic where pets are wished for, and no crop in a garden without vegetable beds', () => {
    const { plan } = design('12 Elm Street, Portland, OR', 'backyard', 'cottage_garden', 'a vegetable garden, pet friendly');
    expect(plan.palette.filter(isCrop).length).toBeGreaterThanOrEqual(4);
    expect(plan.palette.filter(isCrop).some((p) => p.toxicToPets)).toBe(false);
    for (const style of ['xeriscaping', 'cottage_garden', 'california_native'] as const)
      expect(design('88 Cactus Rd, Phoenix, AZ 85004', 'backyard', style, '').plan.palette.some(isCrop), style).toBe(false);
  });

  it('comes with an edit that adds one, and goes with an edit that takes it out', () => {
    const { scene, plan } = design('12 Elm Street, Portland, OR', 'backyard', 'cottage_garden', '');
    const added = applyEdit(scene, plan, parseEdit('add a vegetable garden'));
    expect(added.refused).toEqual([]);
    expect(cropsOf(added.plan).length).toBeGreaterThanOrEqual(4);
    expect(summarizePlan(added.plan).cost.low).toBeGreaterThan(summarizePlan(plan).cost.low);
    const removed = applyEdit(scene, added.plan, parseEdit('no vegetable garden'));
    expect(removed.refused).toEqual([]);
    expect(removed.plan.palette.some(isCrop)).toBe(false);
  });
});
