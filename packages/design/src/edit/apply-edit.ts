import { MATERIAL_LIBRARY } from '../catalogue/material-library.ts';
import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import { styleById } from '../catalogue/style-catalogue.ts';
import { designLanguage, fill, type DesignLanguage } from '../catalogue/languages/index.ts';
import {
  circleHitsPolygon,
  clamp,
  ellipsePolygon,
  pointInPolygon,
  polygonArea,
  polygonBounds,
  polygonCentroid,
  rectPolygon,
  ribbon,
  type Polygon,
  type Vec2,
} from '../geometry.ts';
import { planTitle } from '../plan-builder.ts';
import { measureGround, YARD_OBJECTS } from '../plan-context.ts';
import { plantRadius } from '../plan-planting.ts';
import { ROLE_ORDER } from '../plant-selection.ts';
import { plantForEdit } from './edit-plants.ts';
import { piecesInside } from './region-split.ts';
import { cropsFor, isCrop, plantBeds } from '../edibles.ts';
import { cameraFor, project, type Camera } from '../renderer/camera.ts';
import { EXISTING_GROWTH, PLANTED_GROWTH, viewCheck, type ViewCheck } from '../renderer/view-check.ts';
import {
  canopies,
  CLEARANCE,
  FIRE_PIT_REACH,
  grown,
  NO_CANOPY,
  occluders,
  pictureBox,
  shadeAim,
  shadeTreesFor,
  sightOf,
  underCanopy,
  USE_SPACE,
  wantsShade,
} from './placement.ts';
import type { DesignPlan, FeatureKind, GroundPatch, MaterialSpec, PlacedFeature, PlacedPlant, PlantSpec, Scene } from '../types.ts';
import { GROUP_ROLES, SURFACE_KINDS, type EditOp, type EditTarget, type ParsedEdit, type PlantGroup, type Shape, type Surface } from './edit-parser.ts';

// Applies parsed edits to a design's own object list (docs/product.md, product §10). A region (the
// homeowner's brush on the render, white = may change) selects the objects an edit touches: a plant or a
// feature by where it stands, a surface when at least half of what the camera sees of it is inside. The
// plan's plant list, materials, coverage, features and title are then worked out again from the edited
// objects, exactly as a new plan's are. A surface partly inside the region is split along it: only the
// part inside changes (region-split.ts).

/** Where an edit may change the render: one byte a pixel, row by row (>127: may change), at the render's size. */
export interface EditRegion {
  data: Uint8Array;
  width: number;
  height: number;
}

export type RefusalReason = 'unknown' | 'none' | 'noRoom' | 'same' | 'cannot';

/** A clause the engine could not apply, and the sentence that says so in the homeowner's language. */
export interface Refusal {
  clause: string;
  reason: RefusalReason;
  text: string;
}

export interface EditOutcome {
  plan: DesignPlan;
  applied: EditOp[];
  refused: Refusal[];
}

/** A surface share at or above which a patch counts as inside the region. */
const SURFACE_SHARE = 0.5;

const DEFAULT_MATERIAL: Record<Surface, MaterialSpec> = {
  lawn: MATERIAL_LIBRARY.fescue_sod,
  gravel: MATERIAL_LIBRARY.pea_gravel,
  mulch: MATERIAL_LIBRARY.bark_mulch,
  pavers: MATERIAL_LIBRARY.large_pavers,
  flagstone: MATERIAL_LIBRARY.flagstone,
  brick: MATERIAL_LIBRARY.brick,
  dg: MATERIAL_LIBRARY.dg,
  pebbles: MATERIAL_LIBRARY.river_rock,
  meadow: MATERIAL_LIBRARY.sedge_meadow,
  groundcover: MATERIAL_LIBRARY.creeping_thyme_lawn,
};

/** The material a named surface is laid in: the style's own when it has one of that kind. */
export function materialFor(surface: Surface, plan: DesignPlan): MaterialSpec {
  const s = styleById(plan.style).materials;
  const own = [s.open, s.path, s.patio, s.bed].find((m) => SURFACE_KINDS[surface].includes(m.kind) && m.kind !== 'stepping_stones');
  return own ?? DEFAULT_MATERIAL[surface];
}

/** How many plants an added group brings. */
const ADD_COUNT: Record<PlantGroup, number> = { tree: 1, shrub: 3, flower: 5 };

