import type { AreaId } from '@landscape/contract';
import sharp from 'sharp';
import type { DesignPlan, Scene } from '../types.ts';
import { lookAt, type Camera, type Vec3 } from './camera.ts';
import { propertyDrawing } from './perspective.ts';
import { rasterizePixels } from './raster.ts';

// The virtual tour's 360° view drawn from the one scene (docs/product.md, product §2 the virtual tour):
// four faces seen from one standing point, 90° apart, each exactly 90° wide, so they meet edge to edge
// and every object (the house front, a tree) is drawn once, where it stands; nothing is cross-faded.
// The faces are resampled onto a 2:1 equirectangular image whose column x looks at yaw x/width·360° − 45°:
// yaw 0 (the first face's centre, the front door) sits at u = 1/8, as the tour viewer expects.

/** Eye height of the standing point, metres. */
const EYE = 1.6;
/** Each face shows ±68° up and down at its centre; above and below, its edge fades into an even sky or ground. */
const HALF_TALL = Math.tan((68 * Math.PI) / 180);

/**
 * Where the tour stands: in line with the side yard, a few steps in front of the house, so the house
 * front, the front yard and the walk, and the side yard leading to the backyard are all in sight. Of a
 * few such points, the one with the most room around it: a plant at arm's length would fill a face.
 */
export function panoramaViewpoint(scene: Scene, plans: DesignPlan[] = []): Vec3 {
  const b = scene.zones.side_yard.bounds;
  const f = scene.house.footprint;
  const stems = [...scene.existing.trees, ...scene.existing.shrubs, ...plans.flatMap((p) => p.plants.map((q) => ({ x: q.x, y: q.y, r: q.canopy })))];
  let best = { x: b.x + b.w / 2, y: f.y - 3.5 };
  let bestRoom = -Infinity;
  for (const dy of [3.5, 2.5, 4.5, 1.8, 5.5]) {
    for (const dx of [0, -0.6, 0.6]) {
      const p = { x: b.x + b.w / 2 + dx, y: f.y - dy };
      const room = Math.min(3, ...stems.map((t) => Math.hypot(t.x - p.x, t.y - p.y) - t.r));
      if (room > bestRoom + 0.05) {
        best = p;
        bestRoom = room;
      }
    }
  }
  return { ...best, z: EYE };
}

/** The horizontal direction of a bearing in plan metres: 0° looks at the street, 90° turns right. */
const facing = (deg: number) => ({ x: -Math.sin((deg * Math.PI) / 180), y: -Math.cos((deg * Math.PI) / 180) });
/** The bearing of a point from the standing point (facing(a) = (-sin a, -cos a), so a = atan2(-dx, -dy)). */
const bearing = (eye: Vec3, p: { x: number; y: number }) => {
  return (Math.atan2(-(p.x - eye.x), -(p.y - eye.y)) * 180) / Math.PI;
};
/** Yaw 0 of the tour, where its viewer opens: the front door. */
const origin = (scene: Scene, eye: Vec3) => bearing(eye, { x: scene.house.footprint.x + scene.house.door.u, y: scene.house.footprint.y });

/** The yaw, in degrees 0..360 (0: the front door), at which the tour sees the middle of an area. */
export function panoramaYaw(scene: Scene, area: AreaId, plans: DesignPlan[] = []): number {
  const eye = panoramaViewpoint(scene, plans);
  const b = scene.zones[area].bounds;
  const deg = bearing(eye, { x: b.x + b.w / 2, y: b.y + b.h / 2 }) - origin(scene, eye);
  return Math.round(((deg % 360) + 360) % 360);
}

export function panoramaFaces(scene: Scene, face: number, plans: DesignPlan[] = []): Camera[] {
  const eye = panoramaViewpoint(scene, plans);
  const tall = Math.round(face * HALF_TALL);
  const o = origin(scene, eye);
  return [0, 90, 180, 270].map((deg) => {
    const d = facing(o + deg);
    return lookAt(eye, { x: eye.x + d.x, y: eye.y + d.y, z: eye.z }, 90, face, tall);
  });
}

/**
 * The 2:1 panorama of the property as it is (`plans` empty) or redesigned (one plan per area), as raw
 * RGB pixels. `houseMask` paints the house in one colour (tests count where it shows).
 */
export function panoramaPixels(scene: Scene, plans: DesignPlan[], width: number, height: number, opts: { houseMask?: boolean } = {}): Buffer {
  const face = Math.max(64, Math.round(width / 4));
  const cams = panoramaFaces(scene, face, plans);
  const faces = cams.map((cam, i) => {
    const px = rasterizeFace(propertyDrawing(scene, plans, cam, { houseMask: opts.houseMask, face: i }).svg, cam.width, cam.height);
    return { cam, px, top: rowMean(px, cam.width, 0), bottom: rowMean(px, cam.width, cam.height - 1) };
  });
  // One zenith and one nadir for the whole circle, so the fill meets itself at every seam.
  const even = (rows: [number, number, number][]) => [0, 1, 2].map((c) => rows.reduce((a, r) => a + r[c]!, 0) / rows.length) as [number, number, number];
  const zenith = even(faces.map((f) => f.top));
  const nadir = even(faces.map((f) => f.bottom));
  const out = Buffer.alloc(width * height * 3);
  for (let x = 0; x < width; x++) {
    const az = ((x + 0.5) / width) * 360 - 45;
    const k = ((Math.round(az / 90) % 4) + 4) % 4;
    const { cam, px } = faces[k]!;
    const rel = ((az - k * 90 + 540) % 360) - 180; // -45..45 within the face
    const tanX = Math.tan((rel * Math.PI) / 180);
    const sx = Math.min(cam.width - 1, Math.max(0, Math.floor(cam.width / 2 + cam.focal * tanX)));
    const cosRel = Math.cos((rel * Math.PI) / 180);
    for (let y = 0; y < height; y++) {
      const lat = (0.5 - (y + 0.5) / height) * Math.PI;
      // along the face's axis the direction is cos(lat)·cos(rel) forward and sin(lat) up
      const fy = cam.height / 2 - (cam.focal * Math.tan(lat)) / cosRel;
      const sy = Math.min(cam.height - 1, Math.max(0, Math.floor(fy)));
      const i = (sy * cam.width + sx) * 4;
      const o = (y * width + x) * 3;
      // Beyond the face (straight up or down) its edge row fades into the even sky or ground.
      const beyond = fy < 0 ? -fy : fy >= cam.height ? fy - cam.height + 1 : 0;
      const t = Math.min(1, beyond / (cam.height * 0.08));
      const fill = fy < 0 ? zenith : nadir;
      for (let c = 0; c < 3; c++) out[o + c] = Math.round(px[i + c]! * (1 - t) + fill[c]! * t);
    }
  }
  return out;
}

function rowMean(px: Uint8Array, width: number, row: number): [number, number, number] {
  const m: [number, number, number] = [0, 0, 0];
  for (let x = 0; x < width; x++) for (let c = 0; c < 3; c++) m[c] += px[(row * width + x) * 4 + c]! / width;
  return m;
}

function rasterizeFace(svg: string, width: number, height: number): Uint8Array {
  // rasterizePixels fits the width; the SVG's own size (the camera's) keeps the face's height.
  const px = rasterizePixels(svg, width);
  if (px.length !== width * height * 4) throw new Error(`panorama face is ${px.length / 4 / width} px tall, not ${height}`);
  return px;
}

/** The panorama as a JPEG, for the tour. */
export async function renderPanorama(scene: Scene, plans: DesignPlan[], width: number, height: number): Promise<Buffer> {
  const raw = panoramaPixels(scene, plans, width, height);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}
