import { describe, expect, it } from 'vitest';
import { scrollNeeded } from './focus-not-obscured.ts';

describe('focus not obscured (WCAG 2.4.11)', () => {
  const clear = { top: 68, bottom: 700 };
  it('scrolls a control half under the sticky header down into view, and one under the bottom bar up', () => {
    expect(scrollNeeded({ top: 50, bottom: 90 }, clear)).toBe(50 - 68 - 8);
    expect(scrollNeeded({ top: 680, bottom: 720 }, clear)).toBe(720 - 700 + 8);
  });
  it('leaves a control in the clear area alone', () => {
    expect(scrollNeeded({ top: 200, bottom: 240 }, clear)).toBe(0);
  });
  it('keeps the top of a tall element clear of the header', () => {
    expect(scrollNeeded({ top: 100, bottom: 1200 }, clear)).toBe(100 - 68 - 8);
  });
});
