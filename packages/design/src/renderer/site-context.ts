import type { AreaId } from '@landscape/contract';
import type { Vec2 } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { StyleDefinition } from '../types.ts';
import { project, projectPolygon, type Vec3 } from './camera.ts';
import { backdropSpec, backdropSvg } from './backdrop.ts';
import { drawHouse } from './house-drawing.ts';
import { darken, layer, lighten, mix, n, poly, pts } from './svg.ts';
import { type Canvas, worldLine, worldSeg } from './perspective-canvas.ts';

// What stands around the redesigned area: the sky, the street and sidewalk, the neighbours' houses and the
// fences on the lot lines (in the style's own look when the proposal names one).

export function sky(c: Canvas, rng: Rng): string {
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
export function fenceFor(style: StyleDefinition): FenceLook | null {
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

export function drawFenceRun(c: Canvas, a: Vec2, b: Vec2, look: FenceLook, height: number) {
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

/** Around the area: the neighbourhood's ground and street, the neighbours' houses and the lot's fences. */
export function context(c: Canvas, area: AreaId, fence: FenceLook | null = null) {
  streetGround(c);
  neighbours(c);
  lotFences(c, area, fence);
}

/** The neighbourhood's ground, then the street frontage: road, parkway and sidewalk. */
function streetGround(c: Canvas) {
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
}

/** Neighbouring houses, in muted tones, on both sides. */
function neighbours(c: Canvas) {
  const { scene } = c;
  const L = scene.lot;
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
}

/** Fences on the side lot lines behind the front of the house, and across the back. */
function lotFences(c: Canvas, area: AreaId, fence: FenceLook | null) {
  const { scene } = c;
  const L = scene.lot;
  const f = scene.house.footprint;
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
