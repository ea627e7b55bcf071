import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { buildPlan, sceneFromAddress } from '@landscape/design';
import type { ImageModelInput } from '../../ports/image-model.port.ts';
import { EchoImageModel, FakeImageModel } from './fake.model.ts';

const scene = sceneFromAddress('12 Fake Lane, Eugene, OR');
const input: ImageModelInput = {
  area: 'front_yard',
  style: 'modern_minimalist',
  original: { data: Buffer.from('original'), contentType: 'image/png' },
  scene,
  plan: buildPlan({ area: 'front_yard', style: 'modern_minimalist', wishes: '', scene, seed: 1 }),
  prompt: 'a garden',
  width: 64,
  height: 64,
};

describe('the fake image model', () => {
  it("lets go of the job's signal after each wait: a job asks many times on one signal", async () => {
    const model = new FakeImageModel(new EchoImageModel(), 1);
    const job = new AbortController();
    for (let i = 0; i < 15; i++) await model.generate(input, { signal: job.signal });
    expect(model.calls).toBe(15);
    expect(getEventListeners(job.signal, 'abort')).toHaveLength(0);
  });

  it('stops waiting when the job is called off, with its reason', async () => {
    const model = new FakeImageModel(new EchoImageModel(), 60_000);
    const job = new AbortController();
    const asked = model.generate(input, { signal: job.signal });
    job.abort(new Error('Generation timed out'));
    await expect(asked).rejects.toThrow('Generation timed out');
  });

  it('fails the areas and area:style pairs it is told to fail', async () => {
    const model = new FakeImageModel(new EchoImageModel(), 0, ['front_yard:modern_minimalist']);
    await expect(model.generate(input, { signal: new AbortController().signal })).rejects.toThrow('Rendering failed');
    await expect(model.generate({ ...input, style: 'japanese_zen' }, { signal: new AbortController().signal })).resolves.toMatchObject({ model: 'fake(echo)' });
  });
});
