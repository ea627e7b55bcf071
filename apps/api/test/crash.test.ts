import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { renderOriginal, sceneFromAddress } from '@landscape/design';
import { startAuthEmulator, StudioTokens, type AuthEmulator } from '@landscape/core';
import type { ProgressResponse, SavedGeneration } from '@landscape/contract';
import { COMPILED_SERVER, MODES, parentEnv } from './fixtures/test-app.ts';
import { signUp, type TestUser } from './fixtures/auth-emulator.ts';
import { fileForm } from './fixtures/upload-form.ts';

// The embedded server (compiled, as `pnpm start` runs it: a real process) is killed with SIGKILL while a
// single-area POST /api/generate and a /pro photo transform are rendering. After a restart both
// resolve (the restart queues them again; the reconciler would within RECONCILE_INTERVAL_MS) and My
// Designs shows the same status as progress.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PROJECT = 'demo-landscape-crash';
const RECONCILE_INTERVAL_MS = 10_000;

interface Server {
  url: string;
  proc: ChildProcess;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const proc = spawn(process.execPath, COMPILED_SERVER, {
    cwd: ROOT,
    env: { ...parentEnv(), NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    // a first start makes its database: long on a busy machine; one that never starts is stopped
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error('the server did not start'));
    }, 180_000);
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'Landscape Studio is ready' && entry.url) {
          clearTimeout(timer);
          resolve(entry.url);
        }
      } catch {
        // not a log line
      }
    });
    proc.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return { url, proc };
}

const kill = async (s: Server | null, signal: NodeJS.Signals) => {
  if (!s || s.proc.exitCode !== null) return;
  const exited = new Promise((r) => s.proc.once('exit', r));
  s.proc.kill(signal);
  await exited;
};

describe.runIf(MODES.includes('embedded'))('embedded server killed mid-render', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'landscape-crash-'));
  let em: AuthEmulator;
  let user: TestUser;
  let server: Server | null = null;
  const base = () => ({
    DATA_DIR: dataDir,
    AUTH: 'emulator',
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_AUTH_EMULATOR_HOST: em.host,
    IMAGE_MODEL: 'fake',
    FAKE_MODEL_DRAW: 'false',
    RECONCILE_INTERVAL_MS: String(RECONCILE_INTERVAL_MS),
    SHUTDOWN_GRACE_MS: '0',
  });
  const auth = () => ({ authorization: `Bearer ${user.idToken}` });
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${server!.url}${path}`, { headers: auth() });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const mine = async () => (await get<{ generations: SavedGeneration[] }>('/api/me/generations')).generations;

  beforeAll(async () => {
    em = await startAuthEmulator({ projectId: PROJECT });
    // the server signs its sessions with the key in DATA_DIR/auth (made here first, read by the server)
    const tokens = StudioTokens.inDir(join(dataDir, 'auth'), PROJECT);
    user = await signUp(em, 'crash@example.com');
    user = { ...user, idToken: await tokens.signIdToken(user.idToken) };
  }, 60_000);
  afterAll(async () => {
    await kill(server, 'SIGKILL');
    await em?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('resolves a single-area generate and a /pro transform after a restart, and My Designs agrees with progress', async () => {
    // renders that take a minute: they are surely mid-way when the process dies
    server = await startServer({ ...base(), FAKE_MODEL_LATENCY_MS: '60000' });
    await fetch(`${server.url}/api/me/consent`, {
      method: 'PUT',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ emailMarketing: false, analytics: false }),
    });
    const photo = await renderOriginal(sceneFromAddress('4 Crash Court, Salem, OR'), 'backyard', { format: 'png', size: 480 });
    const { payload, headers } = fileForm(photo, 'yard.png', [
      ['style', 'japanese_zen'],
      ['area', 'backyard'],
    ]);
    const calls = [
      fetch(`${server.url}/api/generate`, {
        method: 'POST',
        headers: { ...auth(), 'content-type': 'application/json' },
        body: JSON.stringify({ address: '4 Crash Court, Salem, OR', style: 'mediterranean' }),
      }),
      fetch(`${server.url}/api/smart/transform`, { method: 'POST', headers: { ...auth(), ...headers }, body: payload }),
    ].map((p) => p.catch((err: unknown) => err)); // the connection dies with the server

    const deadline = Date.now() + 30_000;
    let started: SavedGeneration[] = [];
    while ((started = (await mine()).filter((g) => g.status === 'processing')).length < 2) {
      if (Date.now() > deadline) throw new Error(`both renders never started: ${JSON.stringify(await mine())}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await kill(server, 'SIGKILL');
    for (const outcome of await Promise.all(calls)) expect(outcome).toBeInstanceOf(Error);

    server = await startServer({ ...base(), FAKE_MODEL_LATENCY_MS: '0' });
    const restartedAt = Date.now();
    const ids = started.map((g) => g.id);
    let list: SavedGeneration[] = [];
    for (;;) {
      list = (await mine()).filter((g) => ids.includes(g.id));
      if (list.every((g) => g.status === 'completed' || g.status === 'failed')) break;
      // a generous bound on a busy machine: the restart queues them again at once, the reconciler within its interval
      if (Date.now() - restartedAt > 90_000) throw new Error(`not resolved after the restart: ${JSON.stringify(list.map((g) => g.status))}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`crash: both generations resolved ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart`);
    for (const g of list) {
      const progress = await get<ProgressResponse>(`/api/design/progress/${g.id}`);
      expect(progress.status, g.id).toBe(g.status);
      // the renders went on where they stopped, so both are delivered
      expect(g.status).toBe('completed');
      expect(g.images).toHaveLength(1);
      // the user's own image, so asked for as that user
      expect((await fetch(`${server.url}/static/${g.images[0]!.image}`, { headers: auth() })).status).toBe(200);
    }
    // a photo's generation has no address to show: My Designs titles it in the homeowner's language
    expect(list.map((g) => [g.address, g.from_photo]).sort()).toEqual([
      ['', true],
      ['4 Crash Court, Salem, OR', false],
    ]);
  }, 600_000);
});
