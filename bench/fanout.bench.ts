// pnpm bench:fanout — how well one request fans out: 3 areas × 3 styles against a fake image model of
// fixed latency L. Prints the wall time as a ratio to L (1.0 = perfect fan-out) and the API overhead
// per generation (POST answered). Embedded mode by default; BENCH_DATABASE_URL + BENCH_REDIS_URL run it
// on PostgreSQL + BullMQ with an in-process worker.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createLogger, createRuntime, FakeImageModel, loadConfig, type ImageModel } from '@landscape/core';
import { buildApp } from '../apps/api/src/app.ts';

const L = Number(process.env.BENCH_LATENCY_MS ?? 3000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

// A model that only waits: the bench measures orchestration, not drawing.
const tile = await sharp({ create: { width: 768, height: 768, channels: 3, background: '#6a9a4a' } }).png().toBuffer();
const instant: ImageModel = {
  name: 'instant',
  generate: async () => ({ image: tile, contentType: 'image/png', planImage: null, model: 'instant', preservationStrength: 1 }),
};

const dataDir = mkdtempSync(join(tmpdir(), 'landscape-bench-'));
const env: Record<string, string> = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, GENERATION_CONCURRENCY: '9' };
if (process.env.BENCH_DATABASE_URL && process.env.BENCH_REDIS_URL) {
  Object.assign(env, { DATABASE_URL: process.env.BENCH_DATABASE_URL, REDIS_URL: process.env.BENCH_REDIS_URL, API_RUNS_JOBS: 'true', QUEUE_PREFIX: `bench${Date.now()}` });
}
const config = loadConfig(env);
const runtime = await createRuntime(config, { role: 'api', log: createLogger(config), imageModel: new FakeImageModel(instant, L) });
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

const ratios: number[] = [];
const overheads: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  overheads.push(performance.now() - t0);
  const { request_id } = res.json() as { request_id: string };
  for (;;) {
    const p = (await app.inject({ method: 'GET', url: `/api/design/progress/${request_id}` })).json() as { completed: number; failed: number; total: number };
    if (p.completed + p.failed === p.total) {
      if (p.failed) throw new Error('an area failed');
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  ratios.push((performance.now() - t0) / L);
}

const fmt = (xs: number[], d = 2) => {
  const s = [...xs].sort((a, b) => a - b);
  return `min ${s[0]!.toFixed(d)}  median ${s[Math.floor(s.length / 2)]!.toFixed(d)}  max ${s[s.length - 1]!.toFixed(d)}`;
};
console.log(`fan-out, 3 areas x 3 styles, fake model latency L=${L} ms, ${config.mode} mode, ${RUNS} runs`);
console.log(`  wall time / L : ${fmt(ratios)}`);
console.log(`  API overhead per generation (POST answered, ms): ${fmt(overheads, 1)}`);
await app.close();
await runtime.close();
rmSync(dataDir, { recursive: true, force: true });
