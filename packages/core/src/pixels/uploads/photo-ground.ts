import { hsv } from '@landscape/design';

// Where the ground of a photo is, from its colours (used by the offline restyle, pixels/uploads/photo-restyle.ts,
// and the pixel keep mask, pixels/house-lock/photo-mask.ts): green ground (lawn), brown ground (bare soil, beds)
// and grey ground (paving) in the lower part of the picture, on a coarse grid walked up from the bottom.
// Snow is not told from a sunlit white wall by colour alone, so it is not ground here.

export type Cls = 0 | 1 | 2 | 3; // other, lawn (green, patchy or dry), soil (beds, bare earth, dry ground), paving

/** The classes a redesign may repaint: lawn and soil. Paving is the homeowner's hardscape. */
export const redesignable = (c: number): boolean => c === 1 || c === 2;

export function classify(r: number, g: number, b: number, row: number): Cls {
  // The top of a yard photo is sky, roofs and trees; ground starts below about a third.
  if (row < 0.34) return 0;
  // hue, saturation and value as `hsv` of @landscape/design computes them, without an array per pixel
  // (this runs for every pixel of a 2048 px photo)
  const max = r > g ? (r > b ? r : b) : g > b ? g : b;
  const min = r < g ? (r < b ? r : b) : g < b ? g : b;
  const d = max - min;
  let h = 0;
  if (d > 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  const s = max === 0 ? 0 : d / max;
  const v = max / 255;
  if (h >= 55 && h <= 165 && s > 0.16 && v > 0.12 && v < 0.92) return 1;
  // dry or patchy lawn, dry grass: olive to straw, never as bright as a sunlit yellow wall
  if (h >= 38 && h < 55 && s > 0.32 && s < 0.75 && v > 0.12 && v < 0.52) return 1;
  if (h >= 15 && h < 45 && s > 0.22 && s < 0.75 && v > 0.2 && v < 0.8) return 2;
  // dry ground, dead leaves, bark mulch in shade: a duller brown
  if (h >= 15 && h < 45 && s > 0.14 && v > 0.12 && v < 0.55 && row > 0.6) return 2;
  if (s < 0.12 && v > 0.35 && v < 0.92 && row > 0.55) return 3;
  return 0;
}

/** Majority vote over a coarse grid, so a green shutter or a grey car tyre is not "ground". */
export function smoothGrid(cls: Uint8Array, w: number, h: number, cell: number): { grid: Uint8Array; gw: number; gh: number } {
  const gw = Math.ceil(w / cell);
  const gh = Math.ceil(h / cell);
  const grid = new Uint8Array(gw * gh);
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      const counts = [0, 0, 0, 0];
      for (let y = gy * cell; y < Math.min(h, (gy + 1) * cell); y++) for (let x = gx * cell; x < Math.min(w, (gx + 1) * cell); x++) counts[cls[y * w + x]!]!++;
      let best = 0;
      for (let k = 1; k < 4; k++) if (counts[k]! > counts[best]!) best = k;
      const total = counts.reduce((a, c) => a + c, 0);
      grid[gy * gw + gx] = best !== 0 && counts[best]! / total > 0.45 ? best : 0;
    }
  }
  // Ground is what a walk from the bottom of the picture reaches: column by column upwards through
  // lawn and paving; brown reads as a bed or bare ground only just above lawn (further up, away
  // from lawn, it is a wall, a fence or a brick house).
  const out = new Uint8Array(gw * gh);
  for (let gx = 0; gx < gw; gx++) {
    let lastLawn = -1;
    let gap = 0;
    for (let gy = gh - 1; gy >= 0; gy--) {
      const c = grid[gy * gw + gx]!;
      if (c === 1) lastLawn = gy;
      const ok = c === 1 || c === 3 || (c === 2 && lastLawn >= 0 && lastLawn - gy <= 2);
      if (!ok) {
        if (++gap > 1) break;
        continue;
      }
      gap = 0;
      out[gy * gw + gx] = c;
    }
  }
  dropSmallPatches(out, gw, gh, Math.max(4, Math.round(gw * gh * 0.012)));
  return { grid: out, gw, gh };
}

/** Ground patches smaller than `min` cells are not ground: repainting them leaves blotches, not a bed. */
function dropSmallPatches(grid: Uint8Array, gw: number, gh: number, min: number) {
  const seen = new Uint8Array(gw * gh);
  for (let start = 0; start < grid.length; start++) {
    if (!grid[start] || seen[start]) continue;
    const cells: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const c = stack.pop()!;
      cells.push(c);
      const x = c % gw;
      const y = (c - x) / gw;
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
        const nx = x + dx;
        const ny = y + dy;
        const k = ny * gw + nx;
        if (nx >= 0 && ny >= 0 && nx < gw && ny < gh && grid[k] && !seen[k]) {
          seen[k] = 1;
          stack.push(k);
        }
      }
    }
    if (cells.length < min) for (const c of cells) grid[c] = 0;
  }
}

/**
 * Low planting standing on the ground (shrubs, a hedge, a flower border): green cells directly above the
 * ground of a column, at most about a tenth of the picture high. It is part of the landscape a redesign
 * may change and plant in front of; taller green (a tree crown) is not reached.
 */
export function shrubCells(data: Uint8Array, w: number, h: number, grid: Uint8Array, gw: number, gh: number, cell: number): Uint8Array {
  const green = new Uint8Array(gw * gh);
  for (let gy = 0; gy < gh; gy++)
    for (let gx = 0; gx < gw; gx++) {
      let n = 0;
      let t = 0;
      for (let y = gy * cell; y < Math.min(h, (gy + 1) * cell); y++)
        for (let x = gx * cell; x < Math.min(w, (gx + 1) * cell); x++, t++) {
          const i = (y * w + x) * 3;
          const [hh, s, v] = hsv(data[i]!, data[i + 1]!, data[i + 2]!);
          if (hh >= 50 && hh <= 170 && s > 0.14 && v > 0.06) n++;
        }
      green[gy * gw + gx] = t && n / t > 0.35 ? 1 : 0;
    }
  const out = new Uint8Array(gw * gh);
  const reach = Math.max(2, Math.round(gh * 0.1));
  for (let gx = 0; gx < gw; gx++) {
    let top = -1;
    for (let gy = 0; gy < gh; gy++)
      if (grid[gy * gw + gx]) {
        top = gy;
        break;
      }
    if (top <= 0) continue;
    const run: number[] = [];
    for (let gy = top - 1; gy >= 0 && green[gy * gw + gx]; gy--) run.push(gy);
    // a run that goes on above the reach is a tree, not a shrub: leave all of it
    if (run.length && run.length <= reach) for (const gy of run) out[gy * gw + gx] = 1;
  }
  return out;
}

/**
 * The horizon of a photo's ground plane, as a row in grid cells: the top of the ground in most
 * columns (a low quantile, so a path running far back does not lift it). Things on the ground shrink
 * linearly towards it, as they do seen through a level camera.
 */
export function horizonRow(grid: Uint8Array, gw: number, gh: number): number {
  const tops: number[] = [];
  for (let gx = 0; gx < gw; gx++) {
    for (let gy = 0; gy < gh; gy++) {
      if (grid[gy * gw + gx]) {
        tops.push(gy);
        break;
      }
    }
  }
  if (!tops.length) return gh * 0.5;
  tops.sort((a, b) => a - b);
  // the ground's far edge is not the horizon itself: the horizon lies somewhat above it
  const far = tops[Math.floor(tops.length * 0.2)]!;
  return Math.max(0, far - Math.max(2, (gh - far) * 0.35));
}

