import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createLogger } from '../../platform/logger.ts';
import { ProviderMetrics } from '../metrics/provider-metrics.ts';
import { estimateCostUsd } from '../metrics/prices.ts';
import { burstFor, LocalTokenBucket, RedisTokenBucket, Semaphore } from './limits.ts';
import { ProviderCalls } from './provider-calls.ts';
import { ProviderCallError } from './provider-error.ts';
import { backoffDelay, withRetry } from './retry.ts';

const signal = () => new AbortController().signal;

describe('Semaphore', () => {
  it('lets `limit` holders in and hands a released slot to the next waiter in order', async () => {
    const s = new Semaphore(2);
    const a = await s.acquire(signal());
    const b = await s.acquire(signal());
    const order: string[] = [];
    const c = s.acquire(signal()).then((r) => (order.push('c'), r));
    const d = s.acquire(signal()).then((r) => (order.push('d'), r));
    expect(s.queued).toBe(2);
    a();
    (await c)();
    b();
    (await d)();
    expect(order).toEqual(['c', 'd']);
    expect(s.inFlight).toBe(0);
  });

  it('drops a waiter whose signal aborts', async () => {
    const s = new Semaphore(1);
    const held = await s.acquire(signal());
    const job = new AbortController();
    const waiting = s.acquire(job.signal);
    job.abort(new Error('job timed out'));
    await expect(waiting).rejects.toThrow('job timed out');
    expect(s.queued).toBe(0);
    held();
    expect(s.inFlight).toBe(0);
  });
});

describe('Semaphore, later calls', () => {
  it('holds later calls to half the slots and serves every other waiter before them', async () => {
    const s = new Semaphore(4);
    expect(s.laterLimit).toBe(2);
    const order: string[] = [];
    const l1 = await s.acquire(signal(), { later: true });
    const l2 = await s.acquire(signal(), { later: true });
    // a third later call waits although two slots are free; a design call starts at once
    const l3 = s.acquire(signal(), { later: true }).then((r) => (order.push('l3'), r));
    const d1 = await s.acquire(signal());
    const d2 = await s.acquire(signal());
    expect(s.inFlight).toBe(4);
    const d3 = s.acquire(signal()).then((r) => (order.push('d3'), r));
    // a later slot freed goes to the waiting design call, not to the later one queued first
    l1();
    (await d3)();
    expect(order).toEqual(['d3']);
    l2();
    (await l3)();
    expect(order).toEqual(['d3', 'l3']);
    d1();
    d2();
    expect(s.inFlight).toBe(0);
    expect(s.queued).toBe(0);
  });

  it('drops a later waiter whose signal aborts', async () => {
    const s = new Semaphore(1);
    const held = await s.acquire(signal());
    const job = new AbortController();
    const waiting = s.acquire(job.signal, { later: true });
    job.abort(new Error('job timed out'));
    await expect(waiting).rejects.toThrow('job timed out');
    held();
    expect(s.inFlight).toBe(0);
    expect(s.queued).toBe(0);
  });
});

