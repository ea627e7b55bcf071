// pnpm bench:load — the cluster mode under a constant request rate: 500 simulated clients polling
// progress every 2 s (250 req/s) plus 5 generations a second, for BENCH_SECONDS (default 30).
// Runs the real API process and two apps/worker processes on this machine's PostgreSQL and Redis
// (BENCH_DATABASE_URL, BENCH_REDIS_URL). The image model is the fake one answering the original after
// 200 ms, so the figures are the service's own, not the renderer's. Prints p50/p95/p99 and errors.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '@landscape/core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const GEN_RATE = Number(process.env.BENCH_GEN_RATE ?? 5);
const baseDb = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const dbName = `landscape_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: baseDb });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(baseDb);
dbUrl.pathname = `/${dbName}`;
const dataDir = mkdtempSync(join(tmpdir(), 'landscape-load-'));
const port = await freePort();
const env = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: dbUrl.toString(),
  REDIS_URL: redisUrl,
  QUEUE_PREFIX: `bench${Date.now()}`,
  AUTH: 'none',
  DAILY_LIMIT: '100000000',
  IMAGE_MODEL: 'fake',
  FAKE_MODEL_DRAW: 'false',
  FAKE_MODEL_LATENCY_MS: '200',
  GENERATION_CONCURRENCY: '8',
  WORKER_METRICS_PORT: '0',
};
const procs: ChildProcess[] = [];
const start = (file: string) => {
  const p = spawn(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  procs.push(p);
  return p;
};
const url = `http://127.0.0.1:${port}`;
start('apps/api/src/server.ts');
for (let i = 0; i < 60; i++) {
  try {
    if ((await fetch(`${url}/api/health`)).ok) break;
  } catch {
    // starting
  }
  await new Promise((r) => setTimeout(r, 500));
}
start('apps/worker/src/main.ts');
start('apps/worker/src/main.ts');

const boundary = '----load';
const body = [
  ['address', '1600 Amphitheatre Pkwy, Mountain View, CA'],
  ['style', 'modern_minimalist'],
  ['generate_front_yard', 'true'],
]
  .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
  .join('')
  .concat(`--${boundary}--\r\n`);
const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };

// requests to poll: a pool of real generations, grown by the generation load as it runs
const ids: string[] = [];
for (let i = 0; i < 20; i++) {
  const res = await fetch(`${url}/api/design/complete-landscape`, { method: 'POST', body, headers });
  ids.push(((await res.json()) as { request_id: string }).request_id);
}

type Sample = { ms: number[]; errors: number; non2xx: number; sent: number };
const run = (name: string, opts: autocannon.Options, sample: Sample) =>
  new Promise<void>((resolve, reject) => {
    const inst = autocannon(opts, (err) => (err ? reject(err) : resolve()));
    inst.on('response', (_c, status, _bytes, responseTime) => {
      sample.ms.push(responseTime);
      if (status >= 400) sample.non2xx++;
    });
    inst.on('reqError', () => sample.errors++);
    void name;
  });

const poll: Sample = { ms: [], errors: 0, non2xx: 0, sent: 0 };
const gen: Sample = { ms: [], errors: 0, non2xx: 0, sent: 0 };
console.log(`load: ${CLIENTS} clients polling every 2 s (${CLIENTS / 2} req/s) + ${GEN_RATE} generations/s for ${SECONDS} s, cluster mode, 2 workers`);
await Promise.all([
  run(
    'poll',
    {
      url,
      connections: CLIENTS,
      overallRate: CLIENTS / 2,
      duration: SECONDS,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/design/progress/${ids[Math.floor(Math.random() * ids.length)]}` }) }],
    },
    poll,
  ),
  run(
    'generate',
    {
      url,
      connections: 10,
      overallRate: GEN_RATE,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/design/complete-landscape',
          headers,
          body,
          onResponse: (status, resBody) => {
            if (status === 200) ids.push((JSON.parse(resBody) as { request_id: string }).request_id);
          },
        },
      ],
    },
    gen,
  ),
]);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};
for (const [name, s] of [
  ['progress polling', poll],
  ['generation start', gen],
] as const) {
  console.log(
    `  ${name.padEnd(17)} ${String(s.ms.length).padStart(6)} responses  p50 ${pct(s.ms, 50).toFixed(1)} ms  p95 ${pct(s.ms, 95).toFixed(1)} ms  p99 ${pct(s.ms, 99).toFixed(1)} ms  errors ${s.errors}  non-2xx ${s.non2xx}`,
  );
}
// how far the workers got with what was asked of them
const c = new pg.Client({ connectionString: dbUrl.toString() });
await c.connect();
const { rows } = await c.query(`SELECT status, count(*)::int AS n FROM generation_areas GROUP BY status ORDER BY status`);
console.log(`  areas by status at the end: ${rows.map((r) => `${r.status} ${r.n}`).join(', ')}`);
await c.end();

for (const p of procs) p.kill('SIGTERM');
await new Promise((r) => setTimeout(r, 3000));
for (const p of procs) if (p.exitCode === null) p.kill('SIGKILL');
await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await admin.end();
rmSync(dataDir, { recursive: true, force: true });