/** Objects an edit can add, with their size, the ground they stand on and how tall they are drawn. */
interface AddSpec {
  w: number;
  h: number;
  /** Clear ground around the object that its pad covers (0: no pad). */
  clear: number;
  pad: 'patio' | 'gravel' | 'mulch' | 'ring' | null;
  height: number;
  count?: number;
}
const ADDABLE: Partial<Record<FeatureKind, AddSpec>> = {
  fire_pit: { w: 1.1, h: 1.1, clear: 1.0, pad: 'ring', height: 0.6 },
  water_feature: { w: 1.8, h: 1.8, clear: 0.2, pad: null, height: 1.4 },
  pergola: { w: 3.2, h: 3.2, clear: 0.3, pad: 'patio', height: 2.8 },
  patio_seating: { w: 2.4, h: 2.2, clear: 0.3, pad: 'patio', height: 1.0 },
  raised_vegetable_beds: { w: 2.4, h: 1.2, clear: 0.5, pad: 'gravel', height: 0.6 },
  seating_bench: { w: 1.6, h: 0.6, clear: 0, pad: null, height: 0.9 },
  bird_bath: { w: 0.7, h: 0.7, clear: 0, pad: null, height: 0.9 },
  stone_lantern: { w: 0.6, h: 0.6, clear: 0, pad: null, height: 1.0 },
  boulders: { w: 1.1, h: 0.9, clear: 0, pad: null, height: 0.7 },
  planter_pots: { w: 0.6, h: 0.6, clear: 0, pad: null, height: 0.7 },
  lighting: { w: 0.3, h: 0.3, clear: 0, pad: null, height: 0.6, count: 3 },
  ...Object.fromEntries(
    Object.entries(YARD_OBJECTS).map(([kind, o]) => [
      kind,
      { w: o!.w, h: o!.h, clear: o!.clear, pad: o!.pad, height: kind === 'storage_shed' ? 2.5 : kind === 'swing_set' ? 2.3 : 1.2 },
    ]),
  ),
};

const WATER_VARIANT: Record<string, string> = {
  japanese_zen: 'pond',
  tropical_oasis: 'pond',
  california_native: 'pond',
  modern_minimalist: 'water_wall',
  desert_modern: 'water_wall',
  mediterranean: 'fountain',
  english_formal: 'fountain',
};

/** What the engine knows of a plan while editing it: the plan's objects, copied, and where the region lies. */
class Editing {
  ground: GroundPatch[];
  features: PlacedFeature[];
  plants: PlacedPlant[];
  keepOut: Polygon[];
  readonly cam: Camera | null;
  readonly view: ViewCheck;
  readonly lang: DesignLanguage;
  constructor(
    readonly scene: Scene,
    readonly plan: DesignPlan,
    readonly region: EditRegion | null,
    locale: string | undefined,
  ) {
    const copy = <T>(v: T): T => structuredClone(v);
    this.ground = copy(plan.ground);
    this.features = copy(plan.features);
    this.plants = copy(plan.plants);
    this.keepOut = copy(plan.keepOut);
    this.cam = region ? cameraFor(scene, plan.area, region.width, region.height) : null;
    this.view = viewCheck(scene, plan.area);
    for (const t of plan.existingTrees) this.view.standing({ role: 'tree', heightM: t.r * 2.6, widthM: t.r * 2 }, t, EXISTING_GROWTH);
    for (const p of this.plants) this.view.add(PLANT_LIBRARY[p.plantId as keyof typeof PLANT_LIBRARY], p);
    this.lang = designLanguage(locale ?? plan.locale);
  }

  /** Whether a point (metres, z up) falls inside the region; everywhere when there is none. */
  inRegion(p: Vec2, z = 0): boolean {
    if (!this.region || !this.cam) return true;
    const q = project(this.cam, { x: p.x, y: p.y, z });
    if (q.depth < 0.3) return false;
    const x = Math.floor(q.x);
    const y = Math.floor(q.y);
    if (x < 0 || y < 0 || x >= this.region.width || y >= this.region.height) return false;
    return this.region.data[y * this.region.width + x]! > 127;
  }

  /** Whether a point shows in the frame at all. */
  inFrame(p: Vec2): boolean {
    const cam = this.cam ?? cameraFor(this.scene, this.plan.area, 768, 768);
    const q = project(cam, { x: p.x, y: p.y, z: 0 });
    return q.depth >= 0.3 && q.x >= 0 && q.y >= 0 && q.x < cam.width && q.y < cam.height;
  }

  /** Share of what the camera sees of a patch (not covered by a patch painted later) that lies in the region. */
  surfaceShare(patch: GroundPatch): number {
    if (!this.region) return 1;
    const i = this.ground.indexOf(patch);
    const b = polygonBounds(patch.polygon);
    const step = Math.max(0.15, Math.sqrt((b.w * b.h) / 500));
    let seen = 0;
    let inside = 0;
    for (let x = b.x + step / 2; x < b.x + b.w; x += step) {
      for (let y = b.y + step / 2; y < b.y + b.h; y += step) {
        const p = { x, y };
        if (!pointInPolygon(p, patch.polygon) || !this.inFrame(p)) continue;
        if (this.ground.slice(i + 1).some((g) => pointInPolygon(p, g.polygon))) continue;
        seen++;
        if (this.inRegion(p)) inside++;
      }
    }
    return seen ? inside / seen : 0;
  }

  featureIn(f: PlacedFeature): boolean {
    const points = f.points?.length ? f.points : [{ x: f.x, y: f.y }];
    return points.some((p) => this.inRegion(p));
  }

