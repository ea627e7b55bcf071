import type { AreaId } from '@landscape/contract';
import { styleById } from '../catalogue/style-catalogue.ts';
import { polygonBounds, type Vec2 } from '../geometry.ts';
import { hashString, type Rng, subRng } from '../random.ts';
import type { DesignPlan, FeatureKind, PlacedFeature, Scene } from '../types.ts';
import { type Camera, cameraFor } from './camera.ts';
import { backdropSpec } from './backdrop.ts';
import { drawHouse } from './house-drawing.ts';
import { PLANTED_GROWTH } from './view-check.ts';
import { rasterize, type RenderOptions } from './raster.ts';
import { levelCamera, type PhotoGround } from './level-camera.ts';
import { n, svgDocument } from './svg.ts';
import { Canvas, type Drawable, type Drawn } from './perspective-canvas.ts';
import { drawDriveway, drawPatch, drivewaySvg, existingGround } from './ground-drawing.ts';
import { context, drawFenceRun, fenceFor, sky } from './site-context.ts';
import { addPlant, existingPlants } from './garden-plants.ts';
import { drawFeature } from './feature-drawing.ts';

// One illustrated perspective per area. Everything is modelled in plan metres and projected through
// the area's camera, so beds shrink with distance, plants scale with depth and the house is the same
// object in the "before" and the "after".

const W = 768;

function baseDefs(scene: Scene): string {
  // The sun's glow over a proposal's garden, in the light of the place (backdrop.ts).
  const sun = backdropSpec(scene).sun;
  return `<radialGradient id="sun" cx="0.12" cy="0.05" r="0.9"><stop offset="0" stop-color="${sun.color}" stop-opacity="${sun.opacity}"/><stop offset="1" stop-color="${sun.color}" stop-opacity="0"/></radialGradient>${OBJECT_DEFS}`;
}

/** The paints the drawn objects use (water, glass, a fire's glow, soft shadows), whatever the place. */
const OBJECT_DEFS = [
  '<radialGradient id="shadow"><stop offset="0" stop-color="#101a10" stop-opacity="0.38"/><stop offset="0.7" stop-color="#101a10" stop-opacity="0.18"/><stop offset="1" stop-color="#101a10" stop-opacity="0"/></radialGradient>',
  '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fb8c8"/><stop offset="0.45" stop-color="#5f7a8c"/><stop offset="0.5" stop-color="#8ea7b7"/><stop offset="1" stop-color="#3f5666"/></linearGradient>',
  '<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb6d0"/><stop offset="1" stop-color="#2f6f8f"/></linearGradient>',
  '<radialGradient id="glow"><stop offset="0" stop-color="#ffcf6a" stop-opacity="0.7"/><stop offset="1" stop-color="#ffcf6a" stop-opacity="0"/></radialGradient>',
  '<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>',
].join('');

/** The colour the house is painted in a visibility mask (visibility.ts counts it). */
export const HOUSE_MASK = '#ff00ff';

/** What must not change in a redesign, painted white on black: the keep mask (keep-mask.ts). */
export const KEEP_MASK = { keep: '#ffffff', free: '#000000' } as const;

/**
 * Every fill and stroke of a piece of SVG in one flat colour: mostly opaque marks become opaque, faint
 * ones (a foundation shadow on the lawn, a siding line) are left out, as the eye reads them.
 */
function flat(svg: string, color: string): string {
  return `<g fill="${color}">${svg
    .replace(/fill="(?!none")[^"]*"/g, `fill="${color}"`)
    .replace(/stroke="(?!none")[^"]*"/g, `stroke="${color}"`)
    .replace(/ ((?:fill-|stroke-)?opacity)="([^"]*)"/g, (_m, attr: string, v: string) => (Number(v) < 0.5 ? ` ${attr}="0"` : ''))}</g>`;
}

