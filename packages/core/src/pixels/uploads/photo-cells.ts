import { alongBottom, patches } from './grid-patches.ts';

// What a grid cell of a photo looks like beyond its pixels' colour classes (photo-ground.ts `smoothGrid`):
// rough or smooth, how saturated, and whether it is loose gravel: a fine, even grain of small stones in every
// direction, unlike cobbles (large stones with joints: their grain is coarse), asphalt (smooth), decking
// (long boards: their grain runs one way) or a wall.

/** What a grid cell's pixels look like beyond their classes (`cellTexture`). */
export interface CellTexture {
  /** 1 where the cell's luminance is rough (grass, earth, mulch) rather than smooth (a slab of stone, a table, a painted surface). */
  rough: Uint8Array;
  /** The cell's mean saturation, 0..1 (a stone table or a rock is a duller brown than the earth it stands on). */
  sat: Float32Array;
  /** 1 where the cell is gravel-like: dull, with a fine and even grain (`GRAVEL`). */
  gravel: Uint8Array;
}

/** Per grid cell: rough (a step between neighbouring pixels of over 7 % of the cell's brightness) and its mean saturation. */
const ROUGH = 0.07;
/**
 * Gravel: steps between neighbouring pixels over 40 % of the cell's brightness, most of the step already there
 * at one pixel (at least 0.6 of the steps four pixels apart: each stone is a pixel or two across), about as
 * strong across as down (0.6–1.6), and dull (saturation under 0.35, the cast taken out). At 512–768 px: a
 * pebble shore 0.44–0.83, 0.6–0.9 and about 1; cobbles 0.1–0.33; decking 0.1–0.3 with its grain one way.
 */
const GRAVEL = { grain: 0.4, fine: 0.6, iso: [0.6, 1.6], sat: 0.35 } as const;

export function cellTexture(data: Uint8Array, w: number, h: number, cell: number): CellTexture {
  const gw = Math.ceil(w / cell);
  const gh = Math.ceil(h / cell);
  const rough = new Uint8Array(gw * gh);
  const sat = new Float32Array(gw * gh);
  const gravel = new Uint8Array(gw * gh);
  // per pixel, once: brightness (r + 2g + b), saturation, and (in the lower half) saturation with the cast taken
  // out: gravel is grey in the photo's own light, so a pebble shore at dusk is not "blue" (grey world)
  const lum = new Int32Array(w * h);
  const satPx = new Float32Array(w * h);
  const dullPx = new Float32Array(w * h);
  const wb = greyWorld(data, w, h);
  for (let p = 0; p < w * h; p++) {
    const i = p * 3;
    lum[p] = data[i]! + 2 * data[i + 1]! + data[i + 2]!;
    satPx[p] = saturation(data[i]!, data[i + 1]!, data[i + 2]!);
    if (p >= (h >> 1) * w) dullPx[p] = saturation(data[i]! * wb[0], data[i + 1]! * wb[1], data[i + 2]! * wb[2]);
  }
  for (let gy = 0; gy < gh; gy++)
    for (let gx = 0; gx < gw; gx++) {
      let sum = 0;
      let bright = 0;
      let s = 0;
      let dull = 0;
      let n = 0;
      let farX = 0;
      let farY = 0;
      const low = gy * 2 >= gh;
      for (let y = gy * cell; y < Math.min(h - 1, (gy + 1) * cell); y++)
        for (let x = gx * cell; x < Math.min(w - 1, (gx + 1) * cell); x++) {
          const p = y * w + x;
          const l = lum[p]!;
          sum += Math.abs(l - lum[p + 1]!) + Math.abs(l - lum[p + w]!);
          bright += l;
          s += satPx[p]!;
          n++;
          if (low && x + 4 < w && y + 4 < h) {
            dull += dullPx[p]!;
            farX += Math.abs(l - lum[p + 4]!);
            farY += Math.abs(l - lum[p + 4 * w]!);
          }
        }
      const c = gy * gw + gx;
      // mean neighbour step against the cell's brightness (a field in shadow or at dusk is rough too)
      const grain = n ? sum / 2 / Math.max(bright, n * 40) : 0;
      rough[c] = grain > ROUGH ? 1 : 0;
      sat[c] = n ? s / n : 0;
      const far = farX + farY;
      const iso = farY > 0 ? farX / farY : 0;
      gravel[c] =
        low && n && far > 0 && grain * 2 > GRAVEL.grain && sum / far > GRAVEL.fine && iso > GRAVEL.iso[0] && iso < GRAVEL.iso[1] && dull / n < GRAVEL.sat
          ? 1
          : 0;
    }
  return { rough, sat, gravel };
}

function saturation(r: number, g: number, b: number): number {
  const max = r > g ? (r > b ? r : b) : g > b ? g : b;
  const min = r < g ? (r < b ? r : b) : g < b ? g : b;
  return max > 0 ? (max - min) / max : 0;
}

/** Gains per channel that make the lower half of the picture grey on average. */
function greyWorld(data: Uint8Array, w: number, h: number): [number, number, number] {
  const m = [0, 0, 0];
  for (let p = Math.floor(h / 2) * w; p < w * h; p += 7) for (let c = 0; c < 3; c++) m[c]! += data[p * 3 + c]!;
  const mean = (m[0]! + m[1]! + m[2]!) / 3;
  return m.map((v) => (v > 0 ? Math.min(3, mean / v) : 1)) as [number, number, number];
}

/**
 * Loose gravel lying along the bottom of the picture, in its lower half, where the classes found no other
 * ground, is ground (class 5): a gravel shore, a gravel yard. A patch must lie along the bottom as a field
 * of snow must: a gravelly wall or a car's grille stands up from the ground.
 */
export function gravelFields(out: Uint8Array, gravel: Uint8Array, gw: number, gh: number): void {
  const marked = new Uint8Array(gw * gh);
  for (let c = 0; c < gw * gh; c++) if (gravel[c] && !out[c] && Math.floor(c / gw) >= gh * 0.5) marked[c] = 1;
  for (const cells of patches(marked, gw, gh, (c) => c === 1)) if (alongBottom(cells, gw, gh) && cells.length >= gw) for (const c of cells) out[c] = 5;
}
