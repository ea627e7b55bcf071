import sharp from 'sharp';
import { clamp, fbm, hash2, smoothstep } from './noise.ts';
import type { GroundPlane, PhotoLight } from './photo-plane.ts';
import type { GroundRegion } from './photo-region.ts';
import { levelFor, synthesize, type MaterialLook } from './photo-texture.ts';

// Step 4 of the restyle: the new ground, pixel by pixel where the region paints. The open ground and the
// bed along its back are synthesised from their exemplars in ground metres (photo-texture.ts), then lit by
// the photo's own light (its shadows stay where they were), at its exposure and colour cast, with its grain.
// Once the plants and features are in too, the fine detail of everything drawn is brought to the photo's own
// focus, band by band of depth (`matchFocus`: a soft or motion-blurred photo gets soft new ground and plants,
// a crisp one crisp ones).

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

/** Samples of slow noise every STEP pixels along a row, interpolated between (the bed's wander, a material's tone). */
const STEP = 4;

/** `f` sampled every STEP pixels of a row and interpolated linearly between: `into[x]` for every x. */
function alongRow(w: number, into: Float32Array, f: (x: number) => number): void {
  let prev = f(0);
  for (let x0 = 0; x0 < w; x0 += STEP) {
    const next = f(Math.min(w - 1, x0 + STEP));
    for (let k = 0; k < STEP && x0 + k < w; k++) into[x0 + k] = prev + ((next - prev) * k) / STEP;
    prev = next;
  }
}

/** A film's shoulder: bright ground (white gravel in sun) rolls off toward white instead of clipping flat. */
const shoulder = (v: number) => (v <= 215 ? v : 215 + (v - 215) / (1 + (v - 215) / 40));

/** Paints the ground into `out` (RGB, the photo's pixels); returns how many pixels it changed. */
export function paintGround(data: Uint8Array, out: Uint8Array, w: number, h: number, g: GroundPaint): number {
  const { region, plane, light, open, bed, seed } = g;
  const { camera, topS } = plane;
  const { alpha } = region;
  const px = new Float32Array(6);
  // the bed: the first metre or so in front of the ground's back edge, by column
  const front = new Float32Array(w).fill(-1);
  for (let x = 0; x < w; x++) if (topS[x]! >= 0) front[x] = camera.depthAt(plane.bedFront(topS[x]!, camera.acrossAt(x, topS[x]!)));
  // softened (a power under 1): a forest floor's or a meadow's own light and dark clumps are its old texture as
  // much as its light, and at full strength they come through as blotches on the new ground
  const shadowOf = Float32Array.from({ length: 256 }, (_, v) => clamp(v / light.median, 0.3, 1.6) ** 0.6);
  const wander = new Float32Array(w);
  const tone = new Float32Array(w);
  let changed = 0;
  for (let y = 0; y < h; y++) {
    const gz = camera.depthAt(y);
    const fp = footprint(plane, y);
    const lodOpen = levelFor(open, fp);
    const lodBed = levelFor(bed, fp);
    const e = Math.max(0.06, fp * 2);
    // the bed's front edge is a planted border, not a ruled line: it wanders by a hand's width or two
    alongRow(w, wander, (x) => fbm(camera.acrossAt(x, y), gz, 1.3, 3, seed + 13) * 0.5);
    // a material's colour wanders slowly between its colour and its accent (a lawn's patches, a bed's wet and dry)
    alongRow(w, tone, (x) => clamp(0.35 + fbm(camera.acrossAt(x, y), gz, 0.45, 2, seed + 7) * 1.2, 0, 1));
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const a = alpha[p]!;
      if (a < 0.004) continue;
      changed++;
      const gx = camera.acrossAt(x, y);
      const bedT = front[x]! < 0 ? 0 : smoothstep(front[x]! - e, front[x]! + e, gz + wander[x]!) * plane.bedRoom[x]!;
      if (bedT < 1) synthesize(open, gx, gz, lodOpen, x, y, tone[x]!, px, 0);
      if (bedT > 0) synthesize(bed, gx, gz, lodBed, x, y, tone[x]!, px, 3);
      const shadow = shadowOf[light.lumA[p]!]!;
      // the photo's grain, as strong as it is there (sensor noise, not the old blades and leaves)
      const grain = clamp((hash2(x, y, seed + 31) - 0.5) * 0.35 * light.grain[p]!, -8, 8);
      const i = p * 3;
      for (let c = 0; c < 3; c++) {
        // a library exemplar takes the photo's exposure and cast; the photo's own ground has them already
        const lit = shadow * light.exposure * light.cast[c]!;
        const m = shoulder(px[c]! * (1 - bedT) * (open.native ? shadow : lit) + px[c + 3]! * bedT * (bed.native ? shadow : lit)) + grain;
        out[i + c] = clamp(Math.round(data[i + c]! * (1 - a) + m * a), 0, 255);
      }
    }
  }
  return changed;
}

