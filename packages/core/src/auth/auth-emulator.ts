import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../paths.ts';

// The Firebase Auth Emulator (firebase-tools, from npm) for the embedded mode and the tests: offline,
// no Java (the UI is off), bound to 127.0.0.1, its accounts exported to `dataDir` on exit and imported on start.

// firebase-tools is a development dependency: present after `pnpm install`, absent from the production image.
const FIREBASE_BIN = join(repoRoot(import.meta.url), 'node_modules', '.bin', 'firebase');

export interface AuthEmulator {
  host: string;
  projectId: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** Answers when something that looks like the Auth Emulator listens at host. */
export async function authEmulatorReady(host: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) });
    const body = (await res.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

export async function startAuthEmulator(opts: {
  projectId: string;
  /** Where accounts are kept across restarts; omitted = throw-away. */
  dataDir?: string;
  port?: number;
  log?: (line: string) => void;
  timeoutMs?: number;
}): Promise<AuthEmulator> {
  const port = opts.port ?? (await freePort());
  const [hub, logging] = [await freePort(), await freePort()];
  const workDir = mkdtempSync(join(tmpdir(), 'landscape-auth-emulator-'));
  writeFileSync(
    join(workDir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  if (!existsSync(FIREBASE_BIN)) throw new Error(`the Auth Emulator needs firebase-tools (a development dependency): run pnpm install with dev dependencies (${FIREBASE_BIN} not found)`);
  const args = ['emulators:start', '--only', 'auth', '--project', opts.projectId];
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    if (existsSync(join(opts.dataDir, 'firebase-export-metadata.json')) || readdirSync(opts.dataDir).length > 0) args.push('--import', opts.dataDir);
    args.push('--export-on-exit', opts.dataDir);
  }
  // The emulator is a child process: it inherits this environment (PATH, HOME), which is not configuration.
  // eslint-disable-next-line no-restricted-properties
  const inherited = process.env;
  const child: ChildProcess = spawn(FIREBASE_BIN, args, {
    cwd: workDir,
    env: { ...inherited, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true', HOME: inherited.HOME ?? workDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  const out: string[] = [];
  const onData = (d: Buffer) => {
    const s = String(d);
    out.push(s);
    opts.log?.(s);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  while (!(await authEmulatorReady(host))) {
    if (child.exitCode !== null) throw new Error(`Auth Emulator exited (${child.exitCode}):\n${out.join('').slice(-3000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Auth Emulator did not start in time:\n${out.join('').slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    host,
    projectId: opts.projectId,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT'); // SIGINT lets it export the accounts
        await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
