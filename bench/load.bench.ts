// pnpm bench:load — the cluster mode under a constant request rate: 500 studios polling progress every
// 2 s (250 req/s) plus 5 generations a second, for BENCH_SECONDS (default 30).
// Runs the real API process and two apps/worker processes on this machine's PostgreSQL and Redis
// (BENCH_DATABASE_URL, BENCH_REDIS_URL). The image model is the fake one answering the original after
// 200 ms, so the figures are the service's own, not the renderer's. Prints p50/p95/p99 and errors.
// Each studio keeps its connection, polls at its own moment of the 2 s (homeowners do not open the studio
// in step) and polls again only after its answer; generations come one by one, 5 homeowners a second, each
// from an address of its own (X-Forwarded-For through TRUST_PROXY=loopback: not one IP over the per-IP
// limit of 20 a minute). Polls go as a studio sends them: with the claim token the generation came with
// and the ETag last answered for it (If-None-Match), as apps/web does.
// The API's tail apart (issue 31): with BENCH_ISOLATE (default on when `taskset` is there and the machine
// has 2+ cores) the API runs alone on core 0, the workers (at nice 10) and this load generator on the
// others, so the latencies are the API's, not CPU contention with the workers; BENCH_ISOLATE=0 shares
// every core as before. Beside the latencies the client measures, it prints the API's own time for the
// polls and starts (its /metrics histogram: arrival to answer inside the API).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '@landscape/core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const GEN_RATE = Number(process.env.BENCH_GEN_RATE ?? 5);
const baseDb = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CORES = availableParallelism();
const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const ISOLATE = process.env.BENCH_ISOLATE ? process.env.BENCH_ISOLATE !== '0' : hasTaskset && CORES >= 2;
if (ISOLATE && !hasTaskset) throw new Error('BENCH_ISOLATE needs taskset (util-linux)');
const OTHERS = `1-${CORES - 1}`;
// this load generator leaves core 0 to the API
if (ISOLATE) execFileSync('taskset', ['-pc', OTHERS, String(process.pid)], { stdio: 'ignore' });
const METRICS_TOKEN = 'bench-load-metrics';

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
  METRICS_TOKEN,
  TRUST_PROXY: 'loopback',
};
const procs: ChildProcess[] = [];
/** The API alone on core 0; workers on the other cores at a lower priority than this load generator. */
const start = (file: string, role: 'api' | 'worker') => {
  const node = [process.execPath, '--import', 'tsx', file];
  const cmd = !ISOLATE ? node : role === 'api' ? ['taskset', '-c', '0', ...node] : ['taskset', '-c', OTHERS, 'nice', '-n', '10', ...node];
  const p = spawn(cmd[0]!, cmd.slice(1), { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  procs.push(p);
  return p;
};
const url = `http://127.0.0.1:${port}`;
start('apps/api/src/server.ts', 'api');
for (let i = 0; i < 60; i++) {
  try {
    if ((await fetch(`${url}/api/health`)).ok) break;
  } catch {
    // starting
  }
  await new Promise((r) => setTimeout(r, 500));
}
start('apps/worker/src/main.ts', 'worker');
start('apps/worker/src/main.ts', 'worker');

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

// requests to poll: a pool of real generations with their claim tokens, grown by the generation load as it runs
type Started = { request_id: string; claim_token?: string };
const ids: Started[] = [];
for (let i = 0; i < 20; i++) {
  const res = await fetch(`${url}/api/design/complete-landscape`, { method: 'POST', body, headers });
  ids.push((await res.json()) as Started);
}

/** The API's own request-duration histogram for a route (cumulative counts by upper bound, seconds). */
async function apiHistogram(route: string): Promise<Map<number, number>> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const out = new Map<number, number>();
  for (const m of text.matchAll(/^http_request_duration_seconds_bucket\{([^}]*)\} (\d+)/gm)) {
    if (!m[1]!.includes(`route="${route}"`)) continue;
    const le = /le="([^"]+)"/.exec(m[1]!)![1]!;
    const bound = le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le);
    out.set(bound, (out.get(bound) ?? 0) + Number(m[2]));
  }
  return out;
}
const POLL_ROUTE = '/api/design/progress/:request_id';
const START_ROUTE = '/api/design/complete-landscape';
const before = { poll: await apiHistogram(POLL_ROUTE), start: await apiHistogram(START_ROUTE) };

