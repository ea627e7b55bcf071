import { queryOptions } from '@tanstack/react-query';
import { healthResponseSchema, TIMING, type HealthResponse } from '@landscape/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/health with the spec's 3 s timeout (§7). Resolves only when the backend says 'healthy'. */
export async function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  const res = await apiRequest('/api/health', healthResponseSchema, { timeoutMs: TIMING.healthTimeoutMs, signal });
  if (res.status !== 'healthy') throw new Error('unhealthy');
  return res;
}

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    retry: false,
    staleTime: 0,
  });
