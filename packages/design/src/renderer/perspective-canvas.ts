import { ellipsePolygon, type Polygon, type Vec2 } from '../geometry.ts';
import type { FeatureKind, Scene } from '../types.ts';
import { type Camera, project, type Projected, projectPolygon, toCamera, type Vec3 } from './camera.ts';
import { darken, layer, n, poly, pts } from './svg.ts';

// The canvas a perspective drawing is laid on: the camera, the ground marks and the standing objects in
// depth order, and the few solids (boxes, cylinders, soft shadows) the drawn objects are built of.

export interface Drawable {
  depth: number;
  behindHouse: boolean;
  svg: string;
  /** Part of what a redesign must not change (an existing tree the plan keeps): white in the keep mask. */
  keep?: boolean;
}

/** What a design drawing shows of its plan: the same objects, counted as they are drawn in the frame. */
export interface Drawn {
  plants: Map<string, number>;
  features: Set<FeatureKind>;
}

export class Canvas {
  defs: string[] = [];
  ground: string[] = [];
  objects: Drawable[] = [];
  /** Gradients emitted once per species and moved to <defs>. */
  shared = new Set<string>();
  /** What of the plan this drawing shows: plants by species (how many) and features by kind. */
  drawn: Drawn = { plants: new Map(), features: new Set() };
  private ids = 0;
  constructor(
    readonly cam: Camera,
    /** The drawn property; null for a homeowner's photo, where only the plan's features are drawn (photoFeatures). */
    private readonly site: Scene | null,
  ) {}
  get scene(): Scene {
    if (!this.site) throw new Error('a drawing of a photo has no scene');
    return this.site;
  }
  id(prefix: string) {
    return `${prefix}${this.ids++}`;
  }
  flat(points: Vec2[], z = 0): Projected[] {
    return projectPolygon(
      this.cam,
      points.map((p) => ({ x: p.x, y: p.y, z })),
    );
  }
  depthOf(p: Vec2): number {
    return toCamera(this.cam, { x: p.x, y: p.y, z: 0 }).z;
  }
  /** Whether the sight line from the camera to p crosses the house: then p is drawn before it. */
  behindHouse(p: Vec2): boolean {
    if (!this.site) return false;
    const f = this.site.house.footprint;
    const c = this.cam.pos;
    for (let t = 0.02; t < 1; t += 0.02) {
      const x = c.x + (p.x - c.x) * t;
      const y = c.y + (p.y - c.y) * t;
      if (x > f.x && x < f.x + f.w && y > f.y && y < f.y + f.h) return true;
    }
    return false;
  }
  /**
   * A panorama face (renderer/panorama.ts) owns the sprites standing within its 90° sector only: a flat
   * sprite drawn by two faces would not line up at their seam and would show twice.
   */
  sector = false;
  /** A plant sprite: a flat picture at its base point, drawn once even where faces meet. */
  addSprite(at: Vec2, svg: string, depthBias = 0, keep = false): boolean {
    if (this.sector) {
      const p = toCamera(this.cam, { x: at.x, y: at.y, z: this.cam.pos.z });
      if (!(p.x >= -p.z && p.x < p.z)) return false;
    }
    return this.add(at, svg, depthBias, keep);
  }
  add(at: Vec2, svg: string, depthBias = 0, keep = false): boolean {
    if (!svg) return false;
    const depth = this.depthOf(at);
    if (depth < 0.3) return false;
    this.objects.push({ depth: depth + depthBias, behindHouse: this.behindHouse(at), svg, keep });
    return true;
  }
  /** Whether a point of the ground shows in the frame. */
  inFrame(at: Vec2): boolean {
    const p = project(this.cam, { x: at.x, y: at.y, z: 0 });
    return p.depth >= 0.3 && p.x >= 0 && p.x <= this.cam.width && p.y >= 0 && p.y <= this.cam.height;
  }
}

