import type { FastifyPluginAsync } from 'fastify';
import { metricsAccess } from '@landscape/core';

/** Prometheus exposition of this API process (request latency, jobs by state, renders, providers). */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const { metrics, config } = app.runtime;

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  // The bearer here is METRICS_TOKEN, not an ID token: the viewer hook leaves it alone. The API's port is
  // the public one, so in production without a token nobody reads it (403).
  app.get('/metrics', { config: { ownAuthorization: true } }, async (request, reply) => {
    const access = metricsAccess(request.headers.authorization, { token: config.METRICS_TOKEN, production: config.isProduction });
    if (!access.ok && access.status === 401) {
      return reply.status(401).header('WWW-Authenticate', 'Bearer').send({ success: false, error: 'Unauthorized', detail: access.detail });
    }
    if (!access.ok) return reply.status(403).send({ success: false, error: 'Forbidden', detail: access.detail });
    reply.header('Content-Type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
};
