import { hsvInto } from '@landscape/design';
import { gravelFields, hardGround, type CellTexture } from './photo-cells.ts';
import { NEIGHBOURS, alongBottom, patches } from './grid-patches.ts';

// Where the ground of a photo is (used by the offline restyle, pixels/uploads/photo-restyle.ts, and the pixel
// keep mask, pixels/house-lock/photo-mask.ts). Colour says what a pixel could be: green ground (lawn), brown
// ground (bare soil, beds, mulch), grey ground (paving) and white ground (snow), once the photo's exposure
// and colour cast are taken out (`photoBalance`: a dusk photo's lawn is dark and blue). Position and
// connectivity say what it is: on a coarse grid, ground is what a walk up from the bottom of the picture
// reaches; snow only as a wide field lying along the bottom of the picture in its lower half (a white
// wall stands up from the ground, it does not lie along the bottom of the frame); a wide lawn beyond a
// road or a rail is ground even where the walk stopped at the road.

export type Cls = 0 | 1 | 2 | 3 | 4 | 5 | 6; // other, lawn (green, patchy or dry), soil (beds, bare earth, dry ground), paving, snow, gravel and hard ground (found on the grid only)

/** The classes a redesign may repaint: lawn, soil, snow and loose gravel. Paving is the homeowner's hardscape. */
export const redesignable = (c: number): boolean => c === 1 || c === 2 || c === 4 || c === 5;

/** How a photo's pixels are evened out before they are classed: a gain for a dark photo, a gain per channel for a strong cast. */
export interface Balance {
  r: number;
  g: number;
  b: number;
}

/**
 * The photo's exposure and colour cast, measured on its lower half (where the ground is): a dusk or
 * backlit photo is brightened until its ground's bright end is at about daylight level, and a strong
 * blue cast (evening light, a storm) is taken mostly out, so its grass reads as grass. A daylight photo
 * is left as it is (gains of 1).
 */
export function photoBalance(data: Uint8Array, w: number, h: number): Balance {
  const hist = new Uint32Array(256);
  let sr = 0;
  let sg = 0;
  let sb = 0;
  let n = 0;
  const step = Math.max(1, Math.floor((w * h) / 40_000));
  for (let p = Math.floor(h / 2) * w; p < w * h; p += step) {
    const i = p * 3;
    sr += data[i]!;
    sg += data[i + 1]!;
    sb += data[i + 2]!;
    hist[Math.max(data[i]!, data[i + 1]!, data[i + 2]!)]!++;
    n++;
  }
  if (!n) return { r: 1, g: 1, b: 1 };
  let p90 = 255;
  for (let v = 0, acc = 0; v < 256; v++)
    if ((acc += hist[v]!) >= n * 0.9) {
      p90 = Math.max(1, v);
      break;
    }
  const gain = clamp(0.62 / (p90 / 255), 1, 2.6);
  const mr = sr / n;
  const mg = sg / n;
  const mb = sb / n;
  const mean = (mr + mg + mb) / 3 || 1;
  // blue is never the colour of ground: in a dark (evening, storm) photo a lower half bluer than it is
  // red and green is a cast. In daylight it is the sky seen low between buildings: no cast.
  const cast = gain > 1.2 && mb > mg * 1.08 && mb > mr * 1.15 ? 0.85 : 0;
  const wb = (m: number) => (m > 0 ? 1 + (mean / m - 1) * cast : 1);
  return { r: gain * wb(mr), g: gain * wb(mg), b: gain * wb(mb) };
}

const clamp = (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v);

/** Classes every pixel of an RGB buffer (`classify`), balanced for the photo's exposure and cast. */
export function classifyPixels(data: Uint8Array, w: number, h: number, bal: Balance): Uint8Array {
  const cls = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      cls[y * w + x] = classify(Math.min(255, data[i]! * bal.r), Math.min(255, data[i + 1]! * bal.g), Math.min(255, data[i + 2]! * bal.b), y / h);
    }
  return cls;
}

/** Hue, saturation and value of the pixel being classed (one array for all of them). */
const HSV = new Float64Array(3);

