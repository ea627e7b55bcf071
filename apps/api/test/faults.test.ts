import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, createRuntime, freePort, loadConfig, type Runtime } from '@landscape/core';
import { createDatabase, MODES, spawnWorker } from './fixtures/test-app.ts';

// Fault tolerance of the cluster mode against this machine's PostgreSQL and a private Redis server
// (AOF on, as in docker-compose.yml) that the test may kill and restart, with two worker processes.

describe.runIf(MODES.includes('cluster'))('cluster fault tolerance', () => {
  const dir = mkdtempSync(join(tmpdir(), 'landscape-faults-'));
  let redisPort: number;
  let redis: ChildProcess | null = null;
  let dropDb: () => Promise<void>;
  let env: Record<string, string>;
  let api: Runtime;
  const workers: ChildProcess[] = [];

  const startRedis = async () => {
    redis = spawn(
      'redis-server',
      [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--save',
        '',
        '--maxmemory-policy',
        'noeviction',
      ],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 100; i++) {
      try {
        const { Redis } = await import('ioredis');
        const r = new Redis({ port: redisPort, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null });
        // not listening yet: connect() rejects, which is handled below; the same error as an event is not news
        r.on('error', () => {});
        try {
          await r.connect();
          await r.ping();
          return;
        } finally {
          r.disconnect();
        }
      } catch {
        await new Promise((res) => setTimeout(res, 100));
      }
    }
    throw new Error('private redis did not start');
  };

  const startWorker = (extra: Record<string, string> = {}) => {
    const w = spawnWorker({ ...env, ...extra }, 'ignore');
    workers.push(w);
    return w;
  };
  const exitOf = (w: ChildProcess) =>
    w.exitCode !== null ? Promise.resolve(w.exitCode) : new Promise<number | null>((r) => w.once('exit', (code) => r(code)));

  const waitUntil = async (what: string, fn: () => Promise<boolean>, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await fn())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const statuses = async (id: string) =>
    (await api.db.prisma.generationArea.findMany({ where: { generationId: id }, orderBy: { area: 'asc' } })).map((r) => r.status);
  const allDone = (id: string) => async () => (await statuses(id)).every((s) => s === 'completed');
  const processing = (id: string, n: number) => async () => (await statuses(id)).filter((s) => s === 'processing').length >= n;

  beforeAll(async () => {
    redisPort = await freePort();
    await startRedis();
    const db = await createDatabase(process.env.TEST_DATABASE_URL!);
    dropDb = db.drop;
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: db.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      QUEUE_PREFIX: 'faults',
      IMAGE_MODEL: 'fake',
      FAKE_MODEL_DRAW: 'false',
      FAKE_MODEL_LATENCY_MS: '3000',
      GENERATION_CONCURRENCY: '1',
      WORKER_LOCK_MS: '3000',
      WORKER_STALLED_INTERVAL_MS: '1000',
      RECONCILE_INTERVAL_MS: '1000',
      RECONCILE_STUCK_MS: '10000',
      SHUTDOWN_GRACE_MS: '20000',
      WORKER_METRICS_PORT: '0',
      AUTH: 'none',
      RENDER_PRIORITY: 'normal',
    };
    const config = loadConfig(env);
    api = await createRuntime(config, { role: 'api', log: createLogger(config) });
  }, 60_000);

  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
    await api?.close();
    redis?.kill('SIGKILL');
    await dropDb?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finishes every area when a worker is killed with SIGKILL mid-job', async () => {
    const a = startWorker();
    const b = startWorker();
    const { id } = await api.designs.start.start({
      address: '5 Harbor View, Seattle, WA',
      areas: [
        { area: 'front_yard', prompt: '' },
        { area: 'backyard', prompt: 'fire pit' },
      ],
      styles: ['japanese_zen'],
    });
    await waitUntil('both areas to start', processing(id, 2));
    const killedAt = Date.now();
    a.kill('SIGKILL');
    await waitUntil('the other worker to finish every area', allDone(id), 60_000);
    console.log(`kill -9: every area completed ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`);
    expect(await statuses(id)).toEqual(['completed', 'completed']);
    b.kill('SIGTERM');
    await exitOf(b);
  }, 90_000);

  it('drains the active job on SIGTERM before exiting', async () => {
    const w = startWorker();
    const { id } = await api.designs.start.start({ address: '19 Elm Court, Boise, ID', areas: [{ area: 'walkway', prompt: '' }], styles: ['xeriscaping'] });
    await waitUntil('the job to start', processing(id, 1));
    const t0 = Date.now();
    w.kill('SIGTERM');
    const code = await exitOf(w);
    console.log(`SIGTERM: worker drained and exited in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    expect(code).toBe(0);
    expect(await statuses(id)).toEqual(['completed']);
  }, 60_000);

  it('completes every job when Redis restarts while jobs are active', async () => {
    startWorker();
    startWorker();
    const { id } = await api.designs.start.start({
      address: '300 Canyon Road, Santa Fe, NM',
      areas: [
        { area: 'front_yard', prompt: '' },
        { area: 'backyard', prompt: '' },
        { area: 'walkway', prompt: '' },
      ],
      styles: ['desert_modern'],
    });
    await waitUntil('two areas to start', processing(id, 2));
    const t0 = Date.now();
    redis!.kill('SIGKILL');
    await exitOf(redis!);
    await new Promise((r) => setTimeout(r, 1000));
    await startRedis();
    await waitUntil('every area to complete after the restart', allDone(id), 90_000);
    console.log(`Redis restart: every area completed ${((Date.now() - t0) / 1000).toFixed(1)} s after Redis went down`);
    expect(await statuses(id)).toEqual(['completed', 'completed', 'completed']);
  }, 120_000);

  it('resolves database rows stuck in processing with no job: re-queued, or failed after their attempts', async () => {
    const requeue = await api.db.prisma.generation.create({
      data: {
        address: '1 Lost Job Lane, Reno, NV',
        styles: ['mediterranean'],
        status: 'processing',
        areas: { create: [{ area: 'front_yard', style: 'mediterranean', status: 'processing', attempts: 1 }] },
      },
    });
    const exhausted = await api.db.prisma.generation.create({
      data: {
        address: '2 Lost Job Lane, Reno, NV',
        styles: ['mediterranean'],
        status: 'processing',
        areas: { create: [{ area: 'front_yard', style: 'mediterranean', status: 'processing', attempts: 3 }] },
      },
    });
    await api.db.prisma
      .$executeRaw`UPDATE "generation_areas" SET "updated_at" = now() - interval '1 hour' WHERE "generation_id" IN (${requeue.id}, ${exhausted.id})`;
    const t0 = Date.now();
    await waitUntil('the reconciler to settle both', async () => {
      const rows = await api.db.prisma.generationArea.findMany({ where: { generationId: { in: [requeue.id, exhausted.id] } } });
      return rows.every((r) => r.status === 'completed' || r.status === 'failed');
    });
    console.log(`reconciler: stuck rows resolved in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    expect(await statuses(requeue.id)).toEqual(['completed']);
    const failed = await api.db.prisma.generationArea.findFirstOrThrow({ where: { generationId: exhausted.id } });
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/could not be completed/);
    const gen = await api.db.prisma.generation.findUniqueOrThrow({ where: { id: exhausted.id } });
    expect(gen.status).toBe('failed');
  }, 60_000);
});
