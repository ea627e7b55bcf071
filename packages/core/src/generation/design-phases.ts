import { randomUUID } from 'node:crypto';
import { jobIdOf, type PhaseSet } from '@landscape/contract';
import { planPhases, type Phase } from '@landscape/design';
import type { Logger } from '../platform/logger.ts';
import type { Queue } from '../ports/queue.port.ts';
import { chargeFor, type Payer } from '../domain/quota.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import { finishedDesignFor, type OwnedDesign, type ProgressViewer } from './design-access.ts';
import { drawnFromAddress } from './design-brief.ts';
import { DesignNotDeliveredError, waitFailure, type UndeliveredReason } from './design-wait.ts';

/** Why phases were answered without their pictures after all (the design's unit is given back). */
export const PHASES_NOT_DRAWN = 'The pictures of the phases could not be drawn; nothing was charged. Please try again.';

/** A design split into build phases within a budget, or why not (a 400 in the design's language). */
export type PlannedPhases = { ok: true; design: OwnedDesign; phases: Phase[] | null } | { ok: false; detail: string };

/**
 * A finished design the viewer may see (or, with `orShared`, anyone while it is shared), split into build
 * phases within `budget` (none when null): what POST /api/designs/{id}/phases answers and the landscaper's
 * pack prints. A budget below the first phase is refused with a sentence in the design's language.
 */
export async function phasesPlanned(
  generations: Pick<GenerationRepository, 'design'>,
  designId: string,
  viewer: ProgressViewer,
  budget: number | null,
  orShared = false,
): Promise<PlannedPhases> {
  const design = await finishedDesignFor(generations, designId, viewer, orShared);
  if (!design.ok) return design;
  if (budget === null) return { ok: true, design, phases: null };
  const out = planPhases(design.summary, budget);
  return out.ok ? { ok: true, design, phases: out.phases } : { ok: false, detail: out.detail };
}

export interface PhasesDeps {
  generations: Pick<GenerationRepository, 'design' | 'chargeUnits' | 'refundUnits'>;
  queue: Pick<Queue, 'enqueue' | 'waitFor' | 'remove'>;
  log: Logger;
  dailyLimit: number;
  waitMs: number;
}

/**
 * A budget in phases with the yard drawn after each phase (POST /api/designs/{id}/phases, product §12).
 * Planned first (a refused budget is answered plainly and charges nothing); then the pictures of the whole
 * set are charged as ONE daily design, drawn by the `phase-renders` job (the render pool, or a worker in
 * cluster mode) while the caller waits, as an edit does, and kept with the design; the unit is given back
 * when they could not be drawn. The same budget asked again answers the kept set without drawing or
 * charging, and so does one asked while the same set is being drawn (its caller waits for that drawing). A
 * design drawn from a photo has no scene to draw its phases in: its phases come without pictures, free.
 */
export class DesignPhases {
  /**
   * Sets being drawn, by design and budget: identical requests made at the same time wait for the first
   * one's set instead of each being charged and drawn (decision 046).
   */
  private readonly inFlight = new Map<string, Promise<PhaseSet>>();
  constructor(private readonly d: PhasesDeps) {}

  async drawn(
    designId: string,
    viewer: ProgressViewer,
    budget: number,
    payer: Payer,
  ): Promise<{ ok: true; designId: string; set: PhaseSet } | { ok: false; detail: string }> {
    const out = await phasesPlanned(this.d.generations, designId, viewer, budget);
    if (!out.ok) return out;
    const { design } = out;
    const kept = design.summary.phase_set;
    if (kept && kept.budget === budget && kept.phases.every((p) => p.image && p.plan)) return { ok: true, designId: design.id, set: kept };
    const phases = out.phases ?? [];
    if (!drawnFromAddress(design.generation, design.row.area)) {
      const set = { budget, currency: design.summary.cost.currency, phases: phases.map((p) => ({ ...p, image: null, plan: null })) };
      return { ok: true, designId: design.id, set };
    }
    const flightKey = `${design.id}:${budget}`;
    let flight = this.inFlight.get(flightKey);
    if (!flight) {
      flight = this.drawAndCharge(design.id, budget, payer).finally(() => this.inFlight.delete(flightKey));
      this.inFlight.set(flightKey, flight);
    }
    return { ok: true, designId: design.id, set: await flight };
  }

  /** One daily design for the set's pictures, drawn by the `phase-renders` job; given back when nothing was drawn. */
  private async drawAndCharge(designId: string, budget: number, payer: Payer): Promise<PhaseSet> {
    const charge = chargeFor(payer, 1, this.d.dailyLimit);
    await this.d.generations.chargeUnits(charge);
    const job = { designId, budget, setId: randomUUID() };
    const id = jobIdOf['phase-renders'](job);
    let failure: { reason: UndeliveredReason; detail: string } = { reason: 'failed', detail: PHASES_NOT_DRAWN };
    try {
      await this.d.queue.enqueue('phase-renders', job, id);
      const { set } = await this.d.queue.waitFor('phase-renders', id, this.d.waitMs);
      if (set) return set;
    } catch (err) {
      failure = waitFailure(err);
      this.d.log.warn({ err, designId }, 'phase pictures not drawn');
    }
    // nothing delivered: the unit goes back
    await this.d.generations.refundUnits(charge);
    await this.d.queue.remove(id).catch(() => undefined);
    throw new DesignNotDeliveredError(failure.reason, failure.reason === 'failed' ? PHASES_NOT_DRAWN : failure.detail);
  }
}
