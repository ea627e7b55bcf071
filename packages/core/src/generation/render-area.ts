import { randomUUID } from 'node:crypto';
import type { AreaId, RenderAreaJob } from '@landscape/contract';
import { angleFor, type DesignPlan, type Scene } from '@landscape/design';
import type { Logger } from '../platform/logger.ts';
import type { JobContext } from '../ports/queue.port.ts';
import type { Storage } from '../ports/storage.port.ts';
import { storageKeys, tokenOfKey } from '../domain/storage-keys.ts';
import { ImageModelError, NothingToRedesignError, type ImageModel, type ImageModelOutput } from '../ports/image-model.port.ts';
import { ImageryError, type Imagery, type PropertyImage } from '../ports/imagery.port.ts';
import type { Analysis, PropertyAnalysis } from '../ports/analysis.port.ts';
import type { Segmenter } from '../ports/segmenter.port.ts';
import type { Metrics } from '../adapters/metrics/registry.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import type { DesignRow, GenerationRecord } from '../adapters/repositories/generation-records.ts';
import { isFinal } from '../domain/status.ts';
import { lockHouse, strictPrompt, type HouseCheck } from '../pixels/house-lock/house-lock.ts';
import { operatorAdviceOf, type OperatorNotices } from '../adapters/providers/operator-notices.ts';
import { briefFor, extOf, isShutdown, lotOf, RENDER_SIZE, seedFor, userFacingError, type Lot } from './design-brief.ts';
import type { DesignFiles } from './design-files.ts';
import { growDesign } from './growth-stages.ts';
import { photoKeepMaskOf, type MaskSource } from './mask-source.ts';
import { plansIn } from './plan-translations.ts';
import type { ProgressWriter } from './progress-writer.ts';
import type { RenderEdit } from './render-edit.ts';
import type { StyleCatalog } from './style-catalog.ts';
import type { PlannedDesign } from '../pixels/plan-design.ts';

export interface RenderDeps {
  generations: Pick<GenerationRepository, 'getWithRows' | 'start' | 'complete' | 'addGrowth'>;
  files: DesignFiles;
  progress: ProgressWriter;
  storage: Pick<Storage, 'exists'>;
  imagery: Imagery;
  imageModel: ImageModel;
  /** The analysis_mode of POST /api/generate (product §3); without it that mode answers no analysis. */
  analysis?: Analysis;
  styles: Pick<StyleCatalog, 'resolve'>;
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

type KeepMask = { mask: Buffer; source: MaskSource };

/** One style of an area being drawn: what every step of it reads. */
interface StyleJob {
  generation: GenerationRecord;
  row: DesignRow;
  property: AreaImage;
  lot: Lot;
  /** A photo's keep mask, one per area (it does not depend on the style), asked for when the first style needs it. */
  keepOfPhoto: () => Promise<KeepMask>;
  ctx: JobContext;
  log: Logger;
}

/** What the model drew for one style, with the plan it drew from and House-Lock's check of it. */
interface StyleDrawn {
  planned: PlannedDesign;
  planImage: Buffer | null;
  keep: Promise<KeepMask>;
  out: ImageModelOutput;
  check: HouseCheck;
  width: number;
  height: number;
}

/**
 * The one render use case, the `render-area` job: imagery -> plan -> model -> store -> record -> progress,
 * for every unfinished style of one area of a generation of any kind (studio areas, POST /api/generate,
 * photos, tour views; an edit is drawn by render-edit.ts). Job handlers call it, in the embedded server and
 * in apps/worker alike; the CPU-heavy steps go to the render pool. Safe to run again: rows already final are
 * never sent to the model again.
 */
export class RenderArea {
  constructor(
    private readonly d: RenderDeps,
    private readonly edits: Pick<RenderEdit, 'render'>,
  ) {}

