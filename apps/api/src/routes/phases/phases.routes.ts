import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLAIM_TOKEN_HEADER, errorResponseSchema, phasesRequestSchema, phasesResponseSchema } from '@landscape/contract';
import { planPhases } from '@landscape/design';
import { HttpError, describeIssues } from '../../plugins/errors.ts';

const idParams = z.object({ id: z.string().max(64) });

/**
 * A budget in phases (product §12): `POST /api/designs/{id}/phases` with `{ budget }` in the design's
 * currency answers the design split in build order, each phase within the budget. The design's owner, or
 * the visitor holding its claim token, may ask; anyone else's design is a 404. A budget below the first
 * phase is a 400 whose detail is in the design's language. Planning is a few sums: it charges nothing.
 */
export const phasesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/designs/:id/phases',
    { schema: { params: idParams, body: z.unknown(), response: { 200: phasesResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema } } },
    async (request) => {
      const parsed = phasesRequestSchema.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error.issues));
      const token = request.headers[CLAIM_TOKEN_HEADER];
      const viewer = { userId: request.viewer.userId, claimToken: typeof token === 'string' && token.length <= 128 ? token : null };
      const owned = await app.runtime.generation.ownedDesign(request.params.id, viewer);
      if (!owned.ok) throw new HttpError(400, owned.detail);
      const out = planPhases(owned.summary, parsed.data.budget);
      if (!out.ok) throw new HttpError(400, out.detail);
      return { design_id: owned.id, budget: parsed.data.budget, currency: owned.summary.cost.currency, phases: out.phases };
    },
  );
};
