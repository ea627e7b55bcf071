import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REQUIREMENT_AREAS,
  adminRequirementsResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  requirementCreateSchema,
  requirementReorderSchema,
  requirementResponseSchema,
  requirementUpdateSchema,
  requirementsResponseSchema,
  requirementAreaSchema,
  type Requirement,
  type RequirementArea,
} from '@landscape/contract';
import type { RequirementRecord } from '@landscape/core';
import { requireAdmin } from '../../plugins/viewer.ts';
import { HttpError } from '../../plugins/errors.ts';
import { DEFAULT_REQUIREMENTS } from './defaults.ts';

const toItem = (r: RequirementRecord): Requirement => ({
  id: r.id,
  area: requirementAreaSchema.catch('front_yard').parse(r.area),
  text: r.text,
  enabled: r.enabled,
  sort_order: r.sortOrder,
});

/**
 * The suggested prompts ("requirements") the studio shows as chips per area. Public read of the
 * enabled ones; admins add, edit, switch off, delete and reorder them.
 */
export const requirementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = () => app.runtime.repos.requirements;
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

  // Seeded once, when the table is empty; the unique (area, text) index makes racing replicas harmless.
  app.addHook('onReady', () =>
    repo().seedIfEmpty(REQUIREMENT_AREAS.flatMap((area) => DEFAULT_REQUIREMENTS[area].map((text, i) => ({ area, text, sortOrder: i })))),
  );

  app.get('/api/requirements', { schema: { response: { 200: requirementsResponseSchema } } }, async (_request, reply) => {
    const rows = await repo().enabled();
    const out = { front_yard: [] as string[], backyard: [] as string[], walkway: [] as string[] };
    for (const r of rows) if ((REQUIREMENT_AREAS as readonly string[]).includes(r.area)) out[r.area as RequirementArea].push(r.text);
    reply.header('Cache-Control', 'public, max-age=30');
    return { requirements: out };
  });

  app.get('/api/admin/requirements', { schema: { response: { 200: adminRequirementsResponseSchema, ...errors } } }, async (request) => {
    requireAdmin(request);
    return { requirements: (await repo().all()).map(toItem) };
  });

  app.post(
    '/api/admin/requirements',
    { schema: { body: requirementCreateSchema, response: { 201: requirementResponseSchema, ...errors, 409: errorResponseSchema } } },
    async (request, reply) => {
      requireAdmin(request);
      return reply.status(201).send({ requirement: toItem(await repo().create(request.body)) });
    },
  );

  app.patch(
    '/api/admin/requirements/:id',
    { schema: { params: idParamsSchema, body: requirementUpdateSchema, response: { 200: requirementResponseSchema, ...errors, 409: errorResponseSchema } } },
    async (request) => {
      requireAdmin(request);
      const { text, enabled } = request.body;
      const row = await repo().update(request.params.id, { ...(text !== undefined ? { text } : {}), ...(enabled !== undefined ? { enabled } : {}) });
      if (!row) throw new HttpError(404, 'Suggestion not found');
      return { requirement: toItem(row) };
    },
  );

  app.delete(
    '/api/admin/requirements/:id',
    { schema: { params: idParamsSchema, response: { 200: z.object({ success: z.boolean() }), ...errors } } },
    async (request) => {
      requireAdmin(request);
      if (!(await repo().delete(request.params.id))) throw new HttpError(404, 'Suggestion not found');
      return { success: true };
    },
  );

  app.post(
    '/api/admin/requirements/reorder',
    { schema: { body: requirementReorderSchema, response: { 200: adminRequirementsResponseSchema, ...errors } } },
    async (request) => {
      requireAdmin(request);
      const { area, ids } = request.body;
      const current = await repo().idsOf(area);
      const unknown = ids.find((id) => !current.includes(id));
      if (unknown) throw new HttpError(400, `ids: '${unknown}' is not a suggestion of ${area}`);
      await repo().reorder([...new Set(ids), ...current.filter((id) => !ids.includes(id))]);
      return { requirements: (await repo().all()).map(toItem) };
    },
  );
};
