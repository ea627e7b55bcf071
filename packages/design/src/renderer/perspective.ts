import type { AreaId } from '@landscape/contract';
import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import { styleById } from '../catalogue/style-catalogue.ts';
import { ellipsePolygon, pointInPolygon, polygonBounds, rectPolygon, type Polygon, type Vec2 } from '../geometry.ts';
import { hashString, subRng, type Rng } from '../random.ts';
import type { DesignPlan, FeatureKind, GroundPatch, MaterialSpec, PlacedFeature, Scene, StyleDefinition } from '../types.ts';
import { cameraFor, project, projectPolygon, scaleAt, toCamera, type Camera, type Projected, type Vec3 } from './camera.ts';
import { backdropSpec, backdropSvg } from './backdrop.ts';
import { drawHouse } from './house-drawing.ts';
import { plantSprite } from './plant-sprites.ts';
import { EXISTING_GROWTH, PLANTED_GROWTH } from './view-check.ts';
import { sizeAt } from '../growth/growth.ts';
import { rasterize, type RenderOptions } from './raster.ts';
import { levelCamera, type PhotoGround } from './level-camera.ts';
import { darken, layer, lighten, mix, n, poly, pts, smoothPath, svgDocument } from './svg.ts';

// One illustrated perspective per area. Everything is modelled in plan metres and projected through
// the area's camera, so beds shrink with distance, plants scale with depth and the house is the same
// object in the "before" and the "after".

const W = 768;

