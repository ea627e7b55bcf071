import { angleFor, sceneFromAddress, type DesignPlan } from '@landscape/design';
import type { Logger } from '../platform/logger.ts';
import type { JobContext } from '../ports/queue.port.ts';
import type { ImageModel } from '../ports/image-model.port.ts';
import { ImageryError } from '../ports/imagery.port.ts';
import { storageKeys, tokenOfKey } from '../domain/storage-keys.ts';
import type { Metrics } from '../adapters/metrics/registry.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { RenderOutput } from '../pixels/render-pool/render-tasks.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import type { DesignRow, GenerationRecord, SharedDesignRecord } from '../adapters/repositories/generation-records.ts';
import { EDIT_MODEL, isShutdown, planOfDesign, RENDER_SIZE, userFacingError } from './design-brief.ts';
import type { DesignFiles } from './design-files.ts';
import { growDesign } from './growth-stages.ts';
import { plansIn } from './plan-translations.ts';
import type { ProgressWriter } from './progress-writer.ts';
import type { StyleCatalog } from './style-catalog.ts';

export interface EditDeps {
  generations: Pick<GenerationRepository, 'design' | 'editedPlan' | 'complete' | 'addGrowth'>;
  files: DesignFiles;
  progress: ProgressWriter;
  imageModel: ImageModel;
  styles: Pick<StyleCatalog, 'resolve'>;
  pool: RenderPool;
  log: Logger;
  metrics?: Metrics;
}

/** The offline edit of a design's plan, as the render pool answers it (a picture and its summary when anything applied). */
type OfflineEdit = RenderOutput<'edit'>;

/** What an image model is told to change in an edit (product §10). */
export function editPrompt(instruction: string): string {
  return `Change only this in the garden picture: ${instruction.replace(/\s+/g, ' ').trim()}. Keep the house, the camera, the light and everything else exactly as they are.`;
}

/**
 * Change just this (product §10), the `render-area` job of an edit: the row's instruction applied to the plan
 * of the design it edits (kept with an edited design, else planned again from its seed), drawn offline over
 * that design's render inside the brushed region. An instruction none of which applies fails the row with
 * what could not be changed (its unit given back); what could not be changed of a partly applied one is answered too.
 */
export class RenderEdit {
  constructor(private readonly d: EditDeps) {}

  async render(generation: GenerationRecord, row: DesignRow, ctx: JobContext, log: Logger): Promise<{ analysis: null; notChanged?: string[] }> {
    const t0 = Date.now();
    try {
      const found = generation.settings.editOf ? await this.d.generations.design(generation.settings.editOf) : null;
      const source = row.originalKey ? await this.d.files.read(row.originalKey) : null;
      if (!found || !source || !row.originalKey) throw new ImageryError('The design to change is no longer available.');
      const plan = await planOfDesign(this.d, found.generation, found.row);
      const region = generation.settings.editMaskAreas?.includes(row.area)
        ? ((await this.d.files.read(storageKeys.userMask(generation.id, row.area, tokenOfKey(row.originalKey))))?.data ?? null)
        : null;
      ctx.signal.throwIfAborted();
      const scene = sceneFromAddress(found.generation.address);
      const out = await this.d.pool.run('edit', { scene, plan, instruction: row.prompt, region, source: source.data, locale: generation.settings.locale });
      if (!out.ok || !out.image || !out.summary) {
        await this.d.progress.fail(generation.id, [row], out.notChanged.join('\n') || 'Nothing could be changed');
        return { analysis: null, notChanged: out.notChanged };
      }
      ctx.signal.throwIfAborted();
      const drawn = await this.byModel({ row, found, plan, region, source, out, signal: ctx.signal });
      await this.record({ generation, row, found, seed: plan.seed, out, ...drawn, signal: ctx.signal });
      log.info({ style: row.style, editOf: found.row.id, notChanged: out.notChanged.length, ms: Date.now() - t0 }, 'design edited');
      return { analysis: null, notChanged: out.notChanged };
    } catch (err) {
      if (isShutdown(ctx.signal)) throw err;
      log.warn({ err, style: row.style, ms: Date.now() - t0 }, 'design edit failed');
      await this.d.progress.fail(generation.id, [row], userFacingError(err));
      return { analysis: null };
    }
  }

