import { useEffect } from 'react';
import { CLIENT_AREA_IDS } from '@landscape/contract/constants';
import type { ClientAreaId, ProgressResponse } from '@landscape/contract';
import { isJobSettled, serverAreas } from '../../../lib/designs/progress.ts';
import { clearActiveRequest, loadActiveRequest } from '../../../lib/designs/storage.ts';
import { getProgress } from '../api/get-progress.ts';

/** The studio's areas a progress answer holds (a run opened from a link, whose choice this browser never saw). */
const areasIn = (p: ProgressResponse): ClientAreaId[] => CLIENT_AREA_IDS.filter((a) => serverAreas([a]).some((s) => s in p.areas));

/** `/studio?run=<id>`: the link of a finished-run notification or e-mail; taken off the address once read. */
function runFromLink(): string | null {
  const params = new URLSearchParams(window.location.search);
  const run = params.get('run');
  if (!run) return null;
  params.delete('run');
  const rest = params.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
  return run;
}

/**
 * Recovery (product §4): a job left running by an earlier visit, or the run a notification links to, is followed
 * again: `settled` when it is over, `resume` when it still runs.
 */
export function useRecovery(
  settled: (p: ProgressResponse, areas: ClientAreaId[]) => void,
  resume: (p: ProgressResponse, active: { requestId: string; areas: ClientAreaId[] }) => void,
) {
  useEffect(() => {
    const linked = runFromLink();
    const active = linked ? { requestId: linked, areas: null } : loadActiveRequest();
    if (!active) return;
    let cancelled = false;
    getProgress(active.requestId)
      .then((p) => {
        if (cancelled) return;
        const areas = active.areas ?? areasIn(p);
        if (isJobSettled(p, areas) || p.status === 'completed' || p.status === 'failed') settled(p, areas);
        else resume(p, { requestId: active.requestId, areas });
      })
      .catch((err) => {
        if (cancelled) return;
        console.warn('[studio] Failed to get progress', err);
        if (!linked) clearActiveRequest();
      });
    return () => {
      cancelled = true;
    };
    // Runs once per studio visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
