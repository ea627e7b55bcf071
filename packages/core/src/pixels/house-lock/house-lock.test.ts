import { describe, expect, it } from 'vitest';
import { buildPlan, renderKeepMask, renderOriginal, sceneFromAddress, type DesignPlan, type Scene } from '@landscape/design';
import type { ImageModel, ImageModelOutput } from '../../ports/image-model.port.ts';
import { RedrawingImageModel } from '../../adapters/image-model/fake.model.ts';
import { ProceduralImageModel } from '../../adapters/image-model/procedural.model.ts';
import { inlineRenderPool as pool } from '../render-pool/inline.render-pool.ts';
import { measureFidelity } from './fidelity.ts';
import { moveScene, type SceneMove } from '../../testing/scene-moves.ts';
import { lockHouse, strictPrompt } from './house-lock.ts';

const scene = sceneFromAddress('5 Willow Court, Austin, TX');
const plan = buildPlan({ area: 'front_yard', style: 'modern_minimalist', wishes: '', scene, seed: 11 });
const SIZE = 512;

async function run(model: ImageModel, s: Scene = scene, p: DesignPlan = plan) {
  const before = await renderOriginal(s, p.area, { size: SIZE });
  const mask = await renderKeepMask(s, p, SIZE);
  const signal = new AbortController().signal;
  const outputs: ImageModelOutput[] = [];
  const result = await lockHouse({
    before,
    mask,
    pool,
    generate: async (strict) => {
      const out = await model.generate(
        {
          area: p.area,
          style: p.style,
          original: { data: before, contentType: 'image/png' },
          scene: s,
          plan: p,
          prompt: strict ? strictPrompt('a garden') : 'a garden',
          width: SIZE,
          height: SIZE,
        },
        { signal },
      );
      outputs.push(out);
      return out;
    },
  });
  return { ...result, before, mask, outputs };
}

/** A model that answers another model's image moved the way image-edit models move a scene. */
function moving(inner: ImageModel, move: SceneMove): ImageModel & { calls: number } {
  const m = {
    name: 'moving-fake',
    calls: 0,
    async generate(input: Parameters<ImageModel['generate']>[0], opts: { signal: AbortSignal }) {
      m.calls++;
      const out = await inner.generate(input, opts);
      return { ...out, image: await moveScene(out.image, move) };
    },
  };
  return m;
}

