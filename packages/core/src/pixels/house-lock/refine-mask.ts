import sharp from 'sharp';
import { loadOpenCv } from './opencv.ts';

// GrabCut refinement of a photo's keep mask (docs/decisions/013-house-lock.md). The pixel method
// (photo-mask.ts) decides per coarse grid cell, so its edges are stair-stepped and it trusts colour
// alone; GrabCut (Rother et al. 2004, OpenCV's `grabCut`) fits a colour model to what is surely kept
// and what is surely free, and cuts the uncertain band along the picture's own edges.

/** GrabCut's mask labels (OpenCV's GC_BGD, GC_FGD, GC_PR_BGD, GC_PR_FGD). */
export const GC = { BGD: 0, FGD: 1, PR_BGD: 2, PR_FGD: 3 } as const;

/** Long side GrabCut works at: edges to a few pixels of the 768-px mask in well under a second. */
export const REFINE_SIDE = 384;
const ITERATIONS = 4;

/**
 * The keep mask (one byte a pixel, 255 keep / 0 free, at w×h) GrabCut cuts from an RGB picture and
 * its seeds (GC labels at w×h). Null when the seeds have nothing sure or probable on one side: there
 * is nothing to fit a colour model to, and the pixel mask stands.
 */
export async function refineMask(rgb: Uint8Array, w: number, h: number, seeds: Uint8Array): Promise<Uint8Array | null> {
  let fg = 0;
  let bg = 0;
  for (const s of seeds) {
    if (s === GC.FGD || s === GC.PR_FGD) fg++;
    else bg++;
  }
  if (fg < 64 || bg < 64) return null;

  const k = Math.min(1, REFINE_SIDE / Math.max(w, h));
  const ww = Math.max(8, Math.round(w * k));
  const wh = Math.max(8, Math.round(h * k));
  const small = await sharp(Buffer.from(rgb.buffer, rgb.byteOffset, rgb.byteLength), { raw: { width: w, height: h, channels: 3 } })
    .resize(ww, wh, { fit: 'fill' })
    .raw()
    .toBuffer();
  const smallSeeds = await sharp(Buffer.from(seeds.buffer, seeds.byteOffset, seeds.byteLength), { raw: { width: w, height: h, channels: 1 } })
    .resize(ww, wh, { fit: 'fill', kernel: 'nearest' })
    .extractChannel(0)
    .raw()
    .toBuffer();

  const cv = await loadOpenCv();
  const img = new cv.Mat(wh, ww, cv.CV_8UC3);
  const labels = new cv.Mat(wh, ww, cv.CV_8UC1);
  const bgdModel = new cv.Mat();
  const fgdModel = new cv.Mat();
  let cut: Buffer;
  try {
    img.data.set(small);
    labels.data.set(smallSeeds);
    // GrabCut starts its colour models from k-means on OpenCV's shared random generator: seed it, so a
    // photo gets the same mask on any thread, first call or hundredth
    cv.setRNGSeed(0x5eed);
    cv.grabCut(img, labels, new cv.Rect(0, 0, ww, wh), bgdModel, fgdModel, ITERATIONS, cv.GC_INIT_WITH_MASK);
    cut = Buffer.alloc(ww * wh);
    const out = labels.data;
    for (let i = 0; i < cut.length; i++) cut[i] = out[i] === GC.FGD || out[i] === GC.PR_FGD ? 255 : 0;
  } finally {
    img.delete();
    labels.delete();
    bgdModel.delete();
    fgdModel.delete();
  }

  // Back to the mask's size, smooth edges thresholded; what the seeds were sure of stays as it was.
  const up = await sharp(cut, { raw: { width: ww, height: wh, channels: 1 } })
    .resize(w, h, { fit: 'fill', kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const mask = new Uint8Array(w * h);
  for (let i = 0; i < mask.length; i++) {
    const s = seeds[i]!;
    mask[i] = s === GC.FGD ? 255 : s === GC.BGD ? 0 : up[i]! > 127 ? 255 : 0;
  }
  return mask;
}
