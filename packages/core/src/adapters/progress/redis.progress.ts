import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AreaStyleState, ProgressMeta, ProgressSnapshot, ProgressStore } from '../../ports/progress.port.ts';
import { stateField } from '../../ports/progress.port.ts';

/** The hash field that holds the entry's version: a fresh random token at every write. */
const VERSION = 'version';

/**
 * Cluster mode: one Redis hash per request (`meta`, `version` and one field per area:style), expiring after
 * the TTL. Every write sets a new random `version` in the same step, so an API process that already
 * answered a version asks Redis for that one field (HGET) and nothing else until the request changes.
 */
export class RedisProgressStore implements ProgressStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
  ) {}

  private key(requestId: string) {
    return `${this.prefix}:progress:${requestId}`;
  }

  async init(requestId: string, meta: ProgressMeta, states: AreaStyleState[]) {
    const fields: Record<string, string> = { meta: JSON.stringify(meta), [VERSION]: randomUUID() };
    for (const s of states) fields[stateField(s)] = JSON.stringify(s);
    await this.redis.multi().del(this.key(requestId)).hset(this.key(requestId), fields).expire(this.key(requestId), this.ttlSeconds).exec();
  }

  async update(requestId: string, state: AreaStyleState) {
    const key = this.key(requestId);
    // Only refresh a hash that exists: a partial hash without meta would hide the database's full answer.
    const script = `if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HSET', KEYS[1], ARGV[1], ARGV[2], ARGV[4], ARGV[5]); redis.call('EXPIRE', KEYS[1], ARGV[3]); end return 1`;
    await this.redis.eval(script, 1, key, stateField(state), JSON.stringify(state), String(this.ttlSeconds), VERSION, randomUUID());
  }

  async get(requestId: string): Promise<ProgressSnapshot | null> {
    const h = await this.redis.hgetall(this.key(requestId));
    if (!h.meta) return null;
    const meta = JSON.parse(h.meta) as ProgressMeta;
    const states = Object.entries(h)
      .filter(([k]) => k !== 'meta' && k !== VERSION)
      .map(([, v]) => JSON.parse(v) as AreaStyleState);
    return { meta, states, ...(h[VERSION] ? { version: h[VERSION] } : {}) };
  }

  async version(requestId: string): Promise<string | null> {
    return this.redis.hget(this.key(requestId), VERSION);
  }

  async delete(requestId: string) {
    await this.redis.del(this.key(requestId));
  }

  async ping() {
    await this.redis.ping();
  }

  async close() {
    // the shared connection is closed by its owner (runtime)
  }
}
