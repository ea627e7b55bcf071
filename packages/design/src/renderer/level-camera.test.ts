import { describe, expect, it } from 'vitest';
import { levelCamera } from './level-camera.ts';

// A phone held at 1.6 m, a 1200 × 900 picture, its horizon at row 300.
const camera = levelCamera({ width: 1200, height: 900, horizon: 300, focal: 1200, eye: 1.6 });

describe('levelCamera', () => {
  it('takes a pixel below the horizon to the ground and back', () => {
    for (const [x, y] of [
      [600, 900],
      [100, 420],
      [1150, 310],
    ] as const) {
      const g = camera.toGround(x, y);
      const back = camera.toScreen(g.x, g.y);
      expect(back.x).toBeCloseTo(x, 6);
      expect(back.y).toBeCloseTo(y, 6);
      expect(camera.depthAt(y)).toBeCloseTo(g.y, 9);
      expect(camera.acrossAt(x, y)).toBeCloseTo(g.x, 9);
      expect(camera.rowAt(camera.depthAt(y))).toBeCloseTo(y, 6);
    }
  });

  it('sees the ground farther away nearer the horizon, and the middle column straight ahead', () => {
    expect(camera.depthAt(900)).toBeCloseTo(3.2, 9); // 1.6 m × 1200 px / 600 px
    expect(camera.depthAt(400)).toBeGreaterThan(camera.depthAt(900));
    expect(camera.acrossAt(600, 700)).toBe(0);
    expect(camera.acrossAt(0, 700)).toBeLessThan(0);
  });

  it('draws something standing on the ground at the size its depth gives', () => {
    // a metre-tall post standing on the ground seen at row 700: its top is 1 m above the ground, 0.6 m above the eye
    const depth = camera.depthAt(700);
    const top = 300 + (1200 * (1.6 - 1)) / depth;
    expect(camera.pixelsPerMetre(700)).toBeCloseTo(700 - top, 6);
    expect(camera.pixelsPerMetre(300)).toBe(0);
    expect(camera.pixelsPerMetre(100)).toBe(0);
  });

  it('counts a row at or above the horizon as just below it, never dividing by zero', () => {
    expect(Number.isFinite(camera.depthAt(300))).toBe(true);
    expect(camera.depthAt(250)).toBe(camera.depthAt(302));
    expect(camera.metresPerPixel(250)).toBe(camera.metresPerPixel(302));
  });

  it('says how much ground a pixel covers: more with distance', () => {
    expect(camera.metresPerPixel(400)).toBeGreaterThan(camera.metresPerPixel(800));
    // near the bottom a pixel covers about as much along the depth as across
    const y = 900;
    const along = camera.depthAt(y - 1) - camera.depthAt(y);
    expect(camera.metresPerPixel(y)).toBeCloseTo(along, 2);
  });
});
