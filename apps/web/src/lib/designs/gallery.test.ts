import { describe, expect, it } from 'vitest';
import { LIMITS } from '@landscape/contract';
import { addToGallery, type GalleryEntry } from './gallery.ts';

const entry = (timestamp: number, address = '1 Main St, Town', style = 'modern_minimalist'): GalleryEntry => ({
  address,
  style,
  render: `r/${timestamp}.png`,
  timestamp,
});

describe('local gallery (product §3)', () => {
  it('keeps at most 20 entries, dropping the oldest', () => {
    const old = Array.from({ length: 20 }, (_, i) => entry(i + 1));
    const next = addToGallery(old, [entry(100), entry(101)]);
    expect(next).toHaveLength(LIMITS.galleryMax);
    expect(next[0].timestamp).toBe(101);
    expect(next.some((e) => e.timestamp === 1 || e.timestamp === 2)).toBe(false);
  });

  it('orders newest first whatever the input order', () => {
    expect(addToGallery([entry(5), entry(1)], [entry(3), entry(9)]).map((e) => e.timestamp)).toEqual([9, 5, 3, 1]);
  });

  it('de-duplicates by address plus timestamp', () => {
    const next = addToGallery([entry(5)], [entry(5), entry(5, '2 Oak Ave, City')]);
    expect(next).toHaveLength(2);
  });

  it('keeps the newly added copy of a duplicate', () => {
    const next = addToGallery([entry(5, 'a b', 'old')], [entry(5, 'a b', 'new')]);
    expect(next).toEqual([entry(5, 'a b', 'new')]);
  });
});
