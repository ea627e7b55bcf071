import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, phasesRequestSchema, phasesResponseSchema } from '@landscape/contract';
import { HttpError, describeIssues } from '../../plugins/errors.ts';
import { designViewer } from '../../plugins/viewer.ts';

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
      const out = await app.runtime.generation.phasesOf(request.params.id, designViewer(request), parsed.data.budget);
      if (!out.ok) throw new HttpError(400, out.detail);
      return { design_id: out.design.id, budget: parsed.data.budget, currency: out.design.summary.cost.currency, phases: out.phases ?? [] };
    },
  );
};
