import { drawnSize, type PlantForm, type PlantSpec } from '@landscape/design';
import { flowerExemplar, plantExemplar, sampleLevel, type FlowerExemplar, type Level, type PlantExemplar, type Pyramid } from './exemplars.ts';
import { clamp, hash2, photographed, vnoise } from './noise.ts';
import type { PhotoLight } from './photo-plane.ts';
import type { PlantSpot } from './photo-plants.ts';

// The plants drawn into a photo from photographed cut-outs (the exemplar library, data/exemplars): real
// leaves, bark and blooms with their irregular silhouettes, the cut-out nearest the plant's form, shifted to
// the plant's own foliage colour, at its mature size by depth, lit by the photo's light (brighter on the
// photo's sunny side), with a soft contact shadow falling away from that light, blooms in the plant's flower
// colour, and hidden behind whatever the keep mask keeps (a post, a table, the house).

/** The cut-outs each form is drawn from (one picked per plant). */
const FORM_ART: Record<PlantForm, PlantExemplar[]> = {
  tree_round: ['green-tree', 'horse-chestnut-tree', 'wide-tree'],
  tree_columnar: ['green-tree'],
  tree_airy: ['birch'],
  tree_olive: ['olive-bush'],
  tree_maple: ['purple-leaf-plum'],
  tree_blossom: ['pear-tree'],
  pine_cloud: ['color-tree7'],
  conifer_column: ['spruce', 'fir'],
  palm: ['palm-tree2'],
  banana: ['palmy'],
  shrub: ['bush', 'bush-low', 'olive-bush'],
  flowering_shrub: ['bush', 'olive-bush'],
  // a photographed crown's dense leaves (drawClipped reads only its middle)
  clipped_ball: ['horse-chestnut-tree'],
  clipped_column: ['horse-chestnut-tree'],
  hedge: ['horse-chestnut-tree'],
  grass: ['grass2', 'dry-grass'],
  strap: ['palmy'],
  spire: ['lavender'],
  perennial: ['herbs'],
  groundcover: ['bush-low'],
  agave: ['palmy'],
  barrel_cactus: ['cactus1'],
  column_cactus: ['cactus1'],
  ocotillo: ['dry-slim-bush1'],
  fern: ['fern'],
  bamboo: ['mais'],
  big_leaf: ['thick-leafes'],
};
/** Forms shaped by the shears: a bush's leaves inside a clipped outline. */
const CLIPPED: PlantForm[] = ['clipped_ball', 'clipped_column', 'hedge'];
/** Forms whose blooms are scattered over them in the plant's flower colour. */
const BLOOMING: PlantForm[] = ['flowering_shrub', 'perennial', 'tree_blossom', 'shrub', 'clipped_ball', 'big_leaf', 'strap', 'fern', 'grass'];
const FLOWERS: FlowerExemplar[] = ['five-petal', 'daisy', 'pompom'];

/** Where the painting goes and what lights it. */
export interface Canvas {
  out: Uint8Array;
  w: number;
  h: number;
  light: PhotoLight;
  /** 0..1 a pixel: how much of a plant shows there (0 behind what the keep mask keeps). */
  visible: Float32Array;
  /** 0..1 a pixel: how much of it has been drawn (the ground, then plants, shadows and features raise it). */
  painted: Float32Array;
}

const px = new Float32Array(4);

function levelAtLeast(p: Pyramid, height: number): Level {
  let l = p.levels[0]!;
  for (const c of p.levels) if (c.height >= height) l = c;
  return l;
}

/** Lays colour `rgb` at coverage `a` over pixel p, in the photo's light there. */
function lay(cv: Canvas, p: number, rgb: Float32Array | number[], a: number, lit: number): void {
  const i = p * 3;
  for (let c = 0; c < 3; c++) cv.out[i + c] = clamp(Math.round(cv.out[i + c]! * (1 - a) + rgb[c]! * lit * cv.light.cast[c]! * a), 0, 255);
  if (a > cv.painted[p]!) cv.painted[p] = a;
}

/** The photo's light on something standing at pixel p (softened: a plant catches light of its own). */
export function litAt(cv: Canvas, p: number): number {
  return clamp(cv.light.lumA[p]! / cv.light.median, 0.55, 1.35) * clamp(cv.light.exposure * 1.1, 0.35, 1.15);
}

