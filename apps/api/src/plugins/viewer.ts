import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLAIM_TOKEN_HEADER } from '@landscape/contract';
import { AccessTokens } from '@landscape/core';
import { HttpError } from './errors.ts';

/** Who is calling. Visitors have no user id; a verified bearer ID token makes a signed-in user. */
export interface Viewer {
  userId: string | null;
  uid: string | null;
  email: string | null;
  name: string | null;
  role: 'visitor' | 'user' | 'admin';
  /** Signed in with a personal access token (an AI assistant), not an ID token: never an admin, and it cannot manage tokens. */
  accessToken?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
  interface FastifyContextConfig {
    /** Verify the token against revocation too (account changes, deletions). */
    sensitive?: boolean;
    /** The route reads `Authorization` itself (a bearer that is not an ID token, e.g. METRICS_TOKEN). */
    ownAuthorization?: boolean;
  }
}

/**
 * The httpOnly session cookie the studio trades for each fresh ID token (POST /api/session): what browser
 * navigation and <img> carry instead of a bearer token (the queue dashboard, a signed-in user's images).
 */
export const SESSION_COOKIE = '__session';

const VISITOR: Viewer = { userId: null, uid: null, email: null, name: null, role: 'visitor' };

/**
 * Every request that carries a bearer token has it verified (firebase-admin) and its user row upserted, or,
 * for a personal access token (an AI assistant's), its user looked up by the token's hash;
 * a bad token is a 401 (AuthError), never a silent downgrade to visitor; an identity provider that
 * cannot be asked is a 503 (AuthUnavailableError). plugins/errors.ts turns both into answers.
 */
export function registerViewer(app: FastifyInstance) {
  app.decorateRequest('viewer', null as unknown as Viewer);
  app.addHook('onRequest', async (request) => {
    request.viewer = VISITOR;
    const header = request.headers.authorization;
    if (!header || request.routeOptions.config?.ownAuthorization === true) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new HttpError(401, 'Malformed Authorization header', { 'WWW-Authenticate': 'Bearer' });
    const sensitive = request.routeOptions.config?.sensitive === true;
    if (AccessTokens.isAccessToken(match[1]!)) {
      const user = await app.runtime.accessTokens.verify(match[1]!, { fresh: sensitive });
      request.viewer = { userId: user.id, uid: user.uid, email: user.email, name: user.name, role: user.role, accessToken: true };
      return;
    }
    const identity = await app.runtime.auth.verify(match[1]!, { checkRevoked: sensitive });
    const user = await app.runtime.users.upsert(identity);
    request.viewer = { userId: user.id, uid: user.uid, email: user.email, name: user.name, role: user.role };
  });
}

export function requireUser(request: FastifyRequest): Viewer & { userId: string } {
  if (!request.viewer.userId) throw new HttpError(401, 'Please sign in to access this feature', { 'WWW-Authenticate': 'Bearer' });
  return request.viewer as Viewer & { userId: string };
}

export function requireAdmin(request: FastifyRequest): Viewer & { userId: string } {
  const viewer = requireUser(request);
  if (viewer.role !== 'admin') throw new HttpError(403, 'Administrator access required');
  return viewer;
}

/**
 * Who may see a visitor's design: the signed-in user, or the browser holding the claim token it was given
 * with the generation (a header longer than any token the studio issues is no token).
 */
export function designViewer(request: FastifyRequest): { userId: string | null; claimToken: string | null } {
  const token = request.headers[CLAIM_TOKEN_HEADER];
  return { userId: request.viewer.userId, claimToken: typeof token === 'string' && token.length <= 128 ? token : null };
}
