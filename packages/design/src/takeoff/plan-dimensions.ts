import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import { distToSegment, pointInPolygon, polygonArea, polygonBounds, rectPolygon, type Polygon, type Rect, type Vec2 } from '../geometry.ts';
import type { DesignPlan, PlantSpec, Scene } from '../types.ts';

// What a drawing set measures on the plan (the landscaper's pack, issue 49): the area's overall size, each
// patio's size, each path's width, how far each tree stands from the house, the existing trees and beds
// to remain or to remove, and any new tree drawn under an existing tree's canopy. Plan metres throughout.

/** A straight dimension between two plan points, `lengthM` long. */
export interface PlanDimension {
  kind: 'overall_width' | 'overall_depth' | 'patio_width' | 'patio_depth' | 'tree_to_house';
  from: Vec2;
  to: Vec2;
  lengthM: number;
  /** The schedule number of the tree it measures (tree_to_house only). */
  number?: number;
}
/** A path's width written at its middle. */
export interface PathWidth {
  at: Vec2;
  widthM: number;
}
/** A tree or bed standing before the work: kept ('remain') or taken out ('remove'). */
export interface ExistingItem {
  kind: 'tree' | 'bed';
  status: 'remain' | 'remove';
  x: number;
  y: number;
  r: number;
}
export interface PlanMeasures {
  dimensions: PlanDimension[];
  paths: PathWidth[];
  existing: ExistingItem[];
  /** Schedule numbers of new trees whose trunk stands under an existing tree's canopy (should not happen; flagged). */
  underCanopy: number[];
}

/**
 * The symbol radius of a plant on a planting plan: trees at their full mature spread, other plants at
 * two thirds of it (so massed shrubs read as single plants), never under 0.15 m.
 */
export function symbolRadiusM(spec: Pick<PlantSpec, 'role' | 'widthM'>): number {
  const spread = spec.widthM / 2;
  return Math.max(0.15, spec.role === 'tree' ? spread : (spread * 2) / 3);
}

/**
 * Width of a strip-shaped polygon (a path): the shorter side of the rectangle with the same area and
 * perimeter — exact for a straight path, close for a curved ribbon of even width.
 */
export function stripWidthM(poly: Polygon): number {
  let perimeter = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) perimeter += Math.hypot(poly[i]!.x - poly[j]!.x, poly[i]!.y - poly[j]!.y);
  const half = perimeter / 2;
  const area = polygonArea(poly);
  return (half - Math.sqrt(Math.max(0, half * half - 4 * area))) / 2;
}

/** Nearest distance from a point to a rectangle's edge (0 inside). */
function distToRect(p: Vec2, r: Rect): number {
  const poly = rectPolygon(r);
  if (pointInPolygon(p, poly)) return 0;
  let d = Infinity;
  for (let i = 0, j = 3; i < 4; j = i++) d = Math.min(d, distToSegment(p, poly[j]!, poly[i]!));
  return d;
}

/** The point of a rectangle's edge nearest a point outside it. */
function nearestOnRect(p: Vec2, r: Rect): Vec2 {
  return { x: Math.max(r.x, Math.min(r.x + r.w, p.x)), y: Math.max(r.y, Math.min(r.y + r.h, p.y)) };
}

/** The measures a contractor prices from, read off the plan and the lot it was planned on. */
export function planMeasures(plan: DesignPlan, scene: Scene): PlanMeasures {
  const b = plan.bounds;
  const dimensions: PlanDimension[] = [
    { kind: 'overall_width', from: { x: b.x, y: b.y }, to: { x: b.x + b.w, y: b.y }, lengthM: b.w },
    { kind: 'overall_depth', from: { x: b.x, y: b.y }, to: { x: b.x, y: b.y + b.h }, lengthM: b.h },
  ];
  for (const g of plan.ground.filter((p) => p.kind === 'patio' || p.kind === 'pad')) {
    const r = polygonBounds(g.polygon);
    dimensions.push({ kind: 'patio_width', from: { x: r.x, y: r.y + r.h }, to: { x: r.x + r.w, y: r.y + r.h }, lengthM: r.w });
    dimensions.push({ kind: 'patio_depth', from: { x: r.x + r.w, y: r.y }, to: { x: r.x + r.w, y: r.y + r.h }, lengthM: r.h });
  }
  const house = scene.house.footprint;
  const treeNumbers = new Set<number>();
  for (const p of plan.plants) {
    const spec = PLANT_LIBRARY[p.plantId];
    if (spec?.role !== 'tree' || treeNumbers.has(p.number)) continue;
    // one dimension per tree species: its tree nearest the house, the one that matters for roots and gutters
    const nearest = plan.plants.filter((q) => q.plantId === p.plantId).reduce((a, q) => (distToRect(q, house) < distToRect(a, house) ? q : a));
    treeNumbers.add(p.number);
    const at = { x: nearest.x, y: nearest.y };
    dimensions.push({ kind: 'tree_to_house', from: at, to: nearestOnRect(at, house), lengthM: distToRect(at, house), number: p.number });
  }
  const paths = plan.ground
    .filter((g) => g.kind === 'path' && g.material.kind !== 'stepping_stones')
    .map((g) => ({ at: pathMiddle(g.polygon), widthM: stripWidthM(g.polygon) }));
  return { dimensions, paths, existing: existingItems(plan, scene), underCanopy: treesUnderCanopy(plan) };
}

/** A point inside a path's polygon near its middle (its vertices' mean, or the vertex nearest it). */
function pathMiddle(poly: Polygon): Vec2 {
  const n = poly.length;
  // a ribbon's polygon is its left edge then its right edge reversed: the middle is between vertex k and n-1-k
  const k = Math.floor(n / 4);
  const a = poly[k]!;
  const c = poly[n - 1 - k]!;
  return { x: (a.x + c.x) / 2, y: (a.y + c.y) / 2 };
}

/** Existing trees in the area (kept ones to remain, the others to remove) and existing shrub beds (removed by the new ground). */
function existingItems(plan: DesignPlan, scene: Scene): ExistingItem[] {
  const zone = scene.zones[plan.area];
  const inZone = (t: Vec2) => t.x >= zone.bounds.x && t.x <= zone.bounds.x + zone.bounds.w && t.y >= zone.bounds.y && t.y <= zone.bounds.y + zone.bounds.h;
  const kept = (t: Vec2) => plan.existingTrees.some((k) => Math.hypot(k.x - t.x, k.y - t.y) < 0.01);
  const out: ExistingItem[] = scene.existing.trees.filter(inZone).map((t) => ({ kind: 'tree', status: kept(t) ? 'remain' : 'remove', x: t.x, y: t.y, r: t.r }));
  for (const s of scene.existing.shrubs.filter(inZone)) {
    const keptOut = zone.keepOut.some((poly) => pointInPolygon(s, poly));
    out.push({ kind: 'bed', status: keptOut ? 'remain' : 'remove', x: s.x, y: s.y, r: s.r });
  }
  return out;
}

/** New trees whose trunk stands within an existing kept tree's canopy. */
function treesUnderCanopy(plan: DesignPlan): number[] {
  const out = new Set<number>();
  for (const p of plan.plants) {
    if (PLANT_LIBRARY[p.plantId]?.role !== 'tree') continue;
    if (plan.existingTrees.some((t) => Math.hypot(t.x - p.x, t.y - p.y) < t.r)) out.add(p.number);
  }
  return [...out].sort((a, c) => a - c);
}
