import sharp from 'sharp';
import { hsv } from '@landscape/design';
import { classify, shrubCells, smoothGrid } from '../uploads/photo-restyle.ts';

// The keep mask of a photo, offline, by a documented pixel method (docs/decisions/013-house-lock.md):
//  - every pixel is classed by colour (uploads/photo-restyle.ts `classify`): lawn, soil, paving, other;
//  - a coarse grid takes the majority class of its cell and keeps as "ground" only what a walk up from
//    the bottom of the picture reaches (`smoothGrid`): the yard the redesign may repaint;
//  - "sky" is what a walk down from the top edge reaches through smooth (low luminance spread),
//    bright, blue-or-white cells: a white wall has windows and joints, the sky has none;
//  - low planting on the ground (green directly above it, at most a tenth of the picture high,
//    `shrubCells`) belongs to the landscape being redesigned;
//  - everything else (house, roofs, windows, tree crowns, walls, cars) is kept.
// The homeowner corrects it with a brush in the studio when the colours fool it.

const SKY = 1;

function isSkyPixel(r: number, g: number, b: number): boolean {
  const [h, s, v] = hsv(r, g, b);
  return (v > 0.55 && s < 0.16) || (h >= 185 && h <= 250 && s >= 0.08 && v > 0.45);
}

export async function photoKeepMask(photo: Buffer, opts: { maxSide?: number } = {}): Promise<Buffer> {
  const maxSide = opts.maxSide ?? 768;
  const { data, info } = await sharp(photo).rotate().resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const cls = new Uint8Array(w * h);
  const sky = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      cls[y * w + x] = classify(data[i]!, data[i + 1]!, data[i + 2]!, y / h);
      sky[y * w + x] = isSkyPixel(data[i]!, data[i + 1]!, data[i + 2]!) ? 1 : 0;
    }
  const cell = Math.max(6, Math.round(Math.min(w, h) / 64));
  const { grid, gw, gh } = smoothGrid(cls, w, h, cell);
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
          n += sky[y * w + x]!;
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
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
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
      const free = grid[c]! !== 0 || shrubs[c] === 1 || (region[c] === SKY) || (sky[y * w + x] && y < h * 0.5 && nearSky(region, gw, gh, c));
      mask[y * w + x] = free ? 0 : 255;
    }
  return sharp(mask, { raw: { width: w, height: h, channels: 1 } }).median(3).png().toBuffer();
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
