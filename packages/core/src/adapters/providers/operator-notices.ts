import type { Redis } from 'ioredis';
import type { Logger } from '../../platform/logger.ts';
import type { Metrics } from '../metrics/registry.ts';

// Provider failures that are the deployment's to fix (a model id the provider does not know): the
// homeowner reads "Rendering failed" and gets the design back; the operator gets one line of advice,
// logged once per process, counted in /metrics (operator_errors_total), and listed for admins in
// /api/config and the queue dashboard. In a cluster the list lives in Redis, so the API shows what a
// worker met.

/** One line for the operator: the setting to change and what to set. Adapters' errors carry it as `operatorAdvice`. */
export interface OperatorAdvice {
  key: string;
  advice: string;
}

/** The operator advice a provider adapter's error carries, if any (a render, an analysis, a segmentation). */
export function operatorAdviceOf(err: unknown): OperatorAdvice | null {
  const advice = err instanceof Error ? (err as Error & { operatorAdvice?: OperatorAdvice }).operatorAdvice : undefined;
  return advice && typeof advice.key === 'string' && typeof advice.advice === 'string' ? advice : null;
}

export interface OperatorNotice {
  /** The setting to change, e.g. GEMINI_IMAGE_MODEL. */
  key: string;
  /** One line: what happened and what to set. */
  advice: string;
  /** Renders that failed for it. */
  count: number;
  firstAt: string;
  lastAt: string;
}

export interface OperatorNoticeStore {
  record(key: string, advice: string, at: Date): Promise<void>;
  list(): Promise<OperatorNotice[]>;
}

export class MemoryOperatorNotices implements OperatorNoticeStore {
  private readonly notices = new Map<string, OperatorNotice>();
  async record(key: string, advice: string, at: Date) {
    const n = this.notices.get(advice);
    if (n) {
      n.count++;
      n.lastAt = at.toISOString();
    } else this.notices.set(advice, { key, advice, count: 1, firstAt: at.toISOString(), lastAt: at.toISOString() });
  }
  async list() {
    return [...this.notices.values()].map((n) => ({ ...n }));
  }
}

const RECORD_NOTICE = `
local old = redis.call('HGET', KEYS[1], ARGV[1])
local n
if old then
  n = cjson.decode(old)
  n.count = n.count + 1
  n.lastAt = ARGV[3]
else
  n = { key = ARGV[2], advice = ARGV[1], count = 1, firstAt = ARGV[3], lastAt = ARGV[3] }
end
redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(n))
`;

/** One Redis hash, field = the advice, value = the notice as JSON; each report counted in one atomic step, from any process. */
export class RedisOperatorNotices implements OperatorNoticeStore {
  private readonly key: string;
  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.key = `${prefix}:operator-notices`;
  }
  async record(key: string, advice: string, at: Date) {
    // read, count and write in one script: workers reporting at the same moment each add their one
    await this.redis.eval(RECORD_NOTICE, 1, this.key, advice, key, at.toISOString());
  }
  async list() {
    const all = await this.redis.hvals(this.key);
    return all.map((v) => JSON.parse(v) as OperatorNotice).sort((a, b) => a.firstAt.localeCompare(b.firstAt));
  }
}

/** Reports an operator error: logged the first time in this process, counted every time, kept for admins. */
export class OperatorNotices {
  private readonly logged = new Set<string>();
  constructor(
    private readonly store: OperatorNoticeStore,
    private readonly log: Logger,
    private readonly metrics?: Metrics,
  ) {}

  async report(notice: OperatorAdvice): Promise<void> {
    this.metrics?.operatorErrors.inc({ key: notice.key });
    if (!this.logged.has(notice.advice)) {
      this.logged.add(notice.advice);
      this.log.error({ key: notice.key, advice: notice.advice }, 'operator action needed');
    }
    try {
      await this.store.record(notice.key, notice.advice, new Date());
    } catch (err) {
      this.log.warn({ err }, 'operator notice not kept');
    }
  }

  list(): Promise<OperatorNotice[]> {
    return this.store.list();
  }
}
