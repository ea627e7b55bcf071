import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { DesignSummary } from '@landscape/contract';
import { designSvg } from '../renderer/perspective.ts';
import { renderPlanView } from '../renderer/plan-view.ts';
import { summarizePlan } from '../summary.ts';
import type { DesignPlan, Scene } from '../types.ts';
import { applyEdit, type EditRegion, type Refusal } from './apply-edit.ts';
import { parseEdit, type EditOp } from './edit-parser.ts';

// "Change just this", offline (docs/product.md, product §10): the instruction edits the plan, the plan is
// drawn again, and the new render takes from the new drawing only the pixels that the edit changed (and,
// with a region, only inside it). Every other pixel is the source render's own, so outside the region
// the edited design is pixel-identical to the one it came from. Runs on the render pool: CPU work.

export interface EditDesignInput {
  scene: Scene;
  plan: DesignPlan;
  instruction: string;
  /** The homeowner's brush (white = may change), at the render's size; none: where the instruction says. */
  region?: EditRegion | null;
  /** The render the edit starts from (PNG); drawn again from the plan when not given. */
  source?: Buffer | null;
  /** The language refusals are said in; the plan's own by default. */
  locale?: string;
  /** The render's size without a source or a region (768). */
  size?: number;
}

export interface EditedDesign {
  /** Whether anything was changed: false when no clause could be applied (then nothing is drawn). */
  ok: boolean;
  plan: DesignPlan;
  applied: EditOp[];
  refused: Refusal[];
  /** The new render (PNG, the source's size) and its top-down plan; null when nothing changed. */
  image: Buffer | null;
  planImage: Buffer | null;
  summary: DesignSummary | null;
  /** How many pixels differ from the source render. */
  changedPixels: number;
  /** Those pixels as a mask (PNG, one channel, white = changed); null when nothing changed. */
  changedMask: Buffer | null;
}

const RENDER_SIZE = 768;

export async function editDesign(input: EditDesignInput): Promise<EditedDesign> {
  const parsed = parseEdit(input.instruction);
  const region = input.region ?? null;
  const outcome = applyEdit(input.scene, input.plan, parsed, { region, locale: input.locale });
  if (!outcome.applied.length)
    return {
      ok: false,
      plan: input.plan,
      applied: [],
      refused: outcome.refused,
      image: null,
      planImage: null,
      summary: null,
      changedPixels: 0,
      changedMask: null,
    };

  const sourceSize = input.source ? await sizeOf(input.source) : null;
  const size = sourceSize ?? region?.width ?? input.size ?? RENDER_SIZE;
  if (region && (region.width !== size || region.height !== size))
    throw new Error(`The region is ${region.width}×${region.height}; the render is ${size}×${size}`);
  // The drawings before and after the edit are rasterised at once off this thread (libuv's pool), the source
  // decoded beside them and the plan view drawn here meanwhile: of an edit's time these are most.
  const drawing = Promise.all([
    pixelsOf(designSvg(input.scene, input.plan, size), size),
    pixelsOf(designSvg(input.scene, outcome.plan, size), size),
    input.source ? rgbaOf(input.source, size) : null,
  ]);
  const planDrawn = renderPlanView(input.scene, outcome.plan, { size, format: 'png' });
  const [before, after, decoded] = await drawing;
  const source = decoded ?? before;
  const out = Buffer.from(source);
  const changed = Buffer.alloc(size * size);
  let changedPixels = 0;
  for (let px = 0, i = 0; px < size * size; px++, i += 4) {
    if (region && region.data[px]! <= 127) continue;
    if (after[i] === before[i] && after[i + 1] === before[i + 1] && after[i + 2] === before[i + 2] && after[i + 3] === before[i + 3]) continue;
    out[i] = after[i]!;
    out[i + 1] = after[i + 1]!;
    out[i + 2] = after[i + 2]!;
    out[i + 3] = after[i + 3]!;
    changed[px] = 255;
    changedPixels++;
  }
  const [image, changedMask, planImage] = await Promise.all([
    sharp(out, { raw: { width: size, height: size, channels: 4 } })
      .png()
      .toBuffer(),
    sharp(changed, { raw: { width: size, height: size, channels: 1 } })
      .png()
      .toBuffer(),
    planDrawn,
  ]);
  return {
    ok: true,
    plan: outcome.plan,
    applied: outcome.applied,
    refused: outcome.refused,
    image,
    planImage,
    summary: summarizePlan(outcome.plan),
    changedPixels,
    changedMask,
  };
}

/** Raw RGBA pixels of a drawing at a square size, rasterised off the calling thread (as rasterizePixels draws them). */
async function pixelsOf(svg: string, size: number): Promise<Uint8Array> {
  const drawn = await renderAsync(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false }, shapeRendering: 2 });
  return drawn.pixels;
}

async function sizeOf(png: Buffer): Promise<number> {
  const m = await sharp(png).metadata();
  if (!m.width || m.width !== m.height) throw new Error('The offline renderer edits square renders only');
  return m.width;
}

/** Raw RGBA pixels of an image at its own size. */
export async function rgbaOf(png: Buffer, size: number): Promise<Uint8Array> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.width !== size || info.height !== size) throw new Error('size mismatch');
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/** A region from a mask image (PNG, white = may change) at the render's size. */
export async function regionOf(mask: Buffer): Promise<EditRegion> {
  const { data, info } = await sharp(mask).flatten({ background: '#000000' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error('The mask is not a greyscale picture');
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}
