import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { TIMING } from '@landscape/contract/constants';
import type { ClientAreaId, ProgressResponse } from '@landscape/contract';
import { toast } from '../../../components/ui/toast.tsx';
import { getProgressQueryOptions, useProgress } from '../api/get-progress.ts';
import { StartFailedError, startLandscape } from '../api/start-landscape.ts';
import { messageFrom } from '../utils/errors.ts';
import { isJobSettled, jobOutcome, liveAreaStatuses, resultsFromProgress } from '../../../lib/designs/progress.ts';
import { clearActiveRequest, saveActiveRequest } from '../../../lib/designs/storage.ts';
import { useTabProgress } from '../../../lib/use-tab-progress.ts';
import type { TabProgress } from '../../../lib/tab-progress.ts';
import { runSingleArea } from './run-single-area.ts';
import { useRecovery } from './use-recovery.ts';
import { useRunState, useRunTimer, type Job, type RunState } from './use-run-state.ts';
import type { GenerationRequest, LiveItem, OnResults } from './run-types.ts';

const toLive = (list: ReturnType<typeof liveAreaStatuses>): LiveItem[] =>
  list.map((s) => ({ key: s.area, kind: 'area', id: s.area, status: s.status, error: s.error }));

/** How far the run is, in designs, for the tab's title and favicon: the job's count, or the one-area run's styles. */
function tabProgressOf(loading: boolean, progress: ProgressResponse | undefined, job: Job | null, singleLive: LiveItem[]): TabProgress | null {
  if (!loading) return null;
  if (job)
    return progress && progress.request_id === job.requestId ? { done: progress.completed + progress.failed, total: progress.total } : { done: 0, total: 0 };
  return { done: singleLive.filter((l) => l.status === 'completed' || l.status === 'failed').length, total: singleLive.length };
}

/**
 * Runs a generation (product §4): the multi-area job polled every 2 s, or one /api/generate call per
 * style when a single area is chosen; the 5-minute timeout; recovery of a job left running. Each
 * design is handed over as soon as it is finished; the tab shows how far the run is.
 */
export function useGeneration(onResults: OnResults) {
  const { t, i18n } = useTranslation('studio');
  const s = useRunState(onResults);
  const { render, dispatch, job, run, shown, fail } = s;
  const timer = useRunTimer((runId) => {
    if (run.current !== runId || s.statusRef.current !== 'loading') return;
    run.current++;
    dispatch({ type: 'timeout' });
    toast.error(t('errors.timedOut'));
    s.setFinalLive(s.liveRef.current);
    s.setEndedAt(Date.now());
    s.setJob(null);
    clearActiveRequest();
  });
  const settle = useSettle(s, timer);
  const progress = useFollowJob(s, settle);
  useRecovery((p, areas) => settle(p, areas, true), useResume(s, timer));

  const generate = useCallback(
    async (req: GenerationRequest) => {
      const runId = ++run.current;
      dispatch({ type: 'start' });
      s.setStartedAt(Date.now());
      s.setAddress(req.address.trim());
      s.setSingleLive([]);
      s.setFinalLive([]);
      s.setEndedAt(null);
      shown.current = [];
      timer.arm(runId);
      const current = () => run.current === runId;
      const ended = () => {
        timer.stop();
        s.setEndedAt(Date.now());
      };

      // one area without a photo: one /api/generate per style; photos go with the whole request
      if (req.areas.length === 1 && !req.areas[0]?.photo) {
        await runSingleArea(req, {
          current,
          setLive: s.setSingleLive,
          showArrivals: s.showArrivals,
          ended: () => {
            ended();
            shown.current = [];
          },
          dispatch,
          onResults: (items, done) => s.onResultsRef.current(items, done),
          fail,
          t,
          language: i18n.language,
        });
        return;
      }

      try {
        const requestId = await startLandscape({ address: req.address, styles: req.styles.map((x) => x.id), areas: req.areas });
        if (!current()) return;
        const areas = req.areas.map((a) => a.id);
        saveActiveRequest({ requestId, areas });
        s.setJob({ requestId, areas, address: req.address.trim() });
      } catch (err) {
        if (!current()) return;
        ended();
        fail(messageFrom(err, err instanceof StartFailedError ? 'errors.startFailed' : 'errors.completeFailed', i18n.language));
      }
    },
    // the run state's setters and refs never change
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fail, t, i18n, timer],
  );

  const live: LiveItem[] = job ? toLive(liveAreaStatuses(progress.data, job.areas)) : s.singleLive.length ? s.singleLive : s.finalLive;
  s.liveRef.current = live;
  useTabProgress(tabProgressOf(render.status === 'loading', progress.data, job, s.singleLive), render.status === 'success' || render.status === 'error');

  return {
    status: render.status,
    error: render.error,
    errorText: render.error ? s.say(render.error) : null,
    startedAt: s.startedAt,
    endedAt: s.endedAt,
    address: s.address,
    live,
    generate,
    dismissError: useCallback(() => dispatch({ type: 'dismiss' }), [dispatch]),
  };
}

