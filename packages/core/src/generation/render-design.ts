import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { AreaId, DesignPhase, DesignSummary, JobResults, Language, PhaseRendersJob, RenderAreaJob } from '@landscape/contract';
import { angleFor, planAfterPhase, planPhases, resolveSite, sceneFromAddress, type DesignPlan, type Geocoded, type Scene, type Site } from '@landscape/design';
import type { Logger } from '../platform/logger.ts';
import type { JobContext } from '../ports/queue.port.ts';
import type { ProgressStore } from '../ports/progress.port.ts';
import type { Storage } from '../ports/storage.port.ts';
import { storageKeys, tokenOfKey } from '../domain/storage-keys.ts';
import type { ImageModel } from '../ports/image-model.port.ts';
import { ImageModelError } from '../ports/image-model.port.ts';
import type { Imagery, PropertyImage } from '../ports/imagery.port.ts';
import { ImageryError } from '../ports/imagery.port.ts';
import type { Analysis, PropertyAnalysis } from '../ports/analysis.port.ts';
import type { Metrics } from '../adapters/metrics/registry.ts';
import { laterLane, type RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { AssetRecord, AssetRepository } from '../adapters/repositories/asset.repository.ts';
import type { DesignRow, GenerationRecord, GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import { isFinal } from '../domain/status.ts';
import { lockHouse, strictPrompt } from '../pixels/house-lock/house-lock.ts';
import type { Segmenter } from '../ports/segmenter.port.ts';
import { photoKeepMaskOf, type MaskSource } from './mask-source.ts';
import { ProgressWriter } from './progress-writer.ts';
import { operatorAdviceOf, type OperatorNotices } from '../adapters/providers/operator-notices.ts';
import type { ResolvedStyle, StyleCatalog } from './style-catalog.ts';
import type { DesignBrief } from '../pixels/plan-design.ts';
import { drawGrowth, type GrowthDeps, type GrowthInput } from './growth-stages.ts';

export interface RenderDeps {
  generations: GenerationRepository;
  assets: AssetRepository;
  progress: ProgressStore;
  storage: Storage;
  imagery: Imagery;
  imageModel: ImageModel;
  /** The analysis_mode of POST /api/generate (product §3); without it that mode answers no analysis. */
  analysis?: Analysis;
  styles: StyleCatalog;
  pool: RenderPool;
  log: Logger;
  metrics?: Metrics;
  /** The image model's own segmentation of photos and provider imagery (IMAGE_MODEL=gemini); else the pixel method. */
  segmenter?: Segmenter | null;
  /** Where failures the deployment must fix are reported (logged once, counted, shown to admins). */
  notices?: OperatorNotices;
}

/** The "before" of an area, and the keep mask the homeowner brushed for it, if any. */
interface AreaImage {
  image: PropertyImage;
  originalKey: string;
  userMask: Buffer | null;
}

const RENDER_SIZE = 768;
/** The model name of a design changed by an edit (drawn offline over the design it came from). */
export const EDIT_MODEL = 'procedural-edit';
/** Width and height of a full-resolution download drawn by the offline renderer (it draws vectors). */
export const FULL_RESOLUTION = 2048;
const RENDER_KEY = /^generations\/([A-Za-z0-9_-]+)\/([a-z_]+)\/([a-z0-9_-]+)\.(png|jpg|webp)$/;

/** A stable seed per request, area and style: re-running a job redraws the same design. */
export function seedFor(requestId: string, area: string, style: string): number {
  return createHash('sha256').update(`${requestId}:${area}:${style}`).digest().readUInt32BE(0);
}

/** A design drawn from its address's scene (not a photo's, not a tour view): one the offline renderer can draw again. */
export function drawnFromAddress(generation: GenerationRecord, area: AreaId): boolean {
  return generation.kind !== 'upload' && generation.kind !== 'tour' && !generation.settings.photoAreas?.includes(area);
}

/** What a design of one area is planned on (lotOf): the same for every style of the area. */
export interface Lot {
  /** Its address's scene, or for a photo a neutral lot: a photo has no scene behind it (the lot gives the plan its sizes, the photo gives the look). */
  scene: Scene;
  photo: boolean;
  /** The property's climate, orientation and sun; none for a photo of no address (Pro). */
  site: Site | null;
}

/**
 * The lot of a generation's area, made once where the briefs are written (a render thread then never loads
 * the address tables): `geocoded`, the imagery's own answer of where the property is, when it came with one.
 */
export function lotOf(generation: GenerationRecord, opts: { photo?: boolean; geocoded?: Geocoded | null } = {}): Lot {
  const photo = opts.photo ?? false;
  const addressScene = sceneFromAddress(generation.address);
  const site = generation.kind === 'upload' ? null : resolveSite(generation.address, { scene: addressScene, geocoded: opts.geocoded ?? null });
  return { scene: photo ? sceneFromAddress(`upload ${generation.id}`) : addressScene, photo, site };
}

/** The brief a design row is planned from: the same plan every time for the same row. */
export function briefFor(generation: GenerationRecord, row: DesignRow, style: ResolvedStyle, lot: Lot): DesignBrief {
  const { photo, site } = lot;
  return {
    area: row.area,
    style,
    wishes: row.prompt,
    seed: seedFor(generation.id, row.area, row.style),
    scene: lot.scene,
    imagery: photo ? 'photo' : 'address',
    preservation: generation.settings.preservation,
    site,
    locale: generation.settings.locale ?? 'en',
  };
}

/** What users read when a render fails for a reason that is not theirs to fix. */
export function userFacingError(err: unknown): string {
  if (err instanceof ImageModelError || err instanceof ImageryError) return err.message;
  if (err instanceof Error && /timed out/i.test(err.message)) return 'Generation timed out';
  return 'Rendering failed';
}

/**
 * The one render use case: imagery -> plan -> model -> store -> record -> progress, for every
 * unfinished style of one area of a generation of any kind (studio areas, POST /api/generate, photos,
 * tour views). Job handlers call it, in the embedded server and in apps/worker alike; the CPU-heavy
 * steps go to the render pool.
 */
export class RenderDesign {
  private readonly progress: ProgressWriter;
  constructor(private readonly d: RenderDeps) {
    this.progress = new ProgressWriter(d.progress, d.generations);
  }

  /** The `render-area` job. Safe to run again: rows already final are never sent to the model again. */
  async renderArea(job: RenderAreaJob, ctx: JobContext): Promise<{ analysis: PropertyAnalysis | null; notChanged?: string[] }> {
    const log = ctx.log.child({ generationId: job.requestId, area: job.area });
    const found = await this.d.generations.getWithRows(job.requestId);
    if (!found) {
      log.warn('generation no longer exists; job dropped');
      return { analysis: null };
    }
    const { generation } = found;
    const rows = found.rows.filter((r) => r.area === job.area);
    await this.progress.ensure(found);
    const todo = rows.filter((r) => !isFinal(r.status));
    if (todo.length === 0) {
      // a re-run after a crash between the database and the progress cache: bring the cache up to date
      await this.progress.rows(job.requestId, rows);
      return { analysis: null };
    }
    await this.progress.rows(job.requestId, await this.d.generations.start(todo.map((r) => r.id)));
    if (generation.kind === 'edit') return this.renderEdit(generation, todo[0]!, ctx, log);

    let property: AreaImage;
    try {
      property = await this.propertyImage(generation, job.area, rows, ctx.signal);
    } catch (err) {
      if (isShutdown(ctx.signal)) throw err; // left processing; queued again on the next start
      log.warn({ err }, 'imagery failed');
      await this.fail(generation.id, todo, userFacingError(err));
      return { analysis: null };
    }
    const analysing = job.analyse ? this.analyse(generation, job.area, property.image, ctx.signal, log) : Promise.resolve(null);
    // Climate, orientation and sun of the property, once per area: the geocoder's answer when the imagery
    // came with one. A photo has no address to place.
    const lot = lotOf(generation, { photo: property.image.source === 'upload', geocoded: property.image.place });
    // A photo's keep mask does not depend on the style: one per area, asked for when the first style needs it.
    let photoMask: Promise<{ mask: Buffer; source: MaskSource }> | null = null;
    const keepOfPhoto = () => (photoMask ??= this.photoKeepMask(property.image, ctx.signal, log));
    await Promise.all(todo.map((row) => this.renderStyle(generation, row, property, lot, keepOfPhoto, ctx, log)));
    return { analysis: await analysing };
  }

  /**
   * The keep mask of a photo, as a render computes it: the image model's segmentation when there is one,
   * else the pixel method. The studio shows the same mask before generating (POST /api/house-lock/mask).
   */
  photoKeepMask(image: { data: Buffer; contentType: string }, signal: AbortSignal, log: Logger): Promise<{ mask: Buffer; source: MaskSource }> {
    return photoKeepMaskOf({ image, segmenter: this.d.segmenter, pool: this.d.pool, signal, log, notices: this.d.notices });
  }

  /** plan -> model -> store -> record -> progress for one area in one style. */
  private async renderStyle(
    generation: GenerationRecord,
    row: DesignRow,
    property: AreaImage,
    lot: Lot,
    keepOfPhoto: () => Promise<{ mask: Buffer; source: MaskSource }>,
    ctx: JobContext,
    log: Logger,
  ) {
    const t0 = Date.now();
    const { image } = property;
    try {
      ctx.signal.throwIfAborted();
      // An admin-made style draws like its base catalogue style; the prompt keeps the admin's wording.
      const style = await this.d.styles.resolve(row.style);
      if (!style) throw new ImageModelError(`Style '${row.style}' is not available`);
      const { photo } = lot;
      const seed = seedFor(generation.id, row.area, row.style);
      const planned = await this.d.pool.run('plan', briefFor(generation, row, style, lot));
      const width = generation.settings.width ?? RENDER_SIZE;
      const height = generation.settings.height ?? RENDER_SIZE;
      // The plan guides a model that takes reference images: this style's own plan, drawn once for both tries
      // (512 px: plenty for beds, paths and the legend's numbers). Drawn first: the model waits for it.
      // A photo's design keeps this plan as its own too (no model draws a photo's plan): the studio, the
      // share page and Pro show the plan its plant list and cost come from (product §4).
      const planImage =
        this.d.imageModel.referenceImages || photo ? await this.d.pool.run('planView', { scene: planned.scene, plan: planned.plan, size: 512 }) : null;
      // House-Lock: what must not change: the homeowner's own brushed mask when there is one, else exact
      // for a drawn scene, from the model's segmentation or the pixels for a photo. Half the render's size
      // is plenty for a computed one: the score is measured at 384 px and the repair feathers the edge.
      // Only the score needs it, so it is worked out while the model draws.
      const keep: Promise<{ mask: Buffer; source: MaskSource }> = property.userMask
        ? Promise.resolve({ mask: property.userMask, source: 'user' as const })
        : image.scene
          ? this.d.pool
              .run('keepMask', { scene: image.scene, plan: planned.plan, size: Math.max(256, Math.round(Math.min(width, height) / 2)) })
              .then((mask) => ({ mask, source: 'drawn' as const }))
          : keepOfPhoto();
      keep.catch(() => {}); // awaited below; a model that fails first must not leave it unhandled
      const { out, check } = await lockHouse({
        before: image.data,
        mask: keep.then((k) => k.mask),
        pool: this.d.pool,
        side: Math.max(width, height),
        generate: (strict) => {
          ctx.signal.throwIfAborted();
          return this.d.imageModel.generate(
            {
              area: row.area,
              style: row.style,
              original: { data: image.data, contentType: image.contentType },
              scene: image.scene,
              plan: planned.plan,
              prompt: strict ? strictPrompt(planned.prompt) : planned.prompt,
              view: image.angle,
              width,
              height,
              planImage,
              keepMask: property.userMask,
            },
            { signal: ctx.signal },
          );
        },
      });
      ctx.signal.throwIfAborted();
      // One object list: what the picture could not show (a feature with no free ground for it on the photo, a
      // new path on a photo whose own paths stay) leaves the design's features, materials and cost, a feature is
      // said as not included, and neither is on the plan view.
      const asDrawn = out.drawn ? await this.d.pool.run('asDrawn', { scene: planned.scene, plan: planned.plan, drawn: out.drawn, planSize: 512 }) : null;
      const summary = asDrawn?.summary ?? planned.summary;
      const { mask, source: maskSource } = await keep;
      const owner = { generationId: generation.id, userId: generation.userId };
      const maskKey = storageKeys.mask(generation.id, row.area, row.style, row.id);
      await this.store({ key: maskKey, kind: 'mask', contentType: 'image/png', ...owner }, mask);
      const renderKey = storageKeys.render(generation.id, row.area, row.style, row.id, extOf(out.contentType));
      await this.store({ key: renderKey, kind: 'render', contentType: out.contentType, ...owner }, out.image);
      const planOut = out.planImage ?? (photo ? (asDrawn?.planImage ?? planImage) : null);
      const planKey = planOut ? storageKeys.plan(generation.id, row.area, row.style, row.id) : null;
      if (planKey && planOut) await this.store({ key: planKey, kind: 'plan', contentType: 'image/png', ...owner }, planOut);
      // the same plan with its legend in the design's other languages (the model's from the scene it drew, a
      // photo's from the plan as drawn into it)
      const said = planOut
        ? await this.plansIn(
            summary,
            {
              scene: out.planImage ? (image.scene ?? planned.scene) : planned.scene,
              plan: out.planImage ? planned.plan : (asDrawn?.plan ?? planned.plan),
              image: planOut,
            },
            renderKey,
            owner,
          )
        : summary;
      // Growth over time (decision 028): the offline renderer draws a drawn scene's stages itself; an image
      // model grows its own render. The offline restyle of a photo has no scene to grow plants in.
      const offline = this.d.imageModel.name.startsWith('procedural');
      const grows = !offline || !!image.scene;
      const done = await this.d.generations.complete(generation.id, row.id, {
        angle: image.angle,
        originalKey: property.originalKey,
        renderKey,
        planKey,
        seed,
        prompt: planned.prompt,
        // growth stages follow once the homeowner has the design (grow, below)
        design: grows ? { ...said, growth_pending: true } : said,
        model: out.model,
        preservationStrength: out.preservationStrength,
        house: { ...check, maskKey, maskSource, source: image.source === 'procedural' ? 'drawn' : image.source === 'upload' ? 'photo' : image.source },
      });
      if (done) await this.progress.rows(generation.id, [done]);
      this.d.metrics?.imagesGenerated.inc({ model: out.model, style: row.style, area: row.area });
      log.info({ style: row.style, model: out.model, house: check, ms: Date.now() - t0 }, 'area style rendered');
      // the growth stages, once the homeowner has the design
      if (done && grows) {
        await this.grow(done, {
          owner,
          area: row.area,
          style: row.style,
          renderKey,
          render: { data: out.image, contentType: out.contentType },
          scene: image.scene ?? planned.scene,
          plan: planned.plan,
          offline,
          keepMask: async () => mask,
          view: image.angle,
          width,
          height,
          signal: ctx.signal,
        });
      }
    } catch (err) {
      if (isShutdown(ctx.signal)) throw err;
      log.warn({ err, style: row.style, ms: Date.now() - t0 }, 'area style failed');
      const advice = operatorAdviceOf(err);
      if (advice) await this.d.notices?.report(advice);
      this.d.metrics?.renderFailures.inc({ model: this.d.imageModel.name, area: row.area });
      await this.fail(generation.id, [row], userFacingError(err));
    }
  }

  /**
   * Change just this (product §10): the row's instruction applied to the plan of the design it edits
   * (kept with an edited design, else planned again from its seed), drawn offline over that design's render
   * inside the brushed region. An instruction none of which applies fails the row with what could not be
   * changed (its unit given back); what could not be changed of a partly applied one is answered too.
   */
  private async renderEdit(generation: GenerationRecord, row: DesignRow, ctx: JobContext, log: Logger): Promise<{ analysis: null; notChanged?: string[] }> {
    const t0 = Date.now();
    try {
      const found = generation.settings.editOf ? await this.d.generations.design(generation.settings.editOf) : null;
      const source = row.originalKey ? await this.read(row.originalKey) : null;
      if (!found || !source || !row.originalKey) throw new ImageryError('The design to change is no longer available.');
      const plan = await this.planOf(found.generation, found.row);
      const region = generation.settings.editMaskAreas?.includes(row.area)
        ? ((await this.read(storageKeys.userMask(generation.id, row.area, tokenOfKey(row.originalKey))))?.data ?? null)
        : null;
      ctx.signal.throwIfAborted();
      const out = await this.d.pool.run('edit', {
        scene: sceneFromAddress(found.generation.address),
        plan,
        instruction: row.prompt,
        region,
        source: source.data,
        locale: generation.settings.locale,
      });
      if (!out.ok || !out.image || !out.summary) {
        await this.fail(generation.id, [row], out.notChanged.join('\n') || 'Nothing could be changed');
        return { analysis: null, notChanged: out.notChanged };
      }
      ctx.signal.throwIfAborted();
      // An image model draws the change itself: sent the render, the region (the brushed one, else where the
      // offline edit changed the picture, grown a little) and the instruction; kept to the region over the render.
      let image = out.image;
      let model = EDIT_MODEL;
      if (!this.d.imageModel.name.startsWith('procedural') && out.changedMask) {
        const scene = sceneFromAddress(found.generation.address);
        const asked = region ?? (await this.d.pool.run('growMask', { mask: out.changedMask, by: 12 }));
        // House-Lock: the house, the driveway and the kept trees stay the render's own even inside a brushed region
        const house = await this.d.pool.run('keepMask', { scene, plan, size: RENDER_SIZE });
        const where = await this.d.pool.run('maskMinus', { mask: asked, minus: house });
        const drawn = await this.d.imageModel.generate(
          {
            area: row.area,
            style: row.style,
            original: source,
            scene: null,
            plan: out.plan,
            prompt: editPrompt(row.prompt),
            view: found.row.angle ?? angleFor(row.area),
            width: RENDER_SIZE,
            height: RENDER_SIZE,
            region: where,
          },
          { signal: ctx.signal },
        );
        image = await this.d.pool.run('editComposite', { before: source.data, after: drawn.image, region: where });
        model = `${drawn.model}-edit`;
      }
      const owner = { generationId: generation.id, userId: generation.userId };
      const renderKey = storageKeys.render(generation.id, row.area, row.style, row.id, 'png');
      await this.store({ key: renderKey, kind: 'render', contentType: 'image/png', ...owner }, image);
      const planKey = out.planImage ? storageKeys.plan(generation.id, row.area, row.style, row.id) : null;
      if (planKey && out.planImage) await this.store({ key: planKey, kind: 'plan', contentType: 'image/png', ...owner }, out.planImage);
      const said = out.planImage
        ? await this.plansIn(out.summary, { scene: sceneFromAddress(found.generation.address), plan: out.plan, image: out.planImage }, renderKey, owner)
        : out.summary;
      const done = await this.d.generations.complete(generation.id, row.id, {
        angle: found.row.angle ?? angleFor(row.area),
        originalKey: row.originalKey,
        renderKey,
        planKey,
        seed: plan.seed,
        prompt: row.prompt,
        design: model === EDIT_MODEL ? { ...said, growth_pending: true } : said,
        // drawn by the offline edit: downloads serve this picture, never one planned again from the seed
        model,
        preservationStrength: 1,
        house: null,
        editedPlan: out.plan,
      });
      if (done) await this.progress.rows(generation.id, [done]);
      this.d.metrics?.imagesGenerated.inc({ model, style: row.style, area: row.area });
      log.info({ style: row.style, editOf: found.row.id, notChanged: out.notChanged.length, ms: Date.now() - t0 }, 'design edited');
      // an offline edit grows its own edited plan (decision 028); a model's edit keeps the model's look, not grown offline
      if (done && model === EDIT_MODEL) {
        await this.grow(done, {
          owner,
          area: row.area,
          style: row.style,
          renderKey,
          render: { data: image, contentType: 'image/png' },
          scene: sceneFromAddress(found.generation.address),
          plan: out.plan,
          offline: true,
          keepMask: async () => Buffer.alloc(0),
          view: found.row.angle ?? angleFor(row.area),
          width: RENDER_SIZE,
          height: RENDER_SIZE,
          signal: ctx.signal,
        });
      }
      return { analysis: null, notChanged: out.notChanged };
    } catch (err) {
      if (isShutdown(ctx.signal)) throw err;
      log.warn({ err, style: row.style, ms: Date.now() - t0 }, 'design edit failed');
      await this.fail(generation.id, [row], userFacingError(err));
      return { analysis: null };
    }
  }

  /** The plan of a finished design: kept with it when it was edited, else planned again from its seed, wishes, site and language. */
  private async planOf(generation: GenerationRecord, row: DesignRow): Promise<DesignPlan> {
    const kept = await this.d.generations.editedPlan(row.id);
    if (kept) return kept as DesignPlan;
    const style = await this.d.styles.resolve(row.style);
    if (!style) throw new ImageModelError(`Style '${row.style}' is not available`);
    return (await this.d.pool.run('plan', briefFor(generation, row, style, lotOf(generation)))).plan;
  }

  /**
   * The area as it is, fetched once for every style and every re-run: from the imagery source for an
   * address, or the homeowner's photo stored when the generation was made.
   */
  private async propertyImage(generation: GenerationRecord, area: AreaId, rows: DesignRow[], signal: AbortSignal): Promise<AreaImage> {
    if (generation.kind === 'upload' || generation.settings.photoAreas?.includes(area)) {
      const originalKey = rows.find((r) => r.originalKey)?.originalKey;
      const photo = originalKey ? await this.read(originalKey) : null;
      if (!originalKey || !photo) throw new ImageryError('The uploaded photo is no longer available. Please upload it again.');
      const image: PropertyImage = { ...photo, angle: angleFor(area), scene: null, source: 'upload' };
      // the keep mask the homeowner brushed in the studio, checked and sized to the photo on the way in
      const brushed = generation.settings.maskAreas?.includes(area)
        ? await this.read(storageKeys.userMask(generation.id, area, tokenOfKey(originalKey)))
        : null;
      return { image, originalKey, userMask: brushed?.data ?? null };
    }
    const image = await this.d.imagery.fetch({ address: generation.address, area }, { signal });
    signal.throwIfAborted();
    // one original per area, whatever the number of re-runs: the one a finished style of it already shows
    const known = rows.find((r) => r.originalKey)?.originalKey;
    const originalKey =
      known && (await this.d.storage.exists(known)) ? known : storageKeys.original(generation.id, area, randomUUID(), extOf(image.contentType));
    if (originalKey !== known) {
      await this.store(
        { key: originalKey, kind: 'original', contentType: image.contentType, generationId: generation.id, userId: generation.userId },
        image.data,
      );
    }
    return { image, originalKey, userMask: null };
  }

  /** The analysis of the property as it is; a failed analysis never fails the render beside it. */
  private async analyse(generation: GenerationRecord, area: AreaId, image: PropertyImage, signal: AbortSignal, log: Logger): Promise<PropertyAnalysis | null> {
    if (!this.d.analysis) return null;
    try {
      return await this.d.analysis.analyze(
        { image: { data: image.data, contentType: image.contentType }, area, address: generation.address, locale: generation.settings.locale ?? 'en' },
        { signal },
      );
    } catch (err) {
      log.warn({ err, analysis: this.d.analysis.name }, 'analysis failed');
      const advice = operatorAdviceOf(err);
      if (advice) await this.d.notices?.report(advice);
      return null;
    }
  }

  /**
   * What a download of a render key serves. The offline renderer draws vectors: its designs are drawn
   * again from the same plan at FULL_RESOLUTION (`draw`, once, kept at `key`: derived-images.ts); any other
   * model's render is the stored image, the largest the model returned. Null when the key is not a
   * finished render. Reads the database only: the API calls it.
   */
  async downloadSource(renderKey: string): Promise<{ designId: string; key: string; draw: boolean } | null> {
    const m = RENDER_KEY.exec(renderKey);
    if (!m) return null;
    const found = await this.d.generations.getWithRows(m[1]!);
    const row = found?.rows.find((r) => r.renderKey === renderKey && r.status === 'completed');
    if (!found || !row) return null;
    const draw = found.generation.kind !== 'upload' && row.model === this.d.imageModel.name && row.model.startsWith('procedural');
    return draw ? { designId: row.id, key: storageKeys.fullResolution(renderKey), draw } : { designId: row.id, key: renderKey, draw };
  }

  /**
   * The `derived-image` job of a download: draws a finished design of the offline renderer at
   * FULL_RESOLUTION, from the same plan (same seed, wishes, site and language), on the render pool, and
   * keeps it in storage. Drawn at most once: a picture already kept is not drawn again. Answers its key,
   * or null when the design has nothing to draw (not finished, not drawn by the offline renderer).
   */
  async drawFullResolution(designId: string, signal: AbortSignal): Promise<string | null> {
    const found = await this.d.generations.design(designId);
    const row = found?.row;
    if (!found || !row || row.status !== 'completed' || !row.renderKey) return null;
    const key = storageKeys.fullResolution(row.renderKey);
    if (await this.d.storage.exists(key)) return key;
    const { generation } = found;
    const style = await this.d.styles.resolve(row.style);
    const image = style ? await this.d.imagery.fetch({ address: generation.address, area: row.area }, { signal }) : null;
    if (!style || !image?.scene) return null;
    // the same brief the render was planned from: the same plan, drawn larger
    const planned = await this.d.pool.run('plan', briefFor(generation, row, style, lotOf(generation, { geocoded: image.place })));
    signal.throwIfAborted();
    const drawn = await this.d.pool.run('drawDesign', { scene: image.scene, plan: planned.plan, size: FULL_RESOLUTION });
    await this.d.storage.put(key, drawn, 'image/png');
    return key;
  }

  /**
   * The `phase-renders` job (a budget in phases, product §12): the yard after each phase — the design's own
   * plan with only what phases 1..k build — drawn by the offline renderer on the render pool from the
   * design's scene, seed and plan (its edited plan for an edit), exactly as its own render is drawn. Every
   * picture is drawn before any is stored; the set is kept in the design's summary. Null when the design
   * cannot be drawn again (gone, unfinished, from a photo) or the budget is refused.
   */
  async drawPhases(job: PhaseRendersJob, ctx: JobContext): Promise<JobResults['phase-renders']> {
    const found = await this.d.generations.design(job.designId);
    const row = found?.row;
    if (!found || !row || row.status !== 'completed' || !row.renderKey || !row.design) return { set: null };
    const { generation } = found;
    if (!drawnFromAddress(generation, row.area)) return { set: null };
    const planned = planPhases(row.design, job.budget);
    if (!planned.ok) return { set: null };
    const plan = await this.planOf(generation, row);
    ctx.signal.throwIfAborted();
    const scene = sceneFromAddress(generation.address);
    const size = Math.min(generation.settings.width ?? RENDER_SIZE, generation.settings.height ?? RENDER_SIZE);
    const drawn = await Promise.all(planned.phases.map((p) => this.d.pool.run('draw', { scene, plan: planAfterPhase(plan, planned.phases, p.number), size })));
    ctx.signal.throwIfAborted();
    const owner = { generationId: generation.id, userId: generation.userId };
    const phases: DesignPhase[] = [];
    for (const [i, p] of planned.phases.entries()) {
      const image = storageKeys.phaseRender(row.renderKey, job.setId, p.number);
      const planKey = storageKeys.phasePlan(row.renderKey, job.setId, p.number);
      await this.store({ key: image, kind: 'phase', contentType: 'image/png', ...owner }, drawn[i]!.image);
      await this.store({ key: planKey, kind: 'phase', contentType: 'image/png', ...owner }, drawn[i]!.planImage);
      phases.push({ ...p, image, plan: planKey });
    }
    const set = { budget: job.budget, currency: row.design.cost.currency, phases };
    const kept = await this.d.generations.addPhaseSet(row.id, set);
    if (!kept) return { set: null };
    await this.progress.rows(kept.generationId, [kept]);
    return { set };
  }

  /**
   * A finished design's growth stages, drawn after the homeowner has the design (they never wait for them,
   * and every render-pool task of them waits behind the designs still being drawn):
   * kept with the design and shown by the next poll. Stages that could not be drawn leave the design as it is.
   */
  private async grow(done: DesignRow, input: GrowthInput) {
    const deps: GrowthDeps = { pool: laterLane(this.d.pool), imageModel: this.d.imageModel, log: this.d.log, store: (asset, data) => this.store(asset, data) };
    const growth = await drawGrowth(deps, input);
    const grown = await this.d.generations.addGrowth(done.id, growth ?? null);
    if (grown) await this.progress.rows(done.generationId, [grown]);
  }

  /**
   * A design's plan drawn again in each other language its summary carries (decision 038), at the size of the
   * plan it has, stored beside its render; answers the summary with each translation's `plan_image`.
   */
  private async plansIn(
    summary: DesignSummary,
    drawn: { scene: Scene; plan: DesignPlan; image: Buffer },
    renderKey: string,
    owner: Pick<AssetRecord, 'generationId' | 'userId'>,
  ): Promise<DesignSummary> {
    const languages = Object.keys(summary.translations ?? {}) as Language[];
    if (languages.length === 0) return summary;
    const size = (await sharp(drawn.image).metadata()).width ?? 512;
    const keys = await Promise.all(
      languages.map(async (language) => {
        const image = await this.d.pool.run('planView', { scene: drawn.scene, plan: { ...drawn.plan, locale: language }, size });
        const key = storageKeys.planIn(renderKey, language);
        await this.store({ key, kind: 'plan', contentType: 'image/png', ...owner }, image);
        return [language, key] as const;
      }),
    );
    const translations = { ...summary.translations };
    for (const [language, key] of keys) translations[language] = { ...translations[language]!, plan_image: key };
    return { ...summary, translations };
  }

  /** Fails rows (giving their units back) and says so in the progress cache. */
  async fail(generationId: string, rows: Pick<DesignRow, 'id'>[], message: string) {
    await this.progress.rows(
      generationId,
      await this.d.generations.fail(
        generationId,
        rows.map((r) => r.id),
        message,
      ),
    );
  }

  /** Writes a file and its asset row (size read from the image header). */
  async store(asset: Omit<AssetRecord, 'bytes' | 'width' | 'height'>, data: Buffer) {
    await this.d.storage.put(asset.key, data, asset.contentType);
    const size = await sharp(data)
      .metadata()
      .then((m) => ({ width: m.width ?? null, height: m.height ?? null }))
      .catch(() => ({ width: null, height: null })); // size is informative only
    await this.d.assets.record({ ...asset, bytes: data.length, ...size });
  }

  /** A stored file's bytes and type, or null when it is gone. */
  async read(key: string): Promise<{ data: Buffer; contentType: string } | null> {
    const obj = await this.d.storage.get(key);
    if (!obj) return null;
    const chunks: Buffer[] = [];
    for await (const c of obj.body) chunks.push(c as Buffer);
    return { data: Buffer.concat(chunks), contentType: obj.contentType };
  }
}

/** What an image model is told to change in an edit (product §10). */
export function editPrompt(instruction: string): string {
  return `Change only this in the garden picture: ${instruction.replace(/\s+/g, ' ').trim()}. Keep the house, the camera, the light and everything else exactly as they are.`;
}

export function extOf(contentType: string): string {
  if (contentType === 'image/webp') return 'webp';
  if (contentType === 'image/jpeg') return 'jpg';
  return 'png';
}

function isShutdown(signal: AbortSignal): boolean {
  return signal.aborted && signal.reason instanceof Error && /shutting down|cancelled/.test(signal.reason.message);
}
