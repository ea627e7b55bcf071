import { describe, expect, it } from 'vitest';
import { AuthError } from '../api/auth-backend.ts';
import { providerMessage, toAuthError } from './firebase-errors.ts';

const fbError = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

describe('firebase errors (product §8)', () => {
  it('gives the common failures a translated reason', () => {
    for (const [code, reason] of [
      ['auth/wrong-password', 'wrongPassword'],
      ['auth/invalid-credential', 'invalidCredential'],
      ['auth/user-not-found', 'userNotFound'],
      ['auth/email-already-in-use', 'emailInUse'],
      ['auth/weak-password', 'weakPassword'],
      ['auth/too-many-requests', 'tooManyRequests'],
    ]) {
      const e = toAuthError(fbError(code), 'provider');
      expect(e.code).toBe('provider');
      expect(e.reason).toBe(reason);
    }
  });

  it("tells a sign-in that is starting from one that is restarting (the server's 503 UNAVAILABLE)", () => {
    expect(toAuthError(fbError('auth/unavailable', 'Firebase: sign-in is starting (auth/unavailable).'), 'provider').reason).toBe('starting');
    expect(toAuthError(fbError('auth/unavailable', 'Firebase: sign-in is restarting (auth/unavailable).'), 'provider').reason).toBe('restarting');
  });

  it("keeps the provider's own message for the rest, without the SDK's wrapping", () => {
    const e = toAuthError(fbError('auth/quota-exceeded', 'Firebase: Exceeded quota for verifying passwords. (auth/quota-exceeded).'), 'provider');
    expect(e).toMatchObject({ code: 'provider', message: 'Exceeded quota for verifying passwords.' });
    expect(e.reason).toBeUndefined();
    expect(providerMessage(fbError('auth/internal-error'))).toBe('Internal error');
  });

  it("social failures without a readable cause stay 'Authentication failed'", () => {
    expect(toAuthError(fbError('auth/internal-error'), 'social').code).toBe('social');
    expect(toAuthError(fbError('auth/popup-closed-by-user'), 'social').reason).toBe('popupClosed');
  });

  it('anything that is not a provider error is unexpected', () => {
    expect(toAuthError(new TypeError('boom'), 'provider').code).toBe('unexpected');
    const own = new AuthError('social');
    expect(toAuthError(own, 'provider')).toBe(own);
  });
});
