import type { RenderInput, RenderOutput, RenderTask } from './render-tasks.ts';

/**
 * Where the CPU-heavy steps of a render run (render-tasks.ts): a pool of worker threads, so the
 * process's event loop keeps answering while it renders, or the calling thread. Same tasks either way.
 */
export interface RenderPool {
  /** `later`: work nobody waits for, started only when no other task waits (task-lanes.ts). */
  run<K extends RenderTask>(task: K, input: RenderInput<K>, opts?: { later?: boolean }): Promise<RenderOutput<K>>;
  /** Worker threads behind the pool (0: the calling thread). */
  readonly threads: number;
  close(): Promise<void>;
}

/** The same pool, every task of it in the `later` lane: for work nobody waits for. */
export function laterLane(pool: RenderPool): RenderPool {
  return { threads: pool.threads, run: (task, input) => pool.run(task, input, { later: true }), close: () => pool.close() };
}
