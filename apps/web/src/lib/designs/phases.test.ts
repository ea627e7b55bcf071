import { describe, expect, it } from 'vitest';
import { parseBudget } from './phases.ts';

describe('reading a typed budget', () => {
  it('reads the amounts people type', () => {
    expect(parseBudget('4500')).toBe(4500);
    expect(parseBudget('4,500')).toBe(4500);
    expect(parseBudget('4 500')).toBe(4500);
    expect(parseBudget('$12,000')).toBe(12000);
    expect(parseBudget('4500.50')).toBe(4500.5);
    expect(parseBudget('4.500')).toBe(4500);
    expect(parseBudget('４５００')).toBe(4500);
    expect(parseBudget(' 1.234.567,5 ')).toBe(1234567.5);
  });
  it('refuses what is not an amount above zero', () => {
    for (const bad of ['', 'lots', '0', '-50', '4,50,0', '12abc', '1e5']) expect(parseBudget(bad), bad).toBeNull();
  });
});
