import { createHash, hash, randomBytes, randomUUID } from 'node:crypto';
import {
  AREA_IDS,
  jobIdOf,
  progressResponseSchema,
  type AreaId,
  type PhaseSet,
  type EditDesignResponse,
  type GenerateResponse,
  type JobMap,
  type ProgressResponse,
  type SavedGeneration,
  type TourResult,
  type Language,
} from '@landscape/contract';
import type { Logger } from '../platform/logger.ts';
import { JobWaitError, type JobName, type Queue } from '../ports/queue.port.ts';
import type { ProgressSnapshot, ProgressStore } from '../ports/progress.port.ts';
import type { Storage } from '../ports/storage.port.ts';
import { storageKeys, tokenOfKey } from '../domain/storage-keys.ts';
import { chargeFor, type Payer } from '../domain/quota.ts';
import {
  sameHash,
  type DesignRow,
  type GenerationKind,
  type GenerationRecord,
  type GenerationRepository,
  type GenerationSettings,
  type UnfinishedRow,
} from '../adapters/repositories/generation.repository.ts';
import { PANORAMA_VIEWS } from '../pixels/panorama.ts';
import { toDesignImage } from './design-image.ts';
import { metaOf, ProgressWriter, stateOf } from './progress-writer.ts';
import { toProgressResponse } from './progress-view.ts';
import { drawnFromAddress, extOf, type RenderDesign } from './render-design.ts';
import type { StyleCatalog } from './style-catalog.ts';
import { isNothingToRedesign } from '../ports/image-model.port.ts';
import { planPhases, type Phase } from '@landscape/design';

export interface GenerationDeps {
  generations: GenerationRepository;
  queue: Queue;
  progress: ProgressStore;
  storage: Storage;
  styles: StyleCatalog;
  /** Stores an uploaded photo as the original of its generation (the same code that stores every original). */
  render: Pick<RenderDesign, 'store' | 'fail' | 'read'>;
  log: Logger;
  /** Design images a day per payer (one unit = one area in one style). */
  dailyLimit: number;
  /** How long a caller that waits for its design (POST /api/generate, a photo, a tour) is answered within. */
  waitMs: number;
}

export interface CreateGenerationInput {
  address: string;
  areas: { area: AreaId; prompt: string }[];
  styles: string[];
  kind?: GenerationKind;
  userId?: string | null;
  clientIp?: string | null;
  /** Who pays, one unit per area × style, in the transaction that writes the rows; none for internal callers. */
  payer?: Payer | null;
  settings?: GenerationSettings;
  /** POST /api/generate's analysis_mode, carried by the area's job. */
  analyse?: boolean;
  /** Photo first: the homeowner's photo of an area (checked and re-encoded), the "before" of its designs. */
  photos?: Partial<Record<AreaId, { data: Buffer; contentType: string }>>;
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
  originals?: Partial<Record<AreaId, { data: Buffer; contentType: string }>>;
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

/** Why a design a caller waited for was not delivered, and what the answer carries besides. */
export interface NotDelivered {
  ok: false;
  reason: UndeliveredReason;
  detail: string;
  answer: Record<string, unknown>;
}
export type DesignOutcome = { ok: true; answer: GenerateResponse; notChanged: string[] } | NotDelivered;
export type TourOutcome = { ok: true; tour: TourResult } | NotDelivered;

/** The design an edit starts from, or why it cannot be changed (a 400 the caller words). */
export type EditSource =
  | { ok: true; id: string; generation: GenerationRecord; area: AreaId; style: string; render: { data: Buffer; contentType: string } }
  | { ok: false; detail: string };

/** Who polls a generation's progress: the signed-in account (null for a visitor) and the claim token this browser was given with it. */
export interface ProgressViewer {
  userId: string | null;
  claimToken?: string | null;
}

/**
 * Why a design a caller waited for (POST /api/generate, a photo, a tour) was not delivered: `timeout` (not
 * done within GENERATE_WAIT_MS; it goes on and appears in My Designs), `restarted` (the server stopped
 * while waiting), `failed` (its job broke or the model refused), `invalid` (nothing usable to work from),
 * `refused` (an edit none of whose instruction could be applied: said plainly, nothing charged).
 */
export type UndeliveredReason = 'timeout' | 'restarted' | 'failed' | 'invalid' | 'refused';

/** Thrown when a waited-for design is not delivered; the API's error plugin alone maps `reason` to a status. */
export class DesignNotDeliveredError extends Error {
  constructor(
    readonly reason: UndeliveredReason,
    message: string,
    /** What the answer carries besides the message (the generation and style of a single design). */
    readonly answer: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DesignNotDeliveredError';
  }
}

/** Why phases were answered without their pictures after all (the design's unit is given back). */
export const PHASES_NOT_DRAWN = 'The pictures of the phases could not be drawn; nothing was charged. Please try again.';

export class NotFoundError extends Error {
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** A queued job of a generation, with the rows it will finish. */
interface PlannedJob<N extends JobName = JobName> {
  name: N;
  data: JobMap[N];
  id: string;
  rows: string[];
  attempts: number;
}

/**
 * Generations from request to record: every entry point writes a Generation with one row per area ×
 * style (charging the payer in the same transaction), queues its jobs, and — when the caller waits for
 * its design — awaits the job in the queue. Rendering itself happens only in job handlers (RenderDesign).
 */
export class GenerationService {
  private readonly writer: ProgressWriter;
  constructor(private readonly d: GenerationDeps) {
    this.writer = new ProgressWriter(d.progress, d.generations);
  }

