import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../platform/paths.ts';

// The Firebase Auth Emulator (firebase-tools, from npm) for the embedded mode and the tests: offline,
// no Java, bound to 127.0.0.1 on a port chosen free at start. It runs through scripts/auth-emulator.mjs,
// which starts firebase-tools' emulator module directly (no CLI, no hub) and compiles its request
// validators on first use: ready in about a second instead of ~13 s of CPU (decision 024). Each emulator
// has a private temp folder (inside `runDir`, 0700). The emulator keeps accounts in memory only;
// EmbeddedAccounts (embedded-accounts.ts) saves them.

// firebase-tools is a development dependency: present after `pnpm install`, absent from the production image.
const FIREBASE_TOOLS = join(repoRoot(import.meta.url), 'node_modules', 'firebase-tools');
const ENTRY = join(repoRoot(import.meta.url), 'scripts', 'auth-emulator.mjs');

export interface AuthEmulator {
  host: string;
  projectId: string;
  /** Called once if the emulator process ends without being stopped (a crash, a kill): the server starts another. */
  onExit(listener: (code: number | null, signal: NodeJS.Signals | null) => void): void;
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

/** An emulator left running by a server that was killed (kill -9 of the server alone) is stopped. */
function stopStale(runDir: string) {
  const pidFile = join(runDir, 'emulator.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    // only an Auth Emulator process: a reused pid of anything else is left alone
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (Number.isInteger(pid) && pid > 1 && cmd.includes('auth-emulator.mjs')) process.kill(pid, 'SIGKILL');
  } catch {
    // gone already (or no /proc): nothing to stop
  }
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
  /** A private folder for the emulator's own files (hub locator, config); omitted = a fresh temp folder. */
  runDir?: string;
  port?: number;
  log?: (line: string) => void;
  timeoutMs?: number;
}): Promise<AuthEmulator> {
  const port = opts.port ?? (await freePort());
  let workDir: string;
  if (opts.runDir) {
    stopStale(opts.runDir);
    rmSync(opts.runDir, { recursive: true, force: true });
    mkdirSync(opts.runDir, { recursive: true, mode: 0o700 });
    chmodSync(opts.runDir, 0o700);
    workDir = opts.runDir;
  } else workDir = mkdtempSync(join(tmpdir(), 'landscape-auth-emulator-'));
  const tmp = join(workDir, 'tmp');
  mkdirSync(tmp, { recursive: true, mode: 0o700 });
  if (!existsSync(FIREBASE_TOOLS))
    throw new Error(`the Auth Emulator needs firebase-tools (a development dependency): run pnpm install with dev dependencies (${FIREBASE_TOOLS} not found)`);
  // The emulator is a child process: it inherits this environment (PATH, HOME), which is not configuration.
  // eslint-disable-next-line no-restricted-properties
  const inherited = process.env;
  const child: ChildProcess = spawn(process.execPath, [ENTRY, '127.0.0.1', String(port), opts.projectId], {
    cwd: workDir,
    env: { ...inherited, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true', HOME: inherited.HOME ?? workDir, TMPDIR: tmp, TMP: tmp, TEMP: tmp },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  if (child.pid) writeFileSync(join(workDir, 'emulator.pid'), String(child.pid), { mode: 0o600 });
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
  let stopping = false;
  const exitListeners: ((code: number | null, signal: NodeJS.Signals | null) => void)[] = [];
  child.once('exit', (code, signal) => {
    if (!stopping) for (const l of exitListeners) l(code, signal);
  });
  return {
    host,
    projectId: opts.projectId,
    onExit(listener) {
      exitListeners.push(listener);
    },
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
