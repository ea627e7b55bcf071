import type { JobMap, JobResults } from '@landscape/contract';
import type { Logger } from '../../platform/logger.ts';
import {
  JobWaitError,
  type EnqueueOptions,
  type JobHandlers,
  type JobName,
  type JobRunner,
  type JobState,
  type Queue,
  type QueueCounts,
} from '../../ports/queue.port.ts';

interface Pending {
  name: JobName;
  data: JobMap[JobName];
  jobId: string;
  low: boolean;
  outcome: Outcome;
}

interface Outcome {
  promise: Promise<unknown>;
  resolve(value: unknown): void;
  reject(err: unknown): void;
  settledAt: number | null;
}

/** How long a finished job's result stays readable by `waitFor`. */
const KEEP_OUTCOME_MS = 10 * 60_000;

function outcome(): Outcome {
  let resolve!: (v: unknown) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined); // read by waitFor, if anyone waits
  const o: Outcome = {
    promise,
    resolve: (v) => {
      o.settledAt = Date.now();
      resolve(v);
    },
    reject: (e) => {
      o.settledAt = Date.now();
      reject(e);
    },
    settledAt: null,
  };
  return o;
}

/**
 * Embedded mode: the same Queue port, run in this process with a concurrency limit.
 * Jobs are not persisted here; the generation service re-queues unfinished database rows at start-up.
 */
export class InlineQueue implements Queue, JobRunner {
  readonly kind = 'inline' as const;
  private readonly waiting: Pending[] = [];
  private readonly active = new Map<string, Promise<void>>();
  private readonly controllers = new Map<string, AbortController>();
  private readonly outcomes = new Map<string, Outcome>();
  private completed = 0;
  private failed = 0;
  private running = false;
  private stopping = false;
  private handlers: JobHandlers | null = null;

  constructor(
    private readonly log: Logger,
    private readonly concurrency: number,
    private readonly jobTimeoutMs: number,
  ) {}

  setHandlers(handlers: JobHandlers) {
    this.handlers = handlers;
  }

  async enqueue<N extends JobName>(name: N, data: JobMap[N], jobId: string, opts: EnqueueOptions = {}): Promise<void> {
    if (this.stopping) throw new Error('queue is shutting down');
    if (this.active.has(jobId) || this.waiting.some((p) => p.jobId === jobId)) return;
    this.prune();
    const o = outcome();
    this.outcomes.set(jobId, o);
    this.waiting.push({ name, data, jobId, low: opts.priority === 'low', outcome: o });
    this.pump();
  }

  async waitFor<N extends JobName>(_name: N, jobId: string, timeoutMs: number): Promise<JobResults[N]> {
    const o = this.outcomes.get(jobId);
    if (!o) throw new JobWaitError(`job ${jobId} is not known to this queue`, 'missing');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new JobWaitError(`job ${jobId} did not finish within ${timeoutMs} ms`, 'timeout')), timeoutMs);
    });
    try {
      return (await Promise.race([o.promise, timeout])) as JobResults[N];
    } finally {
      clearTimeout(timer);
    }
  }

  async start() {
    this.running = true;
    this.pump();
  }

  private prune() {
    const old = Date.now() - KEEP_OUTCOME_MS;
    for (const [id, o] of this.outcomes) if (o.settledAt !== null && o.settledAt < old) this.outcomes.delete(id);
  }

  private pump() {
    if (!this.running || this.stopping || !this.handlers) return;
    while (this.active.size < this.concurrency && this.waiting.length) {
      // First come, first served, except for low-priority jobs: they share the render pool with
      // generations, so one runs at a time and only while no other job runs or waits. A generation then
      // waits at most for the one drawing in progress, never behind a burst of them.
      let next = this.waiting.findIndex((p) => !p.low);
      if (next < 0 && this.active.size === 0) next = 0;
      if (next < 0) break;
      const job = this.waiting.splice(next, 1)[0]!;
      this.active.set(job.jobId, this.run(job));
    }
  }

  private async run(job: Pending) {
    const controller = new AbortController();
    this.controllers.set(job.jobId, controller);
    const timer = setTimeout(() => controller.abort(new Error('job timed out')), this.jobTimeoutMs);
    const log = this.log.child({ jobId: job.jobId, job: job.name });
    try {
      const handler = this.handlers![job.name] as (d: unknown, c: unknown) => Promise<unknown>;
      job.outcome.resolve(await handler(job.data, { signal: controller.signal, log, attempt: 1 }));
      this.completed++;
    } catch (err) {
      this.failed++;
      log.error({ err }, 'job failed');
      job.outcome.reject(err);
    } finally {
      clearTimeout(timer);
      this.controllers.delete(job.jobId);
      this.active.delete(job.jobId);
      this.pump();
    }
  }

  /** Resolves when nothing is waiting or running (tests and benchmarks). */
  async idle(): Promise<void> {
    while (this.active.size || (this.waiting.length && this.running && !this.stopping)) {
      await Promise.race([...this.active.values(), new Promise((r) => setTimeout(r, 20))]);
    }
  }

  async counts(): Promise<QueueCounts> {
    return { waiting: this.waiting.length, active: this.active.size, completed: this.completed, failed: this.failed, delayed: 0 };
  }

  async jobState(jobId: string): Promise<JobState> {
    if (this.active.has(jobId)) return 'active';
    if (this.waiting.some((p) => p.jobId === jobId)) return 'waiting';
    return 'missing';
  }

  async remove(jobId: string) {
    const i = this.waiting.findIndex((p) => p.jobId === jobId);
    if (i >= 0) this.waiting.splice(i, 1)[0]!.outcome.reject(new JobWaitError(`job ${jobId} was removed`, 'missing'));
  }

  async ping() {}

  async stop(graceMs: number) {
    this.stopping = true;
    for (const p of this.waiting.splice(0)) p.outcome.reject(new JobWaitError('the server is shutting down', 'closing'));
    const drained = Promise.allSettled([...this.active.values()]);
    const timedOut = await Promise.race([drained.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), graceMs))]);
    if (timedOut) {
      for (const c of this.controllers.values()) c.abort(new Error('shutting down'));
      await drained;
    }
  }

  async close() {
    await this.stop(0);
  }
}
