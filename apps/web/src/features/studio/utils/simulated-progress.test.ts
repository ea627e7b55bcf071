import { describe, expect, it } from 'vitest';
import { formatDuration, remainingSeconds, simulatedPercent, simulatedPhase, simulatedStage } from './simulated-progress.ts';

describe('simulated render status (product §4)', () => {
  it('prepares under 10 s, generates until 25 s, finalizes until 35 s, then completes', () => {
    expect([0, 9.9, 10, 24.9, 25, 34.9, 35].map(simulatedPhase)).toEqual([
      'preparing',
      'preparing',
      'generating',
      'generating',
      'finalizing',
      'finalizing',
      'complete',
    ]);
  });

  it('walks through the stages and reports complete or error from the real job', () => {
    expect([0, 4, 8, 12, 20, 30, 200].map((s) => simulatedStage(s))).toEqual([
      'fetching',
      'analyzing',
      'detecting',
      'preparing',
      'designing',
      'enhancing',
      'enhancing',
    ]);
    expect(simulatedStage(5, { done: true })).toBe('complete');
    expect(simulatedStage(5, { failed: true })).toBe('error');
  });

  it('never shows 100 % before the job is done and never goes backwards', () => {
    let last = -1;
    for (let s = 0; s < 400; s += 1) {
      const p = simulatedPercent(s);
      expect(p).toBeGreaterThanOrEqual(last);
      expect(p).toBeLessThanOrEqual(95);
      last = p;
    }
    expect(simulatedPercent(3, true)).toBe(100);
  });

  it('counts the remaining time against the 120 s estimate', () => {
    expect(remainingSeconds(0)).toBe(120);
    expect(remainingSeconds(100.2)).toBe(20);
    expect(remainingSeconds(500)).toBe(0);
    expect(formatDuration(75)).toBe('1:15');
  });
});
