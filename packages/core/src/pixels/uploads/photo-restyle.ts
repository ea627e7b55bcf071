import sharp from 'sharp';
import {
  FEATURE_HEIGHT_M,
  STYLE_CATALOGUE,
  createRng,
  foliageEllipse,
  levelCamera,
  photoFeatures,
  plantSprite,
  type DesignPlan,
  type FeatureKind,
  type GroundPatch,
  type MaterialSpec,
  type PlacedFeature,
  type PlantSpec,
} from '@landscape/design';
import { photoKeepMask } from '../house-lock/photo-mask.ts';
import { cellTexture, classify, classifyPixels, horizonRow, photoBalance, redesignable, smoothGrid } from './photo-ground.ts';

export {
  cellTexture,
  classify,
  classifyPixels,
  horizonRow,
  photoBalance,
  redesignable,
  shrubCells,
  smoothGrid,
  type Balance,
  type CellTexture,
  type Cls,
} from './photo-ground.ts';

// The offline redesign of an uploaded photo, photographic (docs/decisions/022-photo-restyle-look.md,
// product §4): the homeowner's own photograph stays the picture, and only its lawn and bare soil are
// redesigned.
//  - Full resolution: the photo's own size up to FULL_PHOTO_SIDE on the long side; every pixel the
//    redesign does not reach is the photo's own.
//  - Where: lawn and soil cells found by colour (photo-ground.ts), never inside the keep mask (the
//    homeowner's brush, else the pixel keep mask of pixels/house-lock/photo-mask.ts). Paving is kept: a
//    driveway or a path stays the driveway or the path. The edge follows the pixels' own classes and
//    is feathered by a pixel or two, so it is neither a cell staircase nor a blurred band.
//  - Perspective: the ground plane's horizon is estimated from where the ground ends; every material
//    is drawn in ground metres (mowing stripes converge, pavers shrink with distance) from smooth
//    value noise, its finest detail faded where it would be smaller than a pixel, so nothing aliases
//    into a mosaic.
//  - Light: the photo's own light falls on the new ground (its blurred luminance: shadows stay where
//    they were), at the photo's exposure and colour cast (a dusk photo stays dusk).
//  - Features: the plan's lantern, boulders, bird bath, stepping stones, seating… drawn by the address
//    drawings' hand through the photo's own camera, on the open ground in front of the bed, each where its
//    whole footprint is free ground (what the plan and the cost list is what the picture shows).
//  - Planting: the design's own plant list (plan.palette) along a bed at the back of the ground, each
//    plant at its mature size in metres scaled by its depth, set down only where its whole silhouette
//    is free ground and clear of the features, with a contact shadow, then lit and grained like the photo.

export interface RestyleResult {
  image: Buffer;
  contentType: 'image/png';
  width: number;
  height: number;
  /** Share of the picture repainted, 0..1. */
  changed: number;
  /** The plants drawn into the photo, by id of the plan's plant list (plan.palette), back to front. */
  planted: string[];
  /** The plan's features drawn into the photo (those with no room on its free ground are not). */
  features: FeatureKind[];
}

/** The plan's ground a restyle shows: its open ground and its beds (a photo's own paths and patios stay as they are). */
export const RESTYLED_GROUND: GroundPatch['kind'][] = ['lawn', 'open', 'bed'];

/** Long side of a restyled photo: the photo's own size up to this (product §4: the download is the render). */
export const FULL_PHOTO_SIDE = 2048;
/** Assumed camera height over the ground, metres (a person holding a phone). */
const CAMERA_M = 1.6;

const hexes = new Map<string, [number, number, number]>();
/** '#rrggbb' as numbers, parsed once per colour (it is asked for every pixel). */
const hex = (h: string): [number, number, number] => {
  let c = hexes.get(h);
  if (!c) {
    const v = parseInt(h.replace('#', ''), 16);
    c = [(v >> 16) & 255, (v >> 8) & 255, v & 255];
    hexes.set(h, c);
  }
  return c;
};
const clamp = (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v);
const smooth = (e0: number, e1: number, v: number) => {
  const t = clamp((v - e0) / (e1 - e0), 0, 1);
  return t * t * (3 - 2 * t);
};

function hash2(x: number, y: number, seed: number): number {
  let n = (x * 374761393 + y * 668265263 + seed * 982451653) | 0;
  n = Math.imul(n ^ (n >>> 13), 1274126177);
  return ((n ^ (n >>> 16)) >>> 0) / 4294967295;
}

