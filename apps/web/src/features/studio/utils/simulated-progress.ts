import { TIMING } from '@landscape/contract/constants';

// The client-only simulated render status of product §4: preparing under 10 s, generating until 25 s,
// finalizing until 35 s, then complete; shown through the finer stages of the progress view.

export type SimulatedPhase = 'preparing' | 'generating' | 'finalizing' | 'complete';
export type Stage = 'fetching' | 'analyzing' | 'detecting' | 'preparing' | 'designing' | 'enhancing' | 'complete' | 'error';

export const STAGES: readonly Stage[] = ['fetching', 'analyzing', 'detecting', 'preparing', 'designing', 'enhancing', 'complete'];

export function simulatedPhase(elapsedSeconds: number): SimulatedPhase {
  if (elapsedSeconds < 10) return 'preparing';
  if (elapsedSeconds < 25) return 'generating';
  if (elapsedSeconds < 35) return 'finalizing';
  return 'complete';
}

/** The stage the progress view shows; 'complete' only once the job is really done. */
export function simulatedStage(elapsedSeconds: number, opts: { done?: boolean; failed?: boolean } = {}): Stage {
  if (opts.failed) return 'error';
  if (opts.done) return 'complete';
  const s = elapsedSeconds;
  if (s < 3) return 'fetching';
  if (s < 6) return 'analyzing';
  if (s < 10) return 'detecting';
  if (s < 15) return 'preparing';
  if (s < 25) return 'designing';
  // Past the simulated 35 s the real job is still running: keep enhancing rather than claim completion.
  return 'enhancing';
}

/** Percent for the progress bar: follows the phases, then creeps toward 95 % until the job ends. */
export function simulatedPercent(elapsedSeconds: number, done = false): number {
  if (done) return 100;
  const s = Math.max(0, elapsedSeconds);
  let p: number;
  if (s < 10) p = (s / 10) * 30;
  else if (s < 25) p = 30 + ((s - 10) / 15) * 40;
  else if (s < 35) p = 70 + ((s - 25) / 10) * 15;
  else p = 85 + 10 * (1 - Math.exp(-(s - 35) / 60));
  return Math.min(95, Math.round(p));
}

export function remainingSeconds(elapsedSeconds: number, estimate: number = TIMING.estimatedRenderSeconds): number {
  return Math.max(0, Math.ceil(estimate - elapsedSeconds));
}

export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
