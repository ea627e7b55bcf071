import sharp from 'sharp';
import { levelCamera, type LevelCamera, type PhotoGround, type StyleDefinition } from '@landscape/design';
import { horizonRow, redesignable } from './photo-ground.ts';
import { clamp } from './noise.ts';
import type { GroundRegion } from './photo-region.ts';

// The ground plane of a photo (step 2 of the restyle) and its light (step 3): where the horizon is, how
// far away each row is, where the bed along the back of the ground goes; and how the photo is lit (its
// shadows, exposure, colour cast and grain), which everything drawn into it takes on.

/** Assumed camera height over the ground, metres (a person holding a phone). */
const CAMERA_M = 1.6;

export interface GroundPlane {
  ground: PhotoGround;
  camera: LevelCamera;
  /** Per column, the row of the ground's back edge, smoothed (-1: no ground in that column). */
  topS: Float32Array;
  /** The front edge of the bed below a back edge at row t0 (ground metres across `gx`). */
  bedFront: (t0: number, gx: number) => number;
  /** Per column, 0..1: whether the ground there is deep enough on screen for a bed (a thin verge gets none). */
  bedRoom: Float32Array;
}

export function groundPlane(r: GroundRegion, w: number, h: number, style: StyleDefinition, seed: number): GroundPlane {
  const horizon = (horizonRow(r.grid, r.gw, r.gh) * r.cell + r.cell * 0.5) * r.scale;
  // focal length as wide as the picture: about a 53° horizontal field of view, a phone's main camera
  const ground: PhotoGround = { width: w, height: h, horizon, focal: w, eye: CAMERA_M };
  const camera = levelCamera(ground);
  const top = new Float32Array(w).fill(-1);
  const depth = new Float32Array(w);
  for (let x = 0; x < w; x++)
    for (let y = 0; y < h; y++)
      if (r.alpha[y * w + x]! > 0.5) {
        if (top[x]! < 0) top[x] = y;
        depth[x]!++;
      }
  const win = Math.max(3, Math.round(w * 0.06));
  const topS = new Float32Array(w).fill(-1);
  const bedRoom = new Float32Array(w);
  for (let x = 0; x < w; x++) {
    let s = 0;
    let d = 0;
    let n = 0;
    for (let k = Math.max(0, x - win); k <= Math.min(w - 1, x + win); k++) {
      d += depth[k]!;
      if (top[k]! < 0) continue;
      s += top[k]!;
      n++;
    }
    topS[x] = n ? s / n : -1;
    // ground under a twelfth of the picture high is a verge or a strip: it stays open ground, with no bed
    const deep = d / (Math.min(w - 1, x + win) - Math.max(0, x - win) + 1) / h;
    bedRoom[x] = Math.min(1, Math.max(0, (deep - 0.05) / 0.04));
  }
  const curved = style.layout.bedEdge === 'curved';
  const bedDepth = curved ? 1.6 : 1.2;
  // the bed's depth in metres, but never a sliver on screen
  const bedFront = (t0: number, gx: number) => {
    const wave = curved ? Math.sin(gx * 0.9 + seed) * 0.3 : 0;
    const metric = camera.rowAt(Math.max(0.5, camera.depthAt(t0) - bedDepth * (1 + wave)));
    return Math.max(metric, t0 + (h - t0) * (0.24 + wave * 0.1));
  };
  return { ground, camera, topS, bedFront, bedRoom };
}

export interface PhotoLight {
  /** Luminance, 0..255 a pixel. */
  lum: Buffer;
  /** Luminance blurred over about a sixtieth of the picture: the photo's light and shadows. */
  lumA: Buffer;
  /** How strong the photo's grain is about each pixel: its finest detail (what a blur of a pixel or so takes away), averaged over a few pixels. */
  grain: Buffer;
  /** Median of lumA over the ground. */
  median: number;
  /** The photo's exposure against daylight (1: daylight). */
  exposure: number;
  /** Colour cast, a gain per channel. */
  cast: [number, number, number];
  /** Where the light comes from across the picture, -1 (left) to 1 (right): the brighter side of its top. */
  sunX: number;
}

