import type { RenderTourJob, TourOutcome } from '@landscape/contract';
import type { Imagery } from '../imagery/imagery.port.ts';
import type { Storage } from '../storage/storage.port.ts';
import { storageKeys } from '../storage/keys.ts';
import type { JobContext } from '../queue/queue.port.ts';
import type { RenderPool } from '../render-pool/render-pool.port.ts';
import type { GenerationRepository } from '../repositories/generation.repository.ts';
import type { RenderDesign } from '../generation/render-design.ts';
import { PANORAMA_SETTINGS, PANORAMA_VIEWS } from './panorama.ts';

type View = (typeof PANORAMA_VIEWS)[number];

/**
 * The `render-tour` job: the virtual tour's 2:1 panorama of an address. Redesigned in a style, each view
 * is a design row of the tour's generation, rendered by the same RenderDesign use case as any area;
 * as it is, the views come straight from the imagery source. Stitching and measuring run in the render pool.
 */
export class TourService {
  constructor(
    private readonly d: { imagery: Imagery; storage: Storage; source: string; pool: RenderPool; generations: GenerationRepository; render: RenderDesign },
  ) {}

  async render(job: RenderTourJob, ctx: JobContext): Promise<TourOutcome> {
    const views = job.style ? await this.redesignedViews(job, ctx) : await this.currentViews(job.address, ctx);
    if (!Array.isArray(views)) return views;
    const { width, height } = PANORAMA_SETTINGS;
    // a missing view repeats its neighbour rather than leaving a hole in the circle
    const images = PANORAMA_VIEWS.map((v) => (views.find((x) => x.view.area === v.area) ?? views[0]!).data);
    const out = await this.d.pool.run('panorama', { views: images, width, height, locale: job.locale });
    const key = job.style ? storageKeys.tourPanorama(job.requestId) : storageKeys.panorama(job.address, this.d.source);
    await this.d.storage.put(key, out.image, 'image/jpeg');
    const measured = PANORAMA_VIEWS.map((v, i) => ({ area: v.area, yaw: v.yaw, analysis: out.views[i]! }));
    return {
      ok: true,
      tour: { key, width, height, analysis: out.analysis, views: measured.filter((m) => views.some((x) => x.view.area === m.area)) },
    };
  }

  private async currentViews(address: string, ctx: JobContext): Promise<{ view: View; data: Buffer }[] | TourOutcome> {
    const fetched = await Promise.all(
      PANORAMA_VIEWS.map(async (view) => {
        try {
          return { view, data: (await this.d.imagery.fetch({ address, area: view.area }, { signal: ctx.signal })).data };
        } catch (err) {
          if (ctx.signal.aborted) throw err;
          ctx.log.warn({ err, area: view.area }, 'panorama view could not be fetched');
          return null;
        }
      }),
    );
    const got = fetched.filter((x): x is { view: View; data: Buffer } => x !== null);
    if (got.length === 0) return { ok: false, reason: 'failed', detail: 'Could not fetch street view image for panorama generation' };
    const usable = got.filter((x) => x.data.length > 0);
    if (usable.length === 0) return { ok: false, reason: 'invalid', detail: 'No image data provided for panorama generation' };
    return usable;
  }

  private async redesignedViews(job: RenderTourJob, ctx: JobContext): Promise<{ view: View; data: Buffer }[] | TourOutcome> {
    await Promise.all(PANORAMA_VIEWS.map((v) => this.d.render.renderArea({ requestId: job.requestId, area: v.area }, ctx)));
    const rows = await this.d.generations.rows(job.requestId);
    const views: { view: View; data: Buffer }[] = [];
    for (const view of PANORAMA_VIEWS) {
      const key = rows.find((r) => r.area === view.area && r.status === 'completed')?.renderKey;
      const file = key ? await this.d.render.read(key) : null;
      if (file) views.push({ view, data: file.data });
    }
    if (views.length === 0) return { ok: false, reason: 'failed', detail: rows.find((r) => r.error)?.error ?? 'Rendering failed' };
    return views;
  }
}
