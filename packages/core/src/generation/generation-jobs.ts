import { AREA_IDS, jobIdOf, type AreaId, type JobMap } from '@landscape/contract';
import type { JobName } from '../ports/queue.port.ts';
import type { DesignRow, GenerationRecord, GenerationSettings, UnfinishedRow } from '../adapters/repositories/generation-records.ts';

/** A queued job of a generation, with the rows it will finish. */
export interface PlannedJob<N extends JobName = JobName> {
  name: N;
  data: JobMap[N];
  id: string;
  rows: string[];
  attempts: number;
}

/** The jobs that finish a generation's rows: one per area, or one for a whole tour. */
export function jobsOf(
  g: Pick<GenerationRecord, 'id' | 'kind' | 'address' | 'styles'> & { settings?: GenerationSettings },
  rows: Pick<DesignRow, 'id' | 'area'>[],
  analyse?: boolean,
  attempts = 0,
): PlannedJob[] {
  if (g.kind === 'tour') {
    const data = { requestId: g.id, address: g.address, style: g.styles[0] ?? null, ...(g.settings?.locale ? { locale: g.settings.locale } : {}) };
    return [{ name: 'render-tour', data, id: jobIdOf['render-tour'](data), rows: rows.map((r) => r.id), attempts }];
  }
  // areas in the order the studio shows them, so the first card is the first one rendered
  const byArea = new Map<AreaId, string[]>();
  for (const r of [...rows].sort((a, b) => AREA_IDS.indexOf(a.area) - AREA_IDS.indexOf(b.area))) byArea.set(r.area, [...(byArea.get(r.area) ?? []), r.id]);
  return [...byArea].map(([area, ids]) => {
    const data = { requestId: g.id, area, ...(analyse ? { analyse: true } : {}) };
    return { name: 'render-area' as const, data, id: jobIdOf['render-area'](data), rows: ids, attempts };
  });
}

/** The jobs that would finish these unfinished rows, one per area (one per tour), with the most attempts any of their rows used. */
export function jobsFor(rows: UnfinishedRow[]): PlannedJob[] {
  const byGeneration = new Map<string, UnfinishedRow[]>();
  for (const r of rows) byGeneration.set(r.generationId, [...(byGeneration.get(r.generationId) ?? []), r]);
  return [...byGeneration.values()].flatMap((list) => {
    const g = { id: list[0]!.generationId, kind: list[0]!.kind, address: list[0]!.address, styles: list[0]!.styles };
    return jobsOf(g, list).map((job) => ({ ...job, attempts: Math.max(...list.filter((r) => job.rows.includes(r.id)).map((r) => r.attempts)) }));
  });
}