  async render(job: RenderAreaJob, ctx: JobContext): Promise<{ analysis: PropertyAnalysis | null; notChanged?: string[] }> {
    const log = ctx.log.child({ generationId: job.requestId, area: job.area });
    const found = await this.d.generations.getWithRows(job.requestId);
    if (!found) {
      log.warn('generation no longer exists; job dropped');
      return { analysis: null };
    }
    const { generation } = found;
    const rows = found.rows.filter((r) => r.area === job.area);
    await this.d.progress.ensure(found);
    const todo = rows.filter((r) => !isFinal(r.status));
    if (todo.length === 0) {
      // a re-run after a crash between the database and the progress cache: bring the cache up to date
      await this.d.progress.rows(job.requestId, rows);
      return { analysis: null };
    }
    await this.d.progress.rows(job.requestId, await this.d.generations.start(todo.map((r) => r.id)));
    if (generation.kind === 'edit') return this.edits.render(generation, todo[0]!, ctx, log);

    let property: AreaImage;
    try {
      property = await this.propertyImage(generation, job.area, rows, ctx.signal);
    } catch (err) {
      if (isShutdown(ctx.signal)) throw err; // left processing; queued again on the next start
      log.warn({ err }, 'imagery failed');
      await this.d.progress.fail(generation.id, todo, userFacingError(err));
      return { analysis: null };
    }
    const analysing = job.analyse ? this.analyse(generation, job.area, property.image, ctx.signal, log) : Promise.resolve(null);
    // Climate, orientation and sun of the property, once per area: the geocoder's answer when the imagery
    // came with one. A photo has no address to place.
    const lot = lotOf(generation, { photo: property.image.source === 'upload', geocoded: property.image.place });
    let photoMask: Promise<KeepMask> | null = null;
    const keepOfPhoto = () => (photoMask ??= this.photoKeepMask(property.image, ctx.signal, log));
    await Promise.all(todo.map((row) => this.renderStyle({ generation, row, property, lot, keepOfPhoto, ctx, log })));
    return { analysis: await analysing };
  }

  /** The keep mask of a photo, as a render computes it: the image model's segmentation when there is one, else the pixel method. */
  private photoKeepMask(image: { data: Buffer; contentType: string }, signal: AbortSignal, log: Logger): Promise<KeepMask> {
    return photoKeepMaskOf({ image, segmenter: this.d.segmenter, pool: this.d.pool, signal, log, notices: this.d.notices });
  }

  /** plan -> model -> store -> record -> progress for one area in one style; a failure fails that row alone. */
  private async renderStyle(job: StyleJob) {
    const t0 = Date.now();
    const { generation, row, ctx, log } = job;
    try {
      ctx.signal.throwIfAborted();
      const drawn = await this.drawStyle(job);
      ctx.signal.throwIfAborted();
      await this.recordStyle(job, drawn, t0);
    } catch (err) {
      if (isShutdown(ctx.signal)) throw err;
      // an expected refusal (said to the homeowner, a 4xx) is no fault: one line, no stack (decision 046)
      if (err instanceof NothingToRedesignError) log.info({ style: row.style, reason: err.message, ms: Date.now() - t0 }, 'area style refused');
      else log.warn({ err, style: row.style, ms: Date.now() - t0 }, 'area style failed');
      const advice = operatorAdviceOf(err);
      if (advice) await this.d.notices?.report(advice);
      this.d.metrics?.renderFailures.inc({ model: this.d.imageModel.name, area: row.area });
      await this.d.progress.fail(generation.id, [row], userFacingError(err));
    }
  }