/** Bands of rows the focus is matched in: depth changes with the row, and so does a photo's sharpness. */
const BANDS = 24;
/** Blurs tried, pixels. */
const SIGMAS = [0.6, 1.0, 1.6, 2.5, 4, 6.5, 10];

/** Variance of the 3×3 Laplacian of luminance, per band, over pixels mostly drawn (and their four neighbours), for `rgb`. */
function bandDetail(rgb: Uint8Array, w: number, h: number, weight: Float32Array, only?: (b: number) => boolean): { v: Float64Array; n: Uint32Array } {
  const v = new Float64Array(BANDS);
  const n = new Uint32Array(BANDS);
  const L = (p: number) => 0.299 * rgb[p * 3]! + 0.587 * rgb[p * 3 + 1]! + 0.114 * rgb[p * 3 + 2]!;
  for (let y = 1; y < h - 1; y++) {
    const b = Math.min(BANDS - 1, Math.floor((y / h) * BANDS));
    if (only && !only(b)) continue;
    for (let x = 1 + (y & 1); x < w - 1; x += 2) {
      const p = y * w + x;
      if (weight[p]! < 0.5 || weight[p - w]! < 0.5 || weight[p + w]! < 0.5 || weight[p - 1]! < 0.5 || weight[p + 1]! < 0.5) continue;
      const l = L(p - 1) + L(p + 1) + L(p - w) + L(p + w) - 4 * L(p);
      v[b] += l * l;
      n[b]++;
    }
  }
  for (let b = 0; b < BANDS; b++) v[b] = n[b] ? v[b]! / n[b]! : 0;
  return { v, n };
}

/**
 * Brings the fine detail of what was drawn (`weight`: how much of each pixel) to the photo's own, band by band:
 * where it is over 1.6× the photo's, the blur (of SIGMAS) that brings it nearest the photo's is laid over it
 * (the photo is soft there: far away, out of focus, moving); where it is under 0.6×, grain is added (a crisp
 * or noisy photo). Ratios of Laplacian variance; white noise of standard deviation σ adds 20σ² of it.
 */
