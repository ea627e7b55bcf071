import { randomBytes, randomUUID } from 'node:crypto';
import type { AreaId } from '@landscape/contract';
import type { Logger } from '../platform/logger.ts';
import type { Queue } from '../ports/queue.port.ts';
import { storageKeys, tokenOfKey } from '../domain/storage-keys.ts';
import { chargeFor, type Payer } from '../domain/quota.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import type { GenerationKind, GenerationSettings } from '../adapters/repositories/generation-records.ts';
import { hashClaimToken } from './design-access.ts';
import { extOf } from './design-brief.ts';
import type { DesignFiles } from './design-files.ts';
import { designWhenDone, RENDERING_FAILED, tourWhenDone, type DesignOutcome, type TourOutcome, type WaitDeps } from './design-wait.ts';
import { jobsOf } from './generation-jobs.ts';
import type { ProgressWriter } from './progress-writer.ts';

type Picture = { data: Buffer; contentType: string };

export interface CreateGenerationInput {
  address: string;
  areas: { area: AreaId; prompt: string }[];
  styles: string[];
  kind?: GenerationKind;
  userId?: string | null;
  clientIp?: string | null;
  /** Who pays one unit for the request, in the transaction that writes the rows; none for internal callers. */
  payer?: Payer | null;
  settings?: GenerationSettings;
  /** POST /api/generate's analysis_mode, carried by the area's job. */
  analyse?: boolean;
  /** Photo first: the homeowner's photo of an area (checked and re-encoded), the "before" of its designs. */
  photos?: Partial<Record<AreaId, Picture>>;
  /**
   * House-Lock: the keep mask the homeowner brushed for a photographed area (prepareUserMask: a
   * black-and-white PNG at the photo's size), used instead of a computed one. Only beside a photo.
   */
  masks?: Partial<Record<AreaId, Buffer>>;
}

/**
 * What start() writes: the generation as asked, and the files its jobs draw from. Photos first are
 * `photos` (marked as photographed areas); an edit's or a Pro photo's "before" is an `original` with no
 * such mark. Files are stored after the rows (a request the daily limit refuses leaves none behind) and
 * before the jobs are queued (any worker, or a restarted server, can draw them).
 */
export interface StartInput extends CreateGenerationInput {
  /** The "before" of an area's designs, stored as its original. */
  originals?: Partial<Record<AreaId, Picture>>;
  /** The design an edit comes from. */
  editedFrom?: string;
  /** What the rows read when a file cannot be stored (`Rendering failed` unless said). */
  failedAs?: string;
}

/** What start() waits for once the jobs are queued: one area's design in one style, or the tour. */
export type StartWait = { area: AreaId; style: string; analysisMode: boolean } | 'tour';

/** A started generation: its id and, for a visitor, the claim token the browser keeps. */
export interface Started {
  id: string;
  claimToken: string | null;
}

export interface StartDeps extends WaitDeps {
  generations: Pick<GenerationRepository, 'create' | 'rows'>;
  queue: Pick<Queue, 'enqueue' | 'waitFor'>;
  progress: Pick<ProgressWriter, 'init' | 'fail'>;
  /** Stores an uploaded photo as the original of its generation (the same code that stores every original). */
  files: Pick<DesignFiles, 'store'>;
  log: Logger;
  /** Requests a day per payer (one unit = one generation, or one studio run of them: decision 042). */
  dailyLimit: number;
}

/**
 * The one way a generation is made (the studio's areas, POST /api/generate, an edit, a Pro photo, a tour):
 * writes it, its rows and their charge in one transaction; stores the files its jobs draw from (or fails its
 * rows and throws, queuing nothing); queues its jobs; and, when asked, waits for its design or its tour and
 * answers the outcome (delivered, or why not: `timeout`, `restarted`, `failed`, `refused`). A visitor's
 * generation comes with the claim token the browser keeps, so an account signed in later can take it over.
 * Rendering itself happens only in job handlers (render-area.ts).
 */
export class StartGeneration {
  constructor(private readonly d: StartDeps) {}

