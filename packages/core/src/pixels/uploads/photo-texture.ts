import sharp from 'sharp';
import type { MaterialSpec } from '@landscape/design';
import { groundExemplar, pyramidOf, sampleLevel, type GroundExemplar, type Pyramid } from './exemplars.ts';
import type { GroundPlane } from './photo-plane.ts';
import type { GroundRegion } from './photo-region.ts';
import { clamp, hash2, photographed, vnoise } from './noise.ts';

// New ground from photographed exemplars by patch-based texture synthesis, in the ground plane's metres.
// A triangular lattice is laid on the ground; each lattice point takes a random patch of the exemplar
// (a random place in it, sometimes mirrored), and every point of the ground blends the patches of the
// three lattice points round it. The blend keeps the exemplar's contrast (its variance, not a washed-out
// average: Heitz and Neyret's histogram-preserving blending, without the Gaussian remapping), so the
// result has the photograph's grain and tones and no two places repeat: no visible tiling. A patch never
// reaches past the exemplar's edge, so an exemplar need not tile. Far away, a smaller level of the
// exemplar's pyramid is read (about one texel a pixel), dithered between two levels so there is no band.

/** How a material is made from the library: which exemplar, and how many metres it spans across. */
const SOURCES: Record<MaterialSpec['kind'], { exemplar: GroundExemplar; metres: number }> = {
  lawn: { exemplar: 'lawn', metres: 1.0 },
  meadow: { exemplar: 'meadow', metres: 3.0 },
  groundcover: { exemplar: 'lawn', metres: 0.45 },
  gravel: { exemplar: 'gravel', metres: 0.9 },
  dg: { exemplar: 'gravel', metres: 0.7 },
  raked_gravel: { exemplar: 'gravel', metres: 0.8 },
  pebbles: { exemplar: 'pebbles', metres: 1.2 },
  mulch: { exemplar: 'bark', metres: 0.5 },
  // the restyle lays no paths or patios on a photo; a paving material here still gets a stony ground
  pavers: { exemplar: 'gravel', metres: 0.9 },
  brick: { exemplar: 'gravel', metres: 0.9 },
  flagstone: { exemplar: 'gravel', metres: 0.9 },
  concrete: { exemplar: 'gravel', metres: 0.9 },
  stepping_stones: { exemplar: 'gravel', metres: 0.9 },
};

/** Lattice spacing, in exemplar widths: each patch is about this far across the ground's blend. */
const LATTICE = 0.28;
const ROW = Math.sqrt(3) / 2;

/** A material ready to draw: its exemplar, span and the colours it is shifted to. */
export interface MaterialLook {
  kind: MaterialSpec['kind'];
  pyramid: Pyramid;
  /** Metres across the exemplar. */
  metres: number;
  color: [number, number, number];
  accent: [number, number, number];
  seed: number;
  /** Taken from the homeowner's photo itself: already in its light, exposure and colour. */
  native?: boolean;
  /** Metres the exemplar spans along the depth, when it is not `metres` (a patch of the photo seen foreshortened). */
  depthMetres?: number;
}

export async function materialLook(m: MaterialSpec, seed: number): Promise<MaterialLook> {
  const src = SOURCES[m.kind] ?? SOURCES.gravel;
  return { kind: m.kind, pyramid: await groundExemplar(src.exemplar), metres: src.metres, color: photographed(m.color), accent: photographed(m.accent), seed };
}

/**
 * The photo's own ground as an exemplar (its meadow, forest floor, dry grass or snow, in its own light and
 * grain): the largest square of pure ground low in the picture, stretched upright by its foreshortening so it
 * reads as seen from above, spanning what it spans on the ground. Null when the photo has no such square.
 */
