import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  claimsRequestSchema,
  claimsResponseSchema,
  consentInputSchema,
  consentSchema,
  errorResponseSchema,
  meResponseSchema,
  usageSchema,
} from '@landscape/contract';
import { requireUser } from '../../plugins/viewer.ts';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/me', { schema: { response: { 200: meResponseSchema, 401: errorResponseSchema } } }, async (request) => {
    const v = requireUser(request);
    const [consent, usage] = await Promise.all([app.runtime.users.consent(v.userId), app.runtime.users.usage({ userId: v.userId, ip: request.ip })]);
    return {
      user: { id: v.userId, uid: v.uid!, email: v.email, name: v.name, role: v.role === 'admin' ? ('admin' as const) : ('user' as const) },
      consent,
      usage,
    };
  });

  app.put(
    '/api/me/consent',
    { schema: { body: consentInputSchema, response: { 200: consentSchema, 401: errorResponseSchema } }, config: { sensitive: true } },
    async (request) => app.runtime.users.saveConsent(requireUser(request).userId, request.body),
  );

  /**
   * A visitor's designs made in this browser, saved to the account at sign-in: each item names a
   * generation and the claim token its creation answered. Only generations nobody owns whose token
   * matches move; the answer lists them and says nothing about the others.
   */
  app.post(
    '/api/me/claims',
    { schema: { body: claimsRequestSchema, response: { 200: claimsResponseSchema, 401: errorResponseSchema } }, config: { sensitive: true } },
    async (request) => {
      const v = requireUser(request);
      const claimed = await app.runtime.designs.claims.claim(v.userId, request.body.items);
      app.runtime.assetOwners.forget(claimed);
      if (claimed.length) request.log.info({ claimed: claimed.length }, 'visitor designs claimed');
      return { claimed };
    },
  );

  /** The remaining daily generations of the caller: per user when signed in, per IP for visitors. */
  app.get('/api/usage', { schema: { response: { 200: usageSchema } } }, async (request) =>
    app.runtime.users.usage({ userId: request.viewer.userId, ip: request.ip }),
  );
};
