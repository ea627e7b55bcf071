import type { RedisOptions } from 'ioredis';

/** BullMQ takes ioredis options, not a URL. Workers need maxRetriesPerRequest null to block on the queue. */
export function redisOptionsFromUrl(url: string): RedisOptions {
  const u = new URL(url);
  const db = u.pathname && u.pathname !== '/' ? Number(u.pathname.slice(1)) : 0;
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : 6379,
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: Number.isFinite(db) ? db : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
    // Reconnect forever with a capped delay: a Redis restart must not need a manual restart of ours.
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  };
}