export async function photoGroundLook(
  data: Uint8Array,
  w: number,
  h: number,
  region: GroundRegion,
  plane: GroundPlane,
  seed: number,
): Promise<MaterialLook | null> {
  const { horizon, focal, eye } = plane.ground;
  const pure = (x0: number, y0: number, sw: number, sh: number) => {
    for (let y = y0; y < y0 + sh; y += 3) for (let x = x0; x < x0 + sw; x += 3) if (region.alpha[y * w + x]! < 0.99) return false;
    return true;
  };
  for (const side of [256, 192, 128, 96, 64, 48].filter((s) => s <= Math.min(w, h) * 0.4)) {
    for (let yb = h - 2; yb > horizon + side; yb -= Math.max(4, side / 4)) {
      for (
        let x0 = Math.round((w - side) / 2), step = 0;
        x0 >= 0 && x0 + side <= w && step < 12;
        step++, x0 += (step % 2 ? 1 : -1) * step * Math.round(side / 3)
      ) {
        if (!pure(x0, yb - side, side, side)) continue;
        // a square on screen, taken as it is (resampling it would leave a pattern of rows): it spans its width
        // across the ground and that times its foreshortening in depth
        const crop = await sharp(data, { raw: { width: w, height: h, channels: 3 } })
          .extract({ left: x0, top: yb - side, width: side, height: side })
          .raw()
          .toBuffer();
        const pyramid = pyramidOf(crop, side, side);
        const metres = (side * eye) / Math.max(1, yb - side / 2 - horizon);
        const k = focal / Math.max(1, yb - side / 2 - horizon);
        return { kind: 'meadow', pyramid, metres, depthMetres: metres * k, color: pyramid.mean, accent: pyramid.mean, seed, native: true };
      }
    }
  }
  return null;
}

/** log2 of exemplar texels under one pixel whose footprint is `fp` metres: the pyramid level to read. */
export function levelFor(look: MaterialLook, fp: number): number {
  return Math.log2(Math.max(1e-6, (fp * look.pyramid.levels[0]!.width) / look.metres));
}

const taps = new Float32Array(9);
const VA = new Int32Array(3);
const VB = new Int32Array(3);
const WR = new Float64Array(3);

/**
 * The material at ground point (gx across, gz away) metres, into `out` from index `o` (RGB, 0..255 before
 * the photo's light): `lod` from levelFor, `px`/`py` the pixel (its dither between pyramid levels), `tone` 0..1
 * from the material's colour to its accent.
 */
