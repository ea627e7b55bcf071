// First load of the studio on a phone: `pnpm bench:web [runs]` (default 3).
// Builds if needed, starts the built app (free port, temp DATA_DIR), opens `/` in Chromium at 390×844
// with a fresh profile per run, Fast 3G (latency 562.5 ms, ~180 KB/s down, ~84 KB/s up) and 4× CPU
// slowdown through CDP, and prints the bytes transferred by type (Network.loadingFinished
// encodedDataLength) up to the moment the Generate button is visible, and in all after the network idles.
// Targets: JS ≤ 120 KB and all bytes ≤ 450 KB before the form is usable (issue 15), JS ≤ 130 KB until the
// network is idle and Generate visible in ≤ 4.5 s, median (issue 28). Never part of `pnpm test`.
import { chromium, type CDPSession } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/find-chromium.mjs';
import { buildIfNeeded, startApp } from './lib/app-server.ts';

const RUNS = Number(process.argv[2] ?? 3);
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9, uploadThroughput: ((750 * 1024) / 8) * 0.9 };
const KINDS = ['js', 'css', 'images', 'fonts', 'document', 'data', 'other'] as const;
type Kind = (typeof KINDS)[number];

function kindOf(type: string | undefined, mime: string | undefined): Kind {
  const m = mime ?? '';
  if (type === 'Script' || m.includes('javascript')) return 'js';
  if (type === 'Stylesheet' || m === 'text/css') return 'css';
  if (type === 'Image' || m.startsWith('image/')) return 'images';
  if (type === 'Font' || m.startsWith('font/')) return 'fonts';
  if (type === 'Document') return 'document';
  if (m.includes('json')) return 'data';
  return 'other';
}

type Bytes = Record<Kind, number>;
const zero = (): Bytes => Object.fromEntries(KINDS.map((k) => [k, 0])) as Bytes;
const total = (b: Bytes) => KINDS.reduce((s, k) => s + b[k], 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function oneRun(url: string, throttled: boolean) {
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttled) {
      await cdp.send('Network.emulateNetworkConditions', FAST_3G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    const kinds = new Map<string, Kind>();
    const urls = new Map<string, string>();
    const bytes = zero();
    const files: { url: string; kind: Kind; bytes: number }[] = [];
    const inFlight = new Set<string>();
    let lastActivity = performance.now();
    cdp.on('Network.requestWillBeSent', (e) => {
      urls.set(e.requestId, e.request.url);
      inFlight.add(e.requestId);
      lastActivity = performance.now();
    });
    cdp.on('Network.loadingFailed', (e) => {
      inFlight.delete(e.requestId);
      lastActivity = performance.now();
    });
    cdp.on('Network.responseReceived', (e) => kinds.set(e.requestId, kindOf(e.type, e.response.mimeType)));
    cdp.on('Network.loadingFinished', (e) => {
      inFlight.delete(e.requestId);
      lastActivity = performance.now();
      const kind = kinds.get(e.requestId) ?? 'other';
      bytes[kind] += e.encodedDataLength;
      files.push({ url: urls.get(e.requestId) ?? '?', kind, bytes: e.encodedDataLength });
    });
    const t0 = performance.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 180_000 });
    await page.getByRole('button', { name: 'Generate designs' }).waitFor({ state: 'visible', timeout: 180_000 });
    const usableMs = performance.now() - t0;
    const atUsable = { ...bytes };
    const filesAtUsable = files.length;
    // Idle: nothing in flight for 3 s (images below the fold included, the page is not scrolled).
    const idleDeadline = performance.now() + 180_000;
    while (performance.now() < idleDeadline && (inFlight.size > 0 || performance.now() - lastActivity < 3000)) await new Promise((r) => setTimeout(r, 100));
    return { usableMs, atUsable, all: { ...bytes }, files: files.slice(0, filesAtUsable) };
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

buildIfNeeded();
const app = await startApp();
try {
  const unthrottled = await oneRun(app.url, false);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneRun(app.url, true));
  const r = runs[runs.length - 1];
  console.log(`\nbench:web — first load of / at 390×844, cold cache (${app.url})`);
  console.log('bytes transferred (encoded) before the Generate button is visible / after the network idles:');
  for (const k of KINDS) console.log(`  ${k.padEnd(9)} ${kb(r.atUsable[k]).padStart(10)}  / ${kb(r.all[k]).padStart(10)}`);
  console.log(`  ${'total'.padEnd(9)} ${kb(total(r.atUsable)).padStart(10)}  / ${kb(total(r.all)).padStart(10)}`);
  console.log(`\nlargest files before usable:`);
  for (const f of [...r.files].sort((a, b) => b.bytes - a.bytes).slice(0, 8))
    console.log(`  ${kb(f.bytes).padStart(10)}  ${f.kind.padEnd(7)} ${f.url.replace(app.url, '')}`);
  console.log(
    `\ntime to Generate button visible, Fast 3G + 4× CPU: median ${(median(runs.map((x) => x.usableMs)) / 1000).toFixed(2)} s over ${RUNS} runs (${runs.map((x) => (x.usableMs / 1000).toFixed(2)).join(', ')})`,
  );
  console.log(`time to Generate button visible, unthrottled: ${(unthrottled.usableMs / 1000).toFixed(2)} s`);
  const js = r.atUsable.js;
  const jsIdle = r.all.js;
  const all = total(r.atUsable);
  const usable = median(runs.map((x) => x.usableMs)) / 1000;
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  // issue 15 (before usable) and issue 28 (until idle, time to Generate)
  console.log(
    `targets: JS ${kb(js)} ≤ 120 KB ${met(js <= 120 * 1024)}; JS until idle ${kb(jsIdle)} ≤ 130 KB ${met(jsIdle <= 130 * 1024)}; all ${kb(all)} ≤ 450 KB ${met(all <= 450 * 1024)}; Generate visible ${usable.toFixed(2)} s ≤ 4.5 s ${met(usable <= 4.5)}`,
  );
} finally {
  await app.stop();
}