  /**
   * The one way a generation is made: writes it, its rows and their charge in one transaction; stores the
   * files its jobs draw from (or fails its rows and throws, queuing nothing); queues its jobs; and, when
   * asked, waits for its design or its tour and answers the outcome (delivered, or why not: `timeout`,
   * `restarted`, `failed`, `refused`). A visitor's generation comes with the claim token the browser keeps,
   * so an account signed in later can take it over (claim).
   */
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
      for (const [area, p] of originals)
        await this.d.render.store({ key: originalKeys[area]!, kind: 'original', contentType: p.contentType, ...owner }, p.data);
      for (const [area, m] of masks)
        await this.d.render.store(
          { key: storageKeys.userMask(id, area, tokenOfKey(originalKeys[area]!)), kind: 'mask', contentType: 'image/png', ...owner },
          m,
        );
    } catch (err) {
      this.d.log.error({ err, generationId: generation.id }, 'a file of the generation could not be stored');
      await this.d.render.fail(generation.id, rows, input.failedAs ?? RENDERING_FAILED);
      throw err;
    }
    const jobs = this.jobsOf(generation, rows, input.analyse);
    for (const job of jobs) await this.d.queue.enqueue(job.name, job.data, job.id);
    const started = { id: generation.id, claimToken };
    if (!wait) return started;
    if (wait === 'tour') return { ...started, outcome: await this.tourWhenDone(jobs[0]!.id) };
    return { ...started, outcome: await this.answerWhenDone(generation, wait.area, wait.style, wait.analysisMode) };
  }

  /**
   * Moves visitors' generations to the user: only those whose token matches, that no one owns yet
   * (checked in the repository's transaction). Anything else is ignored, without saying why. Answers
   * the ids moved; their images are then the user's alone (the caller forgets cached ownership).
   */
  async claim(userId: string, items: { generationId: string; token: string }[]): Promise<string[]> {
    const requests = items
      .filter((i) => isUuid(i.generationId))
      .map((i) => ({ generationId: i.generationId.toLowerCase(), tokenHash: hashClaimToken(i.token) }));
    const claimed = await this.d.generations.claim(userId, requests);
    // the cached progress carries the owner: drop it so progress is read again from the database
    for (const id of claimed) await this.d.progress.delete(id);
    return claimed;
  }

  private async write(input: StartInput & { id: string; originalKeys: Record<string, string> }) {
    const charge = input.payer ? chargeFor(input.payer, input.areas.length * input.styles.length, this.d.dailyLimit) : null;
    const claimToken = input.userId ? null : randomBytes(32).toString('base64url');
    const created = await this.d.generations.create(
      {
        id: input.id,
        address: input.address,
        kind: input.kind ?? 'multi',
        styles: input.styles,
        rows: input.areas.flatMap((a) =>
          input.styles.map((style) => ({
            area: a.area,
            style,
            prompt: a.prompt,
            originalKey: input.originalKeys[a.area],
            ...(input.editedFrom ? { editedFrom: input.editedFrom } : {}),
          })),
        ),
        userId: input.userId ?? null,
        clientIp: input.clientIp ?? null,
        settings: input.settings,
        claimHash: claimToken ? hashClaimToken(claimToken) : null,
      },
      charge,
    );
    await this.writer.init(created.generation, created.rows);
    return { ...created, claimToken };
  }

