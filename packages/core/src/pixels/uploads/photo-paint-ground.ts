import sharp from 'sharp';
import { clamp, fbm, hash2, smoothstep } from './noise.ts';
import type { GroundPlane, PhotoLight } from './photo-plane.ts';
import type { GroundRegion } from './photo-region.ts';
import { levelFor, synthesize, type MaterialLook } from './photo-texture.ts';

// Step 4 of the restyle: the new ground, pixel by pixel where the region paints. The open ground and the
// bed along its back are synthesised from their exemplars in ground metres (photo-texture.ts), then lit by
// the photo's own light (its shadows stay where they were), at its exposure and colour cast, with its grain;
// finally the new ground's fine detail is brought to the photo's own focus, band by band of depth (a soft or
// motion-blurred photo gets soft new ground, a crisp one crisp ground).

export interface GroundPaint {
  region: GroundRegion;
  plane: GroundPlane;
  light: PhotoLight;
  open: MaterialLook;
  bed: MaterialLook;
  seed: number;
}

/** Metres one pixel at row y covers: the geometric mean of its depth and its width on the ground. */
function footprint(plane: GroundPlane, y: number): number {
  const { horizon, focal, eye } = plane.ground;
  const dy = Math.max(2, y - horizon);
  return Math.sqrt((eye / dy) * ((eye * focal) / (dy * dy)));
}

/** Paints the ground into `out` (RGB, the photo's pixels); returns how many pixels it changed. */
export async function paintGround(data: Uint8Array, out: Uint8Array, w: number, h: number, g: GroundPaint): Promise<number> {
  const { region, plane, light, open, bed, seed } = g;
  const { camera, topS, bedFront } = plane;
  const { alpha } = region;
  const px = new Float32Array(6);
  let changed = 0;
  for (let y = 0; y < h; y++) {
    const gz = camera.depthAt(y);
    const fp = footprint(plane, y);
    const lodOpen = levelFor(open, fp);
    const lodBed = levelFor(bed, fp);
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const a = alpha[p]!;
      if (a < 0.004) continue;
      changed++;
      const gx = camera.acrossAt(x, y);
      // the bed: the first metre or so in front of the ground's back edge; its front edge is a planted border,
      // not a ruled line: it wanders by a hand's width or two and softens over a few centimetres
      let bedT = 0;
      const t0 = topS[x]!;
      if (t0 >= 0) {
        const front = camera.depthAt(bedFront(t0, camera.acrossAt(x, t0)));
        const e = Math.max(0.06, fp * 2);
        bedT = smoothstep(front - e, front + e, gz + fbm(gx, gz, 1.3, 3, seed + 13) * 0.5);
      }
      if (bedT < 1) synthesize(open, gx, gz, lodOpen, x, y, px, 0);
      if (bedT > 0) synthesize(bed, gx, gz, lodBed, x, y, px, 3);
      // softened (a power under 1): a forest floor's or a meadow's own light and dark clumps are its old texture
      // as much as its light, and at full strength they come through as blotches on the new ground
      const lit = clamp(light.lumA[p]! / light.median, 0.3, 1.6) ** 0.6 * light.exposure;
      // the photo's own finest grain stays (sensor noise and focus, not the old blades and leaves)
      const grain = clamp((light.lum[p]! - light.lumFine[p]!) * 0.35, -8, 8);
      const i = p * 3;
      for (let c = 0; c < 3; c++) {
        const m = (px[c]! * (1 - bedT) + px[c + 3]! * bedT) * lit * light.cast[c]! + grain;
        out[i + c] = clamp(Math.round(data[i + c]! * (1 - a) + m * a), 0, 255);
      }
    }
  }
  await matchFocus(data, out, w, h, alpha, seed);
  return changed;
}

/** Bands of rows the focus is matched in: depth changes with the row, and so does a photo's sharpness. */
const BANDS = 24;

/** Variance of the 3×3 Laplacian of luminance over the painted interior of each band, for `rgb`. */
function bandDetail(rgb: Uint8Array, w: number, h: number, alpha: Float32Array): { v: Float64Array; n: Uint32Array } {
  const v = new Float64Array(BANDS);
  const n = new Uint32Array(BANDS);
  const L = (p: number) => 0.299 * rgb[p * 3]! + 0.587 * rgb[p * 3 + 1]! + 0.114 * rgb[p * 3 + 2]!;
  for (let y = 1; y < h - 1; y++) {
    const b = Math.min(BANDS - 1, Math.floor((y / h) * BANDS));
    for (let x = 1; x < w - 1; x += 2) {
      const p = y * w + x;
      if (alpha[p]! < 0.98 || alpha[p - w]! < 0.98 || alpha[p + w]! < 0.98) continue;
      const l = L(p - 1) + L(p + 1) + L(p - w) + L(p + w) - 4 * L(p);
      v[b] += l * l;
      n[b]++;
    }
  }
  for (let b = 0; b < BANDS; b++) v[b] = n[b] ? v[b]! / n[b]! : 0;
  return { v, n };
}

/**
 * Brings the painted ground's fine detail to the photo's own, band by band: where it is more than 1.8× the
 * photo's it is blurred (the photo is soft there: far away, out of focus, moving), where it is under 0.6×
 * grain is added (a crisp or noisy photo). Ratios of Laplacian variance; white noise of standard deviation σ
 * adds 20σ² of it.
 */
async function matchFocus(data: Uint8Array, out: Uint8Array, w: number, h: number, alpha: Float32Array, seed: number): Promise<void> {
  const before = bandDetail(data, w, h, alpha);
  const after = bandDetail(out, w, h, alpha);
  const SIGMAS = [0.7, 1.2, 2.0, 3.2];
  // a blur of σ cuts the finest detail's Laplacian variance by about (1 + 2.5 σ²)²
  const pick = new Int8Array(BANDS).fill(-1);
  const noise = new Float32Array(BANDS);
  for (let b = 0; b < BANDS; b++) {
    if (after.n[b]! < 50 || before.v[b]! <= 0) continue;
    const ratio = after.v[b]! / before.v[b]!;
    if (ratio > 1.8) pick[b] = SIGMAS.findIndex((s) => ratio / (1 + 2.5 * s * s) ** 2 <= 1.4);
    if (ratio > 1.8 && pick[b] === -1) pick[b] = SIGMAS.length - 1;
    if (ratio < 0.6) noise[b] = Math.min(12, Math.sqrt((before.v[b]! * 0.8 - after.v[b]!) / 20));
  }
  const used = [...new Set([...pick].filter((k) => k >= 0))];
  const blurredBy = new Map<number, Buffer>();
  await Promise.all(
    used.map(async (k) =>
      blurredBy.set(
        k,
        await sharp(out, { raw: { width: w, height: h, channels: 3 } })
          .blur(SIGMAS[k]!)
          .raw()
          .toBuffer(),
      ),
    ),
  );
  for (let y = 0; y < h; y++) {
    const b = Math.min(BANDS - 1, Math.floor((y / h) * BANDS));
    const src = pick[b]! >= 0 ? blurredBy.get(pick[b]!)! : null;
    const sd = noise[b]!;
    if (!src && !sd) continue;
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const a = alpha[p]!;
      if (a < 0.004) continue;
      const grain = sd ? (hash2(x, y, seed + 29) - 0.5) * 3.46 * sd : 0;
      for (let c = 0; c < 3; c++) {
        const i = p * 3 + c;
        const v = src ? out[i]! + (src[i]! - out[i]!) * a : out[i]!;
        out[i] = clamp(Math.round(v + grain * a), 0, 255);
      }
    }
  }
}
