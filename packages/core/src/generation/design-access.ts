import { hash } from 'node:crypto';
import { type GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import { sameHash, type DesignRow, type GenerationRecord, type SharedDesignRecord } from '../adapters/repositories/generation-records.ts';

/** What a caller asked for does not exist, or is not theirs to see: the API answers 404. */
export class NotFoundError extends Error {
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** Who asks for a generation or a design: the signed-in account (null for a visitor) and the claim token this browser was given with it. */
export interface ProgressViewer {
  userId: string | null;
  claimToken?: string | null;
}

/** What the database keeps of a claim token: its SHA-256, hex. */
export function hashClaimToken(token: string): string {
  // the one-shot form: checked on every poll of a visitor's generation, where a Hash object per call showed in profiles
  return hash('sha256', token, 'hex');
}

export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/**
 * Shown only to its owner: the signed-in account of an account's generation, or whoever holds a visitor's
 * claim token (product §4).
 */
export function owns(owner: { userId: string | null; claimHash: string | null | undefined }, viewer: ProgressViewer): boolean {
  return owner.userId
    ? owner.userId === viewer.userId
    : !!owner.claimHash && !!viewer.claimToken && sameHash(owner.claimHash, hashClaimToken(viewer.claimToken));
}

/**
 * A design with its generation, when the viewer owns it (their account's, or a visitor's whose claim token
 * they hold) or, with `orShared`, when its owner shares it at /d/:id; anyone else's, or none, is not found.
 */
export async function designFor(
  generations: Pick<GenerationRepository, 'design'>,
  designId: string,
  viewer: ProgressViewer,
  orShared = false,
): Promise<SharedDesignRecord> {
  if (!isUuid(designId)) throw new NotFoundError('Design not found');
  const found = await generations.design(designId.toLowerCase());
  if (!found) throw new NotFoundError('Design not found');
  const mine = owns({ userId: found.generation.userId, claimHash: found.claimHash }, viewer);
  if (!mine && !(orShared && found.sharedAt)) throw new NotFoundError('Design not found');
  return found;
}

/** A finished design with its summary (the plant list and cost a budget in phases and the pack work from). */
export interface OwnedDesign {
  ok: true;
  id: string;
  row: DesignRow;
  generation: GenerationRecord;
  summary: NonNullable<DesignRow['design']>;
}

/**
 * The finished design a viewer may see as its owner (or, with `orShared`, while it is shared), with its
 * summary. Anyone else's, or none, is not found; a design without a summary yet (unfinished, or a photo) says so.
 */
export async function finishedDesignFor(
  generations: Pick<GenerationRepository, 'design'>,
  designId: string,
  viewer: ProgressViewer,
  orShared = false,
): Promise<OwnedDesign | { ok: false; detail: string }> {
  const found = await designFor(generations, designId, viewer, orShared);
  if (found.row.status !== 'completed') return { ok: false, detail: 'This design is not finished yet.' };
  if (!found.row.design) return { ok: false, detail: 'This design has no plant list or cost to work from.' };
  return { ok: true, id: found.row.id, row: found.row, generation: found.generation, summary: found.row.design };
}
