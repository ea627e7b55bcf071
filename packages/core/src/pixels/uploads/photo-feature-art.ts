import sharp from 'sharp';
import { FEATURE_HEIGHT_M, type StyleId } from '@landscape/design';
import { materialExemplar } from './exemplars.ts';
import { clamp, hash2, vnoise } from './noise.ts';
import { drawBirdBath } from './photo-bird-bath.ts';
import type { FeatureArt } from './photo-features.ts';
import type { GroundPlane } from './photo-plane.ts';
import type { Canvas } from './photo-plant-art.ts';
import { boulderGroup, boulderLook, drawBoulder, drawSlabs, slabLook } from './photo-stone-art.ts';

// The plan's features (drawn by the address drawings' hand, photo-features.ts) laid into the photo: each is
// shaded as a rounded body lit from the photo's sunny side, from its own silhouette blurred at two scales
// (a stone's edge, a whole boulder), with a fine grain of grit, in the photo's light and colour cast, and
// hidden behind what the keep mask keeps.

/** Draws the features into the canvas; returns how many pixels they covered. */
export async function drawFeatures(cv: Canvas, art: FeatureArt, seed: number): Promise<number> {
  const body = [art.flat, ...art.objects.sort((a, b) => a.row - b.row).map((o) => o.svg)].join('');
  if (!body) return 0;
  const { w, h } = cv;
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${art.defs}</defs>${body}</svg>`);
  // softened by about half a pixel: the drawing's fine hatching and stipple would otherwise read as a grid of
  // pixels against the photo's grain
  const pl = await sharp(svg).resize(w, h, { fit: 'fill' }).ensureAlpha().blur(0.7).raw().toBuffer();
  const spriteAlpha = Buffer.alloc(w * h);
  for (let p = 0; p < w * h; p++) spriteAlpha[p] = pl[p * 4 + 3]!;
  const fineSigma = Math.max(1.2, Math.max(w, h) / 700);
  const bodySigma = Math.max(4, Math.max(w, h) / 110);
  const blur = (sigma: number) =>
    sharp(spriteAlpha, { raw: { width: w, height: h, channels: 1 } })
      .blur(sigma)
      .extractChannel(0)
      .raw()
      .toBuffer();
  const [fineA, bodyA] = await Promise.all([blur(fineSigma), blur(bodySigma)]);
  // the light's direction across the picture (a little from the left when the photo does not say)
  const lx = -0.6 * (cv.light.sunX || -0.5);
  const slope = (m: Buffer, p: number, sigma: number) => {
    const x = p % w;
    const dx = x > 0 && x < w - 1 ? m[p + 1]! - m[p - 1]! : 0;
    const dy = p >= w && p < w * (h - 1) ? m[p + w]! - m[p - w]! : 0;
    // facing the light (from above, on the sunny side): the silhouette rises away from it there
    return ((lx * dx + 0.8 * dy) / 2 / 255) * sigma * 2.2;
  };
  let covered = 0;
  for (let p = 0; p < w * h; p++) {
    const pa = (pl[p * 4 + 3]! / 255) * cv.visible[p]!;
    if (pa < 0.004) continue;
    const x = p % w;
    const y = (p - x) / w;
    const lit = clamp(cv.light.lumA[p]! / cv.light.median, 0.55, 1.35) * clamp(cv.light.exposure * 1.1, 0.35, 1.15);
    // a stone's grit, as strong as a photographed stone's: under a few levels of luminance a block reads as a flat fill
    const grit = (hash2(x, y, seed) - 0.5) * 16;
    // grit a few pixels across (a lattice of 2 px or less would read as a grid of blocks)
    const grain = vnoise(x / Math.max(3.2, fineSigma * 1.6), y / Math.max(3.2, fineSigma * 1.6), seed + 17) - 0.5;
    const shade = clamp(1 + slope(bodyA, p, bodySigma) * 0.32 + slope(fineA, p, fineSigma) * 0.14 + grain * 0.22, 0.6, 1.35);
    const i = p * 3;
    for (let c = 0; c < 3; c++)
      cv.out[i + c] = clamp(Math.round(cv.out[i + c]! * (1 - pa) + (pl[p * 4 + c]! * lit * shade * cv.light.cast[c]! + grit) * pa), 0, 255);
    covered++;
  }
  return covered;
}

/**
 * The plan's stones from photographed rock: the stepping stones lying flat (`flat`: drawn before anything
 * standing), or the boulders and the bird bath (back to front). Returns how many pixels they covered.
 */
export async function drawStoneFeatures(cv: Canvas, art: FeatureArt, plane: GroundPlane, style: StyleId, seed: number, flat: boolean): Promise<number> {
  const { camera, ground } = plane;
  const stones = art.stones.filter((q) => (q.f.kind === 'stepping_stones') === flat);
  if (!stones.length) return 0;
  const [rock, cast] = await Promise.all([materialExemplar('granite'), materialExemplar('concrete')]);
  let covered = 0;
  for (const [k, { f }] of stones.entries()) {
    if (f.kind === 'stepping_stones') covered += drawSlabs(cv, f, camera, rock, slabLook(style), seed + k * 31);
    else if (f.kind === 'boulders') {
      const look = boulderLook(style);
      for (const [j, b] of boulderGroup(f, camera, ground.eye, FEATURE_HEIGHT_M.boulders ?? 0.75, seed + k).entries())
        covered += drawBoulder(cv, b, rock, look, seed + k * 31 + j * 7);
    } else {
      const at = camera.toScreen(f.x, f.y);
      covered += drawBirdBath(cv, at.x, at.y, camera.pixelsPerMetre(at.y), ground.eye / Math.hypot(ground.eye, f.y), cast, seed + k);
    }
  }
  return covered;
}
