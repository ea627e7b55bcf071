import sharp from 'sharp';
import { STYLE_CATALOGUE, planForPhoto, type DesignPlan, type FeatureKind, type GroundPatch, type MaterialSpec, type PhotoScene } from '@landscape/design';
import { drawFeatures, drawStoneFeatures } from './photo-feature-art.ts';
import { footing, placeFeatures } from './photo-features.ts';
import { matchContrast, matchFocus, paintGround } from './photo-paint-ground.ts';
import { groundPlane, photoLight } from './photo-plane.ts';
import { drawPlants } from './photo-plant-art.ts';
import { placePlants } from './photo-plants.ts';
import { groundRegion, type GroundRegion } from './photo-region.ts';
import { containerPlants, containerSlots, drawContainers } from './photo-containers.ts';
import { readScene, sceneMeasures } from './photo-scene.ts';
import { materialLook, photoGroundLook } from './photo-texture.ts';

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

// The offline redesign of an uploaded photo, photographic (docs/decisions/022-photo-restyle-look.md and
// 039-photo-restyle-from-photographs.md, product §4): the homeowner's own photograph stays the picture, and
// only its ground is redesigned, made of photographs.
//  1. Where: the ground found by colour, position and texture (photo-ground.ts), never inside the keep mask
//     (the homeowner's brush, else the pixel keep mask), its edge following the pixels' own classes,
//     feathered (photo-region.ts).
//  2. The ground plane: the horizon estimated from where the ground ends; rows and columns in ground metres;
//     the bed along the back of the ground (photo-plane.ts).
//  3. The photo's light: its shadows, exposure, colour cast, grain and sunny side (photo-plane.ts).
//  4. The ground: the style's open ground and bed synthesised from photographed exemplars in perspective at
//     true scale, lit and grained like the photo and brought to its focus (photo-texture.ts,
//     photo-paint-ground.ts).
//  5. Features: the plan's lantern, boulders, bird bath, stepping stones… through the photo's own camera, on
//     the open ground in front of the bed, each where its whole footprint is free (photo-features.ts).
//  6. Planting: the plan's own plant list along the bed, at mature size by depth, from photographed cut-outs
//     in the plant's colours and the photo's light, with contact shadows (photo-plants.ts, photo-plant-art.ts).

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
  /** What the photo shows, as read before designing: the plan drawn is `planForPhoto(plan, scene)`. */
  scene: PhotoScene;
}

/** The plan's ground a restyle shows: its open ground and its beds (a photo's own paths and patios stay as they are). */
export const RESTYLED_GROUND: GroundPatch['kind'][] = ['lawn', 'open', 'bed'];

/** Long side of a restyled photo: the photo's own size up to this (product §4: the download is the render). */
export const FULL_PHOTO_SIDE = 2048;
export interface RestyleOptions {
  /** Long side of the result; the photo is never enlarged. Default FULL_PHOTO_SIDE. */
  maxSide?: number;
  /** What must not change (greyscale, white: keep): the homeowner's brush. Default: the photo's pixel keep mask. */
  keep?: Buffer | null;
}

/**
 * Redesigns the ground of a photo in the plan's style. Output: a PNG of the photo's size (at most `maxSide` on
 * the longer side), so before and after line up pixel for pixel.
 */
