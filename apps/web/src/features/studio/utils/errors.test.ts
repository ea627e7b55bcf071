import { parse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { generateResponseSchema } from '../../../lib/answer-schemas.ts';
import { messageFrom } from './errors.ts';

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
    expect(messageFrom(Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' }), 'errors.startFailed')).toEqual({ key: 'errors.startFailed' });
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
    expect(messageFrom(new ApiLikeError('Address validation failed: add the city or ZIP code', 'Address validation failed: add the city or ZIP code'), 'x')).toEqual({ key: 'errors.addressInvalid' });
  });
});
