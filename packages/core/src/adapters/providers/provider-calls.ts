import type { Logger } from '../../platform/logger.ts';
import { estimateCostUsd, type TokenUsage } from '../metrics/prices.ts';
import { providerMetrics, type ProviderCallRecord, type ProviderMetrics } from '../metrics/provider-metrics.ts';
import { Semaphore, unlimited, type RateLimiter } from './limits.ts';
import { outcomeOf, type CallOutcome } from './provider-error.ts';

export interface ProviderCallSpec {
  provider: string;
  op: string;
  model?: string;
  signal: AbortSignal;
  /** Work nobody waits for: it waits behind every other call to the provider (Semaphore). */
  later?: boolean;
}

export interface ProviderCallAnswer<T> {
  value: T;
  /** Tokens the provider reported, for the cost estimate. */
  usage?: TokenUsage | null;
  /** An answer that is a failure of its own (safety block, no image) still costs money: record it as such. */
  outcome?: CallOutcome;
}

export interface ProviderCallsOptions {
  log: Logger;
  metrics?: ProviderMetrics;
  /** Calls in flight at once per provider in this process. */
  concurrency: number;
  rateLimiter?: RateLimiter;
  /** Also told of every call (the runtime forwards them to its Prometheus registry). */
  observe?: (record: ProviderCallRecord) => void;
}

/**
 * Every outbound provider attempt passes here: a per-provider semaphore, then the rate limiter, then the
 * call, then one structured log line and the metric registry (provider, model, op, ms, outcome, cost).
 */
export class ProviderCalls {
  private readonly semaphores = new Map<string, Semaphore>();
  readonly metrics: ProviderMetrics;
  private readonly rate: RateLimiter;
  constructor(private readonly opts: ProviderCallsOptions) {
    this.metrics = opts.metrics ?? providerMetrics;
    this.rate = opts.rateLimiter ?? unlimited;
  }

  semaphore(provider: string): Semaphore {
    let s = this.semaphores.get(provider);
    if (!s) {
      s = new Semaphore(this.opts.concurrency);
      this.semaphores.set(provider, s);
    }
    return s;
  }

  async call<T>(spec: ProviderCallSpec, fn: () => Promise<ProviderCallAnswer<T>>): Promise<T> {
    const queuedAt = performance.now();
    const release = await this.semaphore(spec.provider).acquire(spec.signal, { later: spec.later });
    try {
      await this.rate.take(spec.provider, spec.signal);
      const waitMs = Math.round(performance.now() - queuedAt);
      const t0 = performance.now();
      let outcome: CallOutcome = 'ok';
      let usage: TokenUsage | null = null;
      let error: unknown = null;
      try {
        const answer = await fn();
        outcome = answer.outcome ?? 'ok';
        usage = answer.usage ?? null;
        return answer.value;
      } catch (err) {
        error = err;
        outcome = spec.signal.aborted ? 'aborted' : outcomeOf(err);
        usage = (err as { usage?: TokenUsage }).usage ?? null;
        throw err;
      } finally {
        const ms = Math.round(performance.now() - t0);
        const costUsd = estimateCostUsd({ provider: spec.provider, op: spec.op, model: spec.model, outcome, usage });
        const record = { provider: spec.provider, op: spec.op, outcome, ms, costUsd };
        this.metrics.record(record);
        this.opts.observe?.(record);
        const line = { provider: spec.provider, model: spec.model, op: spec.op, ms, waitMs, outcome, costUsd, ...(usage ? { usage } : {}) };
        if (outcome === 'ok') this.opts.log.info(line, 'provider call');
        else this.opts.log.warn({ ...line, error: error instanceof Error ? error.message : undefined }, 'provider call');
      }
    } finally {
      release();
    }
  }
}
