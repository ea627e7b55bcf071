import { AuthError } from '../api/auth-backend.ts';

// Firebase failures as the messages of product §8: the common ones get a readable, translated text
// (auth:providerErrors.<reason>); the rest keep the provider's own message, tidied up.

/** Firebase error code -> translation key under auth:providerErrors. */
const REASONS: Record<string, string> = {
  'auth/wrong-password': 'wrongPassword',
  'auth/invalid-credential': 'invalidCredential',
  'auth/invalid-login-credentials': 'invalidCredential',
  'auth/user-not-found': 'userNotFound',
  'auth/email-already-in-use': 'emailInUse',
  'auth/weak-password': 'weakPassword',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/invalid-email': 'invalidEmail',
  'auth/user-disabled': 'userDisabled',
  'auth/network-request-failed': 'network',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupClosed',
  'auth/user-cancelled': 'popupClosed',
  'auth/account-exists-with-different-credential': 'differentCredential',
  'auth/operation-not-allowed': 'operationNotAllowed',
  // the server's Auth Emulator has not finished starting (503 from the sign-in proxy)
  'auth/unavailable': 'starting',
};

/** Codes after which a popup sign-in is retried as a full-page redirect. */
export const POPUP_UNAVAILABLE = new Set(['auth/popup-blocked', 'auth/operation-not-supported-in-this-environment']);

export function errorCode(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** "Firebase: Password should be at least 6 characters (auth/weak-password)." -> "Password should be at least 6 characters". */
export function providerMessage(err: unknown): string {
  const raw = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  const code = errorCode(err);
  let text = raw
    .replace(/^Firebase:\s*/i, '')
    .replace(/\s*\(auth\/[\w-]+\)\.?\s*$/, '')
    .trim();
  if (!text || /^error$/i.test(text)) text = '';
  if (!text && code) {
    const words = code.replace(/^auth\//, '').replace(/-/g, ' ');
    text = words.charAt(0).toUpperCase() + words.slice(1);
  }
  return text;
}

/** Turns anything thrown by the Firebase SDK into the seam's AuthError. */
export function toAuthError(err: unknown, kind: 'provider' | 'social'): AuthError {
  if (err instanceof AuthError) return err;
  const code = errorCode(err);
  if (!code) return new AuthError(kind === 'social' ? 'social' : 'unexpected');
  const message = providerMessage(err);
  // the server's Auth Emulator stopped and is being started again (503 "UNAVAILABLE : sign-in is restarting")
  const reason = code === 'auth/unavailable' && /restarting/i.test(message) ? 'restarting' : REASONS[code];
  if (reason) return new AuthError('provider', message || code, reason);
  // Social sign-in failures without a readable cause keep the product's 'Authentication failed'.
  if (kind === 'social') return new AuthError('social', message || code);
  return message ? new AuthError('provider', message) : new AuthError('unexpected');
}
