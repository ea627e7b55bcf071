import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@landscape/contract';
import {
  clearActiveRequest,
  defaultStudioState,
  loadActiveRequest,
  loadStudioState,
  parseStudioState,
  saveActiveRequest,
  saveStudioState,
  type KeyValueStore,
} from './storage.ts';

function memory(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('persisted studio state (product §3)', () => {
  it('defaults to modern_minimalist and an empty gallery', () => {
    const s = defaultStudioState();
    expect(s.selectedStyle).toBe('modern_minimalist');
    expect(s.gallery).toEqual([]);
    expect(s.multiResults).toEqual([]);
  });

  it('round-trips what the owner typed under the studio key', () => {
    const store = memory();
    const s = defaultStudioState();
    s.currentAddress = '1 Main St, Town';
    s.selectedStyles = ['japanese_zen', 'mediterranean'];
    s.areas.walkway = { selected: true, customPrompt: 'lighting' };
    saveStudioState(s, store);
    const raw = JSON.parse(store.data.get(STORAGE_KEYS.studio)!);
    expect(raw.selectedStyle).toBe('japanese_zen');
    expect(loadStudioState(store)).toEqual({ ...s, selectedStyle: 'japanese_zen' });
  });

  it('survives garbage and keeps the valid parts', () => {
    expect(parseStudioState('not json')).toEqual(defaultStudioState());
    const s = parseStudioState(JSON.stringify({ currentAddress: 'x y z', gallery: [{ address: 1 }, { address: 'a', style: 's', render: 'r', timestamp: 1 }] }));
    expect(s.currentAddress).toBe('x y z');
    expect(s.gallery).toHaveLength(1);
  });
});

describe('gallery entries', () => {
  it('keep whose account, the example house, the design id and what it was edited from across a reload', () => {
    const entry = { address: 'a', style: 's', render: 'r', timestamp: 1, owner: 'u1', example: true, designId: 'd1', editedFrom: 'd0' };
    expect(
      parseStudioState(JSON.stringify({ gallery: [entry, { ...entry, timestamp: 2, owner: 3, example: 'yes', designId: null, editedFrom: 7 }] })).gallery,
    ).toEqual([entry, { address: 'a', style: 's', render: 'r', timestamp: 2 }]);
  });
});

describe('active request (product §4 recovery)', () => {
  it('is saved, read back and cleared', () => {
    const store = memory();
    saveActiveRequest({ requestId: 'abc', areas: ['front_yard', 'back_yard'] }, store);
    expect(loadActiveRequest(store)).toEqual({ requestId: 'abc', areas: ['front_yard', 'back_yard'] });
    clearActiveRequest(store);
    expect(store.data.size).toBe(0);
    expect(loadActiveRequest(store)).toBeNull();
  });
});
