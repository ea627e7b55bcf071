import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usageSchema, type Usage } from '@landscape/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { onApiAnswer } from '../../../lib/api-events.ts';

/** GET /api/usage: remaining daily generations (per user when signed in, per IP for visitors). */
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

/** Calls that take from the daily limit (spec §7 generation endpoints). */
const GENERATION_CALL = /^\/api\/(generate|design\/complete-landscape|smart\/transform|transform|generations\/changed)$/;

/**
 * The caller's daily usage, refreshed after every generation call anywhere in the app (including a
 * 429 answer) and after a saved design is deleted. `who` keys the cache per account.
 */
export function useUsage(who: string | null, enabled = true) {
  const client = useQueryClient();
  useEffect(
    () =>
      onApiAnswer((a) => {
        if (a.method === 'POST' && GENERATION_CALL.test(a.path)) void client.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
      }),
    [client],
  );
  return useQuery({ ...usageQueryOptions(who), enabled });
}
