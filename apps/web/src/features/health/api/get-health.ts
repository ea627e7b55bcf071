import { queryOptions } from '@tanstack/react-query';
import { SIGN_IN_RESTARTING, SIGN_IN_STARTING, TIMING } from '@landscape/contract/constants';
import type { HealthResponse } from '@landscape/contract';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { healthResponseSchema } from '../../../lib/answer-schemas.ts';

/** GET /api/health with the product's 3 s timeout (§7). Resolves when the backend says 'healthy' (or 'degraded': it answers, but no worker takes jobs). */
export async function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  let res: HealthResponse;
  try {
    res = await apiRequest('/api/health', healthResponseSchema, { timeoutMs: TIMING.healthTimeoutMs, signal });
  } catch (err) {
    // Everything answers but sign-in, which is still starting (or restarting): the studio works; signing in says it is starting.
    if (err instanceof ApiError && err.status === 503 && (err.detail === SIGN_IN_STARTING || err.detail === SIGN_IN_RESTARTING))
      return { status: 'unhealthy', detail: err.detail };
    throw err;
  }
  // degraded: no worker takes jobs (cluster mode); the studio answers, designs wait in the queue
  if (res.status === 'unhealthy') throw new Error('unhealthy');
  return res;
}

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    retry: false,
    staleTime: 0,
  });
