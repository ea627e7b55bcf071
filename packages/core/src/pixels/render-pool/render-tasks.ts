import sharp from 'sharp';
import type { AreaId } from '@landscape/contract';
import {
  analyzeImage,
  editDesign,
  planAsDrawn,
  regionOf,
  renderDesign as drawDesign,
  renderKeepMask,
  renderOriginal,
  renderPanorama,
  renderPlanView,
  summarizePlan,
  type DesignPlan,
  type DrawnParts,
  type Scene,
} from '@landscape/design';
import { planDesign, type DesignBrief } from '../plan-design.ts';
import { restylePhoto } from '../uploads/photo-restyle.ts';
import { analyzePanorama, stitchPanorama } from '../panorama.ts';
import { measureFidelity, repairHouse } from '../house-lock/fidelity.ts';
import { alignToOriginal } from '../house-lock/align.ts';
import { photoKeepMask } from '../house-lock/photo-mask.ts';
import { modelKeepMask } from '../house-lock/model-mask.ts';
import type { Segment } from '../../ports/segmenter.port.ts';
import { prepareUpload, uploadOutcome, type PrepareOptions } from '../uploads/upload-image.ts';
import { prepareUserMask } from '../house-lock/user-mask.ts';
import { composeSharePreview } from '../share-preview.ts';
import { buildLandscaperPack, type PackInput } from '../pack/landscaper-pack.ts';

// The CPU-heavy steps of a render: planning, SVG -> PNG, photo restyling, stitching and measuring
// pixels. The same functions run on a worker thread of the render pool or, with RENDER_THREADS=0, on
// the calling thread; nothing here touches the database, the queue or the network.

