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
  /**
   * Milliseconds: when the studio saw the account's sessions end (a password reset): every session begun
   * earlier is refused, its refresh token too, whatever `auth_time` later ID tokens carry (decision 046).
   */
  revokedAt?: number | null;
}

/** When a token's session began (ms): the studio's own `sst` claim, else its sign-in time. */
export function sessionStartOf(claims: StudioClaims): number {
  return typeof claims.sst === 'number' ? claims.sst : (claims.auth_time ?? 0) * 1000;
}

/**
 * Whether an account's status refuses a session begun at `sessionStart` (ms) whose ID token says it signed in
 * at `authTime` (s; null for a refresh token, which carries none).
 */
export function isRevoked(status: AccountStatus, sessionStart: number, authTime: number | null): boolean {
  if (status.disabled) return true;
  if (status.validSince !== null && authTime !== null && authTime < status.validSince) return true;
  return status.revokedAt != null && sessionStart < status.revokedAt;
}

export interface AccountStatusSource {
  /** null: no such account. */
  status(uid: string): Promise<AccountStatus | null>;
}

export interface StudioClaims extends JWTPayload {
  user_id?: string;
  auth_time?: number;
  /** The studio's: when the session this token belongs to began (ms), kept through every refresh of it. */
  sst?: number;
  email?: string;
  email_verified?: boolean;
  name?: string;
  firebase?: { sign_in_provider?: string; [k: string]: unknown };
}

/** The account an emulator refresh token names (base64 JSON holding its `localId`), or null. */
function accountOfRefreshToken(rt: string): string | null {
  try {
    const record = JSON.parse(Buffer.from(rt, 'base64').toString('utf8')) as { localId?: unknown };
    return typeof record.localId === 'string' ? record.localId : null;
  } catch {
    return null;
  }
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

  /**
   * The emulator's ID token with the studio's signature (the same claims, so the web SDK reads it as before)
   * and `sst`, when its session began (ms): a sign-in's now, a refresh's the session's own.
   */
  async signIdToken(emulatorToken: string, sessionStart = Date.now()): Promise<string> {
    let claims: StudioClaims;
    try {
      claims = decodeJwt(emulatorToken) as StudioClaims;
    } catch {
      throw invalid();
    }
    return new SignJWT({ ...claims, sst: sessionStart }).setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: 'studio' }).sign(this.key);
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

  /** A refresh token the emulator issued, wrapped so that only the studio's own can be exchanged, with when its session began (ms). */
  async wrapRefreshToken(emulatorToken: string, sessionStart: number): Promise<string> {
    return new SignJWT({ rt: emulatorToken, sst: sessionStart }).setProtectedHeader({ alg: 'HS256', typ: REFRESH_TYPE }).sign(this.key);
  }

  /**
   * The emulator's refresh token inside one the studio wrapped, its account and when its session began
   * (0 for one wrapped before sessions were dated: any revocation ends it); AuthError otherwise.
   */
  async unwrapRefreshToken(token: string): Promise<{ rt: string; uid: string | null; sessionStart: number }> {
    try {
      const { payload, protectedHeader } = await jwtVerify<{ rt?: unknown; sst?: unknown }>(token, this.key, { algorithms: ['HS256'], typ: REFRESH_TYPE });
      if (protectedHeader.typ === REFRESH_TYPE && typeof payload.rt === 'string')
        return { rt: payload.rt, uid: accountOfRefreshToken(payload.rt), sessionStart: typeof payload.sst === 'number' ? payload.sst : 0 };
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
    if (!status || isRevoked(status, sessionStartOf(claims), claims.auth_time ?? 0)) throw invalid();
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
