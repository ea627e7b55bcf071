import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, phasesRequestSchema, phasesResponseSchema } from '@landscape/contract';
import { HttpError, describeIssues } from '../../plugins/errors.ts';
import { designViewer } from '../../plugins/viewer.ts';
import { GENERATIONS_PER_MINUTE } from '../../plugins/rate-limit.ts';

const idParams = z.object({ id: z.string().max(64) });

/**
 * A budget in phases (product §12): `POST /api/designs/{id}/phases` with `{ budget }` in the design's
 * currency answers the design split in build order, each phase within the budget, each with a render and
 * a plan of the yard after it. The design's owner, or the visitor holding its claim token, may ask; anyone
 * else's design is a 404. A budget below the first phase is a 400 whose detail is in the design's language
 * and charges nothing; the pictures of a set count as one daily design (429 past the limit), given back when
 * they could not be drawn (502, or 504 when it took too long). The same budget again answers the kept set.
 */
export const phasesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/designs/:id/phases',
    {
      schema: {
        params: idParams,
        body: z.unknown(),
        response: {
          200: phasesResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
          504: errorResponseSchema,
        },
      },
      config: { rateLimit: { max: GENERATIONS_PER_MINUTE, timeWindow: '1 minute' }, rateLimitName: 'generations' },
    },
    async (request) => {
      const parsed = phasesRequestSchema.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error.issues));
      // pictures not drawn are thrown (DesignNotDeliveredError: 502 or 504), a spent daily limit is a 429
      const out = await app.runtime.designs.phases.drawn(request.params.id, designViewer(request), parsed.data.budget, {
        userId: request.viewer.userId,
        ip: request.ip,
      });
      if (!out.ok) throw new HttpError(400, out.detail);
      return { design_id: out.designId, ...out.set };
    },
  );
};
