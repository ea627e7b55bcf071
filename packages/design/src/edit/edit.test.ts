import { describe, expect, it } from 'vitest';
import { buildPlan } from '../plan-builder.ts';
import { cameraFor, project } from '../renderer/camera.ts';
import { designDrawing, designSvg } from '../renderer/perspective.ts';
import { rasterizePixels } from '../renderer/raster.ts';
import { sceneFromAddress } from '../scene.ts';
import { resolveSite } from '../site/site.ts';
import { summarizePlan } from '../summary.ts';
import type { DesignPlan } from '../types.ts';
import { applyEdit, type EditRegion } from './apply-edit.ts';
import { pointInPolygon } from '../geometry.ts';
import { editDesign, rgbaOf } from './edit-design.ts';
import { parseEdit } from './edit-parser.ts';

const SIZE = 384;
const ADDRESS = '12 Elm Street, Portland, OR';
const scene = sceneFromAddress(ADDRESS);
const site = resolveSite(ADDRESS, { scene });
const plan = (area: DesignPlan['area'], style: DesignPlan['style'], wishes = '', locale: 'en' | 'es' | 'zh' = 'en') =>
  buildPlan({ area, style, wishes, scene, seed: 7, site, locale });

/** A region of whole rows of the render, from `top` to `bottom` (fractions of its height). */
function rows(top: number, bottom: number, size = SIZE): EditRegion {
  const data = new Uint8Array(size * size);
  for (let y = Math.floor(top * size); y < Math.floor(bottom * size); y++) data.fill(255, y * size, (y + 1) * size);
  return { data, width: size, height: size };
}

/** A box of the render (fractions of its width and height). */
function box(left: number, right: number, top: number, bottom: number, size = SIZE): EditRegion {
  const data = new Uint8Array(size * size);
  for (let y = Math.floor(top * size); y < Math.floor(bottom * size); y++)
    data.fill(255, y * size + Math.floor(left * size), y * size + Math.floor(right * size));
  return { data, width: size, height: size };
}

const lawnOf = (p: DesignPlan) => p.materials.filter((m) => m.material.kind === 'lawn').reduce((s, m) => s + m.areaM2, 0);

describe('reading an instruction', () => {
  it.each([
    ['replace the lawn with gravel', { op: 'replace', from: { type: 'surface', surface: 'lawn' }, to: { type: 'surface', surface: 'gravel' } }],
    ['swap the lawn for gravel', { op: 'replace', from: { type: 'surface', surface: 'lawn' }, to: { type: 'surface', surface: 'gravel' } }],
    ['gravel instead of the lawn', { op: 'replace', from: { type: 'surface', surface: 'lawn' }, to: { type: 'surface', surface: 'gravel' } }],
    ['cambia el césped por grava', { op: 'replace', from: { type: 'surface', surface: 'lawn' }, to: { type: 'surface', surface: 'gravel' } }],
    ['把草坪换成碎石', { op: 'replace', from: { type: 'surface', surface: 'lawn' }, to: { type: 'surface', surface: 'gravel' } }],
    ['用碎石代替草坪', { op: 'replace', from: { type: 'surface', surface: 'lawn' }, to: { type: 'surface', surface: 'gravel' } }],
    ['add a shade tree here', { op: 'add', target: { type: 'plants', group: 'tree' } }],
    ['añade un árbol de sombra', { op: 'add', target: { type: 'plants', group: 'tree' } }],
    ['加一棵遮阴树', { op: 'add', target: { type: 'plants', group: 'tree' } }],
    ['no fountain', { op: 'remove', target: { type: 'feature', feature: 'water_feature' } }],
    ['quita la fuente', { op: 'remove', target: { type: 'feature', feature: 'water_feature' } }],
    ['去掉喷泉', { op: 'remove', target: { type: 'feature', feature: 'water_feature' } }],
    ['make the path wider', { op: 'resize', shape: 'path', factor: 1.4 }],
    ['haz el camino más ancho', { op: 'resize', shape: 'path', factor: 1.4 }],
    ['把步道加宽', { op: 'resize', shape: 'path', factor: 1.4 }],
    ['make the bed smaller', { op: 'resize', shape: 'bed', factor: 0.7 }],
    [
      'replace the roses with lavender',
      { op: 'replace', from: { type: 'plant', plantId: 'knock_out_rose' }, to: { type: 'plant', plantId: 'provence_lavender' } },
    ],
    ['add a fire pit', { op: 'add', target: { type: 'feature', feature: 'fire_pit' } }],
  ])('%s', (text, op) => {
    const parsed = parseEdit(text);
    expect(parsed.unknown).toEqual([]);
    expect(parsed.ops).toEqual([{ ...op, text }]);
  });

  it('reads each clause of a longer instruction and keeps what it cannot read', () => {
    const parsed = parseEdit('replace the lawn with gravel, add a bird bath and paint the house blue');
    expect(parsed.ops.map((o) => o.op)).toEqual(['replace', 'add']);
    expect(parsed.unknown).toEqual(['paint the house blue']);
  });
});

