import type { AreaId } from '@landscape/contract';
import { MATERIAL_LIBRARY } from './catalogue/material-library.ts';
import { bezier, circleHitsPolygon, pointInPolygon, type Polygon, polygonBounds, type Rect, rectPolygon, ribbon, type Vec2, wavyRect } from './geometry.ts';
import type { Rng } from './random.ts';
import type { ViewCheck } from './renderer/view-check.ts';
import type {
  FeatureKind,
  GroundPatch,
  MaterialSpec,
  ParsedWishes,
  PlacedFeature,
  PlacedPlant,
  PlanMaterialUse,
  PlantSpec,
  Scene,
  StyleDefinition,
} from './types.ts';

// The plan as it is being built (one area, one style, the wishes) and what every step of the build asks of it:
// free ground for an object, a path laid along a line, a bed to plant, the ground measured by kind.

// Hard caps keep a plan buildable and every render within its time budget.
export const MAX_PLANTS = 140;

export const MAX_PER_SPECIES = 24;

export interface YardObject {
  /** Size of the object in metres, and the clear ground kept around it. */
  w: number;
  h: number;
  clear: number;
  /** What it stands on. */
  pad: 'patio' | 'mulch' | 'gravel';
  /** Close to the house (used with the kitchen and the terrace) rather than out in the yard. */
  near: boolean;
}

export const YARD_OBJECTS: Partial<Record<FeatureKind, YardObject>> = {
  hot_tub: { w: 2.2, h: 2.2, clear: 0.6, pad: 'patio', near: true },
  outdoor_kitchen: { w: 2.8, h: 0.8, clear: 0.9, pad: 'patio', near: true },
  trampoline: { w: 3.6, h: 3.6, clear: 0.6, pad: 'mulch', near: false },
  swing_set: { w: 3.2, h: 1.6, clear: 0.9, pad: 'mulch', near: false },
  hammock: { w: 3.4, h: 1.0, clear: 0.4, pad: 'mulch', near: false },
  storage_shed: { w: 2.4, h: 1.8, clear: 0.4, pad: 'gravel', near: false },
  compost_bins: { w: 1.8, h: 0.9, clear: 0.4, pad: 'gravel', near: false },
};

/** How a bed is planted: layered border, screening hedge, low edge, clipped parterre or straight rows. */
export type BedLayer = 'mixed' | 'hedge' | 'front' | 'parterre' | 'rows' | 'foundation';

export interface Ctx {
  scene: Scene;
  style: StyleDefinition;
  wishes: ParsedWishes;
  area: AreaId;
  bounds: Rect;
  boundsPoly: Polygon;
  ground: GroundPatch[];
  features: PlacedFeature[];
  plants: PlacedPlant[];
  keepOut: Polygon[];
  /** Ground kept free of features for planting (the fence border of a narrow side yard). */
  reserved: Polygon[];
  beds: { polygon: Polygon; back: Vec2; layer: BedLayer; priority: number; maxHeight?: number }[];
  pool: PlantSpec[];
  wanted: Set<FeatureKind>;
  rng: Rng;
  seed: number;
  /** What the area's camera will see: doors, windows, the facade and the frame's edges. */
  view: ViewCheck;
  /** An arid climate (Köppen B): no irrigated lawn or meadow unless the homeowner asked for lawn. */
  arid: boolean;
}

export const has = (ctx: Ctx, f: FeatureKind) => ctx.wanted.has(f);

export function addFeature(ctx: Ctx, f: Omit<PlacedFeature, 'footprint'> & { footprint?: Polygon }) {
  const footprint = f.footprint ?? rectPolygon({ x: f.x - f.w / 2, y: f.y - f.h / 2, w: f.w, h: f.h });
  ctx.features.push({ ...f, footprint });
  ctx.keepOut.push(footprint);
}

export function rectFree(ctx: Ctx, r: Rect, margin = 0.2): boolean {
  const poly = rectPolygon({ x: r.x - margin, y: r.y - margin, w: r.w + 2 * margin, h: r.h + 2 * margin });
  const b = ctx.bounds;
  if (r.x < b.x || r.y < b.y || r.x + r.w > b.x + b.w || r.y + r.h > b.y + b.h) return false;
  for (const k of [...ctx.keepOut, ...ctx.reserved]) {
    if (poly.some((p) => pointInPolygon(p, k)) || k.some((p) => pointInPolygon(p, poly))) return false;
    const c = { x: r.x + r.w / 2, y: r.y + r.h / 2 };
    if (circleHitsPolygon(c, Math.min(r.w, r.h) / 2 + margin, k)) return false;
  }
  return true;
}

/** Best free spot for a w×h object by the given score, from seeded random samples. */
export function findSpot(ctx: Ctx, w: number, h: number, score: (c: Vec2) => number, rng: Rng, margin = 0.25): Vec2 | null {
  let best: Vec2 | null = null;
  let bestScore = -Infinity;
  const b = ctx.bounds;
  for (let i = 0; i < 220; i++) {
    const c = { x: rng.range(b.x + w / 2, b.x + b.w - w / 2), y: rng.range(b.y + h / 2, b.y + b.h - h / 2) };
    if (!rectFree(ctx, { x: c.x - w / 2, y: c.y - h / 2, w, h }, margin)) continue;
    const jitter = rng.range(0, 0.8);
    // An object the area's picture cannot show would be on the plan and missing from the render.
    if (!ctx.view.seen(c)) continue;
    const s = score(c) + jitter;
    if (s > bestScore) {
      bestScore = s;
      best = c;
    }
  }
  return best;
}