  /**
   * An image model draws the change itself: sent the render, the region (the brushed one, else where the
   * offline edit changed the picture, grown a little) and the instruction; kept to the region over the render.
   * The offline renderer's edit is the picture as it is.
   */
  private async byModel(e: {
    row: DesignRow;
    found: SharedDesignRecord;
    plan: DesignPlan;
    region: Buffer | null;
    source: { data: Buffer; contentType: string };
    out: OfflineEdit;
    signal: AbortSignal;
  }): Promise<{ image: Buffer; model: string }> {
    const { row, out, source } = e;
    if (this.d.imageModel.name.startsWith('procedural') || !out.changedMask) return { image: out.image!, model: EDIT_MODEL };
    const scene = sceneFromAddress(e.found.generation.address);
    const asked = e.region ?? (await this.d.pool.run('growMask', { mask: out.changedMask, by: 12 }));
    // House-Lock: the house, the driveway and the kept trees stay the render's own even inside a brushed region
    const house = await this.d.pool.run('keepMask', { scene, plan: e.plan, size: RENDER_SIZE });
    const where = await this.d.pool.run('maskMinus', { mask: asked, minus: house });
    const drawn = await this.d.imageModel.generate(
      {
        area: row.area,
        style: row.style,
        original: source,
        scene: null,
        plan: out.plan,
        prompt: editPrompt(row.prompt),
        view: e.found.row.angle ?? angleFor(row.area),
        width: RENDER_SIZE,
        height: RENDER_SIZE,
        region: where,
      },
      { signal: e.signal },
    );
    const image = await this.d.pool.run('editComposite', { before: source.data, after: drawn.image, region: where });
    return { image, model: `${drawn.model}-edit` };
  }

  /** Stores the edited design, completes its row, says so, and grows an offline edit's own edited plan. */
  private async record(e: {
    generation: GenerationRecord;
    row: DesignRow;
    found: SharedDesignRecord;
    seed: number;
    out: OfflineEdit;
    image: Buffer;
    model: string;
    signal: AbortSignal;
  }) {
    const { generation, row, found, out, image, model } = e;
    const owner = { generationId: generation.id, userId: generation.userId };
    const scene = sceneFromAddress(found.generation.address);
    const renderKey = storageKeys.render(generation.id, row.area, row.style, row.id, 'png');
    await this.d.files.store({ key: renderKey, kind: 'render', contentType: 'image/png', ...owner }, image);
    const planKey = out.planImage ? storageKeys.plan(generation.id, row.area, row.style, row.id) : null;
    if (planKey && out.planImage) await this.d.files.store({ key: planKey, kind: 'plan', contentType: 'image/png', ...owner }, out.planImage);
    const said = out.planImage ? await plansIn(this.d, out.summary!, { scene, plan: out.plan, image: out.planImage }, renderKey, owner) : out.summary!;
    const view = found.row.angle ?? angleFor(row.area);
    const done = await this.d.generations.complete(generation.id, row.id, {
      angle: view,
      originalKey: row.originalKey!,
      renderKey,
      planKey,
      seed: e.seed,
      prompt: row.prompt,
      design: model === EDIT_MODEL ? { ...said, growth_pending: true } : said,
      // drawn by the offline edit: downloads serve this picture, never one planned again from the seed
      model,
      preservationStrength: 1,
      house: null,
      editedPlan: out.plan,
    });
    if (done) await this.d.progress.rows(generation.id, [done]);
    this.d.metrics?.imagesGenerated.inc({ model, style: row.style, area: row.area });
    // an offline edit grows its own edited plan (decision 028); a model's edit keeps the model's look, not grown offline
    if (!done || model !== EDIT_MODEL) return;
    await growDesign(this.d, done, {
      owner,
      area: row.area,
      style: row.style,
      renderKey,
      render: { data: image, contentType: 'image/png' },
      scene,
      plan: out.plan,
      offline: true,
      keepMask: async () => Buffer.alloc(0),
      view,
      width: RENDER_SIZE,
      height: RENDER_SIZE,
      signal: e.signal,
    });
  }
}
