import { LIMITS, STORAGE_KEYS } from '@landscape/contract/constants';
import { generationOfImage as generationOf } from '../../../lib/designs/claims.ts';

// The studio keeps its gallery and favourites in its saved state (product §3: at most 20 entries, newest
// first). My Designs reads that record as stored; removing an entry or toggling a favourite rewrites
// only those two fields and leaves everything else the studio keeps exactly as it was.

export interface LocalEntry {
  address: string;
  style: string;
  render: string;
  timestamp: number;
  /** Made signed in: the design belongs to that account and is listed from the server only. */
  owner?: string;
  /** The design's id (its share page /d/{id}). */
  designId?: string;
  /** "Change just this": the design (id) this one was made from. */
  editedFrom?: string;
}

export interface LocalGallery {
  entries: LocalEntry[];
  favorites: string[];
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const EMPTY: LocalGallery = { entries: [], favorites: [] };

function isEntry(v: unknown): v is LocalEntry {
  if (!v || typeof v !== 'object') return false;
  const e = v as Record<string, unknown>;
  return typeof e.address === 'string' && typeof e.style === 'string' && typeof e.render === 'string' && typeof e.timestamp === 'number';
}

function readRecord(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function parseLocalGallery(raw: string | null): LocalGallery {
  const data = readRecord(raw);
  if (!data) return EMPTY;
  const entries = (Array.isArray(data.gallery) ? data.gallery.filter(isEntry) : [])
    .map(({ address, style, render, timestamp, owner, designId, editedFrom }) => ({
      address,
      style,
      render,
      timestamp,
      ...(typeof owner === 'string' ? { owner } : {}),
      ...(typeof designId === 'string' ? { designId } : {}),
      ...(typeof editedFrom === 'string' ? { editedFrom } : {}),
    }))
    .sort((a, b) => b.timestamp - a.timestamp)
    .slice(0, LIMITS.galleryMax);
  const favorites = Array.isArray(data.favorites) ? data.favorites.filter((f): f is string => typeof f === 'string') : [];
  return { entries, favorites };
}

const sameEntry = (a: LocalEntry, b: LocalEntry) => a.address === b.address && a.timestamp === b.timestamp && a.render === b.render;

/** Rewrites the studio record with a changed gallery and/or favourites; false when storage refused. */
function rewrite(store: KeyValueStore, change: (g: LocalGallery) => Partial<LocalGallery>): boolean {
  try {
    const raw = store.getItem(STORAGE_KEYS.studio);
    const record = readRecord(raw) ?? {};
    const next = change(parseLocalGallery(raw));
    if (next.entries) record.gallery = next.entries;
    if (next.favorites) record.favorites = next.favorites;
    store.setItem(STORAGE_KEYS.studio, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalEntries(store: KeyValueStore, remove: (e: LocalEntry) => boolean): boolean {
  return rewrite(store, (g) => ({ entries: g.entries.filter((e) => !remove(e)) }));
}

export function removeLocalEntry(store: KeyValueStore, entry: LocalEntry): boolean {
  return removeLocalEntries(store, (e) => sameEntry(e, entry));
}

/** Entries of these generations become the account's (saved to it at sign-in): listed from the server from now on. */
export function ownLocalEntries(store: KeyValueStore, generationIds: readonly string[], uid: string): boolean {
  const ids = new Set(generationIds);
  return rewrite(store, (g) => ({ entries: g.entries.map((e) => (!e.owner && ids.has(generationOf(e.render) ?? '') ? { ...e, owner: uid } : e)) }));
}

export function toggleLocalFavorite(store: KeyValueStore, render: string): boolean {
  return rewrite(store, (g) => ({ favorites: g.favorites.includes(render) ? g.favorites.filter((f) => f !== render) : [...g.favorites, render] }));
}
