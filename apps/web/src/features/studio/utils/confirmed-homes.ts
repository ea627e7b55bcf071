import { STORAGE_KEYS } from '@landscape/contract/constants';

// "Is this your home?" is asked before the first design of an address (decision 047), not on every run:
// an address the owner said yes to, or one already designed in this browser, is not asked again.

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Addresses kept: far more than anyone designs, so none still in use is forgotten. */
const KEEP = 50;

/** The same address however it was typed: case, spaces and a trailing comma aside. */
export const homeKey = (address: string) =>
  address
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s,.]+$/, '');

function safeStorage(): KeyValueStore | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function load(store: KeyValueStore | undefined): string[] {
  try {
    const data: unknown = JSON.parse(store?.getItem(STORAGE_KEYS.confirmedHomes) ?? '[]');
    return Array.isArray(data) ? data.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the owner already said the picture of this address is their home, or designed it before. */
export function isKnownHome(address: string, designed: readonly string[], store: KeyValueStore | undefined = safeStorage()): boolean {
  const key = homeKey(address);
  return load(store).includes(key) || designed.some((a) => homeKey(a) === key);
}

/** Remembers the owner's yes for this address (the newest kept first). */
export function rememberHome(address: string, store: KeyValueStore | undefined = safeStorage()) {
  const key = homeKey(address);
  const kept = [key, ...load(store).filter((a) => a !== key)].slice(0, KEEP);
  try {
    store?.setItem(STORAGE_KEYS.confirmedHomes, JSON.stringify(kept));
  } catch {
    // a full or blocked storage only means the question is asked again next time
  }
}
