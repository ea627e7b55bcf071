// pnpm bench:poll — does the embedded server keep answering while it renders? Starts the real embedded
// server (apps/api/src/server.ts, offline renderer, PORT=0), then fires BENCH_POLLS (200) concurrent
// GET /api/design/progress/{id} in rounds: first at rest (a finished job whose answer has stopped
// changing), then while one 3-area × 3-style job renders.
// Prints p50/p95/p99 of each phase. Target (issue 31): p99 <= 100 ms at rest and while rendering.
// Then BENCH_POLLS concurrent GET /api/health a round, BENCH_HEALTH_ROUNDS (15) rounds at rest (target p99
// <= 100 ms). BENCH_AUTH=emulator runs the server with its own Auth Emulator, as `pnpm start` does, so the
// health check includes sign-in (waits until healthy first).
// Each of the BENCH_POLLS pollers is a studio: it sends back the ETag it last got (If-None-Match) and an
// unchanged answer comes as 304 with no body; BENCH_ETAG=0 polls without it (every answer whole). A poll's
// latency runs from its request to the last byte of its answer; the studios' own work of decompressing and
// parsing whole answers is done after each round, since here 200 studios share one process (see round()).
// BENCH_RENDER_THREADS sets the server's RENDER_THREADS (0: drawing on the event loop, for comparison); RENDER_PRIORITY
// is passed on as it is (idle by default; low or normal to compare);
// BENCH_NODE_ARGS passes node flags to the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
// BENCH_SERVER_ROOT runs another checkout's server (e.g. /work/main) under the same client, for a before/after.
// Besides latencies it prints the server's CPU time per poll at rest (from /proc), which a busy machine
// does not inflate the way it inflates latencies.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CLAIM_TOKEN_HEADER, type ProgressResponse } from '@landscape/contract';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const POLLS = Number(process.env.BENCH_POLLS ?? 200);
const REST_ROUNDS = Number(process.env.BENCH_REST_ROUNDS ?? 15);
const JOBS = Number(process.env.BENCH_JOBS ?? 3);
const CONDITIONAL = process.env.BENCH_ETAG !== '0';
const HEALTH_ROUNDS = Number(process.env.BENCH_HEALTH_ROUNDS ?? 15);
const AUTH = process.env.BENCH_AUTH ?? 'none';