describe('LocalTokenBucket', () => {
  it('allows a burst of a tenth of the minute, then one call per 60/rate seconds', () => {
    let now = 0;
    const b = new LocalTokenBucket(60, () => now); // 1 per second, burst 6
    for (let i = 0; i < burstFor(60); i++) expect(b.tryTake('gemini')).toBe(0);
    expect(b.tryTake('gemini')).toBe(1000);
    now = 1000;
    expect(b.tryTake('gemini')).toBe(0);
    // each provider has its own bucket
    expect(b.tryTake('google-maps')).toBe(0);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('RedisTokenBucket (real Redis)', () => {
  const redis = redisUrl ? new Redis(redisUrl) : null;
  afterAll(() => redis?.disconnect());
  it('shares one bucket between limiters, as workers of a cluster would', async () => {
    const prefix = `limits-test-${Date.now()}`;
    const perMinute = 300; // 5 per second, burst 30
    const one = new RedisTokenBucket(redis!, prefix, perMinute);
    const two = new RedisTokenBucket(redis!, prefix, perMinute);
    // 25 calls through each: two buckets of their own would grant all 50; one shared bucket its burst of
    // 30, and what refilled while the calls ran (Redis keeps the time: measured here to bound it)
    const t0 = performance.now();
    let granted = 0;
    for (let i = 0; i < 25; i++) if ((await one.tryTake('gemini')) === 0) granted++;
    for (let i = 0; i < 25; i++) if ((await two.tryTake('gemini')) === 0) granted++;
    const refilled = Math.ceil(((performance.now() - t0) * perMinute) / 60_000);
    expect(granted).toBeGreaterThanOrEqual(burstFor(perMinute));
    expect(granted).toBeLessThanOrEqual(burstFor(perMinute) + refilled);
    // once it is empty, the wait is at most the time one token takes to come back
    let wait = 0;
    for (let i = 0; i < 50 && wait === 0; i++) wait = await two.tryTake('gemini');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000 / perMinute);
    await redis!.del(one.key('gemini'));
  });
});

describe('withRetry', () => {
  it('grows the backoff exponentially with jitter, capped', () => {
    const p = { attempts: 5, baseDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelay(p, 0, () => 0)).toBe(50);
    expect(backoffDelay(p, 2, () => 1)).toBe(400);
    expect(backoffDelay(p, 10, () => 1)).toBe(1000);
  });

  it('retries only retryable failures', async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw new ProviderCallError('bad', 'client_error', false);
        },
        { policy: { attempts: 5, baseDelayMs: 1, maxDelayMs: 1 }, signal: signal() },
      ),
    ).rejects.toThrow('bad');
    expect(calls).toBe(1);
  });

  it('never sleeps past the job budget', async () => {
    const job = new AbortController();
    setTimeout(() => job.abort(new Error('job timed out')), 50);
    let attempts = 0;
    // a backoff of ten minutes: a retry that slept it out would outlast the test
    await expect(
      withRetry(
        async () => {
          attempts++;
          throw new ProviderCallError('busy', 'rate_limited', true);
        },
        { policy: { attempts: 5, baseDelayMs: 600_000, maxDelayMs: 600_000 }, signal: job.signal },
      ),
    ).rejects.toThrow('job timed out');
    expect(attempts).toBe(1);
  });
});

describe('ProviderCalls', () => {
  it('records every call in the metric registry and the log line, with its estimated cost', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger({ LOG_LEVEL: 'info' });
    const spy = Object.assign(Object.create(log), {
      info: (o: Record<string, unknown>) => lines.push(o),
      warn: (o: Record<string, unknown>) => lines.push(o),
    });
    const metrics = new ProviderMetrics();
    const calls = new ProviderCalls({ log: spy, metrics, concurrency: 2 });
    await calls.call({ provider: 'google-maps', op: 'staticmap', signal: signal() }, async () => ({ value: 1 }));
    await calls
      .call({ provider: 'google-maps', op: 'staticmap', signal: signal() }, async () => {
        throw new ProviderCallError('x', 'server_error', true);
      })
      .catch(() => {});
    const snap = metrics.snapshot();
    expect(snap.series.map((s) => [s.outcome, s.count, s.costUsd])).toEqual([
      ['ok', 1, 0.002],
      ['server_error', 1, 0],
    ]);
    expect(snap.series[0]!.latencyMs.buckets.at(-1)).toEqual({ le: Infinity, count: 1 });
    expect(lines[0]).toMatchObject({ provider: 'google-maps', op: 'staticmap', outcome: 'ok', costUsd: 0.002 });
    expect(lines[1]).toMatchObject({ outcome: 'server_error', costUsd: 0, error: 'x' });
  });

  it('prices Gemini by the tokens it reports, and bills a blocked answer its input only', () => {
    // Gemini 3.1 Flash Image: a 1K image is 1120 output tokens at $60/M, input $0.50/M
    expect(estimateCostUsd({ provider: 'gemini', op: 'generate_image', outcome: 'ok', usage: { inputTokens: 1000, outputTokens: 1120 } })).toBeCloseTo(
      0.0677,
      4,
    );
    expect(estimateCostUsd({ provider: 'gemini', op: 'generate_image', outcome: 'ok' })).toBe(0.067);
    // Gemini 3 Pro Image: $120/M image tokens, $2/M input
    expect(
      estimateCostUsd({
        provider: 'gemini',
        op: 'generate_image',
        model: 'gemini-3-pro-image',
        outcome: 'ok',
        usage: { inputTokens: 1000, outputTokens: 1120 },
      }),
    ).toBeCloseTo(0.1364, 4);
    expect(estimateCostUsd({ provider: 'gemini', op: 'generate_image', outcome: 'blocked', usage: { inputTokens: 1000, outputTokens: 0 } })).toBeCloseTo(
      0.0005,
      6,
    );
    expect(estimateCostUsd({ provider: 'gemini', op: 'generate_image', outcome: 'rate_limited' })).toBe(0);
  });
});
