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
  type Requirement,
  type RequirementArea,
} from '@landscape/contract';
import { requireAdmin } from '../../plugins/viewer.ts';
import { HttpError } from '../../plugins/errors.ts';
import { DEFAULT_REQUIREMENTS } from './defaults.ts';

type Row = { id: string; area: string; text: string; enabled: boolean; sortOrder: number };
const toItem = (r: Row): Requirement => ({ id: r.id, area: r.area as RequirementArea, text: r.text, enabled: r.enabled, sort_order: r.sortOrder });
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === 'P2002';

/**
 * The suggested prompts ("requirements") the studio shows as chips per area. Public read of the
 * enabled ones; admins add, edit, switch off, delete and reorder them.
 */
export const requirementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const prisma = () => app.runtime.db.prisma;
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

  // Seeded once, when the table is empty; the unique (area, text) index makes racing replicas harmless.
  app.addHook('onReady', async () => {
    if ((await prisma().requirement.count()) > 0) return;
    await prisma().requirement.createMany({
      data: REQUIREMENT_AREAS.flatMap((area) => DEFAULT_REQUIREMENTS[area].map((text, i) => ({ area, text, sortOrder: i }))),
      skipDuplicates: true,
    });
  });

  app.get('/api/requirements', { schema: { response: { 200: requirementsResponseSchema } } }, async (_request, reply) => {
    const rows = await prisma().requirement.findMany({ where: { enabled: true }, orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }] });
    const out = { front_yard: [] as string[], backyard: [] as string[], walkway: [] as string[] };
    for (const r of rows) if ((REQUIREMENT_AREAS as readonly string[]).includes(r.area)) out[r.area as RequirementArea].push(r.text);
    reply.header('Cache-Control', 'public, max-age=30');
    return { requirements: out };
  });

  app.get('/api/admin/requirements', { schema: { response: { 200: adminRequirementsResponseSchema, ...errors } } }, async (request) => {
    requireAdmin(request);
    const rows = await prisma().requirement.findMany({ orderBy: [{ area: 'asc' }, { sortOrder: 'asc' }, { createdAt: 'asc' }] });
    return { requirements: rows.map(toItem) };
  });

  app.post('/api/admin/requirements', { schema: { body: requirementCreateSchema, response: { 201: requirementResponseSchema, ...errors, 409: errorResponseSchema } } }, async (request, reply) => {
    requireAdmin(request);
    const { area, text, enabled } = request.body;
    const last = await prisma().requirement.aggregate({ where: { area }, _max: { sortOrder: true } });
    try {
      const row = await prisma().requirement.create({ data: { area, text, enabled, sortOrder: (last._max.sortOrder ?? -1) + 1 } });
      return reply.status(201).send({ requirement: toItem(row) });
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, 'This suggestion already exists for this area');
      throw err;
    }
  });

  app.patch(
    '/api/admin/requirements/:id',
    { schema: { params: idParamsSchema, body: requirementUpdateSchema, response: { 200: requirementResponseSchema, ...errors, 409: errorResponseSchema } } },
    async (request) => {
      requireAdmin(request);
      const { text, enabled } = request.body;
      try {
        const found = await prisma().requirement.updateMany({ where: { id: request.params.id }, data: { ...(text !== undefined ? { text } : {}), ...(enabled !== undefined ? { enabled } : {}) } });
        if (found.count === 0) throw new HttpError(404, 'Suggestion not found');
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, 'This suggestion already exists for this area');
        throw err;
      }
      return { requirement: toItem(await prisma().requirement.findUniqueOrThrow({ where: { id: request.params.id } })) };
    },
  );

  app.delete(
    '/api/admin/requirements/:id',
    { schema: { params: idParamsSchema, response: { 200: z.object({ success: z.boolean() }), ...errors } } },
    async (request) => {
      requireAdmin(request);
      const found = await prisma().requirement.deleteMany({ where: { id: request.params.id } });
      if (found.count === 0) throw new HttpError(404, 'Suggestion not found');
      return { success: true };
    },
  );

  app.post('/api/admin/requirements/reorder', { schema: { body: requirementReorderSchema, response: { 200: adminRequirementsResponseSchema, ...errors } } }, async (request) => {
    requireAdmin(request);
    const { area, ids } = request.body;
    const rows = await prisma().requirement.findMany({ where: { area }, orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }], select: { id: true } });
    const known = new Set(rows.map((r) => r.id));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown) throw new HttpError(400, `ids: '${unknown}' is not a suggestion of ${area}`);
    const order = [...new Set(ids), ...rows.map((r) => r.id).filter((id) => !ids.includes(id))];
    await prisma().$transaction(order.map((id, i) => prisma().requirement.update({ where: { id }, data: { sortOrder: i } })));
    const all = await prisma().requirement.findMany({ orderBy: [{ area: 'asc' }, { sortOrder: 'asc' }, { createdAt: 'asc' }] });
    return { requirements: all.map(toItem) };
  });
};
