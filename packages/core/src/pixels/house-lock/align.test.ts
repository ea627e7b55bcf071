import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildPlan, renderKeepMask, renderOriginal, sceneFromAddress } from '@landscape/design';
import { inlineRenderPool as pool } from '../render-pool/inline.render-pool.ts';
import { moveScene } from '../../testing/scene-moves.ts';
import { alignToOriginal } from './align.ts';
import { measureFidelity } from './fidelity.ts';

const scene = sceneFromAddress('5 Willow Court, Austin, TX');
const plan = buildPlan({ area: 'front_yard', style: 'modern_minimalist', wishes: '', scene, seed: 11 });
const SIZE = 512;
let before: Buffer;
let mask: Buffer;
let redesign: Buffer;
beforeAll(async () => {
  before = await renderOriginal(scene, plan.area, { size: SIZE });
  mask = await renderKeepMask(scene, plan, SIZE);
  // the offline renderer's redesign: the yard repainted, the house exactly as it was
  redesign = (await pool.run('draw', { scene, plan, size: SIZE })).image;
});

describe('House-Lock registration (alignToOriginal)', () => {
  it('finds the shift a model gave the scene and undoes it', async () => {
    const moved = await moveScene(redesign, { kind: 'shift', dx: 24, dy: -24 });
    const r = await alignToOriginal(before, moved, mask, SIZE, SIZE);
    expect(r.alignment).toMatchObject({ ok: true, resampled: true });
    expect(r.alignment.dx).toBeCloseTo(-24, 0);
    expect(r.alignment.dy).toBeCloseTo(24, 0);
    expect(r.alignment.inliers).toBeGreaterThan(50);
    expect((await measureFidelity(before, moved, mask)).ssim).toBeLessThan(0.6);
    expect((await measureFidelity(before, r.image, mask)).ssim).toBeGreaterThanOrEqual(0.95);
  });

  it('finds the scale of a scene drawn 0.9× and answers on the original frame', async () => {
    const moved = await moveScene(redesign, { kind: 'scale', factor: 0.9 });
    const r = await alignToOriginal(before, moved, mask, SIZE, SIZE);
    expect(r.alignment.ok).toBe(true);
    expect(r.alignment.scale).toBeCloseTo(0.9, 1);
    const meta = await sharp(r.image).metadata();
    expect([meta.width, meta.height]).toEqual([SIZE, SIZE]);
    expect((await measureFidelity(before, r.image, mask)).ssim).toBeGreaterThanOrEqual(0.95);
  });

  it('places a 4:3 crop and a wide answer back on the square frame', async () => {
    for (const move of [{ kind: 'crop43' }, { kind: 'aspect', width: 1024, height: 576 }] as const) {
      const moved = await moveScene(redesign, move);
      const r = await alignToOriginal(before, moved, mask, 768, 768);
      expect(r.alignment.ok, move.kind).toBe(true);
      const meta = await sharp(r.image).metadata();
      expect([meta.width, meta.height]).toEqual([768, 768]);
      expect((await measureFidelity(before, r.image, mask)).ssim, move.kind).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('leaves an answer that did not move as it is', async () => {
    const r = await alignToOriginal(before, redesign, mask, SIZE, SIZE);
    expect(r.alignment).toMatchObject({ ok: true, resampled: false });
    expect(r.image.equals(redesign)).toBe(true);
  });

  it('refuses an answer with too little overlap with the original', async () => {
    const tile = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#4f7d3a' } })
      .composite([{ input: Buffer.from('<svg width="1024" height="1024"><circle cx="512" cy="600" r="220" fill="#b4352b"/></svg>') }])
      .png()
      .toBuffer();
    expect((await alignToOriginal(before, tile, mask, SIZE, SIZE)).alignment).toMatchObject({ ok: false, matrix: null });
    // the house pushed mostly out of the picture
    const away = await moveScene(redesign, { kind: 'shift', dx: 0, dy: 300 });
    expect((await alignToOriginal(before, away, mask, SIZE, SIZE)).alignment.ok).toBe(false);
  });
});
