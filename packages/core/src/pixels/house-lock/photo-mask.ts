import sharp from 'sharp';
import { hsv } from '@landscape/design';
import { classifyPixels, photoBalance, cellTexture, shrubCells, smoothGrid } from '../uploads/photo-ground.ts';
import { GC, refineMask } from './refine-mask.ts';

// The keep mask of a photo, offline, by a documented pixel method (docs/decisions/013-house-lock.md):
//  - every pixel is classed by colour, the photo's exposure and cast evened out (pixels/uploads/photo-ground.ts
//    `classifyPixels`): lawn, soil, paving, snow, other;
//  - a coarse grid takes the majority class of its cell and keeps as "ground" only what a walk up from
//    the bottom of the picture reaches (`smoothGrid`): the yard the redesign may repaint;
//  - "sky" is what a walk down from the top edge reaches through smooth (low luminance spread),
//    bright, blue-or-white cells: a white wall has windows and joints, the sky has none;
//  - low planting on the ground (green directly above it, at most a tenth of the picture high,
//    `shrubCells`) belongs to the landscape being redesigned;
//  - everything else (house, roofs, windows, tree crowns, walls, cars) is kept;
//  - then GrabCut (OpenCV, refine-mask.ts) redraws the uncertain part, seeded from the classes: the
//    inside of the ground surely free, the inside of the kept part surely kept, sky and every cell
//    boundary only probable; its colour models pull the edge onto the real roofline and tree crowns.
// The homeowner corrects it with a brush in the studio when the colours fool it.

const SKY = 1;

/** Bright and grey-white: an overcast sky, or a white wall. */
function isWhiteSky(r: number, g: number, b: number): boolean {
  const [, s, v] = hsv(r, g, b);
  return v > 0.55 && s < 0.16;
}
/** Clear blue: the sky, hardly ever a wall. */
function isBlueSky(r: number, g: number, b: number): boolean {
  const [h, s, v] = hsv(r, g, b);
  return h >= 185 && h <= 250 && s >= 0.08 && v > 0.45;
}

export interface PhotoMaskOptions {
  /** Long side of the mask (the photo is never enlarged). */
  maxSide?: number;
  /** GrabCut refinement of the pixel classes (pixels/house-lock/refine-mask.ts); on unless told otherwise. */
  refine?: boolean;
}

/** The keep mask of a photo: greyscale PNG at the photo's aspect, white where nothing may change. */
export async function photoKeepMask(photo: Buffer, opts: PhotoMaskOptions = {}): Promise<Buffer> {
  const maxSide = opts.maxSide ?? 768;
  const { data, info } = await sharp(photo)
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const cls = classifyPixels(data, w, h, photoBalance(data, w, h));
  const sky = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      sky[y * w + x] = isBlueSky(data[i]!, data[i + 1]!, data[i + 2]!) ? 2 : isWhiteSky(data[i]!, data[i + 1]!, data[i + 2]!) ? 1 : 0;
    }
  const cell = Math.max(6, Math.round(Math.min(w, h) / 64));
  const { grid, gw, gh } = smoothGrid(cls, w, h, cell, cellTexture(data, w, h, cell));
  const shrubs = shrubCells(data, w, h, grid, gw, gh, cell);
  // Sky cells: mostly sky pixels, reached from the top row through sky cells.
  const skyCell = new Uint8Array(gw * gh);
  for (let gy = 0; gy < gh; gy++)
    for (let gx = 0; gx < gw; gx++) {
      let n = 0;
      let t = 0;
      let sum = 0;
      let sq = 0;
      for (let y = gy * cell; y < Math.min(h, (gy + 1) * cell); y++)
        for (let x = gx * cell; x < Math.min(w, (gx + 1) * cell); x++, t++) {
          n += sky[y * w + x] ? 1 : 0;
          const i = (y * w + x) * 3;
          const l = (0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!) / 255;
          sum += l;
          sq += l * l;
        }
      // sky is smooth: a white wall with windows, mullions or joints in it is not
      const sd = t ? Math.sqrt(Math.max(0, sq / t - (sum / t) ** 2)) : 1;
      skyCell[gy * gw + gx] = t && n / t > 0.6 && sd < 0.045 ? 1 : 0;
    }
  const region = new Uint8Array(gw * gh);
  const stack: number[] = [];
  for (let gx = 0; gx < gw; gx++) if (skyCell[gx]) stack.push(gx);
  while (stack.length) {
    const c = stack.pop()!;
    if (region[c]) continue;
    region[c] = SKY;
    const gx = c % gw;
    const gy = (c - gx) / gw;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const x = gx + dx;
      const y = gy + dy;
      if (x >= 0 && y >= 0 && x < gw && y < gh && skyCell[y * gw + x] && !region[y * gw + x]) stack.push(y * gw + x);
    }
  }
  // Keep: neither ground nor sky, pixel-exact inside a cell (a sky pixel at a roof's edge is free).
  const mask = Buffer.alloc(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const c = Math.floor(y / cell) * gw + Math.floor(x / cell);
      const free = grid[c]! !== 0 || shrubs[c] === 1 || region[c] === SKY || (sky[y * w + x] && y < h * 0.5 && nearSky(region, gw, gh, c));
      mask[y * w + x] = free ? 0 : 255;
    }
  if (opts.refine !== false) {
    const seeds = grabCutSeeds(mask, sky, w, h, cell, gw, gh, grid, region);
    const refined = await refineMask(data, w, h, seeds);
    if (refined) mask.set(refined);
  }
  return sharp(mask, { raw: { width: w, height: h, channels: 1 } })
    .median(3)
    .png()
    .toBuffer();
}

