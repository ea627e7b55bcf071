import { isValiError } from 'valibot';
import { ADDRESS_INVALID } from '@landscape/contract/constants';
import type { StudioMessage } from '../../../lib/designs/render-status.ts';

// product §8: generation errors use the response detail, then the message, then a fallback.

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

export function messageFrom(source: unknown, fallbackKey: string): StudioMessage {
  if (source && typeof source === 'object') {
    const s = source as Record<string, unknown>;
    // An answer that is not what the contract says (lib/answer-schemas.ts) or an aborted request says
    // nothing a homeowner can act on.
    if (isValiError(source) || s.name === 'AbortError') return { key: fallbackKey };
    const found = text(s.detail) ?? text(s.message) ?? text(s.error);
    // The server's address refusal is said in the owner's language, with its hint.
    if (found?.startsWith(ADDRESS_INVALID)) return { key: 'errors.addressInvalid' };
    if (found) return { text: found };
  }
  return { key: fallbackKey };
}
