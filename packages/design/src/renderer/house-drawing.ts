import type { HouseSpec, WindowSpec } from '../types.ts';
import { projectPolygon, type Camera, type Vec3 } from './camera.ts';
import { darken, lighten, mix, n, poly } from './svg.ts';
import { ridgeAlongX as ridgeRunsAlongX, roofRise as riseOf } from '../house-look.ts';

// The house is a box with a roof, drawn face by face with back-face culling (a convex solid needs no
// other ordering). Before and after images call this with the same spec and camera, which is what
// keeps the house pixel-identical between them: structure preservation by construction.

type Face = 'front' | 'back' | 'left' | 'right';

interface FaceFrame {
  /** World point at face-local (u, v): u along the wall from its left end, v up from the ground. */
  at: (u: number, v: number, out?: number) => Vec3;
  length: number;
  normal: Vec3;
  origin: Vec3;
}

function faceFrame(h: HouseSpec, face: Face): FaceFrame {
  const { x, y, w, h: d } = h.footprint;
  switch (face) {
    case 'front':
      return { at: (u, v, o = 0) => ({ x: x + u, y: y - o, z: v }), length: w, normal: { x: 0, y: -1, z: 0 }, origin: { x, y, z: 0 } };
    case 'back':
      return { at: (u, v, o = 0) => ({ x: x + u, y: y + d + o, z: v }), length: w, normal: { x: 0, y: 1, z: 0 }, origin: { x, y: y + d, z: 0 } };
    case 'left':
      return { at: (u, v, o = 0) => ({ x: x - o, y: y + u, z: v }), length: d, normal: { x: -1, y: 0, z: 0 }, origin: { x, y, z: 0 } };
    case 'right':
      return { at: (u, v, o = 0) => ({ x: x + w + o, y: y + u, z: v }), length: d, normal: { x: 1, y: 0, z: 0 }, origin: { x: x + w, y, z: 0 } };
  }
}

const facing = (cam: Camera, origin: Vec3, normal: Vec3) =>
  (cam.pos.x - origin.x) * normal.x + (cam.pos.y - origin.y) * normal.y + (cam.pos.z - origin.z) * normal.z > 0;

function quad(cam: Camera, f: FaceFrame, u0: number, v0: number, u1: number, v1: number, attrs: string, out = 0.02): string {
  return poly(projectPolygon(cam, [f.at(u0, v0, out), f.at(u1, v0, out), f.at(u1, v1, out), f.at(u0, v1, out)]), attrs);
}

function line(cam: Camera, a: Vec3, b: Vec3, attrs: string): string {
  const p = projectPolygon(cam, [a, b, b]);
  if (p.length < 2) return '';
  return `<line x1="${n(p[0].x)}" y1="${n(p[0].y)}" x2="${n(p[1].x)}" y2="${n(p[1].y)}" ${attrs}/>`;
}

function drawWindow(cam: Camera, f: FaceFrame, win: WindowSpec, storeyH: number, trim: string, shutters: string | null): string {
  const v0 = win.storey * storeyH + win.v;
  const u0 = win.u - win.w / 2;
  const u1 = win.u + win.w / 2;
  let out = quad(cam, f, u0 - 0.1, v0 - 0.12, u1 + 0.1, v0 + win.h + 0.1, `fill="${trim}"`, 0.03);
  out += quad(cam, f, u0, v0, u1, v0 + win.h, 'fill="url(#glass)"', 0.04);
  out += line(cam, f.at(win.u, v0, 0.05), f.at(win.u, v0 + win.h, 0.05), `stroke="${trim}" stroke-width="1.2"`);
  out += line(cam, f.at(u0, v0 + win.h * 0.55, 0.05), f.at(u1, v0 + win.h * 0.55, 0.05), `stroke="${trim}" stroke-width="1"`);
  if (shutters) {
    out += quad(cam, f, u0 - 0.5, v0 - 0.05, u0 - 0.12, v0 + win.h + 0.05, `fill="${shutters}"`, 0.03);
    out += quad(cam, f, u1 + 0.12, v0 - 0.05, u1 + 0.5, v0 + win.h + 0.05, `fill="${shutters}"`, 0.03);
  }
  return out;
}