  /** The jobs that finish a generation's rows: one per area, or one for a whole tour. */
  private jobsOf(
    g: Pick<GenerationRecord, 'id' | 'kind' | 'address' | 'styles'> & { settings?: GenerationSettings },
    rows: Pick<DesignRow, 'id' | 'area'>[],
    analyse?: boolean,
    attempts = 0,
  ): PlannedJob[] {
    if (g.kind === 'tour') {
      const data = { requestId: g.id, address: g.address, style: g.styles[0] ?? null, ...(g.settings?.locale ? { locale: g.settings.locale } : {}) };
      return [{ name: 'render-tour', data, id: jobIdOf['render-tour'](data), rows: rows.map((r) => r.id), attempts }];
    }
    // areas in the order the studio shows them, so the first card is the first one rendered
    const byArea = new Map<AreaId, string[]>();
    for (const r of [...rows].sort((a, b) => AREA_IDS.indexOf(a.area) - AREA_IDS.indexOf(b.area))) byArea.set(r.area, [...(byArea.get(r.area) ?? []), r.id]);
    return [...byArea].map(([area, ids]) => {
      const data = { requestId: g.id, area, ...(analyse ? { analyse: true } : {}) };
      return { name: 'render-area' as const, data, id: jobIdOf['render-area'](data), rows: ids, attempts };
    });
  }

  /** POST /api/generate: one area in one style, queued like every render; the caller waits for its job. */
  async generateOne(input: {
    address: string;
    area: AreaId;
    style: string;
    prompt: string;
    userId: string | null;
    clientIp: string;
    analysis: boolean;
    locale?: Language;
  }): Promise<GenerateResponse> {
    const { claimToken, outcome } = await this.start(
      {
        settings: input.locale ? { locale: input.locale } : undefined,
        address: input.address,
        ...oneDesign(input.area, input.style, input.prompt),
        kind: 'single',
        ...paidBy(input),
        analyse: input.analysis,
      },
      { area: input.area, style: input.style, analysisMode: input.analysis },
    );
    const claim = claimToken ? { claim_token: claimToken } : {};
    if (!outcome.ok) throw new DesignNotDeliveredError(outcome.reason, outcome.detail, { ...outcome.answer, ...claim });
    return { ...outcome.answer, ...claim };
  }

  /**
   * Change just this (product §10): the design a viewer may change — their account's, or a visitor's
   * whose claim token they hold — with its render, read from storage. Anyone else's, or none, is not found.
   */
  /**
   * A design with its generation, when the viewer owns it (their account's, or a visitor's whose claim token
   * they hold) or, with `orShared`, when its owner shares it at /d/:id; anyone else's, or none, is not found.
   */
  private async designFor(designId: string, viewer: ProgressViewer, orShared = false) {
    if (!isUuid(designId)) throw new NotFoundError('Design not found');
    const found = await this.d.generations.design(designId.toLowerCase());
    if (!found) throw new NotFoundError('Design not found');
    const g = found.generation;
    const mine = g.userId
      ? g.userId === viewer.userId
      : !!found.claimHash && !!viewer.claimToken && sameHash(found.claimHash, hashClaimToken(viewer.claimToken));
    if (!mine && !(orShared && found.sharedAt)) throw new NotFoundError('Design not found');
    return found;
  }

  async editSource(designId: string, viewer: ProgressViewer): Promise<EditSource> {
    const found = await this.designFor(designId, viewer);
    const g = found.generation;
    if (g.kind === 'upload' || g.kind === 'tour' || g.settings.photoAreas?.includes(found.row.area))
      return { ok: false, detail: 'Only designs drawn from an address can be changed for now; this one was drawn from a photo.' };
    if (found.row.status !== 'completed' || !found.row.renderKey)
      return { ok: false, detail: 'This design is not finished yet: it can be changed once it is.' };
    const render = await this.d.render.read(found.row.renderKey);
    if (!render) return { ok: false, detail: 'The picture of this design is no longer available.' };
    return { ok: true, id: found.row.id, generation: g, area: found.row.area, style: found.row.style, render };
  }

  /**
   * A budget in phases and the landscaper's pack (product §12): the finished design a viewer may see as
   * its owner — their account's, or a visitor's whose claim token they hold — with its summary. Anyone
   * else's, or none, is not found; a design without a summary yet (unfinished, or a photo) says so.
   */
  async ownedDesign(
    designId: string,
    viewer: ProgressViewer,
    opts: { orShared?: boolean } = {},
  ): Promise<
    { ok: true; id: string; row: DesignRow; generation: GenerationRecord; summary: NonNullable<DesignRow['design']> } | { ok: false; detail: string }
  > {
    const found = await this.designFor(designId, viewer, opts.orShared);
    const g = found.generation;
    if (found.row.status !== 'completed') return { ok: false, detail: 'This design is not finished yet.' };
    if (!found.row.design) return { ok: false, detail: 'This design has no plant list or cost to work from.' };
    return { ok: true, id: found.row.id, row: found.row, generation: g, summary: found.row.design };
  }

