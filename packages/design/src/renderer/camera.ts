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

/** Projects a polygon after clipping it against the near plane (Sutherland–Hodgman, one plane). */
export function projectPolygon(cam: Camera, points: Vec3[]): Projected[] {
  const inCam = points.map((p) => ({ p, c: toCamera(cam, p) }));
  const out: Vec3[] = [];
  for (let i = 0; i < inCam.length; i++) {
    const a = inCam[i];
    const b = inCam[(i + 1) % inCam.length];
    const aIn = a.c.z >= NEAR;
    const bIn = b.c.z >= NEAR;
    if (aIn) out.push(a.p);
    if (aIn !== bIn) {
      const t = (NEAR - a.c.z) / (b.c.z - a.c.z);
      out.push({ x: a.p.x + (b.p.x - a.p.x) * t, y: a.p.y + (b.p.y - a.p.y) * t, z: a.p.z + (b.p.z - a.p.z) * t });
    }
  }
  return out.map((p) => project(cam, p));
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
    case 'front_yard':
    {
      // Favour the open side of the front yard: the driveway side has nothing to redesign.
      const yardCx = scene.sideYardSide === 'left' ? (0 + h.x + h.w * 0.6) / 2 : (h.x + h.w * 0.4 + scene.lot.width) / 2;
      return lookAt({ x: hx + (yardCx - hx) * 0.6, y: -6.5, z: 5.4 }, { x: hx + (yardCx - hx) * 0.45, y: h.y, z: 1.4 }, 68, width, height);
    }
    case 'backyard':
      {
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
