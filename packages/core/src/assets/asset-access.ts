import { LRUCache } from 'lru-cache';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import { contentTypeOf, isValidKey, tokenOfKey } from '../domain/storage-keys.ts';

// Who may open a stored image by its URL (/static/{key}). A signed-in user's renders and uploaded
// photos are theirs alone; a visitor's are reachable by their unguessable URL (the visitor has no
// account to prove who they are; every file name carries a random token, so one address leads to no
// other); style previews and address imagery are public. The images
// of a design its owner shares (/d/:id: its photo, render and plan) are readable by anyone while it is
// shared — those keys only, never the rest of the generation.

/** Whose asset a key is. */
export type AssetOwnership =
  | { kind: 'public' }
  | { kind: 'private'; ownerUid: string }
  /** An image of a design its owner shares: anyone may read it until sharing stops (so no long cache). */
  | { kind: 'shared' }
  /** Not a key this server serves, or its generation is gone. */
  | { kind: 'unknown' };

/** The caller, as the identity provider proved it (bearer token or session cookie); uid null for a visitor. */
export interface AssetReader {
  uid: string | null;
  admin: boolean;
}

/**
 * The one rule for reading an asset by URL; `reader` is asked only when the answer depends on who
 * calls (verifying a session costs more than the lookup).
 */
export async function mayReadAsset(ownership: AssetOwnership, reader: () => Promise<AssetReader>): Promise<boolean> {
  switch (ownership.kind) {
    case 'public':
    case 'shared':
      return true;
    case 'private': {
      const who = await reader();
      return who.admin || (who.uid !== null && who.uid === ownership.ownerUid);
    }
    case 'unknown':
      return false;
  }
}

/** What is kept of an account's generation: its owner and the keys it shares. */
type AccountOwner = { uid: string; sharedKeys: Set<string> };

const GENERATION_KEY = /^generations\/([A-Za-z0-9_-]+)\//;
const PUBLIC_PREFIXES = ['styles/', 'imagery/'];

/**
 * Looks up whose asset a key is. An account's generation stays the account's, but what it shares
 * changes, so that answer is kept half a minute: a page of My Designs asks once per generation, not once
 * per image. A visitor's generation may be claimed by an account at any moment (on any server), so that
 * answer is never kept: the next read after a claim already needs the owner.
 */
export class AssetOwners {
  private readonly cache: LRUCache<string, AccountOwner>;

  constructor(
    private readonly generations: Pick<GenerationRepository, 'ownerOf'>,
    opts: { ttlMs?: number; maxEntries?: number } = {},
  ) {
    // Kept briefly: sharing changes what is readable, and another API instance forgets only when this expires.
    this.cache = new LRUCache({ max: opts.maxEntries ?? 10_000, ttl: opts.ttlMs ?? 30_000 });
  }

  async ownershipOf(key: string): Promise<AssetOwnership> {
    // Only images are served: anything else kept in storage (e.g. geocoder answers) stays server-side.
    if (!isValidKey(key) || !contentTypeOf(key).startsWith('image/')) return { kind: 'unknown' };
    if (PUBLIC_PREFIXES.some((p) => key.startsWith(p))) return { kind: 'public' };
    const generationId = GENERATION_KEY.exec(key)?.[1];
    if (!generationId) return { kind: 'unknown' };
    const owner = await this.ownerOf(generationId);
    if (!owner) return { kind: 'unknown' };
    if (!owner.uid) {
      // A visitor's images open by their unguessable address: each file name carries a random token, so a
      // shared design's address (which shows its generation id) leads to nothing beside it. A key stored
      // before names carried one (generations/<id>/<area>/<style>.png) can be guessed from a shared one:
      // while any design of its generation is shared, only the shared ones open.
      if (owner.sharedKeys.has(key) || tokenOfKey(key) !== null || owner.sharedKeys.size === 0) return { kind: 'public' };
      return { kind: 'unknown' };
    }
    return owner.sharedKeys.has(key) ? { kind: 'shared' } : { kind: 'private', ownerUid: owner.uid };
  }

  /** Forgets what is known of these generations (claimed, deleted, or a design started or stopped being shared). */
  forget(generationIds: readonly string[]): void {
    for (const id of generationIds) this.cache.delete(id);
  }

  private async ownerOf(id: string): Promise<{ uid: string | null; sharedKeys: Set<string> } | null> {
    const hit = this.cache.get(id);
    if (hit) return hit;
    const found = await this.generations.ownerOf(id);
    const owner = found ? { uid: found.uid, sharedKeys: new Set(found.sharedKeys ?? []) } : null;
    // A visitor's answer is never kept (a claim may make it private at any moment).
    if (owner?.uid) this.cache.set(id, { uid: owner.uid, sharedKeys: owner.sharedKeys });
    return owner;
  }
}
