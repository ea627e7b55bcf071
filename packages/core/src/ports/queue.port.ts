import type { JobMap, JobResults } from '@landscape/contract';
import type { Logger } from '../platform/logger.ts';
import type { Queue as BullQueue } from 'bullmq';

export type JobName = keyof JobMap;

export interface JobContext {
  /** Aborted when the job times out or the process shuts down. */
  signal: AbortSignal;
  log: Logger;
  attempt: number;
}

export type JobHandler<N extends JobName = JobName> = (data: JobMap[N], ctx: JobContext) => Promise<JobResults[N]>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export type JobState = 'waiting' | 'active' | 'delayed' | 'completed' | 'failed' | 'missing';

export interface QueueCounts {
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  delayed: number;
}

/** Thrown by `waitFor` when the wait ends before the job does (the job itself goes on). */
export class JobWaitError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'missing' | 'closing',
  ) {
    super(message);
    this.name = 'JobWaitError';
  }
}

export interface EnqueueOptions {
  priority?: 'normal' | 'low';
}

/** Puts jobs where a worker will find them. Enqueueing the same job id twice runs it once. */
export interface Queue {
  /** 'inline': this process's own queue (embedded mode); 'bullmq': Redis (cluster mode). */
  readonly kind: 'inline' | 'bullmq';
  /** `priority: 'low'`: taken only when no other job waits (pictures drawn on demand give way to generations). */
  enqueue<N extends JobName>(name: N, data: JobMap[N], jobId: string, opts?: EnqueueOptions): Promise<void>;
  /**
   * Waits until the job of that id has finished and answers its result; throws the job's error if it
   * failed for good, or JobWaitError when `timeoutMs` passes first. Abandoning the wait never cancels the job.
   */
  waitFor<N extends JobName>(name: N, jobId: string, timeoutMs: number): Promise<JobResults[N]>;
  counts(): Promise<QueueCounts>;
  /** Where a job is now; 'missing' when the queue holds no job of that id. */
  jobState(jobId: string): Promise<JobState>;
  /** Forgets a finished job so the same id can be queued again (reconciliation). */
  remove(jobId: string): Promise<void>;
  ping(): Promise<void>;
  /** Cluster mode: how many workers are connected to take jobs (health says "degraded" at none; decision 046). */
  workers?(): Promise<number>;
  close(): Promise<void>;
}

/** Takes jobs and runs their handler. `stop` stops taking new jobs and waits for the active ones. */
export interface JobRunner {
  start(): Promise<void>;
  stop(graceMs: number): Promise<void>;
}

export const QUEUE_NAME = 'generation';

/** Cluster mode's queue, whose BullMQ queue the operators' dashboard reads. */
/** A queue kept by BullMQ (cluster mode), as the operators' dashboard reads it. */
export interface BullMqBacked extends Queue {
  readonly kind: 'bullmq';
  readonly queue: BullQueue;
}

export const isBullMqQueue = (queue: Queue): queue is BullMqBacked => queue.kind === 'bullmq';
