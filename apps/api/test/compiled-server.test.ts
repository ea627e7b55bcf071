import { afterAll, beforeAll, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLAIM_TOKEN_HEADER, type ProgressResponse } from '@landscape/contract';
import { describeOnce } from './fixtures/test-app.ts';

// `pnpm start` runs the compiled server (scripts/build-server.mjs), never TypeScript: with it built (the
// project's global setup), this starts apps/api/dist/server.js with plain node on a fresh DATA_DIR (so the
// migrations run from the compiled output) and has it draw a design through the render pool's compiled
// worker-thread entry.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describeOnce('compiled server', () => {
  let proc: ChildProcess;
  let url: string;
  let dataDir: string;
  const logs: string[] = [];

  beforeAll(async () => {
    // built by the project's global setup (fixtures/global-setup.ts), as `pnpm start` builds it
    for (const f of [
      'apps/api/dist/server.js',
      'apps/worker/dist/main.js',
      'packages/core/dist/index.js',
      'packages/core/dist/render.worker.js',
      'packages/core/dist/pglite-init.js',
    ])
      expect(existsSync(join(ROOT, f)), f).toBe(true);
    dataDir = mkdtempSync(join(tmpdir(), 'landscape-compiled-'));
    // The environment of this test process minus anything that would load TypeScript in the child.
    const { NODE_OPTIONS: _drop, ...env } = process.env;
    proc = spawn(process.execPath, ['--conditions=landscape-compiled', 'apps/api/dist/server.js'], {
      cwd: ROOT,
      env: {
        ...env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        AUTH: 'none',
        RENDER_THREADS: '1',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout?.on('data', (d) => logs.push(String(d)));
    proc.stderr?.on('data', (d) => logs.push(String(d)));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`compiled server exited ${proc.exitCode}: ${logs.join('')}`);
      if (Date.now() > deadline) throw new Error(`compiled server never became healthy: ${logs.join('')}`);
      // PORT=0: the server takes a free port itself and says which
      const port = /Landscape Studio: http:\/\/[^\s:]+:(\d+)/.exec(logs.join(''))?.[1];
      if (port) {
        url = `http://127.0.0.1:${port}`;
        try {
          if ((await fetch(`${url}/api/health`)).ok) break;
        } catch {
          // not listening yet
        }
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 120_000);

  afterAll(async () => {
    if (proc && proc.exitCode === null) {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (proc.exitCode === null) proc.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the built entry points are JavaScript that loads no TypeScript', () => {
    for (const f of ['apps/api/dist/server.js', 'packages/core/dist/index.js', 'packages/core/dist/render.worker.js', 'packages/core/dist/pglite-init.js']) {
      const src = readFileSync(join(ROOT, f), 'utf8');
      expect(src).not.toMatch(/from\s+["'][^"']+\.ts["']/);
      expect(src).not.toMatch(/import\(["'][^"']+\.ts["']\)/);
    }
    expect(proc.spawnargs.join(' ')).not.toMatch(/tsx/);
  });

  it('migrates a fresh database and renders a design through the compiled render worker', async () => {
    const form = new FormData();
    form.append('address', '214 Juniper Lane, Santa Rosa, CA');
    form.append('style', 'cottage_garden');
    form.append('generate_front_yard', 'true');
    const started = await fetch(`${url}/api/design/complete-landscape`, { method: 'POST', body: form });
    expect(started.status).toBe(200);
    const { request_id: id, claim_token: token } = (await started.json()) as { request_id: string; claim_token: string };
    let progress: ProgressResponse;
    // the test's own timeout bounds the wait: the drawing is done by the compiled worker thread
    for (;;) {
      const res = await fetch(`${url}/api/design/progress/${id}`, { headers: { [CLAIM_TOKEN_HEADER]: token } });
      expect(res.status).toBe(200);
      progress = (await res.json()) as ProgressResponse;
      if (progress.status !== 'pending' && progress.status !== 'processing') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(progress.status, logs.join('')).toBe('completed');
    const image = progress.areas.front_yard!.images[0]!;
    const img = await fetch(`${url}/static/${image.image}`);
    expect(img.status).toBe(200);
    const png = Buffer.from(await img.arrayBuffer());
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(png.length).toBeGreaterThan(20_000);
    const styles = await fetch(`${url}/api/styles`);
    expect(styles.status).toBe(200);
  }, 120_000);
});
