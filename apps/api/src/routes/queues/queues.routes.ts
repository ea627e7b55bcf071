import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isBullMqQueue } from '@landscape/core';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { queueAdminResponseSchema } from '@landscape/contract';
import { HttpError, authHttpError } from '../../plugins/errors.ts';
import { requireAdmin, SESSION_COOKIE } from '../../plugins/viewer.ts';

const BASE = '/admin/queues';

/** Only an admin with a live session cookie may open the dashboard (revocation checked on every request). */
async function requireAdminSession(app: FastifyInstance, request: FastifyRequest) {
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) throw new HttpError(401, 'Please sign in as an administrator to open the queue dashboard');
  // bull-board answers errors of its routes itself, so a refused cookie is turned into its answer here
  const identity = await app.runtime.auth.verifySession(cookie).catch((err: unknown) => {
    throw authHttpError(err, request) ?? err;
  });
  const user = await app.runtime.users.upsert(identity);
  if (user.role !== 'admin') throw new HttpError(403, 'Administrator access required');
}

/**
 * The job queue for admins: GET /api/admin/queue answers its counts and the operator notices in both modes
 * (the studio's Queue page shows them); in cluster mode the operators' dashboard (bull-board: depth,
 * active, failed, retry) is served at /admin/queues behind the admin session cookie.
 */
export const queuesRoutes: FastifyPluginAsync = async (app) => {
  const queue = app.runtime.queue;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/admin/queue', { schema: { response: { 200: queueAdminResponseSchema } } }, async (request, reply) => {
    requireAdmin(request);
    reply.header('Cache-Control', 'no-store');
    const notices = await app.runtime.notices.list();
    return { mode: isBullMqQueue(queue) ? ('cluster' as const) : ('embedded' as const), counts: await queue.counts(), operator_notices: notices };
  });
  if (!isBullMqQueue(queue)) {
    // nothing to open beside the studio's own Queue page
    app.get(BASE, async (request, reply) => {
      await requireAdminSession(app, request);
      return reply.redirect('/admin/queue');
    });
    return;
  }
  // bull-board (and the BullMQ it reads) is loaded only in cluster mode
  const [{ createBullBoard }, { BullMQAdapter }, { FastifyAdapter }] = await Promise.all([
    import('@bull-board/api'),
    import('@bull-board/api/bullMQAdapter'),
    import('@bull-board/fastify'),
  ]);
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(BASE);
  createBullBoard({ queues: [new BullMQAdapter(queue.queue)], serverAdapter, options: { uiConfig: { boardTitle: 'Landscape Studio jobs' } } });
  await app.register(async (scoped) => {
    scoped.addHook('onRoute', (route) => {
      route.config = { ...route.config, securityHeaders: 'dashboard' };
    });
    scoped.addHook('onRequest', async (request) => {
      await requireAdminSession(app, request);
    });
    await scoped.register(serverAdapter.registerPlugin(), { prefix: BASE });
  });
};
