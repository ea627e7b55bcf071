import sharp from 'sharp';
import { loadOpenCv, type OpenCv } from './opencv.ts';
import type { HouseAlignment } from '../../ports/progress.port.ts';

// House-Lock, the registration step (docs/decisions/013-house-lock.md): image-edit models often answer
// the scene shifted, rescaled, re-framed or in another aspect ratio. Before the keep mask is scored,
// the answer is registered to the original: ORB features of both (Rublee et al. 2011), matched with
// Lowe's ratio test and fitted with a RANSAC homography (OpenCV `findHomography`), then the answer is
// resampled onto the original's frame. The garden is repainted, so the features that agree are the
// house's, the street's and the sky's: what a redesign keeps.

/** Long side the features are found at: corners of windows and rooflines survive, and it stays quick. */
const MATCH_SIDE = 640;
const FEATURES = 3000;
/** Lowe's ratio: a match counts when it is clearly better than the second best. */
const RATIO = 0.8;
/** RANSAC's reprojection tolerance, in pixels of the frame. */
const RANSAC_PX = 2.5;
/** Fewer agreeing matches than this: no reliable registration. */
export const MIN_INLIERS = 24;
/** Share of the keep mask the registered answer must cover; less is "too little overlap". */
export const MIN_MASK_COVERAGE = 0.9;
/** A shift under this many pixels and a scale within this of 1 is no movement at all: nothing is resampled. */
const STILL_PX = 0.75;
const STILL_SCALE = 0.003;

/** Whether the answer could be registered (false: too little overlap, house not kept), the 3×3 homography from
 * the answer's pixels to the frame's, the movement it undoes, its agreeing matches, the keep mask's coverage and
 * whether the answer was resampled (false: already on the original's frame). */
export type Alignment = HouseAlignment;

export interface AlignResult {
  /** The answer on the original's frame (width × height), as PNG; the answer itself when it had not moved. */
  image: Buffer;
  alignment: Alignment;
}

interface Gray {
  data: Buffer;
  width: number;
  height: number;
}

async function grayAt(image: Buffer, side: number): Promise<Gray & { k: number }> {
  const m = await sharp(image).rotate().metadata();
  const swap = (m.orientation ?? 1) >= 5;
  const w0 = (swap ? m.height : m.width) ?? 0;
  const h0 = (swap ? m.width : m.height) ?? 0;
  if (!w0 || !h0) throw new Error('image without a size');
  const k = side / Math.max(w0, h0);
  const width = Math.max(16, Math.round(w0 * k));
  const height = Math.max(16, Math.round(h0 * k));
  const data = await sharp(image).rotate().resize(width, height, { fit: 'fill' }).greyscale().raw().toBuffer();
  return { data, width, height, k: width / w0 };
}

/** ORB keypoints and descriptors of a greyscale picture. */
function features(cv: OpenCv, g: Gray) {
  const mat = new cv.Mat(g.height, g.width, cv.CV_8UC1);
  mat.data.set(g.data);
  const orb = new cv.ORB(FEATURES);
  const keypoints = new cv.KeyPointVector();
  const descriptors = new cv.Mat();
  const none = new cv.Mat();
  try {
    orb.detectAndCompute(mat, none, keypoints, descriptors);
  } finally {
    mat.delete();
    none.delete();
    orb.delete();
  }
  return { keypoints, descriptors };
}

/** Matched points of the answer (`src`, in answer pixels) and the original (`dst`, in frame pixels) that pass Lowe's ratio test. */
function matchedPoints(cv: OpenCv, b: Gray, a: Gray, fb: number, fa: number): { src: number[]; dst: number[] } {
  const fB = features(cv, b);
  const fA = features(cv, a);
  const matcher = new cv.BFMatcher(cv.NORM_HAMMING, false);
  const knn = new cv.DMatchVectorVector();
  const src: number[] = [];
  const dst: number[] = [];
  try {
    if (fB.descriptors.rows < 2 || fA.descriptors.rows < 2) return { src, dst };
    matcher.knnMatch(fA.descriptors, fB.descriptors, knn, 2);
    for (let i = 0; i < knn.size(); i++) {
      const pair = knn.get(i);
      if (pair.size() < 2) continue;
      const m = pair.get(0);
      const n = pair.get(1);
      if (m.distance >= RATIO * n.distance) continue;
      const pa = fA.keypoints.get(m.queryIdx).pt;
      const pb = fB.keypoints.get(m.trainIdx).pt;
      src.push(pa.x * fa, pa.y * fa);
      dst.push(pb.x * fb, pb.y * fb);
    }
  } finally {
    fB.keypoints.delete();
    fB.descriptors.delete();
    fA.keypoints.delete();
    fA.descriptors.delete();
    matcher.delete();
    knn.delete();
  }
  return { src, dst };
}

