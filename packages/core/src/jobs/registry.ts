import { JOBS, type JobMap } from '@landscape/contract';
import type { JobHandlers } from '../queue/queue.port.ts';
import type { GenerationService } from '../generation/generation.service.ts';
import type { Metrics } from '../metrics/registry.ts';

// Job handlers live here, not in apps/worker, because the embedded server runs the very same handlers inline.

/** One handler per job name of the contract; throws (refusing to boot) when one is missing or unknown. */
export function createJobHandlers(generation: GenerationService, metrics?: Metrics): JobHandlers {
  const handlers: JobHandlers = {
    'render-area': timed('render-area', metrics, (data, ctx) => generation.renderArea(data, ctx)),
  };
  assertRegistry(handlers);
  return handlers;
}

function timed<N extends keyof JobMap>(job: N, metrics: Metrics | undefined, fn: JobHandlers[N]): JobHandlers[N] {
  if (!metrics) return fn;
  return (async (data: JobMap[N], ctx: Parameters<JobHandlers[N]>[1]) => {
    const end = metrics.jobDuration.startTimer({ job });
    try {
      await (fn as (d: JobMap[N], c: typeof ctx) => Promise<void>)(data, ctx);
      end({ outcome: 'done' });
    } catch (err) {
      end({ outcome: 'error' });
      throw err;
    }
  }) as JobHandlers[N];
}

export function assertRegistry(handlers: Record<string, unknown>) {
  const names = Object.values(JOBS) as (keyof JobMap)[];
  const missing = names.filter((n) => typeof handlers[n] !== 'function');
  const extra = Object.keys(handlers).filter((n) => !(names as string[]).includes(n));
  if (missing.length || extra.length) {
    throw new Error(`job registry mismatch: missing [${missing.join(', ')}], unknown [${extra.join(', ')}]`);
  }
}
