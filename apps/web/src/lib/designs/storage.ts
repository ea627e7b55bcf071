import { CLIENT_AREA_IDS, DEFAULT_STYLE_ID, LIMITS, STORAGE_KEYS } from '@landscape/contract/constants';
import type { ClientAreaId } from '@landscape/contract';
import type { GalleryEntry } from './gallery.ts';
import type { ResultItem } from './progress.ts';

// Locally persisted studio state (product §3) plus what the owner typed, so nothing is lost on reload,
// and the active request kept while a job runs (product §4 recovery).

/** Said when the gallery is rewritten outside the studio's own state (an open studio reads it again). */
export const GALLERY_CHANGED_EVENT = 'landscape-studio:gallery-changed';

export interface AreaChoice {
  selected: boolean;
  customPrompt: string;
}

export interface StudioState {
  currentAddress: string;
  /** product §3 field: the first chosen style, default modern_minimalist. */
  selectedStyle: string;
  selectedStyles: string[];
  areas: Record<ClientAreaId, AreaChoice>;
  gallery: GalleryEntry[];
  multiResults: ResultItem[];
  favorites: string[];
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function defaultStudioState(): StudioState {
  return {
    currentAddress: '',
    selectedStyle: DEFAULT_STYLE_ID,
    selectedStyles: [DEFAULT_STYLE_ID],
    areas: {
      front_yard: { selected: true, customPrompt: '' },
      back_yard: { selected: false, customPrompt: '' },
      walkway: { selected: false, customPrompt: '' },
    },
    gallery: [],
    multiResults: [],
    favorites: [],
  };
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown, d: string) => (typeof v === 'string' ? v : d);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : null);

function galleryEntry(v: unknown): GalleryEntry | null {
  if (!isObj(v)) return null;
  const { address, style, render, timestamp, owner, example, designId, editedFrom } = v;
  if (typeof address !== 'string' || typeof style !== 'string' || typeof render !== 'string' || typeof timestamp !== 'number') return null;
  return {
    address,
    style,
    render,
    timestamp,
    ...(typeof owner === 'string' ? { owner } : {}),
    ...(example === true ? { example } : {}),
    ...(typeof designId === 'string' ? { designId } : {}),
    ...(typeof editedFrom === 'string' ? { editedFrom } : {}),
  };
}

function resultItem(v: unknown): ResultItem | null {
  if (!isObj(v) || typeof v.render !== 'string' || typeof v.style !== 'string' || typeof v.id !== 'string') return null;
  return v as unknown as ResultItem;
}

/** Reads the saved state, keeping every valid field and defaulting the rest (old or hand-edited data). */
export function parseStudioState(raw: string | null): StudioState {
  const base = defaultStudioState();
  if (!raw) return base;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return base;
  }
  if (!isObj(data)) return base;
  const areas = { ...base.areas };
  if (isObj(data.areas)) {
    for (const id of CLIENT_AREA_IDS) {
      const a = data.areas[id];
      if (isObj(a)) areas[id] = { selected: a.selected === true, customPrompt: str(a.customPrompt, '') };
    }
  }
  const selectedStyle = str(data.selectedStyle, base.selectedStyle);
  const selectedStyles = (strings(data.selectedStyles) ?? (typeof data.selectedStyle === 'string' ? [selectedStyle] : base.selectedStyles)).slice(
    0,
    LIMITS.maxStyles,
  );
  return {
    currentAddress: str(data.currentAddress, ''),
    selectedStyle,
    selectedStyles,
    areas,
    gallery: (Array.isArray(data.gallery) ? data.gallery.map(galleryEntry).filter((e): e is GalleryEntry => !!e) : []).slice(0, LIMITS.galleryMax),
    multiResults: Array.isArray(data.multiResults) ? data.multiResults.map(resultItem).filter((e): e is ResultItem => !!e) : [],
    favorites: strings(data.favorites) ?? [],
  };
}

export function loadStudioState(store: KeyValueStore | undefined = safeStorage()): StudioState {
  try {
    return parseStudioState(store?.getItem(STORAGE_KEYS.studio) ?? null);
  } catch {
    return defaultStudioState();
  }
}

export function saveStudioState(state: StudioState, store: KeyValueStore | undefined = safeStorage()) {
  try {
    store?.setItem(STORAGE_KEYS.studio, JSON.stringify({ ...state, selectedStyle: state.selectedStyles[0] ?? DEFAULT_STYLE_ID }));
  } catch {
    // full or unavailable storage: the studio keeps working, the state just isn't remembered
  }
}

export interface ActiveRequest {
  requestId: string;
  areas: ClientAreaId[];
}

export function loadActiveRequest(store: KeyValueStore | undefined = safeStorage()): ActiveRequest | null {
  try {
    const requestId = store?.getItem(STORAGE_KEYS.activeRequestId);
    const rawAreas = store?.getItem(STORAGE_KEYS.activeAreas);
    if (!requestId || !rawAreas) return null;
    const areas = (strings(JSON.parse(rawAreas)) ?? []).filter((a): a is ClientAreaId => (CLIENT_AREA_IDS as readonly string[]).includes(a));
    return areas.length ? { requestId, areas } : null;
  } catch {
    return null;
  }
}

export function saveActiveRequest(active: ActiveRequest, store: KeyValueStore | undefined = safeStorage()) {
  try {
    store?.setItem(STORAGE_KEYS.activeRequestId, active.requestId);
    store?.setItem(STORAGE_KEYS.activeAreas, JSON.stringify(active.areas));
  } catch {
    // recovery after a reload is a convenience; the running job is unaffected
  }
}

export function clearActiveRequest(store: KeyValueStore | undefined = safeStorage()) {
  try {
    store?.removeItem(STORAGE_KEYS.activeRequestId);
    store?.removeItem(STORAGE_KEYS.activeAreas);
  } catch {
    // nothing to do
  }
}

function safeStorage(): KeyValueStore | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
