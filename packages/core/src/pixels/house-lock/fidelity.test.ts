import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildPlan, renderKeepMask, renderOriginal, sceneFromAddress } from '@landscape/design';
import { measureFidelity } from './fidelity.ts';

// The original is decoded once per render thread and kept for the next scores against it (the styles of an
// area, a retry, the growth stages): each score must still be against the original it is given.
describe('House-Lock fidelity against originals kept from earlier scores', () => {
  const scene = sceneFromAddress('5 Willow Court, Austin, TX');
  const other = sceneFromAddress('41 Harbor View Road, Seattle, WA');
  const plan = buildPlan({ area: 'front_yard', style: 'modern_minimalist', wishes: '', scene, seed: 11 });

  it('scores each answer against the original it is given, however many were scored before', async () => {
    const [before, elsewhere, mask] = await Promise.all([
      renderOriginal(scene, 'front_yard', { size: 512 }),
      renderOriginal(other, 'front_yard', { size: 512 }),
      renderKeepMask(scene, plan, 256),
    ]);
    const first = await measureFidelity(before, before, mask);
    expect(first.ssim).toBeGreaterThanOrEqual(0.99);
    // another house of the same size scored against the same mask: not the kept original
    const wrong = await measureFidelity(elsewhere, before, mask);
    expect(wrong.ssim).toBeLessThan(0.9);
    // the same original again, as bytes of its own (a copy read back from storage): the same score
    expect(await measureFidelity(Buffer.from(before), before, mask)).toEqual(first);
    // and the same pixels at another size are scored at the score's size all the same
    const larger = await sharp(before).resize(768, 768).png().toBuffer();
    expect((await measureFidelity(larger, larger, mask)).ssim).toBeGreaterThanOrEqual(0.99);
  });
});
