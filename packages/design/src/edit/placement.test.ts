import { describe, expect, it } from 'vitest';
import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import { pointInPolygon, type Polygon } from '../geometry.ts';
import { buildPlan } from '../plan-builder.ts';
import { cameraFor } from '../renderer/camera.ts';
import { sceneFromAddress } from '../scene.ts';
import { resolveSite } from '../site/site.ts';
import type { DesignPlan, PlacedFeature, StyleId } from '../types.ts';
import { applyEdit, type EditRegion } from './apply-edit.ts';
import { editDesign } from './edit-design.ts';
import { parseEdit } from './edit-parser.ts';
import { grown, occluders, pictureBox, shadeAim, sightOf, USE_SPACE } from './placement.ts';

// Where an edit puts what it adds: seen, clear of other objects and their room, a shade tree where it shades.

const SIZE = 384;
const ADDRESS = '12 Elm Street, Portland, OR';
const scene = sceneFromAddress(ADDRESS);
const site = resolveSite(ADDRESS, { scene });
const plan = (area: DesignPlan['area'], style: StyleId, wishes = '', locale: 'en' | 'es' | 'zh' = 'en') =>
  buildPlan({ area, style, wishes, scene, seed: 7, site, locale });
const overlaps = (a: Polygon, b: Polygon) => a.some((p) => pointInPolygon(p, b)) || b.some((p) => pointInPolygon(p, a));

describe('a shade tree an edit adds', () => {
  it.each([
    ['backyard', 'english_formal', 'añade un árbol de sombra', 'es'],
    ['backyard', 'modern_minimalist', 'add a shade tree', 'en'],
    ['backyard', 'cottage_garden', '加一棵遮阴树', 'zh'],
  ] as const)('%s %s: "%s" is a broad-crowned tree, seen in the render and behind nothing', async (area, style, text, locale) => {
    const source = plan(area, style, 'fire pit', locale);
    const out = await editDesign({ scene, plan: source, instruction: text, size: SIZE });
    expect(out.refused).toEqual([]);
    const added = out.plan.plants.filter((p) => !source.plants.some((q) => q.x === p.x && q.y === p.y && q.plantId === p.plantId));
    expect(added).toHaveLength(1);
    const tree = PLANT_LIBRARY[added[0]!.plantId]!;
    expect(tree.role).toBe('tree');
    expect(tree.widthM).toBeGreaterThanOrEqual(4);
    expect(tree.form).not.toBe('tree_columnar');
    expect(out.changedPixels / (SIZE * SIZE)).toBeGreaterThanOrEqual(0.01);
    const cam = cameraFor(scene, area, SIZE, SIZE);
    const others = occluders(cam, source, source.plants, source.features);
    expect(sightOf(cam, pictureBox(cam, added[0]!, 1, 2), others).shown).toBeGreaterThanOrEqual(0.75);
  });

  it('is refused, in the homeowner’s language, where no place shows it without hiding the house', () => {
    // a front yard 8 m deep whose house the planting already frames: a broad crown would hide it or not be seen
    const out = applyEdit(scene, plan('front_yard', 'modern_minimalist', 'fire pit', 'es'), parseEdit('añade un árbol de sombra'), { locale: 'es' });
    if (out.applied.length) return;
    expect(out.refused[0]).toMatchObject({ reason: 'noRoom' });
    expect(out.refused[0]!.text).toMatch(/^No pude cambiar: «añade un árbol de sombra»/);
  });

  it.each(['cottage_garden', 'japanese_zen', 'mediterranean'] as const)('%s: stands by the bench, its crown over the seat', (style) => {
    const source = plan('backyard', style, 'a bench');
    const seat = source.features.find((f) => f.kind === 'seating_bench')!;
    const out = applyEdit(scene, source, parseEdit('add a shade tree'));
    const tree = out.plan.plants.find((p) => !source.plants.some((q) => q.x === p.x && q.y === p.y))!;
    const spec = PLANT_LIBRARY[tree.plantId]!;
    expect(Math.hypot(tree.x - seat.x, tree.y - seat.y)).toBeLessThanOrEqual(spec.widthM / 2 + 2);
    // aimed at the seat's afternoon side (the sun's side the house and the lot's edge leave open)
    const aim = shadeAim(scene, source, source.features, spec)!;
    expect(Math.hypot(aim.x - seat.x, aim.y - seat.y)).toBeGreaterThan(spec.widthM / 2);
  });
});

describe('a feature an edit adds', () => {
  it.each([
    ['backyard', 'cottage_garden', 'fire pit, bench'],
    ['backyard', 'japanese_zen', 'fire pit'],
    ['front_yard', 'english_formal', 'bird bath'],
  ] as const)('%s %s (%s): stands clear of every other object, its seats and its room, and of the paths', (area, style, wishes) => {
    let current = plan(area, style, wishes);
    const before = current.features.length;
    for (const text of ['add a water feature', 'add a bird bath', 'add a seating bench', 'add a fire pit'])
      current = applyEdit(scene, current, parseEdit(text)).plan;
    const added = current.features.slice(before);
    expect(added.length).toBeGreaterThan(0);
    const room = (f: PlacedFeature) => grown(f.footprint, USE_SPACE[f.kind] ?? 0);
    for (const f of added) {
      for (const g of current.features) if (g !== f) expect(overlaps(room(f), g.footprint), `${f.kind} on ${g.kind}`).toBe(false);
      for (const path of current.ground.filter((g) => g.kind === 'path')) expect(overlaps(room(f), path.polygon), `${f.kind} on a path`).toBe(false);
    }
  });

  it('says so in the homeowner’s language when there is no place for it in the marked area', () => {
    const region: EditRegion = { data: new Uint8Array(SIZE * SIZE), width: SIZE, height: SIZE };
    for (let y = 0; y < 40; y++) region.data.fill(255, y * SIZE, y * SIZE + 40);
    for (const [locale, text, said] of [
      ['es', 'añade una fuente', /No pude cambiar/],
      ['zh', '加一个火坑', /无法|不能|没/],
      ['en', 'add a shade tree', /couldn't change/],
    ] as const) {
      const out = applyEdit(scene, plan('backyard', 'cottage_garden', '', locale), parseEdit(text), { region, locale });
      expect(out.applied).toEqual([]);
      expect(out.refused[0]?.reason).toBe('noRoom');
      expect(out.refused[0]?.text).toMatch(said);
    }
  });
});
