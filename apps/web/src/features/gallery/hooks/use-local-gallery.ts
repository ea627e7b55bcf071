import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@landscape/contract/constants';
import { GALLERY_CHANGED_EVENT } from '../../../lib/designs/storage.ts';
import { ownLocalEntries, parseLocalGallery, removeLocalEntries, toggleLocalFavorite, type LocalEntry, type LocalGallery } from '../utils/local-gallery.ts';

// This device's gallery, live: changes made here, and by the studio in another tab, show at once.

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: LocalGallery = { entries: [], favorites: [] };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function snapshot(): LocalGallery {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(STORAGE_KEYS.studio) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseLocalGallery(raw);
  }
  return cached;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.studio || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const changed = () => {
  listeners.forEach((l) => l());
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(GALLERY_CHANGED_EVENT));
};

export function useLocalGallery() {
  const gallery = useSyncExternalStore(subscribe, snapshot, snapshot);
  const remove = useCallback((match: (e: LocalEntry) => boolean) => {
    const store = storage();
    const ok = !!store && removeLocalEntries(store, match);
    changed();
    return ok;
  }, []);
  const toggleFavorite = useCallback((image: string) => {
    const store = storage();
    const ok = !!store && toggleLocalFavorite(store, image);
    changed();
    return ok;
  }, []);
  const own = useCallback((generationIds: readonly string[], uid: string) => {
    const store = storage();
    const ok = !!store && ownLocalEntries(store, generationIds, uid);
    changed();
    return ok;
  }, []);
  return { ...gallery, remove, toggleFavorite, own };
}
