import { queryOptions } from '@tanstack/react-query';
import { SIGN_IN_RESTARTING, SIGN_IN_STARTING, TIMING } from '@landscape/contract/constants';
import type { HealthResponse } from '@landscape/contract';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

const CHECK_STATES = new Set(['ok', 'error', 'starting', 'restarting']);

/**
 * The health answer, read by hand: the studio shows its form once health answers, and that must not wait
 * for zod (loaded on the first other answer, lib/contract-schemas.ts). Accepts exactly what the contract's
 * healthResponseSchema accepts (get-health.test.ts holds the two side by side).
 */
export function parseHealth(input: unknown): HealthResponse {
  const fail = () => new Error('Invalid health answer');
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw fail();
  const { status, checks, mode, detail } = input as Record<string, unknown>;
  if (status !== 'healthy' && status !== 'unhealthy') throw fail();
  if (mode !== undefined && typeof mode !== 'string') throw fail();
  if (detail !== undefined && typeof detail !== 'string') throw fail();
  if (checks !== undefined) {
    if (!checks || typeof checks !== 'object' || Array.isArray(checks)) throw fail();
    if (!Object.values(checks).every((c) => typeof c === 'string' && CHECK_STATES.has(c))) throw fail();
  }
  return {
    status,
    ...(checks !== undefined ? { checks: checks as HealthResponse['checks'] } : {}),
    ...(mode !== undefined ? { mode } : {}),
    ...(detail !== undefined ? { detail } : {}),
  };
}

/** GET /api/health with the spec's 3 s timeout (§7). Resolves only when the backend says 'healthy'. */
export async function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  let res: HealthResponse;
  try {
    res = await apiRequest('/api/health', { parse: parseHealth }, { timeoutMs: TIMING.healthTimeoutMs, signal });
  } catch (err) {
    // Everything answers but sign-in, which is still starting (or restarting): the studio works; signing in says it is starting.
    if (err instanceof ApiError && err.status === 503 && (err.detail === SIGN_IN_STARTING || err.detail === SIGN_IN_RESTARTING)) return { status: 'unhealthy', detail: err.detail };
    throw err;
  }
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
