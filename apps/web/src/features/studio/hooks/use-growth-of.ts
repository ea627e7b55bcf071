import { useQuery } from '@tanstack/react-query';
import type { DesignSummary, GrowthStage, ProgressResponse } from '@landscape/contract';
import { getProgress } from '../api/get-progress.ts';
import { generationOfImage } from '../../../lib/designs/claims.ts';
import type { ResultItem } from '../../../lib/designs/progress.ts';

/** How often a design whose growth stages are still being drawn asks again, and for how many times at most. */
const GROWTH_POLL_MS = 3_000;
const GROWTH_POLLS = 60;

function designIn(progress: ProgressResponse | undefined, render: string): DesignSummary | null | undefined {
  if (!progress) return undefined;
  for (const area of Object.values(progress.areas)) for (const img of area?.images ?? []) if (img.image === render) return img.design;
  return undefined;
}

/**
 * A finished design's growth stages (decision 028). They are drawn after the design itself, so a design can
 * arrive saying they are pending: its generation's progress is asked again every few seconds (an unchanged
 * answer is a 304) until they come, none could be drawn, or it has asked long enough.
 */
export function useGrowthOf(item: ResultItem | undefined): { stages: GrowthStage[] | undefined; pending: boolean } {
  const known = item?.design?.growth;
  const waiting = !known && item?.design?.growth_pending === true;
  const requestId = item ? generationOfImage(item.render) : null;
  const q = useQuery({
    queryKey: ['growth', requestId, item?.render],
    queryFn: ({ signal }) => getProgress(requestId!, signal),
    enabled: waiting && !!requestId,
    refetchInterval: (query) => {
      const design = designIn(query.state.data, item?.render ?? '');
      if (design && (design.growth || !design.growth_pending)) return false;
      return query.state.dataUpdateCount + query.state.errorUpdateCount < GROWTH_POLLS ? GROWTH_POLL_MS : false;
    },
    refetchIntervalInBackground: true,
    retry: false,
  });
  if (!waiting) return { stages: known, pending: false };
  const design = designIn(q.data, item!.render);
  const gaveUp = q.data !== undefined && q.fetchStatus === 'idle' && !design?.growth;
  return { stages: design?.growth, pending: !design?.growth && design?.growth_pending !== false && !gaveUp };
}
