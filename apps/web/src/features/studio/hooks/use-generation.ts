import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { TIMING } from '@landscape/contract/constants';
import type { ClientAreaId, ProgressResponse } from '@landscape/contract';
import { toast } from '../../../components/ui/toast.tsx';
import { buildGenerateBody, generateRender, resultFromGenerate } from '../api/generate-render.ts';
import { getProgress, getProgressQueryOptions, useProgress } from '../api/get-progress.ts';
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
import { clearActiveRequest, loadActiveRequest, saveActiveRequest } from '../../../lib/designs/storage.ts';

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

/**
 * Runs a generation (product §4): the multi-area job polled every 2 s, or one /api/generate call per
 * style when a single area is chosen; the 5-minute timeout; recovery of a job left running. Each
 * design is handed over as soon as it is finished.
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
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const statusRef = useRef(render.status);
  statusRef.current = render.status;
  const onResultsRef = useRef(onResults);
  onResultsRef.current = onResults;
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

  const stopTimer = () => clearTimeout(timer.current);
  const armTimer = (runId: number) => {
    stopTimer();
    timer.current = setTimeout(() => {
      if (run.current !== runId || statusRef.current !== 'loading') return;
      run.current++;
      dispatch({ type: 'timeout' });
      toast.error(t('errors.timedOut'));
      setFinalLive(liveRef.current);
      setEndedAt(Date.now());
      setJob(null);
      clearActiveRequest();
    }, TIMING.generationTimeoutMs);
  };
  useEffect(() => stopTimer, []);

  const settle = useCallback(
    (progress: ProgressResponse, areas: ClientAreaId[], recovered: boolean) => {
      stopTimer();
      run.current++;
      clearActiveRequest();
      setJob(null);
      setFinalLive(toLive(liveAreaStatuses(progress, areas)));
      setEndedAt(Date.now());
      const outcome = jobOutcome(progress, areas);
      if (outcome.ok) {
        const { completed, failed, total } = outcome;
        // the run is over: its designs grouped by area in the order chosen (while it ran, in arrival order)
        const items = outcome.items;
        shown.current = [];
        dispatch({ type: 'finish', completed });
        onResultsRef.current(items, true);
        if (recovered) toast.success(t('toasts.recovered'));
        if (failed > 0) toast.warning(t('toasts.partial', { completed, total }));
        else if (!recovered) toast.success(t('toasts.success', { count: items.length }));
        return;
      }
      dispatch({ type: 'finish', completed: 0, error: outcome.error });
      toast.error(say(outcome.error));
    },
    [say, t],
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

  // Recovery: a job left running by an earlier visit (product §4).
  useEffect(() => {
    const active = loadActiveRequest();
    if (!active) return;
    let cancelled = false;
    getProgress(active.requestId)
      .then((p) => {
        if (cancelled) return;
        if (isJobSettled(p, active.areas) || p.status === 'completed' || p.status === 'failed') {
          settle(p, active.areas, true);
          return;
        }
        const runId = ++run.current;
        const created = Date.parse(p.created_at);
        const now = Date.now();
        setStartedAt(Number.isFinite(created) ? Math.min(now, Math.max(created, now - TIMING.generationTimeoutMs)) : now);
        setAddress(p.address);
        dispatch({ type: 'start' });
        queryClient.setQueryData(getProgressQueryOptions(p.request_id, active.areas).queryKey, p);
        setJob({ requestId: active.requestId, areas: active.areas, address: p.address });
        armTimer(runId);
      })
      .catch((err) => {
        if (cancelled) return;
        console.warn('[studio] Failed to get progress', err);
        clearActiveRequest();
      });
    return () => {
      cancelled = true;
    };
    // Runs once per studio visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
      armTimer(runId);

      // one area without a photo: one /api/generate per style; photos go with the whole request
      if (req.areas.length === 1 && !req.areas[0]?.photo) {
        const area = req.areas[0];
        const base = Date.now();
        setSingleLive(req.styles.map((s) => ({ key: s.id, kind: 'style', id: s.id, status: 'processing', error: null })));
        const mark = (id: string, status: LiveStatus, error: string | null = null) =>
          run.current === runId && setSingleLive((list) => list.map((x) => (x.id === id ? { ...x, status, error } : x)));
        // One analysis of the yard as it is today is enough for every style: each design shows it.
        const withAnalysis = (list: ResultItem[]) => {
          const analysis = list.find((x) => x.analysis)?.analysis ?? null;
          return list.map((x) => ({ ...x, analysis: x.analysis ?? analysis }));
        };
        const arrived: ResultItem[] = [];
        // one run: its calls count as one request of the daily limit (decision 042)
        const runKey = crypto.randomUUID();
        const answers = await Promise.allSettled(
          req.styles.map(async (style, i) => {
            try {
              const res = await generateRender(buildGenerateBody(req.address, style.id, area.id, area.prompt, i === 0, runKey));
              const item = resultFromGenerate(res, {
                address: req.address.trim(),
                area: area.id,
                style: style.id,
                styleLabel: style.label,
                timestamp: base + i,
              });
              mark(style.id, item ? 'completed' : 'failed');
              if (item && run.current === runId) {
                arrived.push(item);
                showArrivals(withAnalysis(arrived));
              }
              return item;
            } catch (err) {
              mark(style.id, 'failed', err instanceof Error ? err.message : null);
              throw err;
            }
          }),
        );
        if (run.current !== runId) return;
        stopTimer();
        setEndedAt(Date.now());
        // in the order the styles were chosen, not the order they finished
        const chosen = req.styles.map((s) => s.id);
        const items = withAnalysis(answers.flatMap((a) => (a.status === 'fulfilled' && a.value ? [a.value] : []))).sort(
          (a, b) => chosen.indexOf(a.style) - chosen.indexOf(b.style),
        );
        shown.current = [];
        if (items.length > 0) {
          dispatch({ type: 'finish', completed: items.length });
          onResultsRef.current(items, true);
          if (items.length < req.styles.length) toast.warning(t('toasts.partialStyles', { completed: items.length, total: req.styles.length }));
          else toast.success(t('toasts.success', { count: items.length }));
          return;
        }
        const rejected = answers.find((a): a is PromiseRejectedResult => a.status === 'rejected');
        fail(rejected ? messageFrom(rejected.reason, 'errors.generationFailed', i18n.language) : { key: 'errors.noRenders' });
        return;
      }

      try {
        const requestId = await startLandscape({ address: req.address, styles: req.styles.map((s) => s.id), areas: req.areas });
        if (run.current !== runId) return;
        const areas = req.areas.map((a) => a.id);
        saveActiveRequest({ requestId, areas });
        setJob({ requestId, areas, address: req.address.trim() });
      } catch (err) {
        if (run.current !== runId) return;
        stopTimer();
        setEndedAt(Date.now());
        fail(messageFrom(err, err instanceof StartFailedError ? 'errors.startFailed' : 'errors.completeFailed', i18n.language));
      }
    },
    // armTimer/stopTimer only touch refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fail, t, i18n],
  );

  const live: LiveItem[] = job ? toLive(liveAreaStatuses(progress.data, job.areas)) : singleLive.length ? singleLive : finalLive;
  const liveRef = useRef(live);
  liveRef.current = live;

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
