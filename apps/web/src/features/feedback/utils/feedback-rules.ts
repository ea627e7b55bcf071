import { LIMITS } from '@landscape/contract/constants';

// product §5: feedback is 10 to 500 characters, input capped at 500; the counter turns red under 10
// and amber at 500. Lengths are UTF-16 units, exactly as the contract's zod schema (and the
// textarea's maxLength) count them, so the client never accepts what the server refuses.

export type CounterTone = 'error' | 'warning' | 'normal';

/** What the textarea keeps when the user types or pastes past the cap, never splitting an emoji. */
export function capFeedback(text: string, max: number = LIMITS.feedbackMax): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut;
}

export function feedbackStatus(text: string) {
  const length = text.trim().length;
  const tooShort = length < LIMITS.feedbackMin;
  const tone: CounterTone = tooShort ? 'error' : text.length >= LIMITS.feedbackMax ? 'warning' : 'normal';
  return { length: text.length, valid: !tooShort && length <= LIMITS.feedbackMax, tooShort, tone };
}
