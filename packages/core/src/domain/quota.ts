import type { Usage } from '@landscape/contract';

// The daily limit counts design images: one area in one style is one unit, whichever path asked for it
// (studio, POST /api/generate, a photo, a tour view). Units are charged in the transaction that writes
// the rows (adapters/repositories/generation.repository.ts) and given back when a design fails.

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

/** A request needs more designs than remain today; nothing was written. The API answers 429 with `detail`. */
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
        ? `Daily limit reached: ${usage.daily_limit} designs a day. You can create more after ${at} UTC.`
        : `This needs ${needed} designs (one per area and style) but only ${usage.remaining} of your ${usage.daily_limit} designs are left today. Choose fewer areas or styles, or create more after ${at} UTC.`,
    );
    this.name = 'QuotaExceededError';
    this.retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(usage.resets_at) - now.getTime()) / 1000));
  }
}
