import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { CLAIM_TOKEN_HEADER, type DesignImage, type ProgressResponse } from '@landscape/contract';
import { bootEmbedded, completedJobs, countTasks, MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';
import type { FastifyInstance } from 'fastify';

// A full-size download (GET /download/{key}) and a link preview (GET /api/shared/:id/preview.jpg) are drawn
// once per design, by a derived-image job (the worker in cluster mode: the API never draws), kept in
// storage, and served from there: a burst of callers, or a restart, draws nothing more.

const ADDRESS = '31 Larch Court, Bend, OR';

async function generated(app: FastifyInstance, ip: string): Promise<{ design: DesignImage; claimToken: string }> {
  const form = multipart([
    ['address', ADDRESS],
    ['style', 'japanese_zen'],
    ['generate_front_yard', 'true'],
  ]);
  const res = await app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload: form.payload, headers: form.headers, remoteAddress: ip });
  expect(res.statusCode, res.body).toBe(200);
  const { request_id: id, claim_token: claimToken } = res.json() as { request_id: string; claim_token: string };
  for (let i = 0; i < 600; i++) {
    const p = (
      await app.inject({ method: 'GET', url: `/api/design/progress/${id}`, headers: { [CLAIM_TOKEN_HEADER]: claimToken } })
    ).json() as ProgressResponse;
    if (p.completed + p.failed === p.total) {
      expect(p.completed).toBe(1);
      return { design: p.areas.front_yard!.images[0]!, claimToken };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('generation did not finish');
}

const keyOf = (url: string) => url.replace(/^\/?static\//, '');

describe.each(MODES)('downloads and link previews drawn once (%s mode)', (mode) => {
  let t: TestApp;
  let tasks: Record<string, number>;
  beforeAll(async () => {
    t = await startTestApp(mode);
    tasks = countTasks(t.runtime.pool);
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  it('draws a full-size download once for any number of callers, and serves the kept picture after', async () => {
    const { design } = await generated(t.app, '10.31.0.1');
    const key = keyOf(design.image);
    const jobsBefore = await completedJobs(t);
    const drawsBefore = tasks.drawDesign ?? 0;
    const burst = await Promise.all(Array.from({ length: 12 }, () => t.app.inject({ method: 'GET', url: `/download/${key}` })));
    const again = await t.app.inject({ method: 'GET', url: `/download/${key}` });
    for (const res of [...burst, again]) {
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(burst[0]!.rawPayload)).toBe(true);
    }
    const meta = await sharp(again.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 2048]);
    // one derived-image job for the design; in cluster mode it ran on the worker, not on the API
    expect((await completedJobs(t)) - jobsBefore).toBe(1);
    expect((tasks.drawDesign ?? 0) - drawsBefore).toBe(mode === 'embedded' ? 1 : 0);
    expect((await t.runtime.storage.get(key.replace(/\.png$/, '-full.png')))?.size).toBe(again.rawPayload.length);
  }, 120_000);

  it("composes a shared design's link preview once for any number of crawlers", async () => {
    const { design, claimToken } = await generated(t.app, '10.31.0.2');
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/designs/${design.id}/share`,
      headers: { [CLAIM_TOKEN_HEADER]: claimToken },
      remoteAddress: '10.31.0.2',
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const jobsBefore = await completedJobs(t);
    const previewsBefore = tasks.sharePreview ?? 0;
    const burst = await Promise.all(Array.from({ length: 12 }, () => t.app.inject({ method: 'GET', url: `/api/shared/${design.id}/preview.jpg` })));
    for (const res of burst) {
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.rawPayload.equals(burst[0]!.rawPayload)).toBe(true);
    }
    const meta = await sharp(burst[0]!.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect((await completedJobs(t)) - jobsBefore).toBe(1);
    expect((tasks.sharePreview ?? 0) - previewsBefore).toBe(mode === 'embedded' ? 1 : 0);
    // sharing stopped: the kept picture is no longer served
    await t.app.inject({ method: 'DELETE', url: `/api/designs/${design.id}/share`, headers: { [CLAIM_TOKEN_HEADER]: claimToken }, remoteAddress: '10.31.0.2' });
    expect((await t.app.inject({ method: 'GET', url: `/api/shared/${design.id}/preview.jpg` })).statusCode).toBe(404);
  }, 120_000);
});

describe.runIf(MODES.includes('embedded'))('a kept download after a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'landscape-drawn-once-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const boot = () => bootEmbedded(dataDir);

  it('serves the picture drawn before the restart without drawing it again', async () => {
    const first = await boot();
    let key: string;
    let drawn: Buffer;
    try {
      key = keyOf((await generated(first.app, '10.31.1.1')).design.image);
      const res = await first.app.inject({ method: 'GET', url: `/download/${key}` });
      expect(res.statusCode).toBe(200);
      drawn = res.rawPayload;
      expect(first.tasks.drawDesign).toBe(1);
    } finally {
      await first.app.close();
      await first.runtime.close();
    }
    const second = await boot();
    try {
      const res = await second.app.inject({ method: 'GET', url: `/download/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(drawn)).toBe(true);
      expect(second.tasks.drawDesign ?? 0).toBe(0);
      expect((await second.runtime.queue.counts()).completed).toBe(0);
    } finally {
      await second.app.close();
      await second.runtime.close();
    }
  }, 120_000);
});
