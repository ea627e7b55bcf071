import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createMetrics, loadConfig, type Runtime } from '@landscape/core';
import { metricsRoutes } from './metrics.routes.ts';

const TOKEN = 'api-metrics-token-0123456789';
const PRODUCTION = { NODE_ENV: 'production', AUTH: 'firebase', FIREBASE_PROJECT_ID: 'landscape-prod' };

/** The metrics route alone, on the configuration given. */
async function serve(env: Record<string, string>): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('runtime', { metrics: createMetrics('api'), config: loadConfig(env) } as unknown as Runtime);
  await app.register(metricsRoutes);
  await app.ready();
  return app;
}

describe("the API's /metrics", () => {
  let app: FastifyInstance | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
  });

  it('in production without METRICS_TOKEN answers nobody: 403 saying how to turn it on', async () => {
    app = await serve(PRODUCTION);
    for (const authorization of [undefined, 'Bearer anything-at-all-0123456789']) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toMatch(/set METRICS_TOKEN/);
      expect(res.body).not.toMatch(/# HELP/);
    }
  });

  it('in production with METRICS_TOKEN answers the token only', async () => {
    app = await serve({ ...PRODUCTION, METRICS_TOKEN: TOKEN });
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
    const refused = await app.inject({ method: 'GET', url: '/metrics' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('A valid metrics token is required');
  });

  it('stays open in development without a token', async () => {
    app = await serve({});
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/# HELP/);
  });
});
