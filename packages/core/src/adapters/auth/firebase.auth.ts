import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import type { Auth as AdminAuth } from 'firebase-admin/auth';
import { cleanText, hasControlCharacters } from '@landscape/contract';
import type { Auth, VerifiedIdentity } from '../../ports/auth.port.ts';
import { AuthError, AuthUnavailableError } from '../../ports/auth.port.ts';
import { isRevoked, sessionStartOf, type AccountStatus, type StudioClaims, type StudioTokens } from './studio-tokens.ts';

export interface FirebaseAuthOptions {
  projectId: string;
  /** host:port of the Auth Emulator; unset for a real project. */
  emulatorHost?: string;
  /** The agent firebase-admin makes its calls through (signing keys, account lookups): an outbound proxy, or a test's. */
  httpAgent?: Agent;
  /**
   * With the emulator: the studio's signature on its tokens (studio-tokens.ts). Set, only tokens the
   * studio's sign-in signed are accepted; unset (a test's own port), the emulator's unsigned tokens are.
   */
  tokens?: StudioTokens;
}

/**
 * firebase-admin reports a failed key download as a token error (`auth/argument-error` carrying the
 * network error's text) and a failed account lookup as `app/network-*`: both mean "could not ask", not
 * "bad token".
 */
export function isProviderUnreachable(err: unknown): boolean {
  const { code, message } = err as { code?: string; message?: string };
  if (code === 'app/network-error' || code === 'app/network-timeout' || code === 'auth/internal-error') return true;
  return /^(Error fetching public keys|Error while making request)/.test(message ?? '');
}

/**
 * The identity provider's fields pass the same rule as request fields: no control characters reach the
 * database (a NUL in a display name would make every call of that account fail).
 */
function identityOf(d: { uid: string; email?: unknown; email_verified?: unknown; name?: unknown }): VerifiedIdentity {
  const email = typeof d.email === 'string' && !hasControlCharacters(d.email) ? d.email : null;
  return { uid: d.uid, email, emailVerified: email !== null && d.email_verified === true, name: cleanText(d.name) };
}

const fromStudio = (c: StudioClaims) => identityOf({ uid: c.sub!, email: c.email, email_verified: c.email_verified, name: c.name });

function refusal(err: unknown, invalid: string): Error {
  if (isProviderUnreachable(err)) return new AuthUnavailableError('The identity provider could not be reached', err);
  const code = (err as { code?: string }).code ?? 'auth/invalid-token';
  return new AuthError(
    code === 'auth/id-token-expired' || code === 'auth/session-cookie-expired' ? 'Your session has expired. Please sign in again.' : invalid,
    code,
  );
}

/**
 * firebase-admin verification: signature, audience (project id), issuer, expiry; with `checkRevoked`
 * also whether the account was disabled or its sessions revoked.
 */
export class FirebaseAuth implements Auth {
  readonly mode: 'emulator' | 'firebase';
  /** firebase-admin, loaded and set up on the first sign-in the server checks. */
  private admin: Promise<{ auth: AdminAuth; close: () => Promise<void> }> | null = null;

  constructor(private readonly opts: FirebaseAuthOptions) {
    this.mode = opts.emulatorHost ? 'emulator' : 'firebase';
    // firebase-admin takes the emulator address only from this variable (written, never read, here);
    // config.ts has already refused the emulator in production.
    /* eslint-disable no-restricted-properties */
    if (opts.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = opts.emulatorHost;
    else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    /* eslint-enable no-restricted-properties */
  }

  private async adminAuth(): Promise<AdminAuth> {
    this.admin ??= (async () => {
      const [{ initializeApp, deleteApp }, { getAuth }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]);
      const { projectId, httpAgent } = this.opts;
      const app = initializeApp({ projectId, ...(httpAgent ? { httpAgent } : {}) }, `landscape-${randomUUID()}`);
      return { auth: getAuth(app), close: () => deleteApp(app) };
    })();
    return (await this.admin).auth;
  }

  /** The account's status for revocation: the studio's account store, else the emulator's own record. */
  private async statusOf(uid: string): Promise<AccountStatus | null> {
    const source = this.opts.tokens?.accounts;
    if (source) return source.status(uid);
    try {
      const user = await (await this.adminAuth()).getUser(uid);
      const after = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : NaN;
      return { disabled: user.disabled, validSince: Number.isNaN(after) ? null : Math.floor(after / 1000) };
    } catch (err) {
      if ((err as { code?: string }).code === 'auth/user-not-found') return null;
      throw refusal(err, 'Invalid sign-in token. Please sign in again.');
    }
  }

  /** An account that is gone, disabled, or whose sessions were revoked after this sign-in. */
  private async checkStatus(claims: StudioClaims, message: string) {
    const status = await this.statusOf(claims.sub!);
    if (!status) throw new AuthError(message, 'auth/user-not-found');
    if (status.disabled) throw new AuthError(message, 'auth/user-disabled');
    if (isRevoked(status, sessionStartOf(claims), claims.auth_time ?? 0)) throw new AuthError(message, 'auth/id-token-revoked');
  }

  /**
   * A studio-signed ID token's claims (emulator mode with the studio's key), revocation checked when asked,
   * and on every call when the studio keeps the accounts itself (an in-memory look-up): a password reset
   * ends every earlier session on every signed-in route (decision 046).
   */
  async verifyStudioToken(token: string, checkRevoked: boolean): Promise<StudioClaims> {
    const claims = await this.opts.tokens!.verifyIdToken(token);
    const message = 'Invalid sign-in token. Please sign in again.';
    if (checkRevoked) await this.checkStatus(claims, message);
    else {
      const status = await this.opts.tokens!.accounts?.status(claims.sub!);
      if (status && isRevoked(status, sessionStartOf(claims), claims.auth_time ?? 0)) throw new AuthError(message, 'auth/id-token-revoked');
    }
    return claims;
  }

  async verify(token: string, opts: { checkRevoked: boolean }): Promise<VerifiedIdentity> {
    if (this.opts.tokens) return fromStudio(await this.verifyStudioToken(token, opts.checkRevoked));
    try {
      return identityOf(await (await this.adminAuth()).verifyIdToken(token, opts.checkRevoked));
    } catch (err) {
      throw refusal(err, 'Invalid sign-in token. Please sign in again.');
    }
  }

  async createSession(idToken: string, expiresInMs: number): Promise<string> {
    if (this.opts.tokens) return this.opts.tokens.signSession(await this.verifyStudioToken(idToken, true), expiresInMs);
    try {
      return await (await this.adminAuth()).createSessionCookie(idToken, { expiresIn: expiresInMs });
    } catch (err) {
      throw refusal(err, 'Invalid sign-in token. Please sign in again.');
    }
  }

  async verifySession(cookie: string, opts: { checkRevoked: boolean } = { checkRevoked: true }): Promise<VerifiedIdentity> {
    if (this.opts.tokens) {
      const claims = await this.opts.tokens.verifySession(cookie);
      if (opts.checkRevoked) await this.checkStatus(claims, 'Your session has expired. Please sign in again.');
      return fromStudio(claims);
    }
    try {
      return identityOf(await (await this.adminAuth()).verifySessionCookie(cookie, opts.checkRevoked));
    } catch (err) {
      throw refusal(err, 'Your session has expired. Please sign in again.');
    }
  }

  async close() {
    if (this.admin) await (await this.admin).close();
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
