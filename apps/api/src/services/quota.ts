import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors.ts';

/** Takes one generation from the daily limit: per signed-in user, per IP for visitors. Answers 429 with Retry-After when reached. */
export async function enforceDailyLimit(app: FastifyInstance, request: FastifyRequest) {
  const who = { userId: request.viewer.userId, ip: request.ip };
  if (await app.runtime.users.consume(who)) return;
  const usage = await app.runtime.users.usage(who);
  const retryAfter = Math.max(1, Math.ceil((Date.parse(usage.resets_at) - Date.now()) / 1000));
  throw new HttpError(
    429,
    `Daily limit reached: ${usage.daily_limit} designs a day. You can create more after ${usage.resets_at.slice(11, 16)} UTC.`,
    { 'Retry-After': String(retryAfter) },
  );
}
