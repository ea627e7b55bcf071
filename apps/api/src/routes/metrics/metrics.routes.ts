import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';

/** Prometheus exposition of this API process (request latency, jobs by state, renders, providers). */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const { metrics, config } = app.runtime;

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (request, reply) => {
    if (config.METRICS_TOKEN) {
      const given = Buffer.from(request.headers.authorization ?? '');
      const want = Buffer.from(`Bearer ${config.METRICS_TOKEN}`);
      if (given.length !== want.length || !timingSafeEqual(given, want)) {
        return reply.status(401).send({ success: false, error: 'Unauthorized', detail: 'A valid metrics token is required' });
      }
    }
    reply.header('Content-Type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
};
