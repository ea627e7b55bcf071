import type { Logger } from '../platform/logger.ts';
import type { Queue } from '../ports/queue.port.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import { jobsFor } from './generation-jobs.ts';
import type { UnfinishedJobs } from './unfinished-jobs.ts';

export interface ReconcileResult {
  requeued: string[];
  failed: string[];
}

/**
 * Finds design rows of every kind of generation (studio areas, single designs, photos, tours) that the
 * database says are pending or processing but that no live job will finish (an API that died between
 * its write and the enqueue, a job removed or lost with Redis data) and queues them again, or fails
 * them (giving their units back) once they have used their attempts.
 */
export class Reconciler {
  constructor(
    private readonly d: {
      generations: GenerationRepository;
      queue: Queue;
      unfinished: Pick<UnfinishedJobs, 'requeue' | 'failStuck'>;
      log: Logger;
      stuckMs: number;
      maxAttempts?: number;
      /** Cluster mode: only one process reconciles at a time. */
      lock?: (fn: () => Promise<ReconcileResult>) => Promise<ReconcileResult | null>;
    },
  ) {}

  async runOnce(): Promise<ReconcileResult> {
    const run = () => this.reconcile();
    if (!this.d.lock) return run();
    return (await this.d.lock(run)) ?? { requeued: [], failed: [] };
  }

  private async reconcile(): Promise<ReconcileResult> {
    const stuck = await this.d.generations.unfinished(new Date(Date.now() - this.d.stuckMs));
    const result: ReconcileResult = { requeued: [], failed: [] };
    const maxAttempts = this.d.maxAttempts ?? 3;
    for (const job of jobsFor(stuck)) {
      const state = await this.d.queue.jobState(job.id);
      if (state === 'waiting' || state === 'active' || state === 'delayed') continue; // a live job will finish it
      if (state !== 'missing') await this.d.queue.remove(job.id);
      if (job.attempts < maxAttempts) {
        await this.d.unfinished.requeue(job);
        result.requeued.push(job.id);
      } else {
        await this.d.unfinished.failStuck(job, 'Generation could not be completed. Please try again.');
        result.failed.push(job.id);
      }
    }
    if (result.requeued.length || result.failed.length) this.d.log.warn(result, 'reconciled stuck generation rows');
    return result;
  }

  /** Runs every `intervalMs` until stopped. */
  start(intervalMs: number): () => void {
    if (intervalMs <= 0) return () => undefined;
    const timer = setInterval(() => {
      this.runOnce().catch((err) => this.d.log.error({ err }, 'reconciler failed'));
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
