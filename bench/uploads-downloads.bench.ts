// node --import tsx bench/uploads-downloads.bench.ts — do big photos and bursts of downloads stall the
// server? Starts the real embedded server (apps/api/src/server.ts, offline renderer, BENCH_PORT or a free
// port) and prints, phase by phase, the answer time and the slowest GET /api/health answer meanwhile
// (health is asked in a loop, one at a time), plus the server's largest RSS:
//   1. four big HEIC photos and a malformed walkway_mask in POST /api/design/complete-landscape (×1, then ×3 at once);
//   2. BENCH_PREVIEWS (6) mask previews (POST /api/house-lock/mask) of a big HEIC at once;
//   3. a 1-area × 1-style generation alone, then again during BENCH_DOWNLOADS (40) GET /download/{key} of the
//      nine designs of an earlier generation;
//   4. the same generation during BENCH_PACKS (40) requests at once for the landscaper's pack of a design not
//      yet drawn, each from an address of its own (the pack's limit is per address): the pack is drawn once,
//      and the generation's time beside its time alone is the figure (issue: within 2×).
// BENCH_HEIC names the big HEIC (heif-enc makes one: `heif-enc -q 40 -o big.heic big.jpg`); without it
// phases 1 and 2 are skipped.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CLAIM_TOKEN_HEADER, type ProgressResponse } from '@landscape/contract';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HEIC = process.env.BENCH_HEIC ? readFileSync(process.env.BENCH_HEIC) : null;
const PREVIEWS = Number(process.env.BENCH_PREVIEWS ?? 6);
const DOWNLOADS = Number(process.env.BENCH_DOWNLOADS ?? 40);
const PACKS = Number(process.env.BENCH_PACKS ?? 40);