  async start(input: StartInput): Promise<Started>;
  async start(input: StartInput, wait: Exclude<StartWait, 'tour'>): Promise<Started & { outcome: DesignOutcome }>;
  async start(input: StartInput, wait: 'tour'): Promise<Started & { outcome: TourOutcome }>;
  async start(input: StartInput, wait?: StartWait): Promise<Started & { outcome?: DesignOutcome | TourOutcome }> {
    const { originals, masks, settings } = photoFirst(input);
    const id = randomUUID();
    const originalKeys = Object.fromEntries(originals.map(([area, p]) => [area, storageKeys.original(id, area, randomUUID(), extOf(p.contentType))]));
    const { generation, rows, claimToken } = await this.write({ ...input, id, originalKeys, settings });
    try {
      const owner = { generationId: generation.id, userId: input.userId ?? null };
      for (const [area, p] of originals) await this.d.files.store({ key: originalKeys[area]!, kind: 'original', contentType: p.contentType, ...owner }, p.data);
      for (const [area, m] of masks)
        await this.d.files.store({ key: storageKeys.userMask(id, area, tokenOfKey(originalKeys[area]!)), kind: 'mask', contentType: 'image/png', ...owner }, m);
    } catch (err) {
      this.d.log.error({ err, generationId: generation.id }, 'a file of the generation could not be stored');
      await this.d.progress.fail(generation.id, rows, input.failedAs ?? RENDERING_FAILED);
      throw err;
    }
    const jobs = jobsOf(generation, rows, input.analyse);
    for (const job of jobs) await this.d.queue.enqueue(job.name, job.data, job.id);
    const started = { id: generation.id, claimToken };
    if (!wait) return started;
    if (wait === 'tour') return { ...started, outcome: await tourWhenDone(this.d, jobs[0]!.id) };
    return { ...started, outcome: await designWhenDone(this.d, generation.id, wait.area, wait.style, wait.analysisMode) };
  }

  private async write(input: StartInput & { id: string; originalKeys: Record<string, string> }) {
    // one request, one unit, however many areas and styles (decision 042)
    const charge = input.payer ? chargeFor(input.payer, 1, this.d.dailyLimit) : null;
    const claimToken = input.userId ? null : randomBytes(32).toString('base64url');
    const rows = input.areas.flatMap((a) =>
      input.styles.map((style) => ({
        area: a.area,
        style,
        prompt: a.prompt,
        originalKey: input.originalKeys[a.area],
        ...(input.editedFrom ? { editedFrom: input.editedFrom } : {}),
      })),
    );
    const created = await this.d.generations.create(
      {
        id: input.id,
        address: input.address,
        kind: input.kind ?? 'multi',
        styles: input.styles,
        rows,
        userId: input.userId ?? null,
        clientIp: input.clientIp ?? null,
        settings: input.settings,
        claimHash: claimToken ? hashClaimToken(claimToken) : null,
      },
      charge,
    );
    await this.d.progress.init(created.generation, created.rows);
    return { ...created, claimToken };
  }
}

/** One area in one style: the rows of a single design (POST /api/generate, an edit, a Pro photo). */
export function oneDesign(area: AreaId, style: string, prompt: string): Pick<StartInput, 'areas' | 'styles'> {
  return { areas: [{ area, prompt }], styles: [style] };
}

/** Who asks, and pays one daily unit for the request in the transaction that writes the rows. */
export function paidBy(who: { userId: string | null; clientIp: string }): Pick<StartInput, 'userId' | 'clientIp' | 'payer'> {
  return { userId: who.userId, clientIp: who.clientIp, payer: { userId: who.userId, ip: who.clientIp } };
}

/**
 * The files start() stores, and the settings that say which areas were photographed: a photo first is an
 * original marked in `photoAreas` (its brushed mask, kept only beside a photo, in `maskAreas`); an edit's or
 * a Pro photo's original carries no such mark (its kind says what it is).
 */
function photoFirst(input: StartInput): { originals: [AreaId, Picture][]; masks: [AreaId, Buffer][]; settings: GenerationSettings | undefined } {
  const photos = Object.entries(input.photos ?? {}) as [AreaId, Picture][];
  const originals = [...(Object.entries(input.originals ?? {}) as [AreaId, Picture][]), ...photos];
  const masks = (Object.entries(input.masks ?? {}) as [AreaId, Buffer][]).filter(([area]) => originals.some(([a]) => a === area));
  if (!photos.length) return { originals, masks, settings: input.settings };
  const photoMasks = masks.filter(([area]) => photos.some(([a]) => a === area));
  const marks = { photoAreas: photos.map(([area]) => area), ...(photoMasks.length ? { maskAreas: photoMasks.map(([area]) => area) } : {}) };
  return { originals, masks, settings: { ...input.settings, ...marks } };
}
