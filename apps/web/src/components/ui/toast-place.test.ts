import { describe, expect, it } from 'vitest';
import { choosePlace, coverage, slideClear } from './toast-place.ts';

const box = (left: number, top: number, w: number, h: number) => ({ left, top, right: left + w, bottom: top + h });

describe('where toasts go', () => {
  const prevNext = [box(8, 400, 44, 44), box(338, 400, 44, 44)];
  const thumbs = [box(16, 760, 60, 60), box(84, 760, 60, 60)];

  it('counts the controls a toaster box touches and whose centre it covers', () => {
    expect(coverage(box(16, 380, 358, 80), prevNext)).toEqual([2, 2]);
    expect(coverage(box(16, 430, 358, 80), prevNext)).toEqual([0, 2]);
    expect(coverage(box(16, 80, 358, 80), prevNext)).toEqual([0, 0]);
  });

  it('takes the first place over no control, else the one covering the fewest centres', () => {
    const at = { bottom: box(16, 740, 358, 80), top: box(16, 80, 358, 80) };
    const controls = [...prevNext, ...thumbs];
    expect(choosePlace(['bottom', 'top'] as const, (p) => coverage(at[p], controls))).toBe('top');
    const crowded = [...controls, box(20, 100, 40, 40)];
    expect(choosePlace(['bottom', 'top'] as const, (p) => coverage(at[p], crowded))).toBe('top');
    expect(choosePlace(['bottom', 'top'] as const, (p) => coverage(at[p], [...crowded, box(200, 90, 40, 40), box(300, 90, 40, 40)]))).toBe('bottom');
  });

  it('slides past a sliver of a control at the edge of its place, within a limit', () => {
    // the Generate button peeking out under the header, 7 px into the top place
    const generate = box(16, 35, 358, 52);
    expect(slideClear(box(16, 80, 358, 51), [generate], 1, 160)).toBe(15);
    expect(slideClear(box(16, 80, 358, 51), [generate, box(16, 100, 100, 300)], 1, 160)).toBeNull();
    expect(slideClear(box(16, 740, 358, 60), [box(16, 700, 60, 60)], -1, 160)).toBe(-108);
    expect(slideClear(box(16, 80, 358, 51), [], 1, 160)).toBe(0);
  });
});