  /**
   * A finished design the viewer may see, split into build phases within `budget` (none when null): what
   * POST /api/designs/{id}/phases answers and the landscaper's pack prints. A budget below the first phase
   * is refused with a sentence in the design's language.
   */
  async phasesOf(
    designId: string,
    viewer: ProgressViewer,
    budget: number | null,
  ): Promise<
    { ok: true; design: Extract<Awaited<ReturnType<GenerationService['ownedDesign']>>, { ok: true }>; phases: Phase[] | null } | { ok: false; detail: string }
  > {
    const design = await this.ownedDesign(designId, viewer);
    if (!design.ok) return design;
    if (budget === null) return { ok: true, design, phases: null };
    const out = planPhases(design.summary, budget);
    return out.ok ? { ok: true, design, phases: out.phases } : { ok: false, detail: out.detail };
  }

  /**
   * The landscaper's pack (product §12, decision 029): the design and its phases as phasesOf answers them,
   * for its owner or, while the owner shares it at /d/:id, for anyone — that design only.
   */
  async packOf(
    designId: string,
    viewer: ProgressViewer,
    budget: number | null,
  ): Promise<
    { ok: true; design: Extract<Awaited<ReturnType<GenerationService['ownedDesign']>>, { ok: true }>; phases: Phase[] | null } | { ok: false; detail: string }
  > {
    const design = await this.ownedDesign(designId, viewer, { orShared: true });
    if (!design.ok) return design;
    if (budget === null) return { ok: true, design, phases: null };
    const out = planPhases(design.summary, budget);
    return out.ok ? { ok: true, design, phases: out.phases } : { ok: false, detail: out.detail };
  }

  /**
   * A budget in phases with the yard drawn after each phase (POST /api/designs/{id}/phases, product §12).
   * Planned first (a refused budget is answered plainly and charges nothing); then the pictures of the whole
   * set are charged as ONE daily design, drawn by the `phase-renders` job (the render pool, or a worker in
   * cluster mode) while the caller waits, as an edit does, and kept with the design; the unit is given back
   * when they could not be drawn. The same budget asked again answers the kept set without drawing or
   * charging. A design drawn from a photo has no scene to draw its phases in: its phases come without pictures, free.
   */
  async phasesDrawn(
    designId: string,
    viewer: ProgressViewer,
    budget: number,
    payer: Payer,
  ): Promise<{ ok: true; designId: string; set: PhaseSet } | { ok: false; detail: string }> {
    const out = await this.phasesOf(designId, viewer, budget);
    if (!out.ok) return out;
    const { design } = out;
    const currency = design.summary.cost.currency;
    const kept = design.summary.phase_set;
    if (kept && kept.budget === budget && kept.phases.every((p) => p.image && p.plan)) return { ok: true, designId: design.id, set: kept };
    const phases = out.phases ?? [];
    if (!drawnFromAddress(design.generation, design.row.area))
      return { ok: true, designId: design.id, set: { budget, currency, phases: phases.map((p) => ({ ...p, image: null, plan: null })) } };
    const charge = chargeFor(payer, 1, this.d.dailyLimit);
    await this.d.generations.chargeUnits(charge);
    const job = { designId: design.id, budget, setId: randomUUID() };
    const id = jobIdOf['phase-renders'](job);
    let drawn: PhaseSet | null = null;
    let failure: { reason: UndeliveredReason; detail: string } = { reason: 'failed', detail: PHASES_NOT_DRAWN };
    try {
      await this.d.queue.enqueue('phase-renders', job, id);
      drawn = (await this.d.queue.waitFor('phase-renders', id, this.d.waitMs)).set;
    } catch (err) {
      failure = waitFailure(err);
      this.d.log.warn({ err, designId: design.id }, 'phase pictures not drawn');
    }
    if (!drawn) {
      // nothing delivered: the unit goes back
      await this.d.generations.refundUnits(charge);
      await this.d.queue.remove(id).catch(() => undefined);
      throw new DesignNotDeliveredError(failure.reason, failure.reason === 'failed' ? PHASES_NOT_DRAWN : failure.detail);
    }
    return { ok: true, designId: design.id, set: drawn };
  }

  /** The pictures of a finished design for its pack: before (the property), after (the render) and its plan; null where missing. */
  async designPictures(row: DesignRow): Promise<{ before: Buffer | null; after: Buffer | null; plan: Buffer | null }> {
    const png = async (key: string | null) => {
      const got = key ? await this.d.render.read(key) : null;
      return got && /png|jpeg/.test(got.contentType) ? got.data : null;
    };
    const [before, after, plan] = await Promise.all([png(row.originalKey), png(row.renderKey), png(row.planKey)]);
    return { before, after, plan };
  }

