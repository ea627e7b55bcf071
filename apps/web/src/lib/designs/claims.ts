import { CLAIMS_MAX, STORAGE_KEYS } from '@landscape/contract/constants';
import type { GalleryEntry } from './gallery.ts';

// A visitor's designs can become an account's: each generation made here without an account came
// with a claim token (kept only in this browser). At sign-in the account is offered the designs of
// this browser's gallery that still have one; those saved get the account as their owner.

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Tokens kept: more than the gallery ever holds generations of, so none it shows is forgotten. */
const KEEP = 100;

export function loadClaims(store: KeyValueStore | undefined = safeStorage()): Record<string, string> {
  try {
    const data: unknown = JSON.parse(store?.getItem(STORAGE_KEYS.claims) ?? '{}');
    if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
    return Object.fromEntries(Object.entries(data).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

function saveClaims(claims: Record<string, string>, store: KeyValueStore | undefined) {
  try {
    store?.setItem(STORAGE_KEYS.claims, JSON.stringify(Object.fromEntries(Object.entries(claims).slice(-KEEP))));
  } catch {
    // full or unavailable storage: the design stays on this device, it just cannot be claimed later
  }
}

/** Keeps the token a visitor's generation was answered with. */
export function rememberClaim(generationId: string | undefined, token: string | undefined, store: KeyValueStore | undefined = safeStorage()) {
  if (!generationId || !token) return;
  const claims = loadClaims(store);
  delete claims[generationId];
  saveClaims({ ...claims, [generationId]: token }, store);
}

export function forgetClaims(generationIds: readonly string[], store: KeyValueStore | undefined = safeStorage()) {
  const claims = loadClaims(store);
  for (const id of generationIds) delete claims[id];
  saveClaims(claims, store);
}

/** The generation a stored image belongs to (`generations/<id>/<area>/<file>`), if any. */
export function generationOfImage(image: string): string | null {
  return /^(?:\/?static\/)?generations\/([^/]+)\//.exec(image)?.[1] ?? null;
}

/** This browser's visitor designs an account may take: no owner yet, and a token for their generation. */
export function claimableEntries<E extends Pick<GalleryEntry, 'render' | 'owner'>>(entries: readonly E[], claims: Record<string, string>): E[] {
  return entries.filter((e) => {
    const id = e.owner ? null : generationOfImage(e.render);
    return !!id && id in claims;
  });
}

/** The body of POST /api/me/claims for these entries: one item per generation, at most CLAIMS_MAX. */
export function claimItems(entries: readonly Pick<GalleryEntry, 'render'>[], claims: Record<string, string>): { generationId: string; token: string }[] {
  const ids = [...new Set(entries.map((e) => generationOfImage(e.render)).filter((id): id is string => !!id && id in claims))];
  return ids.slice(0, CLAIMS_MAX).map((generationId) => ({ generationId, token: claims[generationId]! }));
}

function safeStorage(): KeyValueStore | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
