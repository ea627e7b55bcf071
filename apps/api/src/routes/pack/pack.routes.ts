import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { phasesRequestSchema } from '@landscape/contract';
import { HttpError } from '../../plugins/errors.ts';
import { designViewer } from '../../plugins/viewer.ts';

const idParams = z.object({ id: z.string().max(64) });
const packQuery = z.object({ budget: z.string().max(20).optional() });

/**
 * The landscaper's pack (product §12): `GET /api/designs/{id}/pack.pdf` (optionally `?budget=` to include
 * its phases) — a PDF made on the render pool from the stored design. Its owner (or the visitor holding its
 * claim token) may have it, and anyone while the owner shares the design at /d/:id; else a 404.
 */
export const packRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/designs/:id/pack.pdf', { schema: { params: idParams, querystring: packQuery } }, async (request, reply) => {
    let budget: number | null = null;
    if (request.query.budget !== undefined) {
      const parsed = phasesRequestSchema.safeParse({ budget: Number(request.query.budget) });
      if (!parsed.success) throw new HttpError(400, 'budget must be a positive number.');
      budget = parsed.data.budget;
    }
    const out = await app.runtime.designs.pack.contentOf(request.params.id, designViewer(request), budget);
    if (!out.ok) throw new HttpError(400, out.detail);
    const pdf = await app.runtime.pool.run('pack', out.input);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="landscape-${out.designId.slice(0, 8)}.pdf"`)
      .send(Buffer.from(pdf));
  });
};
