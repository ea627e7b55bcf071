import type { AreaId } from '@landscape/contract';
import type { Scene } from '../types.ts';

export type ViewAngle = 'street' | 'rear' | 'side' | 'path';

const ANGLES: Record<AreaId, ViewAngle> = {
  front_yard: 'street',
  backyard: 'rear',
  side_yard: 'side',
  walkway: 'path',
};

/** The viewpoint label stored with each image (progress answer `angle`). */
export function angleFor(area: AreaId): ViewAngle {
  return ANGLES[area];
}

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export interface Camera {
  pos: Vec3;
  forward: Vec3;
  right: Vec3;
  up: Vec3;
  /** Focal length in pixels. */
  focal: number;
  width: number;
  height: number;
}

export interface Projected {
  x: number;
  y: number;
  /** Distance along the view axis, metres. */
  depth: number;
}

const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const dot = (a: Vec3, b: Vec3) => a.x * b.x + a.y * b.y + a.z * b.z;
const cross = (a: Vec3, b: Vec3): Vec3 => ({ x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x });
const norm = (a: Vec3): Vec3 => {
  const l = Math.hypot(a.x, a.y, a.z) || 1;
  return { x: a.x / l, y: a.y / l, z: a.z / l };
};

export function lookAt(pos: Vec3, target: Vec3, fovDeg: number, width: number, height: number): Camera {
  const forward = norm(sub(target, pos));
  const right = norm(cross(forward, { x: 0, y: 0, z: 1 }));
  const up = cross(right, forward);
  const focal = width / 2 / Math.tan((fovDeg * Math.PI) / 360);
  return { pos, forward, right, up, focal, width, height };
}

export const NEAR = 0.4;

export function toCamera(cam: Camera, p: Vec3): Vec3 {
  const d = sub(p, cam.pos);
  return { x: dot(d, cam.right), y: dot(d, cam.up), z: dot(d, cam.forward) };
}

export function project(cam: Camera, p: Vec3): Projected {
  const c = toCamera(cam, p);
  const z = Math.max(c.z, 0.05);
  return { x: cam.width / 2 + (cam.focal * c.x) / z, y: cam.height / 2 - (cam.focal * c.y) / z, depth: c.z };
}

/** Clips camera-space points against one plane, keeping where `inside` is ≥ 0 (Sutherland–Hodgman). */
function clipPlane(points: { p: Vec3; c: Vec3 }[], inside: (c: Vec3) => number): { p: Vec3; c: Vec3 }[] {
  const out: { p: Vec3; c: Vec3 }[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const da = inside(a.c);
    const db = inside(b.c);
    if (da >= 0) out.push(a);
    if (da >= 0 !== db >= 0) {
      const t = da / (da - db);
      const lerp = (u: Vec3, v: Vec3): Vec3 => ({ x: u.x + (v.x - u.x) * t, y: u.y + (v.y - u.y) * t, z: u.z + (v.z - u.z) * t });
      out.push({ p: lerp(a.p, b.p), c: lerp(a.c, b.c) });
    }
  }
  return out;
}

/**
 * Projects a polygon after clipping it against the near plane and against side planes well outside the
 * frame (four times its half-width and half-height): what is in the frame is unchanged, and a shape
 * passing beside the camera cannot project to coordinates so large the rasterizer loses its size.
 */
export function projectPolygon(cam: Camera, points: Vec3[]): Projected[] {
  let pts = points.map((p) => ({ p, c: toCamera(cam, p) }));
  pts = clipPlane(pts, (c) => c.z - NEAR);
  const mx = (4 * cam.width) / 2 / cam.focal;
  const my = (4 * cam.height) / 2 / cam.focal;
  if (pts.length) pts = clipPlane(pts, (c) => mx * c.z - c.x);
  if (pts.length) pts = clipPlane(pts, (c) => mx * c.z + c.x);
  if (pts.length) pts = clipPlane(pts, (c) => my * c.z - c.y);
  if (pts.length) pts = clipPlane(pts, (c) => my * c.z + c.y);
  return pts.map(({ p }) => project(cam, p));
}

/** Pixels per metre at a given depth. */
export const scaleAt = (cam: Camera, depth: number) => cam.focal / Math.max(depth, 0.05);

/** Camera of each area: where a homeowner would stand to see that part of the property. */
export function cameraFor(scene: Scene, area: AreaId, width: number, height: number): Camera {
  const h = scene.house.footprint;
  const hx = h.x + h.w / 2;
  const backY = h.y + h.h;
  const zone = scene.zones[area];
  switch (area) {
    case 'front_yard': {
      // Favour the open side of the front yard: the driveway side has nothing to redesign.
      const yardCx = scene.sideYardSide === 'left' ? (0 + h.x + h.w * 0.6) / 2 : (h.x + h.w * 0.4 + scene.lot.width) / 2;
      return lookAt({ x: hx + (yardCx - hx) * 0.6, y: -6.5, z: 5.4 }, { x: hx + (yardCx - hx) * 0.45, y: h.y, z: 1.4 }, 68, width, height);
    }
    case 'backyard': {
      // From a back corner, the way a designer frames a garden: one border leads the eye in.
      const corner = scene.sideYardSide === 'left' ? scene.lot.width - 2.5 : 2.5;
      return lookAt({ x: corner, y: scene.lot.depth + 1, z: 7 }, { x: hx + (hx - corner) * 0.15, y: backY + 1, z: 0.6 }, 66, width, height);
    }
    case 'walkway': {
      const door = zone.anchor;
      return lookAt({ x: door.x + 0.9, y: -3.2, z: 2.1 }, { x: door.x, y: h.y, z: 1.3 }, 60, width, height);
    }
    case 'side_yard': {
      const b = zone.bounds;
      const cx = b.x + b.w / 2;
      // From just inside the side gate, looking down the strip.
      return lookAt({ x: cx + (scene.sideYardSide === 'left' ? -0.4 : 0.4), y: h.y - 1.2, z: 2.3 }, { x: cx, y: backY + 3, z: 0.6 }, 70, width, height);
    }
  }
}