  plantIn(p: PlacedPlant): boolean {
    return this.inRegion(p) || this.inRegion(p, Math.min(p.height, 4) * 0.5);
  }

  /** The sentence of a refusal, in the plan's language. */
  refuse(clause: string, reason: RefusalReason, target: EditTarget | Shape | null): Refusal {
    const m = this.lang.messages;
    const name = target ? this.nameOf(target) : '';
    const areaWord = this.lang.areaWords[this.plan.area];
    const why =
      reason === 'unknown'
        ? m['edit.why.unknown']
        : reason === 'none'
          ? fill(this.region ? m['edit.why.none'] : m['edit.why.noneHere'], { target: name })
          : reason === 'noRoom'
            ? fill(this.region ? m['edit.why.noRoom'] : m['edit.why.noRoomHere'], { target: name, area: areaWord })
            : reason === 'same'
              ? fill(m['edit.why.same'], { target: name })
              : fill(m['edit.why.cannot'], { target: name });
    return { clause, reason, text: fill(m['edit.couldNot'], { what: clause, why }) };
  }

  nameOf(target: EditTarget | Shape): string {
    const m = this.lang.messages;
    if (typeof target === 'string') return m[`edit.word.${target}`];
    switch (target.type) {
      case 'surface':
        return m[`edit.word.${target.surface}`];
      case 'shape':
        return m[`edit.word.${target.shape}`];
      case 'plants':
        return m[`edit.word.${target.group}`];
      case 'feature':
        return lowerFirst(this.lang.features[target.feature]);
      case 'plant':
        return this.lang.plants[target.plantId] ?? target.plantId;
    }
  }
}

const lowerFirst = (s: string) => s.charAt(0).toLocaleLowerCase() + s.slice(1);
const same = (a: Polygon, b: Polygon) => a.length === b.length && a.every((p, i) => p.x === b[i]!.x && p.y === b[i]!.y);

/**
 * Applies the parsed instruction to a plan, within the region when one is given. The plan given is not
 * changed; the answer holds the edited plan (recomputed), the edits applied and the clauses refused.
 */
export function applyEdit(scene: Scene, plan: DesignPlan, parsed: ParsedEdit, opts: { region?: EditRegion | null; locale?: string } = {}): EditOutcome {
  const e = new Editing(scene, plan, opts.region ?? null, opts.locale);
  const applied: EditOp[] = [];
  const refused: Refusal[] = parsed.unknown.map((clause) => e.refuse(clause, 'unknown', null));
  for (const op of parsed.ops) {
    const outcome = applyOne(e, op);
    if (outcome === true) applied.push(op);
    else refused.push(outcome);
  }
  return { plan: applied.length ? recompute(e, plan) : plan, applied, refused };
}

function applyOne(e: Editing, op: EditOp): true | Refusal {
  switch (op.op) {
    case 'resize':
      return resize(e, op.shape, op.factor, op.text);
    case 'remove':
      return remove(e, op.target, op.text);
    case 'add':
      return add(e, op.target, op.text, null);
    case 'replace':
      return replace(e, op.from, op.to, op.text);
  }
}

// ---- surfaces -----------------------------------------------------------------------

function patchesOf(e: Editing, target: EditTarget): GroundPatch[] {
  if (target.type === 'surface') return e.ground.filter((g) => SURFACE_KINDS[target.surface].includes(g.material.kind));
  if (target.type === 'shape')
    return e.ground.filter(
      (g) =>
        g.kind === target.shape ||
        (target.shape === 'patio' &&
          g.kind === 'pad' &&
          !e.features.some((f) => same(f.footprint, g.polygon) && f.kind !== 'patio_seating' && f.kind !== 'pergola')),
    );
  return [];
}

/** A patch this share inside the region changes whole; one with less (but some) is split along the region's outline. */
const WHOLE_SHARE = 0.97;
const SOME_SHARE = 0.02;
/** Surfaces nothing grows through: plants standing where one is laid are taken out. */
const PAVING = new Set<MaterialSpec['kind']>(['pavers', 'flagstone', 'brick', 'concrete']);

/**
 * Lays `material` on the surfaces `from` names inside the region: a patch wholly inside changes whole, one
 * partly inside is split along the region's outline and only its inside part changes (painted over it in
 * its place, as region-split.ts says). Plants standing where paving is laid go.
 */
function layInRegion(e: Editing, from: EditTarget, material: MaterialSpec): true | 'none' | 'same' {
  const touched = patchesOf(e, from)
    .map((g) => ({ g, share: e.surfaceShare(g) }))
    .filter(({ g, share }) => share >= (g.material.kind === 'stepping_stones' ? SURFACE_SHARE : SOME_SHARE));
  if (!touched.length) return 'none';
  if (touched.every(({ g }) => g.material.id === material.id)) return 'same';
  const laid: Polygon[] = [];
  for (const { g, share } of touched) {
    if (g.material.id === material.id) continue;
    if (share >= WHOLE_SHARE || g.material.kind === 'stepping_stones') {
      lay(e, g, material);
      laid.push(g.polygon);
      continue;
    }
    const pieces = piecesInside(g.polygon, (p) => e.inRegion(p)).map((polygon) => ({ ...g, polygon }));
    for (const piece of pieces) lay(e, piece, material);
    e.ground.splice(e.ground.indexOf(g) + 1, 0, ...pieces);
    laid.push(...pieces.map((piece) => piece.polygon));
  }
  if (!laid.length) return 'none';
  if (PAVING.has(material.kind)) e.plants = e.plants.filter((p) => !laid.some((poly) => pointInPolygon(p, poly)));
  return true;
}