/** A soft contact shadow on the ground round the base, falling away from the photo's light. */
export function contactShadow(cv: Canvas, x: number, y: number, width: number): void {
  const rx = width * 0.58;
  const ry = Math.max(1.5, width * 0.16);
  const cx = x - cv.light.sunX * width * 0.25;
  for (let py = Math.floor(y - ry * 1.4); py <= Math.ceil(y + ry * 1.4); py++) {
    if (py < 0 || py >= cv.h) continue;
    for (let qx = Math.floor(cx - rx * 1.4); qx <= Math.ceil(cx + rx * 1.4); qx++) {
      if (qx < 0 || qx >= cv.w) continue;
      const d = ((qx - cx) / rx) ** 2 + ((py - y) / ry) ** 2;
      if (d > 2) continue;
      const p = py * cv.w + qx;
      const k = 1 - 0.5 * Math.exp(-d * 1.6) * cv.visible[p]!;
      const i = p * 3;
      for (let c = 0; c < 3; c++) cv.out[i + c] = Math.round(cv.out[i + c]! * k);
      if (k < 0.97) cv.painted[p] = Math.max(cv.painted[p]!, cv.visible[p]!);
    }
  }
}

/** Per channel, how the cut-out's colours are shifted toward the plant's foliage colour (partly: its own variety stays). */
function tintOf(spec: PlantSpec, art: Pyramid): [number, number, number] {
  const f = photographed(spec.foliage);
  return [0, 1, 2].map((c) => clamp((f[c]! / Math.max(8, art.mean[c]!)) ** 0.65, 0.4, 2.2)) as [number, number, number];
}

/** Draws the plants, back to front, into the canvas; returns how many pixels they covered. A plant in a pot casts no shadow of its own on the ground (`shadow` false: the pot does). */
export async function drawPlants(cv: Canvas, spots: PlantSpot[], seed: number, shadow = true): Promise<number> {
  let covered = 0;
  for (const [k, spot] of spots.entries()) {
    const { spec } = spot;
    const names = FORM_ART[spec.form] ?? FORM_ART.shrub;
    const art = await plantExemplar(names[Math.floor(hash2(k, spec.id.length, seed) * names.length) % names.length]!);
    const size = drawnSize(spec, spot.s, spot.growth);
    const aspect = art.levels[0]!.width / art.levels[0]!.height;
    const clipped = CLIPPED.includes(spec.form);
    const height = size.h;
    // a cut-out keeps about its own proportions; a clipped shape is the plant's own size
    const width = clipped ? size.w : height * aspect * clamp(size.w / height / aspect, 0.75, 1.35);
    if (shadow) contactShadow(cv, spot.x, spot.y, width);
    covered += clipped
      ? drawClipped(cv, spot, art, width, height, tintOf(spec, art))
      : drawCutout(cv, spot, art, width, height, tintOf(spec, art), hash2(k, 7, seed) < 0.5);
    if (spec.flower && BLOOMING.includes(spec.form)) await drawBlooms(cv, spot, art, width, height, seed + k);
  }
  return covered;
}

function drawCutout(cv: Canvas, spot: PlantSpot, art: Pyramid, width: number, height: number, tint: number[], mirror: boolean): number {
  const level = levelAtLeast(art, height);
  // the base sits a little into the ground, not on it
  const y1 = spot.y + height * 0.02;
  const y0 = y1 - height;
  const x0 = spot.x - width / 2;
  const rgb = [0, 0, 0];
  let covered = 0;
  for (let py = Math.max(0, Math.floor(y0)); py < Math.min(cv.h, Math.ceil(y1)); py++) {
    const v = (py + 0.5 - y0) / height;
    for (let qx = Math.max(0, Math.floor(x0)); qx < Math.min(cv.w, Math.ceil(x0 + width)); qx++) {
      let u = (qx + 0.5 - x0) / width;
      if (mirror) u = 1 - u;
      sampleLevel(level, 4, u * level.width - 0.5, v * level.height - 0.5, px, 0);
      const a = px[3]!;
      if (a < 0.02) continue;
      const p = py * cv.w + qx;
      // in a pot, the stems go down into the soil behind the rim
      const vis = a * cv.visible[p]! * (spot.potted ? clamp((1 - v) / 0.16, 0, 1) : 1);
      if (vis < 0.004) continue;
      // lit from the photo's sunny side, a little darker low in the crown
      const side = 1 + 0.16 * cv.light.sunX * (mirror ? 1 - u - 0.5 : u - 0.5) * 2;
      const shade = side * (1.06 - 0.14 * v);
      for (let c = 0; c < 3; c++) rgb[c] = (px[c]! / a) * tint[c]! * shade;
      lay(cv, p, rgb, vis, litAt(cv, p));
      covered++;
    }
  }
  return covered;
}

/**
 * A clipped ball, column or hedge: the cut-out's leaves over a clipped body, an outline that is clipped but
 * still leafy (it wanders a little, and leaves stand out of it), the leaves wrapped round the body (closer
 * together toward its edge), the gaps between them the darker leaves inside, shaded as a rounded body.
 */