export function classify(r: number, g: number, b: number, row: number): Cls {
  // The top of a yard photo is sky, roofs and trees; ground starts below about a third.
  if (row < 0.34) return 0;
  hsvInto(r, g, b, HSV);
  const h = HSV[0]!;
  const s = HSV[1]!;
  const v = HSV[2]!;
  if (h >= 55 && h <= 165 && s > 0.16 && v > 0.12 && v < 0.92) return 1;
  // dry or patchy lawn, dry grass: olive to straw, never as bright as a sunlit yellow wall
  if (h >= 38 && h < 55 && s > 0.32 && s < 0.75 && v > 0.12 && v < 0.52) return 1;
  if (h >= 15 && h < 45 && s > 0.22 && s < 0.75 && v > 0.2 && v < 0.8) return 2;
  // dry ground, dead leaves, bark mulch in shade: a duller brown
  if (h >= 15 && h < 45 && s > 0.14 && v > 0.12 && v < 0.55 && row > 0.6) return 2;
  // snow: white, in the lower half (whether it is ground is decided by where it lies, `smoothGrid`)
  if (s < 0.14 && v >= 0.8 && row > 0.5) return 4;
  if (s < 0.12 && v > 0.35 && row > 0.55) return 3;
  // asphalt, a dark path: not ground to redesign, but the walk from the bottom crosses it
  if (s < 0.16 && v > 0.1 && v <= 0.35 && row > 0.7) return 3;
  return 0;
}

export { cellTexture, type CellTexture } from './photo-cells.ts';

/** Majority vote over a coarse grid, so a green shutter or a grey car tyre is not "ground". */
export function smoothGrid(cls: Uint8Array, w: number, h: number, cell: number, tex?: CellTexture): { grid: Uint8Array; gw: number; gh: number } {
  const gw = Math.ceil(w / cell);
  const gh = Math.ceil(h / cell);
  const grid = new Uint8Array(gw * gh);
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      const counts = [0, 0, 0, 0, 0];
      for (let y = gy * cell; y < Math.min(h, (gy + 1) * cell); y++) for (let x = gx * cell; x < Math.min(w, (gx + 1) * cell); x++) counts[cls[y * w + x]!]!++;
      let best = 0;
      for (let k = 1; k < 5; k++) if (counts[k]! > counts[best]!) best = k;
      const total = counts.reduce((a, c) => a + c, 0);
      grid[gy * gw + gx] = best !== 0 && counts[best]! / total > 0.45 ? best : 0;
    }
  }
  // Ground is what a walk from the bottom of the picture reaches: column by column upwards through
  // lawn and paving; brown reads as a bed or bare ground only just above lawn (further up, away
  // from lawn, it is a wall, a fence or a brick house).
  // brown ground lying along the bottom of the picture (dry grass and earth, a bed, mulch) is a field
  // of ground of its own, not just a bed above lawn
  const field = new Uint8Array(gw * gh);
  // (mostly brown: on a lawn, brown next to it reaches from the lawn into a brown facade or a doorway;
  // the lawn is ground already, and its beds are the ones just above it)
  for (const cells of patches(grid, gw, gh, (c) => c === 1 || c === 2))
    if (alongBottom(cells, gw, gh) && cells.filter((c) => grid[c] === 2).length >= cells.length * 0.5) for (const c of cells) field[c] = 1;
  // brown mostly closed in by lawn is ground too: a worn path, a bed or bare patches in a lawn (the walk
  // up a column stopped at a path running across the picture, and left the meadow beyond it)
  for (const cells of patches(grid, gw, gh, (c) => c === 2)) if (inLawn(cells, grid, gw, gh)) for (const c of cells) field[c] = 1;
  const out = new Uint8Array(gw * gh);
  for (let gx = 0; gx < gw; gx++) {
    let lastLawn = -1;
    let gap = 0;
    for (let gy = gh - 1; gy >= 0; gy--) {
      const c = grid[gy * gw + gx]!;
      if (c === 1) lastLawn = gy;
      const ok = c === 1 || c === 3 || c === 4 || (c === 2 && ((lastLawn >= 0 && lastLawn - gy <= 2) || field[gy * gw + gx] === 1));
      if (!ok) {
        if (++gap > 1) break;
        continue;
      }
      gap = 0;
      out[gy * gw + gx] = c;
    }
  }
  // A field is ground all through, also above a stone or a shadow the walk stopped at; but only where
  // it is rough like grass and earth: a smooth stone slab, a table top or a step standing in it is kept.
  if (tex) for (let c = 0; c < gw * gh; c++) if (field[c] && tex.rough[c]) out[c] = grid[c]!;
  spreadSideways(grid, field, tex?.rough, out, gw, gh);
  if (tex) keepStandingObjects(out, tex.sat, gw, gh);
  snowFieldsOnly(out, gw, gh);
  if (tex) gravelFields(out, tex.gravel, gw, gh);
  wideLawns(grid, out, gw, gh);
  dropSmallPatches(out, gw, gh, Math.max(4, Math.round(gw * gh * 0.012)));
  if (tex) hardGround(out, tex, gw, gh);
  fillSmallHoles(out, gw, gh, Math.max(2, Math.round(gw * gh * 0.0025)));
  return { grid: out, gw, gh };
}

