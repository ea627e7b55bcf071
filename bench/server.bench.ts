// The server's footprint: `pnpm bench:server [--source]`.
//  1. `pnpm start` on an already built tree → time until /api/health answers 200 (target ≤ 5 s), on a fresh
//     DATA_DIR (migrations run) and again on the same DATA_DIR. Healthy includes a sign-in round trip
//     through the embedded Auth Emulator, which the server starts as in real use.
//  2. Idle RSS of the API process (target ≤ 250 MB) 10 s after healthy and again a minute later; the Auth
//     Emulator is a separate process, printed apart.
// For `pnpm start` and plain `node` on the compiled server; with --source also for the TypeScript source
// run through tsx. Never part of `pnpm test`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, freePort, ROOT } from './lib/app-server.ts';

const IDLE_MS = 10_000;
/** A second reading, once start-up work (the hero's samples, migrations) has long settled. */
const SETTLED_MS = 70_000;

async function start(cmd: string, args: string[], dataDir: string, extraEnv: Record<string, string>) {
  const port = await freePort();
  const emulatorPort = await freePort();
  const t0 = performance.now();
  const proc = spawn(cmd, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...extraEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
    },
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
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-proc.pid!, sig);
    } catch {
      // the group is gone already
    }
  };
  signal('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (proc.exitCode === null) signal('SIGKILL');
}

/** Child pids of every thread of pid (pnpm may spawn from a thread other than its main one). */
const children = (pid: number): number[] => {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
};
const cmdline = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** RSS of the first process under rootPid (itself included) whose command line matches. */
function processRssMb(rootPid: number, match: RegExp): number {
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift()!;
    if (match.test(cmdline(pid)) && /node/.test(cmdline(pid).split(' ')[0]!)) return rssMb(pid);
    queue.push(...children(pid));
  }
  throw new Error(`no process matching ${match} under ${rootPid}`);
}
/** The node process serving the API: the spawned process itself or, under pnpm, its node child. */
const serverRssMb = (rootPid: number) => processRssMb(rootPid, /apps\/api\/(dist\/server\.js|src\/server\.ts)/);
const emulatorRssMb = (rootPid: number) => processRssMb(rootPid, /auth-emulator\.mjs/);

async function measure(label: string, cmd: string, args: string[], extraEnv: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'landscape-bench-server-'));
  try {
    const first = await start(cmd, args, dataDir, extraEnv);
    let rss: number, emulator: number, rssSettled: number;
    try {
      await new Promise((r) => setTimeout(r, IDLE_MS));
      rss = serverRssMb(first.proc.pid!);
      emulator = emulatorRssMb(first.proc.pid!);
      await new Promise((r) => setTimeout(r, SETTLED_MS - IDLE_MS));
      rssSettled = serverRssMb(first.proc.pid!);
    } finally {
      await stop(first.proc);
    }
    const again = await start(cmd, args, dataDir, extraEnv);
    let rssAgain: number;
    try {
      await new Promise((r) => setTimeout(r, IDLE_MS));
      rssAgain = serverRssMb(again.proc.pid!);
    } finally {
      await stop(again.proc);
    }
    console.log(`${label}`);
    console.log(
      `  start → healthy (sign-in included): ${(first.healthyMs / 1000).toFixed(2)} s fresh DATA_DIR, ${(again.healthyMs / 1000).toFixed(2)} s again`,
    );
    console.log(
      `  API idle RSS: ${rss.toFixed(0)} MB 10 s after healthy (fresh), ${rssAgain.toFixed(0)} MB (again); ${rssSettled.toFixed(0)} MB ${SETTLED_MS / 1000} s after healthy`,
    );
    console.log(`  Auth Emulator process apart: ${emulator.toFixed(0)} MB`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

buildIfNeeded();
console.log(`\nbench:server — embedded mode with its Auth Emulator (targets: healthy ≤ 5 s, API idle RSS ≤ 250 MB)`);
await measure('pnpm start (built tree, compiled server)', 'pnpm', ['start']);
// plain node with the environment the production image sets for the server (its ENV lines)
const imageEnv = Object.fromEntries([...readFileSync(join(ROOT, 'Dockerfile'), 'utf8').matchAll(/\b(MALLOC_\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
await measure(
  `node apps/api/dist/server.js (compiled, ${Object.entries(imageEnv)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')} as in the image)`,
  process.execPath,
  ['--conditions=landscape-compiled', 'apps/api/dist/server.js'],
  imageEnv,
);
if (process.argv.includes('--source'))
  await measure('node --import tsx apps/api/src/server.ts (source)', process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts']);