/** Smooth value noise in 0..1: bilinear between lattice values with a smoothstep, so it has no edges. */
function vnoise(x: number, y: number, seed: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  let fx = x - xi;
  let fy = y - yi;
  fx = fx * fx * (3 - 2 * fx);
  fy = fy * fy * (3 - 2 * fy);
  const a = hash2(xi, yi, seed);
  const b = hash2(xi + 1, yi, seed);
  const c = hash2(xi, yi + 1, seed);
  const d = hash2(xi + 1, yi + 1, seed);
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}

/**
 * Fractal noise centred on 0 (about -0.5..0.5) at `freq` cycles per metre; an octave finer than the
 * pixel footprint (`fp`, metres per pixel) fades out instead of aliasing.
 */
function fbm(x: number, y: number, freq: number, octaves: number, fp: number, seed: number): number {
  let sum = 0;
  let amp = 0.5;
  let f = freq;
  let lost = 0;
  for (let o = 0; o < octaves; o++) {
    const fade = clamp(1.6 - f * fp * 3.2, 0, 1);
    sum += fade > 0 ? (vnoise(x * f, y * f, seed + o * 31) - 0.5) * amp * fade : 0;
    lost += amp * (1 - fade);
    amp *= 0.5;
    f *= 2.03;
  }
  // detail finer than a pixel still shows in a photograph, as grain: one value per pixel, never a block
  return lost > 0 ? sum + (hash2(pixel.x, pixel.y, seed) - 0.5) * lost * 0.8 : sum;
}

/** The pixel being shaded (screen coordinates), for the grain of detail finer than a pixel. */
const pixel = { x: 0, y: 0 };

/** How a material looks at ground point (gx, gz) metres, into `look`: 0..1 between its colour and its accent, and a brightness. */
const look = { t: 0, bright: 1 };
function materialAt(m: MaterialSpec, gx: number, gz: number, fp: number, seed: number): void {
  switch (m.kind) {
    case 'lawn': {
      // mowing stripes run away from the camera and converge on the vanishing point
      const stripeFade = clamp(1.4 - (fp / 1.1) * 4, 0, 1);
      const stripe = Math.sin((gx / 1.1) * Math.PI) * 0.5 * stripeFade;
      const blades = fbm(gx * 3, gz, 14, 4, fp, seed);
      const patches = fbm(gx, gz, 0.35, 2, fp, seed + 7);
      look.t = clamp(0.45 + blades * 0.9 + patches * 0.5, 0, 1);
      look.bright = 1 + stripe * 0.16 + blades * 0.55 + patches * 0.2;
      return;
    }
    case 'meadow':
    case 'groundcover': {
      const clumps = fbm(gx, gz, 1.8, 4, fp, seed);
      const fine = fbm(gx * 1.5, gz, 12, 3, fp, seed + 3);
      look.t = clamp(0.5 + clumps * 1.3 + fine * 0.6, 0, 1);
      look.bright = 1 + clumps * 0.35 + fine * 0.5;
      return;
    }
    case 'raked_gravel': {
      // raked lines across the view, gently waving; they fade to an even grain far away
      const period = 0.16;
      const fade = clamp(1.5 - (fp / period) * 2.2, 0, 1);
      const wave = Math.sin((gz + Math.sin(gx * 0.9) * 0.25) * ((2 * Math.PI) / period)) * fade;
      const grain = fbm(gx, gz, 40, 3, fp, seed);
      look.t = clamp(0.35 + wave * 0.35 + grain * 0.8, 0, 1);
      look.bright = 1 + wave * 0.12 + grain * 0.45;
      return;
    }
    case 'gravel':
    case 'dg': {
      const grain = fbm(gx, gz, 30, 4, fp, seed);
      const patches = fbm(gx, gz, 0.6, 2, fp, seed + 5);
      look.t = clamp(0.45 + grain * 1.4 + patches * 0.4, 0, 1);
      look.bright = 1 + grain * 0.55 + patches * 0.15;
      return;
    }
    case 'pebbles': {
      const stones = fbm(gx, gz, 7, 3, fp, seed);
      const s = smooth(-0.04, 0.06, stones);
      look.t = clamp(0.2 + s * 0.7, 0, 1);
      look.bright = 0.82 + s * 0.3;
      return;
    }
    case 'mulch': {
      const chips = fbm(gx * 2.4, gz, 16, 4, fp, seed);
      const coarse = fbm(gx, gz, 1.2, 2, fp, seed + 9);
      look.t = clamp(0.4 + chips * 1.5 + coarse * 0.4, 0, 1);
      look.bright = 1 + chips * 0.6;
      return;
    }
    default: {
      // pavers, brick, flagstone, concrete, stepping stones: units with joints, in ground metres
      const brick = m.kind === 'brick';
      const uw = brick ? 0.22 : m.kind === 'flagstone' ? 0.7 : 0.6;
      const uh = brick ? 0.11 : m.kind === 'flagstone' ? 0.55 : 0.4;
      const row = Math.floor(gz / uh);
      const ox = brick || row % 2 ? uw / 2 : 0;
      const col = Math.floor((gx + ox) / uw);
      const jx = Math.min((((gx + ox) % uw) + uw) % uw, uw - ((((gx + ox) % uw) + uw) % uw));
      const jz = Math.min(((gz % uh) + uh) % uh, uh - (((gz % uh) + uh) % uh));
      const jw = 0.012 + fp * 0.5;
      const joint = m.kind === 'concrete' ? 0 : 1 - smooth(jw * 0.5, jw * 1.5, Math.min(jx, jz));
      const tint = (hash2(col, row, seed) - 0.5) * 0.5;
      const grain = fbm(gx, gz, 20, 3, fp, seed);
      look.t = clamp(0.3 + tint + grain * 0.6 + joint * 0.6, 0, 1);
      look.bright = 1 - joint * 0.35 + grain * 0.35;
      return;
    }
  }
}