describe('House-Lock', () => {
  it('passes a render that kept the house untouched', async () => {
    const r = await run(new ProceduralImageModel(pool));
    expect(r.check.action).toBe('kept');
    expect(r.check.kept).toBeGreaterThanOrEqual(0.99);
    expect(r.check.visible).toBeGreaterThanOrEqual(0.99);
    expect(r.outputs).toHaveLength(1);
    expect(r.out.image.equals(r.outputs[0]!.image)).toBe(true);
  });

  it('repairs a render that changed the windows and the roof colour to ≥ 0.95 SSIM on the mask', async () => {
    const model = new RedrawingImageModel(pool, 'touch-up');
    const r = await run(model);
    // The model's own answer drifted, and the stored score says so beside the repaired one.
    expect(r.check.first).toBeLessThan(0.95);
    expect(r.check.action).toBe('repaired');
    expect(model.calls).toBe(1);
    expect(r.check.kept).toBeGreaterThanOrEqual(0.95);
    // The score is measured on what is stored, independently of the lock's own bookkeeping.
    const again = await measureFidelity(r.before, r.out.image, r.mask);
    expect(again.ssim).toBeGreaterThanOrEqual(0.95);
    expect(again.ssim).toBeCloseTo(r.check.kept, 2);
    // The garden the model drew is still there: only the house (and a thin feathered seam) was pasted back.
    const free = await measureFidelity(r.outputs[0]!.image, r.out.image, await invert(r.mask));
    expect(free.visible).toBeGreaterThan(0.97);
  });

  it('retries once with a stricter prompt when the model rebuilt the house', async () => {
    const model = new RedrawingImageModel(pool, 'rebuild', true);
    const r = await run(model);
    expect(r.check.first).toBeLessThan(0.8);
    expect(r.check.action).toBe('retried');
    expect(model.calls).toBe(2);
    expect(model.prompts[1]).toContain('STRICT');
    expect(r.check.kept).toBeGreaterThanOrEqual(0.95);
  });

  it('repairs the retry when the model ignores the stricter prompt too, and says so', async () => {
    const model = new RedrawingImageModel(pool, 'rebuild', false);
    const r = await run(model);
    expect(r.check.action).toBe('retried_repaired');
    expect(model.calls).toBe(2);
    expect(r.check.kept).toBeGreaterThanOrEqual(0.95);
  });

  const moves: [string, SceneMove][] = [
    ['shifted +24 px', { kind: 'shift', dx: 24, dy: 24 }],
    ['shifted -24 px', { kind: 'shift', dx: -24, dy: -24 }],
    ['drawn 0.9×', { kind: 'scale', factor: 0.9 }],
    ['cropped to 4:3', { kind: 'crop43' }],
  ];
  it.each(moves)('keeps an answer %s that kept the house, registered and without repair', async (_name, move) => {
    const model = moving(new ProceduralImageModel(pool), move);
    const r = await run(model);
    expect(r.check.action).toBe('kept');
    expect(model.calls).toBe(1);
    expect(r.check.first).toBeGreaterThanOrEqual(0.95);
    expect(r.check.kept).toBeGreaterThanOrEqual(0.95);
    expect(r.check.align).toMatchObject({ ok: true, resampled: true });
    // what is stored is the answer on the original's frame, and it scores what the check says
    const again = await measureFidelity(r.before, r.out.image, r.mask);
    expect(again.ssim).toBeCloseTo(r.check.kept, 2);
  });

  it('still catches a redrawn house that was also moved', async () => {
    const model = moving(new RedrawingImageModel(pool, 'rebuild', true), { kind: 'shift', dx: 24, dy: -24 });
    const r = await run(model);
    expect(r.check.first).toBeLessThan(0.8);
    expect(r.check.action).toBe('retried');
    expect(model.calls).toBe(2);
    expect(r.check.kept).toBeGreaterThanOrEqual(0.95);
  });

  it('counts an answer that cannot be registered as a house not kept, and asks again', async () => {
    let calls = 0;
    const tile = await (
      await import('sharp')
    )
      .default({ create: { width: SIZE, height: SIZE, channels: 3, background: '#4f7d3a' } })
      .png()
      .toBuffer();
    const model: ImageModel = {
      name: 'unrelated-then-good',
      generate: async (input, opts) =>
        ++calls === 1
          ? { image: tile, contentType: 'image/png', planImage: null, model: 'x', preservationStrength: 1 }
          : new ProceduralImageModel(pool).generate(input, opts),
    };
    const r = await run(model);
    expect(r.check.first).toBe(0);
    expect(r.check.action).toBe('retried');
    expect(calls).toBe(2);
  });
});

async function invert(mask: Buffer): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp(mask).negate().png().toBuffer();
}
describe('House-Lock and the frame', () => {
  it('registers an answer in another aspect even when, stretched, it would pass', async () => {
    // a 4:3 crop of the square redesign: whatever it scores stretched, it is stored on the original's square frame
    const sharp = (await import('sharp')).default;
    const before = await renderOriginal(scene, plan.area, { size: SIZE });
    const mask = await renderKeepMask(scene, plan, SIZE);
    const drawn = (await pool.run('draw', { scene, plan, size: SIZE })).image;
    const wide = await moveScene(drawn, { kind: 'crop43' });
    const r = await lockHouse({
      before,
      mask,
      pool,
      generate: async () => ({ image: wide, contentType: 'image/png', planImage: null, model: 'x', preservationStrength: 1 }),
    });
    const meta = await sharp(r.out.image).metadata();
    expect([meta.width, meta.height]).toEqual([SIZE, SIZE]);
    expect(r.check.align.resampled).toBe(true);
  });
});
