import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completeLandscapeRequestSchema,
  completeLandscapeResponseSchema,
  errorResponseSchema,
  requestedAreas,
} from '@landscape/contract';
import { unavailableStyle } from '../../services/styles.ts';
import { HttpError, describeIssues } from '../../plugins/errors.ts';
import { flattenFields, readMultipartFields } from '../../services/multipart-fields.ts';
import { requirePlaceableAddress } from '../../services/address.ts';

export const designRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/design/complete-landscape',
    { schema: { response: { 200: completeLandscapeResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema } } },
    async (request) => {
      const fields = flattenFields(await readMultipartFields(request), ['style']);
      const parsed = completeLandscapeRequestSchema.safeParse(fields);
      if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error.issues));
      const req = parsed.data;
      requirePlaceableAddress(req.address);
      for (const style of req.style) {
        if (!(await app.runtime.styles.isUsable(style))) throw new HttpError(400, await unavailableStyle(app.runtime.styles, style));
      }
      // one unit of the daily limit per area × style, charged with the rows or not at all (429)
      const { id: requestId, claimToken } = await app.runtime.generation.start({
        address: req.address,
        areas: requestedAreas(req),
        styles: req.style,
        userId: request.viewer.userId,
        clientIp: request.ip,
        payer: { userId: request.viewer.userId, ip: request.ip },
        settings: { locale: req.locale },
      });
      request.log.info({ generationId: requestId, areas: requestedAreas(req).map((a) => a.area), styles: req.style }, 'generation queued');
      return { success: true, request_id: requestId, ...(claimToken ? { claim_token: claimToken } : {}) };
    },
  );

  // Polled every 2 s by every open studio (spec §4): the answer (progressResponseSchema) comes serialised
  // and checked against the contract once per change of the request, not once per poll; polls are
  // counted in the metrics rather than logged one by one.
  app.get(
    '/api/design/progress/:request_id',
    { schema: { params: z.object({ request_id: z.string().max(64) }) }, logLevel: 'warn' },
    async (request, reply) => reply.type('application/json; charset=utf-8').send(await app.runtime.generation.progressJson(request.params.request_id, { userId: request.viewer.userId })),
  );
};
