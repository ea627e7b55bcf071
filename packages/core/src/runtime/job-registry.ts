import { JOBS, type JobMap } from '@landscape/contract';
import type { JobHandler, JobHandlers } from '../ports/queue.port.ts';
import type { RenderArea } from '../generation/render-area.ts';
import type { PhaseRenders } from '../generation/phase-renders.ts';
import type { TourService } from '../tour/tour.service.ts';
import type { DerivedImages } from '../generation/derived-images.ts';
import type { PreviewPictures } from '../generation/preview-pictures.ts';
import type { Metrics } from '../adapters/metrics/registry.ts';

// Job handlers live here, not in apps/worker, because the embedded server runs the very same handlers inline.

/** One handler per job name of the contract; throws (refusing to boot) when one is missing or unknown. */
export function createJobHandlers(
  d: {
    areas: Pick<RenderArea, 'render'>;
    tours: Pick<TourService, 'render'>;
    derived: Pick<DerivedImages, 'draw'>;
    phases: Pick<PhaseRenders, 'draw'>;
    previews: Pick<PreviewPictures, 'draw'>;
  },
  metrics?: Metrics,
): JobHandlers {
  const handlers: JobHandlers = {
    'render-area': timed('render-area', metrics, (data, ctx) => d.areas.render(data, ctx)),
    'render-tour': timed('render-tour', metrics, (data, ctx) => d.tours.render(data, ctx)),
    'derived-image': timed('derived-image', metrics, (data, ctx) => d.derived.draw(data, ctx)),
    'phase-renders': timed('phase-renders', metrics, (data, ctx) => d.phases.draw(data, ctx)),
    'preview-picture': timed('preview-picture', metrics, (data, ctx) => d.previews.draw(data, ctx)),
  };
  assertRegistry(handlers);
  return handlers;
}

function timed<N extends keyof JobMap>(job: N, metrics: Metrics | undefined, fn: JobHandler<N>): JobHandler<N> {
  if (!metrics) return fn;
  return async (data, ctx) => {
    const end = metrics.jobDuration.startTimer({ job });
    try {
      const out = await fn(data, ctx);
      end({ outcome: 'done' });
      return out;
    } catch (err) {
      end({ outcome: 'error' });
      throw err;
    }
  };
}

export function assertRegistry(handlers: Record<string, unknown>) {
  const names = Object.values(JOBS) as (keyof JobMap)[];
  const missing = names.filter((n) => typeof handlers[n] !== 'function');
  const extra = Object.keys(handlers).filter((n) => !(names as string[]).includes(n));
  if (missing.length || extra.length) {
    throw new Error(`job registry mismatch: missing [${missing.join(', ')}], unknown [${extra.join(', ')}]`);
  }
}