export const renderTasks = {
  /** The landscaper's pack (product §12): the design as a PDF a contractor can quote from. */
  pack: async (input: PackInput) => buildLandscaperPack(input),

  plan: async (brief: DesignBrief) => planDesign(brief),

  /** The property as it is, drawn from its scene (the offline imagery). */
  original: async (input: { scene: Scene; area: AreaId; size: number }) => renderOriginal(input.scene, input.area, { size: input.size, format: 'png' }),

  /** The offline image model: the redesign and its top-down plan. */
  draw: async (input: { scene: Scene; plan: DesignPlan; size: number }) => {
    const image = await drawDesign(input.scene, input.plan, { size: input.size, format: 'png' });
    const planImage = await renderPlanView(input.scene, input.plan, { size: input.size, format: 'png' });
    return { image, planImage };
  },

  /**
   * Change just this, offline (product §10): the instruction applied to the plan, the design drawn again
   * and composed over its source render (white in `region`: may change). Nothing drawn when nothing applied.
   */
  edit: async (input: { scene: Scene; plan: DesignPlan; instruction: string; region: Buffer | null; source: Buffer; locale?: string }) => {
    const region = input.region ? await regionOf(input.region) : null;
    const out = await editDesign({ scene: input.scene, plan: input.plan, instruction: input.instruction, region, source: input.source, locale: input.locale });
    return {
      ok: out.ok,
      plan: out.plan,
      image: out.image,
      planImage: out.planImage,
      summary: out.summary,
      changedMask: out.changedMask,
      notChanged: out.refused.map((r) => r.text),
    };
  },

  /**
   * An image model's edit of a render, kept to its region (white = may change): registered to the render
   * (House-Lock's alignment, everything outside the region as the reference) and composed over it, so every
   * pixel outside the region is the render's own.
   */
  editComposite: async (input: { before: Buffer; after: Buffer; region: Buffer }) => {
    const meta = await sharp(input.before).metadata();
    const width = meta.width!;
    const height = meta.height!;
    const keep = await sharp(input.region).resize(width, height, { fit: 'fill' }).greyscale().negate().png().toBuffer();
    const aligned = await alignToOriginal(input.before, input.after, keep, width, height);
    const [a, b, r] = await Promise.all([
      sharp(aligned.image).resize(width, height, { fit: 'fill' }).removeAlpha().ensureAlpha().raw().toBuffer(),
      sharp(input.before).removeAlpha().ensureAlpha().raw().toBuffer(),
      sharp(input.region).resize(width, height, { fit: 'fill' }).greyscale().raw().toBuffer(),
    ]);
    for (let px = 0; px < width * height; px++) if (r[px]! > 127) a.copy(b, px * 4, px * 4, px * 4 + 4);
    return sharp(b, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer();
  },

  /** White of `mask` where `minus` is black, at the mask's size: a region with what House-Lock keeps taken out. */
  maskMinus: async (input: { mask: Buffer; minus: Buffer }) => {
    const meta = await sharp(input.mask).metadata();
    const [m, k] = await Promise.all([
      sharp(input.mask).greyscale().raw().toBuffer(),
      sharp(input.minus).resize(meta.width!, meta.height!, { fit: 'fill' }).greyscale().raw().toBuffer(),
    ]);
    for (let i = 0; i < m.length; i++) if (k[i]! > 127) m[i] = 0;
    return sharp(m, { raw: { width: meta.width!, height: meta.height!, channels: 1 } })
      .png()
      .toBuffer();
  },

  /** A mask grown by about `by` pixels (white grows into black): room for a model to blend an edit in. */
  growMask: async (input: { mask: Buffer; by: number }) =>
    sharp(input.mask)
      .blur(Math.max(0.3, input.by / 2))
      .threshold(8)
      .png()
      .toBuffer(),

  /**
   * A plan as its picture shows it (planAsDrawn: what the picture could not show is not included) with
   * its summary and its plan view; null when the picture shows all of it.
   */
  asDrawn: async (input: { scene: Scene; plan: DesignPlan; drawn: DrawnParts; planSize: number }) => {
    const plan = planAsDrawn(input.plan, input.drawn);
    if (plan === input.plan) return null;
    return { plan, summary: summarizePlan(plan), planImage: await renderPlanView(input.scene, plan, { size: input.planSize, format: 'png' }) };
  },

  /** The top-down plan alone: the reference image an image model is given beside the photo. */
  planView: async (input: { scene: Scene; plan: DesignPlan; size: number; ageYears?: number }) =>
    renderPlanView(input.scene, input.plan, { size: input.size, format: 'png', ageYears: input.ageYears }),

  /** The redesign alone at any size (full-resolution downloads). */
  drawDesign: async (input: { scene: Scene; plan: DesignPlan; size: number }) => drawDesign(input.scene, input.plan, { size: input.size, format: 'png' }),

  /**
   * A design at one age (growth stages, decision 028): the render and the plan with every plant at its size
   * that many years after planting. `image: false` draws the plan alone (an image model draws the render).
   */
  growthStage: async (input: { scene: Scene; plan: DesignPlan; ageYears: number; size: number; planSize: number; image: boolean }) => ({
    image: input.image ? await drawDesign(input.scene, input.plan, { size: input.size, format: 'png', ageYears: input.ageYears }) : null,
    planImage: await renderPlanView(input.scene, input.plan, { size: input.planSize, format: 'png', ageYears: input.ageYears }),
  }),

  /** The offline image model for a photo: its lawn and soil redesigned at the photo's size, outside the keep mask (`keep`: the homeowner's brush). */
  restyle: async (input: { photo: Buffer; plan: DesignPlan; maxSide: number; keep?: Buffer | null }) =>
    restylePhoto(input.photo, input.plan, { maxSide: input.maxSide, keep: input.keep ?? null }),

  /** House-Lock: what a redesign of a drawn scene must not change, exact (white: keep). */
  keepMask: async (input: { scene: Scene; plan: DesignPlan; size: number }) => renderKeepMask(input.scene, input.plan, input.size),

  /** House-Lock: what a redesign of a photo must not change, from its pixels (pixels/house-lock/photo-mask.ts). */
  photoMask: async (input: { photo: Buffer }) => photoKeepMask(input.photo),

  /** House-Lock: what a redesign of a photo must not change, from the image model's segments (null: none usable). */
  segmentMask: async (input: { photo: Buffer; segments: Segment[] }) => modelKeepMask(input.photo, input.segments),

  /** House-Lock: SSIM and visible share of the keep mask, before against after. */
  fidelity: async (input: { before: Buffer; after: Buffer; mask: Buffer }) => measureFidelity(input.before, input.after, input.mask),

  /** House-Lock: the model's answer registered to the original and resampled onto its frame (pixels/house-lock/align.ts). */
  align: async (input: { before: Buffer; after: Buffer; mask: Buffer; width: number; height: number }) =>
    alignToOriginal(input.before, input.after, input.mask, input.width, input.height),

  /** House-Lock: the original house pasted back into a redesign, feathered and colour-matched. */
  repairHouse: async (input: { before: Buffer; after: Buffer; mask: Buffer }) => repairHouse(input.before, input.after, input.mask),

  /** Pixel measurements of an image (the offline analysis of product §3). */
  analyze: async (input: { image: Buffer; locale?: string | null }) => analyzeImage(await asPng(input.image), input.locale),

  /**
   * The 2:1 panorama of a tour, with the analysis of the whole and of each view. A drawn property is drawn
   * whole from its one scene (each object once, design/renderer/panorama.ts); photos are stitched.
   */
  panorama: async (input: { views: Buffer[]; width: number; height: number; locale?: string | null; scene?: Scene | null; plans?: DesignPlan[] }) => {
    const image = input.scene
      ? await renderPanorama(input.scene, input.plans ?? [], input.width, input.height)
      : await stitchPanorama(input.views, input.width, input.height);
    const [analysis, ...views] = await Promise.all([
      analyzePanorama(image, input.width, input.height, input.locale),
      ...input.views.map(async (v) => analyzeImage(await asPng(v), input.locale)),
    ]);
    return { image, analysis: analysis!, views };
  },

  /** An uploaded photo checked, decoded (HEIC by libheif's WebAssembly), turned upright and re-encoded; a refusal as data. */
  upload: async (input: { data: Buffer; opts: PrepareOptions }) => uploadOutcome(() => prepareUpload(input.data, input.opts)),

  /** A brushed keep mask checked against its photo and turned into a clean mask at the photo's size; a refusal as data. */
  userMask: async (input: { mask: Buffer; width: number; height: number }) => uploadOutcome(() => prepareUserMask(input.mask, input)),

  /** A smaller JPEG of an image (the photo sent back with its keep mask). */
  jpeg: async (input: { image: Buffer; maxSide: number; quality: number }) =>
    sharp(input.image).resize(input.maxSide, input.maxSide, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: input.quality }).toBuffer(),

  /** Any image as PNG (an image model's growth stage kept beside the drawn ones). */
  png: async (input: { image: Buffer }) => sharp(input.image).png().toBuffer(),

  /** The link-preview picture of a shared design (pixels/share-preview.ts). */
  sharePreview: async (input: { after: Buffer; before: Buffer | null }) => composeSharePreview(input.after, input.before),

  /** A picture of a style that belongs to no one (hero samples, Style Management previews): planned and drawn offline. */
  sample: async (input: { brief: DesignBrief; size: number; original: boolean }) => {
    const { plan, scene } = planDesign(input.brief);
    const image = await drawDesign(scene, plan, { size: input.size, format: 'png' });
    const original = input.original ? await renderOriginal(scene, input.brief.area, { size: input.size, format: 'png' }) : null;
    return { image, original };
  },
};

export type RenderTasks = typeof renderTasks;
export type RenderTask = keyof RenderTasks;
export type RenderInput<K extends RenderTask> = Parameters<RenderTasks[K]>[0];
export type RenderOutput<K extends RenderTask> = Awaited<ReturnType<RenderTasks[K]>>;

async function asPng(image: Buffer): Promise<Buffer> {
  const isPng = image.length > 8 && image.readUInt32BE(0) === 0x89504e47;
  return isPng ? image : sharp(image).png().toBuffer();
}

/**
 * Structured cloning between threads turns a Buffer into a plain Uint8Array; this gives every binary
 * field its Buffer back (sharp, storage and hashing expect one) without copying it.
 */
export function revive<T>(value: T): T {
  if (value instanceof Uint8Array) return (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)) as T;
  if (Array.isArray(value)) return value.map(revive) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = revive(v);
    return out as T;
  }
  return value;
}
