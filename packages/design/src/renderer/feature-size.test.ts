import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../plan-builder.ts';
import { sceneFromAddress } from '../scene.ts';
import type { FeatureKind, PlacedFeature } from '../types.ts';
import { levelCamera, type PhotoGround } from './level-camera.ts';
import { FEATURE_HEIGHT_M, photoFeatures } from './perspective.ts';

// Each standing feature drawn into a photo stands as tall as it says it does (FEATURE_HEIGHT_M, which the
// restyle uses to find room for it): drawn alone on the ground 6 m from a level camera, its silhouette's
// height in metres at that depth. A bird bath the size of a table, or a lantern twice a person's height,
// would read as a sticker, not as the object the plan and the cost list.

const ground: PhotoGround = { width: 1200, height: 900, horizon: 300, focal: 1200, eye: 1.6 };
const camera = levelCamera(ground);
const DEPTH = 6;
const scene = sceneFromAddress('400 Pine St, Seattle, WA 98101');

/** The feature of that kind a plan with the wish makes, or null when no plan made one. */
function featureOf(kind: FeatureKind, wish: string): { plan: ReturnType<typeof buildPlan>; feature: PlacedFeature } | null {
  for (const area of ['backyard', 'front_yard'] as const) {
    const plan = buildPlan({ area, style: 'cottage_garden', wishes: wish, scene, seed: 5, site: null });
    const feature = plan.features.find((f) => f.kind === kind);
    if (feature) return { plan, feature };
  }
  return null;
}

/** The silhouette's top and bottom rows and its width in pixels, rasterized. */
async function silhouette(svg: string, defs: string) {
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="${ground.width}" height="${ground.height}"><defs>${defs}</defs>${svg}</svg>`;
  const { data, info } = await sharp(Buffer.from(doc)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let top = Infinity;
  let bottom = -1;
  let left = Infinity;
  let right = -1;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[(y * info.width + x) * 4 + 3]! > 64) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
  return { top, bottom, width: right - left + 1 };
}

const WISHES: Partial<Record<FeatureKind, string>> = {
  bird_bath: 'bird bath',
  stone_lantern: 'stone lantern',
  seating_bench: 'bench',
  fire_pit: 'fire pit',
  planter_pots: 'planter pots',
  boulders: 'boulders',
};

describe('features drawn into a photo stand at their own height', () => {
  for (const [kind, wish] of Object.entries(WISHES) as [FeatureKind, string][]) {
    it(`${kind}: as tall as FEATURE_HEIGHT_M says, within a tenth`, async () => {
      const made = featureOf(kind, wish);
      expect(made, `a plan with "${wish}" has a ${kind}`).not.toBeNull();
      const { plan, feature } = made!;
      const moved = (q: { x: number; y: number }) => ({ x: q.x - feature.x, y: q.y - feature.y + DEPTH });
      const at: PlacedFeature = { ...feature, x: 0, y: DEPTH, footprint: feature.footprint.map(moved), points: feature.points?.map(moved) };
      const art = photoFeatures({ ...plan, features: [feature] }, ground, () => at);
      expect(art.drawn).toEqual([kind]);
      const { top } = await silhouette(art.objects.map((o) => o.svg).join(''), art.defs);
      // a boulder stands as tall as its own depth times the table's figure
      const stated = FEATURE_HEIGHT_M[kind]! * (kind === 'boulders' ? feature.h : 1);
      // the highest point seen stands somewhere over the feature's ground: at least this high if it is at the
      // far edge of that ground, at most this high at its near edge
      const depths = at.footprint.map((q) => q.y);
      const heightAt = (depth: number) => ground.eye - ((top - ground.horizon) * depth) / ground.focal;
      expect(heightAt(Math.max(...depths)), 'the top, were it at the far edge').toBeLessThan(stated * 1.1);
      expect(heightAt(Math.min(...depths)), 'the top, were it at the near edge').toBeGreaterThan(stated * 0.75);
    });
  }

  it('bird bath: a bowl about 60 cm across, not a table', async () => {
    const { plan, feature } = featureOf('bird_bath', 'bird bath')!;
    const at: PlacedFeature = { ...feature, x: 0, y: DEPTH, footprint: feature.footprint.map((q) => ({ x: q.x - feature.x, y: q.y - feature.y + DEPTH })) };
    const art = photoFeatures({ ...plan, features: [feature] }, ground, () => at);
    const { width } = await silhouette(art.objects.map((o) => o.svg).join(''), art.defs);
    const across = width / camera.pixelsPerMetre(camera.rowAt(DEPTH));
    expect(across).toBeGreaterThan(0.45);
    expect(across).toBeLessThan(0.7);
  });
});
