import { queryOptions, useQuery } from '@tanstack/react-query';
import { HERO_TABS } from '@landscape/contract/constants';
import type { HeroSample } from '@landscape/contract';
import { loadSchemas } from '../../../lib/contract-schemas.ts';

// GET /api/samples/hero: real before/after renders for the signed-out hero.

export { HERO_TABS, type HeroSample };
export type HeroTab = HeroSample['tab'];

export async function parseHeroSamples(json: unknown): Promise<HeroSample[]> {
  const parsed = (await loadSchemas()).heroSamplesResponseSchema.safeParse(json);
  if (!parsed.success) throw new Error('Invalid hero samples answer');
  return parsed.data.samples;
}

export async function getHeroSamples(signal?: AbortSignal): Promise<HeroSample[]> {
  const res = await fetch('/api/samples/hero', { signal });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return parseHeroSamples(await res.json());
}

export const getHeroSamplesQueryOptions = () =>
  queryOptions({ queryKey: ['hero-samples'], queryFn: ({ signal }) => getHeroSamples(signal), staleTime: Infinity, retry: 1 });

export const useHeroSamples = (enabled = true) => useQuery({ ...getHeroSamplesQueryOptions(), enabled });