function sidingLines(cam: Camera, f: FaceFrame, h: HouseSpec, top: number, color: string): string {
  const kind = h.siding.kind;
  let out = '';
  if (kind === 'lap' || kind === 'brick') {
    const step = kind === 'brick' ? 0.3 : 0.32;
    for (let v = step; v < top; v += step)
      out += line(cam, f.at(0, v, 0.01), f.at(f.length, v, 0.01), `stroke="${color}" stroke-width="0.6" stroke-opacity="0.45"`);
  } else if (kind === 'board_batten') {
    for (let u = 0.4; u < f.length; u += 0.4)
      out += line(cam, f.at(u, 0, 0.01), f.at(u, top, 0.01), `stroke="${color}" stroke-width="0.7" stroke-opacity="0.4"`);
  }
  return out;
}

interface Shade {
  front: number;
  back: number;
  left: number;
  right: number;
}
// Sun from the front left: faces turned towards it are lighter.
const SHADE: Shade = { front: 0, back: 0.22, left: 0.06, right: 0.16 };

export function drawHouse(cam: Camera, h: HouseSpec): string {
  const { x, y, w, h: d } = h.footprint;
  const H = h.wallHeight;
  const storeyH = H / h.storeys;
  const wallBase = h.siding.kind === 'brick' ? '#a8503c' : h.siding.color;
  const shutters = h.style === 'colonial' ? darken(h.door.color, 0.1) : null;
  let out = '';

  // Foundation shadow grounds the house.
  out += poly(
    projectPolygon(cam, [
      { x: x - 0.3, y: y - 0.6, z: 0 },
      { x: x + w + 0.6, y: y - 0.6, z: 0 },
      { x: x + w + 0.6, y: y + d + 0.3, z: 0 },
      { x: x - 0.3, y: y + d + 0.3, z: 0 },
    ]),
    'fill="#000" fill-opacity="0.12"',
  );

  const ridgeAlongX = ridgeRunsAlongX(h);
  const roofRise = riseOf(h);
  const gabled = h.roof.type === 'gable' || h.roof.type === 'front_gable';

  for (const face of ['front', 'back', 'left', 'right'] as Face[]) {
    const f = faceFrame(h, face);
    if (!facing(cam, f.origin, f.normal)) continue;
    const color = mix(wallBase, '#2a3140', SHADE[face]);
    // Gable ends carry the wall up to the ridge.
    const gable = gabled && ((ridgeAlongX && (face === 'left' || face === 'right')) || (!ridgeAlongX && (face === 'front' || face === 'back')));
    const outline = gable
      ? [f.at(0, 0), f.at(f.length, 0), f.at(f.length, H), f.at(f.length / 2, H + roofRise), f.at(0, H)]
      : [f.at(0, 0), f.at(f.length, 0), f.at(f.length, H), f.at(0, H)];
    out += poly(projectPolygon(cam, outline), `fill="${color}"`);
    out += sidingLines(cam, f, h, H, darken(color, 0.35));
    // The eave throws a soft band of shade across the top of every lit wall.
    out += quad(cam, f, 0, H - 0.45, f.length, H, 'fill="#000" fill-opacity="0.16"', 0.005);
    // Corner trim.
    out += quad(cam, f, 0, 0, 0.14, H, `fill="${h.trim}"`, 0.01) + quad(cam, f, f.length - 0.14, 0, f.length, H, `fill="${h.trim}"`, 0.01);
    if (face === 'front') {
      for (const win of h.windows) out += drawWindow(cam, f, win, storeyH, h.trim, shutters);
      if (h.garage) {
        const g = h.garage;
        out += quad(cam, f, g.u - 0.12, 0, g.u + g.w + 0.12, 2.35, `fill="${h.trim}"`, 0.02);
        out += quad(cam, f, g.u, 0, g.u + g.w, 2.2, `fill="${g.color}"`, 0.03);
        for (let v = 0.55; v < 2.2; v += 0.55)
          out += line(cam, f.at(g.u, v, 0.04), f.at(g.u + g.w, v, 0.04), `stroke="${darken(g.color, 0.25)}" stroke-width="1"`);
      }
      const dr = h.door;
      out += quad(cam, f, dr.u - dr.w / 2 - 0.12, 0, dr.u + dr.w / 2 + 0.12, 2.25, `fill="${h.trim}"`, 0.02);
      out += quad(cam, f, dr.u - dr.w / 2, 0, dr.u + dr.w / 2, 2.1, `fill="${dr.color}"`, 0.03);
      out += quad(cam, f, dr.u - dr.w / 2 + 0.18, 1.3, dr.u + dr.w / 2 - 0.18, 1.9, 'fill="url(#glass)"', 0.04);
      // Porch light beside the door.
      out += quad(cam, f, dr.u + dr.w / 2 + 0.25, 1.7, dr.u + dr.w / 2 + 0.4, 1.95, 'fill="#f3d98a"', 0.05);
    } else if (face === 'back') {
      for (const win of h.rearWindows) out += drawWindow(cam, f, win, storeyH, h.trim, null);
      const rd = h.rearDoor;
      out += quad(cam, f, rd.u - rd.w / 2 - 0.1, 0, rd.u + rd.w / 2 + 0.1, 2.3, `fill="${h.trim}"`, 0.02);
      out += quad(cam, f, rd.u - rd.w / 2, 0, rd.u + rd.w / 2, 2.2, 'fill="url(#glass)"', 0.03);
      out += line(cam, f.at(rd.u, 0, 0.04), f.at(rd.u, 2.2, 0.04), `stroke="${h.trim}" stroke-width="1.5"`);
    } else {
      for (let i = 0; i < h.storeys; i++) {
        const win: WindowSpec = { u: f.length * (face === 'left' ? 0.35 : 0.6), v: 0.95, w: 0.9, h: 1.1, storey: i };
        out += drawWindow(cam, f, win, storeyH, h.trim, null);
      }
    }
  }

  // Front step.
  const dx = x + h.door.u;
  out += poly(
    projectPolygon(cam, [
      { x: dx - 0.9, y: y - 0.7, z: 0.18 },
      { x: dx + 0.9, y: y - 0.7, z: 0.18 },
      { x: dx + 0.9, y: y, z: 0.18 },
      { x: dx - 0.9, y: y, z: 0.18 },
    ]),
    'fill="#c9c4ba"',
  );
  out += poly(
    projectPolygon(cam, [
      { x: dx - 0.9, y: y - 0.7, z: 0 },
      { x: dx + 0.9, y: y - 0.7, z: 0 },
      { x: dx + 0.9, y: y - 0.7, z: 0.18 },
      { x: dx - 0.9, y: y - 0.7, z: 0.18 },
    ]),
    'fill="#a9a49a"',
  );

  out += drawRoof(cam, h, ridgeAlongX, roofRise);
  if (h.chimney && h.roof.type !== 'flat') {
    // A brick chimney rising through the roof near one end of the ridge.
    // Kept on the ridge: a hip roof's ridge is shorter than the house.
    const inset = h.roof.type === 'hip' ? d / 2 + 0.4 : 0.6;
    const cx = ridgeAlongX ? Math.min(Math.max(x + h.chimney.u, x + inset), x + w - inset) : x + w / 2;
    // It stands on the ridge line, so its base is hidden by the slopes from every side.
    const cy = y + d * 0.5;
    const top = H + roofRise + 0.9;
    out += prism(cam, cx - 0.4, cy - 0.35, cx + 0.4, cy + 0.35, H + roofRise - 0.25, top, '#8e4a36');
    out += prism(cam, cx - 0.47, cy - 0.42, cx + 0.47, cy + 0.42, top, top + 0.15, '#6e3a2a');
  }
  if (h.porch) out += drawPorch(cam, h);
  return out;
}

