import { randomUUID } from 'node:crypto';
import { jobIdOf, type AreaId, type JobResults, type PreviewPictureJob } from '@landscape/contract';
import type { JobContext, Queue } from '../ports/queue.port.ts';
import type { Segmenter } from '../ports/segmenter.port.ts';
import { ImageryError, type Imagery } from '../ports/imagery.port.ts';
import type { Storage } from '../ports/storage.port.ts';
import { storageKeys } from '../domain/storage-keys.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { OperatorNotices } from '../adapters/providers/operator-notices.ts';
import type { StyleRecord } from '../adapters/repositories/style.repository.ts';
import type { Logger } from '../platform/logger.ts';
import type { DesignFiles } from './design-files.ts';
import { photoKeepMaskOf } from './mask-source.ts';

/** Longest side of the photo sent back for the brush: enough for a phone or a laptop screen. */
const SHOWN_SIDE = 1024;
/** How long a caller waits for a preview: a keep mask takes a few seconds on a busy machine. */
const WAIT_MS = 60_000;

/** Longest side of the picture shown before the first design of an address: a phone's width or a dialog on a laptop. */
const ADDRESS_SIDE = 768;

const EXT_OF: Record<string, 'png' | 'jpg' | 'webp'> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** What the preview job asks of Style Management's pictures (styles/style-pictures.ts, passed in). */
export interface StyleCards {
  /** Draws and keeps a style's card; null when the style is gone or has no drawing recipe. */
  drawPreview(styleId: string, log: Logger): Promise<StyleRecord | null>;
  styleRow(id: string): Promise<StyleRecord | null>;
  /** Forgets this process's catalogue: another process changed a style. */
  forget(): void;
}

/** A photo's keep mask before generating, and the photo as the brush shows it. */
export interface HouseMaskPreview {
  mask: Buffer;
  shown: Buffer;
}

/**
 * Pictures someone waits for that belong to no design: the keep mask of a homeowner's photo before generating
 * (POST /api/house-lock/mask: the very mask a render would compute) and a style's preview card in Style
 * Management. Each is a `preview-picture` job, drawn where every drawing is (a worker in cluster mode, the
 * render pool in embedded mode): the API only queues and waits. A photo is kept under a random id only
 * until its answer has been read.
 */
export class PreviewPictures {
  constructor(
    private readonly d: {
      queue: Queue;
      storage: Storage;
      files: Pick<DesignFiles, 'read'>;
      pool: RenderPool;
      imagery: Imagery;
      segmenter?: Segmenter | null;
      notices?: OperatorNotices;
      styles: StyleCards;
      waitMs?: number;
    },
  ) {}

  /** The keep mask of a checked photo (a render pool re-encoded it), drawn by a job while the caller waits. */
  async houseMask(photo: { data: Buffer; contentType: string }): Promise<HouseMaskPreview> {
    const id = randomUUID();
    const photoExt = EXT_OF[photo.contentType] ?? 'png';
    try {
      await this.d.storage.put(storageKeys.maskPreview(id, 'photo', photoExt), photo.data, photo.contentType);
      await this.drawn({ kind: 'house-mask', id, photoExt });
      const [mask, shown] = await Promise.all([
        this.d.files.read(storageKeys.maskPreview(id, 'mask')),
        this.d.files.read(storageKeys.maskPreview(id, 'shown', 'jpg')),
      ]);
      if (!mask || !shown) throw new Error('keep mask preview was not kept');
      return { mask: mask.data, shown: shown.data };
    } finally {
      await this.d.storage.delete(storageKeys.maskPreviewFolder(id)).catch(() => undefined);
    }
  }

  /** A style's preview card drawn by the offline renderer; null when the style has no drawing recipe. */
  async stylePreview(row: StyleRecord): Promise<StyleRecord | null> {
    const { drawn } = await this.drawn({ kind: 'style-sample', id: randomUUID(), styleId: row.id });
    // the card was stored and the row changed by whoever drew it: this process's catalogue reads it again
    this.d.styles.forget();
    return drawn ? this.d.styles.styleRow(row.id) : null;
  }

  /**
   * The picture a design of the address is drawn on, as a JPEG (decision 047): the imagery a design fetches (the
   * house drawn for the address offline, Street View or satellite with imagery); null when none is found.
   */
  async addressPicture(address: string, area: AreaId): Promise<{ data: Buffer; source: string } | null> {
    const id = randomUUID();
    try {
      const { drawn, source } = await this.drawn({ kind: 'address-picture', id, address, area });
      const picture = drawn ? await this.d.files.read(storageKeys.maskPreview(id, 'shown', 'jpg')) : null;
      return picture ? { data: picture.data, source: source ?? 'procedural' } : null;
    } finally {
      await this.d.storage.delete(storageKeys.maskPreviewFolder(id)).catch(() => undefined);
    }
  }

  /** The `preview-picture` job. */
  async draw(job: PreviewPictureJob, ctx: JobContext): Promise<JobResults['preview-picture']> {
    if (job.kind === 'style-sample') return { drawn: (await this.d.styles.drawPreview(job.styleId, ctx.log)) !== null };
    if (job.kind === 'address-picture') return this.drawAddress(job, ctx);
    const image = await this.d.files.read(storageKeys.maskPreview(job.id, 'photo', job.photoExt));
    // the caller stopped waiting and removed it: nothing to draw for anyone
    if (!image) return { drawn: false };
    const [{ mask }, shown] = await Promise.all([
      photoKeepMaskOf({ image, segmenter: this.d.segmenter, pool: this.d.pool, signal: ctx.signal, log: ctx.log, notices: this.d.notices }),
      this.d.pool.run('jpeg', { image: image.data, maxSide: SHOWN_SIDE, quality: 82 }),
    ]);
    await this.d.storage.put(storageKeys.maskPreview(job.id, 'mask'), mask, 'image/png');
    await this.d.storage.put(storageKeys.maskPreview(job.id, 'shown', 'jpg'), shown, 'image/jpeg');
    return { drawn: true };
  }

  private async drawAddress(job: Extract<PreviewPictureJob, { kind: 'address-picture' }>, ctx: JobContext): Promise<JobResults['preview-picture']> {
    const image = await this.d.imagery.fetch({ address: job.address, area: job.area }, { signal: ctx.signal }).catch((err: unknown) => {
      if (err instanceof ImageryError) return null;
      throw err;
    });
    if (!image) return { drawn: false };
    const shown = await this.d.pool.run('jpeg', { image: image.data, maxSide: ADDRESS_SIDE, quality: 84 });
    await this.d.storage.put(storageKeys.maskPreview(job.id, 'shown', 'jpg'), shown, 'image/jpeg');
    return { drawn: true, source: image.source };
  }

  private async drawn(job: PreviewPictureJob): Promise<JobResults['preview-picture']> {
    const id = jobIdOf['preview-picture'](job);
    await this.d.queue.enqueue('preview-picture', job, id);
    try {
      return await this.d.queue.waitFor('preview-picture', id, this.d.waitMs ?? WAIT_MS);
    } finally {
      // a preview is asked once: its finished job is not kept for another caller
      await this.d.queue.remove(id).catch(() => undefined);
    }
  }
}
