// In-process counters and a latency histogram of every provider call, by provider, op and outcome.
// A later /metrics endpoint exports `snapshot()`; nothing here knows about an exposition format.

/** Upper bounds of the latency buckets, ms (the last bucket, +Inf, is implied). */
export const LATENCY_BUCKETS_MS = [50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000, 30_000, 60_000, 120_000] as const;

export interface ProviderCallRecord {
  provider: string;
  op: string;
  outcome: string;
  ms: number;
  costUsd: number;
}

export interface ProviderSeries {
  provider: string;
  op: string;
  outcome: string;
  count: number;
  costUsd: number;
  latencyMs: {
    sum: number;
    max: number;
    /** Cumulative counts: `le` is the bucket's upper bound (Infinity for the last). */
    buckets: { le: number; count: number }[];
  };
}

export interface ProviderMetricsSnapshot {
  series: ProviderSeries[];
  totals: { calls: number; costUsd: number };
}

interface Series {
  provider: string;
  op: string;
  outcome: string;
  count: number;
  costUsd: number;
  sum: number;
  max: number;
  buckets: number[];
}

export class ProviderMetrics {
  private readonly series = new Map<string, Series>();

  record(r: ProviderCallRecord): void {
    const key = `${r.provider}\u0000${r.op}\u0000${r.outcome}`;
    let s = this.series.get(key);
    if (!s) {
      s = {
        provider: r.provider,
        op: r.op,
        outcome: r.outcome,
        count: 0,
        costUsd: 0,
        sum: 0,
        max: 0,
        buckets: new Array(LATENCY_BUCKETS_MS.length + 1).fill(0),
      };
      this.series.set(key, s);
    }
    s.count++;
    s.costUsd += r.costUsd;
    s.sum += r.ms;
    s.max = Math.max(s.max, r.ms);
    const i = LATENCY_BUCKETS_MS.findIndex((le) => r.ms <= le);
    s.buckets[i === -1 ? LATENCY_BUCKETS_MS.length : i]!++;
  }

  snapshot(): ProviderMetricsSnapshot {
    const series: ProviderSeries[] = [...this.series.values()]
      .sort((a, b) => `${a.provider}:${a.op}:${a.outcome}`.localeCompare(`${b.provider}:${b.op}:${b.outcome}`))
      .map((s) => {
        let cum = 0;
        const buckets = s.buckets.map((n, i) => {
          cum += n;
          return { le: i < LATENCY_BUCKETS_MS.length ? LATENCY_BUCKETS_MS[i]! : Infinity, count: cum };
        });
        return {
          provider: s.provider,
          op: s.op,
          outcome: s.outcome,
          count: s.count,
          costUsd: round6(s.costUsd),
          latencyMs: { sum: s.sum, max: s.max, buckets },
        };
      });
    return {
      series,
      totals: { calls: series.reduce((n, s) => n + s.count, 0), costUsd: round6(series.reduce((n, s) => n + s.costUsd, 0)) },
    };
  }

  reset(): void {
    this.series.clear();
  }
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The registry of this process, shared by every runtime it builds. */
export const providerMetrics = new ProviderMetrics();
