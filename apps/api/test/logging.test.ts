import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { HEALTH_CACHE_MS } from '../src/routes/health/health.routes.ts';
import { describeOnce, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { loggedLines } from './fixtures/log-lines.ts';

// What an operator reads: one line per answered request, with its request id, status and time.

describeOnce('request log', () => {
  let t: TestApp;
  const { log, lines } = loggedLines();
  beforeAll(async () => {
    t = await startTestApp('embedded', { AUTH: 'none' }, { log });
  }, 90_000);
  afterAll(async () => t?.close());

  it('writes one line per request once it is answered, with the request id, status and time', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/styles?x=1', headers: { 'x-request-id': 'req-one' } });
    await t.app.inject({ method: 'GET', url: '/api/nowhere', headers: { 'x-request-id': 'req-two' } });
    const one = lines.filter((l) => l.reqId === 'req-one');
    const two = lines.filter((l) => l.reqId === 'req-two');
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ method: 'GET', url: '/api/styles', statusCode: 200 });
    expect(one[0]!.msg).toMatch(/^GET \/api\/styles 200 in \d+ ms$/);
    expect(typeof one[0]!.responseTime).toBe('number');
    expect(two).toHaveLength(1);
    expect(two[0]).toMatchObject({ url: '/api/nowhere', statusCode: 404 });
    // the query string (which may hold an address) stays out of the log
    expect(JSON.stringify(lines)).not.toContain('x=1');
  });

  it('writes no line per health call (every studio and orchestrator calls them), and one when health changes', async () => {
    lines.length = 0;
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect(lines).toEqual([]);
    // another app on the same runtime has its own health result: the database stops answering, then answers again
    const app = await buildApp(t.runtime, { web: false });
    await app.ready();
    const ping = vi.spyOn(t.runtime.db, 'ping').mockRejectedValue(new Error('the database is gone'));
    try {
      for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      expect(lines.map((l) => [l.level, l.msg])).toEqual([[40, 'health: unhealthy']]);
      expect(lines[0]!.checks).toMatchObject({ database: 'error', queue: 'ok' });
      ping.mockRestore();
      await new Promise((r) => setTimeout(r, HEALTH_CACHE_MS + 50)); // the next call probes again (answered from the last probe meanwhile)
      await vi.waitFor(async () => expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200));
      expect(lines.map((l) => [l.level, l.msg])).toEqual([
        [40, 'health: unhealthy'],
        [30, 'health: healthy'],
      ]);
    } finally {
      ping.mockRestore();
      await app.close();
    }
  });
});

describeOnce('start-up log', () => {
  it('warns about nothing when the sign-in proxy and the photo forms are both served', async () => {
    const { log, lines } = loggedLines('warn');
    // the proxy only forwards to the emulator's address: nothing needs to answer there to start
    const t = await startTestApp('embedded', { AUTH: 'emulator', FIREBASE_PROJECT_ID: 'demo-log', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' }, { log });
    try {
      await t.app.ready();
      expect(lines.map((l) => l.msg)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 90_000);
});