/** How bright each class of ground photographs in daylight, 0..1 (lawn, soil, snow; `Cls` of photo-ground.ts). */
const DAYLIGHT_LUMA: Record<number, number> = { 1: 0.36, 2: 0.38, 4: 0.82, 5: 0.34 };

/**
 * The daylight brightness of the ground a photo shows (its classes' DAYLIGHT_LUMA, by share): the ground's
 * median brightness over this is the photo's exposure. A new material is then as bright as it would be in
 * that light: white gravel on a lawn photographed in daylight is white, and at dusk everything is darker alike.
 */
function groundAlbedo(r: GroundRegion): number {
  let sum = 0;
  let n = 0;
  for (let y = 0; y < r.ah; y++)
    for (let x = 0; x < r.aw; x++) {
      const d = DAYLIGHT_LUMA[r.cls[y * r.aw + x]!];
      if (d === undefined || !redesignable(r.grid[Math.floor(y / r.cell) * r.gw + Math.floor(x / r.cell)]!)) continue;
      sum += d;
      n++;
    }
  return n ? sum / n : DAYLIGHT_LUMA[1]!;
}

export async function photoLight(data: Uint8Array, w: number, h: number, r: GroundRegion): Promise<PhotoLight> {
  const lum = Buffer.alloc(w * h);
  let sr = 0;
  let sg = 0;
  let sb = 0;
  for (let p = 0; p < w * h; p++) {
    const i = p * 3;
    lum[p] = Math.round(0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!);
    sr += data[i]!;
    sg += data[i + 1]!;
    sb += data[i + 2]!;
  }
  const blur = (m: Buffer, sigma: number) =>
    sharp(m, { raw: { width: w, height: h, channels: 1 } })
      .blur(sigma)
      .extractChannel(0)
      .raw()
      .toBuffer();
  const [lumA, lumFine] = await Promise.all([blur(lum, Math.max(3, Math.max(w, h) / 60)), blur(lum, Math.max(0.6, Math.max(w, h) / 1400))]);
  // the grain's strength, not the grain itself: copied, a JPEG's 8-pixel blocks would come along with it
  const fine = Buffer.alloc(w * h);
  for (let p = 0; p < w * h; p++) fine[p] = Math.min(255, Math.abs(lum[p]! - lumFine[p]!) * 4);
  const grain = await blur(fine, 3);
  const hist = new Uint32Array(256);
  let groundN = 0;
  for (let p = 0; p < w * h; p++)
    if (r.alpha[p]! > 0.5) {
      hist[lumA[p]!]!++;
      groundN++;
    }
  let median = 0.4 * 255;
  for (let v = 0, acc = 0; v < 256 && groundN; v++)
    if ((acc += hist[v]!) >= groundN / 2) {
      median = Math.max(8, v);
      break;
    }
  const n = w * h;
  const meanL = (0.299 * sr + 0.587 * sg + 0.114 * sb) / n || 1;
  const gain = (s: number) => clamp(0.7 + 0.3 * (s / n / meanL), 0.85, 1.15);
  const exposure = clamp(median / 255 / groundAlbedo(r), 0.15, 1.1);
  return { lum, lumA, grain, median, exposure, cast: [gain(sr), gain(sg), gain(sb)], sunX: sunSide(lumA, w, h) };
}

/** The brighter side of the picture's top quarter (the sun's side of the sky, or the lit side of what stands there), -1..1. */
function sunSide(lumA: Buffer, w: number, h: number): number {
  let left = 0;
  let right = 0;
  for (let y = 0; y < Math.round(h * 0.25); y++)
    for (let x = 0; x < w; x += 2) {
      if (x < w / 3) left += lumA[y * w + x]!;
      else if (x > (w * 2) / 3) right += lumA[y * w + x]!;
    }
  return clamp(((right - left) / Math.max(1, right + left)) * 5, -1, 1);
}
