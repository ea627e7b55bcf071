import { join } from 'node:path';
import sharp from 'sharp';
import { findUp } from '../../platform/paths.ts';

// The exemplar library of the offline photo restyle (packages/core/data/exemplars, README.md there: every
// file's source and licence): photographed ground surfaces and plant cut-outs, decoded once per thread and
// kept as float pyramids (each level half the size of the one before), so a surface far away or a small
// plant is drawn from a level about its own size on screen instead of aliasing.

const ROOT = join(findUp('data/exemplars', import.meta.url), 'data', 'exemplars');

/** One level of a pyramid: `channels` floats a pixel, row by row. */
export interface Level {
  width: number;
  height: number;
  data: Float32Array;
}

/** A picture and its smaller copies, and its mean colour (alpha-weighted for a cut-out). */
export interface Pyramid {
  levels: Level[];
  channels: 3 | 4;
  mean: [number, number, number];
}

export type GroundExemplar = 'lawn' | 'meadow' | 'gravel' | 'bark' | 'pebbles';
export type PlantExemplar =
  | 'bush'
  | 'bush-low'
  | 'olive-bush'
  | 'thick-leafes'
  | 'herbs'
  | 'grass2'
  | 'dry-grass'
  | 'green-tree'
  | 'horse-chestnut-tree'
  | 'wide-tree'
  | 'pear-tree'
  | 'purple-leaf-plum'
  | 'spruce'
  | 'fir'
  | 'palm-tree2'
  | 'palmy'
  | 'birch'
  | 'dry-slim-bush1'
  | 'mais'
  | 'color-tree7'
  | 'cactus1'
  | 'fern'
  | 'lavender';
export type FlowerExemplar = 'five-petal' | 'daisy' | 'pompom';
/** Photographed surfaces of things standing on the ground: planters (terracotta, concrete) and stone (boulders, a stone bowl). */
export type MaterialExemplar = 'terracotta' | 'granite' | 'concrete';

/** Halves a level by 2×2 box averaging (premultiplied by alpha for a cut-out, so edges do not go dark). */
function half(l: Level, ch: number): Level {
  const width = Math.max(1, l.width >> 1);
  const height = Math.max(1, l.height >> 1);
  const data = new Float32Array(width * height * ch);
  for (let y = 0; y < height; y++) {
    const y0 = Math.min(l.height - 1, y * 2) * l.width;
    const y1 = Math.min(l.height - 1, y * 2 + 1) * l.width;
    for (let x = 0; x < width; x++) {
      const x0 = Math.min(l.width - 1, x * 2);
      const x1 = Math.min(l.width - 1, x * 2 + 1);
      const o = (y * width + x) * ch;
      for (let c = 0; c < ch; c++)
        data[o + c] = (l.data[(y0 + x0) * ch + c]! + l.data[(y0 + x1) * ch + c]! + l.data[(y1 + x0) * ch + c]! + l.data[(y1 + x1) * ch + c]!) / 4;
    }
  }
  return { width, height, data };
}

async function load(path: string, channels: 3 | 4): Promise<Pyramid> {
  const img = sharp(path);
  const { data, info } = await (channels === 4 ? img.ensureAlpha() : img.removeAlpha()).raw().toBuffer({ resolveWithObject: true });
  return pyramidOf(data, info.width, info.height, channels);
}

/** The pyramid of raw pixels (3 channels, or 4 with alpha: kept premultiplied). */
export function pyramidOf(data: Uint8Array, width: number, height: number, channels: 3 | 4 = 3): Pyramid {
  const info = { width, height };
  const f = new Float32Array(info.width * info.height * channels);
  const mean: [number, number, number] = [0, 0, 0];
  let wsum = 0;
  for (let p = 0; p < info.width * info.height; p++) {
    const i = p * channels;
    const a = channels === 4 ? data[i + 3]! / 255 : 1;
    // a cut-out is kept premultiplied: resampling it never bleeds the background colour into its edge
    for (let c = 0; c < 3; c++) {
      f[i + c] = data[i + c]! * a;
      mean[c] += data[i + c]! * a;
    }
    if (channels === 4) f[i + 3] = a;
    wsum += a;
  }
  const levels: Level[] = [{ width: info.width, height: info.height, data: f }];
  while (levels.at(-1)!.width > 4 && levels.at(-1)!.height > 4) levels.push(half(levels.at(-1)!, channels));
  return { levels, channels, mean: mean.map((m) => m / Math.max(1, wsum)) as [number, number, number] };
}

const cache = new Map<string, Promise<Pyramid>>();
function cached(key: string, channels: 3 | 4): Promise<Pyramid> {
  let p = cache.get(key);
  if (!p) {
    p = load(join(ROOT, key), channels);
    // a failed read is not remembered: the next restyle tries again
    p.catch(() => cache.delete(key));
    cache.set(key, p);
  }
  return p;
}

export const groundExemplar = (name: GroundExemplar) => cached(`ground/${name}.jpg`, 3);
export const plantExemplar = (name: PlantExemplar) => cached(`plants/${name}.webp`, 4);
export const flowerExemplar = (name: FlowerExemplar) => cached(`flowers/${name}.webp`, 4);
export const materialExemplar = (name: MaterialExemplar) => cached(`materials/${name}.jpg`, 3);

/**
 * Bilinear sample of level `l` at (x, y) pixels (clamped to its edge) into `out` from index `o`: `ch` values,
 * premultiplied colour and alpha for a cut-out.
 */
export function sampleLevel(l: Level, ch: number, x: number, y: number, out: Float32Array, o: number): void {
  const xc = x < 0 ? 0 : x > l.width - 1 ? l.width - 1 : x;
  const yc = y < 0 ? 0 : y > l.height - 1 ? l.height - 1 : y;
  const x0 = Math.floor(xc);
  const y0 = Math.floor(yc);
  const x1 = x0 + 1 < l.width ? x0 + 1 : x0;
  const y1 = y0 + 1 < l.height ? y0 + 1 : y0;
  const fx = xc - x0;
  const fy = yc - y0;
  const a = (y0 * l.width + x0) * ch;
  const b = (y0 * l.width + x1) * ch;
  const c = (y1 * l.width + x0) * ch;
  const d = (y1 * l.width + x1) * ch;
  const w00 = (1 - fx) * (1 - fy);
  const w10 = fx * (1 - fy);
  const w01 = (1 - fx) * fy;
  const w11 = fx * fy;
  for (let k = 0; k < ch; k++) out[o + k] = l.data[a + k]! * w00 + l.data[b + k]! * w10 + l.data[c + k]! * w01 + l.data[d + k]! * w11;
}
