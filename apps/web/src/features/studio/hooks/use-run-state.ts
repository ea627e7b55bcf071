import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@landscape/contract/constants';
import type { ClientAreaId } from '@landscape/contract';
import { toast } from '../../../components/ui/toast.tsx';
import { mergeArrivals, type ResultItem } from '../../../lib/designs/progress.ts';
import { initialRenderState, renderReducer, type StudioMessage } from '../../../lib/designs/render-status.ts';
import type { LiveItem, OnResults } from './run-types.ts';

export interface Job {
  requestId: string;
  areas: ClientAreaId[];
  address: string;
}

/** The run's 5-minute timeout (product §4): armed at each start, stopped when the run ends. */
export function useRunTimer(onTimeout: (runId: number) => void) {
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

/** What a run of the studio keeps while it goes on and after: its status, job, times, live list and the designs shown. */
export function useRunState(onResults: OnResults) {
  const { t } = useTranslation('studio');
  const [render, dispatch] = useReducer(renderReducer, initialRenderState);
  const [job, setJob] = useState<Job | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [address, setAddress] = useState('');
  const [singleLive, setSingleLive] = useState<LiveItem[]>([]);
  /** What the live panel showed when the run ended, kept so a failed run can say which areas failed. */
  const [finalLive, setFinalLive] = useState<LiveItem[]>([]);
  const [endedAt, setEndedAt] = useState<number | null>(null);
  /** The current run's number: a newer run, or a timeout, makes an older run's answers stale. */
  const run = useRef(0);
  const statusRef = useRef(render.status);
  statusRef.current = render.status;
  const onResultsRef = useRef(onResults);
  onResultsRef.current = onResults;
  const liveRef = useRef<LiveItem[]>([]);
  /** The designs of the current run already handed over, in arrival order. */
  const shown = useRef<ResultItem[]>([]);
  const showArrivals = useCallback((latest: ResultItem[]) => {
    const next = mergeArrivals(shown.current, latest);
    if (next.length === shown.current.length && next.every((x, i) => x === shown.current[i])) return;
    shown.current = next;
    onResultsRef.current(next, false);
  }, []);
  const say = useCallback((m: StudioMessage) => ('text' in m ? m.text : t(m.key, m.values)), [t]);
  const fail = useCallback(
    (m: StudioMessage) => {
      dispatch({ type: 'error', error: m });
      toast.error(say(m));
    },
    [say],
  );
  return {
    ...{ render, dispatch, job, setJob, startedAt, setStartedAt, address, setAddress },
    ...{ singleLive, setSingleLive, finalLive, setFinalLive, endedAt, setEndedAt },
    ...{ run, statusRef, onResultsRef, liveRef, shown, showArrivals, say, fail },
  };
}

export type RunState = ReturnType<typeof useRunState>;
