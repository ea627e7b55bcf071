import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './fixtures/test-app.ts';

// What an operator reads: one line per answered request, with its request id, status and time.

describe('request log', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    t = await startTestApp('embedded', { AUTH: 'none' }, { log: pino({ level: 'info' }, sink) });
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
});

describe('start-up log', () => {
  it('warns about nothing when the sign-in proxy and the photo forms are both served', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    // the proxy only forwards to the emulator's address: nothing needs to answer there to start
    const t = await startTestApp('embedded', { AUTH: 'emulator', FIREBASE_PROJECT_ID: 'demo-log', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' }, { log: pino({ level: 'warn' }, sink) });
    try {
      await t.app.ready();
      expect(lines.map((l) => l.msg)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 90_000);
});