export async function matchFocus(data: Uint8Array, out: Uint8Array, w: number, h: number, weight: Float32Array, seed: number): Promise<void> {
  const before = bandDetail(data, w, h, weight);
  const after = bandDetail(out, w, h, weight);
  const ratio = (v: number, b: number) => v / Math.max(1e-3, before.v[b]!);
  const judged = (b: number) => after.n[b]! >= 12 && before.v[b]! > 0;
  const sharp_ = [...Array(BANDS).keys()].some((b) => judged(b) && ratio(after.v[b]!, b) > 1.6);
  const blurs = sharp_
    ? await Promise.all(
        SIGMAS.map((s) =>
          sharp(out, { raw: { width: w, height: h, channels: 3 } })
            .blur(s)
            .raw()
            .toBuffer(),
        ),
      )
    : [];
  const detail = blurs.map((b) => bandDetail(b, w, h, weight));
  const pick = new Int8Array(BANDS).fill(-1);
  const noise = new Float32Array(BANDS);
  for (let b = 0; b < BANDS; b++) {
    if (!judged(b)) continue;
    const r = ratio(after.v[b]!, b);
    if (r > 1.6) {
      // the blur whose detail comes nearest the photo's
      let best = Math.abs(Math.log(r));
      for (const [k, d] of detail.entries()) {
        const off = Math.abs(Math.log(ratio(d.v[b]!, b)));
        if (off < best) [best, pick[b]] = [off, k];
      }
    }
    if (r < 0.6) noise[b] = Math.min(20, Math.sqrt((before.v[b]! * 0.8 - after.v[b]!) / 20));
  }
  for (let y = 0; y < h; y++) {
    const b = Math.min(BANDS - 1, Math.floor((y / h) * BANDS));
    const src = pick[b]! >= 0 ? blurs[pick[b]!]! : null;
    const sd = noise[b]!;
    if (!src && !sd) continue;
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const a = weight[p]!;
      if (a < 0.004) continue;
      const grain = sd ? (hash2(x, y, seed + 29) - 0.5) * 3.46 * sd : 0;
      for (let c = 0; c < 3; c++) {
        const i = p * 3 + c;
        // the blur reaches the whole of a partly drawn pixel: a half-drawn edge keeps no sharp residue
        const v = src ? out[i]! + (src[i]! - out[i]!) * Math.min(1, a * 3) : out[i]!;
        out[i] = clamp(Math.round(v + grain * a), 0, 255);
      }
    }
  }
}

/** Per band, the standard deviation of luminance over the pixels mostly drawn. */
function bandSpread(rgb: Uint8Array, w: number, h: number, weight: Float32Array): Float64Array {
  const s = new Float64Array(BANDS);
  const s2 = new Float64Array(BANDS);
  const n = new Float64Array(BANDS);
  for (let p = 0; p < w * h; p += 2) {
    if (weight[p]! < 0.5) continue;
    const b = Math.min(BANDS - 1, Math.floor((Math.floor(p / w) / h) * BANDS));
    const l = 0.299 * rgb[p * 3]! + 0.587 * rgb[p * 3 + 1]! + 0.114 * rgb[p * 3 + 2]!;
    s[b] += l;
    s2[b] += l * l;
    n[b]++;
  }
  return s.map((v, b) => (n[b]! > 40 ? Math.sqrt(Math.max(0, s2[b]! / n[b]! - (v / n[b]!) ** 2)) : 0));
}

/**
 * Brings the tonal variety of what was drawn up toward the photo's own, band by band: where its luminance
 * spreads less than the photo's did there, its detail round the local mean (a blur of about a hand's width on
 * screen) is strengthened, by at most half. A forest floor or a meadow made from a patch of itself has the
 * photo's grain but fewer of its light and dark places.
 */
export async function matchContrast(data: Uint8Array, out: Uint8Array, w: number, h: number, weight: Float32Array): Promise<void> {
  const before = bandSpread(data, w, h, weight);
  const after = bandSpread(out, w, h, weight);
  const gain = before.map((b, i) => (b > 0 && after[i]! > 0 ? clamp(b / after[i]!, 1, 1.5) : 1));
  if (gain.every((g) => g < 1.05)) return;
  const mean = await sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .blur(Math.max(2, Math.max(w, h) / 150))
    .raw()
    .toBuffer();
  for (let y = 0; y < h; y++) {
    const g = gain[Math.min(BANDS - 1, Math.floor((y / h) * BANDS))]!;
    if (g < 1.05) continue;
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const a = weight[p]!;
      if (a < 0.004) continue;
      const k = 1 + (g - 1) * a;
      for (let c = 0; c < 3; c++) out[p * 3 + c] = clamp(Math.round(mean[p * 3 + c]! + (out[p * 3 + c]! - mean[p * 3 + c]!) * k), 0, 255);
    }
  }
}
