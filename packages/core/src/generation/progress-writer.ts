import type { AreaId } from '@landscape/contract';
import type { AreaStyleState, ProgressMeta, ProgressStore } from '../ports/progress.port.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import type { DesignRow, GenerationRecord } from '../adapters/repositories/generation-records.ts';
import { isFinal } from '../domain/status.ts';

/** A row as the progress cache keeps it: the row without its database bookkeeping. */
export const stateOf = ({ id, generationId: _g, prompt: _p, attempts: _a, ...state }: DesignRow): AreaStyleState => ({ designId: id, ...state });

export const metaOf = (g: GenerationRecord, rows: DesignRow[]): ProgressMeta => ({
  address: g.address,
  styles: g.styles,
  areas: [...new Set(rows.map((r) => r.area))] as AreaId[],
  createdAt: g.createdAt.toISOString(),
  userId: g.userId,
  claimHash: g.claimHash,
});

/**
 * Keeps the progress cache in step with the database rows: written after each database write, and
 * rebuilt from the database when missing (a restart of the embedded server, an expired entry).
 */
export class ProgressWriter {
  constructor(
    private readonly progress: ProgressStore,
    private readonly generations: Pick<GenerationRepository, 'getWithRows' | 'fail'>,
    /** Told when a row became final, after the cache says so: the run may be over (run-notifier.ts). */
    private readonly onFinal?: (generationId: string) => void,
  ) {}

  async init(g: GenerationRecord, rows: DesignRow[]) {
    await this.progress.init(g.id, metaOf(g, rows), rows.map(stateOf));
  }

  async ensure(found: { generation: GenerationRecord; rows: DesignRow[] }) {
    if (!(await this.progress.get(found.generation.id))) await this.init(found.generation, found.rows);
  }

  async rows(generationId: string, rows: DesignRow[]) {
    for (const r of rows) await this.progress.update(generationId, stateOf(r));
    if (this.onFinal && rows.some((r) => isFinal(r.status))) this.onFinal(generationId);
  }

  /** Fails rows (giving their units back) and says so in the progress cache. */
  async fail(generationId: string, rows: Pick<DesignRow, 'id'>[], message: string) {
    await this.rows(
      generationId,
      await this.generations.fail(
        generationId,
        rows.map((r) => r.id),
        message,
      ),
    );
  }

  /** Rebuilds the whole entry from the database (after the reconciler changed rows). */
  async refresh(generationId: string) {
    const found = await this.generations.getWithRows(generationId);
    if (found) await this.init(found.generation, found.rows);
  }
}
