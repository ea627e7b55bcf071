import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (v: string) => createHash('sha256').update(v).digest();

/**
 * METRICS_TOKEN: with a token set, only `Authorization: Bearer <token>` may read /metrics (the API's and
 * each worker's). Compared as digests, so neither the length nor the content leaks through timing.
 */
export function metricsAuthorized(authorization: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${token}`));
}
