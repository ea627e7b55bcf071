import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { HEALTH_CACHE_MS, HEALTH_STALE_MS } from '../src/routes/health/health.routes.ts';
import type { EmbeddedSignIn } from '../src/plugins/auth-proxy.ts';
import { MODES, startTestApp, type TestApp } from './fixtures/test-app.ts';

// GET /api/health (product §7) beside the orchestrators' pair (decision 020): /api/health/live answers
// while the process answers, /api/health/ready when the database, queue and storage do. Sign-in's check
// asks the Auth Emulator whether it is ready (its GET /), never signs in.

/** A stand-in for the Auth Emulator that records what it was asked and answers its readiness as told. */
async function fakeEmulator(ready: boolean): Promise<{ host: string; asked: string[]; close: () => Promise<void> }> {
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    res.setHeader('content-type', 'application/json');
    res.end(req.url === '/' ? JSON.stringify({ authEmulator: { ready } }) : JSON.stringify({ error: { message: 'UNEXPECTED' } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { host: `127.0.0.1:${(server.address() as AddressInfo).port}`, asked, close: () => new Promise((r) => server.close(() => r())) };
}

describe.each(MODES)('health, liveness and readiness (%s mode)', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(mode, { AUTH: 'none' }, { worker: false });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** An app of its own: each has its own one-second health result. */
  const withApp = async (signIn: EmbeddedSignIn | undefined, fn: (app: FastifyInstance) => Promise<void>) => {
    const app = await buildApp(t.runtime, { web: false, signIn });
    await app.ready();
    try {
      await fn(app);
    } finally {
      await app.close();
    }
  };
  const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

  it('checks sign-in with the emulator readiness answer, not a sign-in', async () => {
    const em = await fakeEmulator(true);
    try {
      await withApp({ host: () => em.host, accounts: () => null, state: () => 'ready' }, async (app) => {
        const res = await get(app, '/api/health');
        expect(res.statusCode, res.body).toBe(200);
        // no worker runs yet in cluster mode (started by the last test): degraded, and said why
        expect(res.json()).toMatchObject({
          status: mode === 'cluster' ? 'degraded' : 'healthy',
          checks: { database: 'ok', queue: 'ok', storage: 'ok', signin: 'ok' },
        });
        expect(em.asked).toEqual(['GET /']);
      });
    } finally {
      await em.close();
    }
    const notReady = await fakeEmulator(false);
    try {
      await withApp({ host: () => notReady.host, accounts: () => null, state: () => 'ready' }, async (app) => {
        const res = await get(app, '/api/health');
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ status: 'unhealthy', checks: { signin: 'error' } });
        // serving does not wait for sign-in: ready, and alive
        expect((await get(app, '/api/health/ready')).json()).toEqual({ status: 'ready', checks: { database: 'ok', queue: 'ok', storage: 'ok' } });
        expect((await get(app, '/api/health/live')).statusCode).toBe(200);
        expect(notReady.asked.every((a) => a === 'GET /')).toBe(true);
      });
    } finally {
      await notReady.close();
    }
  });

  it('answers a burst from the last probe while the next one runs: a slow database holds no caller up', async () => {
    await withApp(undefined, async (app) => {
      expect((await get(app, '/api/health')).statusCode).toBe(200);
      let release!: () => void;
      const slow = new Promise<void>((resolve) => (release = resolve));
      const ping = vi.spyOn(t.runtime.db, 'ping').mockReturnValue(slow);
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + HEALTH_CACHE_MS + 1);
        // the cached result is past its second: these are answered while the new probe waits on the database
        const burst = await Promise.all(Array.from({ length: 20 }, () => get(app, '/api/health')));
        expect(burst.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
        expect(ping).toHaveBeenCalledTimes(1);
        // long past what a stale result may answer for: a caller waits for a probe again
        vi.setSystemTime(Date.now() + HEALTH_STALE_MS + 1);
        let answered = false;
        const late = get(app, '/api/health').then((r) => ((answered = true), r));
        await new Promise((r) => setImmediate(r));
        expect(answered).toBe(false);
        release();
        expect((await late).statusCode).toBe(200);
      } finally {
        vi.useRealTimers();
        ping.mockRestore();
      }
    });
  });

  it('says ready while sign-in starts, and not ready (503) while the database does not answer; alive in both', async () => {
    await withApp({ host: () => null, accounts: () => null, state: () => 'starting' }, async (app) => {
      const health = await get(app, '/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ checks: { signin: 'starting' }, detail: 'Sign-in is starting' });
      const ready = await get(app, '/api/health/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', queue: 'ok', storage: 'ok' } });
    });

    const ping = vi.spyOn(t.runtime.db, 'ping').mockRejectedValue(new Error('the database is gone'));
    try {
      await withApp(undefined, async (app) => {
        expect((await get(app, '/api/health')).statusCode).toBe(503);
        const ready = await get(app, '/api/health/ready');
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({ status: 'not_ready', checks: { database: 'error', queue: 'ok', storage: 'ok' } });
        const live = await get(app, '/api/health/live');
        expect(live.statusCode).toBe(200);
        expect(live.json()).toEqual({ status: 'alive' });
      });
    } finally {
      ping.mockRestore();
    }
  });

  it.runIf(mode === 'cluster')(
    'says degraded, with the reason, while no worker takes jobs, and healthy once one does; readiness stays ready',
    async () => {
      await withApp(undefined, async (app) => {
        const res = await get(app, '/api/health');
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          status: 'degraded',
          checks: { database: 'ok', queue: 'ok', storage: 'ok', workers: 'none' },
          detail: 'No worker is running: designs wait in the queue until one starts.',
        });
        expect((await get(app, '/api/health/ready')).json()).toEqual({ status: 'ready', checks: { database: 'ok', queue: 'ok', storage: 'ok' } });
      });
      await t.startJobs();
      await withApp(undefined, async (app) => {
        await vi.waitFor(
          async () => {
            // each app answers from its own one-second result: a new app probes again
            const res = await app.inject({ method: 'GET', url: '/api/health' });
            expect(res.json()).toMatchObject({ status: 'healthy', checks: { workers: 'ok' } });
          },
          { timeout: 90_000, interval: HEALTH_CACHE_MS + 100 },
        );
        expect((await get(app, '/api/health/ready')).json()).toEqual({ status: 'ready', checks: { database: 'ok', queue: 'ok', storage: 'ok' } });
      });
    },
    120_000,
  );
});
