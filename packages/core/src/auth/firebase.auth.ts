import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth as AdminAuth } from 'firebase-admin/auth';
import type { Auth, VerifiedIdentity } from './auth.port.ts';
import { AuthError } from './auth.port.ts';

export interface FirebaseAuthOptions {
  projectId: string;
  /** host:port of the Auth Emulator; unset for a real project. */
  emulatorHost?: string;
}

/**
 * firebase-admin verification: signature, audience (project id), issuer, expiry; with `checkRevoked`
 * also whether the account was disabled or its sessions revoked.
 */
export class FirebaseAuth implements Auth {
  readonly mode: 'emulator' | 'firebase';
  private readonly app: App;
  private readonly auth: AdminAuth;

  constructor(opts: FirebaseAuthOptions) {
    this.mode = opts.emulatorHost ? 'emulator' : 'firebase';
    // firebase-admin takes the emulator address only from this variable (written, never read, here);
    // config.ts has already refused the emulator in production.
    /* eslint-disable no-restricted-properties */
    if (opts.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = opts.emulatorHost;
    else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    /* eslint-enable no-restricted-properties */
    this.app = initializeApp({ projectId: opts.projectId }, `landscape-${randomUUID()}`);
    this.auth = getAuth(this.app);
  }

  async verify(token: string, opts: { checkRevoked: boolean }): Promise<VerifiedIdentity> {
    try {
      const decoded = await this.auth.verifyIdToken(token, opts.checkRevoked);
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' ? decoded.name : null,
      };
    } catch (err) {
      const code = (err as { code?: string }).code ?? 'auth/invalid-token';
      throw new AuthError(code === 'auth/id-token-expired' ? 'Your session has expired. Please sign in again.' : 'Invalid sign-in token. Please sign in again.', code);
    }
  }

  async createSession(idToken: string, expiresInMs: number): Promise<string> {
    try {
      return await this.auth.createSessionCookie(idToken, { expiresIn: expiresInMs });
    } catch (err) {
      throw new AuthError('Invalid sign-in token. Please sign in again.', (err as { code?: string }).code);
    }
  }

  async verifySession(cookie: string): Promise<VerifiedIdentity> {
    try {
      const d = await this.auth.verifySessionCookie(cookie, true);
      return { uid: d.uid, email: d.email ?? null, emailVerified: d.email_verified === true, name: typeof d.name === 'string' ? d.name : null };
    } catch (err) {
      throw new AuthError('Your session has expired. Please sign in again.', (err as { code?: string }).code);
    }
  }

  async close() {
    await deleteApp(this.app);
  }
}

/** AUTH=none: nobody can sign in; every bearer token is refused. */
export class NoAuth implements Auth {
  readonly mode = 'none' as const;
  async verify(): Promise<VerifiedIdentity> {
    throw new AuthError('Sign-in is not available on this server.', 'auth/disabled');
  }
  async createSession(): Promise<string> {
    throw new AuthError('Sign-in is not available on this server.', 'auth/disabled');
  }
  async verifySession(): Promise<VerifiedIdentity> {
    throw new AuthError('Sign-in is not available on this server.', 'auth/disabled');
  }
  async close() {}
}
