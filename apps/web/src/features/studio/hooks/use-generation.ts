import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { TIMING } from '@landscape/contract/constants';
import type { ClientAreaId, ProgressResponse } from '@landscape/contract';
import { toast } from '../../../components/ui/toast.tsx';
import { getProgressQueryOptions, useProgress } from '../api/get-progress.ts';
import { StartFailedError, startLandscape } from '../api/start-landscape.ts';
import { messageFrom } from '../utils/errors.ts';
import {
  isJobSettled,
  jobOutcome,
  liveAreaStatuses,
  mergeArrivals,
  resultsFromProgress,
  type LiveStatus,
  type ResultItem,
} from '../../../lib/designs/progress.ts';
import { initialRenderState, renderReducer, type StudioMessage } from '../../../lib/designs/render-status.ts';
import { clearActiveRequest, saveActiveRequest } from '../../../lib/designs/storage.ts';
import { useTabProgress } from '../../../lib/use-tab-progress.ts';
import type { TabProgress } from '../../../lib/tab-progress.ts';
import { runSingleArea } from './run-single-area.ts';
import { useRecovery } from './use-recovery.ts';

export interface GenerationRequest {
  address: string;
  areas: { id: ClientAreaId; prompt: string; photo?: File | null; mask?: Blob | null }[];
  styles: { id: string; label: string }[];
}

export type LiveItem = { key: string; kind: 'area' | 'style'; id: string; status: LiveStatus; error: string | null };

const toLive = (list: ReturnType<typeof liveAreaStatuses>): LiveItem[] =>
  list.map((s) => ({ key: s.area, kind: 'area', id: s.area, status: s.status, error: s.error }));

interface Job {
  requestId: string;
  areas: ClientAreaId[];
  address: string;
}

/**
 * `done` is false while the run goes on: the designs finished so far, in the order they arrived, shown at
 * once while the rest keep rendering; true once, with every design of the run.
 */
export type OnResults = (items: ResultItem[], done: boolean) => void;

/** How far the run is, in designs, for the tab's title and favicon: the job's count, or the one-area run's styles. */
function tabProgressOf(loading: boolean, progress: ProgressResponse | undefined, job: Job | null, singleLive: LiveItem[]): TabProgress | null {
  if (!loading) return null;
  if (job)
    return progress && progress.request_id === job.requestId ? { done: progress.completed + progress.failed, total: progress.total } : { done: 0, total: 0 };
  return { done: singleLive.filter((l) => l.status === 'completed' || l.status === 'failed').length, total: singleLive.length };
}

/** The run's 5-minute timeout (product §4): armed at each start, stopped when the run ends. */
function useRunTimer(onTimeout: (runId: number) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fire = useRef(onTimeout);
  fire.current = onTimeout;
  const stop = useCallback(() => clearTimeout(timer.current), []);
  const arm = useCallback(
    (runId: number) => {
      stop();
      timer.current = setTimeout(() => fire.current(runId), TIMING.generationTimeoutMs);
    },
    [stop],
  );
  useEffect(() => stop, [stop]);
  return { arm, stop };
}

/**
 * Runs a generation (product §4): the multi-area job polled every 2 s, or one /api/generate call per
 * style when a single area is chosen; the 5-minute timeout; recovery of a job left running. Each
 * design is handed over as soon as it is finished; the tab shows how far the run is.
 */
