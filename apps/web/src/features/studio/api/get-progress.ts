import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLAIM_TOKEN_HEADER, TIMING } from '@landscape/contract/constants';
import type { ClientAreaId } from '@landscape/contract';
import { progressResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { isJobSettled } from '../../../lib/designs/progress.ts';
import { loadClaims } from '../../../lib/designs/claims.ts';

// GET /api/design/progress/{request_id}, polled every 2 s until every selected area settled (product §4).
// A visitor's generation answers only the browser that started it: it sends the claim token it was given.
// Each poll sends the ETag of the last answer (If-None-Match): an unchanged generation answers 304 with no
// body and the studio keeps what it has.

export const getProgress = (requestId: string, signal?: AbortSignal) => {
  const token = loadClaims()[requestId];
  return apiRequest(`/api/design/progress/${encodeURIComponent(requestId)}`, progressResponseSchema, {
    signal,
    headers: token ? { [CLAIM_TOKEN_HEADER]: token } : {},
    revalidate: true,
  });
};

export const getProgressQueryOptions = (requestId: string, areas: readonly ClientAreaId[]) =>
  queryOptions({
    queryKey: ['progress', requestId],
    queryFn: ({ signal }) => getProgress(requestId, signal),
    refetchInterval: (query) => (isJobSettled(query.state.data, areas) ? false : TIMING.progressPollMs),
    refetchIntervalInBackground: true,
    // product §8: polling errors are logged and ignored; the next tick tries again.
    retry: false,
    gcTime: 0,
  });

export function useProgress(requestId: string | null, areas: readonly ClientAreaId[]) {
  return useQuery({ ...getProgressQueryOptions(requestId ?? '', areas), enabled: !!requestId });
}