/** The RANSAC homography from `src` to `dst`, normalised (H[8] = 1), and its agreeing matches; null when none was found. */
function homographyOf(cv: OpenCv, src: number[], dst: number[]): { n: number[]; inliers: number } | null {
  const srcMat = cv.matFromArray(src.length / 2, 1, cv.CV_32FC2, src);
  const dstMat = cv.matFromArray(dst.length / 2, 1, cv.CV_32FC2, dst);
  const inlierMask = new cv.Mat();
  try {
    const h = cv.findHomography(srcMat, dstMat, cv.RANSAC, RANSAC_PX, inlierMask);
    if (h.empty()) {
      h.delete();
      return null;
    }
    const H = Array.from(h.data64F);
    h.delete();
    let inliers = 0;
    for (let i = 0; i < inlierMask.rows; i++) if (inlierMask.data[i]) inliers++;
    return { n: H.map((v) => v / H[8]!), inliers };
  } finally {
    srcMat.delete();
    dstMat.delete();
    inlierMask.delete();
  }
}

/** The share of the keep mask's pixels (white: keep) that the registered answer covers. */
async function maskCoverage(mask: Buffer, covered: Uint8Array, width: number, height: number): Promise<number> {
  const m = await sharp(mask).resize(width, height, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
  let inMask = 0;
  let inside = 0;
  for (let i = 0; i < m.length; i++) {
    if (m[i]! <= 127) continue;
    inMask++;
    if (covered[i]) inside++;
  }
  return inMask ? inside / inMask : 1;
}

/** Whether a normalised homography moves nothing (a shift under STILL_PX, a scale and shear within STILL_SCALE, no tilt). */
function isStill(n: number[], tilt: number): boolean {
  return (
    Math.abs(n[0]! - 1) < STILL_SCALE &&
    Math.abs(n[4]! - 1) < STILL_SCALE &&
    Math.abs(n[1]!) < STILL_SCALE &&
    Math.abs(n[3]!) < STILL_SCALE &&
    Math.abs(n[2]!) < STILL_PX &&
    Math.abs(n[5]!) < STILL_PX &&
    tilt < 0.01
  );
}

/** The answer warped onto the frame by `n`, the original wherever the answer does not reach, as PNG. */
async function resampled(cv: OpenCv, before: Buffer, after: Buffer, n: number[], covered: Uint8Array, width: number, height: number): Promise<Buffer> {
  const [afterRgb, beforeRgb] = await Promise.all([
    sharp(after).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true }),
    sharp(before).rotate().resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer(),
  ]);
  const srcImg = new cv.Mat(afterRgb.info.height, afterRgb.info.width, cv.CV_8UC3);
  const warped = new cv.Mat();
  const Hm = cv.matFromArray(3, 3, cv.CV_64F, n);
  let out: Buffer;
  try {
    srcImg.data.set(afterRgb.data);
    cv.warpPerspective(srcImg, warped, Hm, new cv.Size(width, height), cv.INTER_LINEAR, cv.BORDER_CONSTANT, new cv.Scalar(0, 0, 0, 0));
    out = Buffer.from(warped.data);
  } finally {
    srcImg.delete();
    warped.delete();
    Hm.delete();
  }
  for (let p = 0; p < covered.length; p++) {
    if (covered[p]) continue;
    const i = p * 3;
    out[i] = beforeRgb[i]!;
    out[i + 1] = beforeRgb[i + 1]!;
    out[i + 2] = beforeRgb[i + 2]!;
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 7 })
    .toBuffer();
}

