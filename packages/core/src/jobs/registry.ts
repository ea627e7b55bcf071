import { JOBS, type JobMap } from '@landscape/contract';
import type { JobHandlers } from '../queue/queue.port.ts';
import type { GenerationService } from '../generation/generation.service.ts';

// Job handlers live here, not in apps/worker, because the embedded server runs the very same handlers inline.

/** One handler per job name of the contract; throws (refusing to boot) when one is missing or unknown. */
export function createJobHandlers(generation: GenerationService): JobHandlers {
  const handlers: JobHandlers = {
    'render-area': (data, ctx) => generation.renderArea(data, ctx),
  };
  assertRegistry(handlers);
  return handlers;
}

export function assertRegistry(handlers: Record<string, unknown>) {
  const names = Object.values(JOBS) as (keyof JobMap)[];
  const missing = names.filter((n) => typeof handlers[n] !== 'function');
  const extra = Object.keys(handlers).filter((n) => !(names as string[]).includes(n));
  if (missing.length || extra.length) {
    throw new Error(`job registry mismatch: missing [${missing.join(', ')}], unknown [${extra.join(', ')}]`);
  }
}
