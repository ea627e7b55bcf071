import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { jobId as toJobId, type AreaId, type GenerateResponse, type ProgressResponse, type RenderAreaJob } from '@landscape/contract';
import { buildPlan, buildPrompt, resolveSite, sceneFromAddress, summarizePlan, type Scene } from '@landscape/design';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Queue, JobContext } from '../queue/queue.port.ts';
import type { AreaStyleState, ProgressMeta, ProgressSnapshot, ProgressStore } from '../progress/progress.port.ts';
import type { Storage } from '../storage/storage.port.ts';
import { storageKeys } from '../storage/keys.ts';
import type { ImageModel } from '../image-model/image-model.port.ts';
import { ImageModelError } from '../image-model/image-model.port.ts';
import type { Imagery, PropertyImage } from '../imagery/imagery.port.ts';
import { ImageryError } from '../imagery/imagery.port.ts';
import type { Analysis, PropertyAnalysis } from '../analysis/analysis.port.ts';
import { toProgressResponse } from './progress-view.ts';
import { promptForStyle, type StyleCatalog } from './style-catalog.ts';
import type { Metrics } from '../metrics/registry.ts';

export interface GenerationDeps {
  db: Database;
  queue: Queue;
  progress: ProgressStore;
  storage: Storage;
  imagery: Imagery;
  imageModel: ImageModel;
  /** The analysis_mode of POST /api/generate (spec §3); without it that mode answers no analysis. */
  analysis?: Analysis;
  styles: StyleCatalog;
  log: Logger;
  metrics?: Metrics;
}

export interface CreateGenerationInput {
  address: string;
  areas: { area: AreaId; prompt: string }[];
  styles: string[];
  userId?: string | null;
  clientIp?: string | null;
  kind?: 'multi' | 'single';
}

export class NotFoundError extends Error {
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

const RENDER_SIZE = 768;

/** A stable seed per request, area and style: re-running a job redraws the same design. */
export function seedFor(requestId: string, area: string, style: string): number {
  return createHash('sha256').update(`${requestId}:${area}:${style}`).digest().readUInt32BE(0);
}

/** What users read when a render fails for a reason that is not theirs to fix. */
export function userFacingError(err: unknown): string {
  if (err instanceof ImageModelError || err instanceof ImageryError) return err.message;
  if (err instanceof Error && /timed out/i.test(err.message)) return 'Generation timed out';
  return 'Rendering failed';
}

/**
 * The generation pipeline, shared by the embedded server (inline queue) and apps/worker (BullMQ):
 * imagery -> design plan per style -> image model -> storage -> database row -> progress.
 */
export class GenerationService {
  constructor(private readonly d: GenerationDeps) {}

  private get prisma() {
    return this.d.db.prisma;
  }

  /** Writes the generation and one row per area × style in one transaction, then queues one job per area. */
  async create(input: CreateGenerationInput): Promise<string> {
    const { prisma } = this;
    const generation = await prisma.generation.create({
      data: {
        address: input.address,
        kind: input.kind ?? 'multi',
        styles: input.styles,
        userId: input.userId ?? null,
        clientIp: input.clientIp ?? null,
        areas: {
          create: input.areas.flatMap((a) => input.styles.map((style) => ({ area: a.area, style, prompt: a.prompt }))),
        },
      },
      include: { areas: true },
    });
    const meta: ProgressMeta = {
      address: generation.address,
      styles: input.styles,
      areas: input.areas.map((a) => a.area),
      createdAt: generation.createdAt.toISOString(),
      userId: generation.userId,
    };
    await this.d.progress.init(generation.id, meta, generation.areas.map(rowToState));
    if (input.kind !== 'single') {
      for (const a of input.areas) await this.enqueue({ requestId: generation.id, area: a.area });
    }
    return generation.id;
  }

  async enqueue(job: RenderAreaJob) {
    await this.d.queue.enqueue('render-area', job, toJobId(job));
  }

