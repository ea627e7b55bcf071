import type { RenderInput, RenderOutput, RenderTask } from './render-tasks.ts';

/**
 * Where the CPU-heavy steps of a render run (render-tasks.ts): a pool of worker threads, so the
 * process's event loop keeps answering while it renders, or the calling thread. Same tasks either way.
 */
export interface RenderPool {
  run<K extends RenderTask>(task: K, input: RenderInput<K>): Promise<RenderOutput<K>>;
  /** Worker threads behind the pool (0: the calling thread). */
  readonly threads: number;
  close(): Promise<void>;
}