const dataDir = mkdtempSync(join(tmpdir(), 'landscape-uploads-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    AUTH: 'none',
    HOST: '127.0.0.1',
    PORT: process.env.BENCH_PORT ?? '0',
    DATA_DIR: dataDir,
    DAILY_LIMIT: '1000',
    LOG_LEVEL: 'info',
    // each pack request names its own address in X-Forwarded-For, as a proxy on this machine would
    TRUST_PROXY: 'loopback',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise<string>((resolve, reject) => {
  createInterface({ input: server.stdout! }).on('line', (line) => {
    try {
      const entry = JSON.parse(line) as { msg?: string; url?: string };
      if (entry.msg === 'Landscape Studio is ready' && entry.url) resolve(entry.url);
    } catch {
      // not a log line
    }
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

function rssMb(): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** Runs `work` while asking for health in a loop; answers work's result, its time, the slowest health answer and the largest RSS. */
async function during<T>(work: () => Promise<T>): Promise<{ out: T; ms: number; healthMaxMs: number; healthCalls: number; rssMaxMb: number }> {
  let done = false;
  let healthMaxMs = 0;
  let healthCalls = 0;
  let rssMaxMb = rssMb();
  const probe = (async () => {
    while (!done) {
      const t0 = performance.now();
      await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
      healthMaxMs = Math.max(healthMaxMs, performance.now() - t0);
      healthCalls++;
      rssMaxMb = Math.max(rssMaxMb, rssMb());
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const t0 = performance.now();
  const out = await work();
  const ms = performance.now() - t0;
  done = true;
  await probe;
  return { out, ms, healthMaxMs, healthCalls, rssMaxMb };
}

const fmt = (label: string, r: { ms: number; healthMaxMs: number; healthCalls: number; rssMaxMb: number }, extra = '') =>
  console.log(
    `${label.padEnd(58)} ${(r.ms / 1000).toFixed(2).padStart(7)} s   health max ${Math.round(r.healthMaxMs).toString().padStart(6)} ms (${r.healthCalls} calls)   RSS max ${r.rssMaxMb} MB ${extra}`,
  );

async function heicRequest(): Promise<number> {
  const form = new FormData();
  form.append('address', '12 Cedar Lane, Eugene, OR');
  form.append('style', 'japanese_zen');
  for (const area of ['front_yard', 'side_yard', 'backyard', 'walkway']) {
    form.append(`generate_${area}`, 'true');
    form.append(`${area}_photo`, new Blob([HEIC!], { type: 'image/heic' }), `IMG_${area}.HEIC`);
  }
  form.append('walkway_mask', new Blob([Buffer.from('this is not a PNG')], { type: 'image/png' }), 'mask.png');
  const res = await fetch(`${url}/api/design/complete-landscape`, { method: 'POST', body: form });
  await res.arrayBuffer();
  return res.status;
}

async function maskPreview(): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([HEIC!], { type: 'image/heic' }), 'IMG_1.HEIC');
  const res = await fetch(`${url}/api/house-lock/mask`, { method: 'POST', body: form });
  await res.arrayBuffer();
  return res.status;
}

async function generation(areas: string[], styles: string[], address: string): Promise<ProgressResponse> {
  const form = new FormData();
  form.append('address', address);
  for (const s of styles) form.append('style', s);
  for (const a of areas) form.append(`generate_${a}`, 'true');
  const res = await fetch(`${url}/api/design/complete-landscape`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`complete-landscape answered ${res.status}: ${await res.text()}`);
  // a visitor's generation: its progress is shown for the claim token the answer gave them
  const { request_id: id, claim_token } = (await res.json()) as { request_id: string; claim_token?: string };
  for (;;) {
    const polled = await fetch(`${url}/api/design/progress/${id}`, { headers: claim_token ? { [CLAIM_TOKEN_HEADER]: claim_token } : {} });
    if (!polled.ok) throw new Error(`progress answered ${polled.status}: ${await polled.text()}`);
    const p = (await polled.json()) as ProgressResponse;
    if (p.completed + p.failed === p.total) return p;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One design drawn inline (POST /api/generate): its id and the claim token that makes this caller its owner. */
async function inlineDesign(address: string): Promise<{ id: string; token: string }> {
  const res = await fetch(`${url}/api/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, area: 'front_yard', style: 'cottage_garden' }),
  });
  if (!res.ok) throw new Error(`generate answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { claim_token: string; data: { design_id: string } };
  return { id: body.data.design_id, token: body.claim_token };
}

/** Phase 4: a generation while PACKS callers ask at once for a pack not drawn yet; prints its time beside `aloneMs`. */
async function packBurst(aloneMs: number): Promise<number[]> {
  const design = await inlineDesign('43 Spruce Street, Salem, OR');
  let statuses: number[] = [];
  const busy = await during(async () => {
    const packs = Promise.all(
      Array.from({ length: PACKS }, async (_, i) => {
        const headers = { [CLAIM_TOKEN_HEADER]: design.token, 'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` };
        const res = await fetch(`${url}/api/designs/${design.id}/pack.pdf`, { headers });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const t0 = performance.now();
    await generation(['front_yard'], ['xeriscaping'], '44 Spruce Street, Salem, OR');
    const generationMs = performance.now() - t0;
    statuses = await packs;
    return generationMs;
  });
  const ratio = busy.out / aloneMs;
  fmt(`the 1 × 1 generation during ${PACKS} pack requests at once`, busy, `(generation ${(busy.out / 1000).toFixed(2)} s, ${ratio.toFixed(2)}× alone)`);
  return statuses;
}

try {
  if (HEIC) {
    console.log(`big HEIC: ${(HEIC.length / 1024 / 1024).toFixed(1)} MB`);
    const one = await during(heicRequest);
    fmt('4 HEIC photos + malformed walkway_mask', one, `→ ${one.out}`);
    const three = await during(() => Promise.all([heicRequest(), heicRequest(), heicRequest()]));
    fmt('the same, 3 requests at once', three, `→ ${three.out.join(', ')}`);
    const previews = await during(() => Promise.all(Array.from({ length: PREVIEWS }, maskPreview)));
    fmt(`${PREVIEWS} mask previews of the HEIC at once`, previews, `→ ${[...new Set(previews.out)].join(', ')}`);
  }
  const earlier = await generation(
    ['front_yard', 'backyard', 'walkway'],
    ['japanese_zen', 'modern_minimalist', 'mediterranean'],
    '40 Spruce Street, Salem, OR',
  );
  const keys = Object.values(earlier.areas).flatMap((a) => a!.images.map((i) => i.image.replace(/^\/?static\//, '')));
  const alone = await during(() => generation(['front_yard'], ['xeriscaping'], '41 Spruce Street, Salem, OR'));
  fmt('a 1 × 1 generation alone', alone);
  let statuses: number[] = [];
  const busy = await during(async () => {
    const downloads = Promise.all(
      Array.from({ length: DOWNLOADS }, async (_, i) => {
        const res = await fetch(`${url}/download/${keys[i % keys.length]}`);
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const t0 = performance.now();
    const p = await generation(['front_yard'], ['xeriscaping'], '42 Spruce Street, Salem, OR');
    const generationMs = performance.now() - t0;
    statuses = await downloads;
    return { p, generationMs };
  });
  fmt(
    `the same during ${DOWNLOADS} downloads of ${keys.length} designs`,
    busy,
    `(generation ${(busy.out.generationMs / 1000).toFixed(2)} s; downloads → ${[...new Set(statuses)].join(', ')})`,
  );
  const packStatuses = await packBurst(alone.ms);
  console.log(`  packs → ${[...new Set(packStatuses)].join(', ')}`);
  const again = await during(() =>
    Promise.all(Array.from({ length: DOWNLOADS }, (_, i) => fetch(`${url}/download/${keys[i % keys.length]}`).then((r) => r.arrayBuffer()))),
  );
  fmt(`${DOWNLOADS} more downloads of the same designs`, again);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
