import type { RenderPool } from './render-pool.port.ts';
import { renderTasks, type RenderInput, type RenderOutput, type RenderTask } from './render-tasks.ts';

/** RENDER_THREADS=0, and unit tests: the render tasks on the calling thread. */
export class InlineRenderPool implements RenderPool {
  readonly threads = 0;
  run<K extends RenderTask>(task: K, input: RenderInput<K>): Promise<RenderOutput<K>> {
    return (renderTasks[task] as (i: RenderInput<K>) => Promise<RenderOutput<K>>)(input);
  }
  async close() {}
}

export const inlineRenderPool: RenderPool = new InlineRenderPool();
