import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODES, startTestApp, type TestApp } from './fixtures/test-app.ts';

// Cluster mode: the API process queues and waits, it never renders. With no worker running, POST
// /api/generate waits in the queue; once a worker starts, the same call completes.

describe.runIf(MODES.includes('cluster'))('the API never renders in cluster mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('cluster', {}, { worker: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  const waitUntil = async (what: string, fn: () => Promise<boolean>, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await fn())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const rendersInApi = async () => (await t.runtime.metrics.imagesGenerated.get()).values.reduce((n, v) => n + v.value, 0);

  it('waits for a worker, then answers the render the worker made', async () => {
    expect(t.runtime.runner).toBeNull();
    let answered = false;
    const call = t.app
      .inject({ method: 'POST', url: '/api/generate', payload: { address: '8 Larch Street, Bend, OR', style: 'xeriscaping', area: 'front_yard' } })
      .finally(() => {
        answered = true;
      });

    // the design is written and queued, and nothing takes it
    await waitUntil('the generation to be queued', async () => (await t.runtime.queue.counts()).waiting === 1);
    // held for the worker: the answer below is the design it drew, which no one else could have made
    expect(answered).toBe(false);
    const row = await t.runtime.db.prisma.generationArea.findFirstOrThrow({ where: { generation: { kind: 'single' } } });
    expect(row.status).toBe('pending');
    expect(await t.runtime.queue.jobState(`${row.generationId}:front_yard`)).toBe('waiting');

    t.startWorker();
    const res = await call;
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, style: 'xeriscaping', generation_id: row.generationId });
    expect(body.images).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: `/static/${body.images[1]}` })).statusCode).toBe(200);
    // the worker drew it; this process did not render anything
    expect(await rendersInApi()).toBe(0);
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).not.toMatch(/^images_generated_total\{/m);
  }, 90_000);
});
