import { describe, expect, it } from 'vitest';
import { TIMING } from '@landscape/contract';
import { isStyleDisabled, toggleStyle, withRetries } from './styles.ts';

describe('style selection cap (product §5)', () => {
  it('selects up to 3 styles and disables the rest', () => {
    let sel: string[] = [];
    for (const id of ['a', 'b', 'c', 'd']) sel = toggleStyle(sel, id);
    expect(sel).toEqual(['a', 'b', 'c']);
    expect(isStyleDisabled(sel, 'd')).toBe(true);
    expect(isStyleDisabled(sel, 'a')).toBe(false);
  });

  it('unselects a chosen style, which frees a slot', () => {
    const sel = toggleStyle(['a', 'b', 'c'], 'b');
    expect(sel).toEqual(['a', 'c']);
    expect(isStyleDisabled(sel, 'd')).toBe(false);
  });
});

describe('style loading retries (product §8)', () => {
  it('tries 3 times, waiting 1 s then 2 s, then gives up', async () => {
    const waits: number[] = [];
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('Failed to get styles');
    };
    await expect(withRetries(failing, TIMING.styleAttempts, TIMING.styleRetryDelaysMs, async (ms) => void waits.push(ms))).rejects.toThrow(
      'Failed to get styles',
    );
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('returns the first success', async () => {
    let calls = 0;
    const flaky = async () => (++calls < 2 ? Promise.reject(new Error('x')) : 'ok');
    expect(await withRetries(flaky, 3, [1, 2], async () => {})).toBe('ok');
    expect(calls).toBe(2);
  });
});