function prism(cam: Camera, x0: number, y0: number, x1: number, y1: number, z0: number, z1: number, color: string): string {
  let out = '';
  const faces: [Vec3[], Vec3, number][] = [
    [
      [
        { x: x0, y: y0, z: z0 },
        { x: x1, y: y0, z: z0 },
        { x: x1, y: y0, z: z1 },
        { x: x0, y: y0, z: z1 },
      ],
      { x: 0, y: -1, z: 0 },
      0,
    ],
    [
      [
        { x: x1, y: y1, z: z0 },
        { x: x0, y: y1, z: z0 },
        { x: x0, y: y1, z: z1 },
        { x: x1, y: y1, z: z1 },
      ],
      { x: 0, y: 1, z: 0 },
      0.25,
    ],
    [
      [
        { x: x0, y: y1, z: z0 },
        { x: x0, y: y0, z: z0 },
        { x: x0, y: y0, z: z1 },
        { x: x0, y: y1, z: z1 },
      ],
      { x: -1, y: 0, z: 0 },
      0.08,
    ],
    [
      [
        { x: x1, y: y0, z: z0 },
        { x: x1, y: y1, z: z0 },
        { x: x1, y: y1, z: z1 },
        { x: x1, y: y0, z: z1 },
      ],
      { x: 1, y: 0, z: 0 },
      0.18,
    ],
  ];
  for (const [q, nrm, shade] of faces) if (facing(cam, q[0], nrm)) out += poly(projectPolygon(cam, q), `fill="${darken(color, shade)}"`);
  if (cam.pos.z > z1)
    out += poly(
      projectPolygon(cam, [
        { x: x0, y: y0, z: z1 },
        { x: x1, y: y0, z: z1 },
        { x: x1, y: y1, z: z1 },
        { x: x0, y: y1, z: z1 },
      ]),
      `fill="${lighten(color, 0.1)}"`,
    );
  return out;
}

