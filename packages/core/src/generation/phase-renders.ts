import type { DesignPhase, JobResults, PhaseRendersJob } from '@landscape/contract';
import { planAfterPhase, planPhases, sceneFromAddress } from '@landscape/design';
import type { JobContext } from '../ports/queue.port.ts';
import { storageKeys } from '../domain/storage-keys.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import { drawnFromAddress, planOfDesign, RENDER_SIZE } from './design-brief.ts';
import type { DesignFiles } from './design-files.ts';
import type { ProgressWriter } from './progress-writer.ts';
import type { StyleCatalog } from './style-catalog.ts';

/**
 * The `phase-renders` job (a budget in phases, product §12): the yard after each phase — the design's own
 * plan with only what phases 1..k build — drawn by the offline renderer on the render pool from the
 * design's scene, seed and plan (its edited plan for an edit), exactly as its own render is drawn. Every
 * picture is drawn before any is stored; the set is kept in the design's summary. Null when the design
 * cannot be drawn again (gone, unfinished, from a photo) or the budget is refused.
 */
export class PhaseRenders {
  constructor(
    private readonly d: {
      generations: Pick<GenerationRepository, 'design' | 'editedPlan' | 'addPhaseSet'>;
      styles: Pick<StyleCatalog, 'resolve'>;
      pool: RenderPool;
      files: Pick<DesignFiles, 'store'>;
      progress: Pick<ProgressWriter, 'rows'>;
    },
  ) {}

  async draw(job: PhaseRendersJob, ctx: JobContext): Promise<JobResults['phase-renders']> {
    const found = await this.d.generations.design(job.designId);
    const row = found?.row;
    if (!found || !row || row.status !== 'completed' || !row.renderKey || !row.design) return { set: null };
    const { generation } = found;
    if (!drawnFromAddress(generation, row.area)) return { set: null };
    const planned = planPhases(row.design, job.budget);
    if (!planned.ok) return { set: null };
    const plan = await planOfDesign(this.d, generation, row);
    ctx.signal.throwIfAborted();
    const scene = sceneFromAddress(generation.address);
    const size = Math.min(generation.settings.width ?? RENDER_SIZE, generation.settings.height ?? RENDER_SIZE);
    const drawn = await Promise.all(
      planned.phases.map((p) => this.d.pool.run('draw', { scene, plan: planAfterPhase(plan, planned.phases, p.number, planned.built), size })),
    );
    ctx.signal.throwIfAborted();
    const owner = { generationId: generation.id, userId: generation.userId };
    const phases: DesignPhase[] = [];
    for (const [i, p] of planned.phases.entries()) {
      const image = storageKeys.phaseRender(row.renderKey, job.setId, p.number);
      const planKey = storageKeys.phasePlan(row.renderKey, job.setId, p.number);
      await this.d.files.store({ key: image, kind: 'phase', contentType: 'image/png', ...owner }, drawn[i]!.image);
      await this.d.files.store({ key: planKey, kind: 'phase', contentType: 'image/png', ...owner }, drawn[i]!.planImage);
      phases.push({ ...p, image, plan: planKey });
    }
    const set = { budget: job.budget, currency: row.design.cost.currency, phases };
    const kept = await this.d.generations.addPhaseSet(row.id, set);
    if (!kept) return { set: null };
    await this.d.progress.rows(kept.generationId, [kept]);
    return { set };
  }
}
