import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, myGenerationsResponseSchema } from '@landscape/contract';
import type { Logger } from '@landscape/core';
import { requireUser } from '../../plugins/viewer.ts';

/** My Designs: a signed-in user's generations across devices, and deleting one with its files. */
export const generationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/generations',
    {
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(20), cursor: z.string().max(64).optional() }),
        response: { 200: myGenerationsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      return app.runtime.designs.mine.list(viewer.userId, request.query);
    },
  );

  app.delete(
    '/api/generations/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ success: z.boolean() }), 401: errorResponseSchema, 404: errorResponseSchema },
      },
      config: { sensitive: true },
    },
    async (request) => {
      const viewer = requireUser(request);
      await app.runtime.designs.mine.delete(request.params.id, { userId: viewer.userId, isAdmin: viewer.role === 'admin' }, request.log as unknown as Logger);
      return { success: true };
    },
  );
};
