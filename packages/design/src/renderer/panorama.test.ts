import { AREA_IDS } from '@landscape/contract';
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../plan-builder.ts';
import { sceneFromAddress } from '../scene.ts';
import { resolveSite } from '../site/site.ts';
import { panoramaFaces, panoramaPixels, panoramaYaw } from './panorama.ts';
import { HOUSE_MASK, propertyDrawing } from './perspective.ts';

// The tour's 360° view drawn from the one scene: every object once, where it stands, no cross-fade.

const W = 1024;
const H = 512;
const magenta = [parseInt(HOUSE_MASK.slice(1, 3), 16), parseInt(HOUSE_MASK.slice(3, 5), 16), parseInt(HOUSE_MASK.slice(5, 7), 16)] as const;

/** Runs of panorama columns (round the circle) in which the house shows. */
function houseRuns(raw: Buffer): { runs: number; columns: number } {
  const has: boolean[] = [];
  for (let x = 0; x < W; x++) {
    let n = 0;
    for (let y = 0; y < H; y++) {
      const i = (y * W + x) * 3;
      if (Math.abs(raw[i]! - magenta[0]) + Math.abs(raw[i + 1]! - magenta[1]) + Math.abs(raw[i + 2]! - magenta[2]) < 30) n++;
    }
    has.push(n >= 3);
  }
  // A gap of a few columns is the thin edge of a roof, not a second house: bridged.
  const bridged = has.map((h, x) => h || (has.slice(Math.max(0, x - 6), x).some(Boolean) && has.slice(x + 1, x + 7).some(Boolean)));
  let runs = 0;
  for (let x = 0; x < W; x++) if (bridged[x] && !bridged[(x - 1 + W) % W]) runs++;
  return { runs, columns: has.filter(Boolean).length };
}

describe('panorama from the one scene', () => {
  for (const address of ['200 W Washington St, Phoenix, AZ 85003', '4501 Lyndale Ave S, Minneapolis, MN', '77 Juniper Lane, Boise, ID']) {
    const scene = sceneFromAddress(address);
    const site = resolveSite(address, { scene });
    const plans = AREA_IDS.map((area) => buildPlan({ area, style: 'cottage_garden', wishes: 'fire pit', scene, seed: 4, site }));

    it(`${address}: the house shows once, in one run of the circle, as it is and redesigned`, () => {
      // Without what could stand in front of it (trees, shrubs, the design's plants), so only a second
      // copy of the house could split its run.
      const bare = { ...scene, existing: { ...scene.existing, trees: [], shrubs: [] } };
      for (const p of [[], plans.map((plan) => ({ ...plan, plants: [], existingTrees: [] }))]) {
        const { runs, columns } = houseRuns(panoramaPixels(bare, p, W, H, { houseMask: true }));
        expect(columns).toBeGreaterThan(W / 20);
        expect(runs).toBe(1);
      }
    });

    it(`${address}: each plant is drawn by one face only, and the four areas are in sight`, () => {
      const faces = panoramaFaces(scene, 256, plans);
      const drawn = new Map<string, number>();
      for (const [i, cam] of faces.entries())
        for (const [id, n] of propertyDrawing(scene, plans, cam, { face: i }).drawn.plants) drawn.set(id, (drawn.get(id) ?? 0) + n);
      const placed = new Map<string, number>();
      for (const plan of plans) for (const p of plan.plants) placed.set(p.plantId, (placed.get(p.plantId) ?? 0) + 1);
      let total = 0;
      for (const [id, n] of drawn) {
        expect(n, id).toBeLessThanOrEqual(placed.get(id) ?? 0);
        total += n;
      }
      // Most of the design is in sight from the one standing point.
      expect(total).toBeGreaterThan(0.5 * [...placed.values()].reduce((a, b) => a + b, 0));
      for (const area of AREA_IDS) expect(panoramaYaw(scene, area, plans)).toBeGreaterThanOrEqual(0);
    });
  }

  it('the circle closes: its last column meets its first', () => {
    const scene = sceneFromAddress('200 W Washington St, Phoenix, AZ 85003');
    const raw = panoramaPixels(scene, [], W, H);
    let diff = 0;
    let seam = 0;
    for (let y = 0; y < H; y++) {
      const a = y * W * 3;
      const b = (y * W + W - 1) * 3;
      const c = (y * W + 1) * 3;
      for (let k = 0; k < 3; k++) {
        diff += Math.abs(raw[a + k]! - raw[b + k]!);
        seam += Math.abs(raw[a + k]! - raw[c + k]!);
      }
    }
    // across the wrap no worse than two neighbouring columns inside a face, give or take a pixel's edge
    expect(diff / H).toBeLessThan(seam / H + 12);
  });
});
