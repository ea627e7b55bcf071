import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderTasks } from '../render-pool/render-tasks.ts';
import { planAsDrawn, sceneFromAddress, takesShade, type DesignPlan } from '@landscape/design';
import { cachedKeepMask } from './photo-region.ts';
import { RESTYLED_GROUND, restylePhoto, type RestyleResult } from './photo-restyle.ts';

// A real photograph (Debian's opencv-doc, fixtures/README.md): a building behind a lawn and a hedge.
const photo = readFileSync(new URL('./fixtures/building-lawn.jpg', import.meta.url));

describe('offline photo restyle', () => {
  it('plants and repaints the ground only: the building, tree crowns and sky keep their pixels', async () => {
    const { plan } = await renderTasks.plan({
      area: 'front_yard',
      style: { id: 'cottage_garden', name: 'Cottage', description: '', promptNotes: '', drawAs: 'cottage_garden' },
      wishes: '',
      seed: 5,
      scene: sceneFromAddress('upload test'),
      imagery: 'photo',
      site: null,
    });
    // at 480 px: the same method as at full size, on a busy machine
    const small = await sharp(photo).resize(480).jpeg({ quality: 92 }).toBuffer();
    const out = await restylePhoto(small, plan, { maxSide: 480 });
    const { width, height } = out;
    const before = await sharp(small).removeAlpha().raw().toBuffer();
    const after = await sharp(out.image).removeAlpha().raw().toBuffer();
    // the keep mask the restyle used (computed once a photo)
    const mask = await sharp(await cachedKeepMask(small))
      .resize(width, height, { fit: 'fill' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    let kept = 0;
    let keptChanged = 0;
    let free = 0;
    let freeChanged = 0;
    for (let p = 0; p < width * height; p++) {
      const i = p * 3;
      const moved = Math.abs(before[i]! - after[i]!) + Math.abs(before[i + 1]! - after[i + 1]!) + Math.abs(before[i + 2]! - after[i + 2]!) > 60;
      if (mask[p]! > 127) {
        kept++;
        if (moved) keptChanged++;
      } else {
        free++;
        if (moved) freeChanged++;
      }
    }
    // most of the picture is the building: kept
    expect(kept / (width * height)).toBeGreaterThan(0.6);
    expect(keptChanged / kept).toBeLessThan(0.01);
    // the lawn was redesigned
    expect(freeChanged / free).toBeGreaterThan(0.2);
    // the top of the picture (sky, building) is untouched (the tallest plants of the border, hollyhocks
    // in front of the shrubs on the left, reach up to about 59 % of its height)
    let top = 0;
    for (let p = 0; p < width * Math.round(height * 0.55); p++) {
      const i = p * 3;
      if (Math.abs(before[i]! - after[i]!) + Math.abs(before[i + 1]! - after[i + 1]!) + Math.abs(before[i + 2]! - after[i + 2]!) > 60) top++;
    }
    expect(top).toBe(0);
  });

  it('each style looks like itself on the same photo, with the plants of its own plant list', { timeout: 60_000 }, async () => {
    // a meadow seen from eye level (fixtures/README.md): all of its lower half is ground to redesign
    const meadow = readFileSync(new URL('./fixtures/meadow-mountains-wide.jpg', import.meta.url));
    const plans: DesignPlan[] = [];
    const outs: { out: RestyleResult; px: Buffer }[] = [];
    for (const id of ['japanese_zen', 'cottage_garden'] as const) {
      const { plan } = await renderTasks.plan({
        area: 'front_yard',
        style: { id, name: id, description: '', promptNotes: '', drawAs: id },
        wishes: '',
        seed: 11,
        scene: sceneFromAddress('upload test'),
        imagery: 'photo',
        site: null,
      });
      const out = await restylePhoto(meadow, plan, { maxSide: 640 });
      // the plants drawn are the plan's own: every one on its plant list, several of them
      const ids = new Set(plan.palette.map((p) => p.id));
      expect(out.planted.length).toBeGreaterThanOrEqual(4);
      for (const id of out.planted) expect(ids.has(id)).toBe(true);
      plans.push(plan);
      outs.push({ out, px: await sharp(out.image).removeAlpha().raw().toBuffer() });
    }
    const [zen, cottage] = outs as [(typeof outs)[number], (typeof outs)[number]];
    // two different plant lists, and each photo drew from its own
    expect(new Set(zen.out.planted)).not.toEqual(new Set(cottage.out.planted));
    expect(zen.out.planted.some((id) => !plans[1]!.palette.some((p) => p.id === id))).toBe(true);
    // at a glance: Zen's raked gravel is grey, Cottage's lawn and border green; they differ over the
    // redesigned ground by far more than noise
    const { width: w, height: h } = zen.out;
    const before = await sharp(meadow).resize(w, h, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    let diff = 0;
    let n = 0;
    const sat = [0, 0];
    for (let p = 0; p < w * h; p++) {
      const i = p * 3;
      const moved = (a: Buffer) => Math.abs(a[i]! - before[i]!) + Math.abs(a[i + 1]! - before[i + 1]!) + Math.abs(a[i + 2]! - before[i + 2]!) > 30;
      if (!moved(zen.px) && !moved(cottage.px)) continue;
      n++;
      diff += Math.abs(zen.px[i]! - cottage.px[i]!) + Math.abs(zen.px[i + 1]! - cottage.px[i + 1]!) + Math.abs(zen.px[i + 2]! - cottage.px[i + 2]!);
      for (const [k, a] of [zen.px, cottage.px].entries()) sat[k]! += Math.max(a[i]!, a[i + 1]!, a[i + 2]!) - Math.min(a[i]!, a[i + 1]!, a[i + 2]!);
    }
    expect(n / (w * h)).toBeGreaterThan(0.3);
    expect(diff / n).toBeGreaterThan(90);
    // the gravel garden is the greyer of the two (Cottage keeps the meadow's own grass: no sod on a meadow)
    expect(sat[0]! / n).toBeLessThan((sat[1]! / n) * 0.75);
  });

  it("draws the plan's own features where they have room, and a feature only where the plan has it", { timeout: 60_000 }, async () => {
    const meadow = readFileSync(new URL('./fixtures/meadow-mountains-wide.jpg', import.meta.url));
    const { plan } = await renderTasks.plan({
      area: 'front_yard',
      style: { id: 'desert_modern', name: 'Desert Modern', description: '', promptNotes: '', drawAs: 'desert_modern' },
      wishes: 'a bird bath',
      seed: 11,
      scene: sceneFromAddress('upload test'),
      imagery: 'photo',
      site: null,
    });
    expect(plan.features.map((f) => f.kind)).toEqual(expect.arrayContaining(['boulders', 'bird_bath']));
    const withFeatures = await restylePhoto(meadow, plan, { maxSide: 640 });
    // the boulders and the bird bath the plan (and its cost) lists are in the picture
    expect(withFeatures.features).toEqual(expect.arrayContaining(['boulders', 'bird_bath']));
    for (const kind of withFeatures.features) expect(plan.features.some((f) => f.kind === kind)).toBe(true);
    // the same plan without them: nothing of them is drawn, and the picture differs only where they stood
    const bare = await restylePhoto(meadow, { ...plan, features: [], featureKinds: [] }, { maxSide: 640 });
    expect(bare.features).toEqual([]);
    const a = await sharp(withFeatures.image).removeAlpha().raw().toBuffer();
    const b = await sharp(bare.image).removeAlpha().raw().toBuffer();
    let differ = 0;
    for (let i = 0; i < a.length; i += 3) if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 60) differ++;
    const share = differ / (a.length / 3);
    // stones a metre or two across and a basin on its pedestal: a few per cent of a wide photo, not the ground
    expect(share).toBeGreaterThan(0.005);
    expect(share).toBeLessThan(0.2);
  });

  it('designs for a forest floor under canopy: no lawn, and only plants that take shade, in the picture and the plan', { timeout: 60_000 }, async () => {
    const forest = await sharp(readFileSync(new URL('./fixtures/forest-path-tall.jpg', import.meta.url)))
      .resize(320)
      .jpeg({ quality: 92 })
      .toBuffer();
    const { plan } = await renderTasks.plan({
      area: 'front_yard',
      style: { id: 'cottage_garden', name: 'Cottage', description: '', promptNotes: '', drawAs: 'cottage_garden' },
      wishes: '',
      seed: 5,
      scene: sceneFromAddress('upload test'),
      imagery: 'photo',
      site: null,
    });
    expect(plan.ground.some((g) => g.material.kind === 'lawn')).toBe(true);
    const out = await restylePhoto(forest, plan, { maxSide: 320 });
    expect(out.scene).toEqual({ ground: 'forest_floor', shade: true });
    // the design as drawn: what the plan, the plant list and the cost say
    const drawn = planAsDrawn(plan, { features: out.features, ground: RESTYLED_GROUND, scene: out.scene });
    expect(drawn.ground.some((g) => g.material.kind === 'lawn')).toBe(false);
    expect(drawn.coverage.lawnM2).toBe(0);
    for (const p of drawn.palette) expect(takesShade(p), p.id).toBe(true);
    expect(out.planted.length).toBeGreaterThan(0);
    for (const id of out.planted) expect(drawn.palette.some((p) => p.id === id)).toBe(true);
  });
});
