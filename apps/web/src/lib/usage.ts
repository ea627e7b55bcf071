import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Usage } from '@landscape/contract';
import { usageSchema } from './answer-schemas.ts';
import { apiRequest } from './api-client.ts';
import { onApiAnswer } from './api-events.ts';

/** GET /api/usage: the designs left today (one per area and style; per user when signed in, per IP for visitors). */
export function getUsage(signal?: AbortSignal): Promise<Usage> {
  return apiRequest('/api/usage', usageSchema, { signal, timeoutMs: 20_000 });
}

export const USAGE_QUERY_KEY = ['usage'] as const;

export const usageQueryOptions = (who: string | null) =>
  queryOptions({
    queryKey: [...USAGE_QUERY_KEY, who] as const,
    queryFn: ({ signal }) => getUsage(signal),
    staleTime: 30_000,
    retry: 1,
  });

/** Calls that take from the daily limit (product §7 generation endpoints). */
const GENERATION_CALL = /^\/api\/(generate|design\/complete-landscape|smart\/transform|transform|panorama|generations\/changed)$/;

/**
 * Marks the usage stale after every generation call anywhere in the app (including a 429 answer) and
 * after saved designs change. Mount once, high in the tree: the meter itself is only mounted while
 * the user menu is open.
 */
export function useUsageAutoRefresh() {
  const client = useQueryClient();
  useEffect(
    () =>
      onApiAnswer((a) => {
        if (a.method === 'POST' && GENERATION_CALL.test(a.path)) void client.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
      }),
    [client],
  );
}

/** The caller's daily usage; `who` keys the cache per account. */
export function useUsage(who: string | null, enabled = true) {
  return useQuery({ ...usageQueryOptions(who), enabled });
}
