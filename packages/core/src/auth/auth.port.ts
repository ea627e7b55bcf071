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
  close(): Promise<void>;
}
