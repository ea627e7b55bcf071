import type { Redis } from 'ioredis';
import { abortError } from './provider-error.ts';
import { sleep } from './retry.ts';

interface Waiter {
  resolve: () => void;
  reject: (e: Error) => void;
  signal: AbortSignal;
  onAbort: () => void;
  later: boolean;
}

/**
 * In-process limit of calls in flight to one provider (PROVIDER_CONCURRENCY). FIFO, abortable while waiting.
 * A `later` call (work nobody waits for: a delivered design's growth stages) waits behind every other call
 * and holds at most half the slots, so a homeowner's design is never queued behind it for long.
 */
export class Semaphore {
  private active = 0;
  private activeLater = 0;
  private readonly waiting: Waiter[] = [];
  private readonly waitingLater: Waiter[] = [];
  readonly laterLimit: number;
  constructor(readonly limit: number) {
    if (limit < 1) throw new Error('semaphore limit must be at least 1');
    this.laterLimit = Math.max(1, Math.floor(limit / 2));
  }

  get inFlight() {
    return this.active;
  }
  get queued() {
    return this.waiting.length + this.waitingLater.length;
  }

  async acquire(signal: AbortSignal, opts: { later?: boolean } = {}): Promise<() => void> {
    signal.throwIfAborted();
    const later = opts.later === true;
    if (this.canStart(later)) {
      this.start(later);
      return this.releaser(later);
    }
    const queue = later ? this.waitingLater : this.waiting;
    await new Promise<void>((resolve, reject) => {
      const entry: Waiter = {
        resolve,
        reject,
        signal,
        later,
        onAbort: () => {
          const i = queue.indexOf(entry);
          if (i >= 0) queue.splice(i, 1);
          reject(abortError(signal));
        },
      };
      signal.addEventListener('abort', entry.onAbort, { once: true });
      queue.push(entry);
    });
    // the slot was taken for this waiter when it was handed over (dispatch)
    return this.releaser(later);
  }

  private canStart(later: boolean): boolean {
    if (this.active >= this.limit) return false;
    return !later || (this.waiting.length === 0 && this.activeLater < this.laterLimit);
  }

  private start(later: boolean) {
    this.active++;
    if (later) this.activeLater++;
  }

  /** Hands free slots to the waiters: every other call first, then `later` ones within their share. */
  private dispatch() {
    while (this.active < this.limit) {
      const next = this.waiting.length > 0 ? this.waiting.shift() : this.activeLater < this.laterLimit ? this.waitingLater.shift() : undefined;
      if (!next) return;
      this.start(next.later);
      next.signal.removeEventListener('abort', next.onAbort);
      next.resolve();
    }
  }

  private releaser(later: boolean): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      if (later) this.activeLater--;
      this.dispatch();
    };
  }
}

/** Calls per minute to one provider. `take` resolves when the call may start. */
export interface RateLimiter {
  take(provider: string, signal: AbortSignal): Promise<void>;
}

export const unlimited: RateLimiter = { take: async () => {} };

/** Burst of a bucket refilled at `perMinute`: a tenth of a minute's calls, at least one. */
export const burstFor = (perMinute: number) => Math.max(1, Math.ceil(perMinute / 10));

/** Token bucket of one process (embedded mode, where this process is the whole deployment). */
export class LocalTokenBucket implements RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; ts: number }>();
  private readonly perMs: number;
  private readonly capacity: number;
  constructor(
    perMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = perMinute / 60_000;
    this.capacity = burstFor(perMinute);
  }

  /** Takes a token now, or answers how long to wait for one. */
  tryTake(provider: string): number {
    const t = this.now();
    const b = this.buckets.get(provider) ?? { tokens: this.capacity, ts: t };
    b.tokens = Math.min(this.capacity, b.tokens + (t - b.ts) * this.perMs);
    b.ts = t;
    this.buckets.set(provider, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - b.tokens) / this.perMs);
  }

  async take(provider: string, signal: AbortSignal): Promise<void> {
    for (;;) {
      const wait = this.tryTake(provider);
      if (wait === 0) return;
      await sleep(wait, signal);
    }
  }
}

// One atomic step of a token bucket kept in a Redis hash; the clock is Redis's own, so every worker
// agrees on it. Answers 0 when a token was taken, else the milliseconds until one is due.
const TAKE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local cap = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local b = redis.call('HMGET', KEYS[1], 'tokens', 'ts')
local tokens = tonumber(b[1]) or cap
local ts = tonumber(b[2]) or now
tokens = math.min(cap, tokens + math.max(0, now - ts) * rate)
local wait = 0
if tokens >= 1 then tokens = tokens - 1 else wait = math.ceil((1 - tokens) / rate) end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'ts', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(cap / rate) + 60000)
return wait
`;

/** Cluster mode: one bucket per provider shared by the API and every worker (docs/decisions/006-provider-limits.md). */
export class RedisTokenBucket implements RateLimiter {
  private readonly perMs: number;
  private readonly capacity: number;
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    perMinute: number,
  ) {
    this.perMs = perMinute / 60_000;
    this.capacity = burstFor(perMinute);
  }

  key(provider: string) {
    return `${this.prefix}:ratelimit:${provider}`;
  }

  async tryTake(provider: string): Promise<number> {
    const wait = await this.redis.eval(TAKE_SCRIPT, 1, this.key(provider), String(this.capacity), String(this.perMs));
    return Number(wait);
  }

  async take(provider: string, signal: AbortSignal): Promise<void> {
    for (;;) {
      signal.throwIfAborted();
      const wait = await this.tryTake(provider);
      if (wait === 0) return;
      await sleep(wait, signal);
    }
  }
}