function compose(c: Canvas, skyRng: Rng, warm: boolean, houseMask = false, keepMask: false | 'all' | 'house' = false, frameEffects = true): string {
  const back = c.objects.filter((o) => o.behindHouse).sort((a, b) => b.depth - a.depth);
  const front = c.objects.filter((o) => !o.behindHouse).sort((a, b) => b.depth - a.depth);
  const house = drawHouse(c.cam, c.scene.house);
  if (keepMask) {
    // The house, the driveway and the trees the plan keeps in white; everything the design may change,
    // and everything standing in front of what it keeps, in black.
    // 'house' keeps the house alone (tests compare it with the house the renderer draws).
    const all = keepMask === 'all';
    const obj = (o: Drawable) => flat(o.svg, o.keep && all ? KEEP_MASK.keep : KEEP_MASK.free);
    const body =
      `<rect width="${c.cam.width}" height="${c.cam.height}" fill="${KEEP_MASK.free}"/>` +
      (all ? flat(drivewaySvg(c), KEEP_MASK.keep) : '') +
      back.map(obj).join('') +
      flat(house, KEEP_MASK.keep) +
      front.map(obj).join('');
    return svgDocument(c.cam.width, c.cam.height, baseDefs(c.scene) + c.defs.join(''), body);
  }
  const body =
    sky(c, skyRng) +
    c.ground.join('') +
    back.map((o) => o.svg).join('') +
    // Late-morning sun from the upper left warms the proposal's garden; it is laid under the house
    // so the house keeps exactly the pixels of the before image.
    (warm && !houseMask && frameEffects ? `<rect width="${c.cam.width}" height="${c.cam.height}" fill="url(#sun)"/>` : '') +
    (houseMask ? house.replace(/fill="[^"]*"/g, `fill="${HOUSE_MASK}"`).replace(/stroke="[^"]*"/g, `stroke="${HOUSE_MASK}"`) : house) +
    front.map((o) => o.svg).join('') +
    (houseMask || !frameEffects ? '' : `<rect width="${c.cam.width}" height="${c.cam.height}" fill="url(#vignette)"/>`);
  return svgDocument(c.cam.width, c.cam.height, baseDefs(c.scene) + c.defs.join(''), body);
}

/** `houseMask` and `keepMask` as for designSvg: the before's house in one colour, or its keep mask. */
export function originalSvg(scene: Scene, area: AreaId, size = W, opts: { houseMask?: boolean; keepMask?: false | 'all' | 'house' } = {}): string {
  const cam = cameraFor(scene, area, size, size);
  const c = new Canvas(cam, scene);
  context(c, area);
  existingGround(c, subRng(scene.seed, 'ground'), null);
  existingPlants(c, subRng(scene.seed, 'plants'), null);
  return compose(c, subRng(scene.seed, 'sky'), false, opts.houseMask, opts.keepMask);
}

/**
 * `houseMask` paints the house in one flat colour; `planting: false` leaves out the plan's plants and
 * `features: false` its built features (the trees already standing are drawn either way): the renders
 * a house-visibility measure compares.
 */
export function designSvg(scene: Scene, plan: DesignPlan, size = W, opts: DesignDrawingOptions = {}): string {
  return designDrawing(scene, plan, size, opts).svg;
}

/** A design's drawing and what it shows of the plan (the plan's own plants and features, as drawn). */
export interface DesignDrawingOptions {
  houseMask?: boolean;
  keepMask?: false | 'all' | 'house';
  planting?: boolean;
  features?: boolean;
  /** Every plant at its true size this many years after planting (the growth stages); else the render's usual look. */
  ageYears?: number;
}