/** Gabled porch roof on two posts over the front door; only seen from the front. */
function drawPorch(cam: Camera, h: HouseSpec): string {
  const { x, y } = h.footprint;
  if (cam.pos.y > y) return '';
  const dx = x + h.door.u;
  const w = 2.4;
  const depth = 1.5;
  const eave = 2.6;
  const ridge = 3.4;
  let out = '';
  for (const px of [dx - w / 2 + 0.12, dx + w / 2 - 0.12]) out += prism(cam, px - 0.09, y - depth + 0.05, px + 0.09, y - depth + 0.23, 0, eave, h.trim);
  const l = { x: dx - w / 2 - 0.15, y: y - depth - 0.1, z: eave };
  const r = { x: dx + w / 2 + 0.15, y: y - depth - 0.1, z: eave };
  const top = { x: dx, y: y - depth - 0.1, z: ridge };
  // Two roof slopes running back to the wall, then the gable triangle facing the street.
  out += poly(projectPolygon(cam, [l, top, { ...top, y }, { ...l, y }]), `fill="${mix(h.roof.color, '#1c2230', 0.05)}"`);
  out += poly(projectPolygon(cam, [top, r, { ...r, y }, { ...top, y }]), `fill="${mix(h.roof.color, '#1c2230', 0.2)}"`);
  out += poly(projectPolygon(cam, [l, r, top]), `fill="${h.trim}" stroke="${darken(h.trim, 0.25)}" stroke-width="0.8"`);
  out += poly(
    projectPolygon(cam, [
      { ...l, x: l.x + 0.35, z: eave + 0.1 },
      { ...r, x: r.x - 0.35, z: eave + 0.1 },
      { ...top, z: ridge - 0.25 },
    ]),
    `fill="${mix(h.siding.color, '#2a3140', 0.1)}"`,
  );
  return out;
}

