import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessTokenCreateSchema, accessTokenCreatedSchema, accessTokensResponseSchema, errorResponseSchema, idParamsSchema } from '@landscape/contract';
import { AccessTokenLimitError } from '@landscape/core';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/viewer.ts';

/** Tokens are made and revoked by their owner signed in to the studio: a token cannot make or revoke tokens. */
function requireSignedInPerson(request: FastifyRequest) {
  const viewer = requireUser(request);
  if (viewer.accessToken) throw new HttpError(403, 'Access tokens are made and revoked in the studio’s account menu, not with an access token.');
  return viewer;
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * Personal access tokens (the account menu's "AI assistants"): `GET /api/me/tokens` lists the caller's,
 * `POST` makes one (its secret in this answer only), `DELETE /api/me/tokens/:id` revokes one at once.
 * An AI assistant connected to the studio's MCP server (/mcp, or `pnpm mcp`) calls the studio with it.
 */
export const tokensRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/me/tokens', { schema: { response: { 200: accessTokensResponseSchema, ...errors } } }, async (request, reply) => {
    const viewer = requireSignedInPerson(request);
    reply.header('Cache-Control', 'private, no-store');
    return { tokens: await app.runtime.accessTokens.list(viewer.userId) };
  });

  app.post(
    '/api/me/tokens',
    {
      schema: { body: accessTokenCreateSchema, response: { 201: accessTokenCreatedSchema, ...errors, 409: errorResponseSchema } },
      config: { sensitive: true, rateLimit: { max: 20, timeWindow: '1 minute' }, rateLimitName: 'new access tokens' },
    },
    async (request, reply) => {
      const viewer = requireSignedInPerson(request);
      try {
        const made = await app.runtime.accessTokens.create(viewer.userId, request.body.name);
        request.log.info({ tokenId: made.token.id }, 'access token made');
        return reply.status(201).header('Cache-Control', 'no-store').send(made);
      } catch (err) {
        if (err instanceof AccessTokenLimitError) throw new HttpError(409, err.message);
        throw err;
      }
    },
  );

  app.delete(
    '/api/me/tokens/:id',
    {
      schema: { params: idParamsSchema, response: { 200: z.object({ success: z.boolean() }), ...errors, 404: errorResponseSchema } },
      config: { sensitive: true },
    },
    async (request) => {
      const viewer = requireSignedInPerson(request);
      if (!(await app.runtime.accessTokens.revoke(viewer.userId, request.params.id))) throw new HttpError(404, 'No such access token');
      request.log.info({ tokenId: request.params.id }, 'access token revoked');
      return { success: true };
    },
  );
};
