import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteCheckResponse } from '@landscape/contract';
import { siteCheckResponseSchema } from '../../../lib/answer-schemas.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

// GET /api/site?address=: where the property is and its climate, checked while the owner types, so
// 'asdf' is caught at the field and a real address shows its zone before anything is generated.

export type SiteCheck = { state: 'idle' } | { state: 'placed'; site: SiteCheckResponse } | { state: 'invalid' };

export const checkSite = (address: string, signal?: AbortSignal): Promise<SiteCheckResponse> =>
  apiRequest(`/api/site?address=${encodeURIComponent(address)}`, siteCheckResponseSchema, { signal });

const refused = (err: unknown) => err instanceof ApiError && err.status === 400;

export const checkSiteQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['site', address],
    queryFn: ({ signal }) => checkSite(address, signal),
    staleTime: Infinity,
    retry: (count, err) => !refused(err) && count < 1,
  });

/** The last address typed, once typing has paused: one check per pause, not per key. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function useSiteCheck(address: string): SiteCheck {
  const typed = address.trim();
  const settled = useSettled(typed, 450);
  const enabled = settled.length > 2 && settled === typed;
  const query = useQuery({ ...checkSiteQueryOptions(settled), enabled });
  if (!enabled) return { state: 'idle' };
  if (query.data) return { state: 'placed', site: query.data };
  // A network failure says nothing here: the server checks the address again when it is submitted.
  if (refused(query.error)) return { state: 'invalid' };
  return { state: 'idle' };
}
