import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMING } from '@landscape/contract/constants';
import type { ClientAreaId } from '@landscape/contract';
import { progressResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { isJobSettled } from '../utils/progress.ts';

// GET /api/design/progress/{request_id}, polled every 2 s until every selected area settled (spec §4).

export const getProgress = (requestId: string, signal?: AbortSignal) =>
  apiRequest(`/api/design/progress/${encodeURIComponent(requestId)}`, progressResponseSchema, { signal });

export const getProgressQueryOptions = (requestId: string, areas: readonly ClientAreaId[]) =>
  queryOptions({
    queryKey: ['progress', requestId],
    queryFn: ({ signal }) => getProgress(requestId, signal),
    refetchInterval: (query) => (isJobSettled(query.state.data, areas) ? false : TIMING.progressPollMs),
    refetchIntervalInBackground: true,
    // Spec §8: polling errors are logged and ignored; the next tick tries again.
    retry: false,
    gcTime: 0,
  });

export function useProgress(requestId: string | null, areas: readonly ClientAreaId[]) {
  return useQuery({ ...getProgressQueryOptions(requestId ?? '', areas), enabled: !!requestId });
}
