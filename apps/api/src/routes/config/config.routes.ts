import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '@landscape/contract';

/** What the studio needs to know about this deployment; the same build then runs anywhere. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/config', { schema: { response: { 200: clientConfigSchema } } }, async (_req, reply) => {
    const c = app.runtime.config;
    reply.header('Cache-Control', 'no-cache');
    return {
      auth: {
        mode: c.AUTH,
        projectId: c.FIREBASE_PROJECT_ID,
        apiKey: c.FIREBASE_API_KEY ?? (c.AUTH === 'emulator' ? 'emulator-api-key' : null),
        authDomain: c.FIREBASE_AUTH_DOMAIN ?? (c.AUTH === 'emulator' ? `${c.FIREBASE_PROJECT_ID}.firebaseapp.com` : null),
        emulatorUrl: c.AUTH === 'emulator' ? `http://${c.FIREBASE_AUTH_EMULATOR_HOST}` : null,
      },
      contactEmail: c.CONTACT_EMAIL,
      analyticsPixelUrl: c.ANALYTICS_PIXEL_URL ?? null,
      dailyLimit: c.DAILY_LIMIT,
    };
  });
};
