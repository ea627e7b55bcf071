import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, createRuntime, loadConfig, type Runtime } from '@landscape/core';
import { MODES } from './fixtures/test-app.ts';

// Embedded mode keeps its jobs in the process. A server stopped mid-job must leave no area stuck:
// on the next start every unfinished area is queued again and ends completed or failed.

describe.runIf(MODES.includes('embedded'))('embedded restart mid-job', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'landscape-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const boot = async (env: Record<string, string>): Promise<Runtime> => {
    const config = loadConfig({
      NODE_ENV: 'test',
      RENDER_PRIORITY: 'normal',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATA_DIR: dataDir,
      SHUTDOWN_GRACE_MS: '0',
      ...env,
    });
    const rt = await createRuntime(config, { role: 'api', log: createLogger(config) });
    await rt.runner!.start();
    return rt;
  };

  it('finishes every area after a restart', async () => {
    const first = await boot({ IMAGE_MODEL: 'fake', FAKE_MODEL_LATENCY_MS: '60000' });
    const { id, claimToken } = await first.designs.start.start({
      address: '88 Birch Road, Austin, TX',
      areas: [
        { area: 'front_yard', prompt: 'lighting' },
        { area: 'backyard', prompt: 'fire pit' },
      ],
      styles: ['desert_modern', 'xeriscaping'],
    });
    // wait until the model is busy with the areas, then stop the server with no grace
    const deadline = Date.now() + 60_000;
    while ((await first.db.prisma.generationArea.count({ where: { generationId: id, status: 'processing' } })) < 4) {
      if (Date.now() > deadline) throw new Error('jobs never started');
      await new Promise((r) => setTimeout(r, 50));
    }
    await first.close();

    const second = await boot({});
    try {
      const resumed = await second.designs.unfinished.resume(second.log);
      expect(resumed).toBe(2);
      const until = Date.now() + 120_000;
      let rows = await second.db.prisma.generationArea.findMany({ where: { generationId: id } });
      while (rows.some((r) => r.status === 'pending' || r.status === 'processing')) {
        if (Date.now() > until) throw new Error(`still unfinished: ${JSON.stringify(rows.map((r) => r.status))}`);
        await new Promise((r) => setTimeout(r, 100));
        rows = await second.db.prisma.generationArea.findMany({ where: { generationId: id } });
      }
      expect(rows.map((r) => r.status)).toEqual(['completed', 'completed', 'completed', 'completed']);
      const gen = await second.db.prisma.generation.findUniqueOrThrow({ where: { id } });
      expect(gen.status).toBe('completed');
      const progress = await second.designs.progress.get(id, { userId: null, claimToken });
      expect(progress.completed).toBe(2);
    } finally {
      await second.close();
    }
  }, 180_000);
});
