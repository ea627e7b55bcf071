import { jobIdOf, type AreaId, type GenerateResponse, type TourResult } from '@landscape/contract';
import { JobWaitError, type Queue } from '../ports/queue.port.ts';
import { isNothingToRedesign } from '../ports/image-model.port.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import { toDesignImage } from './design-image.ts';
import type { StyleCatalog } from './style-catalog.ts';

/**
 * Why a design a caller waited for (POST /api/generate, a photo, a tour) was not delivered: `timeout` (not
 * done within GENERATE_WAIT_MS; it goes on and appears in My Designs), `restarted` (the server stopped
 * while waiting), `failed` (its job broke or the model refused), `invalid` (nothing usable to work from),
 * `refused` (an edit none of whose instruction could be applied: said plainly, nothing charged).
 */
export type UndeliveredReason = 'timeout' | 'restarted' | 'failed' | 'invalid' | 'refused';

/** Thrown when a waited-for design is not delivered; the API's error plugin alone maps `reason` to a status. */
export class DesignNotDeliveredError extends Error {
  constructor(
    readonly reason: UndeliveredReason,
    message: string,
    /** What the answer carries besides the message (the generation and style of a single design). */
    readonly answer: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DesignNotDeliveredError';
  }
}

/** Why a design a caller waited for was not delivered, and what the answer carries besides. */
export interface NotDelivered {
  ok: false;
  reason: UndeliveredReason;
  detail: string;
  answer: Record<string, unknown>;
}
export type DesignOutcome = { ok: true; answer: GenerateResponse; notChanged: string[] } | NotDelivered;
export type TourOutcome = { ok: true; tour: TourResult } | NotDelivered;

/** What the rows of a design read when it could not be drawn, unless its caller says otherwise. */
export const RENDERING_FAILED = 'Rendering failed';

/** Why a waited-for job gave no answer, and what the caller reads. */
export function waitFailure(err: unknown): { reason: UndeliveredReason; detail: string } {
  if (err instanceof JobWaitError && err.reason === 'timeout') return { reason: 'timeout', detail: 'Generation timed out' };
  if (err instanceof JobWaitError && err.reason === 'closing')
    return { reason: 'restarted', detail: 'The server restarted while rendering. Please try again.' };
  return { reason: 'failed', detail: RENDERING_FAILED };
}

export interface WaitDeps {
  queue: Pick<Queue, 'waitFor'>;
  generations: Pick<GenerationRepository, 'rows'>;
  styles: Pick<StyleCatalog, 'labels'>;
  /** How long a caller that waits for its design is answered within (GENERATE_WAIT_MS). */
  waitMs: number;
}

/** Waits for a tour's job: its views, or why they were not delivered. */
export async function tourWhenDone(d: Pick<WaitDeps, 'queue' | 'waitMs'>, jobId: string): Promise<TourOutcome> {
  try {
    const out = await d.queue.waitFor('render-tour', jobId, d.waitMs);
    return out.ok ? { ok: true, tour: out.tour } : { ok: false, reason: out.reason, detail: out.detail, answer: {} };
  } catch (err) {
    return { ok: false, ...waitFailure(err), answer: {} };
  }
}

/** Waits for the area job of a one-design generation: product §7's generate shape, or why it was not delivered. */
export async function designWhenDone(d: WaitDeps, generationId: string, area: AreaId, style: string, analysisMode: boolean): Promise<DesignOutcome> {
  const jobId = jobIdOf['render-area']({ requestId: generationId, area });
  const which = { generation_id: generationId, style };
  let analysis = null;
  let notChanged: string[] = [];
  try {
    ({ analysis, notChanged = [] } = await d.queue.waitFor('render-area', jobId, d.waitMs));
  } catch (err) {
    return { ok: false, ...waitFailure(err), answer: which };
  }
  const row = (await d.generations.rows(generationId, area)).find((r) => r.style === style);
  const labels = await d.styles.labels();
  const image = row?.status === 'completed' ? toDesignImage(row, (id) => labels.get(id) ?? id) : null;
  // an edit that could change nothing was failed with what it could not change (its unit given back)
  if (!image && notChanged.length) return { ok: false, reason: 'refused', detail: notChanged.join('\n'), answer: which };
  // a photo with nothing the offline restyle could redesign: the homeowner's to change (another photo), not charged
  if (!image && isNothingToRedesign(row?.error)) return { ok: false, reason: 'refused', detail: row!.error!, answer: which };
  if (!image) return { ok: false, reason: 'failed', detail: row?.error ?? 'Generation failed', answer: which };
  const data = {
    model: image.model,
    style,
    preservation_strength: image.preservation_strength,
    plan: image.plan ?? null,
    design: image.design ?? null,
    design_id: row!.id,
    house_lock: image.house_lock ?? null,
    example_house: image.example_house ?? false,
  };
  const answer = {
    success: true as const,
    images: [image.original, image.image],
    style,
    generation_id: generationId,
    analysis_mode: analysisMode,
    analysis,
    data,
  };
  return { ok: true, notChanged, answer };
}
