import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ssim } from 'ssim.js';

// House-Lock, the pixel half: how well a redesign kept what must not change (the keep mask of the
// "before"), and the repair that pastes the original house back when a model redrew it.
//
// The score is the structural similarity (SSIM, Wang et al. 2004, as `ssim.js` computes it) of the
// masked region: the redesign is laid over the before outside the mask, so what the model did to the
// garden never counts, and the SSIM map is averaged over the windows centred inside the mask. Beside
// it, the share of the mask left visible: mask pixels whose colour stayed within a small distance.

/** Below this SSIM on the mask the house is repaired (and, if that is not enough, the model asked again). */
export const MIN_HOUSE_SSIM = 0.95;
/** Side the score is measured at: enough for windows and rooflines, cheap enough for every render. */
const SCORE_SIDE = 384;
/** A mask pixel is still "visible" when no channel moved more than this. */
const VISIBLE_DELTA = 40;

export interface Fidelity {
  /** SSIM of the masked region, 0..1 (1: untouched). */
  ssim: number;
  /** Share of the masked pixels left as they were, 0..1. */
  visible: number;
  /** Share of the picture under the mask, 0..1 (0: nothing to keep, the score says nothing). */
  maskShare: number;
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

async function rgba(image: Buffer, width: number, height: number): Promise<Raw> {
  const data = await sharp(image).rotate().resize(width, height, { fit: 'fill' }).ensureAlpha().raw().toBuffer();
  return { data, width, height };
}

/** The mask at a size, one byte a pixel, 255 keep / 0 free. */
async function maskAt(mask: Buffer, width: number, height: number): Promise<Buffer> {
  const g = await sharp(mask).resize(width, height, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
  for (let i = 0; i < g.length; i++) g[i] = g[i]! > 127 ? 255 : 0;
  return g;
}

async function sizeOf(image: Buffer): Promise<{ width: number; height: number }> {
  const m = await sharp(image).rotate().metadata();
  const swap = (m.orientation ?? 1) >= 5;
  const width = (swap ? m.height : m.width) ?? 0;
  const height = (swap ? m.width : m.height) ?? 0;
  if (!width || !height) throw new Error('image without a size');
  return { width, height };
}

/**
 * Originals scored lately on this thread, at the score's size. The styles of an area, a retry's second score
 * and a design's growth stages score answers against the same original: it is decoded and resampled once.
 * Never written to: every use copies what it changes.
 */
const befores = new Map<string, Promise<Raw>>();
const BEFORES_KEPT = 6;

function beforeAt(before: Buffer, width: number, height: number): Promise<Raw> {
  const key = `${createHash('sha1').update(before).digest('base64')} ${width}x${height}`;
  let hit = befores.get(key);
  if (hit)
    befores.delete(key); // most recently used last
  else {
    hit = rgba(before, width, height);
    hit.catch(() => befores.delete(key));
  }
  befores.set(key, hit);
  while (befores.size > BEFORES_KEPT) befores.delete(befores.keys().next().value!);
  return hit;
}

/** The before, after and mask at the score's size (the before's aspect). */
async function atScoreSize(before: Buffer, after: Buffer, mask: Buffer) {
  const s = await sizeOf(before);
  const k = SCORE_SIDE / Math.max(s.width, s.height);
  const width = Math.max(16, Math.round(s.width * k));
  const height = Math.max(16, Math.round(s.height * k));
  const [b, a, m] = await Promise.all([beforeAt(before, width, height), rgba(after, width, height), maskAt(mask, width, height)]);
  return { b, a, m, width, height };
}

/** How well `after` kept the masked region of `before`. */
export async function measureFidelity(before: Buffer, after: Buffer, mask: Buffer): Promise<Fidelity> {
  const { b, a, m, width, height } = await atScoreSize(before, after, mask);
  let inMask = 0;
  let visible = 0;
  // The after where the mask is, the before elsewhere: only the kept region can lower the score.
  const laid = Buffer.from(b.data);
  for (let p = 0; p < m.length; p++) {
    if (!m[p]) continue;
    inMask++;
    const i = p * 4;
    laid[i] = a.data[i]!;
    laid[i + 1] = a.data[i + 1]!;
    laid[i + 2] = a.data[i + 2]!;
    if (
      Math.abs(a.data[i]! - b.data[i]!) <= VISIBLE_DELTA &&
      Math.abs(a.data[i + 1]! - b.data[i + 1]!) <= VISIBLE_DELTA &&
      Math.abs(a.data[i + 2]! - b.data[i + 2]!) <= VISIBLE_DELTA
    )
      visible++;
  }
  if (inMask === 0) return { ssim: 1, visible: 1, maskShare: 0 };
  // Only windows centred inside the mask count: SSIM is computed over the mask's bounding box grown by
  // half a window (the same windows, the same values), not over the whole picture.
  const half = 5;
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!m[y * width + x]) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  const cx0 = Math.max(0, x0 - half);
  const cy0 = Math.max(0, y0 - half);
  const cw = Math.max(11, Math.min(width, x1 + half + 1) - cx0);
  const ch = Math.max(11, Math.min(height, y1 + half + 1) - cy0);
  const bx = Math.min(cx0, width - cw);
  const by = Math.min(cy0, height - ch);
  const crop = (d: Buffer) => {
    const out = new Uint8ClampedArray(cw * ch * 4);
    for (let y = 0; y < ch; y++) out.set(d.subarray(((by + y) * width + bx) * 4, ((by + y) * width + bx + cw) * 4), y * cw * 4);
    return { data: out, width: cw, height: ch };
  };
  const { ssim_map: map } = ssim(crop(b.data), crop(laid), { ssim: 'weber', downsample: false, windowSize: 11 });
  // The map is the "valid" convolution: window (x, y) is centred on pixel (x + 5, y + 5) of the crop.
  const off = Math.floor((cw - map.width) / 2);
  let sum = 0;
  let windows = 0;
  for (let y = 0; y < map.height; y++)
    for (let x = 0; x < map.width; x++) {
      if (!m[(by + y + off) * width + bx + x + off]) continue;
      sum += map.data[y * map.width + x]!;
      windows++;
    }
  const score = windows ? sum / windows : 1;
  return { ssim: clamp01(score), visible: visible / inMask, maskShare: inMask / m.length };
}

/**
 * The after with the before's masked pixels pasted back: exact inside the mask, blended over a
 * feathered band just outside it, and in that band the pasted pixels take the tint of the redesign
 * around them (a model that warmed the whole picture leaves no cold halo round the house).
 * Answers a PNG of the after's size.
 */
export async function repairHouse(before: Buffer, after: Buffer, mask: Buffer): Promise<Buffer> {
  const { width, height } = await sizeOf(after);
  const [b, a, m] = await Promise.all([rgba(before, width, height), rgba(after, width, height), maskAt(mask, width, height)]);
  const feather = Math.max(2, Math.round(Math.max(width, height) / 256));
  // Dilate by the feather (blur, then anything touched), then soften: alpha is 1 on the mask.
  const grown = await sharp(m, { raw: { width, height, channels: 1 } })
    .blur(feather)
    .extractChannel(0)
    .raw()
    .toBuffer();
  for (let i = 0; i < grown.length; i++) grown[i] = grown[i]! > 48 || m[i] ? 255 : 0;
  const soft = await sharp(grown, { raw: { width, height, channels: 1 } })
    .blur(Math.max(0.8, feather / 2))
    .extractChannel(0)
    .raw()
    .toBuffer();
  // Colour match: the mean of the after over the before on a ring round the mask, per channel.
  const ring = [0, 0, 0, 0, 0, 0];
  for (let p = 0; p < m.length; p++) {
    if (m[p] || !grown[p]) continue;
    const i = p * 4;
    for (let c = 0; c < 3; c++) {
      ring[c]! += a.data[i + c]!;
      ring[c + 3]! += b.data[i + c]!;
    }
  }
  const gain = [0, 1, 2].map((c) => (ring[c + 3]! > 0 ? Math.min(1.1, Math.max(0.9, ring[c]! / ring[c + 3]!)) : 1));
  const out = Buffer.from(a.data);
  for (let p = 0; p < m.length; p++) {
    const alpha = m[p] ? 1 : Math.min(1, (soft[p]! / 255) * (grown[p] ? 1 : 0) * 1.15);
    if (alpha <= 0) continue;
    const i = p * 4;
    const tint = m[p] ? 0 : 1;
    for (let c = 0; c < 3; c++) {
      const pasted = b.data[i + c]! * (1 + (gain[c]! - 1) * tint);
      out[i + c] = Math.round(Math.min(255, pasted * alpha + a.data[i + c]! * (1 - alpha)));
    }
  }
  return sharp(out, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 7 })
    .toBuffer();
}

function clamp01(v: number): number {
  return Math.max(0, Math.min(1, v));
}
