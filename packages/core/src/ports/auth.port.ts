/** A caller proven by a verified ID token. */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** The token is missing, malformed, forged, expired, for another project, or revoked. */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly code: string = 'auth/invalid-token',
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/**
 * The identity provider could not be asked (its signing keys or its account service are unreachable):
 * nothing is known about the token, so the caller is told to retry, not to sign in again.
 */
export class AuthUnavailableError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'AuthUnavailableError';
  }
}

/** Verifies bearer ID tokens. `checkRevoked` asks the identity provider too (sensitive routes). */
export interface Auth {
  readonly mode: 'emulator' | 'firebase' | 'none';
  verify(token: string, opts: { checkRevoked: boolean }): Promise<VerifiedIdentity>;
  /** Exchanges a fresh ID token for a session cookie value (server-rendered admin pages such as the queue dashboard). */
  createSession(idToken: string, expiresInMs: number): Promise<string>;
  /** Verifies a session cookie; revocation too unless `checkRevoked` is false (image requests). */
  verifySession(cookie: string, opts?: { checkRevoked: boolean }): Promise<VerifiedIdentity>;
  close(): Promise<void>;
}
