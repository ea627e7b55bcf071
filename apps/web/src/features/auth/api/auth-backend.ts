import { LIMITS } from '@landscape/contract';

// The seam between the app and the identity provider (spec §2, §7). The accounts issue replaces
// `authBackend` with a Firebase-backed one; nothing else in the app needs to change.

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';
export type SocialProvider = 'google' | 'apple' | 'facebook';

/** Spec §3: role is always 'user' on the client; the limits are client defaults only. */
export interface AuthUser {
  uid: string;
  email: string;
  name: string | null;
  role: 'user';
  daily_limit: number;
  usage_today: number;
}

export interface AuthSnapshot {
  status: AuthStatus;
  user: AuthUser | null;
}

/**
 * What went wrong, for the message catalogue of spec §8. `provider` carries the identity
 * provider's own message (shown as is); the others map to fixed, translated texts.
 */
export type AuthErrorCode = 'provider' | 'unexpected' | 'social' | 'sign-out';
export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export interface AuthBackend {
  current(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  signIn(email: string, password: string): Promise<void>;
  signUp(name: string, email: string, password: string): Promise<void>;
  signInWithProvider(provider: SocialProvider): Promise<void>;
  signOut(): Promise<void>;
}

export function toAuthUser(raw: { uid: string; email: string | null; displayName?: string | null }): AuthUser {
  return {
    uid: raw.uid,
    email: raw.email ?? '',
    name: raw.displayName?.trim() || null,
    role: 'user',
    daily_limit: LIMITS.dailyGenerations,
    usage_today: 0,
  };
}

/** Name shown in the user menu: the display name, else the part of the e-mail before '@'. */
export function displayName(user: Pick<AuthUser, 'name' | 'email'>): string {
  if (user.name?.trim()) return user.name.trim();
  return user.email.split('@')[0] || user.email;
}

const SIGNED_OUT: AuthSnapshot = { status: 'signed-out', user: null };

/**
 * No identity provider is connected yet, so every visitor is signed out and every attempt fails
 * with the spec's unexpected-error message rather than pretending to succeed.
 */
export const unconfiguredAuthBackend: AuthBackend = {
  current: () => SIGNED_OUT,
  subscribe: () => () => {},
  signIn: () => Promise.reject(new AuthError('unexpected')),
  signUp: () => Promise.reject(new AuthError('unexpected')),
  signInWithProvider: () => Promise.reject(new AuthError('social')),
  signOut: () => Promise.resolve(),
};

export const authBackend: AuthBackend = unconfiguredAuthBackend;