type Sample = { ms: number[]; errors: number; non2xx: number };
// Keep-alive connections as browsers hold them: one per studio, a few for the homeowners starting designs.
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 4 * GEN_RATE });
/** One request; its time from being sent to the answer's last byte, as a studio sees it. */
function send(
  sample: Sample,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string } | null> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.request(`${url}${path}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        sample.ms.push(performance.now() - t0);
        if (res.statusCode! >= 400) sample.non2xx++;
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', () => {
      sample.errors++;
      resolve(null);
    });
    req.end(body);
  });
}

/**
 * Calls `act` every `everyMs` from a random moment of the first period until the run ends, skipping a turn
 * while the last call is still waiting (a studio polls again only after its answer). Resolves when the last
 * call has answered.
 */
async function every(everyMs: number, endsAt: number, act: () => Promise<unknown>): Promise<void> {
  let next = performance.now() + Math.random() * everyMs;
  let busy: Promise<unknown> | null = null;
  while (next < endsAt) {
    await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    if (!busy) busy = act().finally(() => (busy = null));
    next += everyMs;
  }
  await busy;
}

const poll: Sample = { ms: [], errors: 0, non2xx: 0 };
const gen: Sample = { ms: [], errors: 0, non2xx: 0 };
/** The last ETag answered for each generation. */
const etags = new Map<string, string>();
let homeowner = 0;
const nextAddress = () => `10.${(++homeowner >> 16) & 255}.${(homeowner >> 8) & 255}.${homeowner & 255}`;
let notModified = 0;
console.log(`load: ${CLIENTS} studios polling every 2 s (${CLIENTS / 2} req/s) + ${GEN_RATE} generations/s for ${SECONDS} s, cluster mode, 2 workers`);
console.log('  each studio polls at its own moment of the 2 s, and the generations come one by one, as from homeowners apart');
console.log(
  ISOLATE
    ? `  the API alone on core 0; the workers (nice 10) and this load generator on cores ${OTHERS} (taskset)`
    : '  every process on every core (BENCH_ISOLATE=0): the figures mix the API with CPU contention',
);
const endsAt = performance.now() + SECONDS * 1000;
await Promise.all([
  // each studio polls a generation with its claim token and the ETag last answered for it (If-None-Match), as apps/web does
  ...Array.from({ length: CLIENTS }, () =>
    every(2000, endsAt, async () => {
      const g = ids[Math.floor(Math.random() * ids.length)]!;
      const etag = etags.get(g.request_id);
      const res = await send(poll, 'GET', `/api/design/progress/${g.request_id}`, {
        ...(g.claim_token ? { 'x-claim-token': g.claim_token } : {}),
        ...(etag ? { 'if-none-match': etag } : {}),
      });
      if (res?.status === 304) notModified++;
      if (res?.status === 200 && typeof res.headers.etag === 'string') etags.set(g.request_id, res.headers.etag);
    }),
  ),
  // GEN_RATE homeowners a second, each from an address of its own
  ...Array.from({ length: GEN_RATE }, () =>
    every(1000, endsAt, async () => {
      const res = await send(gen, 'POST', '/api/design/complete-landscape', { ...headers, 'x-forwarded-for': nextAddress() }, body);
      if (res?.status === 200) ids.push(JSON.parse(res.body) as Started);
    }),
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
console.log(`  polls answered 304 (unchanged since the studio's last answer): ${notModified} of ${poll.ms.length}`);

// the API's own time: arrival to answer inside the API process, from its histogram (bucket bounds)
const after = { poll: await apiHistogram(POLL_ROUTE), start: await apiHistogram(START_ROUTE) };
for (const [name, key] of [
  ['progress polling', 'poll'],
  ['generation start', 'start'],
] as const) {
  const bounds = [...after[key].keys()].sort((a, b) => a - b);
  const delta = bounds.map((b) => [b, (after[key].get(b) ?? 0) - (before[key].get(b) ?? 0)] as const);
  const total = delta.at(-1)?.[1] ?? 0;
  const within = (ms: number) => delta.find(([b]) => b >= ms / 1000)?.[1] ?? 0;
  const p99 = delta.find(([, n]) => n >= total * 0.99)?.[0];
  console.log(
    `  API's own ${name.padEnd(17)} ${String(total).padStart(6)} answers  within 10 ms ${((100 * within(10)) / total).toFixed(1)}%  within 50 ms ${((100 * within(50)) / total).toFixed(1)}%  within 100 ms ${((100 * within(100)) / total).toFixed(1)}%  p99 <= ${p99 === undefined ? '?' : p99 === Number.POSITIVE_INFINITY ? '> 30 s' : `${p99 * 1000} ms`}`,
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
