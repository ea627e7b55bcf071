import { createServer, type Server } from 'node:http';
import { metricsAuthorized, type Metrics } from '@landscape/core';

export interface MetricsServerOptions {
  port: number;
  /** Loopback unless the operator opens it (WORKER_METRICS_HOST): job and provider figures are not for everyone. */
  host?: string;
  /** METRICS_TOKEN: when set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string;
}

/** A worker's own /metrics (job duration, renders, provider calls), scraped beside the API's. */
export function serveMetrics(metrics: Metrics, opts: MetricsServerOptions): Promise<Server> {
  const server = createServer(async (req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    if (!metricsAuthorized(req.headers.authorization, opts.token)) {
      res.writeHead(401, { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Bearer' }).end(JSON.stringify({ success: false, error: 'Unauthorized', detail: 'A valid metrics token is required' }));
      return;
    }
    res.writeHead(200, { 'Content-Type': metrics.registry.contentType });
    res.end(await metrics.registry.metrics());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve(server));
  });
}
