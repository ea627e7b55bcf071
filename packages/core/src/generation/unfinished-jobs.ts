import type { Logger } from '../platform/logger.ts';
import type { Queue } from '../ports/queue.port.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import { jobsFor, type PlannedJob } from './generation-jobs.ts';
import type { ProgressWriter } from './progress-writer.ts';

/**
 * Rows that no live job will finish: queued again (the reconciler, an embedded start-up), or failed with
 * their units given back once they have used their attempts.
 */
export class UnfinishedJobs {
  constructor(
    private readonly d: {
      generations: Pick<GenerationRepository, 'unfinished' | 'requeue'>;
      queue: Pick<Queue, 'enqueue'>;
      progress: Pick<ProgressWriter, 'refresh' | 'fail'>;
    },
  ) {}

  /** Queues again the job of rows that no live job will finish. */
  async requeue(job: PlannedJob) {
    await this.d.generations.requeue(job.rows);
    await this.d.progress.refresh((job.data as { requestId: string }).requestId);
    await this.d.queue.enqueue(job.name, job.data, job.id);
  }

  /** Fails rows that no job will finish (the reconciler's last resort); their units are given back. */
  async failStuck(job: PlannedJob, message: string) {
    await this.d.progress.fail(
      (job.data as { requestId: string }).requestId,
      job.rows.map((id) => ({ id })),
      message,
    );
  }

  /**
   * Embedded start-up: the in-process queue keeps no jobs, so every row of every kind left pending or
   * processing by a stopped server is queued again and ends completed or failed, never stuck.
   */
  async resume(log: Logger): Promise<number> {
    const jobs = jobsFor(await this.d.generations.unfinished());
    for (const job of jobs) await this.requeue(job);
    if (jobs.length) log.info({ jobs: jobs.length }, 'resumed unfinished generation jobs');
    return jobs.length;
  }
}
