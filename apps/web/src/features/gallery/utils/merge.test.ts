import { describe, expect, it } from 'vitest';
import type { SavedGeneration } from '@landscape/contract';
import { downloadName, generationOf, mergeGallery, staleOwnEntries } from './merge.ts';
import { parseLocalGallery, removeLocalEntry, toggleLocalFavorite, type KeyValueStore } from './local-gallery.ts';

const gen = (id: string, at: string, images: string[]): SavedGeneration => ({
  id,
  address: '1 Main St, Springfield',
  from_photo: false,
  status: 'completed',
  styles: ['japanese_zen'],
  created_at: at,
  images: images.map((image) => ({
    area: 'front_yard',
    image,
    original: `generations/${id}/front_yard/original.png`,
    plan: null,
    angle: 'street',
    style: 'japanese_zen',
    style_label: 'Japanese Zen',
    model: 'procedural',
    preservation_strength: 1,
    design: null,
  })),
});

describe('My Designs merge', () => {
  const server = [
    gen('g2', '2026-01-02T10:00:00Z', ['generations/g2/front_yard/japanese_zen.png']),
    gen('g1', '2026-01-01T10:00:00Z', ['generations/g1/front_yard/japanese_zen.png']),
  ];

  it("never lists a design made signed in as this device's, so one deleted from the account on another device is gone", () => {
    const local = [
      {
        address: 'Deleted elsewhere',
        style: 'japanese_zen',
        render: 'generations/g7/front_yard/japanese_zen.png',
        timestamp: Date.parse('2026-01-04T10:00:00Z'),
        owner: 'u1',
      },
      { address: 'Visitor', style: 'mediterranean', render: 'generations/v9/front_yard/mediterranean.png', timestamp: Date.parse('2026-01-03T10:00:00Z') },
    ];
    expect(mergeGallery(server, local, false).map((i) => [i.source, i.generationId ?? i.address])).toEqual([
      ['device', 'Visitor'],
      ['account', 'g2'],
      ['account', 'g1'],
    ]);
    // Pruned from this device once the whole account list is known; another account's entries stay.
    const kept = { address: 'Kept', style: 'japanese_zen', render: 'generations/g2/front_yard/japanese_zen.png', timestamp: 1, owner: 'u1' };
    const other = { ...local[0]!, owner: 'u2' };
    expect(staleOwnEntries(server, [...local, kept, other], false, 'u1')).toEqual([local[0]]);
    expect(staleOwnEntries(server, [...local, kept], true, 'u1')).toEqual([]);
  });

  it('lists account and device designs newest first, a device copy of an account design only once', () => {
    const local = [
      { address: 'A', style: 'japanese_zen', render: 'generations/g2/front_yard/japanese_zen.png', timestamp: Date.parse('2026-01-02T10:00:01Z') },
      { address: 'B', style: 'mediterranean', render: 'generations/v9/front_yard/mediterranean.png', timestamp: Date.parse('2026-01-03T10:00:00Z') },
    ];
    const items = mergeGallery(server, local, false);
    expect(items.map((i) => [i.source, i.generationId ?? i.address])).toEqual([
      ['device', 'B'],
      ['account', 'g2'],
      ['account', 'g1'],
    ]);
  });

  it('holds back device designs older than the loaded page while the server has more', () => {
    const old = { address: 'C', style: 'xeriscaping', render: 'generations/v1/front_yard/xeriscaping.png', timestamp: Date.parse('2025-12-01T00:00:00Z') };
    expect(mergeGallery(server, [old], true).some((i) => i.address === 'C')).toBe(false);
    expect(mergeGallery(server, [old], false).some((i) => i.address === 'C')).toBe(true);
    expect(mergeGallery([], [old], false)).toHaveLength(1);
  });

  it('names downloads landscape_{style}_{timestamp}.png and finds the generation of an image', () => {
    expect(downloadName('japanese_zen', 'generations/g1/walkway/japanese_zen.png', 1767261600000.4)).toBe('landscape_japanese_zen_walkway_1767261600000.png');
    expect(generationOf('generations/abc-1/walkway/japanese_zen.webp')).toBe('abc-1');
    expect(generationOf('samples/x.png')).toBeNull();
  });
});

