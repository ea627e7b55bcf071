import { describe, expect, it } from 'vitest';
import type { DesignSummary, PhaseSet } from '@landscape/contract';
import { JobWaitError } from '../ports/queue.port.ts';
import { DesignPhases, PHASES_NOT_DRAWN } from './design-phases.ts';
import { DesignNotDeliveredError } from './design-wait.ts';
import { FakeGenerations, FakeQueue, quietLog } from './fake-ports.ts';

/** A finished design's summary: two things to build, the second dearer (planPhases splits them in build order). */
function summary(extra: Partial<DesignSummary> = {}): DesignSummary {
  return {
    plants: [],
    materials: [],
    features: [],
    cost: { currency: 'USD', low: 2_000, high: 3_000, items: [] },
    ...extra,
  } as unknown as DesignSummary;
}

function phasesWith() {
  const generations = new FakeGenerations();
  const queue = new FakeQueue();
  const phases = new DesignPhases({ generations, queue, log: quietLog, dailyLimit: 10, waitMs: 1_000 });
  return { phases, generations, queue };
}

const payer = { userId: 'u1', ip: '1' };
const finished = (design: DesignSummary) => ({ status: 'completed' as const, renderKey: 'r.png', originalKey: 'o.png', design });

describe('DesignPhases', () => {
  it('answers a kept set for the same budget without drawing or charging', async () => {
    const { phases, generations, queue } = phasesWith();
    const kept: PhaseSet = { budget: 5_000, currency: 'USD', phases: [{ number: 1, image: 'p1.png', plan: 'q1.png' } as PhaseSet['phases'][number]] };
    const { row } = generations.seed({ userId: 'u1' }, finished(summary({ phase_set: kept })));
    expect(await phases.drawn(row.id, { userId: 'u1' }, 5_000, payer)).toEqual({ ok: true, designId: row.id, set: kept });
    expect(queue.queued).toHaveLength(0);
    expect(generations.units.get('user:u1')).toBeUndefined();
  });

  it('says why a design that is not finished cannot be split, charging nothing', async () => {
    const { phases, generations } = phasesWith();
    const { row } = generations.seed({ userId: 'u1' }, { status: 'processing' });
    expect(await phases.drawn(row.id, { userId: 'u1' }, 5_000, payer)).toEqual({ ok: false, detail: 'This design is not finished yet.' });
    expect(generations.units.get('user:u1')).toBeUndefined();
  });

  it('charges one design for the pictures and gives it back when they could not be drawn', async () => {
    const { phases, generations, queue } = phasesWith();
    const { row } = generations.seed({ userId: 'u1' }, finished(summary()));
    queue.answers['phase-renders'] = () => ({ set: null });
    const failed = phases.drawn(row.id, { userId: 'u1' }, 1_000_000, payer);
    await expect(failed).rejects.toThrow(PHASES_NOT_DRAWN);
    expect(queue.queued.map((j) => j.name)).toEqual(['phase-renders']);
    expect(queue.removed).toEqual([queue.queued[0]!.id]);
    expect(generations.units.get('user:u1')).toBe(0);

    queue.answers['phase-renders'] = () => {
      throw new JobWaitError('waited too long', 'timeout');
    };
    const late = await phases.drawn(row.id, { userId: 'u1' }, 1_000_000, payer).catch((err: unknown) => err);
    expect(late).toBeInstanceOf(DesignNotDeliveredError);
    expect((late as DesignNotDeliveredError).reason).toBe('timeout');
    expect(generations.units.get('user:u1')).toBe(0);
  });

  it('keeps the unit of pictures that were drawn', async () => {
    const { phases, generations, queue } = phasesWith();
    const { row } = generations.seed({ userId: 'u1' }, finished(summary()));
    const set: PhaseSet = { budget: 1_000_000, currency: 'USD', phases: [] };
    queue.answers['phase-renders'] = () => ({ set });
    expect(await phases.drawn(row.id, { userId: 'u1' }, 1_000_000, payer)).toEqual({ ok: true, designId: row.id, set });
    expect(generations.units.get('user:u1')).toBe(1);
  });

  it('answers the phases of a design drawn from a photo without pictures, free', async () => {
    const { phases, generations, queue } = phasesWith();
    const { row } = generations.seed({ userId: 'u1', kind: 'upload' }, finished(summary()));
    const out = await phases.drawn(row.id, { userId: 'u1' }, 1_000_000, payer);
    expect(out.ok && out.set.phases.every((p) => p.image === null && p.plan === null)).toBe(true);
    expect(queue.queued).toHaveLength(0);
    expect(generations.units.get('user:u1')).toBeUndefined();
  });
});
