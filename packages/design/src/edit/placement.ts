import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import { styleById } from '../catalogue/style-catalogue.ts';
import { isCrop } from '../edibles.ts';
import { circleHitsPolygon, polygonBounds, polygonCentroid, type Polygon, type Vec2 } from '../geometry.ts';
import { project, scaleAt, type Camera } from '../renderer/camera.ts';
import type { DesignPlan, FeatureKind, PlacedFeature, PlacedPlant, PlantSpec, Scene } from '../types.ts';

// Where a designer puts what an edit adds (docs/decisions/045): clear of other objects and the room they
// are used in, seen in the picture rather than hidden behind something, and a shade tree where its shade
// falls on the sitting area or on the house's hot side in the afternoon.

/** Room around an added object that it is used in: in front of a bench, around a bird bath, beside a path. */
export const USE_SPACE: Partial<Record<FeatureKind, number>> = {
  seating_bench: 0.6,
  bird_bath: 0.4,
  stone_lantern: 0.3,
  planter_pots: 0.3,
  boulders: 0.3,
  water_feature: 0.5,
  lighting: 0.1,
};
/** The least room kept between an added object and anything else (a path's edge, another's seats). */
export const CLEARANCE = 0.3;
/** Objects that never stand under a tree's canopy: fire under branches, play and roofs under falling limbs. */
export const NO_CANOPY = new Set<FeatureKind>(['fire_pit', 'trampoline', 'swing_set', 'pergola', 'hot_tub', 'storage_shed', 'outdoor_kitchen']);
/** The seats around a fire pit stand 1.55 m from its centre: its footprint takes them in (radius 2.1 m, as a plan's). */
export const FIRE_PIT_REACH = 2.1;

/** A polygon grown by `by` metres about its centre (enough for the small, roughly round footprints of added objects). */
export function grown(poly: Polygon, by: number): Polygon {
  if (by <= 0) return poly;
  const c = polygonCentroid(poly);
  const b = polygonBounds(poly);
  const k = 1 + by / Math.max(0.1, Math.min(b.w, b.h) / 2);
  return poly.map((p) => ({ x: c.x + (p.x - c.x) * k, y: c.y + (p.y - c.y) * k }));
}

/** The trees standing in a plan (planted and kept), as canopy circles. */
export function canopies(plan: Pick<DesignPlan, 'existingTrees'>, plants: PlacedPlant[]): { x: number; y: number; r: number }[] {
  const planted = plants.filter((p) => PLANT_LIBRARY[p.plantId]?.role === 'tree').map((p) => ({ x: p.x, y: p.y, r: p.canopy }));
  return [...plan.existingTrees, ...planted];
}

/** Whether a footprint lies under a canopy. */
export const underCanopy = (poly: Polygon, trees: { x: number; y: number; r: number }[]) => trees.some((t) => circleHitsPolygon(t, t.r * 0.9, poly));

// ---- the shade tree ---------------------------------------------------------------------

const SHADE_WORDS = /\bshade\b|\bshady\b|sombra|遮阴|遮荫|树荫|阴凉/i;
/** Whether an instruction asks for shade ('a shade tree', 'un árbol de sombra', '遮阴树'). */
export const wantsShade = (clause: string) => SHADE_WORDS.test(clause);

const BROAD = new Set<PlantSpec['form']>(['tree_round', 'tree_maple', 'tree_airy', 'tree_olive', 'tree_blossom']);

/**
 * Trees that cast shade, to try in turn: broad-crowned ones of the design's own, then its style's, then any
 * that fits (`fits`), each list with the crowns nearest 6 m across first (wide enough to shade a table,
 * not so wide that no yard has room for it).
 */
export function shadeTreesFor(plan: DesignPlan, fits: (p: PlantSpec) => boolean): PlantSpec[] {
  const style = styleById(plan.style);
  const broad = (list: PlantSpec[]) =>
    list
      .filter((p) => p.role === 'tree' && BROAD.has(p.form) && p.widthM >= 4 && !isCrop(p) && fits(p))
      .sort((a, b) => Math.abs(a.widthM - 6) - Math.abs(b.widthM - 6) || a.id.localeCompare(b.id));
  const all = [...broad(plan.palette), ...broad([...style.plants, ...style.lookAlikes]), ...broad(Object.values(PLANT_LIBRARY))];
  return [...new Set(all)].slice(0, 4);
}

/** Sitting places used by day: where a tree's afternoon shade is wanted first (a fire pit is for evenings, and no crown hangs over it). */
const SEATS = new Set<FeatureKind>(['patio_seating', 'seating_bench', 'hammock', 'outdoor_kitchen']);

