import { describe, expect, it } from 'vitest';
import { checksOnFailedCall, INITIAL_HEALTH, nextCheckDelay, onHealthResult, showsApp, STARTUP_RETRY_MS, type HealthState } from './health-state.ts';

function run(results: boolean[], from: HealthState = INITIAL_HEALTH) {
  let state = from;
  const toasts: string[] = [];
  for (const ok of results) {
    const out = onHealthResult(state, ok);
    state = out.state;
    if (out.toast) toasts.push(out.toast);
  }
  return { state, toasts };
}

describe('startup health gate', () => {
  it('shows the app on the first success without any toast', () => {
    const { state, toasts } = run([true]);
    expect(state.phase).toBe('online');
    expect(showsApp(state)).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('keeps checking through two startup failures and shows the unavailable screen on the third', () => {
    const two = run([false, false]);
    expect(two.state).toEqual({ phase: 'checking', consecutiveFailures: 2 });
    expect(showsApp(two.state)).toBe(false);
    const three = run([false, false, false]);
    expect(three.state.phase).toBe('offline');
    expect(three.toasts).toEqual([]);
  });

  it('lets a success after startup failures in, resetting the counter', () => {
    const { state } = run([false, false, true]);
    expect(state).toEqual({ phase: 'online', consecutiveFailures: 0 });
  });

  it('retries quickly during startup, then polls every 30 s', () => {
    expect(nextCheckDelay(INITIAL_HEALTH)).toBe(STARTUP_RETRY_MS);
    expect(nextCheckDelay(run([true]).state)).toBe(30_000);
    expect(nextCheckDelay(run([true, false]).state)).toBe(30_000);
    expect(nextCheckDelay(run([true, false, false, false]).state)).toBe(30_000);
  });
});

describe('while the app runs', () => {
  it('toasts once when the backend goes down and keeps the app until 3 consecutive failures', () => {
    const one = run([true, false]);
    expect(one.state.phase).toBe('degraded');
    expect(showsApp(one.state)).toBe(true);
    expect(one.toasts).toEqual(['down']);
    const three = run([true, false, false, false]);
    expect(three.state.phase).toBe('offline');
    expect(showsApp(three.state)).toBe(false);
    expect(three.toasts).toEqual(['down']);
    const more = run([true, false, false, false, false, false]);
    expect(more.toasts).toEqual(['down']);
  });

  it('counts only consecutive failures', () => {
    const { state, toasts } = run([true, false, false, true, false, false]);
    expect(state).toEqual({ phase: 'degraded', consecutiveFailures: 2 });
    expect(toasts).toEqual(['down', 'restored', 'down']);
  });

  it('toasts restored on recovery from the unavailable screen and from a short outage', () => {
    expect(run([true, false, false, false, true]).toasts).toEqual(['down', 'restored']);
    expect(run([true, false, true]).toasts).toEqual(['down', 'restored']);
    expect(run([false, false, false, true]).toasts).toEqual(['restored']);
  });

  it('checks at once on a failed call only while all was well: after that, only the schedule counts failures', () => {
    expect(checksOnFailedCall(run([true]).state)).toBe(true);
    expect(checksOnFailedCall(run([true, false]).state)).toBe(false);
    expect(checksOnFailedCall(run([true, false, false, false]).state)).toBe(false);
    // before the first answer the start-up retries run anyway
    expect(checksOnFailedCall(INITIAL_HEALTH)).toBe(false);
    expect(checksOnFailedCall(run([true, false, true]).state)).toBe(true);
  });

  it('says nothing while all is well', () => {
    expect(run([true, true, true, true]).toasts).toEqual([]);
  });
});
