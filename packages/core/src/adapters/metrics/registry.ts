import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Queue } from '../../ports/queue.port.ts';

// Prometheus metrics of one process. The API exports them at /metrics; each worker on its own port.

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  jobDuration: Histogram<'job' | 'outcome'>;
  imagesGenerated: Counter<'model' | 'style' | 'area'>;
  renderFailures: Counter<'model' | 'area'>;
  providerCalls: Counter<'provider' | 'op' | 'outcome'>;
  providerDuration: Histogram<'provider' | 'op' | 'outcome'>;
  providerCostUsd: Counter<'provider' | 'op'>;
  /** Failures the deployment must fix (adapters/providers/operator-notices.ts), by the setting to change. */
  operatorErrors: Counter<'key'>;
  /** Reads queue depth by state on every scrape. */
  watchQueue(queue: Queue): void;
}

export function createMetrics(service: string): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const m = {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: 'generation_job_duration_seconds',
      help: 'Duration of one area job (all its styles)',
      labelNames: ['job', 'outcome'] as const,
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 60, 120, 240],
      registers: [registry],
    }),
    imagesGenerated: new Counter({
      name: 'images_generated_total',
      help: 'Redesign images stored',
      labelNames: ['model', 'style', 'area'] as const,
      registers: [registry],
    }),
    renderFailures: new Counter({
      name: 'render_failures_total',
      help: 'Area × style renders that ended failed',
      labelNames: ['model', 'area'] as const,
      registers: [registry],
    }),
    providerCalls: new Counter({
      name: 'provider_calls_total',
      help: 'Calls to outside providers (image model, imagery, analysis) by outcome',
      labelNames: ['provider', 'op', 'outcome'] as const,
      registers: [registry],
    }),
    providerDuration: new Histogram({
      name: 'provider_call_duration_seconds',
      help: 'Latency of calls to outside providers',
      labelNames: ['provider', 'op', 'outcome'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 40, 90],
      registers: [registry],
    }),
    providerCostUsd: new Counter({
      name: 'provider_cost_usd_total',
      help: 'Estimated spend on outside providers, in US dollars',
      labelNames: ['provider', 'op'] as const,
      registers: [registry],
    }),
    operatorErrors: new Counter({
      name: 'operator_errors_total',
      help: 'Renders failed for a reason the deployment must fix (e.g. an image model id the provider does not know), by setting',
      labelNames: ['key'] as const,
      registers: [registry],
    }),
  };
  let queue: Queue | null = null;
  new Gauge({
    name: 'generation_jobs',
    help: 'Generation jobs by state',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      if (!queue) return;
      try {
        const c = await queue.counts();
        for (const [state, n] of Object.entries(c)) this.set({ state }, n);
      } catch {
        // an unreachable queue shows as missing samples, and /api/health reports it
      }
    },
  });
  return { ...m, watchQueue: (q: Queue) => void (queue = q) };
}