function selectedPatches(e: Editing, target: EditTarget): GroundPatch[] {
  return patchesOf(e, target).filter((g) => e.surfaceShare(g) >= SURFACE_SHARE);
}

function lay(e: Editing, patch: GroundPatch, material: MaterialSpec) {
  // stepping stones are drawn by their feature: a path laid in anything else loses them
  if (patch.material.kind === 'stepping_stones' && material.kind !== 'stepping_stones') {
    e.features = e.features.filter((f) => !(f.kind === 'stepping_stones' && same(f.footprint, patch.polygon)));
  }
  patch.material = material;
  if (patch.kind === 'lawn' && material.kind !== 'lawn') patch.kind = 'open';
}

/** Ground that is not lawn for a garden that asked for none: gravel on an arid site, mulch elsewhere. */
function noLawnMaterial(e: Editing): MaterialSpec {
  const open = styleById(e.plan.style).materials.open;
  if (open.kind !== 'lawn' && open.kind !== 'meadow') return open;
  return e.plan.site?.climate?.arid ? MATERIAL_LIBRARY.pea_gravel : MATERIAL_LIBRARY.bark_mulch;
}

// ---- replace ----------------------------------------------------------------------

function replace(e: Editing, from: EditTarget, to: EditTarget, clause: string): true | Refusal {
  // a surface, or the surface of a path, bed or patio, laid in another material
  if ((from.type === 'surface' || from.type === 'shape') && to.type === 'surface') {
    const out = layInRegion(e, from, materialFor(to.surface, e.plan));
    return out === true ? true : e.refuse(clause, out, out === 'same' ? to : from);
  }
  if ((from.type === 'plant' || from.type === 'plants') && (to.type === 'plant' || to.type === 'plants')) {
    const chosen = plantsOf(e, from).filter((p) => e.plantIn(p));
    if (!chosen.length) return e.refuse(clause, 'none', from);
    const spec = plantForEdit(e.plan, to.type === 'plant' ? PLANT_LIBRARY[to.plantId] : speciesFor(e, to.group));
    if (!spec) return e.refuse(clause, 'cannot', to);
    if (chosen.every((p) => p.plantId === spec.id)) return e.refuse(clause, 'same', to);
    for (const p of chosen) Object.assign(p, { plantId: spec.id, radius: plantRadius(spec), canopy: spec.widthM / 2, height: spec.heightM });
    return true;
  }
  // an object for another (a fountain for the fire pit, a tree for the bench): the new one where the old stood
  if ((from.type === 'feature' || from.type === 'plant' || from.type === 'plants') && (to.type === 'feature' || to.type === 'plant' || to.type === 'plants')) {
    const before = snapshot(e);
    const gone = removeObjects(e, from);
    if (!gone) return e.refuse(clause, 'none', from);
    const added = add(e, to, clause, gone);
    if (added !== true) restore(e, before);
    return added;
  }
  return e.refuse(clause, 'cannot', to);
}

function snapshot(e: Editing) {
  return structuredClone({ ground: e.ground, features: e.features, plants: e.plants, keepOut: e.keepOut });
}
function restore(e: Editing, s: ReturnType<typeof snapshot>) {
  Object.assign(e, s);
}

// ---- remove -------------------------------------------------------------------------

function plantsOf(e: Editing, target: EditTarget): PlacedPlant[] {
  if (target.type === 'plant') return e.plants.filter((p) => p.plantId === target.plantId);
  if (target.type === 'plants') return e.plants.filter((p) => GROUP_ROLES[target.group].includes(PLANT_LIBRARY[p.plantId as keyof typeof PLANT_LIBRARY].role));
  return [];
}

