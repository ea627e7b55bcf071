import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analysisSchema } from '@landscape/contract';
import { analyzeImage } from '../analysis.ts';
import { buildPlan } from '../plan-builder.ts';
import { sceneFromAddress } from '../scene.ts';
import { angleFor, cameraFor, project } from './camera.ts';
import { renderDesign, renderOriginal } from './perspective.ts';
import { renderPlanView } from './plan-view.ts';

const scene = sceneFromAddress('5 Willow Court, Austin, TX');

async function raw(png: Buffer) {
  return sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

describe('renderers', () => {
  it('render a 768×768 before and after that share the same house', async () => {
    const plan = buildPlan({ area: 'front_yard', style: 'desert_modern', wishes: 'fire pit', scene, seed: 1 });
    const [before, after] = await Promise.all([renderOriginal(scene, 'front_yard'), renderDesign(scene, plan)]);
    for (const png of [before, after]) {
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe('png');
      expect([meta.width, meta.height]).toEqual([768, 768]);
    }
    const a = await raw(before);
    const b = await raw(after);
    // The upper storey of the facade, projected through the area's camera: above any new planting.
    const cam = cameraFor(scene, 'front_yard', 768, 768);
    const f = scene.house.footprint;
    const tl = project(cam, { x: f.x + 0.5, y: f.y, z: scene.house.wallHeight });
    const br = project(cam, { x: f.x + f.w - 0.5, y: f.y, z: scene.house.wallHeight - 1.2 });
    let same = 0;
    let total = 0;
    for (let y = Math.round(tl.y); y < Math.round(br.y); y += 2)
      for (let x = Math.round(tl.x); x < Math.round(br.x); x += 2) {
        const i = (y * 768 + x) * 3;
        total++;
        if (Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]) < 40) same++;
      }
    expect(total).toBeGreaterThan(500);
    expect(same / total).toBeGreaterThan(0.85);
    // ...while the yard itself changed.
    let changed = 0;
    for (let y = 600; y < 760; y += 4)
      for (let x = 0; x < 768; x += 4) {
        const i = (y * 768 + x) * 3;
        if (Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]) > 40) changed++;
      }
    expect(changed).toBeGreaterThan(500);
  });

  it('renders a plan view and honours size and webp', async () => {
    const plan = buildPlan({ area: 'backyard', style: 'english_formal', wishes: 'water feature', scene, seed: 1 });
    const png = await renderPlanView(scene, plan);
    expect((await sharp(png).metadata()).width).toBe(768);
    const webp = await renderDesign(scene, plan, { size: 384, format: 'webp' });
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(384);
  });

  it('draws the same pixels for the same plan', async () => {
    const plan = buildPlan({ area: 'side_yard', style: 'japanese_zen', wishes: 'water feature', scene, seed: 3 });
    const [a, b] = await Promise.all([renderDesign(scene, plan, { size: 256 }), renderDesign(scene, plan, { size: 256 })]);
    expect(a.equals(b)).toBe(true);
  });

  it('labels each area with its viewpoint', () => {
    expect(angleFor('front_yard')).toBe('street');
    expect(angleFor('backyard')).toBe('rear');
    expect(angleFor('side_yard')).toBe('side');
    expect(angleFor('walkway')).toBe('path');
  });

  it('analyses pixels honestly: a redesign has more planting than a bare yard', async () => {
    const plan = buildPlan({ area: 'walkway', style: 'tropical_oasis', wishes: 'flowers', scene, seed: 1 });
    const [before, after] = await Promise.all([renderOriginal(scene, 'walkway'), renderDesign(scene, plan)]);
    const a = analysisSchema.parse(await analyzeImage(before));
    const b = analysisSchema.parse(await analyzeImage(after));
    expect(a.generated_text).toMatch(/\d+% vegetation/);
    expect(a.recommendations.length).toBeGreaterThan(0);
    expect(b.curb_appeal_rating).toBeGreaterThan(a.curb_appeal_rating);
  });

  it('analyses a flat grey image as hardscape with a low rating', async () => {
    const grey = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#8a8a8a' } })
      .png()
      .toBuffer();
    const r = await analyzeImage(grey);
    expect(r.current_style).toBe('hardscape-dominated');
    expect(r.curb_appeal_rating).toBeLessThan(4);
  });
});
