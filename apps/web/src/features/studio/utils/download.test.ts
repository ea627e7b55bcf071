import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download.ts';

describe('download file name (spec §9)', () => {
  it('is landscape_{style}_{timestamp}.png', () => {
    expect(downloadFileName('japanese_zen', 1767225600000)).toBe('landscape_japanese_zen_1767225600000.png');
  });
  it('never lets a style put a path in the name', () => {
    expect(downloadFileName('../x y', 1)).toBe('landscape__x_y_1.png');
  });
});