function drawClipped(cv: Canvas, spot: PlantSpot, art: Pyramid, width: number, height: number, tint: number[]): number {
  const level = levelAtLeast(art, height * 2);
  const inner = levelAtLeast(art, height);
  const ball = spot.spec.form === 'clipped_ball';
  const y0 = spot.y - height;
  const seed = Math.round(spot.x * 7 + spot.y * 13);
  const rgb = [0, 0, 0];
  const back = new Float32Array(4);
  let covered = 0;
  for (let py = Math.max(0, Math.floor(y0 - height * 0.06)); py < Math.min(cv.h, Math.ceil(spot.y)); py++) {
    const v = (py + 0.5 - y0) / height;
    for (let qx = Math.max(0, Math.floor(spot.x - width * 0.56)); qx < Math.min(cv.w, Math.ceil(spot.x + width * 0.56)); qx++) {
      const u = (qx + 0.5 - (spot.x - width / 2)) / width;
      const nx = (u - 0.5) * 2;
      const ny = (v - 0.5) * 2;
      // inside the outline: a mound (a dome over a broad foot on the ground), or a box with rounded top corners
      const r0 = ball
        ? nx * nx * (ny > 0 ? 0.82 + 0.18 * (1 - ny) : 1) + (ny > 0 ? ny ** 4 : ny * ny)
        : Math.max(Math.abs(nx) ** 4, ny < 0 ? ny ** 4 : 0) + (ny < -0.6 ? ((ny + 0.6) / 0.4) ** 2 * nx * nx : 0);
      // the clipped outline wanders (the shears are held by hand), in lumps and in sprigs
      const t = Math.atan2(ny, nx);
      const r =
        r0 *
        (1 -
          0.22 * (vnoise(Math.cos(t) * 1.6 + 5, Math.sin(t) * 1.6 + 5, seed) - 0.5) -
          0.1 * (vnoise(Math.cos(t) * 6 + 5, Math.sin(t) * 6 + 5, seed + 1) - 0.5));
      if (r > 1.25) continue;
      const nz = Math.sqrt(Math.max(0, 1 - Math.min(1, nx * nx + (ball ? ny * ny : 0))));
      // the leaves wrapped round the body: closer together toward its edge
      const wu = ball ? 0.5 + Math.asin(clamp(nx, -1, 1)) / Math.PI : u;
      const wv = ball ? 0.5 + Math.asin(clamp(ny, -1, 1)) / Math.PI : v;
      sampleLevel(level, 4, (0.24 + 0.52 * wu) * level.width - 0.5, (0.12 + 0.46 * wv) * level.height - 0.5, px, 0);
      const a = px[3]!;
      const p = py * cv.w + qx;
      // a leafy edge: past the clipped surface single leaves and sprigs stand out (leaf-sized noise), ragged, not a line
      const sprig = vnoise((qx * 10) / Math.max(8, width), (py * 10) / Math.max(8, width), seed + 2);
      const edge = clamp((1 - r) * 12, 0, 1) + clamp((sprig - (r - 0.9) / 0.35) * 4, 0, 1) * clamp(a * 1.5, 0, 1);
      const vis = clamp(edge, 0, 1) * cv.visible[p]!;
      if (vis < 0.004) continue;
      sampleLevel(inner, 4, (0.3 + 0.4 * (1 - wu)) * inner.width - 0.5, (0.15 + 0.4 * wv) * inner.height - 0.5, back, 0);
      // a rounded body lit from above and the sunny side, in clumps of leaves that each have their lit top and shaded underside
      const clump = vnoise(wu * 7 + 3, wv * 7, seed + 3);
      const body = 0.62 + 0.4 * (0.7 * nz - 0.4 * ny * (ball ? 1 : 0.3) + 0.3 * cv.light.sunX * nx);
      const shade = clamp(body * (0.8 + 0.4 * clump), 0.4, 1.25);
      const front = r > 1 ? 1 : clamp(a * 1.25, 0, 1);
      for (let c = 0; c < 3; c++) {
        // clipped leaves catch the light leaf by leaf: the cut-out's own light and dark
        // (a bloom of the crown it comes from, far brighter than its leaves, is taken down to a lit leaf)
        const leaf = a > 0.02 ? art.mean[c]! + clamp((px[c]! / a - art.mean[c]!) * 1.15, -art.mean[c]! * 0.7, art.mean[c]! * 0.45) : art.mean[c]!;
        const deep = back[3]! > 0.02 ? (back[c]! / back[3]!) * 0.58 : art.mean[c]! * 0.4;
        rgb[c] = (leaf * front + deep * (1 - front)) * tint[c]! * shade;
      }
      lay(cv, p, rgb, vis, litAt(cv, p));
      covered++;
    }
  }
  return covered;
}

