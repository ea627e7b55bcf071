import { createServer, type Server } from 'node:http';
import { isLoopbackHost, metricsAccess, type Metrics } from '@landscape/core';

export interface MetricsServerOptions {
  port: number;
  /** Loopback unless the operator opens it (WORKER_METRICS_HOST): job and provider figures are not for everyone. */
  host?: string;
  /** METRICS_TOKEN: when set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string;
  /**
   * Production: without a token, only a loopback-bound server answers, or a scrape from this machine (the
   * image's health check); anyone else gets 403.
   */
  production?: boolean;
}

/** A worker's own /metrics (job duration, renders, provider calls), scraped beside the API's. */
export function serveMetrics(metrics: Metrics, opts: MetricsServerOptions): Promise<Server> {
  const host = opts.host ?? '127.0.0.1';
  const server = createServer(async (req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    const access = metricsAccess(req.headers.authorization, {
      token: opts.token,
      production: !!opts.production,
      loopbackOnly: isLoopbackHost(host) || isLoopbackHost(req.socket.remoteAddress),
    });
    if (!access.ok) {
      const headers = { 'Content-Type': 'application/json', ...(access.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}) };
      res
        .writeHead(access.status, headers)
        .end(JSON.stringify({ success: false, error: access.status === 401 ? 'Unauthorized' : 'Forbidden', detail: access.detail }));
      return;
    }
    res.writeHead(200, { 'Content-Type': metrics.registry.contentType });
    res.end(await metrics.registry.metrics());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve(server));
  });
}
