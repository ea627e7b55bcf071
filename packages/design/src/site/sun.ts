import type { AreaId } from '@landscape/contract';
import { getPosition, getTimes } from 'suncalc';
import type { AreaSun, Scene, SunExposure } from '../types.ts';
import { roofRise } from '../house-look.ts';

// Hours of direct sun on each yard area on two days: the summer solstice (the longest day) and the
// equinox (the middle of spring and autumn). A sample grid over the area sees the sun unless the
// house (a box up to half its roof), the 1.8 m fences or an existing tree's crown stands in the way;
// below HORIZON_DEG the neighbours' houses and trees are taken to block it.

export const HORIZON_DEG = 10;
const STEP_MIN = 10;
const SAMPLE_HEIGHT = 0.4;

/** Full sun is 6 h or more of direct sun, part shade 3 to 6 h, shade less (the usual nursery-label terms). */
export function exposureFor(hours: number): SunExposure {
  return hours >= 6 ? 'full_sun' : hours >= 3 ? 'part_shade' : 'shade';
}

interface SunStep {
  /** Unit vector towards the sun in plan coordinates (x along the street, y into the lot, z up). */
  dir: { x: number; y: number; z: number };
}

export interface SunGeometry {
  lat: number;
  lon: number;
  /** Compass bearing the front of the house faces (180 = south). */
  facing: number;
}

type Tree = { x: number; y: number; r: number };

const dayCache = new Map<string, SunStep[]>();

/** Sun directions above the horizon every STEP_MIN minutes of one day, in plan coordinates. */
function daySteps(geo: SunGeometry, day: 'solstice' | 'equinox'): SunStep[] {
  const key = `${geo.lat.toFixed(3)}:${geo.lon.toFixed(3)}:${geo.facing.toFixed(1)}:${day}`;
  const hit = dayCache.get(key);
  if (hit) return hit;
  // The local summer: June in the north, December in the south. A fixed year keeps results stable.
  const date = day === 'equinox' ? Date.UTC(2025, 2, 20, 12) : geo.lat >= 0 ? Date.UTC(2025, 5, 21, 12) : Date.UTC(2025, 11, 21, 12);
  const noon = getTimes(new Date(date), geo.lat, geo.lon).solarNoon.getTime();
  const a = (geo.facing * Math.PI) / 180;
  const steps: SunStep[] = [];
  for (let m = -12 * 60; m < 12 * 60; m += STEP_MIN) {
    const pos = getPosition(new Date(noon + m * 60_000), geo.lat, geo.lon);
    if (pos.altitude <= HORIZON_DEG) continue;
    const alt = (pos.altitude * Math.PI) / 180;
    const az = (pos.azimuth * Math.PI) / 180;
    const e = Math.sin(az) * Math.cos(alt);
    const n = Math.cos(az) * Math.cos(alt);
    // The lot's -y points where the front faces; +x is to the right of someone facing the house.
    steps.push({ dir: { x: -e * Math.cos(a) + n * Math.sin(a), y: -(e * Math.sin(a) + n * Math.cos(a)), z: Math.sin(alt) } });
  }
  if (dayCache.size > 500) dayCache.clear();
  dayCache.set(key, steps);
  return steps;
}

function hitsBox(p: { x: number; y: number; z: number }, d: SunStep['dir'], min: [number, number, number], max: [number, number, number]): boolean {
  let t0 = 0;
  let t1 = Infinity;
  const o = [p.x, p.y, p.z];
  const v = [d.x, d.y, d.z];
  for (let i = 0; i < 3; i++) {
    if (Math.abs(v[i]) < 1e-9) {
      if (o[i] < min[i] || o[i] > max[i]) return false;
      continue;
    }
    let ta = (min[i] - o[i]) / v[i];
    let tb = (max[i] - o[i]) / v[i];
    if (ta > tb) [ta, tb] = [tb, ta];
    t0 = Math.max(t0, ta);
    t1 = Math.min(t1, tb);
    if (t0 > t1) return false;
  }
  return true;
}

function hitsFence(p: { x: number; y: number; z: number }, d: SunStep['dir'], scene: Scene): boolean {
  const { width, depth } = scene.lot;
  const h = scene.fence.height;
  const from = scene.house.footprint.y;
  // Side fences run from the front of the house to the back of the lot; the rear fence closes it.
  const planes: [axis: 'x' | 'y', at: number, lo: number, hi: number][] = [
    ['x', 0, from, depth],
    ['x', width, from, depth],
    ['y', depth, 0, width],
  ];
  for (const [axis, at, lo, hi] of planes) {
    const v = axis === 'x' ? d.x : d.y;
    const o = axis === 'x' ? p.x : p.y;
    if (Math.abs(v) < 1e-9) continue;
    const t = (at - o) / v;
    if (t <= 0) continue;
    const z = p.z + d.z * t;
    const along = axis === 'x' ? p.y + d.y * t : p.x + d.x * t;
    if (z < h && along >= lo && along <= hi) return true;
  }
  return false;
}

function hitsCrown(p: { x: number; y: number; z: number }, d: SunStep['dir'], t: Tree): boolean {
  // The crown as drawn: a ball of the tree's radius centred at 1.6 radii above the ground.
  const c = { x: t.x - p.x, y: t.y - p.y, z: t.r * 1.6 - p.z };
  const along = c.x * d.x + c.y * d.y + c.z * d.z;
  if (along <= 0) return false;
  const dist2 = c.x * c.x + c.y * c.y + c.z * c.z - along * along;
  return dist2 < t.r * t.r;
}

/** Mean hours of direct sun over the area's sample grid on one day. */
function hoursOn(scene: Scene, area: AreaId, geo: SunGeometry, day: 'solstice' | 'equinox', trees: Tree[]): number {
  const steps = daySteps(geo, day);
  const b = scene.zones[area].bounds;
  const f = scene.house.footprint;
  const rise = roofRise(scene.house);
  const houseMin: [number, number, number] = [f.x, f.y, 0];
  const houseMax: [number, number, number] = [f.x + f.w, f.y + f.h, scene.house.wallHeight + rise / 2];
  const n = 5;
  let total = 0;
  let samples = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const p = { x: b.x + b.w * ((i + 0.5) / n), y: b.y + b.h * ((j + 0.5) / n), z: SAMPLE_HEIGHT };
      let lit = 0;
      for (const s of steps) {
        if (hitsBox(p, s.dir, houseMin, houseMax)) continue;
        if (hitsFence(p, s.dir, scene)) continue;
        if (trees.some((t) => hitsCrown(p, s.dir, t))) continue;
        lit++;
      }
      total += (lit * STEP_MIN) / 60;
      samples++;
    }
  }
  return total / samples;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Sun of one area. Classed on the mean of the two days, which stands for the growing season
 * between them (March to September in the north).
 */
export function areaSun(scene: Scene, area: AreaId, geo: SunGeometry, trees: Tree[] = scene.existing.trees): AreaSun {
  const solsticeHours = round1(hoursOn(scene, area, geo, 'solstice', trees));
  const equinoxHours = round1(hoursOn(scene, area, geo, 'equinox', trees));
  const seasonHours = round1((solsticeHours + equinoxHours) / 2);
  return { solsticeHours, equinoxHours, seasonHours, exposure: exposureFor(seasonHours) };
}
