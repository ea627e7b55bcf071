import type { AreaId, StyleId } from '@landscape/contract';

// The example property of the studio's hero (product §2: tabs Front Yard, Back/Side Yard, Walkway): one
// house, one style and a few wishes per tab, drawn at the studio's build (its hero and area pictures).

export const SAMPLE_ADDRESS = '214 Juniper Lane, Santa Rosa, CA';
export const SAMPLE_SEED = 7;
export const HERO_SAMPLES: readonly { tab: Extract<AreaId, 'front_yard' | 'backyard' | 'walkway'>; style: StyleId; wishes: string }[] = [
  { tab: 'front_yard', style: 'modern_minimalist', wishes: 'lighting, low maintenance' },
  { tab: 'backyard', style: 'mediterranean', wishes: 'fire pit, patio seating, pergola' },
  { tab: 'walkway', style: 'japanese_zen', wishes: 'stepping stones, stone lantern' },
];
