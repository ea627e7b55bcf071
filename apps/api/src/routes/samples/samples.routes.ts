import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { heroSamplesResponseSchema } from '@landscape/contract';

// The signed-out hero's before/after slider shows real renders of one sample property (product §2, tabs
// Front Yard, Back/Side Yard, Walkway), drawn offline once and kept in storage.
export const samplesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/samples/hero', { schema: { response: { 200: heroSamplesResponseSchema } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return { samples: await app.runtime.pictures.heroSamples() };
  });
};