  /**
   * An edit of a finished design: a new design of its own generation (kind `edit`), linked to the one it
   * came from, whose "before" is that design's render (copied, so it outlives it), charged one daily
   * design, queued and waited for like POST /api/generate. The brushed region is stored beside it.
   */
  async editOne(input: {
    source: Extract<EditSource, { ok: true }>;
    instruction: string;
    region: Buffer | null;
    locale?: Language;
    userId: string | null;
    clientIp: string;
  }): Promise<EditDesignResponse> {
    const { source } = input;
    const locale = input.locale ?? source.generation.settings.locale;
    const { claimToken, outcome } = await this.start(
      {
        settings: { ...(locale ? { locale } : {}), editOf: source.id, ...(input.region ? { editMaskAreas: [source.area] } : {}) },
        address: source.generation.address,
        ...oneDesign(source.area, source.style, input.instruction),
        kind: 'edit',
        ...paidBy(input),
        originals: { [source.area]: source.render },
        masks: input.region ? { [source.area]: input.region } : undefined,
        editedFrom: source.id,
      },
      { area: source.area, style: source.style, analysisMode: false },
    );
    const claim = claimToken ? { claim_token: claimToken } : {};
    if (!outcome.ok) throw new DesignNotDeliveredError(outcome.reason, outcome.detail, { ...outcome.answer, ...claim, edited_from: source.id });
    return { ...outcome.answer, ...claim, edited_from: source.id, not_changed: outcome.notChanged };
  }

  /**
   * Pro design: the homeowner's photo (already checked and re-encoded) is the original of a generation
   * of the user; it is stored before the job is queued, so any worker, or a restarted server, can draw it.
   */
  async transformPhoto(input: {
    photo: { data: Buffer; contentType: string; width: number; height: number };
    area: AreaId;
    style: string;
    wishes: string;
    settings: GenerationSettings;
    userId: string;
    clientIp: string;
  }): Promise<GenerateResponse> {
    const { outcome } = await this.start(
      {
        address: 'Uploaded photo',
        ...oneDesign(input.area, input.style, input.wishes),
        kind: 'upload',
        ...paidBy(input),
        settings: input.settings,
        originals: { [input.area]: input.photo },
        failedAs: 'Transformation failed',
      },
      { area: input.area, style: input.style, analysisMode: false },
    );
    if (outcome.ok) return outcome.answer;
    // product §8: a photo that could not be redrawn reads 'Transformation failed'
    throw new DesignNotDeliveredError(
      outcome.reason,
      outcome.reason === 'failed' && outcome.detail === RENDERING_FAILED ? 'Transformation failed' : outcome.detail,
      outcome.answer,
    );
  }

  /**
   * The virtual tour: redesigned in a style it is a generation of its four views (four units, made by
   * start()); as it is, it is only a job, written nowhere and charged nothing.
   */
  async tour(input: { address: string; style: string | null; userId: string; clientIp: string; locale?: Language }): Promise<TourResult> {
    let outcome: TourOutcome;
    if (input.style) {
      ({ outcome } = await this.start(
        {
          settings: input.locale ? { locale: input.locale } : undefined,
          address: input.address,
          areas: PANORAMA_VIEWS.map((v) => ({ area: v.area, prompt: '' })),
          styles: [input.style],
          kind: 'tour',
          ...paidBy(input),
        },
        'tour',
      ));
    } else {
      const data = { requestId: randomUUID(), address: input.address, style: null, ...(input.locale ? { locale: input.locale } : {}) };
      const id = jobIdOf['render-tour'](data);
      await this.d.queue.enqueue('render-tour', data, id);
      outcome = await this.tourWhenDone(id);
    }
    if (!outcome.ok) throw new DesignNotDeliveredError(outcome.reason, outcome.detail);
    return outcome.tour;
  }

  /** Waits for a tour's job: its views, or why they were not delivered. */
  private async tourWhenDone(jobId: string): Promise<TourOutcome> {
    try {
      const out = await this.d.queue.waitFor('render-tour', jobId, this.d.waitMs);
      return out.ok ? { ok: true, tour: out.tour } : { ok: false, reason: out.reason, detail: out.detail, answer: {} };
    } catch (err) {
      return { ok: false, ...waitFailure(err), answer: {} };
    }
  }

