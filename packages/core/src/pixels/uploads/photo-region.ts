import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { photoKeepMask } from '../house-lock/photo-mask.ts';
import { cellTexture, classifyPixels, photoBalance, redesignable, smoothGrid, type Balance } from './photo-ground.ts';
import { clamp } from './noise.ts';

// Where a photo's redesign may paint (step 1 of the restyle, photo-restyle.ts): the ground found on a grid
// at the keep mask's scale (photo-ground.ts), never inside the keep mask (the homeowner's brush, else the
// pixel keep mask), its edge following the pixels' own classes and feathered.

/** The ground of a photo at full resolution, and what it was found from. */
export interface GroundRegion {
  /** Analysis copy of the photo (768 px long side at most) and its size. */
  small: Uint8Array;
  aw: number;
  ah: number;
  bal: Balance;
  /** Pixel classes of the analysis copy, and the ground grid (`smoothGrid`) of cells `cell` px wide. */
  cls: Uint8Array;
  grid: Uint8Array;
  gw: number;
  gh: number;
  cell: number;
  /** Full-resolution pixels per analysis pixel. */
  scale: number;
  /** 0..1 a pixel: how much of it the redesign paints. */
  alpha: Float32Array;
  /** The keep mask at full resolution, lightly feathered (255: keep). */
  keepA: Buffer;
  /** How many pixels are more than half ground. */
  groundN: number;
}

/** The pixel keep mask of the last few photos (the restyle of each style of one photo asks for the same one). */
const masks = new Map<string, Promise<Buffer>>();
export function cachedKeepMask(photo: Buffer): Promise<Buffer> {
  const key = createHash('sha1').update(photo).digest('hex');
  let m = masks.get(key);
  if (!m) {
    m = photoKeepMask(photo);
    m.catch(() => masks.delete(key));
    masks.set(key, m);
    if (masks.size > 3) masks.delete(masks.keys().next().value!);
  }
  return m;
}

const gray = (m: Buffer | Uint8Array, w: number, h: number) => sharp(m, { raw: { width: w, height: h, channels: 1 } });

/** The analysis copy, its classes and the ground grid. */
async function analyse(data: Uint8Array, w: number, h: number) {
  const ak = Math.min(1, 768 / Math.max(w, h));
  const aw = Math.max(1, Math.round(w * ak));
  const ah = Math.max(1, Math.round(h * ak));
  const small =
    ak < 1
      ? await sharp(data, { raw: { width: w, height: h, channels: 3 } })
          .resize(aw, ah, { fit: 'fill' })
          .raw()
          .toBuffer()
      : data;
  const bal = photoBalance(small, aw, ah);
  const cls = classifyPixels(small, aw, ah, bal);
  const cell = Math.max(6, Math.round(Math.min(aw, ah) / 64));
  const { grid, gw, gh } = smoothGrid(cls, aw, ah, cell, cellTexture(small, aw, ah, cell));
  return { small, aw, ah, bal, cls, cell, grid, gw, gh, scale: w / aw };
}

export async function groundRegion(photo: Buffer, data: Uint8Array, w: number, h: number, keep: Buffer | null): Promise<GroundRegion> {
  const a = await analyse(data, w, h);
  const region = Buffer.alloc(a.gw * a.gh);
  for (let i = 0; i < a.gw * a.gh; i++) region[i] = redesignable(a.grid[i]!) ? 255 : 0;
  const keepMask = keep ?? (await cachedKeepMask(photo));
  const { scale, cell, aw, ah } = a;
  // wide feathering is done at the analysis size and enlarged (the same softness, a fraction of the work)
  const soft = (m: Sharp, sigma: number) =>
    m.resize(aw, ah, { fit: 'fill' }).blur(sigma).resize(w, h, { fit: 'fill', kernel: 'cubic' }).extractChannel(0).raw().toBuffer();
  const [regionA, keepA, keepWide] = await Promise.all([
    // the ground region's edge is feathered over about a grid cell, so where the pixels' own classes do
    // not settle it (brown trees behind a meadow read as soil) it fades into the photo instead of cutting
    soft(gray(region, a.gw, a.gh), Math.max(1.5 / scale, cell * 0.7)),
    sharp(keepMask)
      .resize(w, h, { fit: 'fill' })
      .extractChannel(0)
      .blur(Math.max(0.8, scale * 0.6))
      .raw()
      .toBuffer(),
    soft(sharp(keepMask).extractChannel(0), Math.max(1 / scale, cell * 1.5)),
  ]);
  // the pixels' own classes (at the analysis size, enlarged smoothly): the edge of the redesign follows them;
  // own is a little wider, so a dark leaf or a shadowed tuft inside the lawn is no hole in it
  const own = Buffer.alloc(a.aw * a.ah);
  const lawn = Buffer.alloc(a.aw * a.ah);
  for (let p = 0; p < a.aw * a.ah; p++) {
    own[p] = redesignable(a.cls[p]!) ? 255 : 0;
    lawn[p] = a.cls[p] === 1 ? 255 : 0;
  }
  const enlarged = (m: Buffer, sigma: number) =>
    gray(m, a.aw, a.ah).blur(sigma).resize(w, h, { fit: 'fill', kernel: 'cubic' }).extractChannel(0).raw().toBuffer();
  const [ownA, lawnA] = await Promise.all([enlarged(own, 1.5), enlarged(lawn, 0.7)]);
  const alpha = new Float32Array(w * h);
  let groundN = 0;
  for (let p = 0; p < w * h; p++) {
    const r = clamp((regionA[p]! / 255 - 0.08) / 0.84, 0, 1);
    // inside the ground region all of it; across its edge only where the pixel itself is ground
    const inside = r <= 0 ? 0 : (r >= 0.999 ? 1 : r * clamp((ownA[p]! / 255) * 2, 0, 1)) * (1 - keepA[p]! / 255);
    // A computed keep mask is a cell or so coarse: within that band of its edge, next to ground, a pixel that
    // is itself lawn is ground (no halo of old lawn round a leg or a post). The homeowner's brush is never
    // second-guessed. Green only (a brown wall base in shade reads as soil), and only inside the ground grid.
    const lawn01 = lawnA[p]! / 255;
    const edge = !keep && lawn01 > 0.6 && keepWide[p]! < 250 && regionA[p]! > 128 ? clamp((lawn01 - 0.6) * 2.5, 0, 1) : 0;
    alpha[p] = Math.max(inside, edge);
    if (alpha[p]! > 0.5) groundN++;
  }
  return { ...a, alpha, keepA, groundN };
}
