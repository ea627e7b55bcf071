import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, notificationEmailSchema, notificationSettingsSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '@landscape/contract';
import { SubscriptionRefused } from '@landscape/core';
import { HttpError } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/viewer.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
const limited = { rateLimit: { max: 30, timeWindow: '1 minute' }, rateLimitName: 'notification settings' };

const refusedAs400 = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    if (err instanceof SubscriptionRefused) throw new HttpError(400, err.message);
    throw err;
  }
};

/**
 * Being told when a run is done (decision 048), for the signed-in account: `GET /api/me/notifications` says what
 * this studio can send and what the account chose; `PUT …/email` turns the finished-run e-mail on or off;
 * `POST …/push` keeps this browser's Web Push subscription and `DELETE …/push` forgets it (the account's own only).
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const prefs = () => app.runtime.notifications;

  app.get('/api/me/notifications', { schema: { response: { 200: notificationSettingsSchema, ...errors } } }, async (request, reply) => {
    const viewer = requireUser(request);
    reply.header('Cache-Control', 'private, no-store');
    return prefs().get(viewer.userId);
  });

  app.put(
    '/api/me/notifications/email',
    { schema: { body: notificationEmailSchema, response: { 200: notificationSettingsSchema, ...errors } }, config: limited },
    async (request) => {
      const viewer = requireUser(request);
      return refusedAs400(() => prefs().setEmail(viewer.userId, request.body.enabled));
    },
  );

  app.post(
    '/api/me/notifications/push',
    { schema: { body: pushSubscriptionSchema, response: { 200: notificationSettingsSchema, ...errors } }, config: limited },
    async (request) => {
      const viewer = requireUser(request);
      const saved = await refusedAs400(() => prefs().subscribe(viewer.userId, request.body));
      request.log.info('push subscription kept');
      return saved;
    },
  );

  app.delete(
    '/api/me/notifications/push',
    { schema: { body: pushUnsubscribeSchema, response: { 200: z.object({ success: z.boolean() }), ...errors, 404: errorResponseSchema } }, config: limited },
    async (request) => {
      const viewer = requireUser(request);
      if (!(await prefs().unsubscribe(viewer.userId, request.body.endpoint)))
        throw new HttpError(404, 'This account has no browser subscribed at that endpoint');
      return { success: true };
    },
  );
};