export function pathMaterial(ctx: Ctx): MaterialSpec {
  if (has(ctx, 'stone_path'))
    return ctx.style.materials.path.kind === 'flagstone' || ctx.style.materials.path.kind === 'stepping_stones'
      ? ctx.style.materials.path
      : MATERIAL_LIBRARY.flagstone;
  if (has(ctx, 'gravel_path'))
    return ctx.style.materials.path.kind === 'gravel' || ctx.style.materials.path.kind === 'dg' ? ctx.style.materials.path : MATERIAL_LIBRARY.pea_gravel;
  if (has(ctx, 'stepping_stones') && ctx.style.materials.path.kind !== 'stepping_stones') return MATERIAL_LIBRARY.stepping_flag;
  return ctx.style.materials.path;
}

/** Lays a path along `line`; stepping-stone materials also get their stones. */
export function layPath(ctx: Ctx, line: Vec2[], width: number): Polygon {
  const material = pathMaterial(ctx);
  const polygon = ribbon(line, width);
  ctx.ground.push({ kind: 'path', material, polygon });
  ctx.keepOut.push(polygon);
  if (material.kind === 'stepping_stones') {
    const stones: Vec2[] = [];
    let carried = 0;
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1];
      const b = line[i];
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      let t = carried;
      while (t < len) {
        stones.push({ x: a.x + ((b.x - a.x) * t) / len, y: a.y + ((b.y - a.y) * t) / len });
        t += 0.75;
      }
      carried = t - len;
    }
    const bb = polygonBounds(polygon);
    ctx.features.push({ kind: 'stepping_stones', x: bb.x + bb.w / 2, y: bb.y + bb.h / 2, w: bb.w, h: bb.h, footprint: polygon, points: stones });
  }
  return polygon;
}

export function pathLine(ctx: Ctx, from: Vec2, to: Vec2, rng: Rng): Vec2[] {
  const shape = has(ctx, 'stepping_stones') ? 'stepping' : ctx.style.layout.pathShape;
  if (shape === 'straight' || shape === 'axial') return [from, to];
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const bend = rng.range(0.9, 1.8) * (rng.chance(0.5) ? 1 : -1);
  const p1 = { x: from.x + dx * 0.33 + nx * bend, y: from.y + dy * 0.33 + ny * bend };
  const p2 = { x: from.x + dx * 0.66 - nx * bend, y: from.y + dy * 0.66 - ny * bend };
  return bezier(from, p1, p2, to, 18);
}

export function addBed(ctx: Ctx, r: Rect, back: Vec2, wavySide: 'top' | 'bottom' | 'left' | 'right' | null, layer: BedLayer = 'mixed', priority = 1) {
  if (r.w < 0.6 || r.h < 0.6) return;
  const curved = ctx.style.layout.bedEdge === 'curved' && wavySide !== null;
  const polygon = curved ? wavyRect(r, Math.min(1.0, Math.min(r.w, r.h) * 0.45), ctx.rng.range(1, 2.2), wavySide!, ctx.rng.range(0, 6)) : rectPolygon(r);
  ctx.ground.push({ kind: 'bed', material: ctx.style.materials.bed, polygon });
  ctx.beds.push({ polygon, back, layer, priority });
}

const LIVING: MaterialSpec['kind'][] = ['lawn', 'meadow', 'groundcover'];

/** The materials a plan lists, largest first: those of the measured ground covering more than a fifth of a square metre. */
export const materialUses = (measured: ReturnType<typeof measureGround>): PlanMaterialUse[] =>
  [...measured.byMaterial.values()].filter((m) => m.areaM2 > 0.2).sort((a, b) => b.areaM2 - a.areaM2);

/**
 * The ground as it will be seen: each point counted once, under the patch painted last over it
 * (paint order), so a lawn under a patio is not also counted as lawn.
 */
export function measureGround(ground: GroundPatch[], bounds: Rect, cell = 0.4) {
  const byMaterial = new Map<string, { material: MaterialSpec; areaM2: number }>();
  const boxes = ground.map((g) => polygonBounds(g.polygon));
  let lawn = 0;
  let bed = 0;
  let planted = 0;
  const a = cell * cell;
  for (let x = bounds.x + cell / 2; x < bounds.x + bounds.w; x += cell) {
    for (let y = bounds.y + cell / 2; y < bounds.y + bounds.h; y += cell) {
      let top: GroundPatch | null = null;
      for (let i = ground.length - 1; i >= 0; i--) {
        const b = boxes[i];
        if (x < b.x || x > b.x + b.w || y < b.y || y > b.y + b.h) continue;
        if (pointInPolygon({ x, y }, ground[i].polygon)) {
          top = ground[i];
          break;
        }
      }
      if (!top) continue;
      const entry = byMaterial.get(top.material.id) ?? { material: top.material, areaM2: 0 };
      entry.areaM2 += a;
      byMaterial.set(top.material.id, entry);
      if (top.material.kind === 'lawn') lawn += a;
      if (top.kind === 'bed') bed += a;
      if (top.kind === 'bed' || top.kind === 'lawn' || (top.kind === 'open' && LIVING.includes(top.material.kind))) planted += a;
    }
  }
  return { byMaterial, lawnM2: lawn, bedM2: bed, plantedM2: planted };
}
