import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, feedbackSubmitResponseSchema, feedbackSubmitSchema } from '@landscape/contract';

/** Feedback from the floating button (spec §5: 10 to 500 characters), limited per IP. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/feedback/submit',
    {
      schema: { body: feedbackSubmitSchema, response: { 200: feedbackSubmitResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema } },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request) => {
      await app.runtime.db.prisma.feedback.create({
        data: { message: request.body.message, userId: request.viewer.userId, clientIp: request.ip },
      });
      return { success: true, message: 'Thank you for your feedback!' };
    },
  );
};