  /** The job handler: renders every unfinished style of one area. Safe to run again for the same job. */
  async renderArea(job: RenderAreaJob, ctx: JobContext): Promise<void> {
    const { prisma } = this;
    const log = ctx.log.child({ generationId: job.requestId, area: job.area });
    const generation = await prisma.generation.findUnique({ where: { id: job.requestId } });
    if (!generation) {
      log.warn('generation no longer exists; job dropped');
      return;
    }
    const rows = await prisma.generationArea.findMany({ where: { generationId: job.requestId, area: job.area } });
    // Rows already rendered are never sent to the model again (no double billing on a re-run).
    const todo = rows.filter((r) => r.status !== 'completed' && r.status !== 'failed');
    if (todo.length === 0) {
      await this.finishGeneration(job.requestId);
      return;
    }
    const startedAt = new Date();
    await prisma.generationArea.updateMany({
      where: { id: { in: todo.map((r) => r.id) } },
      data: { status: 'processing', startedAt, attempts: { increment: 1 } },
    });
    for (const r of todo) await this.d.progress.update(job.requestId, rowToState({ ...r, status: 'processing' }));

    let property: PropertyImage;
    let originalKey: string;
    try {
      ({ property, originalKey } = await this.propertyImage(generation.id, generation.address, job.area, generation.userId, ctx.signal));
    } catch (err) {
      if (isShutdown(ctx.signal)) throw err; // left processing; picked up again on the next start
      log.warn({ err }, 'imagery failed');
      const message = userFacingError(err);
      for (const r of todo) await this.failRow(job.requestId, r.id, message);
      await this.finishGeneration(job.requestId);
      return;
    }

    // A photo has no procedural scene; the address's scene still gives the plan a sensible lot layout.
    const scene: Scene = property.scene ?? sceneFromAddress(generation.address);
    // Climate, orientation and sun of the property: the geocoder's answer when imagery came with one.
    const site = resolveSite(generation.address, { scene, geocoded: property.place });
    await Promise.all(
      todo.map(async (row) => {
        const t0 = Date.now();
        try {
          ctx.signal.throwIfAborted();
          // An admin-made style draws like its base catalogue style; the prompt keeps the admin's wording.
          const style = await this.d.styles.resolve(row.style);
          if (!style) throw new ImageModelError(`Style '${row.style}' is not available`);
          const plan = buildPlan({ area: job.area, style: style.drawAs, wishes: row.prompt, scene, seed: seedFor(job.requestId, job.area, row.style), site });
          const prompt = promptForStyle(buildPrompt(plan, scene), style);
          const out = await this.d.imageModel.generate(
            { area: job.area, style: row.style, original: { data: property.data, contentType: property.contentType }, scene, plan, prompt, view: property.angle, width: RENDER_SIZE, height: RENDER_SIZE },
            { signal: ctx.signal },
          );
          const renderKey = storageKeys.render(job.requestId, job.area, row.style, extOf(out.contentType));
          await this.storeAsset(renderKey, out.image, out.contentType, 'render', generation.id, generation.userId);
          let planKey: string | null = null;
          if (out.planImage) {
            planKey = storageKeys.plan(job.requestId, job.area, row.style);
            await this.storeAsset(planKey, out.planImage, 'image/png', 'plan', generation.id, generation.userId);
          }
          const summary = summarizePlan(plan);
          const updated = await prisma.generationArea.update({
            where: { id: row.id },
            data: {
              status: 'completed',
              error: null,
              angle: property.angle,
              originalKey,
              renderKey,
              planKey,
              plan: { seed: plan.seed, prompt, summary } as object,
              model: out.model,
              preservationStrength: out.preservationStrength,
              finishedAt: new Date(),
            },
          });
          await this.d.progress.update(job.requestId, rowToState(updated));
          this.d.metrics?.imagesGenerated.inc({ model: out.model, style: row.style, area: job.area });
          log.info({ style: row.style, model: out.model, ms: Date.now() - t0 }, 'area style rendered');
        } catch (err) {
          if (isShutdown(ctx.signal)) throw err;
          log.warn({ err, style: row.style, ms: Date.now() - t0 }, 'area style failed');
          this.d.metrics?.renderFailures.inc({ model: this.d.imageModel.name, area: job.area });
          await this.failRow(job.requestId, row.id, userFacingError(err));
        }
      }),
    );
    await this.finishGeneration(job.requestId);
  }

  /** The original of an area is fetched once and reused by every style and every re-run. */
  private async propertyImage(requestId: string, address: string, area: AreaId, userId: string | null, signal: AbortSignal) {
    const property = await this.d.imagery.fetch({ address, area }, { signal });
    signal.throwIfAborted();
    const originalKey = storageKeys.original(requestId, area, extOf(property.contentType));
    if (!(await this.d.storage.exists(originalKey))) {
      await this.storeAsset(originalKey, property.data, property.contentType, 'original', requestId, userId);
    }
    return { property, originalKey };
  }

  private async storeAsset(key: string, data: Buffer, contentType: string, kind: string, generationId: string, userId: string | null) {
    await this.d.storage.put(key, data, contentType);
    let width: number | null = null;
    let height: number | null = null;
    try {
      const m = await sharp(data).metadata();
      width = m.width ?? null;
      height = m.height ?? null;
    } catch {
      // size is informative only
    }
    await this.prisma.asset.upsert({
      where: { key },
      create: { key, kind, contentType, bytes: data.length, width, height, generationId, userId },
      update: { contentType, bytes: data.length, width, height },
    });
  }

