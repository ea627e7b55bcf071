import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMetrics } from '@landscape/core';
import { serveMetrics } from './metrics-server.ts';

const TOKEN = 'worker-metrics-token-0123456789';

describe("a worker's /metrics", () => {
  let server: Server | null = null;
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  const scrape = (authorization?: string) => {
    const { port } = server!.address() as AddressInfo;
    return fetch(`http://127.0.0.1:${port}/metrics`, { headers: authorization ? { authorization } : {} });
  };

  it('listens on loopback unless told otherwise', async () => {
    server = await serveMetrics(createMetrics('worker'), { port: 0 });
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
    expect((await scrape()).status).toBe(200);
  });

  it('with METRICS_TOKEN set, answers the token and refuses everyone else', async () => {
    server = await serveMetrics(createMetrics('worker'), { port: 0, token: TOKEN });
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toMatch(/# HELP/);
    for (const wrong of [undefined, 'Bearer nope', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await scrape(wrong);
      expect(res.status, String(wrong)).toBe(401);
      expect(await res.text()).not.toMatch(/# HELP/);
    }
  });
});
