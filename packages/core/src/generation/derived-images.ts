import { jobIdOf, type DerivedImageJob, type JobResults } from '@landscape/contract';
import type { JobContext, Queue } from '../ports/queue.port.ts';
import { JobWaitError } from '../ports/queue.port.ts';
import type { Storage, StoredObject } from '../ports/storage.port.ts';
import type { FullResolution } from './full-resolution.ts';
import { NOT_SHARED, type DesignShares } from './design-share.ts';
import { NotFoundError, type ProgressViewer } from './design-access.ts';
import type { DesignPack, PackRequest } from './design-pack.ts';

/** How long a caller waits for a picture to be drawn (a 2048² drawing takes a few seconds on a busy machine). */
const DRAW_WAIT_MS = 120_000;

/**
 * Pictures made from a finished design on demand: the full-resolution download of a drawn design and
 * the link preview of a shared one (docs/decisions/014-downloads-and-link-previews-drawn-once.md). Each is
 * drawn once, by the `derived-image` job at low priority (a worker in cluster mode, the render pool in
 * embedded mode: the API never draws), kept in storage beside its render, and served from there ever
 * after, restarts included. Callers asking at the same time wait for the same job.
 */
export class DerivedImages {
  private readonly inFlight = new Map<string, Promise<void>>();
  constructor(
    private readonly d: {
      storage: Storage;
      queue: Queue;
      fullResolution: Pick<FullResolution, 'source' | 'draw'>;
      shares: DesignShares;
      pack: Pick<DesignPack, 'target' | 'draw'>;
      waitMs?: number;
    },
  ) {}

  /** The file a download of a render key serves; null when the key is not a finished render. */
  async download(renderKey: string): Promise<StoredObject | null> {
    const source = await this.d.fullResolution.source(renderKey);
    if (!source) return null;
    if (!source.draw) return this.d.storage.get(source.key);
    return this.kept(source.key, { designId: source.designId, kind: 'download' });
  }

  /** The link-preview picture of a shared design; NotFoundError when it is not shared. */
  async preview(designId: string): Promise<StoredObject> {
    const key = await this.d.shares.previewKey(designId);
    const obj = await this.kept(key, { designId, kind: 'preview' });
    if (!obj) throw new NotFoundError(NOT_SHARED);
    return obj;
  }

  /**
   * The landscaper's pack the viewer asks for (decision 046): drawn once per design revision, language,
   * paper and budget, then read from storage. Null when it could not be drawn (the design changed meanwhile).
   */
  async pack(
    designId: string,
    viewer: ProgressViewer,
    req: PackRequest,
  ): Promise<{ ok: true; designId: string; pdf: StoredObject | null } | { ok: false; detail: string }> {
    const target = await this.d.pack.target(designId, viewer, req);
    if (!target.ok) return target;
    return { ok: true, designId: target.designId, pdf: await this.kept(target.key, target.job) };
  }

  /** The `derived-image` job: draws the picture (or the pack) unless it is kept already. */
  async draw(job: DerivedImageJob, ctx: JobContext): Promise<JobResults['derived-image']> {
    if (job.kind === 'pack') return { key: await this.d.pack.draw(job) };
    const key = job.kind === 'download' ? await this.d.fullResolution.draw(job.designId, ctx.signal) : await this.d.shares.drawPreview(job.designId);
    return { key };
  }

  private async kept(key: string, job: DerivedImageJob): Promise<StoredObject | null> {
    const hit = await this.d.storage.get(key);
    if (hit) return hit;
    const id = jobIdOf['derived-image'](job);
    let flight = this.inFlight.get(id);
    if (!flight) {
      flight = this.drawn(id, job).finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, flight);
    }
    await flight;
    const obj = await this.d.storage.get(key);
    // nothing drawn (the design could not be): a later call may try again
    if (!obj) await this.d.queue.remove(id).catch(() => undefined);
    return obj;
  }

  private async drawn(id: string, job: DerivedImageJob): Promise<void> {
    await this.d.queue.enqueue('derived-image', job, id, { priority: 'low' });
    try {
      await this.d.queue.waitFor('derived-image', id, this.d.waitMs ?? DRAW_WAIT_MS);
    } catch (err) {
      // finished and forgotten before the wait began: the picture is in storage
      if (err instanceof JobWaitError && err.reason === 'missing') return;
      // a failed drawing may be asked for again
      if (!(err instanceof JobWaitError)) await this.d.queue.remove(id).catch(() => undefined);
      throw err;
    }
  }
}
