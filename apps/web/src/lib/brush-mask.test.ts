import { describe, expect, it } from 'vitest';
import {
  MaskHistory,
  UNDO_DEPTH,
  keptShare,
  maskFromRgba,
  maskToRgba,
  overlayRgba,
  radiusFor,
  sameMask,
  stamp,
  strokeTo,
  type KeepMask,
} from './brush-mask.ts';

const blank = (width = 100, height = 80): KeepMask => ({ width, height, data: new Uint8Array(width * height) });

describe('keep mask brush', () => {
  it('keeps a disc where the Keep brush stamps and frees it again with the Change brush', () => {
    const m = blank();
    expect(stamp(m, 50, 40, 10, 'keep')).toBe(true);
    expect(m.data[40 * 100 + 50]).toBe(1);
    expect(m.data[40 * 100 + 65]).toBe(0);
    // a disc: about πr² pixels
    expect(keptShare(m) * 8000).toBeGreaterThan(Math.PI * 100 * 0.9);
    expect(keptShare(m) * 8000).toBeLessThan(Math.PI * 100 * 1.1);
    expect(stamp(m, 50, 40, 10, 'keep')).toBe(false);
    expect(stamp(m, 50, 40, 10, 'change')).toBe(true);
    expect(keptShare(m)).toBe(0);
  });

  it('paints a stroke without gaps, and clips at the edges', () => {
    const m = blank();
    strokeTo(m, { x: -20, y: 10 }, { x: 120, y: 10 }, 3, 'keep');
    for (let x = 0; x < 100; x++) expect(m.data[10 * 100 + x]).toBe(1);
    expect(m.data[20 * 100 + 50]).toBe(0);
  });

  it('reads a decoded PNG and writes an opaque black-and-white one', () => {
    const m = blank(4, 2);
    m.data.set([1, 0, 1, 0, 0, 0, 1, 1]);
    const rgba = maskToRgba(m);
    expect(Array.from(rgba.slice(0, 8))).toEqual([255, 255, 255, 255, 0, 0, 0, 255]);
    expect(sameMask(maskFromRgba(rgba, 4, 2), m)).toBe(true);
    // transparent pixels are never kept
    const clear = new Uint8ClampedArray(rgba);
    clear[3] = 0;
    expect(maskFromRgba(clear, 4, 2).data[0]).toBe(0);
  });

  it('tints the kept part over the photo with an outline at its edge, and leaves the rest clear', () => {
    const m = blank(5, 5);
    stamp(m, 2.5, 2.5, 1.6, 'keep');
    const o = overlayRgba(m, [1, 2, 3, 100], [9, 9, 9, 255]);
    const at = (x: number, y: number) => Array.from(o.slice((y * 5 + x) * 4, (y * 5 + x) * 4 + 4));
    expect(at(2, 2)).toEqual([1, 2, 3, 100]);
    expect(at(2, 1)).toEqual([9, 9, 9, 255]);
    expect(at(0, 0)).toEqual([0, 0, 0, 0]);
  });

  it('sizes the brush from the shorter side', () => {
    expect(radiusFor({ width: 768, height: 512 }, 10)).toBeCloseTo(25.6);
    expect(radiusFor({ width: 20, height: 20 }, 1)).toBe(1);
  });
});

describe('MaskHistory', () => {
  it('takes back changes in order, forgets a stroke that changed nothing, and keeps at most UNDO_DEPTH steps', () => {
    const h = new MaskHistory();
    const m = blank(10, 10);
    expect(h.undo()).toBeNull();
    h.push(m);
    h.settle(m); // nothing changed: no step
    expect(h.size).toBe(0);
    h.push(m);
    stamp(m, 5, 5, 2, 'keep');
    h.settle(m);
    expect(h.size).toBe(1);
    const before = h.undo()!;
    expect(keptShare(before)).toBe(0);
    expect(keptShare(m)).toBeGreaterThan(0);
    for (let i = 0; i < UNDO_DEPTH + 5; i++) h.push(m);
    expect(h.size).toBe(UNDO_DEPTH);
    h.clear();
    expect(h.size).toBe(0);
  });
});
