import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';
import type { Queue } from '../ports/queue.port.ts';
import type { ProgressStore } from '../ports/progress.port.ts';
import type { Storage } from '../ports/storage.port.ts';
import type { ImageModel } from '../ports/image-model.port.ts';
import type { Imagery } from '../ports/imagery.port.ts';
import type { Analysis } from '../ports/analysis.port.ts';
import type { Segmenter } from '../ports/segmenter.port.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { Repositories } from '../adapters/repositories/index.ts';
import type { Metrics } from '../adapters/metrics/registry.ts';
import type { OperatorNotices } from '../adapters/providers/operator-notices.ts';
import type { AssetOwners } from '../assets/asset-access.ts';
import { ClaimDesigns } from '../generation/claim-designs.ts';
import { DerivedImages } from '../generation/derived-images.ts';
import { DesignFiles } from '../generation/design-files.ts';
import { DesignPack } from '../generation/design-pack.ts';
import { DesignPhases } from '../generation/design-phases.ts';
import { DesignProgress } from '../generation/design-progress.ts';
import { DesignShares } from '../generation/design-share.ts';
import { EditChain } from '../generation/edit-chain.ts';
import { EditDesign } from '../generation/edit-design.ts';
import { FullResolution } from '../generation/full-resolution.ts';
import { GenerateOne } from '../generation/generate-one.ts';
import { MyDesigns } from '../generation/my-designs.ts';
import { PhaseRenders } from '../generation/phase-renders.ts';
import { PreviewPictures } from '../generation/preview-pictures.ts';
import { ProgressWriter } from '../generation/progress-writer.ts';
import type { RunNotifier } from '../generation/run-notifier.ts';
import { RenderArea } from '../generation/render-area.ts';
import { RenderEdit } from '../generation/render-edit.ts';
import { StartGeneration } from '../generation/start-generation.ts';
import { StartTour } from '../generation/start-tour.ts';
import type { StyleCatalog } from '../generation/style-catalog.ts';
import { TransformPhoto } from '../generation/transform-photo.ts';
import { UnfinishedJobs } from '../generation/unfinished-jobs.ts';
import { TourService } from '../tour/tour.service.ts';
import { StylePictures } from '../styles/style-pictures.ts';

/** What a caller asks of a design, one use case each; the API's routes call the one they need. */
export interface DesignUseCases {
  /** The studio's areas (POST /api/design/complete-landscape), and every other way a generation is made. */
  start: StartGeneration;
  /** POST /api/generate: one design, waited for. */
  generateOne: GenerateOne;
  /** POST /api/transform: a Pro photo redesigned, waited for. */
  transformPhoto: TransformPhoto;
  /** GET /api/panorama: the virtual tour, waited for. */
  tour: StartTour;
  /** POST /api/designs/{id}/edit: Change just this. */
  edit: EditDesign;
  /** GET /api/designs/{id}/edits: a design's edit chain, after a reload. */
  editChain: EditChain;
  /** POST /api/designs/{id}/phases: a budget in phases, drawn. */
  phases: DesignPhases;
  /** POST /api/me/claim: a visitor's designs taken over by their account. */
  claims: ClaimDesigns;
  /** GET /api/design/progress/{id}. */
  progress: DesignProgress;
  /** GET and DELETE /api/generations: My Designs. */
  mine: MyDesigns;
  /** Share pages /d/:id: sharing on and off, and what anyone may see. */
  shares: DesignShares;
  /** Full-resolution downloads, link previews and landscaper's packs (GET /api/designs/{id}/pack.pdf), drawn once and kept. */
  derived: DerivedImages;
  /** POST /api/house-lock/mask (a photo's keep mask before generating) and Style Management's drawn preview cards. */
  previews: PreviewPictures;
  /** Rows no live job will finish: the reconciler and an embedded start-up queue them again. */
  unfinished: UnfinishedJobs;
}

/** The job handlers' use cases (job-registry.ts): what the worker, or the embedded server, runs. */
export interface JobUseCases {
  areas: RenderArea;
  phases: PhaseRenders;
  tours: TourService;
  derived: DerivedImages;
  previews: PreviewPictures;
}

