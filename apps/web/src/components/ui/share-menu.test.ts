import { describe, expect, it } from 'vitest';
import { shiftIntoView } from './share-menu.tsx';
import { currentToasts, dismissAllToasts, toast } from './toast.tsx';

describe('shiftIntoView', () => {
  it('leaves a menu that fits where it is', () => {
    expect(shiftIntoView({ left: 40, right: 300 }, 390)).toBe(0);
    expect(shiftIntoView({ left: 12, right: 378 }, 390)).toBe(0);
  });

  it('moves a menu that opens past the left side of a phone back onto the screen', () => {
    // a menu 260 px wide opening leftwards from a button 120 px from the left side
    expect(shiftIntoView({ left: -140, right: 120 }, 390)).toBe(152);
  });

  it('moves a menu that opens past the right side to the left', () => {
    expect(shiftIntoView({ left: 200, right: 420 }, 390)).toBe(-42);
  });

  it('keeps the left side on the screen when the menu is wider than the screen', () => {
    expect(shiftIntoView({ left: 100, right: 500 }, 390)).toBe(-88);
  });
});

describe('dismissAllToasts', () => {
  it('puts away every toast showing', () => {
    toast.success('Link copied');
    toast.error('Could not share');
    expect(currentToasts().map((t) => t.message)).toEqual(['Link copied', 'Could not share']);
    dismissAllToasts();
    expect(currentToasts()).toEqual([]);
  });
});
