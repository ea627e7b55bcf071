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

/** Feedback from the floating button (product §5: 10 to 500 characters), limited per IP; read and approved by admins. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedback = () => app.runtime.repos.feedback;

  app.post(
    '/api/feedback/submit',
    {
      schema: { body: feedbackSubmitSchema, response: { 200: feedbackSubmitResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema } },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' }, rateLimitName: 'feedback messages' },
    },
    async (request) => {
      await feedback().create({ message: request.body.message, userId: request.viewer.userId, clientIp: request.ip });
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
      const { items, more } = await feedback().list({ status, text: q, limit, cursor });
      return {
        feedback: items.map((f) => ({
          id: f.id,
          message: f.message,
          created_at: f.createdAt.toISOString(),
          approved: f.approved,
          approved_at: f.approvedAt?.toISOString() ?? null,
          user: f.user,
        })),
        next_cursor: more ? items[items.length - 1]!.id : null,
      };
    },
  );

  app.post(
    '/api/feedback/approve',
    {
      schema: {
        body: feedbackApproveSchema,
        response: { 200: z.object({ success: z.boolean() }), 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      if (!(await feedback().approve(request.body.feedbackId, admin.userId))) throw new HttpError(404, 'Feedback not found');
      return { success: true };
    },
  );
};
