import { describe, expect, it } from 'vitest';
import { createLogger } from '../../platform/logger.ts';
import { InlineQueue } from './inline.queue.ts';
import { JobWaitError, type JobHandlers } from '../../ports/queue.port.ts';

const log = createLogger({ LOG_LEVEL: 'silent' });

function queueWith(handlers: Partial<JobHandlers>) {
  const q = new InlineQueue(log, 2, 10_000);
  q.setHandlers(handlers as JobHandlers);
  return q;
}

describe('in-process queue: waiting for a job', () => {
  it('answers the result of a job, also after it finished', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const q = queueWith({ 'render-area': async () => (await gate, { analysis: null }) });
    await q.start();
    await q.enqueue('render-area', { requestId: 'r1', area: 'front_yard' }, 'r1:front_yard');
    const waiting = q.waitFor('render-area', 'r1:front_yard', 5_000);
    release();
    expect(await waiting).toEqual({ analysis: null });
    expect(await q.waitFor('render-area', 'r1:front_yard', 5_000)).toEqual({ analysis: null });
    await q.close();
  });

  it('runs a job queued twice once, and both waits get its answer', async () => {
    let runs = 0;
    const q = queueWith({ 'render-area': async () => (runs++, { analysis: null }) });
    await q.enqueue('render-area', { requestId: 'r2', area: 'walkway' }, 'r2:walkway');
    await q.enqueue('render-area', { requestId: 'r2', area: 'walkway' }, 'r2:walkway');
    await q.start();
    await Promise.all([q.waitFor('render-area', 'r2:walkway', 5_000), q.waitFor('render-area', 'r2:walkway', 5_000)]);
    expect(runs).toBe(1);
    await q.close();
  });

  it('gives up waiting after the timeout without cancelling the job, and knows no unknown job', async () => {
    let finished = false;
    const q = queueWith({ 'render-area': async () => (await new Promise((r) => setTimeout(r, 300)), (finished = true), { analysis: null }) });
    await q.start();
    await q.enqueue('render-area', { requestId: 'r3', area: 'backyard' }, 'r3:backyard');
    await expect(q.waitFor('render-area', 'r3:backyard', 20)).rejects.toMatchObject({ reason: 'timeout' });
    await q.idle();
    expect(finished).toBe(true);
    await expect(q.waitFor('render-area', 'nope:front_yard', 20)).rejects.toBeInstanceOf(JobWaitError);
    await q.close();
  });

  it('passes a failed job’s error to whoever waits', async () => {
    const q = queueWith({ 'render-area': async () => Promise.reject(new Error('database is gone')) });
    await q.start();
    await q.enqueue('render-area', { requestId: 'r4', area: 'front_yard' }, 'r4:front_yard');
    await expect(q.waitFor('render-area', 'r4:front_yard', 5_000)).rejects.toThrow('database is gone');
    await q.close();
  });
});

describe('in-process queue: low priority', () => {
  it('starts low-priority jobs one at a time, only while no other job runs or waits', async () => {
    const events: string[] = [];
    let gens = 0;
    let lows = 0;
    const q = queueWith({
      'render-area': async (job) => {
        events.push(`start ${job.requestId}`);
        gens++;
        await new Promise((r) => setTimeout(r, 30));
        gens--;
        return { analysis: null };
      },
      'derived-image': async (job) => {
        events.push(`start ${job.designId}${gens ? ' beside a generation' : ''}${lows ? ' beside a drawing' : ''}`);
        lows++;
        await new Promise((r) => setTimeout(r, 20));
        lows--;
        return { key: null };
      },
    });
    for (const id of ['d1', 'd2', 'd3']) await q.enqueue('derived-image', { designId: id, kind: 'download' }, `${id}:download`, { priority: 'low' });
    await q.enqueue('render-area', { requestId: 'g1', area: 'front_yard' }, 'g1:front_yard');
    await q.start();
    await q.idle();
    expect(events).toEqual(['start g1', 'start d1', 'start d2', 'start d3']);
    await q.close();
  });
});