  /** Waits for the area job of a one-design generation: product §7's generate shape, or why it was not delivered. */
  private async answerWhenDone(generation: GenerationRecord, area: AreaId, style: string, analysisMode: boolean): Promise<DesignOutcome> {
    const jobId = jobIdOf['render-area']({ requestId: generation.id, area });
    const which = { generation_id: generation.id, style };
    let analysis = null;
    let notChanged: string[] = [];
    try {
      ({ analysis, notChanged = [] } = await this.d.queue.waitFor('render-area', jobId, this.d.waitMs));
    } catch (err) {
      return { ok: false, ...waitFailure(err), answer: which };
    }
    const row = (await this.d.generations.rows(generation.id, area)).find((r) => r.style === style);
    const labels = await this.d.styles.labels();
    const image = row?.status === 'completed' ? toDesignImage(row, (id) => labels.get(id) ?? id) : null;
    // an edit that could change nothing was failed with what it could not change (its unit given back)
    if (!image && notChanged.length) return { ok: false, reason: 'refused', detail: notChanged.join('\n'), answer: which };
    // a photo with nothing the offline restyle could redesign: the homeowner's to change (another photo), not charged
    if (!image && isNothingToRedesign(row?.error)) return { ok: false, reason: 'refused', detail: row!.error!, answer: which };
    if (!image) return { ok: false, reason: 'failed', detail: row?.error ?? 'Generation failed', answer: which };
    return {
      ok: true,
      notChanged,
      answer: {
        success: true,
        images: [image.original, image.image],
        style,
        generation_id: generation.id,
        analysis_mode: analysisMode,
        analysis,
        data: {
          model: image.model,
          style,
          preservation_strength: image.preservation_strength,
          plan: image.plan ?? null,
          design: image.design ?? null,
          design_id: row!.id,
          house_lock: image.house_lock ?? null,
          example_house: image.example_house ?? false,
        },
      },
    };
  }

  /**
   * The per-area progress of product §3, from the progress cache or else the database. Shown only to its
   * owner: the signed-in account of an account's generation, or whoever holds a visitor's claim token
   * (the browser that started it). Anyone else, e.g. someone who read the generation id in a shared
   * design's image address, gets the answer of a generation that does not exist.
   */
  async getProgress(requestId: string, viewer: ProgressViewer): Promise<ProgressResponse> {
    const { snap, labels } = await this.progressOf(requestId, viewer);
    return toProgressResponse(requestId, snap, (id) => labels.get(id) ?? id);
  }

  /**
   * The same answer as JSON text with its strong ETag, checked against the contract and serialised once per
   * change of the request (its progress version), then shared by every poll until the next change: a poll
   * of an unchanged request costs one version read from the progress store (one HGET in cluster mode, no
   * PostgreSQL) and the owner check, which comes before anything is answered (no ETag for anyone else).
   * An entry the store does not hold (expired, or written before versions) is read from the database each time.
   */
  async progressAnswer(requestId: string, viewer: ProgressViewer): Promise<ProgressAnswer> {
    if (!isUuid(requestId)) throw new NotFoundError('Generation not found');
    const [version, labels] = await Promise.all([this.d.progress.version(requestId), this.d.styles.labels()]);
    let kept = version ? this.answers.get(requestId) : undefined;
    if (kept && kept.version === version && kept.labels === labels) {
      // most recently used last: the oldest entry is the one dropped
      this.answers.delete(requestId);
      this.answers.set(requestId, kept);
    } else {
      kept = await this.answerAt(requestId, version, labels);
    }
    if (!owns(kept, viewer)) throw new NotFoundError('Generation not found');
    return { json: kept.json, etag: kept.etag };
  }

  /** The last answer of recently polled requests, by request id, least recently polled first. */
  private readonly answers = new Map<string, KeptAnswer>();
  /** Answers being made, by request id and version: polls that arrive together after a change share one. */
  private readonly making = new Map<string, { labels: Map<string, string>; answer: Promise<KeptAnswer> }>();

