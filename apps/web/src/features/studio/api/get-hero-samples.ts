import { queryOptions, useQuery } from '@tanstack/react-query';

// GET /api/samples/hero: real before/after renders for the signed-out hero.
// Validated by hand until the contract carries a schema for it.

export type HeroTab = 'front_yard' | 'backyard' | 'walkway';
export const HERO_TABS: readonly HeroTab[] = ['front_yard', 'backyard', 'walkway'];

export interface HeroSample {
  tab: HeroTab;
  before: string;
  after: string;
}

export function parseHeroSamples(json: unknown): HeroSample[] {
  const list = json && typeof json === 'object' ? (json as { samples?: unknown }).samples : undefined;
  if (!Array.isArray(list)) throw new Error('Invalid hero samples answer');
  return list.filter(
    (s): s is HeroSample =>
      !!s && typeof s === 'object' && HERO_TABS.includes((s as HeroSample).tab) && typeof (s as HeroSample).before === 'string' && typeof (s as HeroSample).after === 'string',
  );
}

export async function getHeroSamples(signal?: AbortSignal): Promise<HeroSample[]> {
  const res = await fetch('/api/samples/hero', { signal });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return parseHeroSamples(await res.json());
}

export const getHeroSamplesQueryOptions = () =>
  queryOptions({ queryKey: ['hero-samples'], queryFn: ({ signal }) => getHeroSamples(signal), staleTime: Infinity, retry: 1 });

export const useHeroSamples = (enabled = true) => useQuery({ ...getHeroSamplesQueryOptions(), enabled });