export function designDrawing(scene: Scene, plan: DesignPlan, size = W, opts: DesignDrawingOptions = {}): { svg: string; drawn: Drawn } {
  const planting = opts.planting ?? true;
  const features = opts.features ?? true;
  const cam = cameraFor(scene, plan.area, size, size);
  const c = new Canvas(cam, scene);
  const style = styleById(plan.style);
  context(c, plan.area, fenceFor(style));
  // Cottage styles put a white picket fence along the street, open at the walk and the drive.
  if ((style.id === 'cottage_garden' || style.id === 'english_cottage') && (plan.area === 'front_yard' || plan.area === 'walkway')) {
    const drive = polygonBounds(scene.driveway);
    const walk = plan.ground.find((g) => g.kind === 'path');
    const gate = walk ? polygonBounds(walk.polygon) : { x: scene.zones.walkway.entry.x - 0.7, w: 1.4 };
    const cuts = [
      [drive.x - 0.2, drive.x + drive.w + 0.2],
      [gate.x - 0.3, gate.x + gate.w + 0.3],
    ].sort((p, q) => p[0] - q[0]);
    let from = 0.1;
    for (const [c0, c1] of cuts) {
      if (c0 - from > 0.5) drawFenceRun(c, { x: from, y: 0.12 }, { x: c0, y: 0.12 }, { kind: 'picket', color: '#f7f5ef' }, 0.9);
      from = Math.max(from, c1);
    }
    if (scene.lot.width - 0.1 - from > 0.5)
      drawFenceRun(c, { x: from, y: 0.12 }, { x: scene.lot.width - 0.1, y: 0.12 }, { kind: 'picket', color: '#f7f5ef' }, 0.9);
  }
  existingGround(c, subRng(scene.seed, 'ground'), plan.area);
  // Each object draws its texture and its sprite from a stream of its own (objectRng), so a plan edited
  // in one place draws every other object exactly as before (docs/product.md, product §10).
  const base = (plan.seed ^ scene.seed ^ hashString(`render:${plan.area}:${plan.style}`)) >>> 0;
  const open = plan.ground.find((g) => g.kind === 'open')?.material ?? style.materials.open;
  const stoneEdging = plan.featureKinds.includes('stone_edging');
  for (const g of plan.ground) drawPatch(c, g, objectRng(base, `g:${g.kind}:${g.material.id}`, g.polygon[0]), style, open, stoneEdging);
  // The driveway is kept: redraw it over open ground laid across the whole zone.
  drawDriveway(c);
  existingPlants(c, subRng(scene.seed, 'plants'), plan.area, plan.existingTrees);
  if (features) {
    for (const f of plan.features) {
      const before = c.objects.length + c.ground.length;
      drawFeature(c, f, style, objectRng(base, `f:${f.kind}`, f));
      const points = f.points?.length ? f.points : [{ x: f.x, y: f.y }];
      if (c.objects.length + c.ground.length > before && points.some((p) => c.inFrame(p))) c.drawn.features.add(f.kind);
    }
  }
  if (planting) for (const p of plan.plants) addPlant(c, p.plantId, p, objectRng(base, `p:${p.plantId}`, p), PLANTED_GROWTH, opts.ageYears);
  return { svg: compose(c, subRng(scene.seed, 'sky'), true, opts.houseMask, opts.keepMask), drawn: c.drawn };
}

/**
 * The whole property through any camera, with every given plan laid in its own area at once (none: as
 * it is): one face of the virtual tour's panorama (renderer/panorama.ts). No vignette or sun glow,
 * which would mark the seams between faces; `houseMask` paints the house in one colour.
 */
export function propertyDrawing(
  scene: Scene,
  plans: DesignPlan[],
  cam: Camera,
  opts: { houseMask?: boolean; face?: number } = {},
): { svg: string; drawn: Drawn } {
  const c = new Canvas(cam, scene);
  c.sector = true;
  // Stood at the side gate, the gate's return is open, as in the side yard's own view.
  context(c, 'side_yard', plans[0] ? fenceFor(styleById(plans[0].style)) : null);
  const areas = plans.map((p) => p.area);
  existingGround(c, subRng(scene.seed, 'ground'), areas);
  // each object from its own stream, as in the area's own render (designSvg)
  const bases = plans.map((plan) => (plan.seed ^ scene.seed ^ hashString(`render:${plan.area}:${plan.style}`)) >>> 0);
  plans.forEach((plan, i) => {
    const style = styleById(plan.style);
    const open = plan.ground.find((g) => g.kind === 'open')?.material ?? style.materials.open;
    const stoneEdging = plan.featureKinds.includes('stone_edging');
    for (const g of plan.ground) drawPatch(c, g, objectRng(bases[i]!, `g:${g.kind}:${g.material.id}`, g.polygon[0]), style, open, stoneEdging);
  });
  drawDriveway(c);
  existingPlants(
    c,
    subRng(scene.seed, 'plants'),
    areas,
    plans.flatMap((p) => p.existingTrees),
  );
  plans.forEach((plan, i) => {
    const style = styleById(plan.style);
    for (const f of plan.features) drawFeature(c, f, style, objectRng(bases[i]!, `f:${f.kind}`, f));
    for (const p of plan.plants) addPlant(c, p.plantId, p, objectRng(bases[i]!, `p:${p.plantId}`, p), PLANTED_GROWTH);
  });
  return { svg: compose(c, subRng(scene.seed, `sky:${opts.face ?? 0}`), plans.length > 0, opts.houseMask, false, false), drawn: c.drawn };
}

