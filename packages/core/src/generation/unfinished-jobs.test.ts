import { describe, expect, it } from 'vitest';
import type { UnfinishedRow } from '../adapters/repositories/generation-records.ts';
import { MemoryProgressStore } from '../adapters/progress/memory.progress.ts';
import { FakeGenerations, FakeQueue, quietLog } from './fake-ports.ts';
import { jobsFor } from './generation-jobs.ts';
import { ProgressWriter } from './progress-writer.ts';
import { UnfinishedJobs } from './unfinished-jobs.ts';

const row = (r: Partial<UnfinishedRow> & Pick<UnfinishedRow, 'id' | 'generationId' | 'area'>): UnfinishedRow => ({
  kind: 'multi',
  address: '12 Oak Street',
  styles: ['modern'],
  attempts: 0,
  ...r,
});

describe('jobsFor', () => {
  it('makes one job per area of each generation, front yard first, one per tour, with the most attempts of its rows', () => {
    const jobs = jobsFor([
      row({ id: 'a', generationId: 'g1', area: 'walkway', attempts: 1 }),
      row({ id: 'b', generationId: 'g1', area: 'front_yard', attempts: 0 }),
      row({ id: 'c', generationId: 'g1', area: 'front_yard', attempts: 2 }),
      row({ id: 'd', generationId: 't1', area: 'front_yard', kind: 'tour', styles: ['cottage'] }),
      row({ id: 'e', generationId: 't1', area: 'backyard', kind: 'tour', styles: ['cottage'] }),
    ]);
    expect(jobs.map((j) => [j.name, j.id, j.rows, j.attempts])).toEqual([
      ['render-area', 'g1:front_yard', ['b', 'c'], 2],
      ['render-area', 'g1:walkway', ['a'], 1],
      ['render-tour', expect.stringContaining('t1'), ['d', 'e'], 0],
    ]);
  });
});

describe('UnfinishedJobs', () => {
  it('queues again every unfinished row at start-up, and fails the rows of a job that used its attempts', async () => {
    const generations = new FakeGenerations();
    const queue = new FakeQueue();
    const { generation, row: pending } = generations.seed({ userId: 'u1' }, { status: 'processing' });
    const requeued: string[][] = [];
    const repo = {
      unfinished: async () => [row({ id: pending.id, generationId: generation.id, area: pending.area })],
      requeue: async (ids: string[]) => void requeued.push(ids),
    };
    const unfinished = new UnfinishedJobs({ generations: repo, queue, progress: new ProgressWriter(new MemoryProgressStore(60_000), generations) });
    expect(await unfinished.resume(quietLog)).toBe(1);
    expect(requeued).toEqual([[pending.id]]);
    expect(queue.queued).toEqual([{ name: 'render-area', data: { requestId: generation.id, area: 'front_yard' }, id: `${generation.id}:front_yard` }]);

    await unfinished.failStuck(jobsFor(await repo.unfinished())[0]!, 'Generation could not be completed.');
    expect(generations.rowsById.get(pending.id)).toMatchObject({ status: 'failed', error: 'Generation could not be completed.' });
  });
});
