import { Piscina } from 'piscina';
import { entryBeside, type WorkerEntry } from '../../platform/paths.ts';
import type { RenderPool } from './render-pool.port.ts';
import { niceOf, type RenderPriority } from './thread-priority.ts';
import { revive, type RenderInput, type RenderOutput, type RenderTask } from './render-tasks.ts';
import { LaneTaskQueue, laneOptions } from './task-lanes.ts';

/**
 * The worker-thread entry beside this file: render.worker.js once compiled, render.worker.ts when run
 * from source (tsx, vitest), in which case the threads load tsx too.
 */
export function renderWorkerEntry(base: string = import.meta.url): WorkerEntry {
  return entryBeside('render.worker', base);
}

/**
 * Renders on a pool of worker threads (piscina). `warm` starts every thread at once, for a process
 * that works jobs; otherwise threads start on first use and stop when idle. `priority` is when the threads
 * draw (RENDER_PRIORITY, thread-priority.ts): by default only on CPU time nothing else wants.
 */
export class ThreadRenderPool implements RenderPool {
  private readonly pool: Piscina;
  constructor(
    readonly threads: number,
    opts: { warm: boolean; idleTimeoutMs?: number; priority?: RenderPriority; entry?: WorkerEntry } = { warm: true },
  ) {
    const entry = opts.entry ?? renderWorkerEntry();
    this.pool = new Piscina({
      filename: entry.filename,
      execArgv: entry.execArgv,
      minThreads: opts.warm ? threads : 0,
      maxThreads: threads,
      idleTimeout: opts.warm ? Number.POSITIVE_INFINITY : (opts.idleTimeoutMs ?? 60_000),
      // A render is a few hundred ms of CPU: more than one per thread in flight only adds latency to each.
      concurrentTasksPerWorker: 1,
      // Linux: each thread lowers its own priority (nice applies per thread there; piscina calls
      // @napi-rs/nice in the thread), and at 'idle' puts itself under SCHED_IDLE as it loads (render.worker.ts),
      // so the event loop answers polls and health checks before drawing goes on.
      niceIncrement: niceOf(opts.priority ?? 'normal'),
      workerData: { idle: opts.priority === 'idle' },
      // what a model call or a request waits to start on goes before the rest (task-lanes.ts)
      taskQueue: new LaneTaskQueue(),
      // a task that found every thread busy goes back to the front of its lane, not behind later ones
      stricterFIFO: true,
    });
  }

  async run<K extends RenderTask>(task: K, input: RenderInput<K>, opts: { later?: boolean } = {}): Promise<RenderOutput<K>> {
    return revive((await this.pool.run({ task, input, ...laneOptions(task, opts.later) })) as RenderOutput<K>);
  }

  async close() {
    await this.pool.destroy();
  }
}