function drawRoof(cam: Camera, h: HouseSpec, ridgeAlongX: boolean, rise: number): string {
  const { x, y, w, h: d } = h.footprint;
  const H = h.wallHeight;
  const o = h.roof.overhang;
  const base = h.roof.color;
  let out = '';
  if (h.roof.type === 'flat') {
    const top = H + 0.45;
    const slab = [
      { x: x - o, y: y - o, z: top },
      { x: x + w + o, y: y - o, z: top },
      { x: x + w + o, y: y + d + o, z: top },
      { x: x - o, y: y + d + o, z: top },
    ];
    if (cam.pos.z > top) out += poly(projectPolygon(cam, slab), `fill="${lighten(base, 0.15)}"`);
    // Fascia band on every side facing the camera.
    const bands: [Vec3, Vec3, Vec3][] = [
      [
        { x: x - o, y: y - o, z: H },
        { x: x + w + o, y: y - o, z: H },
        { x: 0, y: -1, z: 0 },
      ],
      [
        { x: x + w + o, y: y + d + o, z: H },
        { x: x - o, y: y + d + o, z: H },
        { x: 0, y: 1, z: 0 },
      ],
      [
        { x: x - o, y: y + d + o, z: H },
        { x: x - o, y: y - o, z: H },
        { x: -1, y: 0, z: 0 },
      ],
      [
        { x: x + w + o, y: y - o, z: H },
        { x: x + w + o, y: y + d + o, z: H },
        { x: 1, y: 0, z: 0 },
      ],
    ];
    for (const [a, b, nrm] of bands) {
      if (!facing(cam, a, nrm)) continue;
      out += poly(projectPolygon(cam, [a, b, { ...b, z: top }, { ...a, z: top }]), `fill="${base}"`);
    }
    return out;
  }

  type Plane = { pts: Vec3[]; normal: Vec3; shade: number };
  const planes: Plane[] = [];
  const eave = H - 0.05;
  if (ridgeAlongX) {
    const ym = y + d / 2;
    const inset = h.roof.type === 'hip' ? d / 2 : 0;
    const r0 = { x: x + inset, y: ym, z: H + rise };
    const r1 = { x: x + w - inset, y: ym, z: H + rise };
    planes.push({ pts: [{ x: x - o, y: y - o, z: eave }, { x: x + w + o, y: y - o, z: eave }, r1, r0], normal: { x: 0, y: -rise, z: d / 2 }, shade: 0 });
    planes.push({
      pts: [{ x: x + w + o, y: y + d + o, z: eave }, { x: x - o, y: y + d + o, z: eave }, r0, r1],
      normal: { x: 0, y: rise, z: d / 2 },
      shade: 0.25,
    });
    if (h.roof.type === 'hip') {
      planes.push({ pts: [{ x: x - o, y: y + d + o, z: eave }, { x: x - o, y: y - o, z: eave }, r0], normal: { x: -rise, y: 0, z: d / 2 }, shade: 0.1 });
      planes.push({
        pts: [{ x: x + w + o, y: y - o, z: eave }, { x: x + w + o, y: y + d + o, z: eave }, r1],
        normal: { x: rise, y: 0, z: d / 2 },
        shade: 0.18,
      });
    }
  } else {
    const xm = x + w / 2;
    const inset = h.roof.type === 'hip' ? w / 2 : 0;
    const r0 = { x: xm, y: y + inset, z: H + rise };
    const r1 = { x: xm, y: y + d - inset, z: H + rise };
    planes.push({ pts: [{ x: x - o, y: y + d + o, z: eave }, { x: x - o, y: y - o, z: eave }, r0, r1], normal: { x: -rise, y: 0, z: w / 2 }, shade: 0.05 });
    planes.push({
      pts: [{ x: x + w + o, y: y - o, z: eave }, { x: x + w + o, y: y + d + o, z: eave }, r1, r0],
      normal: { x: rise, y: 0, z: w / 2 },
      shade: 0.18,
    });
    if (h.roof.type === 'hip') {
      planes.push({ pts: [{ x: x - o, y: y - o, z: eave }, { x: x + w + o, y: y - o, z: eave }, r0], normal: { x: 0, y: -rise, z: w / 2 }, shade: 0 });
      planes.push({
        pts: [{ x: x + w + o, y: y + d + o, z: eave }, { x: x - o, y: y + d + o, z: eave }, r1],
        normal: { x: 0, y: rise, z: w / 2 },
        shade: 0.25,
      });
    }
  }
  for (const p of planes) {
    if (!facing(cam, p.pts[2], p.normal)) continue;
    const fill = mix(base, '#1c2230', p.shade);
    out += poly(projectPolygon(cam, p.pts), `fill="${fill}" stroke="${darken(fill, 0.3)}" stroke-width="0.8"`);
    // Shingle courses parallel to the eave.
    const [e0, e1] = p.pts;
    const apex = p.pts.length === 4 ? [p.pts[3], p.pts[2]] : [p.pts[2], p.pts[2]];
    for (let t = 0.14; t < 0.95; t += 0.14) {
      const a = { x: e0.x + (apex[0].x - e0.x) * t, y: e0.y + (apex[0].y - e0.y) * t, z: e0.z + (apex[0].z - e0.z) * t };
      const b = { x: e1.x + (apex[1].x - e1.x) * t, y: e1.y + (apex[1].y - e1.y) * t, z: e1.z + (apex[1].z - e1.z) * t };
      out += line(cam, a, b, `stroke="${darken(fill, 0.25)}" stroke-width="0.7" stroke-opacity="0.6"`);
    }
  }
  return out;
}
