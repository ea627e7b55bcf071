import { TIMING } from '@landscape/contract/constants';

// The startup health gate as a pure state machine (product §2, §4, §9), so the rules are testable
// without timers or a browser.
//
// checking  -> before the first answer: the 'Checking backend connection...' screen.
// online    -> the app is shown.
// degraded  -> the app is still shown, but the last check(s) failed; the 'down' toast was raised.
// offline   -> 3 consecutive failures: the 'Backend Unavailable' screen.

export type HealthPhase = 'checking' | 'online' | 'degraded' | 'offline';
export interface HealthState {
  phase: HealthPhase;
  consecutiveFailures: number;
}
export type HealthToast = 'down' | 'restored' | null;

export const INITIAL_HEALTH: HealthState = { phase: 'checking', consecutiveFailures: 0 };

/**
 * While the app has never reached the backend we retry sooner than the 30 s poll, so a visitor
 * whose first check fails learns within seconds (not 90 s) whether the service is unavailable.
 */
export const STARTUP_RETRY_MS = 2_000;

export function onHealthResult(
  state: HealthState,
  ok: boolean,
  threshold: number = TIMING.healthFailuresBeforeScreen,
): { state: HealthState; toast: HealthToast } {
  if (ok) {
    const wasDown = state.phase === 'degraded' || state.phase === 'offline';
    return { state: { phase: 'online', consecutiveFailures: 0 }, toast: wasDown ? 'restored' : null };
  }
  const failures = state.consecutiveFailures + 1;
  if (failures >= threshold) return { state: { phase: 'offline', consecutiveFailures: failures }, toast: state.phase === 'online' ? 'down' : null };
  if (state.phase === 'checking') return { state: { phase: 'checking', consecutiveFailures: failures }, toast: null };
  // The first failure after the backend was reachable is when it "goes down" (product §2 toast).
  return { state: { phase: 'degraded', consecutiveFailures: failures }, toast: state.phase === 'online' ? 'down' : null };
}

/** Delay before the next check: quick retries until the backend was first reached, then the 30 s poll. */
export function nextCheckDelay(state: HealthState): number {
  return state.phase === 'checking' ? STARTUP_RETRY_MS : TIMING.healthPollMs;
}

/**
 * Whether a call the app made that could not reach the server starts a check at once: only while all was
 * well, as the first sign the backend went away. Once a check has failed the schedule alone counts: a page
 * whose queries all fail together (and retry) must not count three failures in a second, when the spec gives
 * the backend three checks 30 s apart before the Unavailable screen.
 */
export function checksOnFailedCall(state: HealthState): boolean {
  return state.phase === 'online';
}

/** Whether the app (rather than a gate screen) is rendered. */
export function showsApp(state: HealthState): boolean {
  return state.phase === 'online' || state.phase === 'degraded';
}
