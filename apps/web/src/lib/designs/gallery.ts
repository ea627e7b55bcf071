import { LIMITS } from '@landscape/contract/constants';

// The local gallery of product §3: at most 20 entries, newest first, de-duplicated by address + timestamp.

export interface GalleryEntry {
  address: string;
  style: string;
  render: string;
  timestamp: number;
  /** The account the design was saved to when it was made signed in; absent for a visitor's design. */
  owner?: string;
  /** The design was drawn around the example house (no photo, no imagery key), not the homeowner's. */
  example?: boolean;
  /** The design's id (its share page /d/{id}); absent for designs kept before designs had ids. */
  designId?: string;
  /** "Change just this": the design (id) this one was made from. */
  editedFrom?: string;
}

const keyOf = (e: GalleryEntry) => `${e.address}\u0000${e.timestamp}`;

export function addToGallery(gallery: readonly GalleryEntry[], added: readonly GalleryEntry[], max: number = LIMITS.galleryMax): GalleryEntry[] {
  const seen = new Set<string>();
  const merged: GalleryEntry[] = [];
  // Newer additions win over an older copy with the same key.
  for (const entry of [...added, ...gallery]) {
    const key = keyOf(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(entry);
  }
  merged.sort((a, b) => b.timestamp - a.timestamp);
  return merged.slice(0, max);
}
