import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/viewer.ts';

export const SESSION_COOKIE = '__session';
const SESSION_MS = 8 * 3600 * 1000;

/**
 * Server-rendered admin pages (the queue dashboard) are opened by browser navigation, which carries no
 * bearer token: the studio trades a fresh ID token for an httpOnly session cookie scoped to /admin.
 */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/session', { config: { sensitive: true } }, async (request, reply) => {
    requireUser(request);
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new HttpError(401, 'Please sign in to access this feature');
    const cookie = await app.runtime.auth.createSession(token, SESSION_MS);
    reply.setCookie(SESSION_COOKIE, cookie, {
      path: '/admin',
      httpOnly: true,
      sameSite: 'strict',
      secure: app.runtime.config.isProduction,
      maxAge: SESSION_MS / 1000,
    });
    return { success: true };
  });

  app.delete('/api/session', async (_request, reply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/admin' });
    return { success: true };
  });
};