  /**
   * The answer of a request at a version, made once however many polls ask for it at once: every open studio
   * polls, and after a change all of them find the kept answer out of date together; each making its own
   * (a read, a check against the contract and a serialisation of every design) held up every poll behind them.
   */
  private answerAt(requestId: string, version: string | null, labels: Map<string, string>): Promise<KeptAnswer> {
    if (!version) return this.makeAnswer(requestId, labels);
    const key = `${requestId} ${version}`;
    const making = this.making.get(key);
    if (making && making.labels === labels) return making.answer;
    const answer = this.makeAnswer(requestId, labels)
      .then((kept) => {
        if (kept.version) {
          this.answers.delete(requestId);
          this.answers.set(requestId, kept);
          if (this.answers.size > KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
        }
        return kept;
      })
      .finally(() => {
        if (this.making.get(key)?.answer === answer) this.making.delete(key);
      });
    this.making.set(key, { labels, answer });
    return answer;
  }

  private async makeAnswer(requestId: string, labels: Map<string, string>): Promise<KeptAnswer> {
    const { snap, claimHash } = await this.snapshotOf(requestId);
    const json = JSON.stringify(progressResponseSchema.parse(toProgressResponse(requestId, snap, (id) => labels.get(id) ?? id)));
    return { version: snap.version ?? null, labels, userId: snap.meta.userId, claimHash, json, etag: etagOf(json) };
  }

  /** The request's progress from the progress cache or else the database, with the claim hash its owner check needs. */
  private async snapshotOf(requestId: string): Promise<{ snap: ProgressSnapshot; claimHash: string | null | undefined }> {
    let snap: ProgressSnapshot | null = await this.d.progress.get(requestId);
    let claimHash = snap?.meta.claimHash;
    if (!snap || (!snap.meta.userId && claimHash === undefined)) {
      const found = await this.d.generations.getWithRows(requestId);
      snap ??= found ? { meta: metaOf(found.generation, found.rows), states: found.rows.map(stateOf) } : null;
      claimHash = found?.generation.claimHash ?? null;
    }
    if (!snap) throw new NotFoundError('Generation not found');
    return { snap, claimHash };
  }

  private async progressOf(requestId: string, viewer: ProgressViewer) {
    if (!isUuid(requestId)) throw new NotFoundError('Generation not found');
    const { snap, claimHash } = await this.snapshotOf(requestId);
    if (!owns({ userId: snap.meta.userId, claimHash }, viewer)) throw new NotFoundError('Generation not found');
    return { snap, labels: await this.d.styles.labels() };
  }

  /** A user's generations, newest first, with every completed image (My Designs). */
  async listForUser(userId: string, page: { limit: number; cursor?: string }): Promise<{ generations: SavedGeneration[]; next_cursor: string | null }> {
    const { generations, more } = await this.d.generations.listForUser(userId, {
      limit: page.limit,
      cursor: page.cursor && isUuid(page.cursor) ? page.cursor : undefined,
    });
    const labels = await this.d.styles.labels();
    const label = (id: string) => labels.get(id) ?? id;
    const list = generations.map(({ generation: g, rows }) => ({
      id: g.id,
      address: g.kind === 'upload' ? '' : g.address,
      from_photo: g.kind === 'upload',
      status: g.status,
      styles: g.styles,
      created_at: g.createdAt.toISOString(),
      images: rows.flatMap((r) => {
        const image = toDesignImage(r, label);
        return image ? [{ ...image, area: r.area, ...(r.editedFrom ? { edited_from: r.editedFrom } : {}) }] : [];
      }),
    }));
    return { generations: list, next_cursor: more ? list[list.length - 1]!.id : null };
  }

  /** Deletes a generation the viewer owns (or any, for an admin): rows first, then its stored files. */
  async deleteOwned(id: string, viewer: { userId: string; isAdmin: boolean }, log: Logger) {
    if (!isUuid(id)) throw new NotFoundError('Generation not found');
    const g = await this.d.generations.get(id);
    if (!g || (g.userId !== viewer.userId && !viewer.isAdmin)) throw new NotFoundError('Generation not found');
    await this.d.generations.delete(id);
    await this.d.progress.delete(id);
    try {
      await this.d.storage.delete(storageKeys.generationPrefix(id));
    } catch (err) {
      log.error({ err, generationId: id }, 'generation deleted but its files could not be removed');
      throw err;
    }
  }

  /** The jobs that would finish these unfinished rows, one per area (one per tour). */
  jobsFor(rows: UnfinishedRow[]): PlannedJob[] {
    const byGeneration = new Map<string, UnfinishedRow[]>();
    for (const r of rows) byGeneration.set(r.generationId, [...(byGeneration.get(r.generationId) ?? []), r]);
    return [...byGeneration.values()].flatMap((list) => {
      const g = { id: list[0]!.generationId, kind: list[0]!.kind, address: list[0]!.address, styles: list[0]!.styles };
      return this.jobsOf(g, list).map((job) => ({ ...job, attempts: Math.max(...list.filter((r) => job.rows.includes(r.id)).map((r) => r.attempts)) }));
    });
  }

  /** Queues again the job of rows that no live job will finish. */
  async requeue(job: PlannedJob) {
    await this.d.generations.requeue(job.rows);
    await this.writer.refresh((job.data as { requestId: string }).requestId);
    await this.d.queue.enqueue(job.name, job.data, job.id);
  }

  /** Fails rows that no job will finish (the reconciler's last resort); their units are given back. */
  async failStuck(job: PlannedJob, message: string) {
    await this.d.render.fail(
      (job.data as { requestId: string }).requestId,
      job.rows.map((id) => ({ id })),
      message,
    );
  }

  /**
   * Embedded start-up: the in-process queue keeps no jobs, so every row of every kind left pending or
   * processing by a stopped server is queued again and ends completed or failed, never stuck.
   */
  async resumeUnfinished(log: Logger): Promise<number> {
    const jobs = this.jobsFor(await this.d.generations.unfinished());
    for (const job of jobs) await this.requeue(job);
    if (jobs.length) log.info({ jobs: jobs.length }, 'resumed unfinished generation jobs');
    return jobs.length;
  }
}

const RENDERING_FAILED = 'Rendering failed';

/** One area in one style: the rows of a single design (POST /api/generate, an edit, a Pro photo). */
function oneDesign(area: AreaId, style: string, prompt: string): Pick<StartInput, 'areas' | 'styles'> {
  return { areas: [{ area, prompt }], styles: [style] };
}

/** Who asks, and pays one daily unit per area × style in the transaction that writes the rows. */
function paidBy(who: { userId: string | null; clientIp: string }): Pick<StartInput, 'userId' | 'clientIp' | 'payer'> {
  return { userId: who.userId, clientIp: who.clientIp, payer: { userId: who.userId, ip: who.clientIp } };
}

/**
 * The files start() stores, and the settings that say which areas were photographed: a photo first is an
 * original marked in `photoAreas` (its brushed mask, kept only beside a photo, in `maskAreas`); an edit's or
 * a Pro photo's original carries no such mark (its kind says what it is).
 */
function photoFirst(input: StartInput): {
  originals: [AreaId, { data: Buffer; contentType: string }][];
  masks: [AreaId, Buffer][];
  settings: GenerationSettings | undefined;
} {
  const photos = Object.entries(input.photos ?? {}) as [AreaId, { data: Buffer; contentType: string }][];
  const originals = [...(Object.entries(input.originals ?? {}) as [AreaId, { data: Buffer; contentType: string }][]), ...photos];
  const masks = (Object.entries(input.masks ?? {}) as [AreaId, Buffer][]).filter(([area]) => originals.some(([a]) => a === area));
  if (!photos.length) return { originals, masks, settings: input.settings };
  const photoMasks = masks.filter(([area]) => photos.some(([a]) => a === area));
  return {
    originals,
    masks,
    settings: { ...input.settings, photoAreas: photos.map(([area]) => area), ...(photoMasks.length ? { maskAreas: photoMasks.map(([area]) => area) } : {}) },
  };
}

/** Why a waited-for job gave no answer, and what the caller reads. */
function waitFailure(err: unknown): { reason: UndeliveredReason; detail: string } {
  if (err instanceof JobWaitError && err.reason === 'timeout') return { reason: 'timeout', detail: 'Generation timed out' };
  if (err instanceof JobWaitError && err.reason === 'closing')
    return { reason: 'restarted', detail: 'The server restarted while rendering. Please try again.' };
  return { reason: 'failed', detail: RENDERING_FAILED };
}

/** The progress answer as sent: JSON text and its strong ETag (a quoted hash of exactly these bytes). */
export interface ProgressAnswer {
  json: string;
  etag: string;
}

/** How many requests' last answers an API process keeps (a few KB each); older ones are computed again. */
const KEPT_ANSWERS = 2_000;

interface KeptAnswer extends ProgressAnswer {
  /** The progress store's version the answer was computed from. */
  version: string | null;
  labels: Map<string, string>;
  userId: string | null;
  claimHash: string | null | undefined;
}

/** A strong entity tag: equal tags mean byte-equal answers. */
const etagOf = (json: string) => `"${createHash('sha256').update(json, 'utf8').digest('base64url').slice(0, 32)}"`;

/**
 * Shown only to its owner: the signed-in account of an account's generation, or whoever holds a visitor's
 * claim token (product §4).
 */
function owns(owner: { userId: string | null; claimHash: string | null | undefined }, viewer: ProgressViewer): boolean {
  return owner.userId
    ? owner.userId === viewer.userId
    : !!owner.claimHash && !!viewer.claimToken && sameHash(owner.claimHash, hashClaimToken(viewer.claimToken));
}

/** What the database keeps of a claim token: its SHA-256, hex. */
export function hashClaimToken(token: string): string {
  // the one-shot form: checked on every poll of a visitor's generation, where a Hash object per call showed in profiles
  return hash('sha256', token, 'hex');
}

export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
