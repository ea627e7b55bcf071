import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route's rate limit counts, as its 429 names it ("feedback messages"). */
    rateLimitName?: string;
  }
}

/** Generations a minute from one IP (the studio, an edit, a budget's pictures); a studio sends one per generation. */
export const GENERATIONS_PER_MINUTE = 20;

/**
 * Routes that can start a drawing of something already designed (decision 046): each is drawn once and
 * then read from storage, but the first asks put work on the render pool, so one address may ask only so often.
 */
export const PACKS_PER_MINUTE = 30;
/** Full-size downloads and link previews a minute from one address (a gallery's downloads, a crawler's previews). */
export const DERIVED_IMAGES_PER_MINUTE = 60;

/** "in 40 seconds", "in 9 minutes": when the client may try again. */
function inTime(seconds: number): string {
  return seconds < 120 ? `in ${seconds} second${seconds === 1 ? '' : 's'}` : `in ${Math.ceil(seconds / 60)} minutes`;
}

/** Describes the limit a request hit: what it counts, how many and over which window. */
export function rateLimitDetail(request: FastifyRequest, max: number, ttlMs: number): string {
  const config = request.routeOptions.config as { rateLimit?: { timeWindow?: string | number }; rateLimitName?: string };
  const window = config.rateLimit?.timeWindow;
  const every = typeof window === 'string' ? window : typeof window === 'number' ? `${Math.round(window / 1000)} seconds` : 'minute';
  const what = config.rateLimitName ?? 'requests';
  return `Too many ${what}: the limit is ${max} every ${every}. Please try again ${inTime(Math.max(1, Math.ceil(ttlMs / 1000)))}.`;
}

/** Per-IP limits of single routes (`config.rateLimit`); every 429 names its limit and carries Retry-After. */
export async function registerRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (request, ctx) =>
      new HttpError(ctx.statusCode, rateLimitDetail(request, ctx.max, ctx.ttl), { 'Retry-After': String(Math.max(1, Math.ceil(ctx.ttl / 1000))) }),
  });
}
