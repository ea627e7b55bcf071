import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Piscina } from 'piscina';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPlan, sceneFromAddress } from '@landscape/design';
import { InlineRenderPool } from './inline.render-pool.ts';
import { ThreadRenderPool, renderWorkerEntry } from './thread.render-pool.ts';
import { LaneTaskQueue, laneOptions } from './task-lanes.ts';

const scene = sceneFromAddress('12 Thread Street, Eugene, OR');
const plan = buildPlan({ area: 'front_yard', style: 'japanese_zen', wishes: 'water feature', scene, seed: 3 });

describe('render pool', () => {
  const threads = new ThreadRenderPool(1, { warm: false, idleTimeoutMs: 1_000 });
  afterAll(() => threads.close());

  it('finds its worker entry beside it, from source or compiled', () => {
    const entry = renderWorkerEntry();
    expect(entry.filename).toMatch(/render\.worker\.(js|ts)$/);
    if (entry.filename.endsWith('.ts')) expect(entry.execArgv.join(' ')).toMatch(/tsx/);
  });

  it('draws on a worker thread exactly what the calling thread draws, with Buffers back', async () => {
    const [onThread, here] = await Promise.all([
      threads.run('draw', { scene, plan, size: 256 }),
      new InlineRenderPool().run('draw', { scene, plan, size: 256 }),
    ]);
    expect(Buffer.isBuffer(onThread.image)).toBe(true);
    expect(Buffer.isBuffer(onThread.planImage)).toBe(true);
    expect(onThread.image.equals(here.image)).toBe(true);
    expect(onThread.planImage.equals(here.planImage)).toBe(true);
  }, 30_000);

  it('plans on a worker thread: the plan, the prompt and the summary', async () => {
    const style = { id: 'japanese_zen', name: 'Japanese Zen', description: 'Calm.', promptNotes: 'moss only', drawAs: 'japanese_zen' as const };
    const out = await threads.run('plan', {
      area: 'walkway',
      style,
      wishes: 'lighting',
      seed: 5,
      scene: sceneFromAddress('12 Thread Street, Eugene, OR'),
      imagery: 'address',
    });
    expect(out.plan.area).toBe('walkway');
    expect(out.prompt).toContain('Style notes: moss only');
    expect(out.summary.plants.length).toBeGreaterThan(0);
  }, 30_000);

  it("restyles a photo on a worker thread, with the homeowner's brush, exactly as the calling thread does", async () => {
    const photo = readFileSync(new URL('../uploads/fixtures/meadow-mountains-wide.jpg', import.meta.url));
    const keep = await sharp({ create: { width: 1280, height: 852, channels: 3, background: '#000' } })
      .composite([
        {
          input: await sharp({ create: { width: 240, height: 852, channels: 3, background: '#fff' } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const photoPlan = buildPlan({ area: 'front_yard', style: 'cottage_garden', wishes: '', scene, seed: 4 });
    const [onThread, here] = await Promise.all([
      threads.run('restyle', { photo, plan: photoPlan, maxSide: 640, keep }),
      new InlineRenderPool().run('restyle', { photo, plan: photoPlan, maxSide: 640, keep }),
    ]);
    expect(Buffer.isBuffer(onThread.image)).toBe(true);
    expect([onThread.width, onThread.height]).toEqual([640, 426]);
    expect(onThread.changed).toBeGreaterThan(0.05);
    expect(onThread.image.equals(here.image)).toBe(true);
  }, 60_000);

  it('passes a task error back to the caller', async () => {
    await expect(threads.run('restyle', { photo: Buffer.from('not an image'), plan, maxSide: 256 })).rejects.toThrow();
  }, 30_000);

  it('starts what a model call waits on (the plan and its drawing) before tasks queued earlier', async () => {
    const one = new ThreadRenderPool(1, { warm: true });
    try {
      const photo = await new InlineRenderPool().run('original', { scene, area: 'front_yard', size: 256 });
      const done: string[] = [];
      const track = <T>(name: string, p: Promise<T>) => p.then(() => void done.push(name));
      const style = { id: 'japanese_zen', name: 'Japanese Zen', description: 'Calm.', promptNotes: '', drawAs: 'japanese_zen' as const };
      await Promise.all([
        track('draw', one.run('draw', { scene, plan, size: 384 })),
        track('jpeg 1', one.run('jpeg', { image: photo, maxSide: 256, quality: 80 })),
        track('jpeg 2', one.run('jpeg', { image: photo, maxSide: 256, quality: 80 })),
        track(
          'plan',
          one.run('plan', { area: 'walkway', style, wishes: '', seed: 5, scene: sceneFromAddress('12 Thread Street, Eugene, OR'), imagery: 'address' }),
        ),
        track('planView', one.run('planView', { scene, plan, size: 256 })),
      ]);
      // the one thread may already be drawing when the rest arrive; after it, the first lane goes first
      expect(done.indexOf('plan')).toBeLessThan(done.indexOf('jpeg 1'));
      expect(done.indexOf('planView')).toBeLessThan(done.indexOf('jpeg 1'));
      expect(done.indexOf('jpeg 1')).toBeLessThan(done.indexOf('jpeg 2'));
    } finally {
      await one.close();
    }
  }, 60_000);
});

/** This process's threads as Linux sees them: each one's nice value and scheduling policy (5: SCHED_IDLE). */
function threadsOfThisProcess(): { tid: string; nice: number; policy: number }[] {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      // the fields after the command name in parentheses, from the state (field 3): nice is 19, policy 41
      const f = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return [{ tid, nice: Number(f[16]), policy: Number(f[38]) }];
    } catch {
      return []; // a thread that ended meanwhile
    }
  });
}

describe.skipIf(process.platform !== 'linux')('render thread priority (RENDER_PRIORITY)', () => {
  const chrt = ['/usr/bin/chrt', '/bin/chrt'].some((p) => existsSync(p));
  const drawOn = async (priority: 'idle' | 'low' | 'normal') => {
    const before = new Set(threadsOfThisProcess().map((t) => t.tid));
    const pool = new ThreadRenderPool(1, { warm: false, idleTimeoutMs: 5_000, priority });
    try {
      await pool.run('draw', { scene, plan, size: 64 });
      // the pool's own thread, and the threads the libraries it loaded started: the ones that were not here before
      return threadsOfThisProcess().filter((t) => !before.has(t.tid));
    } finally {
      await pool.close();
    }
  };

  it('idle: the render thread draws only on CPU time nothing else wants (SCHED_IDLE), the process keeps its own priority', async () => {
    // A thread under SCHED_IDLE (or nice 19, which the pool gives it first) gets next to no CPU while the
    // machine is busy, as the test suite keeps it: so the render thread's entry is started here at the usual
    // priority, told it is an idle one as the pool tells it, and the test watches it
    // put itself under SCHED_IDLE once it has loaded; nothing is drawn.
    if (!chrt) return;
    const before = new Set(threadsOfThisProcess().map((t) => t.tid));
    const entry = renderWorkerEntry();
    // one thread, started as the pool starts its threads (piscina, the same entry and data) without the nice
    const thread = new Piscina({ filename: entry.filename, execArgv: entry.execArgv, workerData: { idle: true }, minThreads: 1, maxThreads: 1 });
    const lowered = () => threadsOfThisProcess().filter((t) => !before.has(t.tid) && t.policy === 5);
    try {
      await expect.poll(() => lowered().length, { timeout: 25_000, interval: 50 }).toBeGreaterThanOrEqual(1);
    } finally {
      // back to the usual policy first, or on a busy machine the thread would take long to get the CPU to stop
      for (const t of lowered()) execFileSync('chrt', ['--other', '--pid', '0', t.tid]);
      await thread.destroy();
    }
    const main = threadsOfThisProcess().find((t) => t.tid === String(process.pid))!;
    expect(main).toMatchObject({ policy: 0, nice: 0 });
  }, 30_000);

  it('low: nice 10 and the usual policy; normal: neither', async () => {
    const low = await drawOn('low');
    expect(low.filter((t) => t.nice === 10 && t.policy === 0).length).toBeGreaterThanOrEqual(1);
    expect(low.filter((t) => t.policy === 5)).toHaveLength(0);
    const normal = await drawOn('normal');
    expect(normal.filter((t) => t.nice !== 0 || t.policy !== 0)).toHaveLength(0);
  }, 30_000);
});

describe('render pool lanes', () => {
  const task = (name: 'plan' | 'fidelity' | 'planView' | 'align', later = false) => ({ name, ...laneOptions(name, later) });
  it('gives first-lane tasks first, each lane in order of arrival, and removes any task', () => {
    const q = new LaneTaskQueue();
    const [f1, p1, f2, v1, a1] = [task('fidelity'), task('plan'), task('fidelity'), task('planView'), task('align')];
    for (const t of [f1, p1, f2, v1, a1]) q.push(t);
    expect(q.size).toBe(5);
    q.remove(f2);
    expect([q.shift(), q.shift(), q.shift(), q.shift(), q.shift()]).toEqual([p1, v1, f1, a1, null]);
    q.push(f1);
    q.unshift(a1);
    expect(q.shift()).toBe(a1);
    expect(q.size).toBe(1);
  });

  it('serves the later lane only when nothing else waits, whatever arrived first', () => {
    const q = new LaneTaskQueue();
    const [g1, g2, f1, p1] = [task('fidelity', true), task('plan', true), task('fidelity'), task('plan')];
    for (const t of [g1, g2, f1, p1]) q.push(t);
    expect([q.shift(), q.shift(), q.shift(), q.shift(), q.shift()]).toEqual([p1, f1, g1, g2, null]);
  });
});
