import type { AreaId } from '@landscape/contract';
import { jobId as toJobId } from '@landscape/contract';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Queue } from '../queue/queue.port.ts';
import type { GenerationService } from './generation.service.ts';

export interface ReconcileResult {
  requeued: string[];
  failed: string[];
}

/**
 * Finds areas the database says are pending or processing but that no live job will finish
 * (an API that died between its write and the enqueue, a job removed or lost with Redis data) and
 * queues them again, or fails them once they have used their attempts.
 */
export class Reconciler {
  constructor(
    private readonly d: {
      db: Database;
      queue: Queue;
      generation: GenerationService;
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
    const { prisma } = this.d.db;
    const cutoff = new Date(Date.now() - this.d.stuckMs);
    const rows = await prisma.generationArea.findMany({
      where: { status: { in: ['pending', 'processing'] }, updatedAt: { lt: cutoff }, generation: { kind: 'multi' } },
      select: { id: true, generationId: true, area: true, attempts: true },
    });
    const byJob = new Map<string, { requestId: string; area: AreaId; rows: typeof rows }>();
    for (const r of rows) {
      const id = toJobId({ requestId: r.generationId, area: r.area as AreaId });
      const entry = byJob.get(id) ?? { requestId: r.generationId, area: r.area as AreaId, rows: [] };
      entry.rows.push(r);
      byJob.set(id, entry);
    }
    const result: ReconcileResult = { requeued: [], failed: [] };
    const maxAttempts = this.d.maxAttempts ?? 3;
    for (const [id, job] of byJob) {
      const state = await this.d.queue.jobState(id);
      if (state === 'waiting' || state === 'active' || state === 'delayed') continue; // a live job will finish it
      const attempts = Math.max(...job.rows.map((r) => r.attempts));
      if (state !== 'missing') await this.d.queue.remove(id);
      if (attempts < maxAttempts) {
        await prisma.generationArea.updateMany({ where: { id: { in: job.rows.map((r) => r.id) } }, data: { status: 'pending' } });
        await this.d.generation.enqueue({ requestId: job.requestId, area: job.area });
        result.requeued.push(id);
      } else {
        await this.d.generation.failStuck(job.requestId, job.rows.map((r) => r.id), 'Generation could not be completed. Please try again.');
        result.failed.push(id);
      }
    }
    if (result.requeued.length || result.failed.length) this.d.log.warn(result, 'reconciled stuck generation areas');
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
