import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES, PACK_PAPERS, phasesRequestSchema } from '@landscape/contract';
import { HttpError, stillDrawing } from '../../plugins/errors.ts';
import { PACKS_PER_MINUTE } from '../../plugins/rate-limit.ts';
import { designViewer } from '../../plugins/viewer.ts';

const idParams = z.object({ id: z.string().max(64) });
const packQuery = z.object({
  budget: z.string().max(20).optional(),
  lang: z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` }).optional(),
  paper: z.enum(PACK_PAPERS, { error: `paper must be one of ${PACK_PAPERS.join(', ')}` }).optional(),
});

/** Said when a pack could not be drawn (the design changed while it was being drawn): asking again draws the new one. */
const PACK_NOT_DRAWN = 'The pack could not be made just now. Please try again.';

/**
 * The landscaper's pack (product §12, decision 046): `GET /api/designs/{id}/pack.pdf`, optionally
 * `?budget=` (its phases), `?lang=` (en, es, zh; default the design's own) and `?paper=` (letter, a4, a3,
 * arch-d, a1; default letter for a design in feet, a4 in metres). Drawn once per design revision and
 * choice by the `derived-image` job (a worker in cluster mode: the API never draws), kept, then read from
 * storage. Its owner (or the visitor holding its claim token) may have it, and anyone while the owner shares
 * the design at /d/:id; else a 404. Limited per minute and address, as every route that can start a drawing.
 */
export const packRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/designs/:id/pack.pdf',
    {
      schema: { params: idParams, querystring: packQuery },
      config: { rateLimit: { max: PACKS_PER_MINUTE, timeWindow: '1 minute' }, rateLimitName: 'packs' },
    },
    async (request, reply) => {
      let budget: number | null = null;
      if (request.query.budget !== undefined) {
        const parsed = phasesRequestSchema.safeParse({ budget: Number(request.query.budget) });
        if (!parsed.success) throw new HttpError(400, 'budget must be a positive number.');
        budget = parsed.data.budget;
      }
      const { lang, paper } = request.query;
      const out = await app.runtime.designs.derived.pack(request.params.id, designViewer(request), { budget, lang, paper }).catch(stillDrawing);
      if (!out.ok) throw new HttpError(400, out.detail);
      if (!out.pdf) throw new HttpError(503, PACK_NOT_DRAWN, { 'Retry-After': '5' });
      return reply
        .type('application/pdf')
        .header('content-length', out.pdf.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="landscape-${out.designId.slice(0, 8)}.pdf"`)
        .send(out.pdf.body);
    },
  );
};