  private async failRow(requestId: string, rowId: string, message: string) {
    const updated = await this.prisma.generationArea.update({
      where: { id: rowId },
      data: { status: 'failed', error: message, finishedAt: new Date() },
    });
    await this.d.progress.update(requestId, rowToState(updated));
  }

  /** Fails rows that no job will finish (the reconciler's last resort). */
  async failStuck(requestId: string, rowIds: string[], message: string) {
    for (const id of rowIds) await this.failRow(requestId, id, message);
    await this.finishGeneration(requestId);
  }

  /** Sets the generation's own status once every row is final. */
  private async finishGeneration(requestId: string) {
    const rows = await this.prisma.generationArea.findMany({ where: { generationId: requestId }, select: { status: true } });
    const final = rows.every((r) => r.status === 'completed' || r.status === 'failed');
    const status = final ? (rows.some((r) => r.status === 'completed') ? 'completed' : 'failed') : 'processing';
    await this.prisma.generation.update({ where: { id: requestId }, data: { status } });
  }

  /** The per-area progress of spec §3, from the progress cache or else the database. */
  async getProgress(requestId: string, viewer: { userId: string | null }): Promise<ProgressResponse> {
    if (!isUuid(requestId)) throw new NotFoundError('Generation not found');
    let snap: ProgressSnapshot | null = await this.d.progress.get(requestId);
    if (!snap) snap = await this.snapshotFromDb(requestId);
    if (!snap) throw new NotFoundError('Generation not found');
    if (snap.meta.userId && snap.meta.userId !== viewer.userId) throw new NotFoundError('Generation not found');
    const labels = await this.d.styles.labels();
    return toProgressResponse(requestId, snap, (id) => labels.get(id) ?? id);
  }

  private async snapshotFromDb(requestId: string): Promise<ProgressSnapshot | null> {
    const g = await this.prisma.generation.findUnique({ where: { id: requestId }, include: { areas: true } });
    if (!g) return null;
    const areas = [...new Set(g.areas.map((a) => a.area as AreaId))];
    return {
      meta: { address: g.address, styles: g.styles, areas, createdAt: g.createdAt.toISOString(), userId: g.userId },
      states: g.areas.map(rowToState),
    };
  }

  /** POST /api/generate: one area in one style, rendered while the caller waits. */
  async generateOne(input: {
    address: string;
    area: AreaId;
    style: string;
    prompt: string;
    userId: string | null;
    clientIp: string | null;
    signal: AbortSignal;
    log: Logger;
    /** Spec §3 analysis_mode: also answer an analysis of the property as it is now. */
    analysis?: boolean;
  }): Promise<GenerateResponse> {
    const requestId = await this.create({
      address: input.address,
      areas: [{ area: input.area, prompt: input.prompt }],
      styles: [input.style],
      userId: input.userId,
      clientIp: input.clientIp,
      kind: 'single',
    });
    // runs beside the render; the imagery adapters share one fetch of the same original
    const analysing = input.analysis ? this.analyseOriginal(input.address, input.area, input.signal, input.log) : Promise.resolve(null);
    await this.renderArea({ requestId, area: input.area }, { signal: input.signal, log: input.log, attempt: 1 });
    const analysis = await analysing;
    const row = await this.prisma.generationArea.findFirstOrThrow({ where: { generationId: requestId } });
    if (row.status !== 'completed' || !row.renderKey || !row.originalKey) {
      return { success: false, error: row.error ?? 'Generation failed', detail: row.error ?? 'Generation failed', generation_id: requestId, style: input.style };
    }
    const summary = (row.plan as { summary?: unknown } | null)?.summary ?? null;
    return {
      success: true,
      images: [row.originalKey, row.renderKey],
      style: input.style,
      generation_id: requestId,
      analysis_mode: !!input.analysis,
      analysis,
      data: {
        model: row.model ?? this.d.imageModel.name,
        style: input.style,
        preservation_strength: row.preservationStrength ?? 1,
        plan: row.planKey,
        design: summary as never,
      },
    };
  }

