import type { Usage } from '@landscape/contract';

// The daily limit counts requests, as a person sees them (decision 042): one Generate in the studio is one,
// however many areas and styles it draws (a multi-area generation, or the studio's one call per style of a
// run); so is an edit, a Pro photo, a tour and a budget's phase pictures. A request is charged in the
// transaction that writes its rows (adapters/repositories/generation.repository.ts) and given back when
// none of its designs could be delivered.

export interface Payer {
  userId: string | null;
  ip: string;
}

/** Who pays: a signed-in user, or a visitor's IP. */
export const subjectOf = (who: Payer) => (who.userId ? `user:${who.userId}` : `ip:${who.ip}`);
export const utcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Start of the next UTC day: when a daily quota resets. */
export function nextUtcMidnight(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export function usageOf(used: number, limit: number, now = new Date()): Usage {
  return { daily_limit: limit, usage_today: used, remaining: Math.max(0, limit - used), resets_at: nextUtcMidnight(now).toISOString() };
}

/** What a request charges: `units` designs to `subject` on `day`, refused past `limit`. */
export interface Charge {
  subject: string;
  day: Date;
  units: number;
  limit: number;
}

export const chargeFor = (who: Payer, units: number, limit: number, now = new Date()): Charge => ({ subject: subjectOf(who), day: utcDay(now), units, limit });

/** '1 request', '10 requests': the API's English detail (the studio says it in the homeowner's language). */
const requests = (n: number) => (n === 1 ? '1 request' : `${n} requests`);

/** A request needs more than remains today; nothing was written. The API answers 429 with `detail`. */
export class QuotaExceededError extends Error {
  readonly retryAfterSeconds: number;
  constructor(
    readonly needed: number,
    readonly usage: Usage,
    now = new Date(),
  ) {
    const at = usage.resets_at.slice(11, 16);
    super(
      usage.remaining === 0
        ? `Daily limit reached: ${requests(usage.daily_limit)} a day. You can create more after ${at} UTC.`
        : `This needs ${requests(needed)} but only ${usage.remaining} of your ${requests(usage.daily_limit)} ${usage.remaining === 1 ? 'is' : 'are'} left today. You can create more after ${at} UTC.`,
    );
    this.name = 'QuotaExceededError';
    this.retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(usage.resets_at) - now.getTime()) / 1000));
  }
}
