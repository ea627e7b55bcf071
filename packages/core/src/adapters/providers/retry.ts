import { abortError, ProviderCallError } from './provider-error.ts';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** First backoff; each next one doubles, capped at maxDelayMs, with full jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, baseDelayMs: 1_000, maxDelayMs: 20_000 };

/** Full jitter (AWS architecture blog, "Exponential Backoff And Jitter"): uniform in [0, min(cap, base·2^n)]. */
export function backoffDelay(policy: RetryPolicy, retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.round(ceiling * (0.5 + random() / 2));
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError(signal));
    const onAbort = () => {
      clearTimeout(t);
      reject(abortError(signal));
    };
    const t = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Calls `fn` until it succeeds, throws a non-retryable error, or the attempts are spent. The caller's
 * signal is the job's time budget: no attempt starts, and no backoff sleeps, past it.
 */
export async function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  opts: { policy: RetryPolicy; signal: AbortSignal; onRetry?: (err: ProviderCallError, attempt: number, delayMs: number) => void },
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    opts.signal.throwIfAborted();
    try {
      return await fn(attempt);
    } catch (err) {
      if (opts.signal.aborted) throw abortError(opts.signal);
      if (!(err instanceof ProviderCallError) || !err.retryable || attempt >= opts.policy.attempts) throw err;
      // the provider's own retry delay (a 429's RetryInfo) when it gave one and it is the longer wait
      const delay = Math.max(backoffDelay(opts.policy, attempt - 1), err.retryAfterMs ?? 0);
      opts.onRetry?.(err, attempt, delay);
      await sleep(delay, opts.signal);
    }
  }
}
