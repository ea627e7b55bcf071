import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isBullMqQueue } from '@landscape/core';
import { HttpError, authHttpError } from '../../plugins/errors.ts';
import { SESSION_COOKIE } from '../session/session.routes.ts';
import { dashboardDirectives } from '../../plugins/security-headers.ts';

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

/** The operators' queue dashboard (bull-board): depth, active, failed, retry. Cluster mode only. */
export const queuesRoutes: FastifyPluginAsync = async (app) => {
  const queue = app.runtime.queue;
  if (!isBullMqQueue(queue)) {
    app.get(BASE, async (request) => {
      await requireAdminSession(app, request);
      return { mode: 'embedded', detail: 'The queue dashboard needs cluster mode (REDIS_URL); the in-process queue holds:', counts: await queue.counts(), operatorNotices: await app.runtime.notices.list() };
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
    scoped.addHook('onRequest', async (request, reply) => {
      await requireAdminSession(app, request);
      reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives: dashboardDirectives() } });
    });
    await scoped.register(serverAdapter.registerPlugin(), { prefix: BASE });
  });
};