/** A run is over (its job settled, or a recovered one found settled): its designs, its toasts, and the live list as it ended. */
function useSettle(s: RunState, timer: { stop: () => void }) {
  const { t } = useTranslation('studio');
  const { dispatch, say } = s;
  return useCallback(
    (progress: ProgressResponse, areas: ClientAreaId[], recovered: boolean) => {
      timer.stop();
      s.run.current++;
      clearActiveRequest();
      s.setJob(null);
      s.setFinalLive(toLive(liveAreaStatuses(progress, areas)));
      s.setEndedAt(Date.now());
      const outcome = jobOutcome(progress, areas);
      if (!outcome.ok) {
        dispatch({ type: 'finish', completed: 0, error: outcome.error });
        toast.error(say(outcome.error));
        return;
      }
      const { completed, failed, total } = outcome;
      // the run is over: its designs grouped by area in the order chosen (while it ran, in arrival order)
      s.shown.current = [];
      dispatch({ type: 'finish', completed });
      s.onResultsRef.current(outcome.items, true);
      if (recovered) toast.success(t('toasts.recovered'));
      if (failed > 0) toast.warning(t('toasts.partial', { completed, total }));
      else if (!recovered) toast.success(t('toasts.success', { count: outcome.items.length }));
    },
    // the run state's setters and refs never change
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [say, t, timer, dispatch],
  );
}

/** The multi-area job polled every 2 s: each design handed over as it arrives, the run settled once every area is. */
function useFollowJob(s: RunState, settle: ReturnType<typeof useSettle>) {
  const { job } = s;
  const progress = useProgress(job?.requestId ?? null, job?.areas ?? []);
  useEffect(() => {
    if (progress.error) console.warn('[studio] Failed to get progress', progress.error);
  }, [progress.error, progress.errorUpdatedAt]);
  useEffect(() => {
    if (!job || !progress.data || progress.data.request_id !== job.requestId) return;
    if (isJobSettled(progress.data, job.areas)) settle(progress.data, job.areas, false);
    else s.showArrivals(resultsFromProgress(progress.data, job.areas));
    // the run state's setters and refs never change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job, progress.data, settle]);
  return progress;
}

/** A job still running from an earlier visit (or a link) is followed again from where it is. */
function useResume(s: RunState, timer: { arm: (runId: number) => void }) {
  const queryClient = useQueryClient();
  return (p: ProgressResponse, active: { requestId: string; areas: ClientAreaId[] }) => {
    const runId = ++s.run.current;
    const created = Date.parse(p.created_at);
    const now = Date.now();
    s.setStartedAt(Number.isFinite(created) ? Math.min(now, Math.max(created, now - TIMING.generationTimeoutMs)) : now);
    s.setAddress(p.address);
    s.dispatch({ type: 'start' });
    queryClient.setQueryData(getProgressQueryOptions(p.request_id, active.areas).queryKey, p);
    s.setJob({ requestId: active.requestId, areas: active.areas, address: p.address });
    timer.arm(runId);
  };
}