/**
 * Registers `after` (the model's answer) to `before` (the original) and resamples it onto a frame of
 * the original's aspect, `width` × `height` pixels; where the answer does not reach, the original shows.
 * `mask` is the keep mask (white: keep), whose coverage decides whether the registration is usable.
 */
export async function alignToOriginal(before: Buffer, after: Buffer, mask: Buffer, width: number, height: number): Promise<AlignResult> {
  const cv = await loadOpenCv();
  const [b, a] = await Promise.all([grayAt(before, MATCH_SIDE), grayAt(after, MATCH_SIDE)]);
  const afterMeta = await sharp(after).rotate().metadata();
  const failed = (inliers: number): AlignResult => ({
    image: after,
    alignment: { ok: false, matrix: null, dx: 0, dy: 0, scale: 1, inliers, coverage: 0, resampled: false },
  });
  // frame pixels per matched pixel of the before; answer pixels per matched pixel of the after
  const { src, dst } = matchedPoints(cv, b, a, width / b.width, 1 / a.k);
  if (src.length / 2 < MIN_INLIERS) return failed(src.length / 2);
  const fit = homographyOf(cv, src, dst);
  if (!fit) return failed(0);
  const { n, inliers } = fit;
  if (inliers < MIN_INLIERS) return failed(inliers);
  // A redesign moves and rescales the scene; it does not turn it inside out or tilt it wildly.
  const det = n[0]! * n[4]! - n[1]! * n[3]!;
  // the scene's size in the answer against the original, in pixels (0.9: drawn 10% smaller; 2: twice the resolution)
  const scale = width / (b.width / b.k) / Math.sqrt(Math.abs(det));
  const tilt = Math.max(Math.abs(n[6]!), Math.abs(n[7]!)) * Math.max(width, height);
  if (!(det > 0) || scale < 0.2 || scale > 5 || tilt > 0.25) return failed(inliers);

  // Where the registered answer lands, and how much of the keep mask it covers.
  const covered = await coverageOf(cv, n, Math.round(a.width / a.k), Math.round(a.height / a.k), width, height);
  const coverage = await maskCoverage(mask, covered, width, height);
  const alignment: Alignment = {
    ok: coverage >= MIN_MASK_COVERAGE,
    matrix: n.map((v) => Math.round(v * 1e6) / 1e6),
    dx: round2(n[2]!),
    dy: round2(n[5]!),
    scale: round4(scale),
    inliers,
    coverage: round4(coverage),
    resampled: false,
  };
  if (!alignment.ok) return { image: after, alignment };
  // Already on the frame: leave the answer's pixels as they are.
  const sameFrame = afterMeta.width === width && afterMeta.height === height && (afterMeta.orientation ?? 1) === 1;
  if (sameFrame && isStill(n, tilt)) return { image: after, alignment };
  return { image: await resampled(cv, before, after, n, covered, width, height), alignment: { ...alignment, resampled: true } };
}

/** One byte a frame pixel: 1 where the warped answer (w × h) has a pixel, eroded by one so the edge's blend is not counted. */
async function coverageOf(cv: OpenCv, n: number[], w: number, h: number, width: number, height: number): Promise<Uint8Array> {
  const ones = new cv.Mat(h, w, cv.CV_8UC1, new cv.Scalar(255));
  const warped = new cv.Mat();
  const Hm = cv.matFromArray(3, 3, cv.CV_64F, n);
  try {
    cv.warpPerspective(ones, warped, Hm, new cv.Size(width, height), cv.INTER_NEAREST, cv.BORDER_CONSTANT, new cv.Scalar(0));
    const out = new Uint8Array(width * height);
    const d = warped.data;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        out[i] = d[i] && (x === 0 || d[i - 1]) && (x === width - 1 || d[i + 1]) && (y === 0 || d[i - width]) && (y === height - 1 || d[i + width]) ? 1 : 0;
      }
    return out;
  } finally {
    ones.delete();
    warped.delete();
    Hm.delete();
  }
}

const round2 = (v: number) => Math.round(v * 100) / 100;
const round4 = (v: number) => Math.round(v * 10000) / 10000;