export async function restylePhoto(photo: Buffer, given: DesignPlan, opts: RestyleOptions = {}): Promise<RestyleResult> {
  const maxSide = opts.maxSide ?? FULL_PHOTO_SIDE;
  const { data, info } = await sharp(photo)
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const style = STYLE_CATALOGUE[given.style];
  const seed = given.seed;
  const region = await groundRegion(photo, data, w, h, opts.keep ?? null);
  const read = readScene(sceneMeasures(region));
  const plane = groundPlane(region, w, h, style, seed);
  const foot = footing(region, w, h);
  // what the keep mask keeps stands in front of the planting: a plant or its shadow reaching into it is hidden
  // there, as behind a post or a table (House-Lock: the kept pixels are the photo's)
  const visible = new Float32Array(w * h);
  for (let p = 0; p < w * h; p++) visible[p] = Math.max(1 - region.keepA[p]! / 255, region.alpha[p]!);
  const out = Buffer.from(data);
  if (read.ground === 'paving') {
    // hard paving only: it stays, and planted containers stand along its edges (as many as it has room for)
    const slots = containerSlots(region, plane, foot);
    const scene = { ...read, containers: slots.length };
    const plan = planForPhoto(given, scene);
    const light = await photoLight(data, w, h, { ...region, alpha: hardAlpha(region, w, h) });
    const canvas = { out, w, h, light, visible, painted: new Float32Array(w * h) };
    await drawContainers(canvas, slots, containerPlants(plan), plan.style, plane, seed);
    const features: FeatureKind[] = slots.length ? ['planter_pots'] : [];
    return { ...(await finish(data, out, w, h, canvas.painted, seed)), planted: plan.plants.map((p) => p.plantId), features, scene };
  }
  // the design fitted to what the photo shows (no sod on a meadow, woodland plants under canopy)
  const scene = read;
  const plan = planForPhoto(given, scene);
  const openMaterial = groundMaterial(plan, ['open', 'lawn']) ?? style.materials.open;
  // sod the photo's scene ruled out (a meadow, a forest floor, dry ground, snow): the photo's own ground stays
  // the open ground, made from itself
  const sodGone = openMaterial.kind !== 'lawn' && (groundMaterial(given, ['open', 'lawn']) ?? style.materials.open).kind === 'lawn';
  const [light, library, bed, own] = await Promise.all([
    photoLight(data, w, h, region),
    materialLook(openMaterial, seed),
    materialLook(groundMaterial(plan, ['bed']) ?? style.materials.bed, seed + 1),
    sodGone ? photoGroundLook(data, w, h, region, plane, seed) : null,
  ]);
  const open = own ?? library;
  if (region.groundN > 0) paintGround(data, out, w, h, { region, plane, light, open, bed, seed });
  const featureArt = placeFeatures(plan, plane, foot, region.groundN);
  const spots = placePlants(plan, style, plane, region, foot);
  const canvas = { out, w, h, light, visible, painted: Float32Array.from(region.alpha) };
  // stepping stones lie on the ground under everything standing
  await drawStoneFeatures(canvas, featureArt, plane, plan.style, seed, true);
  // plants behind the features first, then the features, then the plants in front of them
  const firstRow = Math.min(...featureArt.objects.map((o) => o.row), ...featureArt.stones.filter((q) => q.f.kind !== 'stepping_stones').map((q) => q.row), h);
  await drawPlants(
    canvas,
    spots.filter((s) => s.y < firstRow),
    seed,
  );
  await drawFeatures(canvas, featureArt, seed);
  await drawStoneFeatures(canvas, featureArt, plane, plan.style, seed, false);
  await drawPlants(
    canvas,
    spots.filter((s) => s.y >= firstRow),
    seed + 1,
  );
  return { ...(await finish(data, out, w, h, canvas.painted, seed)), planted: spots.map((s) => s.spec.id), features: featureArt.drawn, scene };
}

/** Everything drawn brought to the photo's own focus and tonal variety; the PNG and the share of the picture changed. */
async function finish(data: Uint8Array, out: Buffer, w: number, h: number, painted: Float32Array, seed: number) {
  await matchFocus(data, out, w, h, painted, seed);
  await matchContrast(data, out, w, h, painted);
  let changed = 0;
  for (let i = 0; i < w * h * 3; i += 3)
    if (Math.abs(out[i]! - data[i]!) + Math.abs(out[i + 1]! - data[i + 1]!) + Math.abs(out[i + 2]! - data[i + 2]!) > 6) changed++;
  // PNG: lossless, so every pixel the redesign did not reach is exactly the photo's; and the studio's
  // downloads are PNG (product §9). Level 3: a 2048 px photo in about half a second.
  const image = await sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .png({ compressionLevel: 3 })
    .toBuffer();
  return { image, contentType: 'image/png' as const, width: w, height: h, changed: changed / (w * h) };
}

/** The hard ground (paving, cobbles, decking) the keep mask leaves free, 0..1 a pixel: where the photo's light on it is measured. */
function hardAlpha(r: GroundRegion, w: number, h: number): Float32Array {
  const a = new Float32Array(w * h);
  for (let p = 0; p < w * h; p++) {
    const x = p % w;
    const c = r.grid[Math.min(r.gh - 1, Math.floor((p - x) / w / r.scale / r.cell)) * r.gw + Math.min(r.gw - 1, Math.floor(x / r.scale / r.cell))];
    a[p] = c === 6 || c === 3 ? 1 - r.keepA[p]! / 255 : 0;
  }
  return a;
}

/** The material of the plan's largest patch of these kinds (the open ground, the beds), if it has one. */
function groundMaterial(plan: DesignPlan, kinds: GroundPatch['kind'][]): MaterialSpec | null {
  const use = plan.materials.find((m) => plan.ground.some((g) => kinds.includes(g.kind) && g.material.id === m.material.id));
  return use?.material ?? null;
}
