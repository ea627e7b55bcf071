import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import { AuthError } from '../../ports/auth.port.ts';
import { writePrivateFile } from './private-file.ts';

// The studio's own signature on the Auth Emulator's tokens (decision record 009, "Tokens the studio
// signs"). The emulator issues unsigned ID tokens (`alg: none`) and refresh tokens that are base64 JSON:
// anyone can write either. So the studio's sign-in proxy signs every token the emulator hands out
// (HS256 with a key kept in DATA_DIR/auth/token.key, 0600) and accepts back only tokens carrying that
// signature; the API verifies the same signature. A token made anywhere else, a custom or IdP sign-in,
// or an unsigned token is refused. The key survives restarts, so sessions do too.

const KEY_FILE = 'token.key';
const REFRESH_TYPE = 'landscape-refresh';
const SESSION_ISSUER = (projectId: string) => `https://session.firebase.google.com/${projectId}`;
const ID_ISSUER = (projectId: string) => `https://securetoken.google.com/${projectId}`;

/** The only sign-in the studio's own sign-in page offers with the emulator. */
export const STUDIO_SIGN_IN_PROVIDERS = new Set(['password']);

/** Whether an account may still use a token: its status as the account store knows it. */
export interface AccountStatus {
  disabled: boolean;
  /** Seconds: tokens whose sign-in (auth_time) is older are revoked. */
  validSince: number | null;
}

export interface AccountStatusSource {
  /** null: no such account. */
  status(uid: string): Promise<AccountStatus | null>;
}

export interface StudioClaims extends JWTPayload {
  user_id?: string;
  auth_time?: number;
  email?: string;
  email_verified?: boolean;
  name?: string;
  firebase?: { sign_in_provider?: string; [k: string]: unknown };
}

const invalid = () => new AuthError('Invalid sign-in token. Please sign in again.', 'auth/invalid-id-token');

export class StudioTokens {
  /** Where revocation is read: the embedded accounts store once it is loaded; null = ask the emulator. */
  accounts: AccountStatusSource | null = null;

  constructor(
    private readonly key: Uint8Array,
    readonly projectId: string,
  ) {}

  /** The key in `dir` (DATA_DIR/auth), made once (32 random bytes) and kept. */
  static inDir(dir: string, projectId: string): StudioTokens {
    const file = join(dir, KEY_FILE);
    if (!existsSync(file)) writePrivateFile(dir, KEY_FILE, randomBytes(32).toString('base64'));
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length < 32) throw new Error(`${file}: the sign-in key is too short; remove the file to make a new one (everyone signs in again)`);
    return new StudioTokens(key, projectId);
  }

  /** The emulator's ID token with the studio's signature (the same claims, so the web SDK reads it as before). */
  async signIdToken(emulatorToken: string): Promise<string> {
    let claims: StudioClaims;
    try {
      claims = decodeJwt(emulatorToken) as StudioClaims;
    } catch {
      throw invalid();
    }
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: 'studio' }).sign(this.key);
  }

  /**
   * The claims of an ID token the studio signed: signature, issuer, audience, expiry and a sign-in the
   * studio offers. Anything else is an AuthError.
   */
  async verifyIdToken(token: string): Promise<StudioClaims> {
    let claims: StudioClaims;
    try {
      ({ payload: claims } = await jwtVerify<StudioClaims>(token, this.key, {
        algorithms: ['HS256'],
        issuer: ID_ISSUER(this.projectId),
        audience: this.projectId,
      }));
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_JWT_EXPIRED')
        throw new AuthError('Your session has expired. Please sign in again.', 'auth/id-token-expired');
      throw invalid();
    }
    if (!claims.sub || claims.sub !== claims.user_id || !STUDIO_SIGN_IN_PROVIDERS.has(claims.firebase?.sign_in_provider ?? '')) throw invalid();
    return claims;
  }

  /** A refresh token the emulator issued, wrapped so that only the studio's own can be exchanged. */
  async wrapRefreshToken(emulatorToken: string): Promise<string> {
    return new SignJWT({ rt: emulatorToken }).setProtectedHeader({ alg: 'HS256', typ: REFRESH_TYPE }).sign(this.key);
  }

  /** The emulator's refresh token inside one the studio wrapped; AuthError otherwise. */
  async unwrapRefreshToken(token: string): Promise<string> {
    try {
      const { payload, protectedHeader } = await jwtVerify<{ rt?: unknown }>(token, this.key, { algorithms: ['HS256'], typ: REFRESH_TYPE });
      if (protectedHeader.typ === REFRESH_TYPE && typeof payload.rt === 'string') return payload.rt;
    } catch {
      // refused below
    }
    throw invalid();
  }

  /** A session cookie value for a verified ID token: the studio signs it; nothing else is accepted back. */
  async signSession(claims: StudioClaims, expiresInMs: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const { iss: _iss, exp: _exp, iat: _iat, ...rest } = claims;
    return new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: 'studio-session' })
      .setIssuer(SESSION_ISSUER(this.projectId))
      .setIssuedAt(now)
      .setExpirationTime(now + Math.floor(expiresInMs / 1000))
      .sign(this.key);
  }

  async verifySession(cookie: string): Promise<StudioClaims> {
    try {
      const { payload } = await jwtVerify<StudioClaims>(cookie, this.key, {
        algorithms: ['HS256'],
        issuer: SESSION_ISSUER(this.projectId),
        audience: this.projectId,
      });
      if (payload.sub && payload.sub === payload.user_id && STUDIO_SIGN_IN_PROVIDERS.has(payload.firebase?.sign_in_provider ?? '')) return payload;
    } catch {
      // refused below
    }
    throw new AuthError('Your session has expired. Please sign in again.', 'auth/session-cookie-expired');
  }

  /**
   * An ID token the browser hands back to the emulator (a profile update, a reload, a verification
   * e-mail): the studio's signature and, with the studio's account store, the account's revocation are
   * checked here; the emulator gets its own unsigned form.
   */
  async forEmulator(token: string): Promise<string> {
    const claims = await this.verifyIdToken(token);
    if (!this.accounts) return StudioTokens.unsigned(claims, false);
    const status = await this.accounts.status(claims.sub!);
    if (!status || status.disabled || (status.validSince !== null && (claims.auth_time ?? 0) < status.validSince)) throw invalid();
    return StudioTokens.unsigned(claims, true);
  }

  /**
   * The token as the emulator issues them (unsigned). With `now`, after the studio checked the account's
   * revocation itself, `iat` is now, so the emulator's own "valid since" (reset whenever the accounts are
   * imported at start) does not refuse a session that is still valid.
   */
  static unsigned(claims: StudioClaims, now: boolean): string {
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const iat = now ? Math.max(claims.iat ?? 0, Math.floor(Date.now() / 1000)) : claims.iat;
    return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iat })}.`;
  }
}
