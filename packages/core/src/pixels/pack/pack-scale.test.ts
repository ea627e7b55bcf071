import { describe, expect, it } from 'vitest';
import { METRES_PER_FOOT, packScale, POINTS_PER_METRE } from './pack-scale.ts';
import { spacingText as spacingOf } from './pack-tables.ts';
import { PACK_UNITS, type PackLocale } from './pack-text.ts';

const spacingText = (m: number, units: 'metric' | 'imperial', locale: PackLocale) =>
  spacingOf(m, { units, u: PACK_UNITS[locale], num: (v, d = 0) => new Intl.NumberFormat(locale, { maximumFractionDigits: d }).format(v) });

// The landscaper's pack (product §12): the plan placed at a standard drawing scale and a scale bar whose
// length on the page is its length on the ground at the plan's own scale.

describe('the pack’s plan scale', () => {
  const cases: [number, 'metric' | 'imperial', number][] = [
    [23, 'imperial', 499],
    [32.3, 'metric', 499],
    [12, 'metric', 499],
    [60, 'imperial', 300],
    [400, 'metric', 499],
  ];
  it.each(cases)('a %s m plan in %s units on %s pt: the bar measures its length on the ground', (planWidthM, units, room) => {
    const s = packScale(planWidthM, units, room);
    expect(s.imageWidthPt).toBeLessThanOrEqual(room + 1e-9);
    const groundPerPoint = planWidthM / s.imageWidthPt;
    const barGroundM = s.bar.widthPt * groundPerPoint;
    const barUnitM = s.bar.unit === 'm' ? 1 : METRES_PER_FOOT;
    expect(barGroundM).toBeCloseTo(s.bar.length * barUnitM, 9);
    expect(s.bar.unit).toBe(units === 'metric' ? 'm' : 'ft');
    // a round length, near a third of the plan and never longer than it
    expect([1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500]).toContain(s.bar.length);
    expect(s.bar.widthPt).toBeLessThanOrEqual(s.imageWidthPt / 3 + 1e-9);
    if (s.ratio !== null) {
      // printed at 100%, one metre of paper is `ratio` metres of ground
      expect((s.imageWidthPt / POINTS_PER_METRE) * s.ratio).toBeCloseTo(planWidthM, 9);
    }
  });

  it('takes the largest standard scale that fits the room', () => {
    const metric = packScale(32.3, 'metric', 499);
    // 1:100 would need 0.323 m of paper (916 pt); 1:200 needs 0.1615 m (458 pt) and fits
    expect(metric.ratioText).toBe('1:200');
    expect(metric.imageWidthPt).toBeCloseTo((32.3 / 200) * POINTS_PER_METRE, 9);
    expect(packScale(32.3, 'metric', 400).ratioText).toBe('1:250');
  });

  it('names an imperial drawing scale in feet: 1/16" = 1\'-0" for a 23 m plan on 499 pt', () => {
    const s = packScale(23, 'imperial', 499);
    expect(s.ratio).toBe(192);
    expect(s.ratioText).toBe('1/16" = 1\'-0"');
    // 1/16 inch of paper is one foot of ground
    expect((s.imageWidthPt / 72) * 16 * METRES_PER_FOOT).toBeCloseTo(23, 9);
    expect(s.bar).toMatchObject({ length: 25, unit: 'ft' });
  });

  it('fills the room without claiming a scale when none fits, and refuses nonsense', () => {
    const s = packScale(5000, 'metric', 200);
    expect(s.ratio).toBeNull();
    expect(s.imageWidthPt).toBe(200);
    expect(() => packScale(0, 'metric', 200)).toThrow(RangeError);
  });
});

describe('on-centre spacing as a planting plan writes it', () => {
  it('inches to the nearest 3 under 4 ft, whole feet above; centimetres to 5 under a metre, metres to a tenth', () => {
    expect(spacingText(0.6, 'imperial', 'en')).toBe('24 in');
    expect(spacingText(2.4, 'imperial', 'en')).toBe('8 ft');
    // 1.2 m is 47 in, which rounds to 48: written as 4 ft
    expect(spacingText(1.2, 'imperial', 'en')).toBe('4 ft');
    expect(spacingText(0.45, 'metric', 'es')).toBe('45 cm');
    expect(spacingText(1.5, 'metric', 'es')).toBe('1,5 m');
    expect(spacingText(1.5, 'metric', 'zh')).toBe('1.5 米');
  });
});
