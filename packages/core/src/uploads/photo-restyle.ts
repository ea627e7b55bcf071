import sharp from 'sharp';
import { STYLE_CATALOGUE, hsv, type DesignPlan, type MaterialSpec, type PlantSpec } from '@landscape/design';

// The offline redesign of an uploaded photo. A photo has no procedural scene, so the ground is found
// from colour: green ground (lawn), brown ground (bare soil, beds) and grey ground (paving) in the
// lower part of the picture. Those regions are repainted in the style's materials, keeping the
// photo's light and shade, and a planted border is drawn where the ground meets the house. Every
// other pixel (house, windows, roof, sky, cars) is the photo's own.

type Cls = 0 | 1 | 2 | 3; // other, lawn, soil, paving

export interface RestyleResult {
  image: Buffer;
  width: number;
  height: number;
  /** Share of the picture repainted, 0..1. */
  changed: number;
}

const hex = (h: string): [number, number, number] => {
  const v = parseInt(h.replace('#', ''), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
};


/** Cheap deterministic noise in 0..1 for material grain. */
function hash(x: number, y: number, seed: number): number {
  let n = (x * 374761393 + y * 668265263 + seed * 2147483647) | 0;
  n = Math.imul(n ^ (n >>> 13), 1274126177);
  return ((n ^ (n >>> 16)) >>> 0) / 4294967295;
}

export function classify(r: number, g: number, b: number, row: number): Cls {
  // The top of a yard photo is sky, roofs and trees; ground starts below about a third.
  if (row < 0.34) return 0;
  const [h, s, v] = hsv(r, g, b);
  if (h >= 55 && h <= 165 && s > 0.16 && v > 0.12 && v < 0.92) return 1;
  if (h >= 15 && h < 55 && s > 0.22 && s < 0.75 && v > 0.2 && v < 0.8) return 2;
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
  // lawn and paving; brown reads as a bed only just above lawn (further up it is a wall or a fence).
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
function horizonRow(grid: Uint8Array, gw: number, gh: number): number {
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

function materialPixel(m: MaterialSpec, x: number, y: number, lum: number, seed: number): [number, number, number] {
  const [br, bg, bb] = hex(m.color);
  const [ar, ag, ab] = hex(m.accent);
  let t = 0;
  switch (m.kind) {
    case 'lawn':
      // mowing stripes read as a cared-for lawn
      t = 0.35 * (Math.floor(x / 46 + y / 90) % 2) + 0.25 * hash(x, y, seed);
      break;
    case 'meadow':
    case 'groundcover':
      t = hash(x >> 1, y >> 1, seed) * 0.9;
      break;
    case 'gravel':
    case 'dg':
    case 'raked_gravel':
      t = m.kind === 'raked_gravel' ? 0.5 + 0.5 * Math.sin(y / 3.2 + Math.sin(x / 60) * 2) : hash(x, y, seed);
      break;
    case 'pebbles':
      t = hash(x >> 2, y >> 2, seed) > 0.6 ? 1 : 0.2;
      break;
    case 'mulch':
      t = hash(x >> 1, y, seed);
      break;
    default:
      // pavers, brick, flagstone, stepping stones: joints every few tens of pixels
      t = x % 44 < 2 || y % 26 < 2 ? 1 : hash(x >> 3, y >> 3, seed) * 0.35;
  }
  const shade = 0.72 + 0.55 * lum; // keep the photo's light and shadow
  return [(br + (ar - br) * t) * shade, (bg + (ag - bg) * t) * shade, (bb + (ab - bb) * t) * shade];
}

/** Half the width and the height, in pixels, that plantSvg draws a plant of `size` at. */
function plantExtent(p: PlantSpec, size: number): { half: number; height: number } {
  const tall = p.form.startsWith('tree') || p.form.includes('column') || p.form === 'spire' || p.form === 'palm' || p.form === 'conifer_column';
  const h = size * (tall ? 1.7 : p.form === 'groundcover' ? 0.45 : 1);
  const w = size * (p.form.includes('column') || p.form === 'spire' ? 0.55 : 1.05);
  return { half: w * 0.75, height: h * 1.25 };
}

function plantSvg(p: PlantSpec, cx: number, base: number, size: number, seed: number): string {
  const [fr, fg, fb] = hex(p.foliage);
  const dark = `rgb(${Math.round(fr * 0.6)},${Math.round(fg * 0.6)},${Math.round(fb * 0.6)})`;
  const tall = p.form.startsWith('tree') || p.form.includes('column') || p.form === 'spire' || p.form === 'palm' || p.form === 'conifer_column';
  const h = size * (tall ? 1.7 : p.form === 'groundcover' ? 0.45 : 1);
  const w = size * (p.form.includes('column') || p.form === 'spire' ? 0.55 : 1.05);
  // a contact shadow: dark where the plant meets the ground, fading out (gradient `cs` in the document)
  const parts: string[] = [`<ellipse cx="${cx}" cy="${base}" rx="${(w * 0.62).toFixed(1)}" ry="${(size * 0.13).toFixed(1)}" fill="url(#cs)"/>`];
  if (p.form === 'grass' || p.form === 'strap' || p.form === 'agave') {
    for (let i = 0; i < 9; i++) {
      const a = -1.2 + (i / 8) * 2.4 + (hash(i, seed, 3) - 0.5) * 0.2;
      const tx = cx + Math.sin(a) * w * 0.6;
      const ty = base - Math.cos(a) * h;
      parts.push(`<path d="M${cx},${base} Q${(cx + tx) / 2},${(base + ty) / 2 - h * 0.1} ${tx.toFixed(1)},${ty.toFixed(1)}" stroke="${i % 2 ? p.foliage : dark}" stroke-width="${Math.max(1.5, size / 14).toFixed(1)}" fill="none" stroke-linecap="round"/>`);
    }
  } else {
    const blobs = tall ? 5 : 4;
    for (let i = 0; i < blobs; i++) {
      const bx = cx + (hash(i, seed, 1) - 0.5) * w * 0.5;
      const by = base - h * (0.35 + (i / blobs) * 0.45);
      const r = (w / 2) * (0.55 + hash(i, seed, 2) * 0.3);
      parts.push(`<circle cx="${bx.toFixed(1)}" cy="${by.toFixed(1)}" r="${r.toFixed(1)}" fill="${i % 2 ? p.foliage : dark}"/>`);
    }
    parts.push(`<circle cx="${(cx - w * 0.12).toFixed(1)}" cy="${(base - h * 0.72).toFixed(1)}" r="${(w * 0.22).toFixed(1)}" fill="rgba(255,255,235,0.18)"/>`);
  }
  if (p.flower) {
    for (let i = 0; i < 7; i++) {
      const fx = cx + (hash(i, seed, 5) - 0.5) * w * 0.9;
      const fy = base - h * (0.3 + hash(i, seed, 6) * 0.6);
      parts.push(`<circle cx="${fx.toFixed(1)}" cy="${fy.toFixed(1)}" r="${Math.max(1.5, size / 16).toFixed(1)}" fill="${p.flower}"/>`);
    }
  }
  return parts.join('');
}

/**
 * Redraws the landscape of a photo in the plan's style. Output is a PNG of the photo's size (at most
 * `maxSide` on the longer side), so before and after line up.
 */
export async function restylePhoto(photo: Buffer, plan: DesignPlan, opts: { maxSide?: number } = {}): Promise<RestyleResult> {
  const maxSide = opts.maxSide ?? 1024;
  const { data, info } = await sharp(photo).rotate().resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const style = STYLE_CATALOGUE[plan.style];
  const seed = plan.seed;

  const cls = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
    const i = (y * w + x) * 3;
    cls[y * w + x] = classify(data[i]!, data[i + 1]!, data[i + 2]!, y / h);
  }
  const cell = Math.max(6, Math.round(Math.min(w, h) / 64));
  const { grid, gw, gh } = smoothGrid(cls, w, h, cell);

  // The border bed: the first few ground cells below anything that is not ground (house, hedge, fence).
  const bedDepth = Math.max(2, Math.round(gh * 0.07));
  const bed = new Uint8Array(gw * gh);
  const anchors: { x: number; y: number }[] = [];
  for (let gx = 0; gx < gw; gx++) {
    for (let gy = 1; gy < gh; gy++) {
      if (grid[gy * gw + gx] && grid[gy * gw + gx] !== 3 && !grid[(gy - 1) * gw + gx]) {
        for (let k = 0; k < bedDepth && gy + k < gh; k++) if (grid[(gy + k) * gw + gx]) bed[(gy + k) * gw + gx] = 1;
        anchors.push({ x: gx, y: gy });
        break;
      }
    }
  }

  // Soft masks per material so the repaint fades into the photo instead of ending in steps.
  const masks = { open: Buffer.alloc(gw * gh), bed: Buffer.alloc(gw * gh), path: Buffer.alloc(gw * gh) };
  for (let i = 0; i < gw * gh; i++) {
    if (bed[i] || grid[i] === 2) masks.bed[i] = 255;
    else if (grid[i] === 1) masks.open[i] = 255;
    else if (grid[i] === 3) masks.path[i] = 255;
  }
  const upscale = (m: Buffer) => sharp(m, { raw: { width: gw, height: gh, channels: 1 } }).resize(w, h, { kernel: 'cubic' }).blur(Math.max(1.5, cell * 0.7)).extractChannel(0).raw().toBuffer();
  const [openA, bedA, pathA] = await Promise.all([upscale(masks.open), upscale(masks.bed), upscale(masks.path)]);

  const out = Buffer.from(data);
  let changed = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const a = [openA[p]! / 255, bedA[p]! / 255, (pathA[p]! / 255) * 0.85];
      const sum = a[0]! + a[1]! + a[2]!;
      if (sum < 0.02) continue;
      changed++;
      const i = p * 3;
      const lum = (0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!) / 255;
      const mats = [style.materials.open, style.materials.bed, style.materials.path];
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0; k < 3; k++) {
        if (a[k]! <= 0) continue;
        const [mr, mg, mb] = materialPixel(mats[k]!, x, y, lum, seed + k);
        r += mr * a[k]!;
        g += mg * a[k]!;
        b += mb * a[k]!;
      }
      const keep = Math.max(0, 1 - sum);
      const norm = sum > 1 ? sum : 1;
      out[i] = Math.min(255, Math.round(data[i]! * keep + r / norm));
      out[i + 1] = Math.min(255, Math.round(data[i + 1]! * keep + g / norm));
      out[i + 2] = Math.min(255, Math.round(data[i + 2]! * keep + b / norm));
    }
  }

  // Plantings along the border, on ground only: each plant's size comes from its distance (its base
  // row against the horizon of the ground plane), and a plant is set down only where its whole
  // silhouette stands over ground cells, so none covers the house, a tree, the sky or a neighbour's
  // wall; back to front, each with a soft contact shadow.
  const palette = plan.palette.length ? plan.palette : [];
  const sprites: string[] = [];
  const horizon = horizonRow(grid, gw, gh);
  const depthScale = (baseRow: number) => Math.max(0.12, (baseRow - horizon) / Math.max(1, gh - horizon));
  const shrubs = shrubCells(data, w, h, grid, gw, gh, cell);
  const fits = (cx: number, base: number, half: number, top: number) => {
    const x0 = Math.max(0, Math.floor((cx - half) / cell));
    const x1 = Math.min(gw - 1, Math.floor((cx + half) / cell));
    const y0 = Math.max(0, Math.floor(top / cell));
    const y1 = Math.min(gh - 1, Math.floor(base / cell));
    let bad = 0;
    let all = 0;
    for (let gy = y0; gy <= y1; gy++) for (let gx = x0; gx <= x1; gx++, all++) if (!grid[gy * gw + gx] && !shrubs[gy * gw + gx]) bad++;
    return all > 0 && bad / all <= 0.04;
  };
  if (palette.length && anchors.length) {
    const low = palette.filter((p) => !p.form.startsWith('tree') && p.form !== 'palm' && p.form !== 'groundcover');
    const trees = palette.filter((p) => p.form.startsWith('tree') || p.form === 'palm' || p.form === 'conifer_column');
    const pool = low.length ? low : palette;
    const spacing = Math.max(2, Math.round((gw / 12) * style.layout.spacing));
    const chosen = anchors.filter((_, i) => i % spacing === Math.floor(spacing / 2));
    chosen.sort((p, q) => p.y - q.y);
    chosen.forEach((a, i) => {
      const spec = pool[(i + (style.layout.symmetric ? 0 : Math.floor(hash(i, seed, 4) * 3))) % pool.length]!;
      const cx = (a.x + 0.5) * cell;
      // from the bed's back edge forward, and down to half its size, until the plant fits on ground
      let placed = false;
      for (let k = Math.round(bedDepth * 0.8); k <= bedDepth + 4 && !placed; k++) {
        const baseY = (a.y + k) * cell;
        if (baseY >= h) break;
        const natural = h * 0.16 * depthScale(baseY / cell) * (0.85 + hash(i, seed, 9) * 0.3);
        for (const shrink of [1, 0.8, 0.65, 0.5]) {
          const size = natural * shrink;
          const { half, height } = plantExtent(spec, size);
          if (size < 8 || !fits(cx, baseY, half, baseY - height)) continue;
          sprites.push(plantSvg(spec, cx, baseY, size, seed + i));
          placed = true;
          break;
        }
      }
    });
    // one specimen tree at the open side of the yard when the style has one and it fits
    if (trees.length && chosen.length > 3) {
      const side = hash(1, seed, 7) > 0.5 ? chosen[chosen.length - 1]! : chosen[0]!;
      const baseY = (side.y + bedDepth) * cell;
      const size = h * 0.3 * depthScale(baseY / cell);
      const { half, height } = plantExtent(trees[0]!, size);
      if (baseY < h && fits((side.x + 0.5) * cell, baseY, half, baseY - height)) sprites.push(plantSvg(trees[0]!, (side.x + 0.5) * cell, baseY, size, seed + 99));
    }
  }
  let img = sharp(out, { raw: { width: w, height: h, channels: 3 } });
  if (sprites.length) {
    const shadow = '<defs><radialGradient id="cs"><stop offset="0" stop-color="#000" stop-opacity="0.42"/><stop offset="0.6" stop-color="#000" stop-opacity="0.2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>';
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${shadow}${sprites.join('')}</svg>`);
    img = sharp(await img.png().toBuffer()).composite([{ input: svg, top: 0, left: 0 }]);
  }
  const image = await img.png({ compressionLevel: 7 }).toBuffer();
  return { image, width: w, height: h, changed: changed / (w * h) };
}