/**
 * The ground the walk up the columns reached goes on through lawn and the fields of brown: past a stone, a
 * ditch or the far end of a path the column walk stopped at, the meadow on the other side is the same
 * ground. A tree crown or a hedge standing on the lawn is above the ground's far edge and narrow, so it
 * is not reached.
 */
function spreadSideways(grid: Uint8Array, field: Uint8Array, rough: Uint8Array | undefined, out: Uint8Array, gw: number, gh: number) {
  // no higher than the far edge of the ground in most columns: a column the walk took up a tree at the side
  // of the picture must not lead sideways into its crown
  const tops: number[] = [];
  for (let gx = 0; gx < gw; gx++)
    for (let gy = 0; gy < gh; gy++)
      if (out[gy * gw + gx]) {
        tops.push(gy);
        break;
      }
  if (!tops.length) return;
  tops.sort((a, b) => a - b);
  const from = tops[Math.floor(tops.length / 2)]! * gw;
  // (brown only where it is rough, as a field is: a smooth stone pillar standing in it is kept)
  const ok = (k: number, c: number) => k === 1 || k === 4 || (k === 2 && field[c] === 1 && (!rough || rough[c] === 1));
  // above that, and upwards, only along rows where the ground runs on for a fifth of the picture's
  // width (a meadow rising up a slope at one side, not a crown or a hedge)
  const run = new Uint16Array(gw * gh);
  for (let gy = 0; gy < gh; gy++)
    for (let gx = 0; gx < gw;) {
      let end = gx;
      while (end < gw && ok(grid[gy * gw + end]!, gy * gw + end)) end++;
      for (let k = gx; k < end; k++) run[gy * gw + k] = end - gx;
      gx = Math.max(end, gx + 1);
    }
  const wide = gw / 5;
  const stack: number[] = [];
  for (let c = 0; c < gw * gh; c++) if (out[c] && (c >= from || run[c]! >= wide)) stack.push(c);
  while (stack.length) {
    const c = stack.pop()!;
    const x = c % gw;
    for (const n of [x > 0 ? c - 1 : -1, x < gw - 1 ? c + 1 : -1, c + gw < gw * gh ? c + gw : -1, c - gw]) {
      if (n < 0 || out[n] || (n < from && run[n]! < wide)) continue;
      const k = grid[n]!;
      if (ok(k, n)) {
        out[n] = k;
        stack.push(n);
      }
    }
  }
}

/**
 * Things standing on brown ground are kept: a stone table, a rock, a bench of weathered wood reads as
 * brown like the earth round it, and as rough where it is carved, but it is a duller brown. A patch of at
 * least six cells whose saturation is well under that of the brown ground as a whole is not ground.
 */
function keepStandingObjects(out: Uint8Array, sat: Float32Array, gw: number, gh: number) {
  const soil: number[] = [];
  for (let c = 0; c < gw * gh; c++) if (out[c] === 2) soil.push(sat[c]!);
  if (soil.length < 30) return;
  soil.sort((a, b) => a - b);
  const dull = soil[Math.floor(soil.length / 2)]! - 0.18;
  const marked = new Uint8Array(gw * gh);
  for (let c = 0; c < gw * gh; c++) if (out[c] === 2 && sat[c]! < dull) marked[c] = 1;
  for (const cells of patches(marked, gw, gh, (c) => c === 1)) if (cells.length >= 6) for (const c of cells) out[c] = 0;
}

/**
 * Whether a brown patch lies in the lawn: closed in by lawn (or snow) all round, over four fifths of the
 * cells round its edge (a bed, a bare patch); or reaching in from the bottom of the picture with lawn on
 * over half its edge and beyond its far end (a worn path). The bottom of the picture counts as ground
 * (the yard goes on out of the frame), its sides as neither. A brick wall, a doorway or a wood behind a
 * lawn has the lawn below it only.
 */
