import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
  SIGN_IN_RESTARTING,
  SIGN_IN_STARTING,
  type HealthResponse,
} from '@landscape/contract';
import { authEmulatorReady } from '@landscape/core';
import type { EmbeddedSignIn } from '../../plugins/auth-proxy.ts';

/** How long one health result answers every caller: every open studio polls, so the probes must not scale with them. */
export const HEALTH_CACHE_MS = 1_000;
/** How old the last result may be and still answer at once while the next probe runs (never a probe's wait in a burst). */
export const HEALTH_STALE_MS = 10_000;

/**
 * Healthy only when the database and the queue both answer (product §7: 'healthy' means OK) and, with the
 * Auth Emulator, when sign-in is ready: the emulator has started, the saved accounts are back, and the
 * emulator says it is ready (its own readiness answer, GET /, not a sign-in per probe). The result is
 * computed at most about once a second, by one probe at a time, whatever the number of callers; the probe
 * goes straight to the emulator, never through the sign-in rate limit that is there for people.
 *
 * In cluster mode, with no worker connected to take jobs, it is 'degraded' (200, `checks.workers: 'none'`, the
 * reason in `detail`; decision 046): designs only queue. Readiness does not look at workers.
 *
 * For orchestrators (decision 020): GET /api/health/live answers while the process answers at all (no
 * dependency is asked: restart only a hung process); GET /api/health/ready answers 200 when the database,
 * the queue and the storage answer, from the same shared probe (the studio works while sign-in starts).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ signIn?: EmbeddedSignIn }> = async (app, opts) => {
  const signInWorks = async () => {
    const signIn = opts.signIn!;
    const host = signIn.host();
    if (signIn.state() !== 'ready' || !host) throw new Error(signIn.state());
    if (!(await authEmulatorReady(host))) throw new Error('the Auth Emulator is not ready');
  };

  const compute = async (): Promise<{ code: 200 | 503; body: HealthResponse }> => {
    const rt = app.runtime;
    const check = async (fn: () => Promise<void>) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([fn(), new Promise((_, rej) => (timer = setTimeout(() => rej(new Error('timeout')), 2_000)))]);
        return 'ok' as const;
      } catch {
        return 'error' as const;
      } finally {
        clearTimeout(timer);
      }
    };
    const [database, queue, storage, signin, workers] = await Promise.all([
      check(() => rt.db.ping()),
      check(() => rt.queue.ping()),
      check(() => rt.storage.ping()),
      opts.signIn ? check(signInWorks) : Promise.resolve(undefined),
      workersCheck(),
    ]);
    const state = opts.signIn?.state();
    const waiting = signin === 'error' && (state === 'starting' || state === 'restarting') ? state : null;
    const checks = { database, queue, storage, ...(signin ? { signin: waiting ?? signin } : {}) };
    const healthy = Object.values(checks).every((c) => c === 'ok');
    const onlySignInWaiting = waiting && database === 'ok' && queue === 'ok' && storage === 'ok';
    const degraded = healthy && workers === 'none';
    const detail = onlySignInWaiting ? (waiting === 'restarting' ? SIGN_IN_RESTARTING : SIGN_IN_STARTING) : degraded ? NO_WORKER : undefined;
    const status = degraded ? 'degraded' : healthy ? 'healthy' : 'unhealthy';
    const all = { ...checks, ...(workers ? { workers } : {}) };
    return { code: healthy ? 200 : 503, body: { status, checks: all, mode: rt.config.mode, ...(detail ? { detail } : {}) } };
  };

  /**
   * Cluster mode: whether any worker is connected to take jobs (BullMQ's count of the queue's workers). None is
   * "degraded" — the API answers and queues, nothing is drawn — without taking the API out of rotation:
   * readiness does not look at it. Unknown (the count could not be read) says nothing.
   */
  const workersCheck = async (): Promise<'ok' | 'none' | undefined> => {
    const queue = app.runtime.queue;
    if (!queue.workers) return undefined;
    try {
      return (await queue.workers()) > 0 ? 'ok' : 'none';
    } catch {
      return undefined;
    }
  };

  // Single flight: callers during a probe share it, and its result answers every caller for HEALTH_CACHE_MS after
  // it ends. After that the last result still answers at once, up to HEALTH_STALE_MS old, while the next probe
  // runs: a burst of calls never waits on a probe (the database, the queue, storage and the emulator asked in
  // turn), only a caller after a long quiet does. Each result is checked against the contract and serialised
  // once. Health calls are not logged one by one (every studio and orchestrator calls them); a change is, once.
  let settled: { at: number; result: Shared } | null = null;
  let inflight: Promise<Shared> | null = null;
  let lastStatus: string | null = null;
  const logChange = (result: { code: 200 | 503; body: HealthResponse }) => {
    const status = `${result.body.status} ${JSON.stringify(result.body.checks)}`;
    if (status !== lastStatus && (lastStatus !== null || result.code !== 200)) {
      app.log[result.body.status === 'healthy' ? 'info' : 'warn']({ checks: result.body.checks }, `health: ${result.body.status}`);
    }
    lastStatus = status;
    return result;
  };
  const probe = (): Promise<Shared> =>
    (inflight ??= compute()
      .then(logChange)
      .then(share)
      .then((result) => {
        settled = { at: Date.now(), result };
        return result;
      })
      .finally(() => (inflight = null)));
  const current = (): Promise<Shared> | Shared => {
    const age = settled ? Date.now() - settled.at : Infinity;
    if (age < HEALTH_CACHE_MS) return settled!.result;
    if (age < HEALTH_STALE_MS) {
      probe().catch((err: unknown) => app.log.error({ err }, 'health probe failed'));
      return settled!.result;
    }
    return probe();
  };
  const json = (reply: FastifyReply, code: number, text: string) => reply.status(code).type('application/json; charset=utf-8').send(text);

  app.get('/api/health', { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } }, logLevel: 'warn' }, async (_req, reply) => {
    const { code, health } = await current();
    return json(reply, code, health);
  });

  const alive = JSON.stringify(livenessResponseSchema.parse({ status: 'alive' }));
  app.get('/api/health/live', { schema: { response: { 200: livenessResponseSchema } }, logLevel: 'warn' }, async (_req, reply) => json(reply, 200, alive));

  app.get(
    '/api/health/ready',
    { schema: { response: { 200: readinessResponseSchema, 503: readinessResponseSchema } }, logLevel: 'warn' },
    async (_req, reply) => {
      const { readyCode, ready } = await current();
      return json(reply, readyCode, ready);
    },
  );
};

interface Shared {
  code: 200 | 503;
  health: string;
  readyCode: 200 | 503;
  ready: string;
}

/** Why health is degraded (cluster mode, no worker connected). */
const NO_WORKER = 'No worker is running: designs wait in the queue until one starts.';

/** One probe's answers as sent: /api/health's and readiness's (every check but sign-in's and the workers'). */
function share({ code, body }: { code: 200 | 503; body: HealthResponse }): Shared {
  const serving = Object.fromEntries(
    Object.entries(body.checks ?? {}).flatMap(([name, c]) =>
      name === 'signin' || name === 'workers' ? [] : [[name, c === 'ok' ? ('ok' as const) : ('error' as const)]],
    ),
  );
  const isReady = Object.values(serving).every((c) => c === 'ok');
  return {
    code,
    health: JSON.stringify(healthResponseSchema.parse(body)),
    readyCode: isReady ? 200 : 503,
    ready: JSON.stringify(readinessResponseSchema.parse({ status: isReady ? 'ready' : 'not_ready', checks: serving })),
  };
}