describe('local gallery record', () => {
  const memory = (value: unknown): KeyValueStore & { value: string | null } => {
    const s = { value: JSON.stringify(value) as string | null, getItem: () => s.value, setItem: (_k: string, v: string) => void (s.value = v) };
    return s;
  };

  it('removes one entry and toggles favourites without touching the rest of the studio state', () => {
    const entry = { address: 'A', style: 'japanese_zen', render: 'r1.png', timestamp: 2 };
    const store = memory({
      currentAddress: 'A',
      selectedStyles: ['japanese_zen'],
      gallery: [entry, { ...entry, render: 'r0.png', timestamp: 1 }],
      favorites: [],
    });
    expect(removeLocalEntry(store, entry)).toBe(true);
    expect(toggleLocalFavorite(store, 'r0.png')).toBe(true);
    const saved = JSON.parse(store.value!);
    expect(saved.currentAddress).toBe('A');
    expect(saved.selectedStyles).toEqual(['japanese_zen']);
    expect(parseLocalGallery(store.value)).toEqual({ entries: [{ ...entry, render: 'r0.png', timestamp: 1 }], favorites: ['r0.png'] });
    toggleLocalFavorite(store, 'r0.png');
    expect(parseLocalGallery(store.value).favorites).toEqual([]);
  });

  it('reads broken or missing records as empty', () => {
    expect(parseLocalGallery(null)).toEqual({ entries: [], favorites: [] });
    expect(parseLocalGallery('{oops')).toEqual({ entries: [], favorites: [] });
    expect(parseLocalGallery(JSON.stringify({ gallery: [{ address: 1 }] })).entries).toEqual([]);
  });
});

describe('My Designs: edit chains', () => {
  const edited = (id: string, at: string, designId: string, editedFrom?: string): SavedGeneration => {
    const g = gen(id, at, [`generations/${id}/front_yard/japanese_zen.png`]);
    return { ...g, images: g.images.map((i) => ({ ...i, id: designId, ...(editedFrom ? { edited_from: editedFrom } : {}) })) };
  };

  it('lists a chain together, before → edit 1 → edit 2, in the place of its newest design', () => {
    const server = [
      edited('e2', '2026-01-05T10:00:00Z', 'd-e2', 'd-e1'),
      edited('other', '2026-01-04T10:00:00Z', 'd-other'),
      edited('e1', '2026-01-03T10:00:00Z', 'd-e1', 'd-root'),
      edited('older', '2026-01-02T10:00:00Z', 'd-older'),
      edited('root', '2026-01-01T10:00:00Z', 'd-root'),
    ];
    const items = mergeGallery(server, [], false);
    expect(items[0]!.chainSize).toBe(2);
    expect(items.map((i) => [i.generationId, i.chainStep])).toEqual([
      ['root', 0],
      ['e1', 1],
      ['e2', 2],
      ['other', undefined],
      ['older', undefined],
    ]);
  });

  it('groups this device’s edits too (the studio keeps what each was made from)', () => {
    const local = [
      { address: 'A', style: 'japanese_zen', render: 'generations/v2/front_yard/japanese_zen.png', timestamp: 3, designId: 'v2', editedFrom: 'v1' },
      { address: 'B', style: 'japanese_zen', render: 'generations/x/front_yard/japanese_zen.png', timestamp: 2, designId: 'x' },
      { address: 'A', style: 'japanese_zen', render: 'generations/v1/front_yard/japanese_zen.png', timestamp: 1, designId: 'v1' },
    ];
    expect(mergeGallery([], local, false).map((i) => [i.local?.designId, i.chainStep])).toEqual([
      ['v1', 0],
      ['v2', 1],
      ['x', undefined],
    ]);
    // kept across a reload of the studio's record
    expect(parseLocalGallery(JSON.stringify({ gallery: local, favorites: [] })).entries.find((e) => e.designId === 'v2')?.editedFrom).toBe('v1');
  });
});