/** Removes the features or plants a target names inside the region; answers the centre of what went, or null. */
function removeObjects(e: Editing, target: EditTarget): Vec2 | null {
  if (target.type === 'feature') {
    const gone = e.features.filter((f) => f.kind === target.feature && e.featureIn(f));
    if (!gone.length) return null;
    e.features = e.features.filter((f) => !gone.includes(f));
    // what grows in a vegetable bed goes with it
    e.plants = e.plants.filter((p) => !(isCrop(p) && gone.some((f) => f.kind === 'raised_vegetable_beds' && pointInPolygon(p, f.footprint))));
    for (const f of gone) {
      e.keepOut = e.keepOut.filter((k) => !same(k, f.footprint));
      // its own pad goes with it, unless another object still stands on it
      const pads = e.ground.filter(
        (g) => g.kind === 'pad' && (same(g.polygon, f.footprint) || pointInPolygon(f, g.polygon)) && !e.features.some((o) => pointInPolygon(o, g.polygon)),
      );
      e.ground = e.ground.filter((g) => !pads.includes(g));
      e.keepOut = e.keepOut.filter((k) => !pads.some((p) => same(p.polygon, k)));
    }
    return centreOf(gone);
  }
  if (target.type === 'plant' || target.type === 'plants') {
    const gone = plantsOf(e, target).filter((p) => e.plantIn(p));
    if (!gone.length) return null;
    e.plants = e.plants.filter((p) => !gone.includes(p));
    return centreOf(gone);
  }
  return null;
}

const centreOf = (items: Vec2[]): Vec2 => ({ x: items.reduce((s, p) => s + p.x, 0) / items.length, y: items.reduce((s, p) => s + p.y, 0) / items.length });

function remove(e: Editing, target: EditTarget, clause: string): true | Refusal {
  if (target.type === 'surface') {
    if (target.surface !== 'lawn') return e.refuse(clause, 'cannot', target);
    const out = layInRegion(e, target, noLawnMaterial(e));
    return out === true ? true : e.refuse(clause, out, target);
  }
  if (target.type === 'shape') {
    // paths and patios lead to the doors; only a bed can go, with what grows in it
    if (target.shape !== 'bed') return e.refuse(clause, 'cannot', target);
    const beds = selectedPatches(e, target).filter((g) => polygonArea(g.polygon) > 0.5);
    if (!beds.length) return e.refuse(clause, 'none', target);
    e.ground = e.ground.filter((g) => !beds.includes(g));
    e.plants = e.plants.filter((p) => !beds.some((b) => pointInPolygon(p, b.polygon)));
    return true;
  }
  return removeObjects(e, target) ? true : e.refuse(clause, 'none', target);
}

// ---- add ----------------------------------------------------------------------------

/** A species of the group for this design: one it already grows, else the style's own. */
function speciesFor(e: Editing, group: PlantGroup): PlantSpec | undefined {
  const roles = GROUP_ROLES[group];
  const grown = e.plan.palette.filter((p) => roles.includes(p.role));
  if (grown.length) return grown[0];
  const style = styleById(e.plan.style);
  return [...style.plants, ...style.lookAlikes].find((p) => roles.includes(p.role));
}

/** The centre of the region on the ground (metres), or null without a region. */
function regionCentre(e: Editing): Vec2 | null {
  if (!e.region) return null;
  const b = e.plan.bounds;
  const hits: Vec2[] = [];
  for (let x = b.x + 0.25; x < b.x + b.w; x += 0.5) for (let y = b.y + 0.25; y < b.y + b.h; y += 0.5) if (e.inRegion({ x, y })) hits.push({ x, y });
  return hits.length ? centreOf(hits) : null;
}

function add(e: Editing, target: EditTarget, clause: string, near: Vec2 | null): true | Refusal {
  if (target.type === 'feature') return addFeature(e, target.feature, clause, near);
  if (target.type === 'plant' || target.type === 'plants') {
    // a shade tree is one with a broad crown ('add a shade tree' in a garden of columnar ginkgos): the first that finds a place
    if (target.type === 'plants' && target.group === 'tree' && wantsShade(clause)) {
      const trees = shadeTreesFor(e.plan, (p) => plantForEdit(e.plan, p) === p);
      if (trees.some((tree) => addPlants(e, tree, 1, clause, target, near))) return true;
      if (trees.length) return e.refuse(clause, 'noRoom', target);
    }
    const spec = plantForEdit(e.plan, target.type === 'plant' ? PLANT_LIBRARY[target.plantId] : speciesFor(e, target.group));
    if (!spec) return e.refuse(clause, 'cannot', target);
    const group: PlantGroup =
      spec.role === 'tree' ? 'tree' : spec.role === 'perennial' || spec.role === 'grass' || spec.role === 'groundcover' ? 'flower' : 'shrub';
    return addPlants(e, spec, ADD_COUNT[group], clause, target, near) ? true : e.refuse(clause, 'noRoom', target);
  }
  return e.refuse(clause, 'cannot', target);
}

/** Whether an added object's footprint is in the plan, clear of everything with room to use it, and (for some) of every canopy. */
function freeOf(e: Editing, footprint: Polygon, kind: FeatureKind): boolean {
  const b = e.plan.bounds;
  if (footprint.some((p) => p.x < b.x || p.y < b.y || p.x > b.x + b.w || p.y > b.y + b.h)) return false;
  if (NO_CANOPY.has(kind) && underCanopy(footprint, canopies(e.plan, e.plants))) return false;
  const poly = grown(footprint, (USE_SPACE[kind] ?? 0) + CLEARANCE);
  const c = polygonCentroid(poly);
  const r = Math.min(polygonBounds(poly).w, polygonBounds(poly).h) / 2;
  // what must stay clear, and every feature standing there with the room it is used in (an ornament the plan placed without a keep-out of its own)
  for (const k of [...e.keepOut, ...e.features.map((f) => grown(f.footprint, USE_SPACE[f.kind] ?? 0))]) {
    if (poly.some((p) => pointInPolygon(p, k)) || k.some((p) => pointInPolygon(p, poly)) || circleHitsPolygon(c, r, k)) return false;
  }
  return true;
}