describe('editing the plan', () => {
  it('replaces the lawn inside the region with gravel: no lawn left, plant list and cost worked out again', () => {
    const source = plan('front_yard', 'cottage_garden');
    expect(lawnOf(source)).toBeGreaterThan(20);
    const out = applyEdit(scene, source, parseEdit('replace the lawn with gravel'), { region: rows(0.45, 1) });
    expect(out.refused).toEqual([]);
    expect(lawnOf(out.plan)).toBe(0);
    expect(out.plan.materials.some((m) => m.material.kind === 'gravel')).toBe(true);
    expect(out.plan.coverage.lawnM2).toBe(0);
    // the source plan is left as it was
    expect(lawnOf(source)).toBeGreaterThan(20);
    const before = summarizePlan(source).cost;
    const after = summarizePlan(out.plan).cost;
    expect(after).not.toEqual(before);
  });

  it('changes only the part of a lawn inside a region over its left half: the lawn drops by the region’s share of it', () => {
    const source = plan('front_yard', 'cottage_garden');
    const region = box(0, 0.5, 0.35, 1);
    const cam = cameraFor(scene, 'front_yard', SIZE, SIZE);
    // the region's share of the lawn as laid on the ground: lawn points (what is seen on top there) that the brush covers
    let lawn = 0;
    let inside = 0;
    const b = source.bounds;
    for (let x = b.x + 0.05; x < b.x + b.w; x += 0.1)
      for (let y = b.y + 0.05; y < b.y + b.h; y += 0.1) {
        const top = source.ground.findLast((g) => pointInPolygon({ x, y }, g.polygon));
        if (top?.material.kind !== 'lawn') continue;
        lawn++;
        const q = project(cam, { x, y, z: 0 });
        const [px, py] = [Math.floor(q.x), Math.floor(q.y)];
        if (q.depth >= 0.3 && px >= 0 && py >= 0 && px < SIZE && py < SIZE && region.data[py * SIZE + px]! > 127) inside++;
      }
    const share = inside / lawn;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.85);
    const out = applyEdit(scene, source, parseEdit('replace the lawn with gravel'), { region });
    expect(out.refused).toEqual([]);
    expect(lawnOf(out.plan)).toBeGreaterThan(0);
    expect(Math.abs(lawnOf(out.plan) - lawnOf(source) * (1 - share))).toBeLessThan(lawnOf(source) * 0.06);
    const gravel = (p: DesignPlan) => p.materials.filter((m) => m.material.kind === 'gravel').reduce((s, m) => s + m.areaM2, 0);
    expect(Math.abs(gravel(out.plan) - gravel(source) - (lawnOf(source) - lawnOf(out.plan)))).toBeLessThan(lawnOf(source) * 0.06);
    expect(summarizePlan(out.plan).cost).not.toEqual(summarizePlan(source).cost);
    // paving laid over part of a bed takes out the plants standing there, and only those
    const paved = applyEdit(scene, source, parseEdit('replace the beds with pavers'), { region });
    expect(paved.refused).toEqual([]);
    expect(paved.plan.plants.length).toBeLessThan(source.plants.length);
    expect(paved.plan.plants.length).toBeGreaterThan(0);
  });

  it('leaves a surface alone when the region holds too little of it, and says so', () => {
    const source = plan('front_yard', 'cottage_garden');
    const out = applyEdit(scene, source, parseEdit('replace the lawn with gravel'), { region: rows(0, 0.2) });
    expect(out.applied).toEqual([]);
    expect(out.plan).toBe(source);
    expect(out.refused.map((r) => r.text)).toEqual(["I couldn't change: “replace the lawn with gravel” — the marked area has no lawn"]);
  });

  it('removes a plant group and its line in the plant list', () => {
    const source = plan('front_yard', 'cottage_garden');
    expect(source.palette.some((p) => p.id === 'knock_out_rose')).toBe(true);
    const out = applyEdit(scene, source, parseEdit('remove the roses'));
    expect(out.plan.palette.some((p) => p.id === 'knock_out_rose')).toBe(false);
    expect(out.plan.plants.length).toBeLessThan(source.plants.length);
    const list = summarizePlan(out.plan).plants;
    expect(list.map((l) => l.botanical)).toEqual(out.plan.palette.map((p) => p.botanical));
    for (const [i, line] of list.entries()) expect(line.quantity).toBe(out.plan.plants.filter((p) => p.plantId === out.plan.palette[i]!.id).length);
    expect(summarizePlan(out.plan).cost.high).toBeLessThan(summarizePlan(source).cost.high);
  });

  it('adds a feature and a tree inside the region, on free ground', () => {
    const source = plan('backyard', 'english_formal');
    const region = rows(0.5, 1);
    const out = applyEdit(scene, source, parseEdit('add a fire pit, add a shade tree'), { region });
    expect(out.refused).toEqual([]);
    const pit = out.plan.features.find((f) => f.kind === 'fire_pit')!;
    expect(out.plan.featureKinds).toContain('fire_pit');
    const cam = cameraFor(scene, 'backyard', SIZE, SIZE);
    const at = (p: { x: number; y: number }) => project(cam, { ...p, z: 0 }).y / SIZE;
    expect(at(pit)).toBeGreaterThanOrEqual(0.5);
    const tree = out.plan.plants.find((p) => !source.plants.some((q) => q.x === p.x && q.y === p.y))!;
    expect(out.plan.palette.find((s) => s.id === tree.plantId)!.role).toBe('tree');
    expect(at(tree)).toBeGreaterThanOrEqual(0.5);
    expect(summarizePlan(out.plan).cost.low).toBeGreaterThan(summarizePlan(source).cost.low);
  });

  it('never stands a feature it adds on one already there, edit after edit', () => {
    const overlaps = (a: { x: number; y: number }[], b: { x: number; y: number }[]) =>
      a.some((p) => pointInPolygon(p, b)) || b.some((p) => pointInPolygon(p, a));
    for (const [area, style] of [
      ['front_yard', 'cottage_garden'],
      ['backyard', 'english_formal'],
      ['backyard', 'japanese_zen'],
    ] as const) {
      let current = plan(area, style);
      for (const text of ['add a bird bath', 'add a fire pit', 'add a seating bench']) {
        const out = applyEdit(scene, current, parseEdit(text));
        current = out.plan;
      }
      const added = current.features.filter((f) => ['bird_bath', 'fire_pit', 'seating_bench'].includes(f.kind));
      expect(added.length, `${area} ${style}`).toBeGreaterThan(0);
      for (const f of added)
        for (const g of current.features) if (g !== f) expect(overlaps(f.footprint, g.footprint), `${area} ${style}: ${f.kind} on ${g.kind}`).toBe(false);
    }
  });

  it('makes a path wider and a bed smaller', () => {
    const source = plan('front_yard', 'cottage_garden');
    const pathArea = (p: DesignPlan) => p.materials.find((m) => m.material.id === p.ground.find((g) => g.kind === 'path')!.material.id)!.areaM2;
    const wider = applyEdit(scene, source, parseEdit('make the path wider'));
    expect(pathArea(wider.plan)).toBeGreaterThan(pathArea(source) * 1.2);
    const smaller = applyEdit(scene, source, parseEdit('make the beds smaller'));
    expect(smaller.plan.coverage.bedM2).toBeLessThan(source.coverage.bedM2 * 0.9);
  });

  it.each(['en', 'es', 'zh'] as const)('answers an instruction it cannot apply plainly (%s)', (locale) => {
    const source = plan('backyard', 'modern_minimalist', '', locale);
    const out = applyEdit(scene, source, parseEdit('paint the house blue; no fountain'));
    expect(out.applied).toEqual([]);
    const start = { en: "I couldn't change: ", es: 'No pude cambiar: ', zh: '无法修改：' }[locale];
    expect(out.refused).toHaveLength(2);
    for (const r of out.refused) expect(r.text.startsWith(start)).toBe(true);
    expect(out.refused.map((r) => r.reason)).toEqual(['unknown', 'none']);
  });

  it('keeps one object list: what the edited plan lists is drawn, and what is drawn is listed', () => {
    const source = plan('backyard', 'cottage_garden', 'fire pit');
    for (const text of ['no fire pit', 'add a bird bath', 'replace the lawn with gravel', 'add a shade tree', 'remove the shrubs', 'make the patio bigger']) {
      const out = applyEdit(scene, source, parseEdit(text));
      expect(out.applied.length, text).toBe(1);
      const { drawn } = designDrawing(scene, out.plan, SIZE);
      for (const p of out.plan.palette) expect(drawn.plants.get(p.id), `${text}: ${p.id}`).toBeGreaterThan(0);
      for (const id of drawn.plants.keys())
        expect(
          out.plan.palette.some((p) => p.id === id),
          `${text}: ${id}`,
        ).toBe(true);
      for (const f of new Set(out.plan.features.map((f) => f.kind))) expect(drawn.features.has(f), `${text}: ${f}`).toBe(true);
      for (const f of drawn.features) expect(out.plan.featureKinds, text).toContain(f);
    }
  });
});

