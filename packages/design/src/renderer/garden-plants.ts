import type { AreaId } from '@landscape/contract';
import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import type { Vec2 } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { DesignPlan } from '../types.ts';
import { project, scaleAt } from './camera.ts';
import { plantSprite } from './plant-sprites.ts';
import { EXISTING_GROWTH } from './view-check.ts';
import { sizeAt } from '../growth/growth.ts';
import { type Canvas, shadowAt } from './perspective-canvas.ts';
import { insideZone } from './ground-drawing.ts';

// Plants in a perspective drawing: the plan's plants at their shown size with their shadows, and the
// tired shrubs and old trees of the property as it is.

/**
 * `ageYears`: the plant drawn at its true size that many years after planting (growth/growth.ts) instead
 * of the design render's usual look (shrubs a little past planting, trees young).
 */
export function addPlant(c: Canvas, plantId: string, at: Vec2, rng: Rng, growthShown: number, ageYears?: number) {
  const mature = PLANT_LIBRARY[plantId];
  const f = ageYears === undefined ? null : sizeAt(mature, ageYears);
  const spec = f ? { ...mature, heightM: mature.heightM * f.h, widthM: mature.widthM * f.w } : mature;
  // drawnSize scales by 0.8·min(1, 7/h) for trees and 1.12 otherwise: undone, so the sprite is drawn at its true size
  const growth = f ? (spec.role === 'tree' ? 1 / (0.8 * Math.min(1, 7 / spec.heightM)) : 1 / 1.12) : growthShown;
  const base = project(c.cam, { x: at.x, y: at.y, z: 0 });
  // The shadow matches the size the sprite is drawn at (trees are shown young).
  const shown = spec.role === 'tree' ? growth * 0.8 * Math.min(1, 7 / spec.heightM) : growth * 1.12;
  // A panorama face draws every shadow it can see (they lie on the ground, and meet at the seams).
  if (c.sector) c.ground.push(shadowAt(c, at, (spec.widthM / 2) * shown, spec.heightM * shown));
  if (base.depth < 0.6) return;
  const s = scaleAt(c.cam, base.depth);
  if (base.x < -spec.widthM * s || base.x > c.cam.width + spec.widthM * s) return;
  if (!c.sector) c.ground.push(shadowAt(c, at, (spec.widthM / 2) * shown, spec.heightM * shown));
  if (c.addSprite(at, plantSprite({ spec, x: base.x, y: base.y, s, rng, growth, shared: c.shared })))
    c.drawn.plants.set(plantId, (c.drawn.plants.get(plantId) ?? 0) + 1);
}

const TIRED_SHRUB = {
  id: 'existing',
  common: '',
  botanical: '',
  form: 'shrub',
  role: 'shrub',
  heightM: 1,
  widthM: 1.2,
  water: 'moderate',
  sun: ['full_sun'],
  zones: { min: 5, max: 10 },
  size: '',
  price: { low: 0, high: 0, source: '' },
  foliage: '#6b7a45',
  flower: null,
  toxicToPets: false,
  spiny: false,
  heat: 2,
  styles: [],
} as const;

const TIRED_TREE = { ...TIRED_SHRUB, form: 'tree_round', role: 'tree', heightM: 7, widthM: 6, foliage: '#5f7a40' } as const;

/** The tired shrubs and old trees outside the redesigned area; inside it only the trees the plan keeps. */
export function existingPlants(c: Canvas, rng: Rng, exceptZone: AreaId | AreaId[] | null, kept: DesignPlan['existingTrees'] = []) {
  const except = exceptZone === null ? [] : Array.isArray(exceptZone) ? exceptZone : [exceptZone];
  const { scene } = c;
  for (const s of scene.existing.shrubs) {
    if (except.some((z) => insideZone(scene, z, s))) continue;
    const base = project(c.cam, { x: s.x, y: s.y, z: 0 });
    if (c.sector) c.ground.push(shadowAt(c, s, s.r, 1));
    if (base.depth < 0.6) continue;
    const sc = scaleAt(c.cam, base.depth);
    if (!c.sector) c.ground.push(shadowAt(c, s, s.r, 1));
    c.addSprite(
      s,
      plantSprite({
        spec: { ...TIRED_SHRUB, styles: [], sun: ['full_sun'], widthM: s.r * 2, heightM: s.r * 1.5 },
        x: base.x,
        y: base.y,
        s: sc,
        rng,
        growth: 1,
      }),
    );
  }
  for (const t of scene.existing.trees) {
    const inZone = except.some((z) => insideZone(scene, z, t));
    const keeps = inZone && kept.some((k) => k.x === t.x && k.y === t.y);
    if (inZone && !keeps) continue;
    const base = project(c.cam, { x: t.x, y: t.y, z: 0 });
    if (c.sector) c.ground.push(shadowAt(c, t, t.r, 6));
    if (base.depth < 0.6) continue;
    const sc = scaleAt(c.cam, base.depth);
    if (!c.sector) c.ground.push(shadowAt(c, t, t.r, 6));
    c.addSprite(
      t,
      plantSprite({
        spec: { ...TIRED_TREE, styles: [], sun: ['full_sun'], widthM: t.r * 2, heightM: t.r * 2.6 },
        x: base.x,
        y: base.y,
        s: sc,
        rng,
        growth: EXISTING_GROWTH,
      }),
      0,
      keeps,
    );
  }
}