function candidates(e: Editing, step: number): Vec2[] {
  const b = e.plan.bounds;
  const out: Vec2[] = [];
  for (let x = b.x + step / 2; x < b.x + b.w; x += step) for (let y = b.y + step / 2; y < b.y + b.h; y += step) out.push({ x, y });
  return out;
}

function addFeature(e: Editing, kind: FeatureKind, clause: string, near: Vec2 | null): true | Refusal {
  const spec = ADDABLE[kind];
  const target: EditTarget = { type: 'feature', feature: kind };
  if (!spec) return e.refuse(clause, 'cannot', target);
  const small = e.plan.area === 'side_yard' || e.plan.area === 'walkway';
  const k = small && spec.clear > 0 ? 0.8 : 1;
  const variant = kind === 'water_feature' ? (WATER_VARIANT[e.plan.style] ?? 'fountain') : undefined;
  const [w, h] = variant === 'pond' ? [3, 2] : variant === 'water_wall' ? [2.4, 0.9] : [spec.w * k, spec.h * k];
  const outer = { w: w + spec.clear * 2, h: h + spec.clear * 2 };
  const aim = near ?? regionCentre(e) ?? { x: e.plan.bounds.x + e.plan.bounds.w / 2, y: e.plan.bounds.y + e.plan.bounds.h / 2 };
  const placed: Vec2[] = [];
  const count = spec.count ?? 1;
  const sight = sightLines(e);
  for (let n = 0; n < count; n++) {
    let best: { c: Vec2; score: number; crowded: PlacedPlant[] } | null = null;
    for (const c of candidates(e, 0.3)) {
      const footprint =
        kind === 'fire_pit'
          ? ellipsePolygon(c, FIRE_PIT_REACH, FIRE_PIT_REACH, 28)
          : rectPolygon({ x: c.x - outer.w / 2, y: c.y - outer.h / 2, w: outer.w, h: outer.h });
      if (placed.some((p) => Math.hypot(p.x - c.x, p.y - c.y) < 2.2)) continue;
      if (!e.view.seen(c) || !freeOf(e, footprint, kind)) continue;
      // the whole object and its top stand inside the region, so nothing of it is cut at its edge
      if (!footprint.every((p) => e.inRegion(p)) || !e.inRegion(c, spec.height)) continue;
      const crowded = e.plants.filter((p) => circleHitsPolygon(p, p.radius * 0.8, footprint));
      // plants in the way may go, never a tree, nor one outside the region
      if (crowded.some((p) => !e.plantIn(p) || PLANT_LIBRARY[p.plantId]?.role === 'tree')) continue;
      // seen, not behind a tree or a shed
      if (sightOf(sight.cam, pictureBox(sight.cam, c, Math.max(w, h) / 2, spec.height), sight.others).shown < 0.6) continue;
      const score = -Math.hypot(c.x - aim.x, c.y - aim.y) - crowded.length * 0.6;
      if (!best || score > best.score) best = { c, score, crowded };
    }
    if (!best) break;
    const c = best.c;
    placed.push(c);
    e.plants = e.plants.filter((p) => !best.crowded.includes(p));
    const footprint =
      kind === 'fire_pit'
        ? ellipsePolygon(c, FIRE_PIT_REACH, FIRE_PIT_REACH, 28)
        : rectPolygon({ x: c.x - outer.w / 2, y: c.y - outer.h / 2, w: outer.w, h: outer.h });
    if (spec.pad) {
      const patio = styleById(e.plan.style).materials.patio;
      const material =
        spec.pad === 'gravel'
          ? MATERIAL_LIBRARY.pea_gravel
          : spec.pad === 'mulch'
            ? MATERIAL_LIBRARY.bark_mulch
            : patio.kind === 'stepping_stones'
              ? MATERIAL_LIBRARY.flagstone
              : patio;
      // pads are painted over lawn and beds and under paths and patios, as a new plan paints them
      const at = e.ground.findIndex((g) => g.kind === 'path' || g.kind === 'patio');
      e.ground.splice(at < 0 ? e.ground.length : at, 0, { kind: 'pad', material, polygon: footprint });
    }
    const objectFootprint = spec.pad
      ? footprint
      : kind === 'boulders'
        ? ellipsePolygon(c, w / 2, h / 2, 10)
        : rectPolygon({ x: c.x - outer.w / 2, y: c.y - outer.h / 2, w: outer.w, h: outer.h });
    const feature: PlacedFeature = { kind, x: c.x, y: c.y, w, h, footprint: objectFootprint, ...(variant ? { variant } : {}) };
    e.features.push(feature);
    e.keepOut.push(objectFootprint);
    // a vegetable bed comes planted with the site's vegetables and herbs
    if (kind === 'raised_vegetable_beds')
      e.plants.push(...plantBeds([feature], cropsFor(e.plan.site, e.plan.area, e.plan.wishes, e.plan.sun), (p) => e.view.seen(p)));
  }
  return placed.length ? true : e.refuse(clause, 'noRoom', target);
}