const dataDir = mkdtempSync(join(tmpdir(), 'landscape-poll-'));
const server = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: process.env.BENCH_SERVER_ROOT ?? ROOT,
  // the defaults of `pnpm start` (offline renderer, info logs), with a private data folder and a free port
  // (production refuses the Auth Emulator: with BENCH_AUTH=emulator the server runs as `pnpm start` does)
  env: {
    ...process.env,
    NODE_ENV: AUTH === 'emulator' ? 'development' : 'production',
    AUTH,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DAILY_LIMIT: '1000',
    ...(process.env.BENCH_RENDER_THREADS ? { RENDER_THREADS: process.env.BENCH_RENDER_THREADS } : {}),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = await new Promise<{ url: string; renderThreads: number }>((resolve, reject) => {
  createInterface({ input: server.stdout! }).on('line', (line) => {
    try {
      const entry = JSON.parse(line) as { msg?: string; url?: string; renderThreads?: number };
      if (entry.msg === 'Landscape Studio is ready' && entry.url) resolve({ url: entry.url, renderThreads: entry.renderThreads ?? 0 });
    } catch {
      // not a log line
    }
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
const { url } = ready;
/** Every poller keeps its connection open, as a browser does between polls. */
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

/** A visitor's generation shows its progress only with its claim token (product §4). */
const claimTokens = new Map<string, string>();

async function startJob(address: string): Promise<string> {
  const form = new FormData();
  form.append('address', address);
  form.append('style', 'modern_minimalist,japanese_zen,mediterranean');
  for (const area of ['front_yard', 'backyard', 'walkway']) form.append(`generate_${area}`, 'true');
  form.append('backyard_prompt', 'fire pit, pergola');
  const res = await fetch(`${url}/api/design/complete-landscape`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`complete-landscape answered ${res.status}: ${await res.text()}`);
  const answer = (await res.json()) as { request_id: string; claim_token?: string };
  if (answer.claim_token) claimTokens.set(answer.request_id, answer.claim_token);
  return answer.request_id;
}

/** CPU time (user + system) the server process has used, in ms (Linux /proc; clock ticks of 10 ms). */
function serverCpuMs(): number {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** What each poller (one studio) last got for a request: its ETag and answer. */
const seen = Array.from({ length: POLLS }, () => new Map<string, { etag: string; progress: ProgressResponse }>());
let notModified = 0;
let whole = 0;
/** The bench's own time decoding whole answers (after each round, off the polls' clock). */
let decodeMs = 0;

/** One answer as it arrived: status, headers and the bytes as sent (still compressed), timed to the last byte. */
interface Arrived {
  ms: number;
  status: number;
  etag: string | undefined;
  encoding: string | undefined;
  raw: Buffer;
}

/** GET on a kept-alive connection, timed from the request to the last byte of the answer. */
function get(path: string, headers: Record<string, string>): Promise<Arrived> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpGet(`${url}${path}`, { agent, headers: { 'accept-encoding': 'br, gzip', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          ms: performance.now() - t0,
          status: res.statusCode ?? 0,
          etag: res.headers.etag,
          encoding: res.headers['content-encoding'],
          raw: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** An answer's JSON, decompressed as a browser would. */
function decode(a: Arrived): ProgressResponse {
  const text = a.encoding === 'br' ? brotliDecompressSync(a.raw) : a.encoding === 'gzip' ? gunzipSync(a.raw) : a.raw;
  return JSON.parse(text.toString('utf8')) as ProgressResponse;
}

/**
 * One round: POLLS concurrent progress requests; answers each one's latency in ms and the last answer.
 * A poll's latency ends when the last byte of its answer has arrived. Each of the 200 studios decodes its own
 * answer in its own browser: here they share one process, so the answers are decompressed and parsed after
 * the round, not on the clock of the polls still arriving (a change sends every studio the whole answer,
 * and decoding 200 of them here took longer than the server took to send them).
 */
async function round(requestId: string): Promise<{ ms: number[]; progress: ProgressResponse }> {
  const token = claimTokens.get(requestId);
  const arrived = await Promise.all(
    seen.map((mine) => {
      const before = CONDITIONAL ? mine.get(requestId) : undefined;
      return get(`/api/design/progress/${requestId}`, {
        ...(token ? { [CLAIM_TOKEN_HEADER]: token } : {}),
        ...(before ? { 'if-none-match': before.etag } : {}),
      });
    }),
  );
  const t0 = performance.now();
  let last: ProgressResponse | null = null;
  for (const [i, a] of arrived.entries()) {
    const mine = seen[i]!;
    const before = mine.get(requestId);
    if (a.status === 304 && before) {
      notModified++;
      last = before.progress;
      continue;
    }
    if (a.status !== 200) throw new Error(`progress answered ${a.status}`);
    whole++;
    const progress = decode(a);
    if (a.etag) mine.set(requestId, { etag: a.etag, progress });
    last = progress;
  }
  decodeMs += performance.now() - t0;
  return { ms: arrived.map((a) => a.ms), progress: last! };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const line = (name: string, xs: number[], rounds: number) =>
  `  ${name.padEnd(16)} ${String(xs.length).padStart(6)} polls in ${String(rounds).padStart(3)} rounds   p50 ${pct(xs, 50).toFixed(1).padStart(6)} ms   p95 ${pct(xs, 95).toFixed(1).padStart(6)} ms   p99 ${pct(xs, 99).toFixed(1).padStart(6)} ms   max ${xs
    .reduce((m, x) => Math.max(m, x), 0)
    .toFixed(1)
    .padStart(6)} ms`;

try {
  // warm up: the hero samples drawn at start, the first job's code paths
  const warm = await startJob('1 Warmup Way, Eugene, OR');
  for (;;) {
    const { progress } = await round(warm);
    if (progress.completed + progress.failed === progress.total) break;
    await new Promise((r) => setTimeout(r, 200));
  }

  // at rest: nothing left to do — a finished design's summary is completed a moment after its picture
  // (growth, upkeep), and the server's render threads settle; until then the answer still changes
  for (let unchanged = 0; unchanged < 8;) {
    const before = seen[0]!.get(warm)?.etag;
    await round(warm);
    unchanged = seen[0]!.get(warm)?.etag === before ? unchanged + 1 : 0;
    await new Promise((r) => setTimeout(r, 250));
  }
  notModified = 0;
  whole = 0;
  decodeMs = 0;
  const rest: number[] = [];
  const cpu0 = serverCpuMs();
  for (let i = 0; i < REST_ROUNDS; i++) rest.push(...(await round(warm)).ms);
  const cpuPerPoll = (serverCpuMs() - cpu0) / rest.length;

  const busy: number[] = [];
  let rounds = 0;
  const renderMs: number[] = [];
  for (let j = 0; j < JOBS; j++) {
    const t0 = performance.now();
    const id = await startJob(`${100 + j} Juniper Lane, Santa Rosa, CA`);
    for (;;) {
      const { ms, progress } = await round(id);
      busy.push(...ms);
      rounds++;
      if (progress.completed + progress.failed === progress.total) {
        if (progress.failed) throw new Error('an area failed');
        break;
      }
    }
    renderMs.push(performance.now() - t0);
  }

  console.log(
    `progress polls, embedded server (offline renderer, RENDER_THREADS=${ready.renderThreads}, RENDER_PRIORITY=${process.env.RENDER_PRIORITY ?? 'idle'}), ${POLLS} concurrent per round`,
  );
  console.log(line('at rest', rest, REST_ROUNDS));
  console.log(line('while rendering', busy, rounds));
  console.log(`  server CPU per poll at rest: ${cpuPerPoll.toFixed(3)} ms (user + system, /proc)`);
  console.log(`  ${JOBS} jobs of 3 areas x 3 styles, each rendered in ${renderMs.map((m) => (m / 1000).toFixed(1)).join(' s, ')} s while polled`);
  console.log(
    `  ${CONDITIONAL ? 'with If-None-Match' : 'without If-None-Match (BENCH_ETAG=0)'}: ${notModified} answers 304 (unchanged), ${whole} whole answers (decoded after their round, in ${(decodeMs / 1000).toFixed(1)} s of the bench's own time)`,
  );
  console.log(`  target: p99 <= 100 ms at rest -> ${pct(rest, 99) <= 100 ? 'met' : 'NOT met'}; while rendering -> ${pct(busy, 99) <= 100 ? 'met' : 'NOT met'}`);

  // health at rest: every caller shares one probe a second (sign-in included with BENCH_AUTH=emulator)
  for (let i = 0; i < 600 && (await fetch(`${url}/api/health`)).status !== 200; i++) await new Promise((r) => setTimeout(r, 500));
  const health: number[] = [];
  const cpuHealth0 = serverCpuMs();
  for (let i = 0; i < HEALTH_ROUNDS; i++) {
    health.push(
      ...(await Promise.all(
        Array.from({ length: POLLS }, async () => {
          const a = await get('/api/health', {});
          if (a.status !== 200) throw new Error(`health answered ${a.status}`);
          return a.ms;
        }),
      )),
    );
  }
  const cpuPerHealth = (serverCpuMs() - cpuHealth0) / health.length;
  console.log(`GET /api/health, ${POLLS} concurrent per round (AUTH=${AUTH}${AUTH === 'emulator' ? ': sign-in checked' : ''})`);
  console.log(line('at rest', health, HEALTH_ROUNDS));
  console.log(`  server CPU per call: ${cpuPerHealth.toFixed(3)} ms; target: p99 <= 100 ms -> ${pct(health, 99) <= 100 ? 'met' : 'NOT met'}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
