import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  feedbackApproveSchema,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
  feedbackSubmitResponseSchema,
  feedbackSubmitSchema,
} from '@landscape/contract';
import { requireAdmin } from '../../plugins/viewer.ts';
import { HttpError } from '../../plugins/errors.ts';

/** Feedback from the floating button (spec §5: 10 to 500 characters), limited per IP; read and approved by admins. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const prisma = () => app.runtime.db.prisma;

  app.post(
    '/api/feedback/submit',
    {
      schema: { body: feedbackSubmitSchema, response: { 200: feedbackSubmitResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema } },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' }, rateLimitName: 'feedback messages' },
    },
    async (request) => {
      await prisma().feedback.create({ data: { message: request.body.message, userId: request.viewer.userId, clientIp: request.ip } });
      return { success: true, message: 'Thank you for your feedback!' };
    },
  );

  app.get(
    '/api/admin/feedback',
    {
      schema: {
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { status, q, limit, cursor } = request.query;
      const rows = await prisma().feedback.findMany({
        where: {
          ...(status === 'all' ? {} : { approved: status === 'approved' }),
          ...(q ? { message: { contains: q, mode: 'insensitive' as const } } : {}),
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: limit + 1,
        ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
        include: { user: { select: { email: true, name: true } } },
      });
      const page = rows.slice(0, limit);
      return {
        feedback: page.map((f) => ({
          id: f.id,
          message: f.message,
          created_at: f.createdAt.toISOString(),
          approved: f.approved,
          approved_at: f.approvedAt?.toISOString() ?? null,
          user: f.user ? { email: f.user.email, name: f.user.name } : null,
        })),
        next_cursor: rows.length > limit ? page[page.length - 1]!.id : null,
      };
    },
  );

  app.post(
    '/api/feedback/approve',
    { schema: { body: feedbackApproveSchema, response: { 200: z.object({ success: z.boolean() }), 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } } },
    async (request) => {
      const admin = requireAdmin(request);
      const found = await prisma().feedback.updateMany({
        where: { id: request.body.feedbackId },
        data: { approved: true, approvedAt: new Date(), approvedBy: admin.userId },
      });
      if (found.count === 0) throw new HttpError(404, 'Feedback not found');
      return { success: true };
    },
  );
};