/** Radiance of the material at a point: colour, accent and brightness mixed, before the photo's light. */
function shadeMaterial(m: MaterialSpec, gx: number, gz: number, fp: number, seed: number, out: Float32Array, k: number) {
  materialAt(m, gx, gz, fp, seed);
  const { t, bright } = look;
  const [br, bg, bb] = hex(m.color);
  const [ar, ag, ab] = hex(m.accent);
  const r = br + (ar - br) * t;
  const g = bg + (ag - bg) * t;
  const b = bb + (ab - bb) * t;
  // a swatch is purer than the same material photographed outdoors (haze, sky light, the lens): a fifth of its
  // colour goes to grey, so a lawn is not neon and desert gravel not orange beside the photo's own colours
  const grey = 0.299 * r + 0.587 * g + 0.114 * b;
  out[k] = (r + (grey - r) * PHOTO_DESATURATE) * bright;
  out[k + 1] = (g + (grey - g) * PHOTO_DESATURATE) * bright;
  out[k + 2] = (b + (grey - b) * PHOTO_DESATURATE) * bright;
}
const PHOTO_DESATURATE = 0.2;

const luma = (r: number, g: number, b: number) => (0.299 * r + 0.587 * g + 0.114 * b) / 255;

/** How bright each class of ground photographs in daylight, 0..1 (lawn, soil, snow; `Cls` of photo-ground.ts). */
const DAYLIGHT_LUMA: Record<number, number> = { 1: 0.36, 2: 0.38, 4: 0.82 };

/**
 * The daylight brightness of the ground a photo shows (its classes' DAYLIGHT_LUMA, by share): the ground's
 * median brightness over this is the photo's exposure. A new material is then as bright as it would be in
 * that light: white gravel on a lawn photographed in daylight is white, not the lawn's mid-green grey, and at
 * dusk everything is darker alike.
 */
function groundAlbedo(cls: Uint8Array, aw: number, ah: number, grid: Uint8Array, gw: number, cell: number): number {
  let sum = 0;
  let n = 0;
  for (let y = 0; y < ah; y++)
    for (let x = 0; x < aw; x++) {
      const c = cls[y * aw + x]!;
      const d = DAYLIGHT_LUMA[c];
      if (d === undefined || !redesignable(grid[Math.floor(y / cell) * gw + Math.floor(x / cell)]!)) continue;
      sum += d;
      n++;
    }
  return n ? sum / n : DAYLIGHT_LUMA[1]!;
}

function isTree(p: PlantSpec): boolean {
  return p.role === 'tree' || p.form.startsWith('tree') || p.form === 'palm' || p.form === 'pine_cloud';
}

export interface RestyleOptions {
  /** Long side of the result; the photo is never enlarged. Default FULL_PHOTO_SIDE. */
  maxSide?: number;
  /** What must not change (greyscale, white: keep): the homeowner's brush. Default: the photo's pixel keep mask. */
  keep?: Buffer | null;
}

/**
 * Redesigns the lawn and soil of a photo in the plan's style. Output: a PNG of the photo's size (at
 * most `maxSide` on the longer side), so before and after line up pixel for pixel.
 */
