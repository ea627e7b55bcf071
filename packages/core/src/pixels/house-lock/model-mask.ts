import sharp from 'sharp';
import type { Segment } from '../../ports/segmenter.port.ts';

// The keep mask from an image model's segments: each probability map stretched over its box at the
// photo's size (the same size the pixel method draws, 768 px on the long side), thresholded at the
// middle, and the boxes' masks united.

/** A model mask covering less of the picture than this found nothing worth keeping: the pixel method decides. */
export const MIN_MODEL_MASK_SHARE = 0.005;

export async function modelKeepMask(photo: Buffer, segments: Segment[], opts: { maxSide?: number } = {}): Promise<Buffer | null> {
  const maxSide = opts.maxSide ?? 768;
  const meta = await sharp(photo).rotate().metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  const pw = (swap ? meta.height : meta.width) ?? 0;
  const ph = (swap ? meta.width : meta.height) ?? 0;
  if (!pw || !ph) return null;
  const k = Math.min(1, maxSide / Math.max(pw, ph));
  const w = Math.max(1, Math.round(pw * k));
  const h = Math.max(1, Math.round(ph * k));
  const mask = Buffer.alloc(w * h);
  for (const s of segments) {
    const [y0, x0, y1, x1] = s.box.map((v) => Math.min(1000, Math.max(0, v)) / 1000) as [number, number, number, number];
    const left = Math.round(x0 * w);
    const top = Math.round(y0 * h);
    const bw = Math.round(x1 * w) - left;
    const bh = Math.round(y1 * h) - top;
    if (bw < 1 || bh < 1) continue;
    let probs: Buffer;
    try {
      probs = await sharp(s.mask).resize(bw, bh, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
    } catch {
      continue; // one unreadable map does not spoil the others
    }
    for (let y = 0; y < bh; y++) for (let x = 0; x < bw; x++) if (probs[y * bw + x]! > 127) mask[(top + y) * w + left + x] = 255;
  }
  let kept = 0;
  for (const v of mask) if (v) kept++;
  if (kept < MIN_MODEL_MASK_SHARE * w * h) return null;
  return sharp(mask, { raw: { width: w, height: h, channels: 1 } })
    .png()
    .toBuffer();
}
