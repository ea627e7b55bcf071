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
  /** The cell's mean colour with the lower half's cast taken out (grey world), 3 a cell, 0..255 (lower half only; 0 above). */
  rgb: Float32Array;
  /** The cell's mean saturation with that cast taken out (lower half only). */
  dull: Float32Array;
  /** The cell's mean brightness (r + 2g + b), 0..1020. */
  bright: Float32Array;
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
  const rgb = new Float32Array(gw * gh * 3);
  const dullC = new Float32Array(gw * gh);
  const brightC = new Float32Array(gw * gh);
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
      let cr = 0;
      let cg = 0;
      let cb = 0;
      let m = 0;
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
            cr += data[p * 3]! * wb[0];
            cg += data[p * 3 + 1]! * wb[1];
            cb += data[p * 3 + 2]! * wb[2];
            m++;
            farX += Math.abs(l - lum[p + 4]!);
            farY += Math.abs(l - lum[p + 4 * w]!);
          }
        }
      const c = gy * gw + gx;
      // mean neighbour step against the cell's brightness (a field in shadow or at dusk is rough too)
      const grain = n ? sum / 2 / Math.max(bright, n * 40) : 0;
      rough[c] = grain > ROUGH ? 1 : 0;
      sat[c] = n ? s / n : 0;
      const inner = m;
      if (inner) {
        rgb[c * 3] = cr / inner;
        rgb[c * 3 + 1] = cg / inner;
        rgb[c * 3 + 2] = cb / inner;
        dullC[c] = dull / inner;
      }
      const far = farX + farY;
      brightC[c] = n ? bright / n : 0;
      const iso = farY > 0 ? farX / farY : 0;
      gravel[c] =
        low && n && far > 0 && grain * 2 > GRAVEL.grain && sum / far > GRAVEL.fine && iso > GRAVEL.iso[0] && iso < GRAVEL.iso[1] && dull / n < GRAVEL.sat
          ? 1
          : 0;
    }
  return { rough, sat, gravel, rgb, dull: dullC, bright: brightC };
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

/**
 * Hard ground (class 6), only where nothing else is ground: paving, cobbles or decking lying along the bottom
 * of the picture (a lane between houses, a walkway, a deck). Seeded from the bottom row's middle where it is
 * dull and rough (joints, stones, boards: a painted wall or a sky is smooth, a yellow facade saturated),
 * grown through the lower picture's cells of about that colour. It is not repainted (the homeowner's
 * hardscape stays); the restyle sets planted containers on it, and the keep mask leaves it free for them.
 */
export function hardGround(out: Uint8Array, tex: CellTexture, gw: number, gh: number): void {
  // (paving the classes found stays what it is: hard ground round it joins it)
  if (out.some((c) => c !== 0 && c !== 3)) return;
  const dull = (c: number) => tex.dull[c]! < HARD.sat;
  // seeds: the dull and rough cells of the bottom band's middle (a deck's boards close to the lens are soft, so
  // a band, not a row)
  const seeds: number[] = [];
  let band = 0;
  for (let gy = gh - HARD.band; gy < gh; gy++)
    for (let gx = Math.floor(gw * 0.2); gx < Math.ceil(gw * 0.8); gx++, band++) if (dull(gy * gw + gx) && tex.rough[gy * gw + gx]) seeds.push(gy * gw + gx);
  // decking: boards running across the whole lower picture (their joints one long direction) are hard ground
  // whatever their colour (a deck in evening light is blue in its joints and gold on its boards)
  const boards = coherence(tex.bright, gw, gh) > HARD.boards;
  if (boards) for (let gy = gh - HARD.band; gy < gh; gy++) for (let gx = Math.floor(gw * 0.2); gx < Math.ceil(gw * 0.8); gx++) seeds.push(gy * gw + gx);
  else if (seeds.length < band * HARD.seeded) return;
  const ref = [0, 1, 2].map((k) => median(seeds.map((c) => tex.rgb[c * 3 + k]!)));
  const bright = Math.max(20, (ref[0]! + ref[1]! + ref[2]!) / 3);
  const near = (c: number) => {
    let d = 0;
    for (let k = 0; k < 3; k++) d = Math.max(d, Math.abs(tex.rgb[c * 3 + k]! - ref[k]!));
    return d / bright < (boards ? HARD.boardColour : HARD.colour);
  };
  const marked = new Uint8Array(gw * gh);
  const stack = seeds.filter(near);
  for (const c of stack) marked[c] = 1;
  while (stack.length) {
    const c = stack.pop()!;
    const x = c % gw;
    for (const n of [x > 0 ? c - 1 : -1, x < gw - 1 ? c + 1 : -1, c + gw < gw * gh ? c + gw : -1, c - gw]) {
      if (n < 0 || marked[n] || Math.floor(n / gw) < gh * HARD.top || (!boards && !dull(n)) || !near(n)) continue;
      marked[n] = 1;
      stack.push(n);
    }
  }
  const cells = marked.reduce((a, v) => a + v, 0);
  if (cells >= gw * gh * HARD.share) for (let c = 0; c < gw * gh; c++) if (marked[c] && !out[c]) out[c] = 6;
}

/**
 * Hard ground: dull (saturation with the cast out under 0.3), seeded where a third of the bottom four rows'
 * middle is dull and rough, colour within 30 % of the seeds', below 45 % of the picture, at least 6 % of it.
 */
const HARD = { sat: 0.3, band: 4, seeded: 0.33, colour: 0.3, top: 0.45, share: 0.06, boards: 0.75, boardColour: 0.6 } as const;

/**
 * How much the lower two fifths' brightness changes one way only (0: every way, 1: one way): the coherence of
 * its structure tensor on the cells' mean brightness. The fixtures: the deck 0.86, cobbles 0.12, a facade 0.43.
 */
function coherence(bright: Float32Array, gw: number, gh: number): number {
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (let gy = Math.floor(gh * 0.6); gy < gh - 1; gy++)
    for (let gx = 1; gx < gw - 1; gx++) {
      const c = gy * gw + gx;
      const dx = bright[c + 1]! - bright[c - 1]!;
      const dy = bright[c + gw]! - bright[c - gw]!;
      xx += dx * dx;
      yy += dy * dy;
      xy += dx * dy;
    }
  const tr = xx + yy;
  return tr > 0 ? Math.sqrt((xx - yy) ** 2 + 4 * xy * xy) / tr : 0;
}

function median(v: number[]): number {
  const s = [...v].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}
