import { createLogger, createRuntime, loadConfigOrExit } from '@landscape/core';
import { serveMetrics } from './metrics-server.ts';

// apps/worker: works the BullMQ generation queue of a cluster deployment. Scale it by running more.

async function main() {
  const config = loadConfigOrExit();
  if (!config.REDIS_URL) {
    console.error('REDIS_URL is required: the worker takes jobs from the BullMQ queue (embedded mode needs no worker).');
    process.exit(2);
  }
  const log = createLogger(config, { service: 'worker', pid: process.pid });
  const runtime = await createRuntime(config, { role: 'worker', log });
  await runtime.runner!.start();
  const metricsServer = config.WORKER_METRICS_PORT
    ? await serveMetrics(runtime.metrics, {
        port: config.WORKER_METRICS_PORT,
        host: config.WORKER_METRICS_HOST,
        token: config.METRICS_TOKEN,
        production: config.isProduction,
      }).catch((err) => {
        // several workers on one host: only the first gets the port; the others run without their own endpoint
        log.warn({ err: (err as Error).message, port: config.WORKER_METRICS_PORT }, 'metrics port unavailable');
        return null;
      })
    : null;
  const stopReconciler = runtime.reconciler.start(config.RECONCILE_INTERVAL_MS);
  log.info({ concurrency: config.GENERATION_CONCURRENCY, imageModel: runtime.imageModel.name }, 'worker ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, 'worker draining');
    stopReconciler();
    metricsServer?.close();
    await runtime.close();
    log.info('worker stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
