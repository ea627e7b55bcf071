import type { AreaId } from '@landscape/contract';
import { ellipsePolygon, pointInPolygon, type Polygon, polygonBounds, type Rect, rectPolygon, type Vec2 } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { GroundPatch, MaterialSpec, Scene, StyleDefinition } from '../types.ts';
import { project, type Projected, scaleAt } from './camera.ts';
import { darken, lighten, mix, n, poly, pts } from './svg.ts';
import { type Canvas, clipped, unclipped, worldLine, worldSeg } from './perspective-canvas.ts';

// The ground of a perspective drawing: each material's texture in world space (it shrinks with distance),
// a plan's patches with their edging, and the tired ground of the property as it is, driveway included.

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
  const inner = textureMarks(c, polygon, polygonBounds(polygon), m, rng);
  // Irregular flagstones are their own polygons, laid over the joints' colour.
  if (m.kind === 'flagstone') return clipped(c, polygon, inner, m.accent);
  const needsClip = m.kind === 'lawn' || m.kind === 'raked_gravel' || m.kind === 'pavers' || m.kind === 'brick' || m.kind === 'concrete';
  return needsClip ? clipped(c, polygon, inner, m.color) : unclipped(c, polygon, inner, m.color);
}

/** The marks of a material's texture over its patch (b: the patch's bounds). */
function textureMarks(c: Canvas, polygon: Polygon, b: Rect, m: MaterialSpec, rng: Rng): string {
  switch (m.kind) {
    case 'lawn':
      return lawnMarks(c, polygon, b, m, rng);
    case 'meadow':
      return scatterPaths(
        c,
        polygon,
        rng,
        6,
        600,
        (p, s, r) => [`M${n(p.x - s * 0.08)},${n(p.y)}Q${n(p.x)},${n(p.y - s * 0.25)} ${n(p.x + s * 0.1)},${n(p.y - s * 0.05)}`, r.chance(0.5) ? 0 : 1],
        [`stroke="${m.accent}" stroke-width="1.4" fill="none"`, `stroke="${darken(m.color, 0.2)}" stroke-width="1.4" fill="none"`],
      );
    case 'gravel':
    case 'dg':
    case 'pebbles':
    case 'raked_gravel':
      return gravelMarks(c, polygon, b, m, rng);
    case 'mulch':
      return scatterPaths(
        c,
        polygon,
        rng,
        22,
        650,
        (p, s, r) => [`M${n(p.x)},${n(p.y)}l${n(Math.max(1, s * 0.06) * r.range(-1, 1))},${n(Math.max(0.5, s * 0.015))}`, r.chance(0.5) ? 0 : 1],
        [`stroke="${m.accent}" stroke-width="1.1" fill="none"`, `stroke="${lighten(m.color, 0.15)}" stroke-width="1.1" fill="none"`],
      );
    case 'groundcover':
      return scatterPaths(c, polygon, rng, 10, 600, (p, s, r) => [dot(p.x, p.y, Math.max(0.8, s * 0.07), Math.max(0.5, s * 0.035)), r.chance(0.3) ? 0 : 1], [
        `fill="${m.accent}"`,
        `fill="${lighten(m.color, 0.12)}"`,
      ]);
    case 'pavers':
    case 'concrete':
    case 'brick':
      return pavingJoints(c, b, m);
    case 'flagstone':
      return flagstones(c, b, m, rng);
    case 'stepping_stones':
      return '';
  }
}

/** Mowing stripes along the view direction, then fine blade flecks near the camera. */
function lawnMarks(c: Canvas, polygon: Polygon, b: Rect, m: MaterialSpec, rng: Rng): string {
  let inner = '';
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
  return inner;
}

/** Loose stone in two tones; raked gravel also gets its rake lines. */
function gravelMarks(c: Canvas, polygon: Polygon, b: Rect, m: MaterialSpec, rng: Rng): string {
  let inner = '';
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
  return inner;
}

/** The joints of pavers, bricks or concrete slabs: running rows, every other one offset by half a unit. */
function pavingJoints(c: Canvas, b: Rect, m: MaterialSpec): string {
  const [sx, sy] = m.kind === 'brick' ? [0.4, 0.2] : m.id === 'large_pavers' || m.id === 'charcoal_pavers' ? [0.9, 0.6] : [0.6, 0.6];
  let d = '';
  for (let y = Math.floor(b.y / sy) * sy; y < b.y + b.h; y += sy) d += worldSeg(c, { x: b.x, y }, { x: b.x + b.w, y });
  let row = 0;
  for (let y = Math.floor(b.y / sy) * sy; y < b.y + b.h; y += sy, row++) {
    const off = row % 2 ? sx / 2 : 0;
    for (let x = Math.floor(b.x / sx) * sx + off; x < b.x + b.w; x += sx) d += worldSeg(c, { x, y }, { x, y: y + sy });
  }
  return d ? `<path d="${d}" stroke="${m.accent}" stroke-width="0.9" fill="none"/>` : '';
}

/** Irregular stones: a jittered grid of cells, each drawn as its own lighter polygon. */
function flagstones(c: Canvas, b: Rect, m: MaterialSpec, rng: Rng): string {
  let inner = '';
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
  return inner;
}

export function drawPatch(c: Canvas, g: GroundPatch, rng: Rng, style: StyleDefinition | null, open: MaterialSpec, stoneEdging = false) {
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

/** The driveway, which it crosses the sidewalk and parkway to the street. */
export function drivewaySvg(c: Canvas): string {
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

export function drawDriveway(c: Canvas) {
  c.ground.push(drivewaySvg(c));
}

/** Existing tired landscape: patchy lawn, a few shrubs, the old walk. */
export function existingGround(c: Canvas, rng: Rng, exceptZone: AreaId | AreaId[] | null) {
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

export function insideZone(scene: Scene, area: AreaId, p: Vec2): boolean {
  const b = scene.zones[area].bounds;
  return p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y && p.y <= b.y + b.h;
}
