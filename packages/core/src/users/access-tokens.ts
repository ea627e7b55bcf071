import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_PREFIX, ACCESS_TOKENS_MAX, type AccessToken } from '@landscape/contract';
import type { AccessTokenRecord, AccessTokenRepository } from '../adapters/repositories/access-token.repository.ts';
import { AuthError } from '../ports/auth.port.ts';
import type { AppUser } from './user.service.ts';

/** How often a token's "last used" is written at most: an assistant polling a design must not write every call. */
const TOUCH_EVERY_MS = 60_000;
/** How long a verified token is believed without asking the database again (a revoked one is forgotten at once here). */
const CACHE_MS = 10_000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const toAccessToken = (r: AccessTokenRecord): AccessToken => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  created_at: r.createdAt.toISOString(),
  last_used_at: r.lastUsedAt?.toISOString() ?? null,
});

/** The account menu already holds as many tokens as it may. */
export class AccessTokenLimitError extends Error {
  constructor() {
    super(`An account can hold at most ${ACCESS_TOKENS_MAX} access tokens. Revoke one you no longer use first.`);
    this.name = 'AccessTokenLimitError';
  }
}

/**
 * Personal access tokens: a signed-in user makes one for an AI assistant (the studio's MCP server), which
 * then calls the studio as that user. The secret is 32 random bytes, shown once; only its SHA-256 is kept,
 * so a stolen database holds no usable token. Revoking deletes it: the next call with it is a 401.
 */
export class AccessTokens {
  private readonly cache = new Map<string, { user: AppUser; tokenId: string; at: number }>();
  private readonly touched = new Map<string, number>();

  constructor(private readonly repo: AccessTokenRepository) {}

  /** True for a bearer the studio made (the others are ID tokens). */
  static isAccessToken(bearer: string): boolean {
    return bearer.startsWith(ACCESS_TOKEN_PREFIX);
  }

  async create(userId: string, name: string): Promise<{ token: AccessToken; secret: string }> {
    const secret = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const row = await this.repo.create({ userId, name, tokenHash: hashOf(secret), prefix: secret.slice(0, ACCESS_TOKEN_PREFIX.length + 4) }, ACCESS_TOKENS_MAX);
    if (!row) throw new AccessTokenLimitError();
    return { token: toAccessToken(row), secret };
  }

  async list(userId: string): Promise<AccessToken[]> {
    return (await this.repo.listFor(userId)).map(toAccessToken);
  }

  async revoke(userId: string, id: string): Promise<boolean> {
    const gone = await this.repo.delete(userId, id);
    for (const [hash, hit] of this.cache) if (hit.tokenId === id) this.cache.delete(hash);
    return gone;
  }

  /**
   * The user a token belongs to, or an AuthError (401). A token never carries the admin role: an assistant
   * works as a user, whatever its owner may do in the studio. `fresh` asks the database whatever was cached
   * (the routes that ask the identity provider about revocation too).
   */
  async verify(secret: string, opts: { fresh?: boolean } = {}, now = Date.now()): Promise<AppUser> {
    const hash = hashOf(secret);
    const hit = this.cache.get(hash);
    if (hit && !opts.fresh && now - hit.at < CACHE_MS) return hit.user;
    const row = await this.repo.findByHash(hash);
    if (!row) {
      this.cache.delete(hash);
      throw new AuthError(
        'This access token is not valid: it was revoked or mistyped. Make a new one in the studio’s account menu.',
        'auth/invalid-access-token',
      );
    }
    const user: AppUser = { id: row.user.id, uid: row.user.firebaseUid, email: row.user.email, name: row.user.name, role: 'user' };
    this.cache.set(hash, { user, tokenId: row.id, at: now });
    if (now - (this.touched.get(row.id) ?? 0) >= TOUCH_EVERY_MS) {
      this.touched.set(row.id, now);
      await this.repo.touch(row.id, new Date(now));
    }
    return user;
  }
}