export function synthesize(look: MaterialLook, gx: number, gz: number, lod: number, px: number, py: number, tone: number, out: Float32Array, o: number): void {
  const { pyramid, metres, seed } = look;
  const levels = pyramid.levels;
  // half a level finer than the footprint: a little aliasing reads as grain, a level too coarse as a smooth fill
  const li = clamp(Math.floor(lod - 0.5 + hash2(px, py, seed + 5)), 0, levels.length - 1);
  const level = levels[li]!;
  // lattice coordinates (exemplar widths over LATTICE); the exemplar's rows run away from the camera
  const u = gx / metres / LATTICE;
  const v = -gz / (look.depthMetres ?? metres) / LATTICE;
  const b = v / ROW;
  const a = u - 0.5 * b;
  const ia = Math.floor(a);
  const ib = Math.floor(b);
  const fa = a - ia;
  const fb = b - ib;
  const lower = fa + fb < 1;
  const va = VA;
  const vb = VB;
  const wr = WR;
  if (lower) {
    va[0] = ia;
    vb[0] = ib;
    wr[0] = 1 - fa - fb;
  } else {
    va[0] = ia + 1;
    vb[0] = ib + 1;
    wr[0] = fa + fb - 1;
  }
  va[1] = ia + 1;
  vb[1] = ib;
  wr[1] = lower ? fa : 1 - fb;
  va[2] = ia;
  vb[2] = ib + 1;
  wr[2] = lower ? fb : 1 - fa;
  let wsum = 0;
  let w2 = 0;
  const span = 1 - 2 * LATTICE;
  for (let k = 0; k < 3; k++) {
    const w = wr[k]! ** 3;
    wr[k] = w;
    wsum += w;
    // this lattice point's patch: a random place in the exemplar, a patch's reach from its edge
    const ox = LATTICE + hash2(va[k]!, vb[k]!, seed) * span;
    const oy = LATTICE + hash2(va[k]!, vb[k]!, seed + 1) * span;
    const mirror = hash2(va[k]!, vb[k]!, seed + 2) < 0.5 ? -1 : 1;
    const du = (u - (va[k]! + 0.5 * vb[k]!)) * LATTICE;
    const dv = (v - vb[k]! * ROW) * LATTICE;
    sampleLevel(level, 3, (ox + mirror * du) * level.width - 0.5, (oy + dv) * level.height - 0.5, taps, k * 3);
  }
  for (let k = 0; k < 3; k++) {
    wr[k] = wr[k]! / wsum;
    w2 += wr[k]! * wr[k]!;
  }
  const norm = 1 / Math.sqrt(w2);
  const tex = TEX;
  for (let c = 0; c < 3; c++) {
    const mean = pyramid.mean[c]!;
    // variance-preserving blend round the exemplar's mean: the blend keeps the photograph's contrast
    let s = 0;
    for (let k = 0; k < 3; k++) s += wr[k]! * (taps[k * 3 + c]! - mean);
    tex[c] = s * norm;
  }
  if (look.kind === 'raked_gravel') rakes(gx, gz, lod, look, tex);
  else RAKE[0] = RAKE[1] = 1;
  for (let c = 0; c < 3; c++) {
    const mean = pyramid.mean[c]!;
    const target = look.color[c]! + (look.accent[c]! - look.color[c]!) * tone;
    out[o + c] = Math.max(0, (mean + tex[c]! * RAKE[1]!) * (target / Math.max(1, mean)) * RAKE[0]!);
  }
}

const TEX = new Float32Array(3);
/** The rake's light on the gravel (a gain) and its gain on the gravel's own contrast. */
const RAKE = new Float32Array(2);

/**
 * Raked furrows across the view, in the gravel itself: the stones heaped into rounded ridges and troughs whose
 * slopes take the light unevenly (a rake pressed harder here and there), the larger and brighter stones
 * standing out of the furrow's line (its phase moves with the gravel's own light and dark) and the troughs'
 * gaps in shade (the gravel's contrast stronger there). They fade to the gravel's grain where a furrow would be
 * finer than a few pixels. Into RAKE: the light's gain and the contrast's gain.
 */
function rakes(gx: number, gz: number, lod: number, look: MaterialLook, tex: Float32Array): void {
  const period = 0.16;
  const texel = (look.metres / look.pyramid.levels[0]!.width) * 2 ** lod;
  const fade = clamp(1.5 - (texel / period) * 2.2, 0, 1);
  if (fade <= 0) {
    RAKE[0] = RAKE[1] = 1;
    return;
  }
  const m = look.pyramid.mean;
  const lum = (0.299 * tex[0]! + 0.587 * tex[1]! + 0.114 * tex[2]!) / Math.max(8, 0.299 * m[0] + 0.587 * m[1] + 0.114 * m[2]);
  const press = 0.55 + 0.9 * vnoise(gx * 1.1 + 40, gz * 1.1, look.seed + 3);
  const phase = ((gz + Math.sin(gx * 0.9) * 0.25 + (vnoise(gx * 2.3, gz * 0.7, look.seed + 4) - 0.5) * 0.05) / period + lum * 0.35) * 2 * Math.PI;
  const ridge = Math.cos(phase);
  // the slope facing the sky behind the garden is lit, the one facing the camera in its own shade
  RAKE[0] = 1 + (Math.sin(phase) * 0.08 + ridge * 0.035) * press * fade;
  RAKE[1] = 1 + Math.max(0, -ridge) * 0.45 * press * fade;
}