export function clipped(c: Canvas, polygon: Polygon, inner: string, baseFill: string): string {
  const p = c.flat(polygon);
  if (p.length < 3) return '';
  // Nothing of a patch wholly outside the frame would show.
  if (p.every((q) => q.x < 0) || p.every((q) => q.x > c.cam.width) || p.every((q) => q.y < 0) || p.every((q) => q.y > c.cam.height)) return '';
  const id = c.id('c');
  c.defs.push(`<clipPath id="${id}"><polygon points="${pts(p)}"/></clipPath>`);
  const xs = p.map((q) => q.x);
  const ys = p.map((q) => q.y);
  const centre = { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
  return `<polygon points="${pts(p)}" fill="${baseFill}"/>${layer(`clip-path="url(#${id})"`, inner, centre, c.cam)}`;
}

/** Marks scattered inside the polygon need no clip path, which resvg charges for per pixel. */
export function unclipped(c: Canvas, polygon: Polygon, inner: string, baseFill: string): string {
  const p = c.flat(polygon);
  if (p.length < 3) return '';
  return `<polygon points="${pts(p)}" fill="${baseFill}"/>${inner}`;
}

export function worldLine(c: Canvas, a: Vec2, b: Vec2, attrs: string): string {
  const p = c.flat([a, b, b]);
  if (p.length < 2) return '';
  return `<line x1="${n(p[0].x)}" y1="${n(p[0].y)}" x2="${n(p[1].x)}" y2="${n(p[1].y)}" ${attrs}/>`;
}

/** A world-space segment as path data, so many joints can share one <path> element. */
export function worldSeg(c: Canvas, a: Vec2, b: Vec2): string {
  const p = c.flat([a, b, b]);
  if (p.length < 2) return '';
  return `M${n(p[0].x)},${n(p[0].y)}L${n(p[1].x)},${n(p[1].y)}`;
}

export function shadowAt(c: Canvas, at: Vec2, radius: number, height: number): string {
  // Sun from the front left: shadows fall back and to the right.
  const off = { x: at.x + Math.min(height, 4) * 0.25, y: at.y + Math.min(height, 4) * 0.15 };
  // Two flat layers give a soft edge at a fraction of a radial gradient's raster cost.
  const outer = c.flat(ellipsePolygon(off, radius * 1.05, radius * 0.85, 14));
  const inner = c.flat(ellipsePolygon(off, radius * 0.72, radius * 0.58, 12));
  if (outer.length < 3) return '';
  return `<polygon points="${pts(outer)}" fill="#101a10" fill-opacity="0.1"/>${inner.length >= 3 ? `<polygon points="${pts(inner)}" fill="#101a10" fill-opacity="0.13"/>` : ''}`;
}

export function box(c: Canvas, x0: number, y0: number, x1: number, y1: number, z0: number, z1: number, side: string, top: string): string {
  const cam = c.cam;
  const P = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
  let out = '';
  const faces: [Vec3[], Vec3, string][] = [
    [[P(x0, y0, z0), P(x1, y0, z0), P(x1, y0, z1), P(x0, y0, z1)], { x: 0, y: -1, z: 0 }, side],
    [[P(x1, y1, z0), P(x0, y1, z0), P(x0, y1, z1), P(x1, y1, z1)], { x: 0, y: 1, z: 0 }, darken(side, 0.2)],
    [[P(x0, y1, z0), P(x0, y0, z0), P(x0, y0, z1), P(x0, y1, z1)], { x: -1, y: 0, z: 0 }, darken(side, 0.08)],
    [[P(x1, y0, z0), P(x1, y1, z0), P(x1, y1, z1), P(x1, y0, z1)], { x: 1, y: 0, z: 0 }, darken(side, 0.15)],
  ];
  for (const [q, nrm, fill] of faces) {
    const o = q[0];
    if ((cam.pos.x - o.x) * nrm.x + (cam.pos.y - o.y) * nrm.y + (cam.pos.z - o.z) * nrm.z <= 0) continue;
    out += poly(projectPolygon(cam, q), `fill="${fill}"`);
  }
  if (cam.pos.z > z1) out += poly(projectPolygon(cam, [P(x0, y0, z1), P(x1, y0, z1), P(x1, y1, z1), P(x0, y1, z1)]), `fill="${top}"`);
  return out;
}

export function cylinder(c: Canvas, at: Vec2, r: number, z0: number, z1: number, side: string, top: string, segments = 16): string {
  const ring = (z: number) => ellipsePolygon(at, r, r, segments).map((p) => ({ ...p, z }));
  const bottom = ring(z0);
  const upper = ring(z1);
  let out = '';
  for (let i = 0; i < segments; i++) {
    const j = (i + 1) % segments;
    const mid = { x: (bottom[i].x + bottom[j].x) / 2 - at.x, y: (bottom[i].y + bottom[j].y) / 2 - at.y };
    const toCam = { x: c.cam.pos.x - (at.x + mid.x), y: c.cam.pos.y - (at.y + mid.y) };
    if (mid.x * toCam.x + mid.y * toCam.y <= 0) continue;
    const light = 0.25 * (0.5 - 0.5 * (mid.x / r));
    out += poly(projectPolygon(c.cam, [bottom[i], bottom[j], upper[j], upper[i]]), `fill="${darken(side, light)}"`);
  }
  if (c.cam.pos.z > z1) out += poly(projectPolygon(c.cam, upper), `fill="${top}"`);
  return out;
}
