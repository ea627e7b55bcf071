import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '@landscape/contract';
import { firebaseWebConfig } from '../../services/firebase-web.ts';

/** What the studio needs to know about this deployment; the same build then runs anywhere. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/config', { schema: { response: { 200: clientConfigSchema } } }, async (_req, reply) => {
    const c = app.runtime.config;
    reply.header('Cache-Control', 'no-cache');
    return {
      auth: {
        mode: c.AUTH,
        projectId: c.FIREBASE_PROJECT_ID,
        ...firebaseWebConfig(c),
      },
      contactEmail: c.CONTACT_EMAIL,
      analyticsPixelUrl: c.ANALYTICS_PIXEL_URL ?? null,
      dailyLimit: c.DAILY_LIMIT,
    };
  });
};