function addPlants(e: Editing, spec: PlantSpec, count: number, _clause: string, _target: EditTarget, near: Vec2 | null): boolean {
  const r = plantRadius(spec);
  const tree = spec.role === 'tree';
  const aim = near ??
    regionCentre(e) ??
    (tree ? shadeAim(e.scene, e.plan, e.features, spec) : null) ?? { x: e.plan.bounds.x + e.plan.bounds.w / 2, y: e.plan.bounds.y + e.plan.bounds.h / 2 };
  const beds = e.ground.filter((g) => g.kind === 'bed');
  const sight = sightLines(e);
  const crown = treeCrown(spec);
  // where the plant may stand whatever else is added: inside the region, clear of what is kept, and (a tree)
  // of what must not be under a crown; worked out once, not once per plant placed
  const places = candidates(e, 0.35)
    .filter(
      (c) =>
        e.inRegion(c) &&
        e.inRegion(c, Math.min(spec.heightM, 4) * 0.5) &&
        (!tree || e.inRegion(c, Math.min(spec.heightM * 0.8, 5))) &&
        !e.keepOut.some((k) => circleHitsPolygon(c, r, k)) &&
        (!tree || !e.features.some((f) => NO_CANOPY.has(f.kind) && circleHitsPolygon(c, spec.widthM * 0.45, f.footprint))),
    )
    // shrubs and flowers go in beds when there is room in one; trees stand anywhere, the better seen the better
    .map((c) => ({ c, base: -Math.hypot(c.x - aim.x, c.y - aim.y) / 2 + (!tree && beds.some((b) => pointInPolygon(c, b.polygon)) ? 1.5 : 0) }));
  let added = 0;
  for (let n = 0; n < count; n++) {
    const crowns = tree ? canopies(e.plan, e.plants) : [];
    let best: { c: Vec2; score: number } | null = null;
    for (const { c, base } of places) {
      if (e.plants.some((o) => Math.hypot(o.x - c.x, o.y - c.y) < (r + o.radius) * 0.9)) continue;
      if (!e.view.seen(c) || !e.view.fits(spec, c)) continue;
      let seen = 0;
      if (tree) {
        // a tree stands clear of other crowns and shows in the picture
        if (crowns.some((t) => Math.hypot(t.x - c.x, t.y - c.y) < (t.r + spec.widthM / 2) * 0.7)) continue;
        const view = sightOf(sight.cam, pictureBox(sight.cam, c, crown.w / 2, crown.h), sight.others);
        if (view.shown < 0.75 || view.share * view.shown < 0.013) continue;
        seen = view.share * view.shown;
      }
      const score = base + seen * 8;
      if (!best || score > best.score) best = { c, score };
    }
    if (!best) break;
    e.plants.push({ plantId: spec.id, number: 0, x: best.c.x, y: best.c.y, radius: r, canopy: spec.widthM / 2, height: spec.heightM });
    e.view.add(spec, best.c);
    added++;
  }
  return added > 0;
}

/** The camera of the render and what already stands in its way. */
function sightLines(e: Editing) {
  const cam = e.cam ?? cameraFor(e.scene, e.plan.area, 768, 768);
  return { cam, others: occluders(cam, e.plan, e.plants, e.features) };
}

/** A planted tree's crown as the render draws it: young, and no taller than 7 m drawn (plant-sprites.ts drawnSize). */
function treeCrown(spec: PlantSpec): { w: number; h: number } {
  const g = PLANTED_GROWTH * 0.8 * Math.min(1, 7 / spec.heightM);
  return { w: spec.widthM * g, h: spec.heightM * g };
}

// ---- resize -------------------------------------------------------------------------

function resize(e: Editing, shape: Shape, factor: number, clause: string): true | Refusal {
  const target: EditTarget = shape === 'lawn' ? { type: 'surface', surface: 'lawn' } : { type: 'shape', shape };
  const chosen = selectedPatches(e, target).filter((g) => g.kind !== 'open');
  if (!chosen.length) return e.refuse(clause, 'none', shape);
  let changed = false;
  for (const g of chosen) {
    const old = g.polygon;
    const next = shape === 'path' ? widenPath(old, factor) : scaleAbout(old, factor > 1 ? 1.25 : 0.8, e.plan.bounds);
    if (!next) continue;
    g.polygon = next;
    changed = true;
    e.keepOut = e.keepOut.map((k) => (same(k, old) ? next : k));
    for (const f of e.features) if (same(f.footprint, old)) f.footprint = next;
    if (g.kind === 'path' || g.kind === 'patio') {
      // what the wider path or patio now covers is cleared
      e.plants = e.plants.filter((p) => !pointInPolygon(p, next));
      for (const f of e.features) if (f.kind === 'lighting' && pointInPolygon(f, next)) moveOut(f, next);
    } else if (g.kind === 'bed' && factor < 1) {
      e.plants = e.plants.filter((p) => !(pointInPolygon(p, old) && !pointInPolygon(p, next)));
    }
  }
  return changed ? true : e.refuse(clause, 'noRoom', shape);
}