export function useGeneration(onResults: OnResults) {
  const { t, i18n } = useTranslation('studio');
  const queryClient = useQueryClient();
  const [render, dispatch] = useReducer(renderReducer, initialRenderState);
  const [job, setJob] = useState<Job | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [address, setAddress] = useState('');
  const [singleLive, setSingleLive] = useState<LiveItem[]>([]);
  /** What the live panel showed when the run ended, kept so a failed run can say which areas failed. */
  const [finalLive, setFinalLive] = useState<LiveItem[]>([]);
  const [endedAt, setEndedAt] = useState<number | null>(null);
  const run = useRef(0);
  const statusRef = useRef(render.status);
  statusRef.current = render.status;
  const onResultsRef = useRef(onResults);
  onResultsRef.current = onResults;
  const liveRef = useRef<LiveItem[]>([]);
  /** The designs of the current run already handed over, in arrival order. */
  const shown = useRef<ResultItem[]>([]);
  const showArrivals = (latest: ResultItem[]) => {
    const next = mergeArrivals(shown.current, latest);
    if (next.length === shown.current.length && next.every((x, i) => x === shown.current[i])) return;
    shown.current = next;
    onResultsRef.current(next, false);
  };

  const say = useCallback((m: StudioMessage) => ('text' in m ? m.text : t(m.key, m.values)), [t]);
  const fail = useCallback(
    (m: StudioMessage) => {
      dispatch({ type: 'error', error: m });
      toast.error(say(m));
    },
    [say],
  );

  const timer = useRunTimer((runId) => {
    if (run.current !== runId || statusRef.current !== 'loading') return;
    run.current++;
    dispatch({ type: 'timeout' });
    toast.error(t('errors.timedOut'));
    setFinalLive(liveRef.current);
    setEndedAt(Date.now());
    setJob(null);
    clearActiveRequest();
  });

  const settle = useCallback(
    (progress: ProgressResponse, areas: ClientAreaId[], recovered: boolean) => {
      timer.stop();
      run.current++;
      clearActiveRequest();
      setJob(null);
      setFinalLive(toLive(liveAreaStatuses(progress, areas)));
      setEndedAt(Date.now());
      const outcome = jobOutcome(progress, areas);
      if (!outcome.ok) {
        dispatch({ type: 'finish', completed: 0, error: outcome.error });
        toast.error(say(outcome.error));
        return;
      }
      const { completed, failed, total } = outcome;
      // the run is over: its designs grouped by area in the order chosen (while it ran, in arrival order)
      shown.current = [];
      dispatch({ type: 'finish', completed });
      onResultsRef.current(outcome.items, true);
      if (recovered) toast.success(t('toasts.recovered'));
      if (failed > 0) toast.warning(t('toasts.partial', { completed, total }));
      else if (!recovered) toast.success(t('toasts.success', { count: outcome.items.length }));
    },
    [say, t, timer],
  );

  const progress = useProgress(job?.requestId ?? null, job?.areas ?? []);
  useEffect(() => {
    if (progress.error) console.warn('[studio] Failed to get progress', progress.error);
  }, [progress.error, progress.errorUpdatedAt]);
  useEffect(() => {
    if (!job || !progress.data || progress.data.request_id !== job.requestId) return;
    if (isJobSettled(progress.data, job.areas)) settle(progress.data, job.areas, false);
    else showArrivals(resultsFromProgress(progress.data, job.areas));
  }, [job, progress.data, settle]);

  useRecovery(
    (p, areas) => settle(p, areas, true),
    (p, active) => {
      const runId = ++run.current;
      const created = Date.parse(p.created_at);
      const now = Date.now();
      setStartedAt(Number.isFinite(created) ? Math.min(now, Math.max(created, now - TIMING.generationTimeoutMs)) : now);
      setAddress(p.address);
      dispatch({ type: 'start' });
      queryClient.setQueryData(getProgressQueryOptions(p.request_id, active.areas).queryKey, p);
      setJob({ requestId: active.requestId, areas: active.areas, address: p.address });
      timer.arm(runId);
    },
  );

  const generate = useCallback(
    async (req: GenerationRequest) => {
      const runId = ++run.current;
      dispatch({ type: 'start' });
      setStartedAt(Date.now());
      setAddress(req.address.trim());
      setSingleLive([]);
      setFinalLive([]);
      setEndedAt(null);
      shown.current = [];
      timer.arm(runId);
      const current = () => run.current === runId;
      const ended = () => {
        timer.stop();
        setEndedAt(Date.now());
      };

      // one area without a photo: one /api/generate per style; photos go with the whole request
      if (req.areas.length === 1 && !req.areas[0]?.photo) {
        await runSingleArea(req, {
          current,
          setLive: setSingleLive,
          showArrivals,
          ended: () => {
            ended();
            shown.current = [];
          },
          dispatch,
          onResults: (items, done) => onResultsRef.current(items, done),
          fail,
          t,
          language: i18n.language,
        });
        return;
      }

      try {
        const requestId = await startLandscape({ address: req.address, styles: req.styles.map((s) => s.id), areas: req.areas });
        if (!current()) return;
        const areas = req.areas.map((a) => a.id);
        saveActiveRequest({ requestId, areas });
        setJob({ requestId, areas, address: req.address.trim() });
      } catch (err) {
        if (!current()) return;
        ended();
        fail(messageFrom(err, err instanceof StartFailedError ? 'errors.startFailed' : 'errors.completeFailed', i18n.language));
      }
    },
    [fail, t, i18n, timer],
  );

  const live: LiveItem[] = job ? toLive(liveAreaStatuses(progress.data, job.areas)) : singleLive.length ? singleLive : finalLive;
  liveRef.current = live;
  useTabProgress(tabProgressOf(render.status === 'loading', progress.data, job, singleLive), render.status === 'success' || render.status === 'error');

  return {
    status: render.status,
    error: render.error,
    errorText: render.error ? say(render.error) : null,
    startedAt,
    endedAt,
    address,
    live,
    generate,
    dismissError: useCallback(() => dispatch({ type: 'dismiss' }), []),
  };
}