/**
 * Where a shade tree would best stand: on the afternoon sun's side of the sitting area (or of the patio, or
 * else of the house), far enough that its shade falls on it. The afternoon sun stands to the south-west in
 * the northern hemisphere and the north-west in the southern; the lot's axes point as the site says the
 * house faces (plan-frame.ts: -y is where the front faces, +x to the right of someone facing the house).
 */
export function shadeAim(scene: Scene, plan: DesignPlan, features: PlacedFeature[], spec: PlantSpec): Vec2 | null {
  const site = plan.site;
  if (!site) return null;
  const bearing = (site.place?.lat ?? 40) >= 0 ? 240 : 300;
  const rad = (d: number) => (d * Math.PI) / 180;
  const facing = site.facing.degrees;
  const sunward = { x: Math.cos(rad(bearing - facing + 90)), y: Math.cos(rad(bearing - facing - 180)) };
  const seat = features.find((f) => SEATS.has(f.kind));
  const patio = plan.ground.find((g) => g.kind === 'patio');
  const house = scene.house.footprint;
  const target = seat
    ? { x: seat.x, y: seat.y }
    : patio
      ? polygonCentroid(patio.polygon)
      : { x: house.x + house.w / 2 + (sunward.x * house.w) / 2, y: house.y + house.h / 2 + (sunward.y * house.h) / 2 };
  const d = Math.max(spec.widthM / 2 + 1, spec.heightM * 0.6);
  // where the house or the lot's edge stands on the sun's side, the tree goes to the side the sun also comes from
  const b = plan.bounds;
  const inYard = (p: Vec2) => p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y && p.y <= b.y + b.h;
  const ways = [sunward, { x: sunward.x, y: 0 }, { x: 0, y: sunward.y }].filter((w) => Math.hypot(w.x, w.y) > 0.3);
  const aims = ways.map((w) => {
    const k = d / Math.hypot(w.x, w.y);
    return { x: target.x + w.x * k, y: target.y + w.y * k };
  });
  return aims.find(inYard) ?? aims[0]!;
}

// ---- seen in the picture ------------------------------------------------------------------

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  depth: number;
}

/** The box a standing thing takes in the picture: its crown or body, from the ground to its top. */
export function pictureBox(cam: Camera, at: Vec2, halfWidth: number, height: number): Box {
  const base = project(cam, { x: at.x, y: at.y, z: 0 });
  const s = scaleAt(cam, base.depth);
  return { x0: base.x - halfWidth * s, x1: base.x + halfWidth * s, y0: base.y - height * s, y1: base.y, depth: base.depth };
}

const areaOf = (b: Box) => Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0);
const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

/** How tall an added or planned object stands in the picture, metres. */
const FEATURE_HEIGHT: Partial<Record<FeatureKind, number>> = {
  pergola: 2.8,
  storage_shed: 2.5,
  swing_set: 2.3,
  arbor: 2.4,
  outdoor_kitchen: 1.2,
  hot_tub: 1.0,
};

/** What stands between the camera and the yard: trees, tall plants and tall features, as picture boxes. */
export function occluders(cam: Camera, plan: DesignPlan, plants: PlacedPlant[], features: PlacedFeature[]): Box[] {
  const out: Box[] = [];
  for (const t of plan.existingTrees) out.push(pictureBox(cam, t, t.r, t.r * 2.6));
  for (const p of plants) if (p.height >= 1.5) out.push(pictureBox(cam, p, p.canopy, p.height));
  for (const f of features) {
    const h = FEATURE_HEIGHT[f.kind];
    if (h) out.push(pictureBox(cam, f, Math.max(f.w, f.h) / 2, h));
  }
  return out;
}

/**
 * How much of a thing standing at `at` the picture shows: its box's share of the picture, and the share of
 * its box that nothing nearer the camera covers (the covers summed, so never more shown than is).
 */
export function sightOf(cam: Camera, box: Box, others: Box[]): { share: number; shown: number } {
  const area = areaOf(box);
  if (area <= 0) return { share: 0, shown: 0 };
  const clipped = { ...box, x0: Math.max(0, box.x0), x1: Math.min(cam.width, box.x1), y0: Math.max(0, box.y0), y1: Math.min(cam.height, box.y1) };
  const inFrame = areaOf(clipped) / area;
  const covered = others.filter((o) => o.depth < box.depth).reduce((s, o) => s + overlap(clipped, o), 0);
  return { share: areaOf(clipped) / (cam.width * cam.height), shown: Math.max(0, inFrame - covered / area) };
}