  /** The style's plan, and the model's picture of it under House-Lock. */
  private async drawStyle(job: StyleJob): Promise<StyleDrawn> {
    const { generation, row, property, lot, ctx } = job;
    const { image } = property;
    // An admin-made style draws like its base catalogue style; the prompt keeps the admin's wording.
    const style = await this.d.styles.resolve(row.style);
    if (!style) throw new ImageModelError(`Style '${row.style}' is not available`);
    const planned = await this.d.pool.run('plan', briefFor(generation, row, style, lot));
    const width = generation.settings.width ?? RENDER_SIZE;
    const height = generation.settings.height ?? RENDER_SIZE;
    // The plan guides a model that takes reference images: this style's own plan, drawn once for both tries
    // (512 px: plenty for beds, paths and the legend's numbers). Drawn first: the model waits for it.
    // A photo's design keeps this plan as its own too (no model draws a photo's plan): the studio, the
    // share page and Pro show the plan its plant list and cost come from (product §4).
    const planImage =
      this.d.imageModel.referenceImages || lot.photo ? await this.d.pool.run('planView', { scene: planned.scene, plan: planned.plan, size: 512 }) : null;
    const keep = this.keepMaskFor(job, planned.plan, width, height);
    keep.catch(() => {}); // awaited later; a model that fails first must not leave it unhandled
    const { out, check } = await lockHouse({
      before: image.data,
      mask: keep.then((k) => k.mask),
      pool: this.d.pool,
      side: Math.max(width, height),
      generate: (strict) => {
        ctx.signal.throwIfAborted();
        const prompt = strict ? strictPrompt(planned.prompt) : planned.prompt;
        const original = { data: image.data, contentType: image.contentType };
        return this.d.imageModel.generate(
          {
            area: row.area,
            style: row.style,
            original,
            scene: image.scene,
            plan: planned.plan,
            prompt,
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
    return { planned, planImage, keep, out, check, width, height };
  }

  /**
   * House-Lock: what must not change: the homeowner's own brushed mask when there is one, else exact for a
   * drawn scene, from the model's segmentation or the pixels for a photo. Half the render's size is plenty for
   * a computed one: the score is measured at 384 px and the repair feathers the edge. Only the score needs it,
   * so it is worked out while the model draws.
   */
  private keepMaskFor(job: StyleJob, plan: DesignPlan, width: number, height: number): Promise<KeepMask> {
    const { property } = job;
    if (property.userMask) return Promise.resolve({ mask: property.userMask, source: 'user' as const });
    const scene = property.image.scene;
    if (!scene) return job.keepOfPhoto();
    const size = Math.max(256, Math.round(Math.min(width, height) / 2));
    return this.d.pool.run('keepMask', { scene, plan, size }).then((mask) => ({ mask, source: 'drawn' as const }));
  }

  /** Stores the style's files, completes its row, says so, and grows the design once the homeowner has it. */
  private async recordStyle(job: StyleJob, drawn: StyleDrawn, t0: number) {
    const { generation, row, property, log } = job;
    const { image } = property;
    const { planned, out, check } = drawn;
    // One object list: what the picture could not show (a feature with no free ground for it on the photo, a
    // new path on a photo whose own paths stay) leaves the design's features, materials and cost, a feature is
    // said as not included, and neither is on the plan view.
    const asDrawn = out.drawn ? await this.d.pool.run('asDrawn', { scene: planned.scene, plan: planned.plan, drawn: out.drawn, planSize: 512 }) : null;
    const { mask, source: maskSource } = await drawn.keep;
    const owner = { generationId: generation.id, userId: generation.userId };
    const maskKey = storageKeys.mask(generation.id, row.area, row.style, row.id);
    await this.d.files.store({ key: maskKey, kind: 'mask', contentType: 'image/png', ...owner }, mask);
    const renderKey = storageKeys.render(generation.id, row.area, row.style, row.id, extOf(out.contentType));
    await this.d.files.store({ key: renderKey, kind: 'render', contentType: out.contentType, ...owner }, out.image);
    const planOut = out.planImage ?? (job.lot.photo ? (asDrawn?.planImage ?? drawn.planImage) : null);
    const planKey = planOut ? storageKeys.plan(generation.id, row.area, row.style, row.id) : null;
    if (planKey && planOut) await this.d.files.store({ key: planKey, kind: 'plan', contentType: 'image/png', ...owner }, planOut);
    const summary = asDrawn?.summary ?? planned.summary;
    // the same plan with its legend in the design's other languages (the model's from the scene it drew, a
    // photo's from the plan as drawn into it)
    const planScene: Scene = out.planImage ? (image.scene ?? planned.scene) : planned.scene;
    const planDrawn = out.planImage ? planned.plan : (asDrawn?.plan ?? planned.plan);
    const said = planOut ? await plansIn(this.d, summary, { scene: planScene, plan: planDrawn, image: planOut }, renderKey, owner) : summary;
    // Growth over time (decision 028): the offline renderer draws a drawn scene's stages itself; an image
    // model grows its own render. The offline restyle of a photo has no scene to grow plants in.
    const offline = this.d.imageModel.name.startsWith('procedural');
    const grows = !offline || !!image.scene;
    const source = image.source === 'procedural' ? 'drawn' : image.source === 'upload' ? 'photo' : image.source;
    const done = await this.d.generations.complete(generation.id, row.id, {
      angle: image.angle,
      originalKey: property.originalKey,
      renderKey,
      planKey,
      seed: seedFor(generation.id, row.area, row.style),
      prompt: planned.prompt,
      // growth stages follow once the homeowner has the design (growDesign, below)
      design: grows ? { ...said, growth_pending: true } : said,
      model: out.model,
      preservationStrength: out.preservationStrength,
      house: { ...check, maskKey, maskSource, source },
    });
    if (done) await this.d.progress.rows(generation.id, [done]);
    this.d.metrics?.imagesGenerated.inc({ model: out.model, style: row.style, area: row.area });
    log.info({ style: row.style, model: out.model, house: check, ms: Date.now() - t0 }, 'area style rendered');
    if (!done || !grows) return;
    const render = { data: out.image, contentType: out.contentType };
    const { width, height } = drawn;
    await growDesign(this.d, done, {
      owner,
      area: row.area,
      style: row.style,
      renderKey,
      render,
      scene: image.scene ?? planned.scene,
      plan: planned.plan,
      offline,
      keepMask: async () => mask,
      view: image.angle,
      width,
      height,
      signal: job.ctx.signal,
    });
  }

  /**
   * The area as it is, fetched once for every style and every re-run: from the imagery source for an
   * address, or the homeowner's photo stored when the generation was made.
   */
  private async propertyImage(generation: GenerationRecord, area: AreaId, rows: DesignRow[], signal: AbortSignal): Promise<AreaImage> {
    if (generation.kind === 'upload' || generation.settings.photoAreas?.includes(area)) {
      const originalKey = rows.find((r) => r.originalKey)?.originalKey;
      const photo = originalKey ? await this.d.files.read(originalKey) : null;
      if (!originalKey || !photo) throw new ImageryError('The uploaded photo is no longer available. Please upload it again.');
      const image: PropertyImage = { ...photo, angle: angleFor(area), scene: null, source: 'upload' };
      // the keep mask the homeowner brushed in the studio, checked and sized to the photo on the way in
      const brushed = generation.settings.maskAreas?.includes(area)
        ? await this.d.files.read(storageKeys.userMask(generation.id, area, tokenOfKey(originalKey)))
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
      const owner = { generationId: generation.id, userId: generation.userId };
      await this.d.files.store({ key: originalKey, kind: 'original', contentType: image.contentType, ...owner }, image.data);
    }
    return { image, originalKey, userMask: null };
  }

  /** The analysis of the property as it is; a failed analysis never fails the render beside it. */
  private async analyse(generation: GenerationRecord, area: AreaId, image: PropertyImage, signal: AbortSignal, log: Logger): Promise<PropertyAnalysis | null> {
    if (!this.d.analysis) return null;
    try {
      const input = {
        image: { data: image.data, contentType: image.contentType },
        area,
        address: generation.address,
        locale: generation.settings.locale ?? 'en',
      };
      return await this.d.analysis.analyze(input, { signal });
    } catch (err) {
      log.warn({ err, analysis: this.d.analysis.name }, 'analysis failed');
      const advice = operatorAdviceOf(err);
      if (advice) await this.d.notices?.report(advice);
      return null;
    }
  }
}