/**
 * Blooms of the plant's own flower colour in small clusters over the upper part of the plant where its leaves
 * are dense: each bloom its own size and a little its own colour, lit as the leaves round it are (a bloom in
 * the crown's shade is in shade too), some half hidden among the leaves.
 */
async function drawBlooms(cv: Canvas, spot: PlantSpot, art: Pyramid, width: number, height: number, seed: number): Promise<void> {
  const flower = await flowerExemplar(FLOWERS[Math.floor(hash2(spot.spec.id.length, 3, seed) * FLOWERS.length) % FLOWERS.length]!);
  const colour = photographed(spot.spec.flower!);
  const bloomLum = 0.299 * flower.mean[0] + 0.587 * flower.mean[1] + 0.114 * flower.mean[2];
  const artLum = Math.max(8, 0.299 * art.mean[0] + 0.587 * art.mean[1] + 0.114 * art.mean[2]);
  const size = Math.max(2.2, 0.07 * spot.s * spot.growth);
  const count = clamp(Math.round((width * height) / (size * size * 14)), 3, 70);
  const shape = art.levels[Math.min(art.levels.length - 1, 3)]!;
  const level = levelAtLeast(flower, size);
  const tone = [0, 0, 0] as [number, number, number];
  for (let n = 0; n < Math.ceil(count / 4); n++) {
    const u0 = 0.15 + 0.7 * hash2(n, 1, seed);
    const v0 = 0.08 + 0.55 * hash2(n, 2, seed);
    const inCluster = 2 + Math.floor(hash2(n, 5, seed) * 5);
    for (let m = 0; m < inCluster; m++) {
      const u = u0 + (hash2(n, 10 + m, seed) - 0.5) * ((size * 3) / width);
      const v = v0 + (hash2(n, 20 + m, seed) - 0.5) * ((size * 2.4) / height);
      sampleLevel(shape, 4, u * shape.width - 0.5, v * shape.height - 0.5, px, 0);
      if (px[3]! < 0.7) continue;
      // the leaves' light there, and the sunny side of the plant
      const leafLit = clamp((0.299 * px[0]! + 0.587 * px[1]! + 0.114 * px[2]!) / px[3]! / artLum, 0.45, 1.3) * (1 + 0.18 * cv.light.sunX * (u - 0.5) * 2);
      const jitter = 0.85 + 0.3 * hash2(n, 30 + m, seed);
      for (let c = 0; c < 3; c++) tone[c] = colour[c]! * leafLit * jitter * (1 + (hash2(n, 40 + m + c, seed) - 0.5) * 0.12);
      // some half hidden among the leaves; a bloom of a few pixels is as much leaf as petal there
      const across = Math.max(2.2, size * (0.6 + 0.6 * hash2(n, 3 + m, seed)));
      const half = (hash2(n, 50 + m, seed) < 0.35 ? 0.55 : 0.95) * clamp(across / 4.5, 0.45, 1);
      drawBloom(cv, level, spot.x - width / 2 + u * width, spot.y - height + v * height, across, tone, bloomLum, half);
    }
  }
}

function drawBloom(cv: Canvas, level: Level, cx: number, cy: number, size: number, colour: [number, number, number], bloomLum: number, cover: number): void {
  const rgb = [0, 0, 0];
  for (let py = Math.max(0, Math.floor(cy - size / 2)); py < Math.min(cv.h, Math.ceil(cy + size / 2)); py++)
    for (let qx = Math.max(0, Math.floor(cx - size / 2)); qx < Math.min(cv.w, Math.ceil(cx + size / 2)); qx++) {
      const u = (qx + 0.5 - (cx - size / 2)) / size;
      const v = (py + 0.5 - (cy - size / 2)) / size;
      sampleLevel(level, 4, u * level.width - 0.5, v * level.height - 0.5, px, 0);
      const a = px[3]!;
      const p = py * cv.w + qx;
      const vis = a * cv.visible[p]! * cover;
      if (vis < 0.02) continue;
      // the bloom's own light and dark (petals, centre) in the plant's flower colour
      const l = (0.299 * px[0]! + 0.587 * px[1]! + 0.114 * px[2]!) / a / Math.max(20, bloomLum);
      for (let c = 0; c < 3; c++) rgb[c] = colour[c]! * clamp(l, 0.35, 1.5);
      lay(cv, p, rgb, vis, litAt(cv, p));
    }
}