interface Drawable {
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

class Canvas {
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

// ---- ground -------------------------------------------------------------------

function clipped(c: Canvas, polygon: Polygon, inner: string, baseFill: string): string {
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
function unclipped(c: Canvas, polygon: Polygon, inner: string, baseFill: string): string {
  const p = c.flat(polygon);
  if (p.length < 3) return '';
  return `<polygon points="${pts(p)}" fill="${baseFill}"/>${inner}`;
}

function worldLine(c: Canvas, a: Vec2, b: Vec2, attrs: string): string {
  const p = c.flat([a, b, b]);
  if (p.length < 2) return '';
  return `<line x1="${n(p[0].x)}" y1="${n(p[0].y)}" x2="${n(p[1].x)}" y2="${n(p[1].y)}" ${attrs}/>`;
}

/** A world-space segment as path data, so many joints can share one <path> element. */
function worldSeg(c: Canvas, a: Vec2, b: Vec2): string {
  const p = c.flat([a, b, b]);
  if (p.length < 2) return '';
  return `M${n(p[0].x)},${n(p[0].y)}L${n(p[1].x)},${n(p[1].y)}`;
}

const dot = (x: number, y: number, rx: number, ry: number) =>
  `M${n(x - rx)},${n(y)}a${n(rx)},${n(ry)} 0 1,0 ${n(rx * 2)},0a${n(rx)},${n(ry)} 0 1,0 ${n(-rx * 2)},0`;

/**
 * Scattered marks as path data in two tones. Thousands of marks become two elements, which keeps
 * resvg's per-element cost out of the render budget.
 */
function scatterPaths(
  c: Canvas,
  polygon: Polygon,
  rng: Rng,
  perM2: number,
  cap: number,
  draw: (p: Projected, s: number, rng: Rng) => [string, 0 | 1] | null,
  attrs: [string, string],
): string {
  const groups = ['', ''];
  scatter(
    c,
    polygon,
    rng,
    perM2,
    (p, s, r) => {
      const mark = draw(p, s, r);
      if (mark) groups[mark[1]] += mark[0];
      return '';
    },
    cap,
  );
  return groups.map((d, i) => (d ? `<path d="${d}" ${attrs[i]}/>` : '')).join('');
}

/** Random marks scattered in world space so they shrink with distance like real gravel. */
function scatter(c: Canvas, polygon: Polygon, rng: Rng, perM2: number, draw: (p: Projected, s: number, rng: Rng) => string, cap = 700): string {
  const b = polygonBounds(polygon);
  // Marks are budgeted by the patch's size on screen, not in the world: a far lawn needs few.
  const screen = c.flat(polygon);
  let areaPx = 0;
  for (let i = 0, j = screen.length - 1; i < screen.length; j = i++) areaPx += (screen[j].x + screen[i].x) * (screen[j].y - screen[i].y);
  areaPx = Math.abs(areaPx / 2);
  const count = Math.min(cap, Math.round(b.w * b.h * perM2), Math.round(areaPx / 130));
  let out = '';
  for (let i = 0; i < count; i++) {
    const w = { x: b.x + rng.next() * b.w, y: b.y + rng.next() * b.h };
    if (!pointInPolygon(w, polygon)) continue;
    const p = project(c.cam, { x: w.x, y: w.y, z: 0 });
    if (p.depth < 0.5 || p.x < -10 || p.x > c.cam.width + 10 || p.y < -10 || p.y > c.cam.height + 10) continue;
    out += draw(p, scaleAt(c.cam, p.depth), rng);
  }
  return out;
}

function groundTexture(c: Canvas, polygon: Polygon, m: MaterialSpec, rng: Rng): string {
  const b = polygonBounds(polygon);
  let inner = '';
  switch (m.kind) {
    case 'lawn': {
      // Mowing stripes along the view direction, then fine blade flecks near the camera.
      const alongY = Math.abs(c.cam.forward.y) > Math.abs(c.cam.forward.x);
      const step = 1.4;
      if (alongY)
        for (let x = Math.floor(b.x / step) * step; x < b.x + b.w; x += step * 2)
          inner += poly(
            c.flat([
              { x, y: b.y },
              { x: x + step, y: b.y },
              { x: x + step, y: b.y + b.h },
              { x, y: b.y + b.h },
            ]),
            `fill="${lighten(m.color, 0.1)}" fill-opacity="0.55"`,
          );
      else
        for (let y = Math.floor(b.y / step) * step; y < b.y + b.h; y += step * 2)
          inner += poly(
            c.flat([
              { x: b.x, y },
              { x: b.x + b.w, y },
              { x: b.x + b.w, y: y + step },
              { x: b.x, y: y + step },
            ]),
            `fill="${lighten(m.color, 0.1)}" fill-opacity="0.55"`,
          );
      inner += scatterPaths(c, polygon, rng, 14, 500, (p, s) => (s > 30 ? [`M${n(p.x)},${n(p.y)}l0.6,${n(-s * 0.05)}`, 0] : null), [
        `stroke="${m.accent}" stroke-width="1" fill="none"`,
        '',
      ]);
      break;
    }
    case 'meadow':
      inner += scatterPaths(
        c,
        polygon,
        rng,
        6,
        600,
        (p, s, r) => [`M${n(p.x - s * 0.08)},${n(p.y)}Q${n(p.x)},${n(p.y - s * 0.25)} ${n(p.x + s * 0.1)},${n(p.y - s * 0.05)}`, r.chance(0.5) ? 0 : 1],
        [`stroke="${m.accent}" stroke-width="1.4" fill="none"`, `stroke="${darken(m.color, 0.2)}" stroke-width="1.4" fill="none"`],
      );
      break;
    case 'gravel':
    case 'dg':
    case 'pebbles':
    case 'raked_gravel': {
      if (m.kind === 'raked_gravel') {
        let d = '';
        for (let y = b.y + 0.2; y < b.y + b.h; y += 0.3) d += worldSeg(c, { x: b.x, y }, { x: b.x + b.w, y });
        if (d) inner += `<path d="${d}" stroke="${m.accent}" stroke-width="1" stroke-opacity="0.8"/>`;
      }
      const size = m.kind === 'pebbles' ? 0.05 : m.kind === 'dg' ? 0.015 : 0.025;
      inner += scatterPaths(
        c,
        polygon,
        rng,
        m.kind === 'pebbles' ? 24 : 16,
        650,
        (p, s, r) => {
          const rr = Math.max(0.5, s * size * r.range(0.6, 1.3));
          return [dot(p.x, p.y, rr, rr * 0.6), r.chance(0.5) ? 0 : 1];
        },
        [`fill="${m.accent}"`, `fill="${lighten(m.color, 0.25)}"`],
      );
      break;
    }
    case 'mulch':
      inner += scatterPaths(
        c,
        polygon,
        rng,
        22,
        650,
        (p, s, r) => [`M${n(p.x)},${n(p.y)}l${n(Math.max(1, s * 0.06) * r.range(-1, 1))},${n(Math.max(0.5, s * 0.015))}`, r.chance(0.5) ? 0 : 1],
        [`stroke="${m.accent}" stroke-width="1.1" fill="none"`, `stroke="${lighten(m.color, 0.15)}" stroke-width="1.1" fill="none"`],
      );
      break;
    case 'groundcover':
      inner += scatterPaths(c, polygon, rng, 10, 600, (p, s, r) => [dot(p.x, p.y, Math.max(0.8, s * 0.07), Math.max(0.5, s * 0.035)), r.chance(0.3) ? 0 : 1], [
        `fill="${m.accent}"`,
        `fill="${lighten(m.color, 0.12)}"`,
      ]);
      break;
    case 'pavers':
    case 'concrete':
    case 'brick': {
      const [sx, sy] = m.kind === 'brick' ? [0.4, 0.2] : m.id === 'large_pavers' || m.id === 'charcoal_pavers' ? [0.9, 0.6] : [0.6, 0.6];
      let d = '';
      for (let y = Math.floor(b.y / sy) * sy; y < b.y + b.h; y += sy) d += worldSeg(c, { x: b.x, y }, { x: b.x + b.w, y });
      let row = 0;
      for (let y = Math.floor(b.y / sy) * sy; y < b.y + b.h; y += sy, row++) {
        const off = row % 2 ? sx / 2 : 0;
        for (let x = Math.floor(b.x / sx) * sx + off; x < b.x + b.w; x += sx) d += worldSeg(c, { x, y }, { x, y: y + sy });
      }
      if (d) inner += `<path d="${d}" stroke="${m.accent}" stroke-width="0.9" fill="none"/>`;
      break;
    }
    case 'flagstone': {
      // Irregular stones: a jittered grid of cells, each drawn as its own lighter polygon.
      const cell = 0.7;
      for (let y = b.y; y < b.y + b.h; y += cell)
        for (let x = b.x; x < b.x + b.w; x += cell) {
          const j = () => rng.range(0.05, 0.14);
          const q = [
            { x: x + j(), y: y + j() },
            { x: x + cell - j(), y: y + j() },
            { x: x + cell - j(), y: y + cell - j() },
            { x: x + j(), y: y + cell - j() },
          ];
          inner += poly(c.flat(q), `fill="${mix(m.color, rng.chance(0.5) ? '#ffffff' : m.accent, rng.range(0, 0.25))}"`);
        }
      return clipped(c, polygon, inner, m.accent);
    }
    case 'stepping_stones':
      break;
  }
  const needsClip = m.kind === 'lawn' || m.kind === 'raked_gravel' || m.kind === 'pavers' || m.kind === 'brick' || m.kind === 'concrete';
  return needsClip ? clipped(c, polygon, inner, m.color) : unclipped(c, polygon, inner, m.color);
}

function drawPatch(c: Canvas, g: GroundPatch, rng: Rng, style: StyleDefinition | null, open: MaterialSpec, stoneEdging = false) {
  const material = g.material.kind === 'stepping_stones' ? open : g.material;
  let svg = groundTexture(c, g.polygon, material, rng);
  if (g.kind === 'bed' || g.kind === 'lawn') {
    // Crisp edging: steel for modern styles, a soft darker line otherwise.
    const p = c.flat(g.polygon);
    const edge = style && (style.id === 'modern_minimalist' || style.id === 'desert_modern') ? '#3a3a3a' : darken(material.color, 0.35);
    if (p.length >= 3 && stoneEdging && g.kind === 'bed')
      svg += `<polygon points="${pts(p)}" fill="none" stroke="#b9b3a6" stroke-width="4" stroke-dasharray="7 2" stroke-linejoin="round"/><polygon points="${pts(p)}" fill="none" stroke="#7d776c" stroke-width="0.8"/>`;
    else if (p.length >= 3) svg += `<polygon points="${pts(p)}" fill="none" stroke="${edge}" stroke-width="1.2" stroke-opacity="0.8"/>`;
  }
  if (g.kind === 'path' || g.kind === 'patio' || g.kind === 'pad') {
    const p = c.flat(g.polygon);
    if (p.length >= 3 && material.kind !== 'gravel' && material.kind !== 'dg')
      svg += `<polygon points="${pts(p)}" fill="none" stroke="${darken(material.color, 0.3)}" stroke-width="1"/>`;
  }
  c.ground.push(svg);
}

// ---- context: sky, street, neighbours, fences ----------------------------------

function sky(c: Canvas, rng: Rng): string {
  const { cam } = c;
  const horizon = project(cam, { x: cam.pos.x + cam.forward.x * 4000, y: cam.pos.y + cam.forward.y * 4000, z: 0 }).y;
  // The sky, the far land and the light of the place's climate (backdrop.ts), behind everything else.
  return backdropSvg(backdropSpec(c.scene), cam.width, horizon, rng, c.defs, { cloudsInside: c.sector });
}

export interface FenceLook {
  kind: 'board' | 'slats' | 'bamboo' | 'stucco' | 'hedge' | 'picket';
  color: string;
}

/** The boundary treatment a style's hardscape names, so the new fence is part of the proposal. */
function fenceFor(style: StyleDefinition): FenceLook | null {
  switch (style.id) {
    case 'modern_minimalist':
      return { kind: 'slats', color: '#7a5a40' };
    case 'desert_modern':
      return { kind: 'stucco', color: style.palette.wall };
    case 'mediterranean':
      return { kind: 'stucco', color: style.palette.wall };
    case 'japanese_zen':
    case 'tropical_oasis':
      return { kind: 'bamboo', color: '#b39b62' };
    case 'english_formal':
      return { kind: 'hedge', color: '#2f5229' };
    default:
      return null;
  }
}

function drawFenceRun(c: Canvas, a: Vec2, b: Vec2, look: FenceLook, height: number) {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const segs = Math.max(1, Math.ceil(len / 2.4));
  const at = (p: Vec2, z: number) => ({ x: p.x, y: p.y, z });
  for (let i = 0; i < segs; i++) {
    const p0 = { x: a.x + ((b.x - a.x) * i) / segs, y: a.y + ((b.y - a.y) * i) / segs };
    const p1 = { x: a.x + ((b.x - a.x) * (i + 1)) / segs, y: a.y + ((b.y - a.y) * (i + 1)) / segs };
    const q = projectPolygon(c.cam, [at(p0, 0), at(p1, 0), at(p1, height), at(p0, height)]);
    if (q.length < 3) continue;
    const col = look.color;
    let svg = '';
    let d = '';
    const lerpP = (t: number) => ({ x: p0.x + (p1.x - p0.x) * t, y: p0.y + (p1.y - p0.y) * t });
    switch (look.kind) {
      case 'board':
        svg = `<polygon points="${pts(q)}" fill="${col}" stroke="${darken(col, 0.3)}" stroke-width="0.8"/>`;
        for (let t = 0.2; t < 1; t += 0.2) d += segD(c, at(lerpP(t), 0), at(lerpP(t), height));
        if (d) svg += `<path d="${d}" stroke="${darken(col, 0.2)}" stroke-width="0.7"/>`;
        break;
      case 'slats':
        svg = `<polygon points="${pts(q)}" fill="${col}"/>`;
        for (let z = 0.16; z < height; z += 0.16) d += segD(c, at(p0, z), at(p1, z));
        if (d) svg += `<path d="${d}" stroke="${darken(col, 0.45)}" stroke-width="1.1"/>`;
        break;
      case 'bamboo':
        svg = `<polygon points="${pts(q)}" fill="${col}"/>`;
        for (let t = 0.04; t < 1; t += 0.05) d += segD(c, at(lerpP(t), 0), at(lerpP(t), height));
        if (d) svg += `<path d="${d}" stroke="${darken(col, 0.3)}" stroke-width="0.8"/>`;
        svg += `<path d="${segD(c, at(p0, height * 0.3), at(p1, height * 0.3))}${segD(c, at(p0, height * 0.75), at(p1, height * 0.75))}" stroke="#5a4a30" stroke-width="1.6"/>`;
        break;
      case 'stucco':
        svg = `<polygon points="${pts(q)}" fill="${col}" stroke="${darken(col, 0.25)}" stroke-width="0.6"/>`;
        svg += poly(projectPolygon(c.cam, [at(p0, height - 0.12), at(p1, height - 0.12), at(p1, height), at(p0, height)]), `fill="${lighten(col, 0.3)}"`);
        break;
      case 'hedge':
        svg = `<polygon points="${pts(q)}" fill="${col}"/>`;
        svg += poly(projectPolygon(c.cam, [at(p0, height - 0.35), at(p1, height - 0.35), at(p1, height), at(p0, height)]), `fill="${lighten(col, 0.18)}"`);
        break;
      case 'picket': {
        // One path for every picket in the run: narrow boards with pointed tops.
        for (let t = 0; t < 1; t += 0.12 / (len / segs)) {
          const u0 = lerpP(t);
          const u1 = lerpP(Math.min(1, t + 0.07 / (len / segs)));
          const um = lerpP(Math.min(1, t + 0.035 / (len / segs)));
          const pq = projectPolygon(c.cam, [at(u0, 0), at(u1, 0), at(u1, height - 0.08), at(um, height), at(u0, height - 0.08)]);
          if (pq.length >= 3) d += `M${pts(pq).replace(/ /g, 'L')}Z`;
        }
        svg = `<path d="${segD(c, at(p0, height * 0.3), at(p1, height * 0.3))}${segD(c, at(p0, height * 0.75), at(p1, height * 0.75))}" stroke="#d8d4c8" stroke-width="1.5"/>`;
        if (d) svg += `<path d="${d}" fill="${col}" stroke="#b9b4a6" stroke-width="0.5"/>`;
        break;
      }
    }
    const mid = { x: (p0.x + p1.x) / 2, y: (p0.y + p1.y) / 2 };
    c.add(mid, svg, 0.5);
  }
}

function segD(c: Canvas, a: Vec3, b: Vec3): string {
  const p = projectPolygon(c.cam, [a, b, b]);
  if (p.length < 2) return '';
  return `M${n(p[0].x)},${n(p[0].y)}L${n(p[1].x)},${n(p[1].y)}`;
}

function context(c: Canvas, area: AreaId, fence: FenceLook | null = null) {
  const { scene } = c;
  const L = scene.lot;
  // Neighbourhood ground first, then the street frontage.
  c.ground.push(
    poly(
      c.flat([
        { x: -3000, y: -3000 },
        { x: 3000, y: -3000 },
        { x: 3000, y: 3000 },
        { x: -3000, y: 3000 },
      ]),
      `fill="${mix(scene.existing.lawnColor, backdropSpec(scene).ground, 0.5)}"`,
    ),
  );
  c.ground.push(
    poly(
      c.flat([
        { x: -80, y: -16 },
        { x: L.width + 80, y: -16 },
        { x: L.width + 80, y: -2.6 },
        { x: -80, y: -2.6 },
      ]),
      'fill="#6f7174"',
    ),
  );
  c.ground.push(worldLine(c, { x: -80, y: -9.3 }, { x: L.width + 80, y: -9.3 }, 'stroke="#e8d27a" stroke-width="1.2" stroke-dasharray="10 8"'));
  c.ground.push(
    poly(
      c.flat([
        { x: -80, y: -2.6 },
        { x: L.width + 80, y: -2.6 },
        { x: L.width + 80, y: -1.7 },
        { x: -80, y: -1.7 },
      ]),
      'fill="#86a05c"',
    ),
  );
  c.ground.push(
    poly(
      c.flat([
        { x: -80, y: -1.6 },
        { x: L.width + 80, y: -1.6 },
        { x: L.width + 80, y: -0.05 },
        { x: -80, y: -0.05 },
      ]),
      'fill="#cfccc4"',
    ),
  );
  let joints = '';
  for (let x = -80; x < L.width + 80; x += 1.5) joints += worldSeg(c, { x, y: -1.6 }, { x, y: -0.05 });
  if (joints) c.ground.push(`<path d="${joints}" stroke="#aaa69c" stroke-width="0.7"/>`);
  // Neighbouring houses, in muted tones, on both sides.
  const f = scene.house.footprint;
  for (const side of [-1, 1]) {
    const nx = side < 0 ? -13 : L.width + 2.5;
    const spec = {
      ...scene.house,
      footprint: { x: nx, y: f.y + side * 1.2, w: 10.5, h: 10 },
      storeys: 1 as const,
      wallHeight: 3,
      siding: { kind: 'lap' as const, color: side < 0 ? '#cfc8b8' : '#b9c2c6' },
      roof: { ...scene.house.roof, type: 'gable' as const, color: '#6a6a6a', pitch: 0.4 },
      windows: [
        { u: 2.5, v: 0.9, w: 1.4, h: 1.3, storey: 0 },
        { u: 7.5, v: 0.9, w: 1.4, h: 1.3, storey: 0 },
      ],
      rearWindows: [{ u: 3, v: 0.9, w: 1.6, h: 1.3, storey: 0 }],
      garage: null,
      porch: false,
      chimney: undefined,
      door: { ...scene.house.door, u: 5 },
    };
    const at = { x: nx + 5, y: f.y + 5 };
    c.add(at, layer('opacity="0.9"', drawHouse(c.cam, spec), project(c.cam, { ...at, z: 0 }), c.cam), 40);
  }

  // Fences on the side lot lines behind the front of the house, and across the back.
  const fenceH = scene.fence.height;
  const runs: [Vec2, Vec2][] = [
    [
      { x: 0.05, y: f.y + 1 },
      { x: 0.05, y: L.depth },
    ],
    [
      { x: L.width - 0.05, y: f.y + 1 },
      { x: L.width - 0.05, y: L.depth },
    ],
  ];
  if (area !== 'backyard')
    runs.push([
      { x: 0.05, y: L.depth },
      { x: L.width - 0.05, y: L.depth },
    ]);
  // Gate-side returns from the house to the side fences.
  // The side view looks through the side gate, so that return is left open.
  if (!(area === 'side_yard' && scene.sideYardSide === 'left'))
    runs.push([
      { x: 0.05, y: f.y + 1 },
      { x: f.x, y: f.y + 1 },
    ]);
  if (!(area === 'side_yard' && scene.sideYardSide === 'right'))
    runs.push([
      { x: f.x + f.w, y: f.y + 1 },
      { x: L.width - 0.05, y: f.y + 1 },
    ]);
  const look = fence ?? { kind: 'board' as const, color: scene.fence.color };
  for (const [a, b] of runs) drawFenceRun(c, a, b, look, look.kind === 'hedge' ? 2.0 : fenceH);
}

// ---- objects --------------------------------------------------------------------

function shadowAt(c: Canvas, at: Vec2, radius: number, height: number): string {
  // Sun from the front left: shadows fall back and to the right.
  const off = { x: at.x + Math.min(height, 4) * 0.25, y: at.y + Math.min(height, 4) * 0.15 };
  // Two flat layers give a soft edge at a fraction of a radial gradient's raster cost.
  const outer = c.flat(ellipsePolygon(off, radius * 1.05, radius * 0.85, 14));
  const inner = c.flat(ellipsePolygon(off, radius * 0.72, radius * 0.58, 12));
  if (outer.length < 3) return '';
  return `<polygon points="${pts(outer)}" fill="#101a10" fill-opacity="0.1"/>${inner.length >= 3 ? `<polygon points="${pts(inner)}" fill="#101a10" fill-opacity="0.13"/>` : ''}`;
}

/**
 * `ageYears`: the plant drawn at its true size that many years after planting (growth/growth.ts) instead
 * of the design render's usual look (shrubs a little past planting, trees young).
 */
function addPlant(c: Canvas, plantId: string, at: Vec2, rng: Rng, growthShown: number, ageYears?: number) {
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

function box(c: Canvas, x0: number, y0: number, x1: number, y1: number, z0: number, z1: number, side: string, top: string): string {
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

function cylinder(c: Canvas, at: Vec2, r: number, z0: number, z1: number, side: string, top: string, segments = 16): string {
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

function drawFeature(c: Canvas, f: PlacedFeature, style: StyleDefinition, rng: Rng) {
  const at = { x: f.x, y: f.y };
  const pal = style.palette;
  const P = (x: number, y: number, z: number) => project(c.cam, { x, y, z });
  switch (f.kind) {
    case 'fire_pit': {
      let svg = cylinder(c, at, 0.6, 0, 0.45, '#8d8478', '#6f675d');
      svg += poly(c.flat(ellipsePolygon(at, 0.45, 0.45, 14), 0.46), 'fill="#2b2624"');
      const top = P(at.x, at.y, 0.5);
      const s = scaleAt(c.cam, top.depth);
      svg += `<ellipse cx="${n(top.x)}" cy="${n(top.y - s * 0.25)}" rx="${n(s * 0.55)}" ry="${n(s * 0.45)}" fill="url(#glow)"/>`;
      svg += `<path d="M${n(top.x - s * 0.22)},${n(top.y)} Q${n(top.x - s * 0.2)},${n(top.y - s * 0.35)} ${n(top.x)},${n(top.y - s * 0.62)} Q${n(top.x + s * 0.22)},${n(top.y - s * 0.3)} ${n(top.x + s * 0.22)},${n(top.y)}Z" fill="#f28a1e"/><path d="M${n(top.x - s * 0.1)},${n(top.y)} Q${n(top.x - s * 0.08)},${n(top.y - s * 0.2)} ${n(top.x + s * 0.02)},${n(top.y - s * 0.38)} Q${n(top.x + s * 0.12)},${n(top.y - s * 0.18)} ${n(top.x + s * 0.1)},${n(top.y)}Z" fill="#ffd65a"/>`;
      c.add(at, svg);
      // Lounge chairs facing the fire.
      for (let i = 0; i < 4; i++) {
        const a = (i / 4) * Math.PI * 2 + Math.PI / 4;
        const cx = at.x + Math.cos(a) * 1.55;
        const cy = at.y + Math.sin(a) * 1.55;
        c.add(
          { x: cx, y: cy },
          box(c, cx - 0.35, cy - 0.35, cx + 0.35, cy + 0.35, 0, 0.42, pal.furniture, lighten(pal.furniture, 0.2)) +
            box(c, cx - 0.35, cy - 0.35, cx + 0.35, cy + 0.35, 0.42, 0.5, lighten(pal.furniture, 0.25), '#efe9dc'),
        );
      }
      return;
    }
    case 'water_feature': {
      if (f.variant === 'pond') {
        const pondPoly = ellipsePolygon(at, f.w / 2, f.h / 2, 22, rng.range(0, 1));
        const p = c.flat(pondPoly);
        let svg = `<polygon points="${pts(p)}" fill="url(#water)" stroke="#7d8a8f" stroke-width="2"/>`;
        const hl = c.flat(ellipsePolygon({ x: at.x - f.w * 0.1, y: at.y - f.h * 0.05 }, f.w * 0.25, f.h * 0.12, 10));
        svg += `<polygon points="${pts(hl)}" fill="#ffffff" fill-opacity="0.35"/>`;
        c.ground.push(svg);
        for (let i = 0; i < 9; i++) {
          const a = (i / 9) * Math.PI * 2;
          const rx = at.x + Math.cos(a) * f.w * 0.52;
          const ry = at.y + Math.sin(a) * f.h * 0.52;
          const rp = P(rx, ry, 0);
          const s = scaleAt(c.cam, rp.depth);
          c.add(
            { x: rx, y: ry },
            `<ellipse cx="${n(rp.x)}" cy="${n(rp.y - s * 0.1)}" rx="${n(s * rng.range(0.18, 0.3))}" ry="${n(s * 0.14)}" fill="${mix('#8d8a84', '#b4aea4', rng.next())}" stroke="#5d5a55" stroke-width="0.5"/>`,
          );
        }
      } else if (f.variant === 'water_wall') {
        const x0 = at.x - f.w / 2;
        const x1 = at.x + f.w / 2;
        let svg = box(c, x0, at.y - 0.15, x1, at.y + 0.15, 0, 1.3, '#6b6a68', '#7e7d7a');
        svg += poly(
          projectPolygon(c.cam, [
            { x: x0 + 0.15, y: at.y - 0.16, z: 0.25 },
            { x: x1 - 0.15, y: at.y - 0.16, z: 0.25 },
            { x: x1 - 0.15, y: at.y - 0.16, z: 1.2 },
            { x: x0 + 0.15, y: at.y - 0.16, z: 1.2 },
          ]),
          'fill="url(#water)" fill-opacity="0.9"',
        );
        svg += box(c, x0 - 0.1, at.y - 0.55, x1 + 0.1, at.y - 0.15, 0, 0.3, '#7e7d7a', '#5d8fae');
        c.add(at, svg);
      } else {
        let svg = cylinder(c, at, 0.9, 0, 0.5, '#cbc3b3', '#6b9cb8');
        svg += cylinder(c, at, 0.12, 0.5, 1.2, '#c0b8a8', '#c0b8a8', 8);
        svg += cylinder(c, at, 0.4, 1.2, 1.32, '#cbc3b3', '#7fb0cc', 12);
        const t = P(at.x, at.y, 1.45);
        const s = scaleAt(c.cam, t.depth);
        svg += `<path d="M${n(t.x)},${n(t.y)} Q${n(t.x - s * 0.3)},${n(t.y - s * 0.2)} ${n(t.x - s * 0.45)},${n(t.y + s * 0.25)} M${n(t.x)},${n(t.y)} Q${n(t.x + s * 0.3)},${n(t.y - s * 0.2)} ${n(t.x + s * 0.45)},${n(t.y + s * 0.25)}" stroke="#e6f3fa" stroke-width="${n(Math.max(1, s * 0.04))}" fill="none"/>`;
        c.add(at, svg);
      }
      return;
    }
    case 'pergola': {
      const x0 = at.x - f.w / 2;
      const x1 = at.x + f.w / 2;
      const y0 = at.y - f.h / 2;
      const y1 = at.y + f.h / 2;
      const wood = style.id === 'modern_minimalist' || style.id === 'desert_modern' ? '#3b3b3b' : '#8a6a4a';
      let back = '';
      let front = '';
      for (const [px, py] of [
        [x0, y1],
        [x1, y1],
      ])
        back += box(c, px - 0.09, py - 0.09, px + 0.09, py + 0.09, 0, 2.6, wood, wood);
      for (const [px, py] of [
        [x0, y0],
        [x1, y0],
      ])
        front += box(c, px - 0.09, py - 0.09, px + 0.09, py + 0.09, 0, 2.6, wood, wood);
      let roof =
        box(c, x0 - 0.3, y0 - 0.08, x1 + 0.3, y0 + 0.08, 2.6, 2.8, wood, lighten(wood, 0.2)) +
        box(c, x0 - 0.3, y1 - 0.08, x1 + 0.3, y1 + 0.08, 2.6, 2.8, wood, lighten(wood, 0.2));
      for (let x = x0; x <= x1 + 0.01; x += 0.45) roof += box(c, x - 0.04, y0 - 0.3, x + 0.04, y1 + 0.3, 2.8, 2.92, lighten(wood, 0.1), lighten(wood, 0.25));
      c.add({ x: at.x, y: y1 }, back, 0.2);
      c.add({ x: at.x, y: y0 }, front + roof, -0.2);
      return;
    }
    case 'patio_seating': {
      let svg = cylinder(c, at, 0.55, 0.7, 0.76, '#d8d2c4', lighten(pal.furniture, 0.6), 14);
      svg = cylinder(c, at, 0.06, 0, 0.7, pal.furniture, pal.furniture, 6) + svg;
      const chairs: string[] = [];
      for (let i = 0; i < 4; i++) {
        const a = (i / 4) * Math.PI * 2 + Math.PI / 4;
        const cx = at.x + Math.cos(a) * 0.95;
        const cy = at.y + Math.sin(a) * 0.95;
        chairs.push(box(c, cx - 0.23, cy - 0.23, cx + 0.23, cy + 0.23, 0.0, 0.45, pal.furniture, lighten(pal.furniture, 0.3)));
      }
      // Umbrella over the table.
      const top = P(at.x, at.y, 2.4);
      const s = scaleAt(c.cam, top.depth);
      const umb = `<line x1="${n(top.x)}" y1="${n(top.y)}" x2="${n(P(at.x, at.y, 0.76).x)}" y2="${n(P(at.x, at.y, 0.76).y)}" stroke="#555" stroke-width="${n(Math.max(1, s * 0.04))}"/><path d="M${n(top.x - s * 1.2)},${n(top.y + s * 0.35)} Q${n(top.x)},${n(top.y - s * 0.35)} ${n(top.x + s * 1.2)},${n(top.y + s * 0.35)}Z" fill="${lighten(pal.accent, 0.15)}" stroke="${darken(pal.accent, 0.2)}" stroke-width="0.8"/>`;
      c.add(at, chairs.slice(2).join('') + svg + chairs.slice(0, 2).join('') + umb);
      return;
    }
    case 'raised_vegetable_beds': {
      const x0 = at.x - f.w / 2;
      const x1 = at.x + f.w / 2;
      const y0 = at.y - f.h / 2;
      const y1 = at.y + f.h / 2;
      const wood = style.id === 'modern_minimalist' || style.id === 'desert_modern' ? '#8a4a2a' : '#9a7550';
      let svg = box(c, x0, y0, x1, y1, 0, 0.5, wood, '#5a4030');
      // Rows of vegetables, with a few red tomatoes and orange squash for readability.
      const along = f.w > f.h;
      const rows = 3;
      for (let r = 0; r < rows; r++) {
        for (let k = 0; k < 5; k++) {
          const u = (k + 0.5) / 5;
          const v = (r + 0.5) / rows;
          const px = along ? x0 + f.w * u : x0 + f.w * v;
          const py = along ? y0 + f.h * v : y0 + f.h * u;
          const p = P(px, py, 0.5);
          const s = scaleAt(c.cam, p.depth);
          const col = r === 1 ? '#4e8a2e' : '#6aa33a';
          svg += `<ellipse cx="${n(p.x)}" cy="${n(p.y - s * 0.12)}" rx="${n(s * 0.2)}" ry="${n(s * 0.16)}" fill="${col}"/>`;
          if ((k + r) % 3 === 0)
            svg += `<circle cx="${n(p.x + s * 0.06)}" cy="${n(p.y - s * 0.16)}" r="${n(Math.max(0.8, s * 0.05))}" fill="${r === 2 ? '#e08a2a' : '#d63a2a'}"/>`;
        }
      }
      c.add(at, svg);
      return;
    }
    case 'lighting': {
      const base = P(at.x, at.y, 0);
      const top = P(at.x, at.y, 0.55);
      const s = scaleAt(c.cam, base.depth);
      c.add(
        at,
        `<line x1="${n(base.x)}" y1="${n(base.y)}" x2="${n(top.x)}" y2="${n(top.y)}" stroke="#2e2e2e" stroke-width="${n(Math.max(0.8, s * 0.05))}"/><rect x="${n(top.x - s * 0.07)}" y="${n(top.y - s * 0.06)}" width="${n(s * 0.14)}" height="${n(s * 0.1)}" fill="#fbe9a0" stroke="#2e2e2e" stroke-width="0.6"/>`,
      );
      return;
    }
    case 'seating_bench': {
      const alongX = true;
      const x0 = at.x - (alongX ? f.w / 2 : f.h / 2);
      const x1 = at.x + (alongX ? f.w / 2 : f.h / 2);
      const wood = style.id === 'english_formal' || style.id === 'english_cottage' ? '#d8d2c4' : '#9a7550';
      let svg =
        box(c, x0, at.y - 0.22, x0 + 0.12, at.y + 0.22, 0, 0.42, darken(wood, 0.2), wood) +
        box(c, x1 - 0.12, at.y - 0.22, x1, at.y + 0.22, 0, 0.42, darken(wood, 0.2), wood);
      svg += box(c, x0, at.y - 0.25, x1, at.y + 0.25, 0.42, 0.5, wood, lighten(wood, 0.2));
      svg += box(c, x0, at.y + 0.2, x1, at.y + 0.28, 0.5, 0.95, wood, lighten(wood, 0.2));
      c.add(at, svg);
      return;
    }
    case 'boulders': {
      const base = P(at.x, at.y, 0);
      const s = scaleAt(c.cam, base.depth);
      const rx = (f.w / 2) * s;
      const ry = f.h * 0.5 * s;
      const col = style.id === 'desert_modern' || style.id === 'california_native' ? '#b49a7a' : '#9a958c';
      const pts3 = [] as { x: number; y: number }[];
      for (let i = 0; i < 8; i++) {
        const a = Math.PI + (i / 7) * Math.PI;
        pts3.push({ x: base.x + Math.cos(a) * rx * rng.range(0.85, 1.05), y: base.y + Math.sin(a) * ry * 1.5 * rng.range(0.8, 1.1) });
      }
      c.ground.push(shadowAt(c, at, f.w / 2, 0.6));
      c.add(
        at,
        `<path d="${smoothPath(pts3)}" fill="${col}" stroke="${darken(col, 0.4)}" stroke-width="0.8"/><path d="M${n(base.x - rx * 0.6)},${n(base.y - ry * 0.9)} Q${n(base.x - rx * 0.1)},${n(base.y - ry * 1.5)} ${n(base.x + rx * 0.4)},${n(base.y - ry * 1.1)}" stroke="${lighten(col, 0.35)}" stroke-width="${n(Math.max(1, s * 0.06))}" fill="none" stroke-linecap="round"/>`,
      );
      return;
    }
    case 'planter_pots': {
      const base = P(at.x, at.y, 0);
      const s = scaleAt(c.cam, base.depth);
      const w0 = s * 0.22;
      const w1 = s * 0.3;
      const h = s * 0.6;
      const pot = pal.pot;
      let svg = `<path d="M${n(base.x - w0)},${n(base.y)} L${n(base.x - w1)},${n(base.y - h)} L${n(base.x + w1)},${n(base.y - h)} L${n(base.x + w0)},${n(base.y)}Z" fill="${pot}" stroke="${darken(pot, 0.3)}" stroke-width="0.8"/><rect x="${n(base.x - w1 * 1.05)}" y="${n(base.y - h - s * 0.06)}" width="${n(w1 * 2.1)}" height="${n(s * 0.08)}" fill="${lighten(pot, 0.15)}"/>`;
      const plant = style.plants.find((p) => p.form === 'clipped_ball' || p.form === 'agave' || p.form === 'grass' || p.form === 'strap') ?? style.plants[0];
      svg += plantSprite({
        spec: { ...plant, id: `${plant.id}-potted`, heightM: 0.7, widthM: 0.6 },
        x: base.x,
        y: base.y - h,
        s,
        rng,
        growth: 1,
        shared: c.shared,
      });
      c.add(at, svg);
      return;
    }
    case 'stone_lantern': {
      let svg = box(c, at.x - 0.2, at.y - 0.2, at.x + 0.2, at.y + 0.2, 0, 0.15, '#9a968e', '#aaa69e');
      svg += cylinder(c, at, 0.08, 0.15, 0.7, '#a19d95', '#a19d95', 8);
      svg += box(c, at.x - 0.22, at.y - 0.22, at.x + 0.22, at.y + 0.22, 0.7, 1.0, '#8f8b83', '#a19d95');
      const lamp = P(at.x, at.y - 0.23, 0.85);
      const s = scaleAt(c.cam, lamp.depth);
      svg += `<rect x="${n(lamp.x - s * 0.08)}" y="${n(lamp.y - s * 0.1)}" width="${n(s * 0.16)}" height="${n(s * 0.16)}" fill="#f7e3a0"/>`;
      const roofP = [P(at.x - 0.38, at.y - 0.38, 1.0), P(at.x + 0.38, at.y - 0.38, 1.0), P(at.x, at.y, 1.3)];
      svg += `<polygon points="${pts(roofP)}" fill="#86827a"/>`;
      c.add(at, svg);
      return;
    }
    case 'arbor': {
      const posts = f.points ?? [];
      if (posts.length < 2) return;
      const white = style.id === 'cottage_garden' || style.id === 'english_cottage' ? '#f4f1e8' : '#8a6a4a';
      let svg = '';
      for (const p of posts) svg += box(c, p.x - 0.07, p.y - 0.07, p.x + 0.07, p.y + 0.07, 0, 2.3, white, white);
      const a = posts[0];
      const b = posts[1];
      const arc: { x: number; y: number }[] = [];
      for (let i = 0; i <= 10; i++) {
        const t = i / 10;
        arc.push(P(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, 2.3 + Math.sin(t * Math.PI) * 0.45));
      }
      const s = scaleAt(c.cam, P(at.x, at.y, 2).depth);
      svg += `<polyline points="${pts(arc)}" fill="none" stroke="${white}" stroke-width="${n(Math.max(1.5, s * 0.1))}"/>`;
      // A climbing rose: small leaf clusters up one post and over the arch, with blooms.
      const roseColor = style.palette.accent;
      const climb: { x: number; y: number }[] = [];
      for (let i = 0; i <= 14; i++) climb.push(P(a.x, a.y, (2.3 * i) / 14));
      for (let i = 0; i <= 24; i++) {
        const t = i / 24;
        climb.push(P(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, 2.3 + Math.sin(t * Math.PI) * 0.45));
      }
      for (let i = 0; i <= 7; i++) climb.push(P(b.x, b.y, 2.3 - (1.2 * i) / 7));
      for (const [i, q] of climb.entries()) {
        const r = Math.max(1.2, s * rng.range(0.05, 0.085));
        const ox = rng.range(-1, 1) * s * 0.08;
        svg += `<circle cx="${n(q.x + ox)}" cy="${n(q.y)}" r="${n(r)}" fill="${i % 3 ? '#4b7a3a' : '#3d6a30'}"/>`;
        if (i % 2 === 0) svg += `<circle cx="${n(q.x + ox + r * 0.4)}" cy="${n(q.y - r * 0.3)}" r="${n(Math.max(0.8, r * 0.42))}" fill="${roseColor}"/>`;
      }
      c.add(at, svg, -0.3);
      return;
    }
    case 'bird_bath': {
      // cast stone, as sold: a flared foot, a slim column, a bowl about 60 cm across holding its water
      let svg = cylinder(c, at, 0.19, 0, 0.07, '#bdb6a8', '#c9c2b4', 12);
      svg += cylinder(c, at, 0.075, 0.07, 0.6, '#c9c2b4', '#c9c2b4', 8);
      svg += cylinder(c, at, 0.16, 0.6, 0.68, '#c4bdaf', '#c9c2b4', 12);
      svg += cylinder(c, at, 0.29, 0.68, 0.76, '#d2cbbd', '#d8d1c3', 16);
      svg += poly(c.flat(ellipsePolygon(at, 0.24, 0.24, 16), 0.761), 'fill="#8fb8cf"');
      c.add(at, svg);
      return;
    }
    case 'stepping_stones': {
      for (const p of f.points ?? []) {
        const stone = ellipsePolygon(p, 0.32, 0.26, 10, rng.range(0, 1));
        const q = c.flat(stone);
        if (q.length >= 3)
          c.ground.push(
            `<polygon points="${pts(q)}" fill="${style.materials.path.kind === 'stepping_stones' ? style.materials.path.color : '#b89a78'}" stroke="${darken(style.materials.path.color, 0.35)}" stroke-width="0.8"/>`,
          );
      }
      return;
    }
    case 'hot_tub': {
      // A square spa with a wood or concrete surround and its water showing over the rim.
      const x0 = at.x - f.w / 2;
      const x1 = at.x + f.w / 2;
      const y0 = at.y - f.h / 2;
      const y1 = at.y + f.h / 2;
      const shell = style.id === 'modern_minimalist' || style.id === 'desert_modern' ? '#8f8c86' : '#8a6a4a';
      let svg = box(c, x0, y0, x1, y1, 0, 0.9, shell, lighten(shell, 0.2));
      svg += poly(c.flat(rectPolygon({ x: x0 + 0.18, y: y0 + 0.18, w: f.w - 0.36, h: f.h - 0.36 }), 0.91), 'fill="url(#water)"');
      c.ground.push(shadowAt(c, at, f.w / 2, 0.9));
      c.add(at, svg);
      return;
    }
    case 'outdoor_kitchen': {
      // A counter run with a grill hood at one end and a stone top.
      const x0 = at.x - f.w / 2;
      const x1 = at.x + f.w / 2;
      const y0 = at.y - f.h / 2;
      const y1 = at.y + f.h / 2;
      let svg = box(c, x0, y0, x1, y1, 0, 0.9, '#9a8f80', '#d8d2c4');
      const gx = x0 + f.w * 0.3;
      svg += box(c, gx - 0.4, y0 + 0.1, gx + 0.4, y1 - 0.1, 0.9, 1.25, '#7a7a7a', '#b8b8b8');
      c.ground.push(shadowAt(c, at, f.w / 2, 0.9));
      c.add(at, svg);
      return;
    }
    case 'storage_shed': {
      // A small garden shed: walls in the style's wall colour, a door and a gabled roof.
      const x0 = at.x - f.w / 2;
      const x1 = at.x + f.w / 2;
      const y0 = at.y - f.h / 2;
      const y1 = at.y + f.h / 2;
      let svg = box(c, x0, y0, x1, y1, 0, 2.0, pal.wall, lighten(pal.wall, 0.1));
      svg += poly(
        projectPolygon(c.cam, [
          { x: at.x - 0.4, y: y0 - 0.01, z: 0 },
          { x: at.x + 0.4, y: y0 - 0.01, z: 0 },
          { x: at.x + 0.4, y: y0 - 0.01, z: 1.8 },
          { x: at.x - 0.4, y: y0 - 0.01, z: 1.8 },
        ]),
        `fill="${darken(pal.wall, 0.35)}"`,
      );
      const roof = darken(pal.furniture, 0.1);
      svg += poly(
        projectPolygon(c.cam, [
          { x: x0 - 0.15, y: y0 - 0.15, z: 2.0 },
          { x: x1 + 0.15, y: y0 - 0.15, z: 2.0 },
          { x: x1 + 0.15, y: at.y, z: 2.6 },
          { x: x0 - 0.15, y: at.y, z: 2.6 },
        ]),
        `fill="${roof}"`,
      );
      svg += poly(
        projectPolygon(c.cam, [
          { x: x0 - 0.15, y: at.y, z: 2.6 },
          { x: x1 + 0.15, y: at.y, z: 2.6 },
          { x: x1 + 0.15, y: y1 + 0.15, z: 2.0 },
          { x: x0 - 0.15, y: y1 + 0.15, z: 2.0 },
        ]),
        `fill="${darken(roof, 0.2)}"`,
      );
      c.ground.push(shadowAt(c, at, Math.max(f.w, f.h) / 2, 2.4));
      c.add(at, svg);
      return;
    }
    case 'trampoline': {
      // A round mat on legs with its safety net drawn as a ring of posts and a top rail.
      const r = Math.min(f.w, f.h) / 2;
      let svg = cylinder(c, at, r, 0.75, 0.8, '#2e5a8a', '#1e1e1e', 20);
      const rail: { x: number; y: number }[] = [];
      for (let i = 0; i <= 20; i++) {
        const a = (i / 20) * Math.PI * 2;
        rail.push(P(at.x + Math.cos(a) * r, at.y + Math.sin(a) * r, 2.4));
      }
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2;
        const b = P(at.x + Math.cos(a) * r, at.y + Math.sin(a) * r, 0);
        const t = P(at.x + Math.cos(a) * r, at.y + Math.sin(a) * r, 2.4);
        svg += `<line x1="${n(b.x)}" y1="${n(b.y)}" x2="${n(t.x)}" y2="${n(t.y)}" stroke="#2e2e2e" stroke-width="1.2"/>`;
      }
      svg += `<polyline points="${pts(rail)}" fill="none" stroke="#2e5a8a" stroke-width="1.6"/>`;
      c.ground.push(shadowAt(c, at, r, 0.8));
      c.add(at, svg);
      return;
    }
    case 'swing_set': {
      // Two A-frames, a top beam and two swings on chains.
      const x0 = at.x - f.w / 2;
      const x1 = at.x + f.w / 2;
      const wood = '#8a6a4a';
      let svg = '';
      for (const x of [x0, x1]) {
        for (const dy of [-f.h / 2, f.h / 2]) {
          const b = P(x, at.y + dy, 0);
          const t = P(x, at.y, 2.3);
          svg += `<line x1="${n(b.x)}" y1="${n(b.y)}" x2="${n(t.x)}" y2="${n(t.y)}" stroke="${wood}" stroke-width="${n(Math.max(1.5, scaleAt(c.cam, b.depth) * 0.1))}"/>`;
        }
      }
      const l = P(x0, at.y, 2.3);
      const r = P(x1, at.y, 2.3);
      svg += `<line x1="${n(l.x)}" y1="${n(l.y)}" x2="${n(r.x)}" y2="${n(r.y)}" stroke="${wood}" stroke-width="${n(Math.max(1.5, scaleAt(c.cam, l.depth) * 0.12))}"/>`;
      for (const u of [0.3, 0.7]) {
        const x = x0 + f.w * u;
        for (const dx of [-0.2, 0.2]) {
          const top = P(x + dx, at.y, 2.3);
          const seat = P(x + dx, at.y, 0.5);
          svg += `<line x1="${n(top.x)}" y1="${n(top.y)}" x2="${n(seat.x)}" y2="${n(seat.y)}" stroke="#555" stroke-width="0.8"/>`;
        }
        svg += box(c, x - 0.25, at.y - 0.12, x + 0.25, at.y + 0.12, 0.45, 0.5, pal.accent, lighten(pal.accent, 0.2));
      }
      c.add(at, svg);
      return;
    }
    case 'hammock': {
      // A hammock slung between two posts.
      const x0 = at.x - f.w / 2;
      const x1 = at.x + f.w / 2;
      let svg =
        box(c, x0 - 0.06, at.y - 0.06, x0 + 0.06, at.y + 0.06, 0, 1.6, '#6b4f3a', '#6b4f3a') +
        box(c, x1 - 0.06, at.y - 0.06, x1 + 0.06, at.y + 0.06, 0, 1.6, '#6b4f3a', '#6b4f3a');
      const sling: { x: number; y: number }[] = [];
      for (let i = 0; i <= 12; i++) {
        const t = i / 12;
        sling.push(P(x0 + f.w * t, at.y, 1.4 - Math.sin(t * Math.PI) * 0.8));
      }
      const s = scaleAt(c.cam, P(at.x, at.y, 0.6).depth);
      svg += `<polyline points="${pts(sling)}" fill="none" stroke="${lighten(pal.accent, 0.25)}" stroke-width="${n(Math.max(2, s * 0.35))}" stroke-linecap="round"/>`;
      c.add(at, svg);
      return;
    }
    case 'compost_bins': {
      // Two slatted timber bins side by side.
      const x0 = at.x - f.w / 2;
      const y0 = at.y - f.h / 2;
      const y1 = at.y + f.h / 2;
      let svg = '';
      for (let i = 0; i < 2; i++) {
        const a = x0 + (f.w / 2) * i;
        svg += box(c, a + 0.05, y0, a + f.w / 2 - 0.05, y1, 0, 0.9, '#8a6a4a', '#4a3426');
      }
      c.add(at, svg);
      return;
    }
    case 'play_lawn':
    case 'shade_tree':
    case 'stone_edging':
    case 'stone_path':
    case 'wide_path':
    case 'drip_irrigation':
    case 'flower_beds':
    case 'gravel_path':
    case 'privacy_hedge':
      return;
  }
}

// ---- document -------------------------------------------------------------------

function baseDefs(scene: Scene): string {
  // The sun's glow over a proposal's garden, in the light of the place (backdrop.ts).
  const sun = backdropSpec(scene).sun;
  return `<radialGradient id="sun" cx="0.12" cy="0.05" r="0.9"><stop offset="0" stop-color="${sun.color}" stop-opacity="${sun.opacity}"/><stop offset="1" stop-color="${sun.color}" stop-opacity="0"/></radialGradient>${OBJECT_DEFS}`;
}

/** The paints the drawn objects use (water, glass, a fire's glow, soft shadows), whatever the place. */
const OBJECT_DEFS = [
  '<radialGradient id="shadow"><stop offset="0" stop-color="#101a10" stop-opacity="0.38"/><stop offset="0.7" stop-color="#101a10" stop-opacity="0.18"/><stop offset="1" stop-color="#101a10" stop-opacity="0"/></radialGradient>',
  '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fb8c8"/><stop offset="0.45" stop-color="#5f7a8c"/><stop offset="0.5" stop-color="#8ea7b7"/><stop offset="1" stop-color="#3f5666"/></linearGradient>',
  '<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb6d0"/><stop offset="1" stop-color="#2f6f8f"/></linearGradient>',
  '<radialGradient id="glow"><stop offset="0" stop-color="#ffcf6a" stop-opacity="0.7"/><stop offset="1" stop-color="#ffcf6a" stop-opacity="0"/></radialGradient>',
  '<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>',
].join('');

/** The colour the house is painted in a visibility mask (visibility.ts counts it). */
export const HOUSE_MASK = '#ff00ff';

/** What must not change in a redesign, painted white on black: the keep mask (keep-mask.ts). */
export const KEEP_MASK = { keep: '#ffffff', free: '#000000' } as const;

/**
 * Every fill and stroke of a piece of SVG in one flat colour: mostly opaque marks become opaque, faint
 * ones (a foundation shadow on the lawn, a siding line) are left out, as the eye reads them.
 */
function flat(svg: string, color: string): string {
  return `<g fill="${color}">${svg
    .replace(/fill="(?!none")[^"]*"/g, `fill="${color}"`)
    .replace(/stroke="(?!none")[^"]*"/g, `stroke="${color}"`)
    .replace(/ ((?:fill-|stroke-)?opacity)="([^"]*)"/g, (_m, attr: string, v: string) => (Number(v) < 0.5 ? ` ${attr}="0"` : ''))}</g>`;
}

function compose(c: Canvas, skyRng: Rng, warm: boolean, houseMask = false, keepMask: false | 'all' | 'house' = false, frameEffects = true): string {
  const back = c.objects.filter((o) => o.behindHouse).sort((a, b) => b.depth - a.depth);
  const front = c.objects.filter((o) => !o.behindHouse).sort((a, b) => b.depth - a.depth);
  const house = drawHouse(c.cam, c.scene.house);
  if (keepMask) {
    // The house, the driveway and the trees the plan keeps in white; everything the design may change,
    // and everything standing in front of what it keeps, in black.
    // 'house' keeps the house alone (tests compare it with the house the renderer draws).
    const all = keepMask === 'all';
    const obj = (o: Drawable) => flat(o.svg, o.keep && all ? KEEP_MASK.keep : KEEP_MASK.free);
    const body =
      `<rect width="${c.cam.width}" height="${c.cam.height}" fill="${KEEP_MASK.free}"/>` +
      (all ? flat(drivewaySvg(c), KEEP_MASK.keep) : '') +
      back.map(obj).join('') +
      flat(house, KEEP_MASK.keep) +
      front.map(obj).join('');
    return svgDocument(c.cam.width, c.cam.height, baseDefs(c.scene) + c.defs.join(''), body);
  }
  const body =
    sky(c, skyRng) +
    c.ground.join('') +
    back.map((o) => o.svg).join('') +
    // Late-morning sun from the upper left warms the proposal's garden; it is laid under the house
    // so the house keeps exactly the pixels of the before image.
    (warm && !houseMask && frameEffects ? `<rect width="${c.cam.width}" height="${c.cam.height}" fill="url(#sun)"/>` : '') +
    (houseMask ? house.replace(/fill="[^"]*"/g, `fill="${HOUSE_MASK}"`).replace(/stroke="[^"]*"/g, `stroke="${HOUSE_MASK}"`) : house) +
    front.map((o) => o.svg).join('') +
    (houseMask || !frameEffects ? '' : `<rect width="${c.cam.width}" height="${c.cam.height}" fill="url(#vignette)"/>`);
  return svgDocument(c.cam.width, c.cam.height, baseDefs(c.scene) + c.defs.join(''), body);
}

/** The driveway, which it crosses the sidewalk and parkway to the street. */
function drivewaySvg(c: Canvas): string {
  const drive = polygonBounds(c.scene.driveway);
  let svg = poly(
    c.flat([
      { x: drive.x, y: -2.6 },
      { x: drive.x + drive.w, y: -2.6 },
      { x: drive.x + drive.w, y: drive.y + drive.h },
      { x: drive.x, y: drive.y + drive.h },
    ]),
    'fill="#c4c0b8" stroke="#a19d95" stroke-width="0.8"',
  );
  for (let y = 1.5; y < drive.y + drive.h; y += 3) svg += worldLine(c, { x: drive.x, y }, { x: drive.x + drive.w, y }, 'stroke="#a19d95" stroke-width="0.8"');
  return svg;
}

function drawDriveway(c: Canvas) {
  c.ground.push(drivewaySvg(c));
}

/** Existing tired landscape: patchy lawn, a few shrubs, the old walk. */
function existingGround(c: Canvas, rng: Rng, exceptZone: AreaId | AreaId[] | null) {
  const except = exceptZone === null ? [] : Array.isArray(exceptZone) ? exceptZone : [exceptZone];
  const { scene } = c;
  const L = scene.lot;
  const lawn = rectPolygon({ x: 0, y: 0, w: L.width, h: L.depth });
  c.ground.push(poly(c.flat(lawn), `fill="${scene.existing.lawnColor}"`));
  c.ground.push(
    scatterPaths(c, lawn, rng, 3, 400, (p, s, r) => [dot(p.x, p.y, Math.max(0.8, s * 0.18), Math.max(0.4, s * 0.06)), r.chance(0.5) ? 0 : 1], [
      `fill="${darken(scene.existing.lawnColor, 0.12)}" fill-opacity="0.7"`,
      `fill="${lighten(scene.existing.lawnColor, 0.1)}" fill-opacity="0.7"`,
    ]),
  );
  for (const patch of scene.existing.patches) {
    if (except.some((z) => insideZone(scene, z, patch))) continue;
    c.ground.push(poly(c.flat(ellipsePolygon(patch, patch.r, patch.r * 0.7, 12, patch.x)), `fill="${scene.existing.bareColor}" fill-opacity="0.75"`));
  }
  if (!except.includes('front_yard') && !except.includes('walkway'))
    c.ground.push(poly(c.flat(scene.frontWalk), 'fill="#c9c4b8" stroke="#a39e92" stroke-width="0.8"'));
  drawDriveway(c);
  // A worn concrete slab off the back door.
  if (!except.includes('backyard')) {
    const f = scene.house.footprint;
    const door = scene.zones.backyard.anchor;
    c.ground.push(poly(c.flat(rectPolygon({ x: door.x - 1.8, y: f.y + f.h, w: 3.6, h: 2.4 })), 'fill="#bdb8ae" stroke="#9a958b" stroke-width="0.8"'));
  }
}

function insideZone(scene: Scene, area: AreaId, p: Vec2): boolean {
  const b = scene.zones[area].bounds;
  return p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y && p.y <= b.y + b.h;
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
function existingPlants(c: Canvas, rng: Rng, exceptZone: AreaId | AreaId[] | null, kept: DesignPlan['existingTrees'] = []) {
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

/** `houseMask` and `keepMask` as for designSvg: the before's house in one colour, or its keep mask. */
export function originalSvg(scene: Scene, area: AreaId, size = W, opts: { houseMask?: boolean; keepMask?: false | 'all' | 'house' } = {}): string {
  const cam = cameraFor(scene, area, size, size);
  const c = new Canvas(cam, scene);
  context(c, area);
  existingGround(c, subRng(scene.seed, 'ground'), null);
  existingPlants(c, subRng(scene.seed, 'plants'), null);
  return compose(c, subRng(scene.seed, 'sky'), false, opts.houseMask, opts.keepMask);
}

/**
 * `houseMask` paints the house in one flat colour; `planting: false` leaves out the plan's plants and
 * `features: false` its built features (the trees already standing are drawn either way): the renders
 * a house-visibility measure compares.
 */
export function designSvg(scene: Scene, plan: DesignPlan, size = W, opts: DesignDrawingOptions = {}): string {
  return designDrawing(scene, plan, size, opts).svg;
}

/** A design's drawing and what it shows of the plan (the plan's own plants and features, as drawn). */
export interface DesignDrawingOptions {
  houseMask?: boolean;
  keepMask?: false | 'all' | 'house';
  planting?: boolean;
  features?: boolean;
  /** Every plant at its true size this many years after planting (the growth stages); else the render's usual look. */
  ageYears?: number;
}

export function designDrawing(scene: Scene, plan: DesignPlan, size = W, opts: DesignDrawingOptions = {}): { svg: string; drawn: Drawn } {
  const planting = opts.planting ?? true;
  const features = opts.features ?? true;
  const cam = cameraFor(scene, plan.area, size, size);
  const c = new Canvas(cam, scene);
  const style = styleById(plan.style);
  context(c, plan.area, fenceFor(style));
  // Cottage styles put a white picket fence along the street, open at the walk and the drive.
  if ((style.id === 'cottage_garden' || style.id === 'english_cottage') && (plan.area === 'front_yard' || plan.area === 'walkway')) {
    const drive = polygonBounds(scene.driveway);
    const walk = plan.ground.find((g) => g.kind === 'path');
    const gate = walk ? polygonBounds(walk.polygon) : { x: scene.zones.walkway.entry.x - 0.7, w: 1.4 };
    const cuts = [
      [drive.x - 0.2, drive.x + drive.w + 0.2],
      [gate.x - 0.3, gate.x + gate.w + 0.3],
    ].sort((p, q) => p[0] - q[0]);
    let from = 0.1;
    for (const [c0, c1] of cuts) {
      if (c0 - from > 0.5) drawFenceRun(c, { x: from, y: 0.12 }, { x: c0, y: 0.12 }, { kind: 'picket', color: '#f7f5ef' }, 0.9);
      from = Math.max(from, c1);
    }
    if (scene.lot.width - 0.1 - from > 0.5)
      drawFenceRun(c, { x: from, y: 0.12 }, { x: scene.lot.width - 0.1, y: 0.12 }, { kind: 'picket', color: '#f7f5ef' }, 0.9);
  }
  existingGround(c, subRng(scene.seed, 'ground'), plan.area);
  // Each object draws its texture and its sprite from a stream of its own (objectRng), so a plan edited
  // in one place draws every other object exactly as before (docs/product.md, product §10).
  const base = (plan.seed ^ scene.seed ^ hashString(`render:${plan.area}:${plan.style}`)) >>> 0;
  const open = plan.ground.find((g) => g.kind === 'open')?.material ?? style.materials.open;
  const stoneEdging = plan.featureKinds.includes('stone_edging');
  for (const g of plan.ground) drawPatch(c, g, objectRng(base, `g:${g.kind}:${g.material.id}`, g.polygon[0]), style, open, stoneEdging);
  // The driveway is kept: redraw it over open ground laid across the whole zone.
  drawDriveway(c);
  existingPlants(c, subRng(scene.seed, 'plants'), plan.area, plan.existingTrees);
  if (features) {
    for (const f of plan.features) {
      const before = c.objects.length + c.ground.length;
      drawFeature(c, f, style, objectRng(base, `f:${f.kind}`, f));
      const points = f.points?.length ? f.points : [{ x: f.x, y: f.y }];
      if (c.objects.length + c.ground.length > before && points.some((p) => c.inFrame(p))) c.drawn.features.add(f.kind);
    }
  }
  if (planting) for (const p of plan.plants) addPlant(c, p.plantId, p, objectRng(base, `p:${p.plantId}`, p), PLANTED_GROWTH, opts.ageYears);
  return { svg: compose(c, subRng(scene.seed, 'sky'), true, opts.houseMask, opts.keepMask), drawn: c.drawn };
}

/**
 * The whole property through any camera, with every given plan laid in its own area at once (none: as
 * it is): one face of the virtual tour's panorama (renderer/panorama.ts). No vignette or sun glow,
 * which would mark the seams between faces; `houseMask` paints the house in one colour.
 */
export function propertyDrawing(
  scene: Scene,
  plans: DesignPlan[],
  cam: Camera,
  opts: { houseMask?: boolean; face?: number } = {},
): { svg: string; drawn: Drawn } {
  const c = new Canvas(cam, scene);
  c.sector = true;
  // Stood at the side gate, the gate's return is open, as in the side yard's own view.
  context(c, 'side_yard', plans[0] ? fenceFor(styleById(plans[0].style)) : null);
  const areas = plans.map((p) => p.area);
  existingGround(c, subRng(scene.seed, 'ground'), areas);
  // each object from its own stream, as in the area's own render (designSvg)
  const bases = plans.map((plan) => (plan.seed ^ scene.seed ^ hashString(`render:${plan.area}:${plan.style}`)) >>> 0);
  plans.forEach((plan, i) => {
    const style = styleById(plan.style);
    const open = plan.ground.find((g) => g.kind === 'open')?.material ?? style.materials.open;
    const stoneEdging = plan.featureKinds.includes('stone_edging');
    for (const g of plan.ground) drawPatch(c, g, objectRng(bases[i]!, `g:${g.kind}:${g.material.id}`, g.polygon[0]), style, open, stoneEdging);
  });
  drawDriveway(c);
  existingPlants(
    c,
    subRng(scene.seed, 'plants'),
    areas,
    plans.flatMap((p) => p.existingTrees),
  );
  plans.forEach((plan, i) => {
    const style = styleById(plan.style);
    for (const f of plan.features) drawFeature(c, f, style, objectRng(bases[i]!, `f:${f.kind}`, f));
    for (const p of plan.plants) addPlant(c, p.plantId, p, objectRng(bases[i]!, `p:${p.plantId}`, p), PLANTED_GROWTH);
  });
  return { svg: compose(c, subRng(scene.seed, `sky:${opts.face ?? 0}`), plans.length > 0, opts.houseMask, false, false), drawn: c.drawn };
}

/**
 * The features drawFeature draws as things standing or lying on the ground, with how tall each is drawn
 * (metres, its tallest part: a fire's flames, an umbrella, a potted plant; boulders: times their depth).
 * The other features are ground, planting or unseen.
 */
export const FEATURE_HEIGHT_M: Readonly<Partial<Record<FeatureKind, number>>> = {
  fire_pit: 1.1,
  water_feature: 1.5,
  pergola: 2.95,
  patio_seating: 2.5,
  raised_vegetable_beds: 0.75,
  lighting: 0.65,
  seating_bench: 1.0,
  boulders: 0.75,
  planter_pots: 1.4,
  stone_lantern: 1.3,
  arbor: 2.8,
  bird_bath: 0.76,
  stepping_stones: 0,
  hot_tub: 1.0,
  outdoor_kitchen: 1.3,
  storage_shed: 2.7,
  trampoline: 2.45,
  swing_set: 2.5,
  hammock: 1.6,
  compost_bins: 1.0,
};

/**
 * The plan's features drawn into a homeowner's photo by the same hand as the address drawings, through the
 * photo's own level camera: ground metres, x across the picture, y away from the camera. `place` says where
 * each one stands on the photo's free ground (null: no room for it there). Answers the paints the pieces
 * use, what lies flat on the ground, and the standing objects back to front with the row of their base (a
 * caller interleaves them with its own plants), and which features were drawn.
 */
export function photoFeatures(
  plan: DesignPlan,
  ground: PhotoGround,
  place: (f: PlacedFeature) => PlacedFeature | null,
): { defs: string; flat: string; objects: { row: number; svg: string }[]; drawn: FeatureKind[] } {
  // the principal row is the camera's middle: a frame twice as tall as the photo, shifted so the horizon
  // falls on its row (and the frame's side planes clip far outside the photo, never inside it)
  const half = Math.max(ground.height, ground.horizon);
  const cam: Camera = {
    pos: { x: 0, y: 0, z: ground.eye },
    forward: { x: 0, y: 1, z: 0 },
    right: { x: 1, y: 0, z: 0 },
    up: { x: 0, y: 0, z: 1 },
    focal: ground.focal,
    width: ground.width,
    height: half * 2,
  };
  const shift = (svg: string) => (svg ? `<g transform="translate(0 ${n(ground.horizon - half)})">${svg}</g>` : '');
  const c = new Canvas(cam, null);
  const style = styleById(plan.style);
  const base = (plan.seed ^ hashString(`photo:${plan.area}:${plan.style}`)) >>> 0;
  const drawn: FeatureKind[] = [];
  for (const f of plan.features) {
    if (FEATURE_HEIGHT_M[f.kind] === undefined) continue;
    const at = place(f);
    if (!at) continue;
    const before = c.objects.length + c.ground.length;
    drawFeature(c, at, style, objectRng(base, `f:${f.kind}`, f));
    if (c.objects.length + c.ground.length > before && !drawn.includes(f.kind)) drawn.push(f.kind);
  }
  const camera = levelCamera(ground);
  const objects = c.objects.sort((a, b) => b.depth - a.depth).map((o) => ({ row: camera.rowAt(Math.max(0.3, o.depth)), svg: shift(o.svg) }));
  return { defs: OBJECT_DEFS + c.defs.join(''), flat: shift(c.ground.join('')), objects, drawn };
}

/** The random stream of one drawn object: from the design's seed, what the object is and where it stands. */
function objectRng(base: number, what: string, at: Vec2 | undefined): Rng {
  return subRng(base, `${what}:${at ? `${Math.round(at.x * 1000)},${Math.round(at.y * 1000)}` : ''}`);
}

export async function renderOriginal(scene: Scene, area: AreaId, opts: RenderOptions = {}): Promise<Buffer> {
  return rasterize(originalSvg(scene, area), opts);
}

export async function renderDesign(scene: Scene, plan: DesignPlan, opts: RenderOptions & { ageYears?: number } = {}): Promise<Buffer> {
  return rasterize(designSvg(scene, plan, W, { ageYears: opts.ageYears }), opts);
}
