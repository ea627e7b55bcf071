import type { Analysis, AreaId, RenderTourJob, TourOutcome } from '@landscape/contract';
import { designLanguage, panoramaYaw, reviewDesign, STYLE_CATALOGUE, type DesignPlan, type ReviewedDesign, type Scene } from '@landscape/design';
import type { Imagery } from '../ports/imagery.port.ts';
import type { Storage } from '../ports/storage.port.ts';
import { storageKeys } from '../domain/storage-keys.ts';
import type { JobContext } from '../ports/queue.port.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import { briefFor, lotOf } from '../generation/design-brief.ts';
import type { DesignFiles } from '../generation/design-files.ts';
import type { RenderArea } from '../generation/render-area.ts';
import { isCatalogueStyle, type StyleCatalog } from '../generation/style-catalog.ts';
import { PANORAMA_SETTINGS, PANORAMA_VIEWS } from '../pixels/panorama.ts';

type View = (typeof PANORAMA_VIEWS)[number];

/**
 * The `render-tour` job: the virtual tour's 2:1 panorama of an address. Redesigned in a style, each view
 * is a design row of the tour's generation, rendered by the same render-area use case as any area;
 * as it is, the views come straight from the imagery source. Stitching and measuring run in the render pool.
 */
export class TourService {
  constructor(
    private readonly d: {
      imagery: Imagery;
      storage: Storage;
      source: string;
      pool: RenderPool;
      generations: GenerationRepository;
      areas: Pick<RenderArea, 'render'>;
      files: Pick<DesignFiles, 'read'>;
      styles: StyleCatalog;
    },
  ) {}

  async render(job: RenderTourJob, ctx: JobContext): Promise<TourOutcome> {
    const views = job.style ? await this.redesignedViews(job, ctx) : await this.currentViews(job.address, ctx);
    if (!Array.isArray(views)) return views;
    const reviews = job.style ? await this.reviews(job, job.style) : null;
    const { width, height } = PANORAMA_SETTINGS;
    // a missing view repeats its neighbour rather than leaving a hole in the circle
    const images = PANORAMA_VIEWS.map((v) => (views.find((x) => x.view.area === v.area) ?? views[0]!).data);
    // A drawn property is drawn whole from its one scene, each object once, with the designs in their areas.
    const drawn = await this.drawnScene(job, views);
    const out = await this.d.pool.run('panorama', { views: images, width, height, locale: job.locale, scene: drawn?.scene ?? null, plans: drawn?.plans ?? [] });
    const key = job.style ? storageKeys.tourPanorama(job.requestId) : storageKeys.panorama(job.address, this.d.source);
    await this.d.storage.put(key, out.image, 'image/jpeg');
    // The studio's own design is reviewed as a design from its plans; the property as it is, from its pixels.
    // Drawn from the one scene, each area is named at the bearing it is seen at from where the tour stands.
    const measured = PANORAMA_VIEWS.map((v, i) => ({
      area: v.area,
      yaw: drawn ? panoramaYaw(drawn.scene, v.area, drawn.plans) : v.yaw,
      analysis: reviews?.views.get(v.area) ?? out.views[i]!,
    }));
    return {
      ok: true,
      tour: { key, width, height, analysis: reviews?.whole ?? out.analysis, views: measured.filter((m) => views.some((x) => x.view.area === m.area)) },
    };
  }

  /**
   * The scene of a drawn property and, redesigned, the plan of each of its designs (planned again from
   * the rows' briefs: the same plans their images were drawn from); null when the views are photos.
   */
  private async drawnScene(
    job: RenderTourJob,
    views: { view: View; data: Buffer; scene?: Scene | null }[],
  ): Promise<{ scene: Scene; plans: DesignPlan[] } | null> {
    if (!job.style) {
      const scene = views.find((v) => v.scene)?.scene;
      return scene ? { scene, plans: [] } : null;
    }
    if (this.d.source !== 'procedural') return null;
    const found = await this.d.generations.getWithRows(job.requestId);
    if (!found) return null;
    const lot = lotOf(found.generation);
    const plans: DesignPlan[] = [];
    for (const row of found.rows.filter((r) => r.status === 'completed')) {
      const style = await this.d.styles.resolve(row.style);
      if (!style) continue;
      plans.push((await this.d.pool.run('plan', briefFor(found.generation, row, style, lot))).plan);
    }
    return { scene: lot.scene, plans };
  }

  /** The review of a redesigned tour (review.ts in the design engine): the whole design, and each view's. */
  private async reviews(job: RenderTourJob, styleId: string): Promise<{ whole: Analysis; views: Map<AreaId, Analysis> } | null> {
    const rows = await this.d.generations.rows(job.requestId);
    const designs: ReviewedDesign[] = rows.filter((r) => r.status === 'completed' && r.design).map((r) => ({ area: r.area, summary: r.design! }));
    if (designs.length === 0) return null;
    const style = await this.d.styles.resolve(styleId);
    // A catalogue style is named in the homeowner's language; an admin's own style by the name it was given.
    const catalogueName = style && isCatalogueStyle(style.id) && style.name === STYLE_CATALOGUE[style.id].name;
    const styleName = !style ? styleId : catalogueName ? (designLanguage(job.locale).styles[style.drawAs] ?? style.name) : style.name;
    const views = new Map(designs.map((d) => [d.area, reviewDesign({ styleName, designs: [d], locale: job.locale })]));
    return { whole: reviewDesign({ styleName, designs, locale: job.locale }), views };
  }

  private async currentViews(address: string, ctx: JobContext): Promise<{ view: View; data: Buffer; scene: Scene | null }[] | TourOutcome> {
    const fetched = await Promise.all(
      PANORAMA_VIEWS.map(async (view) => {
        try {
          const image = await this.d.imagery.fetch({ address, area: view.area }, { signal: ctx.signal });
          return { view, data: image.data, scene: image.scene };
        } catch (err) {
          if (ctx.signal.aborted) throw err;
          ctx.log.warn({ err, area: view.area }, 'panorama view could not be fetched');
          return null;
        }
      }),
    );
    const got = fetched.filter((x): x is { view: View; data: Buffer; scene: Scene | null } => x !== null);
    if (got.length === 0) return { ok: false, reason: 'failed', detail: 'Could not fetch street view image for panorama generation' };
    const usable = got.filter((x) => x.data.length > 0);
    if (usable.length === 0) return { ok: false, reason: 'invalid', detail: 'No image data provided for panorama generation' };
    return usable;
  }

  private async redesignedViews(job: RenderTourJob, ctx: JobContext): Promise<{ view: View; data: Buffer }[] | TourOutcome> {
    await Promise.all(PANORAMA_VIEWS.map((v) => this.d.areas.render({ requestId: job.requestId, area: v.area }, ctx)));
    const rows = await this.d.generations.rows(job.requestId);
    const views: { view: View; data: Buffer }[] = [];
    for (const view of PANORAMA_VIEWS) {
      const key = rows.find((r) => r.area === view.area && r.status === 'completed')?.renderKey;
      const file = key ? await this.d.files.read(key) : null;
      if (file) views.push({ view, data: file.data });
    }
    if (views.length === 0) return { ok: false, reason: 'failed', detail: rows.find((r) => r.error)?.error ?? 'Rendering failed' };
    return views;
  }
}
