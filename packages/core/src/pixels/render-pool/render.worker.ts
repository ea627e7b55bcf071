import { workerData } from 'node:worker_threads';
import { renderTasks, revive, type RenderTask } from './render-tasks.ts';
import { runOnlyWhenIdle } from './thread-priority.ts';

// Entry point of a render-pool worker thread (thread.render-pool.ts loads it; a compiled build ships it
// as render.worker.js beside the code that loads it). Piscina calls the default export once per task.

// RENDER_PRIORITY=idle: this thread draws only on CPU time nothing else wants (else it stays at nice 19)
if ((workerData as { idle?: boolean } | undefined)?.idle) runOnlyWhenIdle();

export default async function runTask(message: { task: RenderTask; input: unknown }): Promise<unknown> {
  const task = renderTasks[message.task] as ((input: unknown) => Promise<unknown>) | undefined;
  if (!task) throw new Error(`unknown render task '${String(message.task)}'`);
  return task(revive(message.input));
}
