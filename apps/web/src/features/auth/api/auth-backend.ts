import { LIMITS, type SocialProvider } from '@landscape/contract/constants';

// The seam between the app and the identity provider (product §2, §7). The Firebase-backed
// implementation lives in firebase-backend.ts; tests and the unconfigured fallback use this file only.

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';
export type { SocialProvider };

/** product §3: role is always 'user' on the client; the limits are client defaults only. */
export interface AuthUser {
  uid: string;
  email: string;
  name: string | null;
  role: 'user';
  daily_limit: number;
  usage_today: number;
  /** Whether the identity provider has confirmed the e-mail address (sign-up sends a link). */
  emailVerified?: boolean;
}

/**
 * Why sign-in cannot be offered: the deployment runs without accounts (AUTH=none), or its
 * configuration could not be read. `null` when sign-in works.
 */
export type AuthUnavailable = 'disabled' | 'unreachable' | null;

export interface AuthSnapshot {
  status: AuthStatus;
  user: AuthUser | null;
  unavailable?: AuthUnavailable;
  /**
   * The social sign-in this deployment offers (GET /api/config: AUTH_PROVIDERS, none on the Auth Emulator);
   * absent until the settings are read. Each has a button; one not listed has none.
   */
  providers?: readonly SocialProvider[];
}

/** What finishing a redirect sign-in (on /auth/callback) found. */
export interface RedirectOutcome {
  signedIn: boolean;
  /** Same-site path the visitor started from, when known. */
  returnTo: string | null;
}

/**
 * What went wrong, for the message catalogue of product §8. `provider` carries the identity
 * provider's own message (shown as is); the others map to fixed, translated texts.
 */
export type AuthErrorCode = 'provider' | 'unexpected' | 'social' | 'sign-out';
export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string = code,
    /** A common provider failure with a translated text (auth:providerErrors.<reason>); else `message` is shown. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export interface AuthBackend {
  current(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /** Sign-in is about to open: start loading what it needs. */
  prepare?(): void;
  signIn(email: string, password: string): Promise<void>;
  signUp(name: string, email: string, password: string): Promise<void>;
  signInWithProvider(provider: SocialProvider): Promise<void>;
  signOut(): Promise<void>;
  /** Finishes a redirect sign-in started when the popup was blocked (called on /auth/callback). */
  completeRedirect?(): Promise<RedirectOutcome>;
  /** Re-reads the account (e.g. after the visitor opened the verification link) and refreshes the token. */
  refresh?(): Promise<void>;
  /** Sends the e-mail verification link again. */
  resendVerification?(): Promise<void>;
  /** "Forgot password?": a reset link to that address (the local outbox in embedded mode, the provider's e-mail otherwise). */
  sendPasswordReset?(email: string): Promise<void>;
  /** The link of a verification e-mail, opened on /account/action. */
  applyVerification?(code: string): Promise<void>;
  /** The link of a reset e-mail: the address it is for, then the new password. */
  checkPasswordReset?(code: string): Promise<string>;
  confirmPasswordReset?(code: string, password: string): Promise<void>;
}

export function toAuthUser(raw: { uid: string; email: string | null; displayName?: string | null; emailVerified?: boolean }): AuthUser {
  return {
    uid: raw.uid,
    email: raw.email ?? '',
    name: raw.displayName?.trim() || null,
    role: 'user',
    daily_limit: LIMITS.dailyGenerations,
    usage_today: 0,
    ...(raw.emailVerified === undefined ? {} : { emailVerified: raw.emailVerified }),
  };
}

/** Name shown in the user menu: the display name, else the part of the e-mail before '@'. */
export function displayName(user: Pick<AuthUser, 'name' | 'email'>): string {
  if (user.name?.trim()) return user.name.trim();
  return user.email.split('@')[0] || user.email;
}
