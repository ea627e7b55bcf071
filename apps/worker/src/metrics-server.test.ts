import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { createMetrics } from '@landscape/core';
import { serveMetrics } from './metrics-server.ts';

const TOKEN = 'worker-metrics-token-0123456789';
/** This machine's first network address besides loopback, to scrape as a peer on the network would. */
const OWN_ADDRESS = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

describe("a worker's /metrics", () => {
  let server: Server | null = null;
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  const scrape = (authorization?: string) => {
    const { port } = server!.address() as AddressInfo;
    return fetch(`http://127.0.0.1:${port}/metrics`, { headers: authorization ? { authorization } : {} });
  };

  /** The same scrape from this machine's network address instead of loopback (a peer on the network, as the server sees it). */
  const scrapeFrom = (address: string) => {
    const { port } = server!.address() as AddressInfo;
    return fetch(`http://${address}:${port}/metrics`);
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

  // needs a network address besides loopback to scrape from (the rule itself: metrics-token.test.ts)
  it.skipIf(!OWN_ADDRESS)('in production without METRICS_TOKEN answers only on loopback: opened to the network it refuses with 403', async () => {
    server = await serveMetrics(createMetrics('worker'), { port: 0, production: true });
    expect((await scrape()).status).toBe(200);
    server.close();
    server = await serveMetrics(createMetrics('worker'), { port: 0, host: '0.0.0.0', production: true });
    // the container's own health check scrapes from loopback and is answered
    expect((await scrape()).status).toBe(200);
    const res = await scrapeFrom(OWN_ADDRESS!);
    expect(res.status).toBe(403);
    const body = (await res.json()) as { detail: string };
    expect(body.detail).toMatch(/set METRICS_TOKEN/);
  });
});
