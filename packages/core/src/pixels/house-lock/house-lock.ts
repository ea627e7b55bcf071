import type { ImageModelOutput } from '../../ports/image-model.port.ts';
import type { RenderPool } from '../render-pool/render-pool.port.ts';
import sharp from 'sharp';
import { MIN_HOUSE_SSIM, type Fidelity } from './fidelity.ts';
import type { Alignment } from './align.ts';

// House-Lock, the decision half (docs/decisions/013-house-lock.md). After the image model answers:
//  1. score the keep mask (SSIM and visible share, fidelity.ts); below the line, register the answer to
//     the original first (align.ts: a model that moved, rescaled or re-framed the scene kept the house
//     all the same) and score the answer resampled onto the original's frame. An answer that cannot be
//     registered (too little overlap) did not keep the house;
//  2. at or above MIN_HOUSE_SSIM: kept as drawn;
//  3. below it, when the model touched the house up (MIN_SSIM_FOR_REPAIR): paste the original house
//     back (feathered, colour-matched) and score again;
//  4. when the model rebuilt the house (a paste would be a collage of two houses), or the repair still
//     scores below the line: ask the model once more with a stricter prompt, and repair that answer if
//     it still drifted.
// The check travels with the image to the database: the final score, the model's own first score,
// the visible share and what was done.

export type HouseAction = 'kept' | 'repaired' | 'retried' | 'retried_repaired';

export interface HouseCheck {
  /** SSIM of the keep mask in the stored image, 0..1. */
  kept: number;
  /** Share of the keep mask left as it was in the stored image, 0..1. */
  visible: number;
  /** SSIM of the model's first answer, before any repair or retry. */
  first: number;
  action: HouseAction;
  /** How the stored answer was registered to the original (the transform found, its support, whether it was resampled). */
  align: Alignment;
}

/** The registration of an answer that needed none: it kept the house where it was. */
export const IN_PLACE: Alignment = { ok: true, matrix: [1, 0, 0, 0, 1, 0, 0, 0, 1], dx: 0, dy: 0, scale: 1, inliers: 0, coverage: 1, resampled: false };

/**
 * Below this SSIM the model rebuilt the house rather than touched it up (a different siding, roof or
 * door: a paste would leave two houses' edges in one picture), so it is asked again first. Measured on
 * the fakes of house-lock.test.ts: new windows and roof colour score about 0.85, a rebuilt house 0.6.
 */
export const MIN_SSIM_FOR_REPAIR = 0.75;

/** What the retry adds to the prompt. */
export const STRICT_HOUSE_PROMPT =
  'STRICT: the house must stay pixel for pixel as in the original photo: the same walls, roof and roof colour, roofline, windows, doors, trim and driveway, from the same camera. Change only the garden.';

export function strictPrompt(prompt: string): string {
  return `${prompt}\n\n${STRICT_HOUSE_PROMPT}`;
}

export interface LockInput {
  before: Buffer;
  /** Greyscale PNG, white where nothing may change; may still be in the making while the model draws. */
  mask: Buffer | Promise<Buffer>;
  /** One call of the image model; `strict` asks with the stricter prompt. */
  generate: (strict: boolean) => Promise<ImageModelOutput>;
  pool: RenderPool;
  minSsim?: number;
  /** Long side of the frame a registered answer is resampled onto (the original's aspect); default: the original's own. */
  side?: number;
}

export async function lockHouse(input: LockInput): Promise<{ out: ImageModelOutput; check: HouseCheck }> {
  const min = input.minSsim ?? MIN_HOUSE_SSIM;
  const maskP = Promise.resolve(input.mask);
  maskP.catch(() => {}); // awaited after the model's answer; a model that fails first must not leave it unhandled
  const score = async (image: Buffer): Promise<Fidelity> => input.pool.run('fidelity', { before: input.before, after: image, mask: await maskP });
  let frame: Promise<{ width: number; height: number }> | null = null;
  const frameOf = () => (frame ??= frameSize(input.before, input.side));
  /** The answer as judged: as it came when it kept the house in place, else registered to the original first. */
  const judge = async (out: ImageModelOutput): Promise<{ out: ImageModelOutput; f: Fidelity; align: Alignment }> => {
    const raw = await score(out.image);
    const { width, height } = await frameOf();
    // in place and in the original's aspect: judged as it came (a re-framed answer is registered whatever it scores stretched)
    if (raw.ssim >= min && (await sameAspect(out.image, width, height))) return { out, f: raw, align: IN_PLACE };
    const r = await input.pool.run('align', { before: input.before, after: out.image, mask: await maskP, width, height });
    // too little overlap to register: the house was not kept, whatever the stretched pixels score
    if (!r.alignment.ok) return { out, f: { ...raw, ssim: 0 }, align: r.alignment };
    if (!r.alignment.resampled) return { out, f: raw, align: r.alignment };
    return { out: { ...out, image: r.image, contentType: 'image/png' }, f: await score(r.image), align: r.alignment };
  };
  const repair = async (j: { out: ImageModelOutput; align: Alignment }) => {
    const image = await input.pool.run('repairHouse', { before: input.before, after: j.out.image, mask: await maskP });
    return { out: { ...j.out, image, contentType: 'image/png' }, f: await score(image), align: j.align };
  };

  const first = await judge(await input.generate(false));
  const check = (j: { f: Fidelity; align: Alignment }, action: HouseAction): HouseCheck => ({
    kept: round(j.f.ssim),
    visible: round(j.f.visible),
    first: round(first.f.ssim),
    action,
    align: j.align,
  });
  if (first.f.ssim >= min) return { out: first.out, check: check(first, 'kept') };
  if (first.f.ssim >= MIN_SSIM_FOR_REPAIR) {
    const fixed = await repair(first);
    if (fixed.f.ssim >= min) return { out: fixed.out, check: check(fixed, 'repaired') };
  }
  const again = await judge(await input.generate(true));
  if (again.f.ssim >= min) return { out: again.out, check: check(again, 'retried') };
  const fixed = await repair(again);
  return { out: fixed.out, check: check(fixed, 'retried_repaired') };
}

async function sameAspect(image: Buffer, width: number, height: number): Promise<boolean> {
  const m = await sharp(image).rotate().metadata();
  const swap = (m.orientation ?? 1) >= 5;
  const w = (swap ? m.height : m.width) ?? 0;
  const h = (swap ? m.width : m.height) ?? 0;
  return !!w && !!h && Math.abs(w / h - width / height) < 0.01;
}

/** The original's aspect at a long side of `side` pixels (the original's own size without one). */
async function frameSize(before: Buffer, side?: number): Promise<{ width: number; height: number }> {
  const m = await sharp(before).rotate().metadata();
  const swap = (m.orientation ?? 1) >= 5;
  const w = ((swap ? m.height : m.width) ?? 0) || 1;
  const h = ((swap ? m.width : m.height) ?? 0) || 1;
  const k = (side ?? Math.max(w, h)) / Math.max(w, h);
  return { width: Math.max(16, Math.round(w * k)), height: Math.max(16, Math.round(h * k)) };
}

const round = (v: number) => Math.round(v * 1000) / 1000;
