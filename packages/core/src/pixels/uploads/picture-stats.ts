// Does a redesigned patch of a photo read as a photograph? Three picture statistics of luminance, measured
// over the pixels the restyle changed and compared with the photo's own pixels there before (issue 46):
//  - flat: the share of 8×8 blocks whose luminance standard deviation is under 3 (a flat fill, a clean
//    gradient: a photograph's ground almost never has one);
//  - detail: the variance of a 3×3 Laplacian of luminance (fine detail: blades, grit, grain, focus);
//  - entropy: the mean Shannon entropy, bits, of 32-level luminance in 16×16 blocks (tonal variety).
// A drawing pasted on a photo has more flat blocks, little or harsh detail and few tones; a photographic
// redesign stays within PHOTO_LIKE of the photo it replaces. Used by the restyle's fixture test and
// `pnpm design:photos`.

/** The statistics of one picture over a mask. */
export interface PictureStats {
  /** Share of the 8×8 blocks in the mask with luminance standard deviation under 3, 0..1. */
  flat: number;
  /** Variance of the 3×3 Laplacian of luminance over the mask's inner pixels. */
  detail: number;
  /** Mean entropy (bits, 0..5) of 32-level luminance over the 16×16 blocks in the mask. */
  entropy: number;
  /** How many 8×8 blocks, inner pixels and 16×16 blocks were measured. */
  counts: { flat: number; detail: number; entropy: number };
}

/** How far a restyle may stray from the photo's own statistics where it changed (issue 46, "Done when"). */
export const PHOTO_LIKE = {
  /** Flat 8×8 blocks at most this much more common (5 points). */
  flatMore: 0.05,
  /** Fine detail within this ratio of the photo's. */
  detail: [0.4, 4] as const,
  /** Tonal variety at least this share of the photo's. */
  entropy: 0.85,
};

/** A block counts as changed when at least this share of its pixels changed. */
const BLOCK_SHARE = 0.75;

function luminance(rgb: Uint8Array, n: number): Float32Array {
  const lum = new Float32Array(n);
  for (let p = 0; p < n; p++) lum[p] = 0.299 * rgb[p * 3]! + 0.587 * rgb[p * 3 + 1]! + 0.114 * rgb[p * 3 + 2]!;
  return lum;
}

/** Whether at least BLOCK_SHARE of the b×b block at (bx, by) is in the mask. */
function inMask(mask: Uint8Array, w: number, bx: number, by: number, b: number): boolean {
  let n = 0;
  for (let y = by; y < by + b; y++) for (let x = bx; x < bx + b; x++) n += mask[y * w + x] ? 1 : 0;
  return n >= b * b * BLOCK_SHARE;
}

function flatShare(lum: Float32Array, w: number, h: number, mask: Uint8Array): { share: number; n: number } {
  let flat = 0;
  let n = 0;
  for (let by = 0; by + 8 <= h; by += 8)
    for (let bx = 0; bx + 8 <= w; bx += 8) {
      if (!inMask(mask, w, bx, by, 8)) continue;
      let s = 0;
      let s2 = 0;
      for (let y = by; y < by + 8; y++)
        for (let x = bx; x < bx + 8; x++) {
          const v = lum[y * w + x]!;
          s += v;
          s2 += v * v;
        }
      const variance = s2 / 64 - (s / 64) ** 2;
      n++;
      if (variance < 9) flat++;
    }
  return { share: n ? flat / n : 0, n };
}

function laplacianVariance(lum: Float32Array, w: number, h: number, mask: Uint8Array): { variance: number; n: number } {
  let s = 0;
  let s2 = 0;
  let n = 0;
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const p = y * w + x;
      if (!mask[p] || !mask[p - 1] || !mask[p + 1] || !mask[p - w] || !mask[p + w]) continue;
      const l = lum[p - 1]! + lum[p + 1]! + lum[p - w]! + lum[p + w]! - 4 * lum[p]!;
      s += l;
      s2 += l * l;
      n++;
    }
  return { variance: n ? s2 / n - (s / n) ** 2 : 0, n };
}

function blockEntropy(lum: Float32Array, w: number, h: number, mask: Uint8Array): { entropy: number; n: number } {
  const hist = new Uint16Array(32);
  let sum = 0;
  let n = 0;
  for (let by = 0; by + 16 <= h; by += 16)
    for (let bx = 0; bx + 16 <= w; bx += 16) {
      if (!inMask(mask, w, bx, by, 16)) continue;
      hist.fill(0);
      for (let y = by; y < by + 16; y++) for (let x = bx; x < bx + 16; x++) hist[Math.min(31, lum[y * w + x]! >> 3)]!++;
      let e = 0;
      for (const c of hist) if (c) e -= (c / 256) * Math.log2(c / 256);
      sum += e;
      n++;
    }
  return { entropy: n ? sum / n : 0, n };
}

/** The three statistics of raw 3-channel `rgb` over `mask` (one byte a pixel, non-zero: measured). */
export function pictureStats(rgb: Uint8Array, w: number, h: number, mask: Uint8Array): PictureStats {
  const lum = luminance(rgb, w * h);
  const flat = flatShare(lum, w, h, mask);
  const detail = laplacianVariance(lum, w, h, mask);
  const entropy = blockEntropy(lum, w, h, mask);
  return { flat: flat.share, detail: detail.variance, entropy: entropy.entropy, counts: { flat: flat.n, detail: detail.n, entropy: entropy.n } };
}

/** One byte a pixel: 1 where the channel sum moved more than `threshold` between `before` and `after`. */
export function changedMask(before: Uint8Array, after: Uint8Array, n: number, threshold = 30): Uint8Array {
  const out = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    const i = p * 3;
    out[p] = Math.abs(before[i]! - after[i]!) + Math.abs(before[i + 1]! - after[i + 1]!) + Math.abs(before[i + 2]! - after[i + 2]!) > threshold ? 1 : 0;
  }
  return out;
}

/** A restyle against the photo where it changed: the three comparisons of PHOTO_LIKE. */
export interface PhotoLikeness {
  before: PictureStats;
  after: PictureStats;
  /** After's flat share minus before's, points of 1. */
  flatMore: number;
  /** After's detail over before's. */
  detailRatio: number;
  /** After's entropy over before's. */
  entropyRatio: number;
  /** All three within PHOTO_LIKE. */
  ok: boolean;
}

export function photoLikeness(before: Uint8Array, after: Uint8Array, w: number, h: number, mask = changedMask(before, after, w * h)): PhotoLikeness {
  const b = pictureStats(before, w, h, mask);
  const a = pictureStats(after, w, h, mask);
  const flatMore = a.flat - b.flat;
  const detailRatio = b.detail > 0 ? a.detail / b.detail : a.detail > 0 ? Infinity : 1;
  const entropyRatio = b.entropy > 0 ? a.entropy / b.entropy : 1;
  const ok =
    flatMore <= PHOTO_LIKE.flatMore && detailRatio >= PHOTO_LIKE.detail[0] && detailRatio <= PHOTO_LIKE.detail[1] && entropyRatio >= PHOTO_LIKE.entropy;
  return { before: b, after: a, flatMore, detailRatio, entropyRatio, ok };
}
