// pnpm bench:fanout — how well one request fans out: 3 areas × 3 styles against a fake image model of
// fixed latency L. Prints the wall time as a ratio to L (1.0 = perfect fan-out) and the API overhead
// per generation (POST answered). Embedded mode by default; BENCH_DATABASE_URL + BENCH_REDIS_URL run it
// on PostgreSQL + BullMQ with an in-process worker.
// BENCH_PROVIDER=gemini-fake drives the real Gemini adapter (@google/genai over HTTP, limiter, retries,
// resize) against the local fake Gemini server answering after L ms, and compares the wall time with
// one call of that same adapter measured alone. The fake runs in its own process, as Google would.
// It answers like Gemini (the photo restyled, the house in place); then each way a real model
// misbehaves (the scene shifted, rescaled, cropped, the house redrawn, an unrelated picture) is run
// BENCH_MISBEHAVING_RUNS times (default 1, 0 = none) and printed on a line of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createLogger, createRuntime, FakeImageModel, loadConfig, type ImageModel } from '@landscape/core';
import type { FakeImageMode } from '../packages/core/src/testing/fake-gemini.server.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildPlan, buildPrompt, renderOriginal, sceneFromAddress } from '@landscape/design';
import { CLAIM_TOKEN_HEADER } from '@landscape/contract';
import { buildApp } from '../apps/api/src/app.ts';

const L = Number(process.env.BENCH_LATENCY_MS ?? 3000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Generations run first and not measured (JIT, database caches). */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 0);
const PROVIDER = process.env.BENCH_PROVIDER ?? 'in-process';
const MISBEHAVING_RUNS = Number(process.env.BENCH_MISBEHAVING_RUNS ?? 1);
if (!['in-process', 'gemini-fake'].includes(PROVIDER)) throw new Error(`BENCH_PROVIDER: in-process | gemini-fake, not ${PROVIDER}`);

// A model that only waits: the bench measures orchestration, not drawing.
const tile = await sharp({ create: { width: 768, height: 768, channels: 3, background: '#6a9a4a' } })
  .png()
  .toBuffer();
const instant: ImageModel = {
  name: 'instant',
  generate: async () => ({ image: tile, contentType: 'image/png', planImage: null, model: 'instant', preservationStrength: 1 }),
};

const dataDir = mkdtempSync(join(tmpdir(), 'landscape-bench-'));
const env: Record<string, string> = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, GENERATION_CONCURRENCY: '9', DAILY_LIMIT: '1000000' };
// the render pool's size and priority as the shell sets them (the machine's default otherwise)
for (const key of ['RENDER_THREADS', 'RENDER_PRIORITY']) if (process.env[key]) env[key] = process.env[key]!;
if (process.env.BENCH_DATABASE_URL && process.env.BENCH_REDIS_URL) {
  Object.assign(env, {
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    REDIS_URL: process.env.BENCH_REDIS_URL,
    AUTH: 'none',
    API_RUNS_JOBS: 'true',
    QUEUE_PREFIX: `bench${Date.now()}`,
  });
}
let gemini: { url: string; process: ChildProcess; stats: () => Promise<{ requests: number; maxInFlight: number }> } | null = null;
if (PROVIDER === 'gemini-fake') {
  const script = fileURLToPath(new URL('../packages/core/src/testing/fake-gemini.main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(L)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`fake Gemini exited with ${code}`)));
  });
  const url = (JSON.parse(first) as { url: string }).url;
  gemini = { url, process: child, stats: async () => (await fetch(`${url}/_fake/stats`)).json() as Promise<{ requests: number; maxInFlight: number }> };
  // 9 calls of one request in flight at once: PROVIDER_CONCURRENCY below 9 would queue the tenth
  Object.assign(env, {
    IMAGE_MODEL: 'gemini',
    GEMINI_API_KEY: 'bench',
    GEMINI_BASE_URL: gemini.url,
    PROVIDER_CONCURRENCY: process.env.BENCH_PROVIDER_CONCURRENCY ?? '9',
  });
}
const config = loadConfig(env);
const runtime = await createRuntime(config, { role: 'api', log: createLogger(config), ...(gemini ? {} : { imageModel: new FakeImageModel(instant, L) }) });
await runtime.runner?.start();
const app = await buildApp(runtime, { web: false });
await app.ready();

const boundary = '----bench';
const fields: [string, string][] = [
  ['address', '1600 Amphitheatre Pkwy, Mountain View, CA'],
  ['style', 'modern_minimalist,japanese_zen,mediterranean'],
  ['generate_front_yard', 'true'],
  ['generate_backyard', 'true'],
  ['generate_walkway', 'true'],
  ['front_yard_prompt', 'water feature'],
];
const payload = `${fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('')}--${boundary}--\r\n`;

// One call of the configured model alone: the floor a perfect fan-out of 9 calls would reach.
let single = L;
if (gemini) {
  const address = '1600 Amphitheatre Pkwy, Mountain View, CA';
  const scene = sceneFromAddress(address);
  const plan = buildPlan({ area: 'front_yard', style: 'japanese_zen', wishes: 'water feature', scene, seed: 1 });
  const original = await renderOriginal(scene, 'front_yard', { format: 'png' });
  const input = {
    area: 'front_yard' as const,
    style: 'japanese_zen',
    original: { data: original, contentType: 'image/png' },
    scene,
    plan,
    prompt: buildPrompt(plan, scene),
    view: 'street',
    width: 768,
    height: 768,
  };
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await runtime.imageModel.generate(input, { signal: new AbortController().signal });
    times.push(performance.now() - t0);
  }
  single = times.sort((a, b) => a - b)[1]!;
}

