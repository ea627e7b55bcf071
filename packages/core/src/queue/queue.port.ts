import type { JobMap } from '@landscape/contract';
import type { Logger } from '../logger.ts';

export type JobName = keyof JobMap;

export interface JobContext {
  /** Aborted when the job times out or the process shuts down. */
  signal: AbortSignal;
  log: Logger;
  attempt: number;
}

export type JobHandler<N extends JobName = JobName> = (data: JobMap[N], ctx: JobContext) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export type JobState = 'waiting' | 'active' | 'delayed' | 'completed' | 'failed' | 'missing';

export interface QueueCounts {
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  delayed: number;
}

/** Puts jobs where a worker will find them. Enqueueing the same job id twice runs it once. */
export interface Queue {
  enqueue<N extends JobName>(name: N, data: JobMap[N], jobId: string): Promise<void>;
  counts(): Promise<QueueCounts>;
  /** Where a job is now; 'missing' when the queue holds no job of that id. */
  jobState(jobId: string): Promise<JobState>;
  /** Forgets a finished job so the same id can be queued again (reconciliation). */
  remove(jobId: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Takes jobs and runs their handler. `stop` stops taking new jobs and waits for the active ones. */
export interface JobRunner {
  start(): Promise<void>;
  stop(graceMs: number): Promise<void>;
}

export const QUEUE_NAME = 'generation';
