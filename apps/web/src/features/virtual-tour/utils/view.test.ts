import { describe, expect, it } from 'vitest';
import { clampView, facing } from './view.ts';

describe('panorama view', () => {
  it('wraps yaw, keeps pitch off the poles and fov within limits', () => {
    expect(clampView({ yaw: -30, pitch: 0, fov: 90 }, 40, 110).yaw).toBe(330);
    expect(clampView({ yaw: 725, pitch: 0, fov: 90 }, 40, 110).yaw).toBe(5);
    expect(clampView({ yaw: 0, pitch: 120, fov: 90 }, 40, 110).pitch).toBe(67.5);
    expect(clampView({ yaw: 0, pitch: -120, fov: 10 }, 40, 110)).toEqual({ yaw: 0, pitch: -80, fov: 40 });
  });

  it('names the view in front, across the 0/360 seam', () => {
    const views = [
      { area: 'front_yard', yaw: 0 },
      { area: 'walkway', yaw: 90 },
      { area: 'side_yard', yaw: 180 },
      { area: 'backyard', yaw: 270 },
    ];
    expect(facing(350, views)).toBe('front_yard');
    expect(facing(100, views)).toBe('walkway');
    expect(facing(250, views)).toBe('backyard');
    expect(facing(0, [])).toBeNull();
  });
});
