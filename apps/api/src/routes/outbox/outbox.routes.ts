import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxResponseSchema } from '@landscape/contract';
import type { EmbeddedSignIn } from '../../plugins/auth-proxy.ts';
import { requireAdmin } from '../../plugins/viewer.ts';
import { HttpError } from '../../plugins/errors.ts';

/**
 * Embedded mode's local e-mail: the last 50 verification and password-reset messages of the server's
 * own Auth Emulator, for admins only (the links sign in as, or verify, whoever they were sent to).
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ signIn?: EmbeddedSignIn }> = async (app, opts) => {
  app.get('/api/admin/outbox', { schema: { response: { 200: outboxResponseSchema } } }, async (request, reply) => {
    requireAdmin(request);
    const accounts = opts.signIn?.accounts();
    if (!accounts) throw new HttpError(404, 'The Outbox exists in embedded mode only');
    reply.header('Cache-Control', 'no-store');
    return { messages: accounts.outbox() };
  });
};
