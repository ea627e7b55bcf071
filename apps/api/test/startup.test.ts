import { afterAll, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPILED_SERVER, describeOnce } from './fixtures/test-app.ts';

// `pnpm start` as an operator runs it: the sign-in mode decides whether and where the server may listen.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'landscape-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the compiled server until it exits or prints `until`; answers its exit code and output. */
function runServer(env: Record<string, string>, until?: RegExp): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, COMPILED_SERVER, {
      cwd: ROOT,
      // only what a shell gives every process; the configuration is exactly `env`
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dataDir, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    const onData = (d: Buffer) => {
      out += String(d);
      if (until && until.test(out)) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

describeOnce('start-up and the Auth Emulator', () => {
  it('stops a cluster configuration that does not say how people sign in, naming AUTH', async () => {
    for (const env of [{ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/landscape' }, { REDIS_URL: 'redis://127.0.0.1:6379' }] as Record<
      string,
      string
    >[]) {
      const { code, out } = await runServer(env);
      expect(code, out).toBe(2);
      expect(out).toMatch(/^\s+- AUTH: required when DATABASE_URL or REDIS_URL is set/m);
    }
  }, 60_000);

  it('warns in the log when the emulator mode is opened to the network', async () => {
    const { out } = await runServer({ HOST: '0.0.0.0', AUTH_EMULATOR_AUTOSTART: 'false', LOG_LEVEL: 'warn' }, /configuration warning/);
    const warning = out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { level: number; msg: string; warning?: string })
      .find((l) => l.msg === 'configuration warning');
    expect(warning?.level, out).toBe(40);
    expect(warning?.warning).toMatch(/^HOST=0\.0\.0\.0 .*Auth Emulator: anyone who reaches it can make an account/);
  }, 60_000);

  it('refuses a Gemini model Google has shut down, in one line with its replacement', async () => {
    const { code, out } = await runServer({ IMAGE_MODEL: 'gemini', GEMINI_API_KEY: 'k', GEMINI_IMAGE_MODEL: 'gemini-2.5-flash-image' });
    expect(code, out).toBe(2);
    expect(out.split('\n').filter((l) => /gemini-2\.5-flash-image/.test(l))).toEqual([
      '  - GEMINI_IMAGE_MODEL: gemini-2.5-flash-image was shut down by Google on 2026-10-02; set GEMINI_IMAGE_MODEL=gemini-3.1-flash-image',
    ]);
  }, 60_000);
});