/** A path is a ribbon along its centre line: drawn again along the same line at the new width. */
function widenPath(poly: Polygon, factor: number): Polygon | null {
  if (poly.length < 4 || poly.length % 2) return null;
  const n = poly.length / 2;
  const line = Array.from({ length: n }, (_, i) => ({
    x: (poly[i]!.x + poly[poly.length - 1 - i]!.x) / 2,
    y: (poly[i]!.y + poly[poly.length - 1 - i]!.y) / 2,
  }));
  const width = Math.hypot(poly[0]!.x - poly[poly.length - 1]!.x, poly[0]!.y - poly[poly.length - 1]!.y);
  const next = clamp(width * factor, 0.6, 3.2);
  if (Math.abs(next - width) < 0.05) return null;
  return ribbon(line, next);
}

function scaleAbout(poly: Polygon, k: number, bounds: DesignPlan['bounds']): Polygon | null {
  const c = polygonCentroid(poly);
  const next = poly.map((p) => ({
    x: clamp(c.x + (p.x - c.x) * k, bounds.x, bounds.x + bounds.w),
    y: clamp(c.y + (p.y - c.y) * k, bounds.y, bounds.y + bounds.h),
  }));
  return Math.abs(polygonArea(next) - polygonArea(poly)) < 0.1 ? null : next;
}

function moveOut(f: PlacedFeature, poly: Polygon) {
  const c = polygonCentroid(poly);
  for (let i = 0; i < 20 && pointInPolygon(f, poly); i++) {
    const d = Math.hypot(f.x - c.x, f.y - c.y) || 1;
    f.x += ((f.x - c.x) / d) * 0.15;
    f.y += ((f.y - c.y) / d) * 0.15;
  }
  f.footprint = rectPolygon({ x: f.x - f.w / 2, y: f.y - f.h / 2, w: f.w, h: f.h });
}

// ---- the plan again -----------------------------------------------------------------

/** Placed kinds: on the plan while an object of theirs stands; layout kinds hold while what makes them does. */
const PLACED: FeatureKind[] = [
  'fire_pit',
  'water_feature',
  'pergola',
  'patio_seating',
  'raised_vegetable_beds',
  'seating_bench',
  'bird_bath',
  'stone_lantern',
  'arbor',
  'boulders',
  'hot_tub',
  'outdoor_kitchen',
  'storage_shed',
  'trampoline',
  'swing_set',
  'hammock',
  'compost_bins',
  'planter_pots',
  'lighting',
  'stepping_stones',
];

function recompute(e: Editing, plan: DesignPlan): DesignPlan {
  const usedIds = [...new Set(e.plants.map((p) => p.plantId))];
  const palette = usedIds
    .map((id) => PLANT_LIBRARY[id as keyof typeof PLANT_LIBRARY] as PlantSpec)
    .sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) || a.common.localeCompare(b.common));
  for (const p of e.plants) p.number = palette.findIndex((s) => s.id === p.plantId) + 1;
  const measured = measureGround(e.ground, plan.bounds);
  const placedNow = new Set(e.features.map((f) => f.kind));
  const hasTree = palette.some((p) => p.role === 'tree') || plan.existingTrees.length > 0;
  const hasBeds = e.ground.some((g) => g.kind === 'bed');
  const kept = plan.featureKinds.filter((f) => {
    if (PLACED.includes(f)) return placedNow.has(f);
    if (f === 'play_lawn') return measured.lawnM2 > 0.5;
    if (f === 'shade_tree') return hasTree;
    if (f === 'flower_beds' || f === 'stone_edging' || f === 'drip_irrigation') return hasBeds;
    return true;
  });
  const featureKinds = [...kept, ...[...placedNow].filter((f) => !kept.includes(f))];
  const style = styleById(plan.style);
  return {
    ...plan,
    title: planTitle(style, plan.area, featureKinds),
    featureKinds,
    ground: e.ground,
    features: e.features,
    plants: e.plants,
    palette,
    materials: [...measured.byMaterial.values()].filter((m) => m.areaM2 > 0.2).sort((a, b) => b.areaM2 - a.areaM2),
    keepOut: e.keepOut,
    notIncluded: plan.notIncluded.filter((n) => !placedNow.has(n.wish as FeatureKind)),
    coverage: { lawnM2: measured.lawnM2, bedM2: measured.bedM2, plantedM2: measured.plantedM2 },
  };
}
