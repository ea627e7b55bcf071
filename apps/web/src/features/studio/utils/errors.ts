import { isValiError } from 'valibot';
import { ADDRESS_APARTMENT, ADDRESS_INVALID } from '@landscape/contract/constants';
import type { StudioMessage } from '../../../lib/designs/render-status.ts';

// product §8: generation errors use the response detail, then the message, then a fallback.

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** When more designs come, in the homeowner's language and time zone ("5:00 PM", "17:00", "17:00"). */
export function resetTime(resetsAt: string, language: string): string {
  return new Date(resetsAt).toLocaleTimeString(language, { hour: 'numeric', minute: '2-digit' });
}

/**
 * The reset time for a message, and whether it falls tomorrow on the homeowner's own calendar (the day
 * resets at midnight UTC: 4 PM today in California, 9 AM tomorrow in Tokyo). `context` picks the
 * message's "_tomorrow" form through i18next.
 */
export function resetWhen(resetsAt: string, language: string, now = new Date()): { time: string; context?: 'tomorrow' } {
  const time = resetTime(resetsAt, language);
  return new Date(resetsAt).toDateString() === now.toDateString() ? { time } : { time, context: 'tomorrow' };
}

/** The daily limit's answer (429 with `limit`), said once in the owner's words; null for any other error. */
export function limitMessage(source: unknown, language: string, now = new Date()): StudioMessage | null {
  const body = source && typeof source === 'object' ? ((source as { body?: unknown }).body ?? source) : null;
  const limit = body && typeof body === 'object' ? (body as { limit?: unknown }).limit : null;
  if (!limit || typeof limit !== 'object') return null;
  const l = limit as Record<string, unknown>;
  if (typeof l.resets_at !== 'string' || Number.isNaN(Date.parse(l.resets_at)) || typeof l.remaining !== 'number' || typeof l.needed !== 'number') return null;
  const when = resetWhen(l.resets_at, language, now);
  // a request is one unit (decision 042): a refusal always means none is left today
  return { key: 'errors.limitNone', values: when };
}

export function messageFrom(source: unknown, fallbackKey: string, language = 'en'): StudioMessage {
  const limit = limitMessage(source, language);
  if (limit) return limit;
  if (source && typeof source === 'object') {
    const s = source as Record<string, unknown>;
    // An answer that is not what the contract says (lib/answer-schemas.ts) or an aborted request says
    // nothing a homeowner can act on.
    if (isValiError(source) || s.name === 'AbortError') return { key: fallbackKey };
    const found = text(s.detail) ?? text(s.message) ?? text(s.error);
    // The server's address refusal is said in the owner's language, with its hint.
    if (found?.startsWith(ADDRESS_INVALID)) return { key: 'errors.addressInvalid' };
    // a home in a building (decision 047): the honest answer, with the photo path, in the owner's language
    if (found?.startsWith(ADDRESS_APARTMENT)) return { key: 'errors.addressApartment' };
    if (found) return { text: found };
  }
  return { key: fallbackKey };
}
