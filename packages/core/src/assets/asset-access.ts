import type { GenerationRepository } from '../repositories/generation.repository.ts';
import { contentTypeOf, isValidKey } from '../storage/keys.ts';

// Who may open a stored image by its URL (/static/{key}). A signed-in user's renders and uploaded
// photos are theirs alone; a visitor's are reachable by their unguessable URL (the visitor has no
// account to prove who they are); samples, style previews and address imagery are public.

/** Whose asset a key is. */
export type AssetOwnership =
  | { kind: 'public' }
  | { kind: 'private'; ownerUid: string }
  /** Not a key this server serves, or its generation is gone. */
  | { kind: 'unknown' };

/** The caller, as the identity provider proved it (bearer token or session cookie); uid null for a visitor. */
export interface AssetReader {
  uid: string | null;
  admin: boolean;
}

/**
 * The one rule for reading an asset by URL; `reader` is asked only when the answer depends on who
 * calls (verifying a session costs more than the lookup). A share page that makes chosen designs
 * public adds its case here.
 */
export async function mayReadAsset(ownership: AssetOwnership, reader: () => Promise<AssetReader>): Promise<boolean> {
  switch (ownership.kind) {
    case 'public':
      return true;
    case 'private': {
      const who = await reader();
      return who.admin || (who.uid !== null && who.uid === ownership.ownerUid);
    }
    case 'unknown':
      return false;
  }
}

const GENERATION_KEY = /^generations\/([A-Za-z0-9_-]+)\//;
const PUBLIC_PREFIXES = ['samples/', 'styles/', 'imagery/'];

/**
 * Looks up whose asset a key is. An account's generation stays the account's, so that answer is kept
 * a few minutes: a page of My Designs asks once per generation, not once per image. A visitor's
 * generation may be claimed by an account at any moment (on any server), so that answer is never
 * kept: the next read after a claim already needs the owner.
 */
export class AssetOwners {
  private readonly cache = new Map<string, { at: number; ownership: AssetOwnership }>();

  constructor(
    private readonly generations: Pick<GenerationRepository, 'ownerOf'>,
    private readonly opts: { ttlMs?: number; maxEntries?: number } = {},
  ) {}

  async ownershipOf(key: string): Promise<AssetOwnership> {
    // Only images are served: anything else kept in storage (e.g. geocoder answers) stays server-side.
    if (!isValidKey(key) || !contentTypeOf(key).startsWith('image/')) return { kind: 'unknown' };
    if (PUBLIC_PREFIXES.some((p) => key.startsWith(p))) return { kind: 'public' };
    const generationId = GENERATION_KEY.exec(key)?.[1];
    if (!generationId) return { kind: 'unknown' };
    return this.generationOwnership(generationId);
  }

  /** Forgets what is known of these generations (claimed or deleted). */
  forget(generationIds: readonly string[]) {
    for (const id of generationIds) this.cache.delete(id);
  }

  private async generationOwnership(id: string): Promise<AssetOwnership> {
    const ttl = this.opts.ttlMs ?? 300_000;
    const hit = this.cache.get(id);
    if (hit && Date.now() - hit.at < ttl) return hit.ownership;
    const owner = await this.generations.ownerOf(id);
    const ownership: AssetOwnership = !owner ? { kind: 'unknown' } : owner.uid ? { kind: 'private', ownerUid: owner.uid } : { kind: 'public' };
    this.cache.delete(id);
    if (ownership.kind !== 'private') return ownership;
    this.cache.set(id, { at: Date.now(), ownership });
    // A Map keeps insertion order: the first entry is the oldest.
    if (this.cache.size > (this.opts.maxEntries ?? 10_000)) this.cache.delete(this.cache.keys().next().value!);
    return ownership;
  }
}
