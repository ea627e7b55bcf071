import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '@landscape/contract';
import { firebaseWebConfig } from '../../services/firebase-web.ts';

/**
 * Seconds per design each image model keeps to: the offline renderer draws a design in a few seconds,
 * a Gemini render takes 10–30 s (its provider timeout and retries bound the rest).
 */
const DESIGN_SECONDS: Record<'procedural' | 'fake' | 'gemini', { low: number; high: number }> = {
  procedural: { low: 2, high: 10 },
  fake: { low: 1, high: 10 },
  gemini: { low: 10, high: 30 },
};

/** What the studio needs to know about this deployment; the same build then runs anywhere. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  // The measured median is read at most once a minute: every page load asks for the config.
  let cached: { at: number; value: { measured: number | null; samples: number } } | null = null;
  const measured = async (model: string) => {
    if (cached && Date.now() - cached.at < 60_000) return cached.value;
    const { median, samples } = await app.runtime.repos.generations.secondsPerDesign(model);
    cached = { at: Date.now(), value: { measured: median, samples } };
    return cached.value;
  };
  app.get('/api/config', { schema: { response: { 200: clientConfigSchema } } }, async (req, reply) => {
    const c = app.runtime.config;
    reply.header('Cache-Control', req.viewer.role === 'admin' ? 'private, no-cache' : 'no-cache');
    return {
      auth: {
        mode: c.AUTH,
        projectId: c.FIREBASE_PROJECT_ID,
        ...firebaseWebConfig(c),
      },
      contactEmail: c.CONTACT_EMAIL,
      analyticsPixelUrl: c.ANALYTICS_PIXEL_URL ?? null,
      dailyLimit: c.DAILY_LIMIT,
      designTime: { model: app.runtime.imageModel.name, ...DESIGN_SECONDS[c.IMAGE_MODEL], ...(await measured(app.runtime.imageModel.name)) },
      // what the deployment must fix, for the people who can fix it
      ...(req.viewer.role === 'admin' ? { operatorNotices: await app.runtime.notices.list() } : {}),
    };
  });
};