/**
 * What the pixel classes are sure of, as GrabCut's labels: the inside of the ground (a cell whose
 * neighbours are all ground) is surely free; the inside of what is kept (a cell whose neighbours are
 * all kept) surely kept; clear blue in the sky surely free; the rest (white or grey sky, which a white
 * wall at the top of the picture can pass for, shrubs, and every cell on a boundary) is only probably
 * what the pixel method says.
 */
function grabCutSeeds(
  mask: Uint8Array,
  sky: Uint8Array,
  w: number,
  h: number,
  cell: number,
  gw: number,
  gh: number,
  grid: Uint8Array,
  region: Uint8Array,
): Uint8Array {
  const keptCell = new Uint8Array(gw * gh);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (mask[y * w + x]) keptCell[Math.floor(y / cell) * gw + Math.floor(x / cell)] = 1;
  const all = (c: number, test: (n: number) => boolean) => {
    const gx = c % gw;
    const gy = (c - gx) / gw;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const x = Math.min(gw - 1, Math.max(0, gx + dx));
        const y = Math.min(gh - 1, Math.max(0, gy + dy));
        if (!test(y * gw + x)) return false;
      }
    return true;
  };
  // ground with ground on both sides and above or below: a thin strip of ground running across the picture (a
  // verge seen past a road) has few cells whose eight neighbours are all ground, and GrabCut would keep it whole
  const cross = (c: number) => {
    const gx = c % gw;
    const side = (gx === 0 || grid[c - 1] !== 0) && (gx === gw - 1 || grid[c + 1] !== 0);
    return side && ((c >= gw && grid[c - gw] !== 0) || (c < gw * (gh - 1) && grid[c + gw] !== 0));
  };
  const cellLabel = new Uint8Array(gw * gh);
  for (let c = 0; c < gw * gh; c++) {
    if (grid[c] !== 0 && cross(c)) cellLabel[c] = GC.BGD;
    else if (keptCell[c] && region[c] !== SKY && grid[c] === 0 && all(c, (n) => keptCell[n] === 1 && region[n] !== SKY && grid[n] === 0)) cellLabel[c] = GC.FGD;
    else cellLabel[c] = 255; // decided per pixel below
  }
  const seeds = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const l = cellLabel[Math.floor(y / cell) * gw + Math.floor(x / cell)]!;
      // clear blue the pixel method freed as sky
      const clearSky = sky[y * w + x] === 2 && !mask[y * w + x];
      seeds[y * w + x] = l !== 255 ? l : clearSky ? GC.BGD : mask[y * w + x] ? GC.PR_FGD : GC.PR_BGD;
    }
  return seeds;
}

/** Whether a grid cell touches a sky cell: its sky-coloured pixels are sky seen past a roof's edge. */
function nearSky(region: Uint8Array, gw: number, gh: number, c: number): boolean {
  const gx = c % gw;
  const gy = (c - gx) / gw;
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const x = gx + dx;
      const y = gy + dy;
      if (x >= 0 && y >= 0 && x < gw && y < gh && region[y * gw + x] === SKY) return true;
    }
  return false;
}
