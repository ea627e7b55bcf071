import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast.tsx';
import { onApiAnswer } from '../../../lib/api-events.ts';
import { healthQueryOptions } from '../api/get-health.ts';
import { checksOnFailedCall, INITIAL_HEALTH, nextCheckDelay, onHealthResult, type HealthState } from '../utils/health-state.ts';

/**
 * Runs the health schedule of product §4: one check at start-up, then every 30 s; raises the
 * down/restored toasts. `retry()` checks at once (the Retry Connection button).
 */
export function useHealthMonitor() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');
  const tRef = useRef(t);
  tRef.current = t;
  const [state, setState] = useState<HealthState>(INITIAL_HEALTH);
  const [checking, setChecking] = useState(false);
  const stateRef = useRef(state);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef(false);
  const alive = useRef(true);

  const check = useCallback(async () => {
    clearTimeout(timer.current);
    if (running.current) return;
    running.current = true;
    setChecking(true);
    const ok = await queryClient.fetchQuery(healthQueryOptions()).then(
      () => true,
      () => false,
    );
    running.current = false;
    if (!alive.current) return;
    const out = onHealthResult(stateRef.current, ok);
    stateRef.current = out.state;
    setState(out.state);
    setChecking(false);
    if (out.toast === 'down') toast.warning(tRef.current('health.downToast'));
    if (out.toast === 'restored') toast.success(tRef.current('health.restoredToast'));
    timer.current = setTimeout(() => void check(), nextCheckDelay(out.state));
  }, [queryClient]);

  // A call that could not reach the server is the first sign it went away: check now, not at the next tick
  // (the schedule's own rule still decides when the Unavailable screen shows; checksOnFailedCall).
  useEffect(() => onApiAnswer((a) => void (a.status === 0 && a.path !== '/api/health' && checksOnFailedCall(stateRef.current) && check())), [check]);

  useEffect(() => {
    alive.current = true;
    void check();
    return () => {
      alive.current = false;
      running.current = false;
      clearTimeout(timer.current);
    };
  }, [check]);

  return { state, checking, retry: check };
}
