import { describe, expect, it } from 'vitest';
import { buildPlan } from '../plan-builder.ts';
import { sceneFromAddress } from '../scene.ts';
import { resolveSite } from '../site/site.ts';
import type { BackdropKind, Scene } from '../types.ts';
import { backdropFor } from './backdrop.ts';
import { cameraFor, project } from './camera.ts';
import { designDrawing, designSvg, HOUSE_MASK } from './perspective.ts';
import { rasterizePixels } from './raster.ts';

// A backdrop that fits the place: the sky, the far land and the light come from the climate, and
// only they change; the house and every object of the design are the same in any backdrop.

const CITIES = {
  Phoenix: '200 W Washington St, Phoenix, AZ 85003',
  Seattle: '600 4th Ave, Seattle, WA 98104',
  Minneapolis: '350 S 5th St, Minneapolis, MN 55415',
  Miami: '3500 Pan American Dr, Miami, FL 33133',
} as const;
const SIZE = 256;

/** Mean colour of the backdrop: the rows above the horizon that are not the house. */
function backdropMean(scene: Scene, svg: string, maskSvg: string, area: 'front_yard' | 'backyard'): [number, number, number] {
  const cam = cameraFor(scene, area, SIZE, SIZE);
  const horizon = Math.floor(project(cam, { x: cam.pos.x + cam.forward.x * 4000, y: cam.pos.y + cam.forward.y * 4000, z: 0 }).y);
  const px = rasterizePixels(svg, SIZE);
  const mask = rasterizePixels(maskSvg, SIZE);
  const magenta = [parseInt(HOUSE_MASK.slice(1, 3), 16), parseInt(HOUSE_MASK.slice(3, 5), 16), parseInt(HOUSE_MASK.slice(5, 7), 16)];
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = 0; y < Math.min(SIZE, horizon); y++)
    for (let x = 0; x < SIZE; x++) {
      const i = (y * SIZE + x) * 4;
      if (Math.abs(mask[i]! - magenta[0]!) + Math.abs(mask[i + 1]! - magenta[1]!) + Math.abs(mask[i + 2]! - magenta[2]!) < 30) continue;
      for (let c = 0; c < 3; c++) sum[c]! += px[i + c]!;
      count++;
    }
  expect(count).toBeGreaterThan(SIZE * 10);
  return sum.map((v) => v / count) as [number, number, number];
}

describe('backdrop by climate', () => {
  it('Phoenix, Seattle, Minneapolis and Miami each get their own scenery', () => {
    const kinds = Object.fromEntries(Object.entries(CITIES).map(([city, address]) => [city, sceneFromAddress(address).backdrop]));
    expect(kinds).toEqual({ Phoenix: 'desert', Seattle: 'pacific_forest', Minneapolis: 'plains', Miami: 'tropical_coast' });
    // An address no table places says nothing about its climate.
    expect(sceneFromAddress('12 Nowhere Lane').backdrop).toBe('temperate');
    expect(backdropFor(null, null)).toBe('temperate');
  });

  it.each(['front_yard', 'backyard'] as const)('%s: the backdrops differ measurably and the objects drawn are the same', (area) => {
    // One house drawn in each city's backdrop, so only the backdrop can make a difference.
    const base = sceneFromAddress(CITIES.Phoenix);
    const site = resolveSite(CITIES.Phoenix, { scene: base });
    const plan = buildPlan({ area, style: 'modern_minimalist', wishes: 'fire pit', scene: base, seed: 5, site });
    const means = new Map<string, [number, number, number]>();
    const objects = new Set<string>();
    const keeps = new Set<string>();
    for (const address of Object.values(CITIES)) {
      const backdrop = sceneFromAddress(address).backdrop as BackdropKind;
      const scene: Scene = { ...base, backdrop };
      means.set(backdrop, backdropMean(scene, designSvg(scene, plan, SIZE), designSvg(scene, plan, SIZE, { houseMask: true }), area));
      const { drawn } = designDrawing(scene, plan, SIZE);
      objects.add(JSON.stringify({ plants: [...drawn.plants.entries()].sort(), features: [...drawn.features].sort() }));
      // The keep mask draws the house, the driveway and the kept trees and no scenery: identical pixels.
      keeps.add(Buffer.from(rasterizePixels(designSvg(scene, plan, SIZE, { keepMask: 'all' }), SIZE)).toString('base64'));
    }
    expect(means.size).toBe(4);
    const list = [...means.entries()];
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const [a, ma] = list[i]!;
        const [b, mb] = list[j]!;
        const distance = Math.hypot(ma[0] - mb[0], ma[1] - mb[1], ma[2] - mb[2]);
        expect(distance, `${a} vs ${b}: ${ma.map(Math.round).join(',')} vs ${mb.map(Math.round).join(',')}`).toBeGreaterThan(8);
      }
    expect(objects.size).toBe(1);
    expect(keeps.size).toBe(1);
  });
});
