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

/** Verifies bearer ID tokens. `checkRevoked` asks the identity provider too (sensitive routes). */
export interface Auth {
  readonly mode: 'emulator' | 'firebase' | 'none';
  verify(token: string, opts: { checkRevoked: boolean }): Promise<VerifiedIdentity>;
  /** Exchanges a fresh ID token for a session cookie value (server-rendered admin pages such as the queue dashboard). */
  createSession(idToken: string, expiresInMs: number): Promise<string>;
  /** Verifies a session cookie, revocation included. */
  verifySession(cookie: string): Promise<VerifiedIdentity>;
  close(): Promise<void>;
}