export async function restylePhoto(photo: Buffer, plan: DesignPlan, opts: RestyleOptions = {}): Promise<RestyleResult> {
  const maxSide = opts.maxSide ?? FULL_PHOTO_SIDE;
  const { data, info } = await sharp(photo)
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const style = STYLE_CATALOGUE[plan.style];
  const seed = plan.seed;

  // 1. Where the ground is, on a grid at the keep mask's scale (768 px long side).
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
  const region = Buffer.alloc(gw * gh);
  for (let i = 0; i < gw * gh; i++) region[i] = redesignable(grid[i]!) ? 255 : 0;
  const scale = w / aw; // full-resolution pixels per analysis pixel
  const regionUp = await sharp(region, { raw: { width: gw, height: gh, channels: 1 } })
    .resize(w, h, { fit: 'fill', kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const keepUp = await sharp(opts.keep ?? (await photoKeepMask(photo)))
    .resize(w, h, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const band = Math.max(1, cell * scale * 1.5);
  const blurred = (m: Buffer, sigma: number) =>
    sharp(m, { raw: { width: w, height: h, channels: 1 } })
      .blur(sigma)
      .extractChannel(0)
      .raw()
      .toBuffer();
  const [regionA, keepA, keepWide] = await Promise.all([
    // the ground region's edge is feathered over about a grid cell, so where the pixels' own classes do
    // not settle it (brown trees behind a meadow read as soil) it fades into the photo instead of cutting
    blurred(regionUp, Math.max(1.5, cell * scale * 0.7)),
    blurred(keepUp, Math.max(0.8, scale * 0.6)),
    blurred(keepUp, band),
  ]);
  // the pixels' own classes, lightly feathered: the edge of the redesign follows them
  const own = Buffer.alloc(w * h);
  const lawn = Buffer.alloc(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const c = classify(Math.min(255, data[i]! * bal.r), Math.min(255, data[i + 1]! * bal.g), Math.min(255, data[i + 2]! * bal.b), y / h);
      own[y * w + x] = redesignable(c) ? 255 : 0;
      lawn[y * w + x] = c === 1 ? 255 : 0;
    }
  // own: blurred a little wider, so a dark leaf or a shadowed tuft inside the lawn is no hole in it
  const [ownA, lawnA] = await Promise.all([blurred(own, Math.max(1.2, scale * 1.5)), blurred(lawn, Math.max(0.8, scale * 0.7))]);
  const alpha = new Float32Array(w * h);
  for (let p = 0; p < w * h; p++) {
    const r = clamp((regionA[p]! / 255 - 0.08) / 0.84, 0, 1);
    // inside the ground region all of it; across its edge only where the pixel itself is ground
    const a = r <= 0 ? 0 : (r >= 0.999 ? 1 : r * clamp((ownA[p]! / 255) * 2, 0, 1)) * (1 - keepA[p]! / 255);
    // A computed keep mask is a cell or so coarse: within that band of its edge, next to ground, a pixel
    // that is itself lawn is ground (no halo of old lawn round a leg or a post). The homeowner's
    // brush is never second-guessed.
    // Green only: a brown wall base in shade reads as soil, grass is hardly ever a wall. And only inside
    // the ground grid: kept grass-coloured patches of a patchy mask (a hilltop at dusk) stay kept.
    const lawn01 = lawnA[p]! / 255;
    const edge = !opts.keep && lawn01 > 0.6 && keepWide[p]! < 250 && regionA[p]! > 128 ? clamp((lawn01 - 0.6) * 2.5, 0, 1) : 0;
    alpha[p] = Math.max(a, edge);
  }

  // 2. The ground plane: horizon row, and per column the back edge of the ground (where the bed goes).
  const H = (horizonRow(grid, gw, gh) * cell + cell * 0.5) * scale;
  // focal length as wide as the picture: about a 53° horizontal field of view, a phone's main camera
  const ground = { width: w, height: h, horizon: H, focal: w, eye: CAMERA_M };
  const camera = levelCamera(ground);
  const top = new Float32Array(w).fill(-1);
  for (let x = 0; x < w; x++)
    for (let y = 0; y < h; y++)
      if (alpha[y * w + x]! > 0.5) {
        top[x] = y;
        break;
      }
  const win = Math.max(3, Math.round(w * 0.06));
  const topS = new Float32Array(w).fill(-1);
  for (let x = 0; x < w; x++) {
    let s = 0;
    let n = 0;
    for (let k = Math.max(0, x - win); k <= Math.min(w - 1, x + win); k++) {
      if (top[k]! < 0) continue;
      s += top[k]!;
      n++;
    }
    topS[x] = n ? s / n : -1;
  }
  const bedDepth = style.layout.bedEdge === 'curved' ? 1.6 : 1.2;
  /** The front edge of the bed below a back edge at row t0: its depth in metres, but never a sliver on screen. */
  const bedFront = (t0: number, gx: number) => {
    const wave = style.layout.bedEdge === 'curved' ? Math.sin(gx * 0.9 + seed) * 0.3 : 0;
    const metric = camera.rowAt(Math.max(0.5, camera.depthAt(t0) - bedDepth * (1 + wave)));
    return Math.max(metric, t0 + (h - t0) * (0.24 + wave * 0.1));
  };

  // 3. The photo's light: blurred luminance against the ground's median; exposure and colour cast.
  const lum = Buffer.alloc(w * h);
  let sr = 0;
  let sg = 0;
  let sb = 0;
  for (let p = 0; p < w * h; p++) {
    const i = p * 3;
    lum[p] = Math.round(luma(data[i]!, data[i + 1]!, data[i + 2]!) * 255);
    sr += data[i]!;
    sg += data[i + 1]!;
    sb += data[i + 2]!;
  }
  // light: the luminance blurred over about a sixtieth of the picture (shadows, not the old texture);
  // grain: what a blur of a pixel or so takes away (focus and sensor noise, not leaves or blades)
  const [lumA, lumFine] = await Promise.all([
    sharp(lum, { raw: { width: w, height: h, channels: 1 } })
      .blur(Math.max(3, Math.max(w, h) / 60))
      .extractChannel(0)
      .raw()
      .toBuffer(),
    sharp(lum, { raw: { width: w, height: h, channels: 1 } })
      .blur(Math.max(0.6, Math.max(w, h) / 1400))
      .extractChannel(0)
      .raw()
      .toBuffer(),
  ]);
  const hist = new Uint32Array(256);
  let groundN = 0;
  for (let p = 0; p < w * h; p++)
    if (alpha[p]! > 0.5) {
      hist[lumA[p]!]!++;
      groundN++;
    }
  let median = 0.4 * 255;
  for (let v = 0, acc = 0; v < 256 && groundN; v++)
    if ((acc += hist[v]!) >= groundN / 2) {
      median = Math.max(8, v);
      break;
    }
  const meanL = (0.299 * sr + 0.587 * sg + 0.114 * sb) / (w * h) || 1;
  const cast = [
    clamp(0.7 + 0.3 * (sr / (w * h) / meanL), 0.85, 1.15),
    clamp(0.7 + 0.3 * (sg / (w * h) / meanL), 0.85, 1.15),
    clamp(0.7 + 0.3 * (sb / (w * h) / meanL), 0.85, 1.15),
  ];
  const exposure = clamp(median / 255 / groundAlbedo(cls, aw, ah, grid, gw, cell), 0.15, 1.1);

  // 4. The new ground, pixel by pixel where alpha > 0.
  const out = Buffer.from(data);
  const px = new Float32Array(6);
  let changed = 0;
  for (let y = 0; y < h; y++) {
    const gz = camera.depthAt(y);
    const fp = camera.metresPerPixel(y);
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const a = alpha[p]!;
      if (a < 0.004) continue;
      changed++;
      pixel.x = x;
      pixel.y = y;
      const gx = camera.acrossAt(x, y);
      // the bed: the first metre or so in front of the ground's back edge (curved styles wave it)
      let bedT = 0;
      const t0 = topS[x]!;
      if (t0 >= 0) {
        const front = camera.depthAt(bedFront(t0, camera.acrossAt(x, t0)));
        // the bed's front edge is a planted border, not a ruled line: it wanders by a hand's width or two
        // and softens over a few centimetres (more where a pixel is wider than that)
        const e = Math.max(0.06, fp * 2);
        const wander = fbm(gx, gz, 1.3, 3, fp, seed + 13) * 0.5;
        bedT = smooth(front - e, front + e, gz + wander);
      }
      if (bedT < 1) shadeMaterial(style.materials.open, gx, gz, fp, seed, px, 0);
      if (bedT > 0) shadeMaterial(style.materials.bed, gx, gz, fp, seed + 1, px, 3);
      // softened (a power under 1): a forest floor's or a meadow's own light and dark clumps are its old
      // texture as much as its light, and at full strength they come through as blotches on the new ground
      const light = clamp(lumA[p]! / median, 0.3, 1.6) ** 0.6 * exposure;
      // the photo's own fine grain (its high frequencies) stays: the new ground has the photo's focus and noise
      const detail = clamp((lum[p]! - lumFine[p]!) * 0.6, -24, 24);
      const i = p * 3;
      for (let c = 0; c < 3; c++) {
        const m = (px[c]! * (1 - bedT) + px[c + 3]! * bedT) * light * cast[c]! + detail;
        out[i + c] = clamp(Math.round(data[i + c]! * (1 - a) + m * a), 0, 255);
      }
    }
  }

  // 5. The plan's features on the open ground in front of the bed, then planting from the plan's list along
  // the bed, back to front, only on free ground.
  const freeAt = (x: number, y: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi < 0 || yi < 0 || xi >= w || yi >= h) return false;
    return keepA[yi * w + xi]! < 40 && !taken.some((b) => xi >= b[0] && xi <= b[2] && yi >= b[1] && yi <= b[3]);
  };
  /** Screen boxes of the features' footprints: plants and other features keep off them. */
  const taken: [number, number, number, number][] = [];
  const { toGround, toScreen } = camera;
  const onGround = (x: number, y: number) => freeAt(x, y) && alpha[Math.min(h - 1, Math.round(y)) * w + Math.min(w - 1, Math.round(x))]! > 0.5;
  const featureRng = createRng(seed ^ 0xfea7);
  const columns = [0.22, 0.78, 0.4, 0.6, 0.5, 0.12, 0.88, 0.3, 0.7];
  const place = (f: PlacedFeature): PlacedFeature | null => {
    if (groundN === 0) return null;
    if (f.kind === 'stepping_stones') return steppingStones(f);
    const start = featureRng.int(0, columns.length - 1);
    for (let k = 0; k < columns.length; k++) {
      const x = w * columns[(start + k) % columns.length]!;
      const t0 = topS[Math.round(x)]!;
      if (t0 < 0) continue;
      const front = bedFront(t0, toGround(x, t0).x);
      // furthest back first: a feature reads at its true size in the garden, not looming at the lens
      for (let y = front + (h - front) * 0.08; y < h * 0.97; y += Math.max(2, (h - front) / 14)) {
        const at = toGround(x, y);
        const corners = f.footprint.map((q) => toScreen(at.x + q.x - f.x, at.y + q.y - f.y));
        if (corners.some((q) => q.y <= H + 1)) continue;
        if (!corners.every((q) => onGround(q.x, q.y)) || !onGround(x, y)) continue;
        // what stands up from it must stand in front of free ground too, or the kept photo would hide its top
        const rise = (FEATURE_HEIGHT_M[f.kind] ?? 1) * (f.kind === 'boulders' ? f.h : 1);
        const x0 = Math.min(...corners.map((q) => q.x));
        const x1 = Math.max(...corners.map((q) => q.x));
        const top = camera.pixelsPerMetre(y) * rise;
        // never taller on screen than the tallest plant may be (a pergola by the lens would fill the picture)
        if (top > h * 0.3) continue;
        let clear = true;
        for (let i = 0; i <= 6 && clear; i++) for (let j = 1; j <= 6 && clear; j++) clear = freeAt(x0 + ((x1 - x0) * i) / 6, y - (top * j) / 6);
        if (!clear) continue;
        taken.push([
          Math.min(...corners.map((q) => q.x)),
          Math.min(...corners.map((q) => q.y)),
          Math.max(...corners.map((q) => q.x)),
          Math.max(...corners.map((q) => q.y)),
        ]);
        return {
          ...f,
          x: at.x,
          y: at.y,
          footprint: f.footprint.map((q) => ({ x: at.x + q.x - f.x, y: at.y + q.y - f.y })),
          points: f.points?.map((q) => ({ x: at.x + q.x - f.x, y: at.y + q.y - f.y })),
        };
      }
    }
    return null;
  };
  /** A line of stepping stones coming in from the front of the picture to the bed, on free ground only. */
  const steppingStones = (f: PlacedFeature): PlacedFeature | null => {
    const x0 = w * (0.35 + featureRng.range(0, 0.3));
    const t0 = topS[Math.round(x0)]!;
    if (t0 < 0) return null;
    const near = toGround(x0, h * 0.96);
    const far = toGround(x0, bedFront(t0, toGround(x0, t0).x));
    const points: { x: number; y: number }[] = [];
    for (let d = near.y; d < far.y - 0.3; d += 0.62) {
      const p = { x: near.x + Math.sin(d * 0.7 + seed) * 0.45, y: d };
      const q = toScreen(p.x, p.y);
      // a stone by the lens would be a slab across the picture: the path starts where a stone is a tenth of its width
      if (camera.pixelsPerMetre(camera.rowAt(p.y)) * 0.64 > w * 0.1) continue;
      if (onGround(q.x, q.y)) points.push(p);
    }
    if (points.length < 3) return null;
    return { ...f, x: points[0]!.x, y: points[0]!.y, points };
  };
  const featureArt = groundN > 0 ? photoFeatures(plan, ground, place) : { defs: '', flat: '', objects: [], drawn: [] };

  const palette = plan.palette.filter((p) => p.form !== 'groundcover');
  const sprites: string[] = featureArt.flat ? [featureArt.flat] : [];
  const shadows: string[] = [];
  const planted: string[] = [];
  const placed: { y: number; svg: string; shadow: string; id: string | null }[] = featureArt.objects.map((o) => ({
    y: o.row,
    svg: o.svg,
    shadow: '',
    id: null,
  }));
  if (palette.length && groundN > 0) {
    const rng = createRng(seed ^ 0x5eed);
    const fits = (spec: PlantSpec, x: number, y: number, s: number, growth: number) => {
      const e = foliageEllipse(spec, x, y, s, growth);
      let bad = 0;
      for (let i = -3; i <= 3; i++)
        for (let j = -3; j <= 3; j++) {
          if (i * i + j * j > 10) continue;
          if (!freeAt(e.cx + (e.rx * i) / 3, e.cy + (e.ry * j) / 3)) bad++;
        }
      return bad === 0 && alpha[Math.min(h - 1, Math.round(y)) * w + Math.round(x)]! > 0.5;
    };
    const low = palette.filter((p) => !isTree(p));
    const trees = palette.filter(isTree);
    const rows = [
      { at: 0.3, kinds: low.filter((p) => p.role === 'screen' || p.role === 'shrub' || p.role === 'accent') },
      { at: 0.72, kinds: low.filter((p) => p.role === 'perennial' || p.role === 'grass' || p.role === 'accent') },
    ];
    /** The first base row at or below `y0` (down to `y1`) where the plant stands on free ground, at full or smaller growth. */
    const settle = (spec: PlantSpec, x: number, y0: number, y1: number) => {
      for (let y = y0; y <= Math.min(h - 2, y1); y += Math.max(1, (y1 - y0) / 12)) {
        // pixels per metre at the plant's base; never a plant taller than about a quarter of the picture
        // (a horizon estimated too high would draw the back of the bed as a giant's garden)
        const s = Math.min(camera.pixelsPerMetre(y), (h * 0.26) / Math.max(0.3, spec.heightM));
        if (s <= 2) continue;
        for (const growth of [0.9, 0.7, 0.55]) if (fits(spec, x, y, s, growth)) return { y, s, growth };
      }
      return null;
    };
    for (const [r, row] of rows.entries()) {
      const kinds = row.kinds.length ? row.kinds : low.length ? low : palette;
      let x = rng.range(0, w * 0.04);
      let k = r;
      while (x < w) {
        const t0 = topS[Math.min(w - 1, Math.round(x))]!;
        if (t0 < 0) {
          x += w * 0.02;
          continue;
        }
        const front = bedFront(t0, camera.acrossAt(x, t0));
        const spec = kinds[(style.layout.symmetric ? k : k + rng.int(0, 1)) % kinds.length]!;
        const at = settle(spec, x, t0 + (front - t0) * row.at, front + (h - front) * 0.4);
        const sNow = Math.max(1, camera.pixelsPerMetre(t0 + (front - t0) * row.at));
        if (at) {
          const e = foliageEllipse(spec, x, at.y, at.s, at.growth);
          placed.push({
            id: spec.id,
            y: at.y,
            svg: plantSprite({ spec, x, y: at.y, s: at.s, rng, growth: at.growth }),
            shadow: `<ellipse cx="${(x + e.rx * 0.25).toFixed(1)}" cy="${at.y.toFixed(1)}" rx="${(e.rx * 1.05).toFixed(1)}" ry="${Math.max(1, e.rx * 0.28).toFixed(1)}" fill="url(#cs)"/>`,
          });
          k++;
        }
        x += Math.max(6, spec.widthM * (at?.s ?? sNow) * style.layout.spacing * 1.15) * rng.range(0.85, 1.15);
      }
    }
    // one specimen tree from the list, at the open side of the bed, when it fits
    if (trees.length) {
      const spec = trees[0]!;
      for (const fx of rng.next() > 0.5 ? [0.82, 0.18, 0.65, 0.35] : [0.18, 0.82, 0.35, 0.65]) {
        const x = w * fx;
        const t0 = topS[Math.round(x)]!;
        if (t0 < 0) continue;
        const front = bedFront(t0, 0);
        const at = settle(spec, x, (t0 + front) / 2, front);
        if (at) {
          const e = foliageEllipse(spec, x, at.y, at.s, at.growth);
          placed.push({
            id: spec.id,
            y: at.y,
            svg: plantSprite({ spec, x, y: at.y, s: at.s, rng, growth: at.growth }),
            shadow: `<ellipse cx="${(x + e.rx * 0.3).toFixed(1)}" cy="${at.y.toFixed(1)}" rx="${(e.rx * 0.9).toFixed(1)}" ry="${Math.max(1, e.rx * 0.22).toFixed(1)}" fill="url(#cs)"/>`,
          });
          break;
        }
      }
    }
  }
  placed.sort((a, b) => a.y - b.y);
  for (const p of placed) {
    if (p.shadow) shadows.push(p.shadow);
    sprites.push(p.svg);
    if (p.id) planted.push(p.id);
  }
  if (sprites.length) {
    // shadows first (they darken the ground multiplicatively), then the plants and features lit like the photo
    const defs = `<defs>${featureArt.defs}<radialGradient id="cs"><stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="0.55" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>`;
    const doc = (body: string) =>
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${body}</svg>`);
    const [sh, pl] = await Promise.all([
      sharp(doc(shadows.join('')))
        .resize(w, h, { fit: 'fill' })
        .ensureAlpha()
        .raw()
        .toBuffer(),
      sharp(doc(sprites.join('')))
        .resize(w, h, { fit: 'fill' })
        .ensureAlpha()
        .raw()
        .toBuffer(),
    ]);
    // Volume: every plant and feature shaded as a rounded body lit from the upper left (its contact shadow
    // falls to the right), from its own silhouette blurred at two scales (a leaf cluster's edge, a whole
    // crown or stone), with a fine grain of leaves and grit: drawn flat, they read as stickers on a photo.
    const spriteAlpha = Buffer.alloc(w * h);
    for (let p = 0; p < w * h; p++) spriteAlpha[p] = pl[p * 4 + 3]!;
    const fineSigma = Math.max(1.2, Math.max(w, h) / 700);
    const bodySigma = Math.max(4, Math.max(w, h) / 110);
    const [fineA, bodyA] = await Promise.all([blurred(spriteAlpha, fineSigma), blurred(spriteAlpha, bodySigma)]);
    const slope = (m: Buffer, p: number, sigma: number) => {
      const x = p % w;
      const dx = x > 0 && x < w - 1 ? m[p + 1]! - m[p - 1]! : 0;
      const dy = p >= w && p < w * (h - 1) ? m[p + w]! - m[p - w]! : 0;
      // facing the light (from the upper left): the silhouette rises toward the lower right there
      return ((0.6 * dx + 0.8 * dy) / 2 / 255) * sigma * 2.2;
    };
    for (let p = 0; p < w * h; p++) {
      // what the keep mask keeps stands in front of the planting: a plant or its shadow reaching into
      // it is hidden there, as behind a post or a table (House-Lock: the kept pixels are the photo's)
      const free = Math.max(1 - keepA[p]! / 255, alpha[p]!);
      const sa = (sh[p * 4 + 3]! / 255) * free;
      const pa = (pl[p * 4 + 3]! / 255) * free;
      if (sa < 0.004 && pa < 0.004) continue;
      const i = p * 3;
      const light = clamp(lumA[p]! / median, 0.55, 1.35) * clamp(exposure * 1.1, 0.35, 1.15);
      const grain = (hash2(p % w, (p / w) | 0, seed) - 0.5) * 10;
      const leaves = pa > 0.004 ? vnoise((p % w) / (fineSigma * 1.6), ((p / w) | 0) / (fineSigma * 1.6), seed + 17) - 0.5 : 0;
      const shade = pa > 0.004 ? clamp(1 + slope(bodyA, p, bodySigma) * 0.32 + slope(fineA, p, fineSigma) * 0.14 + leaves * 0.22, 0.6, 1.35) : 1;
      for (let c = 0; c < 3; c++) {
        let v = out[i + c]! * (1 - sa * 0.85);
        v = v * (1 - pa) + (pl[p * 4 + c]! * light * shade * cast[c]! + grain) * pa;
        out[i + c] = clamp(Math.round(v), 0, 255);
      }
      if (alpha[p]! < 0.004) changed++;
    }
  }
  // PNG: lossless, so every pixel the redesign did not reach is exactly the photo's; and the studio's
  // downloads are PNG (product §9). Level 3: a 2048 px photo in about half a second.
  const image = await sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .png({ compressionLevel: 3 })
    .toBuffer();
  return { image, contentType: 'image/png', width: w, height: h, changed: changed / (w * h), planted, features: featureArt.drawn };
}
