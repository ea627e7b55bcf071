import { describe, expect, it } from 'vitest';
import { buildPlan } from '../plan-builder.ts';
import { sceneFromAddress } from '../scene.ts';
import { keepMaskPixels } from './keep-mask.ts';
import { designSvg, HOUSE_MASK, originalSvg } from './perspective.ts';
import { rasterizePixels } from './raster.ts';

const SIZE = 384;
/**
 * The renderer's own house: the design drawn with the house in flat magenta, and a pixel counted as
 * house when magenta covers at least about half of it (as the mask counts an anti-aliased edge).
 */
function rendererHouse(svg: string): Uint8Array {
  expect(HOUSE_MASK).toBe('#ff00ff');
  const px = rasterizePixels(svg, SIZE);
  const out = new Uint8Array(SIZE * SIZE);
  for (let i = 0, j = 0; j < out.length; i += 4, j++) out[j] = (px[i]! + px[i + 2]!) / 2 - px[i + 1]! > 127 ? 1 : 0;
  return out;
}

describe('keep mask of a drawn scene', () => {
  const cases = [
    ['5 Willow Court, Austin, TX', 'front_yard', 'desert_modern'],
    ['12 Elm Street, Portland, OR', 'backyard', 'cottage_garden'],
    ['880 Harbor View Road, Seattle, WA', 'walkway', 'japanese_zen'],
  ] as const;

  it.each(cases)('%s %s %s: the mask covers the renderer’s house within 1 percent', (address, area, style) => {
    const scene = sceneFromAddress(address);
    const plan = buildPlan({ area, style, wishes: '', scene, seed: 7 });
    // The house as the renderer draws it in the after and in the before (plants hide parts of each).
    const after = rendererHouse(designSvg(scene, plan, SIZE, { houseMask: true }));
    const before = rendererHouse(originalSvg(scene, area, SIZE, { houseMask: true }));
    const house = after.map((v, i) => v & before[i]!);
    const mask = keepMaskPixels(scene, plan, SIZE, 'house').data;
    let housePx = 0;
    let differ = 0;
    for (let i = 0; i < house.length; i++) {
      if (house[i]) housePx++;
      if (!!house[i] !== !!mask[i]) differ++;
    }
    expect(housePx).toBeGreaterThan(SIZE * SIZE * 0.03);
    // Pixels in one and not the other, against the house's size: within 1 %.
    expect(differ / housePx).toBeLessThan(0.01);
    // The full mask adds the driveway and the kept trees to that house, and loses none of it.
    const full = keepMaskPixels(scene, plan, SIZE).data;
    let lost = 0;
    for (let i = 0; i < full.length; i++) if (mask[i] && !full[i]) lost++;
    expect(lost).toBe(0);
  });

  it('leaves out a plant the plan sets in front of the house, and the lawn and sky', () => {
    const scene = sceneFromAddress('5 Willow Court, Austin, TX');
    const plan = buildPlan({ area: 'front_yard', style: 'tropical_oasis', wishes: '', scene, seed: 3 });
    const mask = keepMaskPixels(scene, plan, SIZE).data;
    const bare = keepMaskPixels(scene, { ...plan, plants: [], features: [] }, SIZE).data;
    const count = (m: Uint8Array) => m.reduce((a, v) => a + (v ? 1 : 0), 0);
    // The plan's plants stand in front of part of what is kept, so the planted mask is smaller.
    expect(count(mask)).toBeLessThan(count(bare));
    // Top-left corner is sky, bottom-centre is lawn: free to change.
    expect(mask[2 * SIZE + 2]).toBe(0);
    expect(count(mask) / mask.length).toBeLessThan(0.6);
  });
});
