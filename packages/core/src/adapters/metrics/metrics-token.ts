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

export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required';
export const METRICS_OFF = 'Metrics are not served publicly in production without a token: set METRICS_TOKEN and scrape with Authorization: Bearer <token>';

/** Whether a scrape of /metrics is answered, and if not, the status and detail it gets. */
export type MetricsAccess = { ok: true } | { ok: false; status: 401 | 403; detail: string };

/**
 * The one rule for /metrics: with METRICS_TOKEN, the token and nobody else; without one, anyone during
 * development, but in production only a server bound to loopback (a worker's own metrics port): job,
 * provider and spending figures are not for the public.
 */
export function metricsAccess(
  authorization: string | undefined,
  opts: { token: string | undefined; production: boolean; loopbackOnly?: boolean },
): MetricsAccess {
  if (!opts.token) return opts.production && !opts.loopbackOnly ? { ok: false, status: 403, detail: METRICS_OFF } : { ok: true };
  return metricsAuthorized(authorization, opts.token) ? { ok: true } : { ok: false, status: 401, detail: METRICS_TOKEN_REQUIRED };
}

/** Whether an address (one listened on, or a peer's) is this machine's own loopback. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  return host === 'localhost' || host === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(host);
}