describe('drawing the edited design', () => {
  it('differs from the source render only inside the region', async () => {
    const source = plan('front_yard', 'cottage_garden');
    const region = rows(0.45, 1);
    const out = await editDesign({ scene, plan: source, instruction: 'replace the lawn with gravel', region });
    expect(out.ok).toBe(true);
    const before = rasterizePixels(designSvg(scene, source, SIZE), SIZE);
    const after = await rgbaOf(out.image!, SIZE);
    let outside = 0;
    let inside = 0;
    for (let px = 0; px < SIZE * SIZE; px++) {
      const i = px * 4;
      const differs = before[i] !== after[i] || before[i + 1] !== after[i + 1] || before[i + 2] !== after[i + 2];
      if (!differs) continue;
      if (region.data[px]) inside++;
      else outside++;
    }
    expect(outside).toBe(0);
    expect(inside).toBeGreaterThan(SIZE * SIZE * 0.05);
    expect(out.changedPixels).toBe(inside);
  });

  it('without a region changes only the pixels of what was edited', async () => {
    const source = plan('backyard', 'modern_minimalist', 'fire pit');
    const pit = source.features.find((f) => f.kind === 'fire_pit')!;
    const out = await editDesign({ scene, plan: source, instruction: 'no fire pit', size: SIZE });
    expect(out.ok).toBe(true);
    expect(out.plan.features.some((f) => f.kind === 'fire_pit')).toBe(false);
    expect(out.summary!.features.join()).not.toMatch(/fire/i);
    // every changed pixel lies where the fire pit, its pad and its chairs were drawn
    const cam = cameraFor(scene, 'backyard', SIZE, SIZE);
    const box = pit.footprint.flatMap((p) => [0, 1.2].map((z) => project(cam, { ...p, z })));
    const [x0, x1] = [Math.min(...box.map((p) => p.x)) - 2, Math.max(...box.map((p) => p.x)) + 2];
    const [y0, y1] = [Math.min(...box.map((p) => p.y)) - 2, Math.max(...box.map((p) => p.y)) + 2];
    const before = rasterizePixels(designSvg(scene, source, SIZE), SIZE);
    const after = await rgbaOf(out.image!, SIZE);
    let stray = 0;
    let changed = 0;
    for (let px = 0; px < SIZE * SIZE; px++) {
      const i = px * 4;
      if (before[i] === after[i] && before[i + 1] === after[i + 1] && before[i + 2] === after[i + 2]) continue;
      changed++;
      const x = px % SIZE;
      const y = Math.floor(px / SIZE);
      if (x < x0 || x > x1 || y < y0 || y > y1) stray++;
    }
    expect(changed).toBeGreaterThan(200);
    expect(stray).toBe(0);
  });

  it('draws nothing and changes nothing when no clause applies', async () => {
    const source = plan('front_yard', 'cottage_garden');
    const out = await editDesign({ scene, plan: source, instruction: '去掉喷泉', locale: 'zh' });
    expect(out).toMatchObject({ ok: false, image: null, applied: [] });
    expect(out.plan).toBe(source);
    expect(out.refused[0]!.text).toMatch(/^无法修改：“去掉喷泉” — /);
  });
});