export interface UseCaseDeps {
  config: Config;
  log: Logger;
  repos: Repositories;
  queue: Queue;
  progress: ProgressStore;
  storage: Storage;
  imageModel: ImageModel;
  imagery: Imagery;
  analysis: Analysis;
  segmenter: Segmenter | null;
  styles: StyleCatalog;
  pool: RenderPool;
  metrics: Metrics;
  notices: OperatorNotices;
  assetOwners: AssetOwners;
  /** Tells a homeowner their run finished (push, e-mail). */
  notifier?: Pick<RunNotifier, 'settled'>;
}

/** Composes the use cases of designs over the adapters the runtime built: each is given only the ports it uses. */
export function createUseCases(a: UseCaseDeps): { designs: DesignUseCases; jobs: JobUseCases; pictures: StylePictures } {
  const generations = a.repos.generations;
  const notifier = a.notifier;
  const progress = new ProgressWriter(a.progress, generations, notifier ? (id) => notifier.settled(id) : undefined);
  const files = new DesignFiles({ storage: a.storage, assets: a.repos.assets });
  const waits = { generations, queue: a.queue, styles: a.styles, waitMs: a.config.GENERATE_WAIT_MS };
  const start = new StartGeneration({ ...waits, progress, files, log: a.log, dailyLimit: a.config.DAILY_LIMIT });
  const drawing = { generations, files, progress, imageModel: a.imageModel, styles: a.styles, pool: a.pool, log: a.log, metrics: a.metrics };
  const edits = new RenderEdit(drawing);
  const areas = new RenderArea({ ...drawing, storage: a.storage, imagery: a.imagery, analysis: a.analysis, segmenter: a.segmenter, notices: a.notices }, edits);
  const shares = new DesignShares({ generations, owners: a.assetOwners, styles: a.styles, storage: a.storage, pool: a.pool });
  const fullResolution = new FullResolution({ generations, storage: a.storage, imagery: a.imagery, imageModel: a.imageModel, styles: a.styles, pool: a.pool });
  const pack = new DesignPack({ generations, files, storage: a.storage, pool: a.pool, styles: a.styles });
  const derived = new DerivedImages({ storage: a.storage, queue: a.queue, fullResolution, shares, pack });
  const pictures = new StylePictures({ styles: a.repos.styles, catalog: a.styles, assets: a.repos.assets, storage: a.storage, pool: a.pool });
  const previews = new PreviewPictures({
    queue: a.queue,
    storage: a.storage,
    files,
    pool: a.pool,
    imagery: a.imagery,
    segmenter: a.segmenter,
    notices: a.notices,
    styles: pictures,
  });
  const tours = new TourService({
    imagery: a.imagery,
    storage: a.storage,
    source: a.config.IMAGERY,
    pool: a.pool,
    generations,
    areas,
    files,
    styles: a.styles,
  });
  const designs: DesignUseCases = {
    start,
    generateOne: new GenerateOne({ start }),
    transformPhoto: new TransformPhoto({ start }),
    tour: new StartTour({ start, queue: a.queue, waitMs: a.config.GENERATE_WAIT_MS }),
    edit: new EditDesign({ generations, files, start }),
    editChain: new EditChain({ generations, styles: a.styles }),
    phases: new DesignPhases({ generations, queue: a.queue, log: a.log, dailyLimit: a.config.DAILY_LIMIT, waitMs: a.config.GENERATE_WAIT_MS }),
    claims: new ClaimDesigns({ generations, progress: a.progress }),
    progress: new DesignProgress({ progress: a.progress, generations, styles: a.styles }),
    mine: new MyDesigns({ generations, progress: a.progress, storage: a.storage, styles: a.styles }),
    shares,
    derived,
    previews,
    unfinished: new UnfinishedJobs({ generations, queue: a.queue, progress }),
  };
  const phases = new PhaseRenders({ generations, styles: a.styles, pool: a.pool, files, progress });
  return { designs, jobs: { areas, phases, tours, derived, previews }, pictures };
}
