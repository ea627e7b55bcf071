import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPlan, sceneFromAddress } from '@landscape/design';
import { InlineRenderPool } from './inline.render-pool.ts';
import { ThreadRenderPool, renderWorkerEntry } from './thread.render-pool.ts';

const scene = sceneFromAddress('12 Thread Street, Eugene, OR');
const plan = buildPlan({ area: 'front_yard', style: 'japanese_zen', wishes: 'water feature', scene, seed: 3 });

describe('render pool', () => {
  const threads = new ThreadRenderPool(1, { warm: false, idleTimeoutMs: 1_000 });
  afterAll(() => threads.close());

  it('finds its worker entry beside it, from source or compiled', () => {
    const entry = renderWorkerEntry();
    expect(entry.filename).toMatch(/render\.worker\.(js|ts)$/);
    if (entry.filename.endsWith('.ts')) expect(entry.execArgv.join(' ')).toMatch(/tsx/);
  });

  it('draws on a worker thread exactly what the calling thread draws, with Buffers back', async () => {
    const [onThread, here] = await Promise.all([threads.run('draw', { scene, plan, size: 256 }), new InlineRenderPool().run('draw', { scene, plan, size: 256 })]);
    expect(Buffer.isBuffer(onThread.image)).toBe(true);
    expect(Buffer.isBuffer(onThread.planImage)).toBe(true);
    expect(onThread.image.equals(here.image)).toBe(true);
    expect(onThread.planImage.equals(here.planImage)).toBe(true);
  }, 30_000);

  it('plans on a worker thread: the plan, the prompt and the summary', async () => {
    const style = { id: 'japanese_zen', name: 'Japanese Zen', description: 'Calm.', promptNotes: 'moss only', drawAs: 'japanese_zen' as const };
    const out = await threads.run('plan', { area: 'walkway', style, wishes: 'lighting', seed: 5, lot: '12 Thread Street, Eugene, OR', imagery: 'address' });
    expect(out.plan.area).toBe('walkway');
    expect(out.prompt).toContain('Style notes: moss only');
    expect(out.summary.plants.length).toBeGreaterThan(0);
  }, 30_000);

  it('restyles a photo on a worker thread, with the homeowner\'s brush, exactly as the calling thread does', async () => {
    const photo = readFileSync(new URL('../uploads/fixtures/pitch-lawn-wide.jpg', import.meta.url));
    const keep = await sharp({ create: { width: 548, height: 342, channels: 3, background: '#000' } })
      .composite([{ input: await sharp({ create: { width: 100, height: 342, channels: 3, background: '#fff' } }).png().toBuffer(), left: 0, top: 0 }])
      .png()
      .toBuffer();
    const photoPlan = buildPlan({ area: 'front_yard', style: 'cottage_garden', wishes: '', scene, seed: 4 });
    const [onThread, here] = await Promise.all([threads.run('restyle', { photo, plan: photoPlan, maxSide: 2048, keep }), new InlineRenderPool().run('restyle', { photo, plan: photoPlan, maxSide: 2048, keep })]);
    expect(Buffer.isBuffer(onThread.image)).toBe(true);
    expect([onThread.width, onThread.height]).toEqual([548, 342]);
    expect(onThread.changed).toBeGreaterThan(0.05);
    expect(onThread.image.equals(here.image)).toBe(true);
  }, 60_000);

  it('passes a task error back to the caller', async () => {
    await expect(threads.run('restyle', { photo: Buffer.from('not an image'), plan, maxSide: 256 })).rejects.toThrow();
  }, 30_000);
});
