import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, SIGN_IN_STARTING } from '@landscape/contract';
import type { EmbeddedSignIn } from '../../plugins/auth-proxy.ts';

/**
 * Healthy only when the database and the queue both answer (spec §7: 'healthy' means OK) and, with the
 * Auth Emulator, when a sign-in call through this origin reaches it and gets its answer: the emulator
 * has started and the saved accounts are back.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ signIn?: EmbeddedSignIn }> = async (app, opts) => {
  const signInWorks = async () => {
    const signIn = opts.signIn!;
    if (signIn.state() !== 'ready') throw new Error(signIn.state());
    const res = await app.inject({
      method: 'POST',
      url: '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator-api-key',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'health-check@example.invalid', password: 'health-check', returnSecureToken: true }),
    });
    // The emulator's own refusal (no such account) is the round trip this waits for.
    const body = res.json<{ error?: { message?: string } }>();
    if (!/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS|INVALID_PASSWORD|INVALID_EMAIL/.test(body.error?.message ?? '')) throw new Error(`sign-in answered ${res.statusCode}`);
  };

  app.get('/api/health', { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } }, async (_req, reply) => {
    const rt = app.runtime;
    const check = async (fn: () => Promise<void>) => {
      try {
        await Promise.race([fn(), new Promise((_, rej) => setTimeout(() => rej(new Error('timeout')), 2_000))]);
        return 'ok' as const;
      } catch {
        return 'error' as const;
      }
    };
    const [database, queue, storage, signin] = await Promise.all([
      check(() => rt.db.ping()),
      check(() => rt.queue.ping()),
      check(() => rt.storage.ping()),
      opts.signIn ? check(signInWorks) : Promise.resolve(undefined),
    ]);
    const starting = signin === 'error' && opts.signIn?.state() === 'starting';
    const checks = { database, queue, storage, ...(signin ? { signin: starting ? ('starting' as const) : signin } : {}) };
    const healthy = Object.values(checks).every((c) => c === 'ok');
    const onlySignInStarting = starting && database === 'ok' && queue === 'ok' && storage === 'ok';
    return reply
      .status(healthy ? 200 : 503)
      .send({ status: healthy ? 'healthy' : 'unhealthy', checks, mode: rt.config.mode, ...(onlySignInStarting ? { detail: SIGN_IN_STARTING } : {}) });
  });
};
