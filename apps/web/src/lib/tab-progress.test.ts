import { describe, expect, it } from 'vitest';
import { progressTitle, ringFraction } from './tab-progress.ts';

describe('the tab while a run goes on', () => {
  it('says designs done of the run in the title, then Done once it finished unseen, else the page title', () => {
    expect(progressTitle('Landscape Studio', { progress: { done: 2, total: 4 }, doneLabel: null })).toBe('2/4 · Landscape Studio');
    expect(progressTitle('Landscape Studio', { progress: { done: 5, total: 4 }, doneLabel: null })).toBe('4/4 · Landscape Studio');
    expect(progressTitle('Estudio', { progress: null, doneLabel: 'Listo' })).toBe('✓ Listo · Estudio');
    // before the run's size is known, and after it, the page's own title
    expect(progressTitle('Landscape Studio', { progress: { done: 0, total: 0 }, doneLabel: null })).toBe('Landscape Studio');
    expect(progressTitle('Landscape Studio', { progress: null, doneLabel: null })).toBe('Landscape Studio');
  });

  it('fills the favicon ring by the share done, with a sliver from the start', () => {
    expect(ringFraction({ done: 0, total: 4 })).toBeCloseTo(0.08);
    expect(ringFraction({ done: 1, total: 4 })).toBe(0.25);
    expect(ringFraction({ done: 4, total: 4 })).toBe(1);
    expect(ringFraction({ done: 0, total: 0 })).toBe(0);
  });
});