  /** The analysis of the original; a failed analysis never fails the render beside it. */
  private async analyseOriginal(address: string, area: AreaId, signal: AbortSignal, log: Logger): Promise<PropertyAnalysis | null> {
    if (!this.d.analysis) return null;
    try {
      const property = await this.d.imagery.fetch({ address, area }, { signal });
    signal.throwIfAborted();
      return await this.d.analysis.analyze({ image: { data: property.data, contentType: property.contentType }, area, address }, { signal });
    } catch (err) {
      log.warn({ err, analysis: this.d.analysis.name }, 'analysis failed');
      return null;
    }
  }

  /** A user's generations, newest first, with every completed image (My Designs). */
  async listForUser(userId: string, page: { limit: number; cursor?: string }) {
    const rows = await this.prisma.generation.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: page.limit + 1,
      ...(page.cursor && isUuid(page.cursor) ? { cursor: { id: page.cursor }, skip: 1 } : {}),
      include: { areas: { where: { status: 'completed' } } },
    });
    const labels = await this.d.styles.labels();
    const more = rows.length > page.limit;
    const list = rows.slice(0, page.limit).map((g) => ({
      id: g.id,
      address: g.address,
      status: g.status,
      styles: g.styles,
      created_at: g.createdAt.toISOString(),
      images: g.areas
        .filter((a) => a.renderKey && a.originalKey)
        .map((a) => ({
          area: a.area as AreaId,
          image: a.renderKey!,
          original: a.originalKey!,
          plan: a.planKey,
          angle: a.angle ?? 'street',
          style: a.style,
          style_label: labels.get(a.style) ?? a.style,
          model: a.model ?? 'unknown',
          preservation_strength: a.preservationStrength ?? 1,
          design: ((a.plan as { summary?: unknown } | null)?.summary ?? null) as never,
        })),
    }));
    return { generations: list, next_cursor: more ? list[list.length - 1]!.id : null };
  }

  /** Deletes a generation the viewer owns (or any, for an admin): rows first, then its stored files. */
  async deleteOwned(id: string, viewer: { userId: string; isAdmin: boolean }, log: Logger) {
    if (!isUuid(id)) throw new NotFoundError('Generation not found');
    const g = await this.prisma.generation.findUnique({ where: { id }, select: { userId: true } });
    if (!g || (g.userId !== viewer.userId && !viewer.isAdmin)) throw new NotFoundError('Generation not found');
    await this.prisma.generation.delete({ where: { id } });
    await this.d.progress.delete(id);
    try {
      await this.d.storage.delete(storageKeys.generationPrefix(id));
    } catch (err) {
      log.error({ err, generationId: id }, 'generation deleted but its files could not be removed');
      throw err;
    }
  }

  /**
   * Embedded start-up: areas left pending or processing by a stopped server are queued again,
   * so every area ends completed or failed, never stuck.
   */
  async resumeUnfinished(log: Logger): Promise<number> {
    const rows = await this.prisma.generationArea.findMany({
      where: { status: { in: ['pending', 'processing'] }, generation: { kind: 'multi' } },
      select: { generationId: true, area: true },
    });
    const jobs = new Map<string, RenderAreaJob>();
    for (const r of rows) jobs.set(`${r.generationId}:${r.area}`, { requestId: r.generationId, area: r.area as AreaId });
    // A single-area call died with its HTTP request; nobody is waiting for it any more.
    await this.prisma.generationArea.updateMany({
      where: { status: { in: ['pending', 'processing'] }, generation: { kind: 'single' } },
      data: { status: 'failed', error: 'Generation was interrupted', finishedAt: new Date() },
    });
    for (const job of jobs.values()) await this.enqueue(job);
    if (jobs.size) log.info({ jobs: jobs.size }, 'resumed unfinished generation jobs');
    return jobs.size;
  }
}

function rowToState(r: {
  area: string;
  style: string;
  status: AreaStyleState['status'];
  error: string | null;
  angle: string | null;
  originalKey: string | null;
  renderKey: string | null;
  planKey: string | null;
  model: string | null;
  preservationStrength: number | null;
  plan: unknown;
}): AreaStyleState {
  return {
    area: r.area as AreaId,
    style: r.style,
    status: r.status,
    error: r.error,
    angle: r.angle,
    originalKey: r.originalKey,
    renderKey: r.renderKey,
    planKey: r.planKey,
    model: r.model,
    preservationStrength: r.preservationStrength,
    design: (r.plan as { summary?: unknown } | null)?.summary ?? null,
  };
}

function extOf(contentType: string): string {
  if (contentType === 'image/webp') return 'webp';
  if (contentType === 'image/jpeg') return 'jpg';
  return 'png';
}

function isShutdown(signal: AbortSignal): boolean {
  return signal.aborted && signal.reason instanceof Error && /shutting down|cancelled/.test(signal.reason.message);
}

export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
