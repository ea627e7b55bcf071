import type { FastifyPluginAsync } from 'fastify';
import { metricsAuthorized } from '@landscape/core';

/** Prometheus exposition of this API process (request latency, jobs by state, renders, providers). */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const { metrics, config } = app.runtime;

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  // The bearer here is METRICS_TOKEN, not an ID token: the viewer hook leaves it alone.
  app.get('/metrics', { config: { ownAuthorization: true } }, async (request, reply) => {
    if (!metricsAuthorized(request.headers.authorization, config.METRICS_TOKEN)) {
      return reply.status(401).header('WWW-Authenticate', 'Bearer').send({ success: false, error: 'Unauthorized', detail: 'A valid metrics token is required' });
    }
    reply.header('Content-Type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
};
