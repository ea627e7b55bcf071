import { describe, expect, it } from 'vitest';
import { areaOfImage, downloadFileName } from './download-name.ts';

describe('download file name (product §9 plus the area)', () => {
  it('is landscape_{style}_{area}_{timestamp}.png', () => {
    expect(downloadFileName('japanese_zen', 'front_yard', 1767225600000)).toBe('landscape_japanese_zen_front_yard_1767225600000.png');
  });
  it('never lets a style or area put a path in the name', () => {
    expect(downloadFileName('../x y', '../', 1)).toBe('landscape__x_y___1.png');
  });
  it('reads the area from a stored render', () => {
    expect(areaOfImage('generations/abc-1/backyard/mediterranean.png')).toBe('backyard');
    expect(areaOfImage('/static/generations/abc/walkway/x.png')).toBe('walkway');
    expect(areaOfImage('samples/front_yard/x.png')).toBe('yard');
  });
});
