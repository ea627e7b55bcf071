/** Low-cardinality outcome of one provider call, used in logs and metrics. */
export type CallOutcome =
  'ok' | 'blocked' | 'no_image' | 'not_found' | 'rate_limited' | 'server_error' | 'client_error' | 'timeout' | 'network' | 'bad_answer' | 'aborted';

/**
 * A failed attempt at a provider, as the adapter classified it. Adapters turn the last one into the
 * port's user-facing error (ImageModelError, ImageryError) once retries are spent.
 */
export class ProviderCallError extends Error {
  constructor(
    message: string,
    readonly outcome: CallOutcome,
    readonly retryable: boolean,
    readonly status?: number,
    /** How long the provider asked to wait before another attempt (a 429's RetryInfo), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProviderCallError';
  }
}

export function outcomeOf(err: unknown): CallOutcome {
  if (err instanceof ProviderCallError) return err.outcome;
  if (err && typeof err === 'object' && 'outcome' in err && typeof (err as { outcome: unknown }).outcome === 'string') {
    return (err as { outcome: CallOutcome }).outcome;
  }
  return 'client_error';
}

/** HTTP statuses worth another attempt: throttling and the provider's own trouble. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

export function outcomeForStatus(status: number): CallOutcome {
  if (status === 429) return 'rate_limited';
  if (status === 408) return 'timeout';
  if (status === 404) return 'not_found';
  if (status >= 500) return 'server_error';
  return 'client_error';
}

/** Runs `fn` with a signal that also fires after `timeoutMs`, and tells a timeout from the caller's abort. */
export async function withAttemptTimeout<T>(signal: AbortSignal, timeoutMs: number, fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
  signal.throwIfAborted();
  const timer = new AbortController();
  const t = setTimeout(() => timer.abort(new ProviderCallError(`no answer within ${timeoutMs} ms`, 'timeout', true)), timeoutMs);
  try {
    return await fn(AbortSignal.any([signal, timer.signal]));
  } catch (err) {
    if (signal.aborted) throw abortError(signal);
    if (timer.signal.aborted) throw timer.signal.reason as ProviderCallError;
    throw err;
  } finally {
    clearTimeout(t);
  }
}

/** The error to throw when the job's own budget ran out or the process is stopping. */
export function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason;
  return new Error(typeof reason === 'string' ? reason : 'Generation timed out');
}

/** Network-level failures of fetch (undici wraps them as `TypeError: fetch failed`). */
export function isNetworkError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === 'TypeError' && /fetch failed|network|terminated/i.test(err.message)) return true;
  const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
  return !!code && /^(ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|UND_ERR_\w+)$/.test(code);
}
