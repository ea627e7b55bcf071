import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@landscape/contract';

/** Healthy only when the database and the queue both answer (spec §7: 'healthy' means OK). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } }, async (_req, reply) => {
    const rt = app.runtime;
    const check = async (fn: () => Promise<void>) => {
      try {
        await Promise.race([fn(), new Promise((_, rej) => setTimeout(() => rej(new Error('timeout')), 2_000))]);
        return 'ok' as const;
      } catch {
        return 'error' as const;
      }
    };
    const [database, queue, storage] = await Promise.all([check(() => rt.db.ping()), check(() => rt.queue.ping()), check(() => rt.storage.ping())]);
    const healthy = database === 'ok' && queue === 'ok' && storage === 'ok';
    return reply.status(healthy ? 200 : 503).send({ status: healthy ? 'healthy' : 'unhealthy', checks: { database, queue, storage }, mode: rt.config.mode });
  });
};
