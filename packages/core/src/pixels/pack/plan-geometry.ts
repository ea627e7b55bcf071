import type { AreaId } from '@landscape/contract';
import { planOrientation, type DesignPlan, type Scene } from '@landscape/design';
import { packScale, POINTS_PER_METRE, type PackScale } from './pack-scale.ts';

// Where a plan's ground lands on a sheet: the area and the house beside it, at a standard drawing scale,
// oriented as the studio's plan view is (the street at the bottom for the front, the house at the top for
// the back, seen from above), so the north arrow of planNorth is right.

export interface Pt {
  x: number;
  y: number;
}
export interface PlanPlacement {
  scale: PackScale;
  /** Points per metre of ground on the sheet. */
  ppm: number;
  /** The ground drawn: the area's bounds and the house, with room for the dimension lines. */
  extent: { x: number; y: number; w: number; h: number };
  /** The drawing's box on the sheet. */
  box: { x: number; y: number; w: number; h: number };
  at: (p: Pt) => Pt;
}

/** Ground around the area and the house, metres: room for the overall dimensions outside the area. */
const AROUND_M = 2;

/** Places `plan` in `room` (points) at the largest standard scale that fits, centred. */
export function placePlan(plan: DesignPlan, scene: Scene, units: 'metric' | 'imperial', room: { x: number; y: number; w: number; h: number }): PlanPlacement {
  const b = plan.bounds;
  const hs = scene.house.footprint;
  // the house's near part only (up to 4 m of it): enough for the tree-to-house distances, not the whole lot
  const nearY =
    hs.y >= b.y + b.h
      ? { y0: hs.y, y1: Math.min(hs.y + hs.h, hs.y + 4) }
      : hs.y + hs.h <= b.y
        ? { y0: Math.max(hs.y, hs.y + hs.h - 4), y1: hs.y + hs.h }
        : { y0: hs.y, y1: hs.y + hs.h };
  const x0 = Math.min(b.x, Math.max(hs.x, b.x - 4)) - AROUND_M;
  const x1 = Math.max(b.x + b.w, Math.min(hs.x + hs.w, b.x + b.w + 4)) + AROUND_M;
  const y0 = Math.min(b.y, nearY.y0) - AROUND_M;
  const y1 = Math.max(b.y + b.h, nearY.y1) + AROUND_M;
  const extent = { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
  const scale = packScale(extent.w, units, room.w, { depthM: extent.h, maxHeightPt: room.h });
  const ppm = scale.ratio ? POINTS_PER_METRE / scale.ratio : scale.imageWidthPt / extent.w;
  const w = extent.w * ppm;
  const h = extent.h * ppm;
  const box = { x: room.x + (room.w - w) / 2, y: room.y + (room.h - h) / 2, w, h };
  const { flip, mirror } = planOrientation(plan.area as AreaId);
  const at = (p: Pt): Pt => ({
    x: box.x + (mirror ? extent.x + extent.w - p.x : p.x - extent.x) * ppm,
    y: box.y + (flip ? extent.y + extent.h - p.y : p.y - extent.y) * ppm,
  });
  return { scale, ppm, extent, box, at };
}

/** Mixes a colour toward white by `t` (0..1). */
export function pale(hex: string, t: number): string {
  const v = parseInt(hex.replace('#', '').slice(0, 6).padEnd(6, '0'), 16);
  const ch = (shift: number) => Math.round(((v >> shift) & 255) + (255 - ((v >> shift) & 255)) * t);
  return `#${[16, 8, 0].map((sh) => ch(sh).toString(16).padStart(2, '0')).join('')}`;
}

/** A polygon's area (m²) and the mean of its vertices (where its tag is written). */
export function polygonCentroidOf(poly: Pt[]): { area: number; at: Pt } {
  let a = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) a += (poly[j]!.x + poly[i]!.x) * (poly[j]!.y - poly[i]!.y);
  const n = Math.max(1, poly.length);
  return { area: Math.abs(a / 2), at: { x: poly.reduce((s, p) => s + p.x, 0) / n, y: poly.reduce((s, p) => s + p.y, 0) / n } };
}