/**
 * The features drawFeature draws as things standing or lying on the ground, with how tall each is drawn
 * (metres, its tallest part: a fire's flames, an umbrella, a potted plant; boulders: times their depth).
 * The other features are ground, planting or unseen.
 */
export const FEATURE_HEIGHT_M: Readonly<Partial<Record<FeatureKind, number>>> = {
  fire_pit: 1.1,
  water_feature: 1.5,
  pergola: 2.95,
  patio_seating: 2.5,
  raised_vegetable_beds: 0.75,
  lighting: 0.65,
  seating_bench: 1.0,
  boulders: 0.75,
  planter_pots: 1.4,
  stone_lantern: 1.3,
  arbor: 2.8,
  bird_bath: 0.76,
  stepping_stones: 0,
  hot_tub: 1.0,
  outdoor_kitchen: 1.3,
  storage_shed: 2.7,
  trampoline: 2.45,
  swing_set: 2.5,
  hammock: 1.6,
  compost_bins: 1.0,
};

/**
 * The plan's features drawn into a homeowner's photo by the same hand as the address drawings, through the
 * photo's own level camera: ground metres, x across the picture, y away from the camera. `place` says where
 * each one stands on the photo's free ground (null: no room for it there). Answers the paints the pieces
 * use, what lies flat on the ground, and the standing objects back to front with the row of their base (a
 * caller interleaves them with its own plants), and which features were drawn.
 */
export function photoFeatures(
  plan: DesignPlan,
  ground: PhotoGround,
  place: (f: PlacedFeature) => PlacedFeature | null,
): { defs: string; flat: string; objects: { row: number; svg: string }[]; drawn: FeatureKind[] } {
  // the principal row is the camera's middle: a frame twice as tall as the photo, shifted so the horizon
  // falls on its row (and the frame's side planes clip far outside the photo, never inside it)
  const half = Math.max(ground.height, ground.horizon);
  const cam: Camera = {
    pos: { x: 0, y: 0, z: ground.eye },
    forward: { x: 0, y: 1, z: 0 },
    right: { x: 1, y: 0, z: 0 },
    up: { x: 0, y: 0, z: 1 },
    focal: ground.focal,
    width: ground.width,
    height: half * 2,
  };
  const shift = (svg: string) => (svg ? `<g transform="translate(0 ${n(ground.horizon - half)})">${svg}</g>` : '');
  const c = new Canvas(cam, null);
  const style = styleById(plan.style);
  const base = (plan.seed ^ hashString(`photo:${plan.area}:${plan.style}`)) >>> 0;
  const drawn: FeatureKind[] = [];
  for (const f of plan.features) {
    if (FEATURE_HEIGHT_M[f.kind] === undefined) continue;
    const at = place(f);
    if (!at) continue;
    const before = c.objects.length + c.ground.length;
    drawFeature(c, at, style, objectRng(base, `f:${f.kind}`, f));
    if (c.objects.length + c.ground.length > before && !drawn.includes(f.kind)) drawn.push(f.kind);
  }
  const camera = levelCamera(ground);
  const objects = c.objects.sort((a, b) => b.depth - a.depth).map((o) => ({ row: camera.rowAt(Math.max(0.3, o.depth)), svg: shift(o.svg) }));
  return { defs: OBJECT_DEFS + c.defs.join(''), flat: shift(c.ground.join('')), objects, drawn };
}

/** The random stream of one drawn object: from the design's seed, what the object is and where it stands. */
function objectRng(base: number, what: string, at: Vec2 | undefined): Rng {
  return subRng(base, `${what}:${at ? `${Math.round(at.x * 1000)},${Math.round(at.y * 1000)}` : ''}`);
}

export async function renderOriginal(scene: Scene, area: AreaId, opts: RenderOptions = {}): Promise<Buffer> {
  return rasterize(originalSvg(scene, area), opts);
}

export async function renderDesign(scene: Scene, plan: DesignPlan, opts: RenderOptions & { ageYears?: number } = {}): Promise<Buffer> {
  return rasterize(designSvg(scene, plan, W, { ageYears: opts.ageYears }), opts);
}