function inLawn(cells: number[], grid: Uint8Array, gw: number, gh: number): boolean {
  let lawn = 0;
  let edge = 0;
  let above = 0;
  let lawnAbove = 0;
  let bottom = false;
  for (const c of cells) {
    const x = c % gw;
    const y = (c - x) / gw;
    for (const [dx, dy] of NEIGHBOURS) {
      const nx = x + dx;
      const ny = y + dy;
      if (ny >= gh) {
        bottom = true;
        lawn++;
        edge++;
        continue;
      }
      if (nx < 0 || ny < 0 || nx >= gw) continue;
      const n = grid[ny * gw + nx]!;
      if (n === 2) continue;
      const green = n === 1 || n === 4;
      edge++;
      if (green) lawn++;
      if (dy < 0) {
        above++;
        if (green) lawnAbove++;
      }
    }
  }
  if (!edge) return false;
  // closed in all round (a bed, a bare patch); or coming in from the bottom of the picture with lawn on
  // both sides and beyond it (a path): trees behind a meadow have it below them only
  return lawn > edge * 0.8 || (bottom && lawn > edge * 0.5 && lawnAbove > above * 0.25);
}

/**
 * Snow is ground only as a field lying along the bottom of the picture: a patch that covers at least a
 * third of the bottom rows' width. A white wall base or a white car in the lower half covers a few
 * columns of it at most, and stands up rather than lying along it.
 */
function snowFieldsOnly(out: Uint8Array, gw: number, gh: number) {
  for (const cells of patches(out, gw, gh, (c) => c === 4)) if (!alongBottom(cells, gw, gh)) for (const c of cells) out[c] = 0;
}

/**
 * A wide lawn the walk from the bottom did not reach (seen beyond a road, a rail or a low wall) is
 * ground too: a lawn patch of the lower picture at least a third of the picture wide.
 */
function wideLawns(grid: Uint8Array, out: Uint8Array, gw: number, gh: number) {
  for (const cells of patches(grid, gw, gh, (c) => c === 1)) {
    // a patch the walk reached is the lawn itself: what of it the walk did not take (a tree crown or a
    // hedge touching the lawn) stays out
    if (cells.some((c) => out[c])) continue;
    const xs = cells.map((c) => c % gw);
    const span = Math.max(...xs) - Math.min(...xs) + 1;
    const meanRow = cells.reduce((a, c) => a + Math.floor(c / gw), 0) / cells.length;
    if (span >= gw / 3 && cells.length >= gw * 0.6 && meanRow >= gh * 0.6) for (const c of cells) out[c] = 1;
  }
}

/**
 * A hole in the ground of at most `max` cells, closed all round by ground (a stone, a tuft, a leaf, a
 * spot of lens flare), is ground too: left, it would be a blotch of old photo inside the new garden.
 * Anything larger inside the ground (a table, a car, a bench) is kept.
 */
function fillSmallHoles(out: Uint8Array, gw: number, gh: number, max: number) {
  for (const cells of patches(out, gw, gh, (c) => c === 0)) {
    if (cells.length > max) continue;
    if (cells.some((c) => c % gw === 0 || c % gw === gw - 1 || c < gw || c >= gw * (gh - 1))) continue;
    for (const c of cells) {
      const x = c % gw;
      out[c] = out[c - 1] || out[c + 1] || out[c - gw] || out[c + gw] || (x > 0 ? out[c - 1]! : 1);
    }
  }
}

/** Ground patches smaller than `min` cells are not ground: repainting them leaves blotches, not a bed. */
function dropSmallPatches(grid: Uint8Array, gw: number, gh: number, min: number) {
  for (const cells of patches(grid, gw, gh, (c) => c !== 0)) if (cells.length < min) for (const c of cells) grid[c] = 0;
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
          hsvInto(data[i]!, data[i + 1]!, data[i + 2]!, HSV);
          if (HSV[0]! >= 50 && HSV[0]! <= 170 && HSV[1]! > 0.14 && HSV[2]! > 0.06) n++;
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
  // the ground's far edge is not the horizon itself: the horizon lies somewhat above it. Where the
  // ground ends low in the picture a house or a hedge hides the rest of it and the horizon is well above
  // (at the camera's height on the facade); where it reaches up into the upper half of the picture it
  // runs on nearly to the horizon (a meadow, a field of snow).
  const far = tops[Math.floor(tops.length * 0.2)]!;
  return Math.max(0, far - Math.max(2, (gh - far) * (far < gh * 0.5 ? 0.1 : 0.35)));
}
