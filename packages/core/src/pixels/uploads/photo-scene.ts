import { hsvInto, type PhotoScene } from '@landscape/design';
import type { GroundRegion } from './photo-region.ts';

// What a photo shows, read before its redesign is drawn (issue 46, "fit the scene"): the ground today (a lawn
// in front of a building, an open meadow or field, a forest floor under canopy, dry and patchy ground, gravel,
// snow) and whether it lies in the shade of existing trees. The plan is then fitted to it (design
// `fitPlanToPhoto`: no sod where there is no lawn today unless a wish asks, woodland plants under canopy), and
// the summary says what was read.

const HSV = new Float64Array(3);

/** Measures of a photo the reading rests on (printed by `pnpm design:likeness` to check it). */
export interface SceneMeasures {
  /** Share of the ground cells by class: lawn (green or dry grass), soil (brown), snow, gravel. */
  lawn: number;
  soil: number;
  snow: number;
  gravel: number;
  /** Share of all the ground cells that are hard ground (paving, cobbles, decking: found only where nothing else is ground). */
  hard: number;
  /** In the top third of the picture: share of sky, and of foliage and trunks. */
  sky: number;
  foliage: number;
  /** How far up the picture the ground reaches in most columns, 0 (top) to 1 (bottom). */
  groundTop: number;
  /** Long straight edges above the ground, per pixel of the band above it: level ones (a roof line, a rail, a road's edge) and upright ones (walls, windows, posts). */
  level: number;
  upright: number;
}

/** The top third's sky (bright and grey-white or blue) and foliage (green, or dark: trunks and shaded crowns). */
function topThird(r: GroundRegion): { sky: number; foliage: number } {
  let sky = 0;
  let foliage = 0;
  let n = 0;
  for (let y = 0; y < Math.round(r.ah / 3); y++)
    for (let x = 0; x < r.aw; x += 2) {
      const i = (y * r.aw + x) * 3;
      hsvInto(r.small[i]!, r.small[i + 1]!, r.small[i + 2]!, HSV);
      const [h, s, v] = [HSV[0]!, HSV[1]!, HSV[2]!];
      if (v > 0.55 && (s < 0.2 || (h >= 185 && h <= 250))) sky++;
      else if ((h >= 55 && h <= 170 && s > 0.12) || v < 0.25) foliage++;
      n++;
    }
  return { sky: sky / n, foliage: foliage / n };
}

/** Long straight edges (a wall's, a window's, a roof's) in the band above the ground: runs of pixels with a strong step across them. */
function straightEdges(r: GroundRegion, topRow: number): { level: number; upright: number } {
  const { small, aw } = r;
  const L = (x: number, y: number) => {
    const i = (y * aw + x) * 3;
    return 0.299 * small[i]! + 0.587 * small[i + 1]! + 0.114 * small[i + 2]!;
  };
  const y0 = Math.max(1, Math.round(topRow - r.ah * 0.4));
  const y1 = Math.max(y0 + 1, Math.round(topRow));
  const min = Math.max(12, Math.round(aw / 40));
  let inRuns = 0;
  let level = 0;
  // horizontal edges: rows of pixels with a strong vertical step
  for (let y = y0; y < y1 - 1; y++) {
    let run = 0;
    for (let x = 1; x < aw - 1; x++) {
      const dy = Math.abs(L(x, y + 1) - L(x, y - 1));
      const dx = Math.abs(L(x + 1, y) - L(x - 1, y));
      run = dy > 25 && dy > 2 * dx ? run + 1 : (run >= min && (inRuns += run), 0);
    }
    if (run >= min) inRuns += run;
  }
  level = inRuns;
  inRuns = 0;
  // vertical edges: columns of pixels with a strong horizontal step
  for (let x = 1; x < aw - 1; x++) {
    let run = 0;
    for (let y = y0; y < y1 - 1; y++) {
      const dy = Math.abs(L(x, y + 1) - L(x, y - 1));
      const dx = Math.abs(L(x + 1, y) - L(x - 1, y));
      run = dx > 25 && dx > 2 * dy ? run + 1 : (run >= min && (inRuns += run), 0);
    }
    if (run >= min) inRuns += run;
  }
  const band = Math.max(1, (y1 - y0) * aw);
  return { level: level / band, upright: inRuns / band };
}

export function sceneMeasures(r: GroundRegion): SceneMeasures {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const c of r.grid) counts[c]!++;
  const ground = counts[1]! + counts[2]! + counts[4]! + counts[5]! || 1;
  const tops: number[] = [];
  for (let gx = 0; gx < r.gw; gx++)
    for (let gy = 0; gy < r.gh; gy++)
      if (r.grid[gy * r.gw + gx]) {
        tops.push(gy / r.gh);
        break;
      }
  tops.sort((a, b) => a - b);
  const groundTop = tops.length ? tops[Math.floor(tops.length / 2)]! : 1;
  const { sky, foliage } = topThird(r);
  return {
    lawn: counts[1]! / ground,
    soil: counts[2]! / ground,
    snow: counts[4]! / ground,
    gravel: counts[5]! / ground,
    hard: counts[6]! / (counts[1]! + counts[2]! + counts[3]! + counts[4]! + counts[5]! + counts[6]! || 1),
    sky,
    foliage,
    groundTop,
    ...straightEdges(r, groundTop * r.ah),
  };
}

/**
 * Above this many upright straight-edge pixels per pixel of the band above the ground, something built stands
 * there (the fixtures: a building, a château, brick lanes 0.010–0.045; mountains, meadows, a forest, snow,
 * a road's rail and a shore 0.000–0.002). Level edges alone are a rail, a road or a horizon, not a house.
 */
const BUILT = 0.006;

export function readScene(m: SceneMeasures): PhotoScene {
  // under a canopy: no sky at the top of the picture, foliage and trunks instead
  const shade = m.sky < 0.1 && m.foliage > 0.5;
  // hard paving only (a lane, a walkway, a deck): it stays, planted containers stand along its edges
  if (m.hard > 0.5) return { ground: 'paving', shade };
  if (m.snow > 0.5) return { ground: 'snow', shade };
  if (shade) return { ground: 'forest_floor', shade };
  if (m.gravel > 0.5) return { ground: 'gravel', shade };
  // a lawn in front of something built is a yard's lawn, whatever its size
  if (m.upright > BUILT) return { ground: 'lawn', shade };
  if (m.soil > m.lawn) return { ground: 'dry', shade };
  // grass with nothing built or wooded behind it, running far back or under open sky: a meadow or a field (a
  // lawn of a garden has a house, a fence or trees round it)
  if (m.foliage < 0.3 && (m.groundTop < 0.65 || m.sky > 0.5)) return { ground: 'meadow', shade };
  return { ground: 'lawn', shade };
}
