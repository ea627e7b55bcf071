import { createHash } from 'node:crypto';
import type { AreaId } from '@landscape/contract';
import { resolveSite, sceneFromAddress, type DesignPlan, type Geocoded, type Scene, type Site } from '@landscape/design';
import { ImageModelError } from '../ports/image-model.port.ts';
import { ImageryError } from '../ports/imagery.port.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { DesignBrief } from '../pixels/plan-design.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import type { DesignRow, GenerationRecord } from '../adapters/repositories/generation-records.ts';
import type { ResolvedStyle, StyleCatalog } from './style-catalog.ts';

/** The side of a design's render unless its generation says otherwise. */
export const RENDER_SIZE = 768;
/** The model name of a design changed by an edit (drawn offline over the design it came from). */
export const EDIT_MODEL = 'procedural-edit';
/** Width and height of a full-resolution download drawn by the offline renderer (it draws vectors). */
export const FULL_RESOLUTION = 2048;

/** A stable seed per request, area and style: re-running a job redraws the same design. */
export function seedFor(requestId: string, area: string, style: string): number {
  return createHash('sha256').update(`${requestId}:${area}:${style}`).digest().readUInt32BE(0);
}

/** A design drawn from its address's scene (not a photo's, not a tour view): one the offline renderer can draw again. */
export function drawnFromAddress(generation: GenerationRecord, area: AreaId): boolean {
  return generation.kind !== 'upload' && generation.kind !== 'tour' && !generation.settings.photoAreas?.includes(area);
}

/** What a design of one area is planned on (lotOf): the same for every style of the area. */
export interface Lot {
  /** Its address's scene, or for a photo a neutral lot: a photo has no scene behind it (the lot gives the plan its sizes, the photo gives the look). */
  scene: Scene;
  photo: boolean;
  /** The property's climate, orientation and sun; none for a photo of no address (Pro). */
  site: Site | null;
}

/**
 * The lot of a generation's area, made once where the briefs are written (a render thread then never loads
 * the address tables): `geocoded`, the imagery's own answer of where the property is, when it came with one.
 */
export function lotOf(generation: GenerationRecord, opts: { photo?: boolean; geocoded?: Geocoded | null } = {}): Lot {
  const photo = opts.photo ?? false;
  const addressScene = sceneFromAddress(generation.address);
  const site = generation.kind === 'upload' ? null : resolveSite(generation.address, { scene: addressScene, geocoded: opts.geocoded ?? null });
  return { scene: photo ? sceneFromAddress(`upload ${generation.id}`) : addressScene, photo, site };
}

/** The brief a design row is planned from: the same plan every time for the same row. */
export function briefFor(generation: GenerationRecord, row: DesignRow, style: ResolvedStyle, lot: Lot): DesignBrief {
  const { photo, site } = lot;
  return {
    area: row.area,
    style,
    wishes: row.prompt,
    seed: seedFor(generation.id, row.area, row.style),
    scene: lot.scene,
    imagery: photo ? 'photo' : 'address',
    preservation: generation.settings.preservation,
    site,
    locale: generation.settings.locale ?? 'en',
  };
}

/** The plan of a finished design: kept with it when it was edited, else planned again from its seed, wishes, site and language. */
export async function planOfDesign(
  d: { generations: Pick<GenerationRepository, 'editedPlan'>; styles: Pick<StyleCatalog, 'resolve'>; pool: RenderPool },
  generation: GenerationRecord,
  row: DesignRow,
): Promise<DesignPlan> {
  const kept = await d.generations.editedPlan(row.id);
  if (kept) return kept as DesignPlan;
  const style = await d.styles.resolve(row.style);
  if (!style) throw new ImageModelError(`Style '${row.style}' is not available`);
  return (await d.pool.run('plan', briefFor(generation, row, style, lotOf(generation)))).plan;
}

/** What users read when a render fails for a reason that is not theirs to fix. */
export function userFacingError(err: unknown): string {
  if (err instanceof ImageModelError || err instanceof ImageryError) return err.message;
  if (err instanceof Error && /timed out/i.test(err.message)) return 'Generation timed out';
  return 'Rendering failed';
}

export function extOf(contentType: string): string {
  if (contentType === 'image/webp') return 'webp';
  if (contentType === 'image/jpeg') return 'jpg';
  return 'png';
}

/** The job was stopped by a shutting-down process (left processing; queued again on the next start), not failed. */
export function isShutdown(signal: AbortSignal): boolean {
  return signal.aborted && signal.reason instanceof Error && /shutting down|cancelled/.test(signal.reason.message);
}
