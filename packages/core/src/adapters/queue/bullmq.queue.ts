import { Job, QueueEvents, Queue as BullQueue, Worker, type ConnectionOptions } from 'bullmq';
import type { JobMap, JobResults } from '@landscape/contract';
import type { Logger } from '../../platform/logger.ts';
import {
  JobWaitError,
  QUEUE_NAME,
  type EnqueueOptions,
  type JobHandlers,
  type JobName,
  type JobRunner,
  type JobState,
  type Queue,
  type QueueCounts,
} from '../../ports/queue.port.ts';

/**
 * BullMQ refuses custom ids with a single ':', so the logical id `<request_id>:<area>` is stored with '.'
 * (docs/decisions/004-job-ids.md). Both forms map one to one.
 */
export const toBullJobId = (jobId: string) => jobId.replace(':', '.');
export const fromBullJobId = (bullId: string) => bullId.replace('.', ':');

export const DEFAULT_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;

/** BullMQ's priority of `priority: 'low'` jobs (1 is the highest; jobs without one come first). */
const LOW_PRIORITY = 100;

export class BullMqQueue implements Queue {
  readonly kind = 'bullmq' as const;
  readonly queue: BullQueue;
  private events: QueueEvents | null = null;
  constructor(
    private readonly connection: ConnectionOptions,
    private readonly prefix: string,
    private readonly log?: Logger,
  ) {
    this.queue = new BullQueue(QUEUE_NAME, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
    // the connection comes back by itself and /api/health reports the outage; unheard, each retry would be an unhandled error
    this.queue.on('error', (err) => this.log?.warn({ err: err.message }, 'queue connection error'));
  }

  async enqueue<N extends JobName>(name: N, data: JobMap[N], jobId: string, opts: EnqueueOptions = {}): Promise<void> {
    // BullMQ takes jobs without a priority before any prioritised one
    await this.queue.add(name, data, { jobId: toBullJobId(jobId), ...(opts.priority === 'low' ? { priority: LOW_PRIORITY } : {}) });
  }

  /** BullMQ's waitUntilFinished on the queue's event stream (one QueueEvents connection per process, opened on first use). */
  async waitFor<N extends JobName>(_name: N, jobId: string, timeoutMs: number): Promise<JobResults[N]> {
    const job = await Job.fromId(this.queue, toBullJobId(jobId));
    if (!job) throw new JobWaitError(`job ${jobId} is not in the queue`, 'missing');
    if (!this.events) {
      this.events = new QueueEvents(QUEUE_NAME, { connection: this.connection, prefix: this.prefix });
      this.events.on('error', (err) => this.log?.warn({ err: err.message }, 'queue events connection error'));
    }
    try {
      return (await job.waitUntilFinished(this.events, timeoutMs)) as JobResults[N];
    } catch (err) {
      if (err instanceof Error && /timed out before finishing/.test(err.message))
        throw new JobWaitError(`job ${jobId} did not finish within ${timeoutMs} ms`, 'timeout');
      throw err;
    }
  }

  async counts(): Promise<QueueCounts> {
    const c = await this.queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized');
    return {
      waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
      active: c.active ?? 0,
      completed: c.completed ?? 0,
      failed: c.failed ?? 0,
      delayed: c.delayed ?? 0,
    };
  }

  async jobState(jobId: string): Promise<JobState> {
    const state = await this.queue.getJobState(toBullJobId(jobId));
    switch (state) {
      case 'waiting':
      case 'waiting-children':
      case 'prioritized':
        return 'waiting';
      case 'active':
      case 'delayed':
      case 'completed':
      case 'failed':
        return state;
      default:
        return 'missing';
    }
  }

  async remove(jobId: string) {
    await this.queue.remove(toBullJobId(jobId));
  }

  async workers(): Promise<number> {
    return this.queue.getWorkersCount();
  }

  async ping() {
    const client = await this.queue.client;
    await (client as unknown as { ping(): Promise<string> }).ping();
  }

  async close() {
    await this.events?.close();
    await this.queue.close();
  }
}

export class BullMqRunner implements JobRunner {
  private worker: Worker | null = null;
  constructor(
    private readonly connection: ConnectionOptions,
    private readonly prefix: string,
    private readonly handlers: JobHandlers,
    private readonly log: Logger,
    private readonly opts: { concurrency: number; jobTimeoutMs: number; lockMs: number; stalledIntervalMs: number },
  ) {}

  async start() {
    const controllers = new Map<string, AbortController>();
    this.worker = new Worker(
      QUEUE_NAME,
      async (job: Job, _token?: string, signal?: AbortSignal): Promise<unknown> => {
        const controller = new AbortController();
        const id = job.id ?? '';
        controllers.set(id, controller);
        signal?.addEventListener('abort', () => controller.abort(new Error('job cancelled')), { once: true });
        const timer = setTimeout(() => controller.abort(new Error('job timed out')), this.opts.jobTimeoutMs);
        const log = this.log.child({ jobId: fromBullJobId(id), job: job.name, attempt: job.attemptsMade + 1 });
        try {
          const handler = this.handlers[job.name as JobName] as (d: unknown, c: unknown) => Promise<unknown>;
          if (!handler) throw new Error(`no handler for job ${job.name}`);
          // the answer is stored with the job (returnvalue) for whoever waits on it
          return await handler(job.data, { signal: controller.signal, log, attempt: job.attemptsMade + 1 });
        } finally {
          clearTimeout(timer);
          controllers.delete(id);
        }
      },
      {
        connection: this.connection,
        prefix: this.prefix,
        concurrency: this.opts.concurrency,
        lockDuration: this.opts.lockMs,
        stalledInterval: this.opts.stalledIntervalMs,
        maxStalledCount: 2,
      },
    );
    this.worker.on('failed', (job, err) => this.log.warn({ jobId: job?.id && fromBullJobId(job.id), err: err.message }, 'job attempt failed'));
    this.worker.on('error', (err) => this.log.error({ err }, 'worker error'));
    await this.worker.waitUntilReady();
  }

  async stop(graceMs: number) {
    if (!this.worker) return;
    const w = this.worker;
    // close() stops taking jobs and waits for the active ones; past the grace the jobs are left to the stalled-job check.
    await Promise.race([w.close(), new Promise((r) => setTimeout(r, graceMs))]);
    if (w.isRunning()) await w.close(true);
  }
}
