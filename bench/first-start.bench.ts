// pnpm bench:first-start — a newcomer's first `pnpm start` (issue 31: healthy <= 15 s). Clones this
// repository's HEAD into a temp folder, installs (`pnpm install --frozen-lockfile --prefer-offline`, timed
// apart), then times `pnpm start` from the command to GET /api/health/ready = 200 (database, queue and
// storage answer: the studio serves) and to GET /api/health = 200 (sign-in ready too), printing the
// build's own lines as they come. BENCH_COLD=1 gives it an empty user cache (XDG_CACHE_HOME), as on a
// machine that never built the studio: its pictures are then drawn, on every core.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort } from '@landscape/core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const COLD = process.env.BENCH_COLD === '1';
const work = mkdtempSync(join(tmpdir(), 'landscape-first-start-'));
const clone = join(work, 'clone');
const cache = COLD ? join(work, 'cache') : undefined;
const env = { ...process.env, ...(cache ? { XDG_CACHE_HOME: cache } : {}) };
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

let server: ReturnType<typeof spawn> | null = null;
try {
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, clone], { stdio: 'inherit' });
  let t0 = performance.now();
  execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], { cwd: clone, env, stdio: 'inherit' });
  const installMs = performance.now() - t0;

  const port = await freePort();
  t0 = performance.now();
  server = spawn('pnpm', ['start'], {
    cwd: clone,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(work, 'data'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  for (const stream of [server.stdout!, server.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      if (!line.startsWith('{')) console.log(`  [${secs(performance.now() - t0)}] ${line}`);
    });
  }
  const exited = new Promise<number | null>((r) => server!.once('exit', (code) => r(code)));
  let readyMs = 0;
  let healthyMs = 0;
  for (;;) {
    const code = await Promise.race([exited, new Promise<'wait'>((r) => setTimeout(() => r('wait'), 50))]);
    if (code !== 'wait') throw new Error(`pnpm start exited ${code}:\n${lines.slice(-40).join('\n')}`);
    if (performance.now() - t0 > 600_000) throw new Error('not healthy after 10 minutes');
    const status = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`).catch(() => null))?.status;
    if (!readyMs && (await status('/api/health/ready')) === 200) readyMs = performance.now() - t0;
    if (readyMs && (await status('/api/health')) === 200) {
      healthyMs = performance.now() - t0;
      break;
    }
  }
  console.log(`first start of a fresh clone of ${head} (${COLD ? 'empty user cache: pictures drawn' : "the user's cache as it is"})`);
  console.log(`  pnpm install --frozen-lockfile --prefer-offline: ${secs(installMs)}`);
  console.log(`  pnpm start -> /api/health/ready 200 (the studio serves): ${secs(readyMs)}`);
  console.log(`  pnpm start -> /api/health 200 (sign-in ready too): ${secs(healthyMs)}   target <= 15 s -> ${healthyMs <= 15_000 ? 'met' : 'NOT met'}`);
} finally {
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // gone already
    }
    await new Promise((r) => setTimeout(r, 3000));
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  rmSync(work, { recursive: true, force: true });
}
