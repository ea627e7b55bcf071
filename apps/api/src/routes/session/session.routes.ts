import type { FastifyPluginAsync } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { HttpError } from '../../plugins/errors.ts';
import { requireUser, SESSION_COOKIE } from '../../plugins/viewer.ts';

const SESSION_MS = 8 * 3600 * 1000;

/**
 * Where the session cookie goes. Browser navigation and <img> carry no bearer token: the queue dashboard
 * (a server page) and the signed-in user's own images are opened with the cookie instead. `/static`
 * is lax so an owner opening their image from a link in another site still sends it; images are only read.
 */
const SCOPES: { path: string; sameSite: CookieSerializeOptions['sameSite'] }[] = [
  { path: '/admin', sameSite: 'strict' },
  { path: '/static', sameSite: 'lax' },
];

/** The studio trades each fresh ID token (sign-in, hourly refresh) for an httpOnly session cookie. */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/session', { config: { sensitive: true } }, async (request, reply) => {
    requireUser(request);
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new HttpError(401, 'Please sign in to access this feature');
    const cookie = await app.runtime.auth.createSession(token, SESSION_MS);
    for (const scope of SCOPES) {
      reply.setCookie(SESSION_COOKIE, cookie, { ...scope, httpOnly: true, secure: app.runtime.config.isProduction, maxAge: SESSION_MS / 1000 });
    }
    return { success: true };
  });

  app.delete('/api/session', async (_request, reply) => {
    for (const scope of SCOPES) reply.clearCookie(SESSION_COOKIE, { path: scope.path });
    return { success: true };
  });
};
