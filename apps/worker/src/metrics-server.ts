import { createServer, type Server } from 'node:http';
import type { Metrics } from '@landscape/core';

/** A worker's own /metrics (job duration, renders, provider calls), scraped beside the API's. */
export function serveMetrics(metrics: Metrics, port: number, host = '0.0.0.0'): Promise<Server> {
  const server = createServer(async (req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': metrics.registry.contentType });
    res.end(await metrics.registry.metrics());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