/** Until no job runs: a delivered design's growth stages are drawn after it, and must not weigh on the next run. */
async function idle() {
  for (;;) {
    const c = await runtime.queue.counts();
    if (c.active === 0 && c.waiting === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * One studio request of 3 areas × 3 styles on an idle studio, start to last area finished: wall time in ms,
 * and House-Lock's actions.
 */
async function generateOnce(): Promise<{ ms: number; overhead: number; actions: Record<string, number> }> {
  await idle();
  const t0 = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/design/complete-landscape',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const overhead = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`POST answered ${res.statusCode}: ${res.body}`);
  // a visitor's generation: its progress is theirs, shown for the claim token the answer gave them
  const { request_id, claim_token } = res.json() as { request_id: string; claim_token?: string };
  for (;;) {
    const polled = await app.inject({
      method: 'GET',
      url: `/api/design/progress/${request_id}`,
      headers: claim_token ? { [CLAIM_TOKEN_HEADER]: claim_token } : {},
    });
    if (polled.statusCode !== 200) throw new Error(`progress answered ${polled.statusCode}: ${polled.body}`);
    const p = polled.json() as {
      completed: number;
      failed: number;
      total: number;
      areas: Record<string, { images: { house_lock: { action: string } | null }[] }>;
    };
    if (p.completed + p.failed === p.total) {
      if (p.failed) throw new Error('an area failed');
      const ms = performance.now() - t0;
      const actions: Record<string, number> = {};
      for (const a of Object.values(p.areas))
        for (const img of a.images) actions[img.house_lock?.action ?? 'none'] = (actions[img.house_lock?.action ?? 'none'] ?? 0) + 1;
      return { ms, overhead, actions };
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

const ratios: number[] = [];
const singleRatios: number[] = [];
const overheads: number[] = [];
let wellBehavedActions: Record<string, number> = {};
for (let i = 0; i < WARMUP + RUNS; i++) {
  const run = await generateOnce();
  if (i < WARMUP) continue;
  overheads.push(run.overhead);
  ratios.push(run.ms / L);
  singleRatios.push(run.ms / single);
  wellBehavedActions = run.actions;
}

const fmt = (xs: number[], d = 2) => {
  const s = [...xs].sort((a, b) => a - b);
  return `min ${s[0]!.toFixed(d)}  median ${s[Math.floor(s.length / 2)]!.toFixed(d)}  max ${s[s.length - 1]!.toFixed(d)}`;
};
const model = gemini
  ? `real Gemini adapter -> fake Gemini server (latency L=${L} ms, PROVIDER_CONCURRENCY=${config.PROVIDER_CONCURRENCY})`
  : `in-process fake model latency L=${L} ms`;
console.log(`fan-out, 3 areas x 3 styles, ${model}, ${config.mode} mode, ${RUNS} runs${WARMUP ? ` after ${WARMUP} unmeasured` : ''}`);
console.log(`  wall time / L : ${fmt(ratios)}`);
if (gemini) {
  console.log(`  single adapter call (median of 3): ${single.toFixed(0)} ms`);
  console.log(`  wall time / single call: ${fmt(singleRatios)}  (target <= 1.20)  House-Lock: ${JSON.stringify(wellBehavedActions)}`);
  console.log(`  fake server saw at most ${(await gemini.stats()).maxInFlight} calls in flight`);
  const misbehaving: [string, FakeImageMode][] = [
    ['shifted +24 px', { move: { kind: 'shift', dx: 24, dy: 24 } }],
    ['shifted -24 px', { move: { kind: 'shift', dx: -24, dy: -24 } }],
    ['scaled 0.9x', { move: { kind: 'scale', factor: 0.9 } }],
    ['cropped 4:3', { move: { kind: 'crop43' } }],
    ['house redrawn', { house: 'redrawn' }],
    ['unrelated picture', { of: 'tile' }],
  ];
  for (const [name, mode] of MISBEHAVING_RUNS > 0 ? misbehaving : []) {
    await fetch(`${gemini.url}/_fake/image-mode`, { method: 'PUT', body: JSON.stringify(mode) });
    const before = (await gemini.stats()).requests;
    const xs: number[] = [];
    let actions: Record<string, number> = {};
    for (let i = 0; i < MISBEHAVING_RUNS; i++) {
      const run = await generateOnce();
      xs.push(run.ms / single);
      actions = run.actions;
    }
    const calls = ((await gemini.stats()).requests - before) / MISBEHAVING_RUNS;
    console.log(`  misbehaving fake, ${name}: wall time / single call ${fmt(xs)}, ${calls} model calls a request, House-Lock: ${JSON.stringify(actions)}`);
  }
  await fetch(`${gemini.url}/_fake/image-mode`, { method: 'PUT', body: '{}' });
  const snap = runtime.providers.metrics.snapshot();
  for (const s of snap.series) {
    console.log(
      `  provider ${s.provider}/${s.op}/${s.outcome}: ${s.count} calls, mean ${(s.latencyMs.sum / s.count).toFixed(0)} ms, est. $${s.costUsd.toFixed(4)}`,
    );
  }
}
console.log(`  API overhead per generation (POST answered, ms): ${fmt(overheads, 1)}`);
await app.close();
await runtime.close();
gemini?.process.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });
