import sharp from 'sharp';
import { buildPlan, renderKeepMask, renderOriginal, sceneFromAddress } from '@landscape/design';

// A picture with a known answer for segmentation: a drawn front yard (the offline renderer's, the
// same scene as uploads/fixtures/yard.heic) and the renderer's exact keep mask of it (house, driveway,
// kept trees). The fake Gemini server answers segmentation requests with this mask cut the way Gemini
// cuts its answers: entries whose boxes touch (each connected object cut in a left and a right part,
// as Gemini answers a house and its driveway apart), each box normalised to 0..1000 and a soft
// probability map of the box as a base64 PNG at a size of its own.

export interface SegmentationFixture {
  /** The picture sent as a "photo" (PNG, 768²). */
  photo: Buffer;
  /** The exact keep mask, 768², 255 keep. */
  mask: Buffer;
  /** The JSON list Gemini would answer. */
  answer: { box_2d: [number, number, number, number]; mask: string; label: string }[];
}

let cached: Promise<SegmentationFixture> | null = null;

export function segmentationFixture(): Promise<SegmentationFixture> {
  cached ??= build();
  return cached;
}

async function build(): Promise<SegmentationFixture> {
  const size = 768;
  const scene = sceneFromAddress('5 Willow Court, Austin, TX');
  const plan = buildPlan({ area: 'front_yard', style: 'japanese_zen', wishes: '', scene, seed: 1 });
  const photo = await renderOriginal(scene, 'front_yard', { size, format: 'png' });
  const maskPng = await renderKeepMask(scene, plan, size);
  const { data: m, info } = await sharp(maskPng).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const label = new Int32Array(w * h).fill(-1);
  const answer: SegmentationFixture['answer'] = [];
  for (let start = 0; start < w * h; start++) {
    if (m[start]! <= 127 || label[start] !== -1) continue;
    const id = answer.length;
    const stack = [start];
    const pixels: number[] = [];
    let [x0, y0, x1, y1] = [w, h, 0, 0];
    label[start] = id;
    while (stack.length) {
      const p = stack.pop()!;
      pixels.push(p);
      const x = p % w;
      const y = (p - x) / w;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      for (const q of [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, y > 0 ? p - w : -1, y < h - 1 ? p + w : -1])
        if (q >= 0 && m[q]! > 127 && label[q] === -1) {
          label[q] = id;
          stack.push(q);
        }
    }
    if (pixels.length < 40) {
      answer.push({ box_2d: [0, 0, 0, 0], mask: '', label: '' }); // keeps ids aligned; dropped below
      continue;
    }
    const mid = Math.round((x0 + x1 + 1) / 2);
    for (const [from, to, part] of [
      [x0, mid - 1, 'left'],
      [mid, x1, 'right'],
    ] as const) {
      // the box on Gemini's 0..1000 grid, and the object's pixels in it as a soft probability map
      const box: [number, number, number, number] = [
        Math.floor((y0 * 1000) / h),
        Math.floor((from * 1000) / w),
        Math.ceil(((y1 + 1) * 1000) / h),
        Math.ceil(((to + 1) * 1000) / w),
      ];
      const bx0 = Math.floor((box[1] * w) / 1000);
      const by0 = Math.floor((box[0] * h) / 1000);
      const bw = Math.min(w, Math.round((box[3] * w) / 1000)) - bx0;
      const bh = Math.min(h, Math.round((box[2] * h) / 1000)) - by0;
      const crop = Buffer.alloc(bw * bh);
      for (let y = 0; y < bh; y++)
        for (let x = 0; x < bw; x++) if (bx0 + x >= from && bx0 + x <= to && label[(by0 + y) * w + bx0 + x] === id) crop[y * bw + x] = 255;
      const probs = await sharp(crop, { raw: { width: bw, height: bh, channels: 1 } })
        .resize(256, 256, { fit: 'fill' })
        .blur(1.2)
        .png()
        .toBuffer();
      answer.push({ box_2d: box, mask: `data:image/png;base64,${probs.toString('base64')}`, label: `object ${id}, ${part} part` });
    }
  }
  return { photo, mask: maskPng, answer: answer.filter((a) => a.mask) };
}
