// The server's footprint: `pnpm bench:server`.
//  1. `pnpm start` on an already built tree → time until /api/health answers (target ≤ 5 s), on a fresh
//     DATA_DIR (migrations run) and again on the same DATA_DIR.
//  2. Idle RSS of the API process 10 s after start (target ≤ 250 MB); the Auth Emulator is a separate
//     process and is not started here (AUTH_EMULATOR_AUTOSTART=false).
// Both for the compiled server and, for comparison, for the TypeScript source run through tsx.
// Never part of `pnpm test`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, freePort, ROOT } from './lib/app-server.ts';

const IDLE_MS = 10_000;

async function start(cmd: string, args: string[], dataDir: string) {
  const port = await freePort();
  const dead = await freePort();
  const t0 = performance.now();
  const proc = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_EMULATOR_AUTOSTART: 'false', FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${dead}` },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const logs: string[] = [];
  proc.stdout?.on('data', (d) => logs.push(String(d)));
  proc.stderr?.on('data', (d) => logs.push(String(d)));
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`exited ${proc.exitCode}: ${logs.join('').slice(-2000)}`);
    if (performance.now() - t0 > 120_000) throw new Error(`never healthy: ${logs.join('').slice(-2000)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return { proc, healthyMs: performance.now() - t0 };
}

async function stop(proc: ChildProcess) {
  if (proc.exitCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  process.kill(-proc.pid!, 'SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (proc.exitCode === null) process.kill(-proc.pid!, 'SIGKILL');
}

/** RSS of the node process serving the API: the spawned process itself or, under pnpm, its node child. */
function serverRssMb(rootPid: number): number {
  const children = (pid: number): number[] => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const cmdline = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift()!;
    if (/apps\/api\/(dist\/server\.js|src\/server\.ts)/.test(cmdline(pid)) && /node/.test(cmdline(pid).split(' ')[0]!)) {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
      return kb / 1024;
    }
    queue.push(...children(pid));
  }
  throw new Error('server process not found');
}

async function measure(label: string, cmd: string, args: string[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'landscape-bench-server-'));
  try {
    const first = await start(cmd, args, dataDir);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const rss = serverRssMb(first.proc.pid!);
    await stop(first.proc);
    const again = await start(cmd, args, dataDir);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const rssAgain = serverRssMb(again.proc.pid!);
    await stop(again.proc);
    console.log(`${label.padEnd(44)} healthy ${(first.healthyMs / 1000).toFixed(2)} s fresh DATA_DIR, ${(again.healthyMs / 1000).toFixed(2)} s again; idle RSS ${rss.toFixed(0)} MB, ${rssAgain.toFixed(0)} MB`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

buildIfNeeded();
console.log(`\nbench:server — embedded mode, Auth Emulator not started; RSS ${IDLE_MS / 1000} s after healthy (targets: healthy ≤ 5 s, RSS ≤ 250 MB)`);
await measure('pnpm start (built tree, compiled server)', 'pnpm', ['start']);
await measure('node apps/api/dist/server.js (compiled)', process.execPath, ['--conditions=landscape-compiled', 'apps/api/dist/server.js']);
if (!process.argv.includes('--compiled-only')) await measure('node --import tsx apps/api/src/server.ts (source)', process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts']);
