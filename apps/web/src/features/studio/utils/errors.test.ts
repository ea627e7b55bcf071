import { parse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { generateResponseSchema } from '../../../lib/answer-schemas.ts';
import { limitMessage, messageFrom, resetTime, resetWhen } from './errors.ts';

class ApiLikeError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

describe('error message precedence (product §8)', () => {
  it('prefers the detail', () => {
    expect(messageFrom({ detail: 'Address not found', message: 'Bad Request' }, 'errors.generationFailed')).toEqual({ text: 'Address not found' });
    expect(messageFrom(new ApiLikeError('Bad Request', 'Unknown style'), 'x')).toEqual({ text: 'Unknown style' });
  });

  it('then the message', () => {
    expect(messageFrom(new Error('Network down'), 'x')).toEqual({ text: 'Network down' });
    expect(messageFrom({ detail: '  ', message: 'Quota reached' }, 'x')).toEqual({ text: 'Quota reached' });
  });

  it('then the fallback', () => {
    expect(messageFrom(undefined, 'errors.startFailed')).toEqual({ key: 'errors.startFailed' });
    expect(messageFrom({}, 'errors.startFailed')).toEqual({ key: 'errors.startFailed' });
    expect(messageFrom(Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' }), 'errors.startFailed')).toEqual({
      key: 'errors.startFailed',
    });
  });

  it('never shows the text of an answer that does not match the contract', () => {
    let mismatch: unknown;
    try {
      parse(generateResponseSchema, { success: 'yes', detail: 'Invalid type: Expected boolean but received "yes"' });
    } catch (err) {
      mismatch = err;
    }
    expect(mismatch).toBeInstanceOf(Error);
    expect(messageFrom(mismatch, 'errors.generationFailed')).toEqual({ key: 'errors.generationFailed' });
  });

  it("says the server's address refusal in the owner's language", () => {
    expect(
      messageFrom(new ApiLikeError('Address validation failed: add the city or ZIP code', 'Address validation failed: add the city or ZIP code'), 'x'),
    ).toEqual({ key: 'errors.addressInvalid' });
  });

  it("says the server's answer to a home in a building in the owner's language", () => {
    const detail =
      'This address is a home in a multi-storey building: it names a unit (Apt 4B). The studio designs the yards of houses; for a courtyard, balcony or shared garden, add a photo of it and the studio designs on your photo.';
    expect(messageFrom(new ApiLikeError(detail, 'This address is a home in a multi-storey building'), 'x')).toEqual({ key: 'errors.addressApartment' });
  });

  it('says the daily limit once, with when it resets in the locale and time zone of the homeowner', () => {
    const resets_at = '2026-11-27T00:00:00.000Z';
    const answer = {
      detail: 'Daily limit reached: 8 designs a day. You can create more after 00:00 UTC.',
      limit: { needed: 1, remaining: 0, daily_limit: 8, resets_at },
    };
    const err = Object.assign(new ApiLikeError(answer.detail, answer.detail), { status: 429, body: answer });
    for (const lang of ['en', 'es', 'zh']) {
      const time = new Date(resets_at).toLocaleTimeString(lang, { hour: 'numeric', minute: '2-digit' });
      expect(messageFrom(err, 'errors.startFailed', lang)).toEqual({ key: 'errors.limitNone', values: resetWhen(resets_at, lang) });
      expect(resetWhen(resets_at, lang).time).toBe(time);
      expect(resetTime(resets_at, lang)).toBe(time);
    }
    // es and zh use a 24-hour clock; en says AM/PM: never both a local time and UTC in one message
    expect(resetTime('2026-11-27T17:00:00.000Z', 'es')).not.toMatch(/[AP]M/);
    // a request is one unit: whatever the server says it still needed, the answer is that none is left
    const now = new Date('2026-11-26T12:00:00.000Z');
    const over = { ...answer, limit: { ...answer.limit, needed: 1, remaining: 0 } };
    expect(limitMessage(over, 'en', now)).toEqual({ key: 'errors.limitNone', values: resetWhen(resets_at, 'en', now) });
    // no limit in the answer, or a broken one: the usual precedence
    expect(limitMessage({ detail: 'x' }, 'en')).toBeNull();
    expect(limitMessage({ limit: { resets_at: 'soon', remaining: 0, needed: 1 } }, 'en')).toBeNull();
  });

  it('says "tomorrow" when the reset falls on the next day of the homeowner\'s own calendar', () => {
    const zone = process.env.TZ;
    const resets = '2026-11-27T00:00:00.000Z';
    const now = new Date('2026-11-26T10:00:00.000Z');
    try {
      // midnight UTC is 4 PM the same day in California, 9 AM the next day in Tokyo
      process.env.TZ = 'America/Los_Angeles';
      expect(resetWhen(resets, 'en', now)).toEqual({ time: '4:00 PM' });
      process.env.TZ = 'Asia/Tokyo';
      expect(resetWhen(resets, 'en', now)).toEqual({ time: '9:00 AM', context: 'tomorrow' });
      expect(resetWhen(resets, 'es', now)).toEqual({ time: '9:00', context: 'tomorrow' });
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
