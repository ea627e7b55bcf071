import type { AreaId, EditDesignResponse, Language } from '@landscape/contract';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import type { GenerationRecord } from '../adapters/repositories/generation-records.ts';
import { designFor, type ProgressViewer } from './design-access.ts';
import type { DesignFiles } from './design-files.ts';
import { DesignNotDeliveredError } from './design-wait.ts';
import { oneDesign, paidBy, type StartGeneration } from './start-generation.ts';

/** The design an edit starts from, or why it cannot be changed (a 400 the caller words). */
export type EditSource =
  | { ok: true; id: string; generation: GenerationRecord; area: AreaId; style: string; render: { data: Buffer; contentType: string } }
  | { ok: false; detail: string };

/**
 * Change just this (product §10): a finished design its viewer owns becomes the "before" of a new design of
 * its own generation (kind `edit`), drawn by the `render-area` job (render-edit.ts) while the caller waits.
 */
export class EditDesign {
  constructor(
    private readonly d: {
      generations: Pick<GenerationRepository, 'design'>;
      files: Pick<DesignFiles, 'read'>;
      start: Pick<StartGeneration, 'start'>;
    },
  ) {}

  /**
   * The design a viewer may change — their account's, or a visitor's whose claim token they hold — with its
   * render, read from storage. Anyone else's, or none, is not found; one that cannot be changed says why.
   */
  async source(designId: string, viewer: ProgressViewer): Promise<EditSource> {
    const found = await designFor(this.d.generations, designId, viewer);
    const g = found.generation;
    if (g.kind === 'upload' || g.kind === 'tour' || g.settings.photoAreas?.includes(found.row.area))
      return { ok: false, detail: 'Only designs drawn from an address can be changed for now; this one was drawn from a photo.' };
    if (found.row.status !== 'completed' || !found.row.renderKey)
      return { ok: false, detail: 'This design is not finished yet: it can be changed once it is.' };
    const render = await this.d.files.read(found.row.renderKey);
    if (!render) return { ok: false, detail: 'The picture of this design is no longer available.' };
    return { ok: true, id: found.row.id, generation: g, area: found.row.area, style: found.row.style, render };
  }

  /**
   * An edit of a finished design: a new design of its own generation (kind `edit`), linked to the one it
   * came from, whose "before" is that design's render (copied, so it outlives it), charged one daily
   * design, queued and waited for like POST /api/generate. The brushed region is stored beside it.
   */
  async edit(input: {
    source: Extract<EditSource, { ok: true }>;
    instruction: string;
    region: Buffer | null;
    locale?: Language;
    userId: string | null;
    clientIp: string;
  }): Promise<EditDesignResponse> {
    const { source } = input;
    const locale = input.locale ?? source.generation.settings.locale;
    const { claimToken, outcome } = await this.d.start.start(
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
}
