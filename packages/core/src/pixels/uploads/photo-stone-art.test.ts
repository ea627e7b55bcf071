import { describe, expect, it } from 'vitest';
import { levelCamera } from '@landscape/design';
import { materialExemplar } from './exemplars.ts';
import { drawBirdBath } from './photo-bird-bath.ts';
import type { Canvas } from './photo-plant-art.ts';
import { boulderGroup, boulderLook, drawBoulder, drawSlabs, slabLook } from './photo-stone-art.ts';

// The plan's stones drawn from photographed rock (issue 46): a boulder is a body lit from the photo's sunny
// side, with an uneven outline, the rock's own grain and a shadow at its foot; a stepping stone lies in the
// ground's perspective; a bird bath holds the photo's sky in its water; nothing is drawn where the keep mask keeps.

const W = 320;
const H = 240;
const GROUND = 118;

/** A flat grey picture in even light, its sun on the right (`sunX`), nothing kept unless `kept` says so. */
function canvas(sunX: number, kept: (x: number, y: number) => boolean = () => false): Canvas {
  const out = new Uint8Array(W * H * 3);
  for (let p = 0; p < W * H; p++) out.fill(p < (W * H) / 4 ? 200 : GROUND, p * 3, p * 3 + 3);
  const lum = Buffer.alloc(W * H, GROUND);
  const visible = new Float32Array(W * H);
  for (let p = 0; p < W * H; p++) visible[p] = kept(p % W, Math.floor(p / W)) ? 0 : 1;
  return {
    out,
    w: W,
    h: H,
    light: { lum, lumA: lum, grain: Buffer.alloc(W * H), median: GROUND, exposure: 0.9, cast: [1, 1, 1], sunX },
    visible,
    painted: new Float32Array(W * H),
  };
}

const L = (cv: Canvas, x: number, y: number) => {
  const i = (Math.round(y) * W + Math.round(x)) * 3;
  return 0.299 * cv.out[i]! + 0.587 * cv.out[i + 1]! + 0.114 * cv.out[i + 2]!;
};
const changed = (cv: Canvas, x: number, y: number) => cv.out[(Math.round(y) * W + Math.round(x)) * 3] !== GROUND;

describe('stones from photographed rock', () => {
  const camera = levelCamera({ width: W, height: H, horizon: 60, focal: W, eye: 1.6 });

  it('a boulder is lit on the sunny side, uneven in outline and grain, with a shadow at its foot', async () => {
    const rock = await materialExemplar('granite');
    const b = { x: 160, y: 200, s: 90, w: 1.1, h: 0.7, d: 0.9, tilt: 0.5 };
    const side = (sunX: number) => {
      const cv = canvas(sunX);
      drawBoulder(cv, b, rock, boulderLook('japanese_zen'), 3);
      let right = 0;
      let left = 0;
      for (let y = 150; y < 185; y++)
        for (let d = 10; d < 35; d++) {
          right += L(cv, 160 + d, y);
          left += L(cv, 160 - d, y);
        }
      return { cv, right, left };
    };
    const sunRight = side(0.9);
    const sunLeft = side(-0.9);
    expect(sunRight.right).toBeGreaterThan(sunRight.left * 1.08);
    expect(sunLeft.left).toBeGreaterThan(sunLeft.right * 1.08);
    const { cv } = sunRight;
    // its outline is not a mirror image: the widths left and right of its middle differ somewhere up its height
    let uneven = 0;
    for (let y = 140; y < 195; y += 5) {
      let l = 0;
      let r = 0;
      while (l < 100 && changed(cv, 160 - l, y)) l++;
      while (r < 100 && changed(cv, 160 + r, y)) r++;
      uneven = Math.max(uneven, Math.abs(l - r));
    }
    expect(uneven).toBeGreaterThanOrEqual(3);
    // the rock's own grain: its pixels vary from one to the next as a photographed surface does
    let lap = 0;
    let n = 0;
    for (let y = 150; y < 180; y++)
      for (let x = 140; x < 180; x++) {
        const v = L(cv, x - 1, y) + L(cv, x + 1, y) + L(cv, x, y - 1) + L(cv, x, y + 1) - 4 * L(cv, x, y);
        lap += v * v;
        n++;
      }
    expect(lap / n).toBeGreaterThan(4);
    // a contact shadow on the ground beside its foot (away from the sun), darker than the ground was
    expect(Math.min(L(cv, 160 - 52, 201), L(cv, 160 - 44, 203))).toBeLessThan(GROUND - 4);
  });

  it('a boulders feature is a group of two or three stones, the largest first in size', () => {
    const group = boulderGroup({ kind: 'boulders', x: 0, y: 5, w: 1.1, h: 0.9, footprint: [] }, camera, 1.6, 0.75, 9);
    expect(group.length).toBeGreaterThanOrEqual(2);
    const widths = group.map((g) => g.w);
    expect(Math.max(...widths)).toBeCloseTo(1.1, 6);
    expect(widths.filter((w) => w < 1.1).length).toBe(group.length - 1);
  });

  it('a stepping stone lies in the perspective of the ground: wider than it is tall on screen, smaller further back', async () => {
    const rock = await materialExemplar('granite');
    const cv = canvas(0.5);
    drawSlabs(
      cv,
      {
        kind: 'stepping_stones',
        x: 0,
        y: 3,
        w: 0.6,
        h: 0.6,
        footprint: [],
        points: [
          { x: 0, y: 3 },
          { x: 0, y: 6 },
        ],
      },
      camera,
      rock,
      slabLook('japanese_zen'),
      1,
    );
    const extent = (row: number) => {
      let n = 0;
      for (let x = 0; x < W; x++) if (changed(cv, x, row)) n++;
      return n;
    };
    const near = camera.toScreen(0, 3).y;
    const far = camera.toScreen(0, 6).y;
    let tall = 0;
    for (let y = 0; y < H; y++) if (changed(cv, W / 2, y) && Math.abs(y - near) < 40) tall++;
    expect(extent(near)).toBeGreaterThan(tall * 1.5);
    expect(extent(far)).toBeLessThan(extent(near) * 0.75);
    expect(extent(far)).toBeGreaterThan(0);
  });

  it("a bird bath's water shows the picture's sky, darker than the sky, and the keep mask hides what stands behind it", async () => {
    const cast = await materialExemplar('concrete');
    // the keep mask keeps the left half of the picture
    const cv = canvas(0.5, (x) => x < W / 2);
    drawBirdBath(cv, W / 2 + 40, 220, 150, 0.35, cast, 2);
    const top = 220 - 0.76 * 150;
    const water = L(cv, W / 2 + 40, top);
    expect(water).toBeLessThan(200);
    expect(water).toBeGreaterThan(60);
    // its column stands on the right half; nothing left of the keep mask's edge changed
    expect(changed(cv, W / 2 + 40, 180)).toBe(true);
    for (let y = 0; y < H; y++) for (let x = 0; x < W / 2; x++) expect(cv.out[(y * W + x) * 3]).toBe(y * W + x < (W * H) / 4 ? 200 : GROUND);
  });
});
