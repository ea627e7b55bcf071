// Starts the built app for a bench: embedded mode, a free port, a throw-away DATA_DIR, no Auth Emulator
// of its own (sign-in is not what benches measure). Prefers the compiled server (dist/) when it exists.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs the build step of `pnpm start` (it rebuilds only what changed). */
export function buildIfNeeded() {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('build failed');
}

export function serverCommand(): string[] {
  const compiled = join(ROOT, 'apps', 'api', 'dist', 'server.js');
  // as `pnpm start` runs it: workspace packages resolve to their compiled dist/ through this condition
  return existsSync(compiled) ? ['--conditions=landscape-compiled', compiled] : ['--import', 'tsx', join(ROOT, 'apps', 'api', 'src', 'server.ts')];
}

export interface BenchServer {
  url: string;
  proc: ChildProcess;
  startedMs: number;
  stop(): Promise<void>;
}

export async function startApp(env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const emulatorPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'landscape-bench-'));
  const logs: string[] = [];
  const t0 = performance.now();
  const proc = spawn(process.execPath, serverCommand(), {
    cwd: ROOT,
    env: {
      ...process.env,
      // as `pnpm start` runs it
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // healthy includes a sign-in round trip: the server starts its own Auth Emulator, as in real use
      AUTH: 'emulator',
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => logs.push(String(d)));
  proc.stderr?.on('data', (d) => logs.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${logs.join('').slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${logs.join('').slice(-3000)}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startedMs = performance.now() - t0;
  return {
    url,
    proc,
    startedMs,
    async stop() {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (proc.exitCode === null) proc.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
