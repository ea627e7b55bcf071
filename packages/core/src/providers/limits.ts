import type { Redis } from 'ioredis';
import { abortError } from './provider-error.ts';
import { sleep } from './retry.ts';

/** In-process limit of calls in flight to one provider (PROVIDER_CONCURRENCY). FIFO, abortable while waiting. */
export class Semaphore {
  private active = 0;
  private readonly waiting: { resolve: () => void; reject: (e: Error) => void; signal: AbortSignal; onAbort: () => void }[] = [];
  constructor(readonly limit: number) {
    if (limit < 1) throw new Error('semaphore limit must be at least 1');
  }

  get inFlight() {
    return this.active;
  }
  get queued() {
    return this.waiting.length;
  }

  async acquire(signal: AbortSignal): Promise<() => void> {
    signal.throwIfAborted();
    if (this.active < this.limit) {
      this.active++;
      return this.releaser();
    }
    await new Promise<void>((resolve, reject) => {
      const entry = {
        resolve,
        reject,
        signal,
        onAbort: () => {
          const i = this.waiting.indexOf(entry);
          if (i >= 0) this.waiting.splice(i, 1);
          reject(abortError(signal));
        },
      };
      signal.addEventListener('abort', entry.onAbort, { once: true });
      this.waiting.push(entry);
    });
    return this.releaser();
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) {
        // the slot passes straight to the next waiter
        next.signal.removeEventListener('abort', next.onAbort);
        next.resolve();
      } else {
        this.active--;
      }
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
  constructor(perMinute: number, private readonly now: () => number = Date.now) {
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
