import { PLANT_LIBRARY } from './catalogue/plant-library.ts';
import {
  circleHitsPolygon,
  clamp,
  distToPolygonEdge,
  ellipsePolygon,
  pointInPolygon,
  type Polygon,
  polygonBounds,
  rectPolygon,
  type Vec2,
} from './geometry.ts';
import type { Rng } from './random.ts';
import { houseOutline } from './scene.ts';
import type { PlantRole, PlantSpec } from './types.ts';
import { type Ctx, findSpot, MAX_PER_SPECIES, MAX_PLANTS } from './plan-context.ts';

// Planting the plan: beds filled in layers (back to front, edges, rows), trees and island beds in open ground,
// each plant where it fits its neighbours and the camera sees it.

export function plantRadius(p: PlantSpec): number {
  if (p.role === 'tree') return 0.75;
  // Groundcovers are counted as planted 0.5 m apart; they knit together within a season.
  return clamp(p.widthM / 2, 0.25, 1.4);
}

/** Ground room: inside the area, off paths and features, spaced from other plants. */
function roomFor(ctx: Ctx, c: Vec2, r: number, spacing: number): boolean {
  if (!pointInPolygon(c, ctx.boundsPoly)) return false;
  for (const k of ctx.keepOut) if (circleHitsPolygon(c, r, k)) return false;
  for (const other of ctx.plants) {
    const d = Math.hypot(other.x - c.x, other.y - c.y);
    if (d < (r + other.radius) * spacing) return false;
  }
  return true;
}

/** Room on the ground and in the view: no window hidden, nothing cut by the frame. */
function canPlace(ctx: Ctx, c: Vec2, r: number, spacing: number, spec: PlantSpec): boolean {
  return roomFor(ctx, c, r, spacing) && ctx.view.fits(spec, c);
}

function place(ctx: Ctx, p: PlantSpec, c: Vec2) {
  ctx.plants.push({ plantId: p.id, number: 0, x: c.x, y: c.y, radius: plantRadius(p), canopy: p.widthM / 2, height: p.heightM });
  ctx.view.add(p, c);
}

function countOf(ctx: Ctx, id: string) {
  return ctx.plants.filter((p) => p.plantId === id).length;
}

function edgeRun(ctx: Ctx, bed: Ctx['beds'][number], spec: PlantSpec, inset: number, step: number) {
  const bb = polygonBounds(bed.polygon);
  const x0 = bb.x + inset;
  const y0 = bb.y + inset;
  const x1 = bb.x + bb.w - inset;
  const y1 = bb.y + bb.h - inset;
  const r = plantRadius(spec);
  const run = (a: Vec2, b: Vec2) => {
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const count = Math.max(1, Math.round(len / step));
    for (let i = 0; i <= count; i++) {
      const c = { x: a.x + ((b.x - a.x) * i) / count, y: a.y + ((b.y - a.y) * i) / count };
      if (ctx.plants.length < MAX_PLANTS && canPlace(ctx, c, r, 0.7, spec)) place(ctx, spec, c);
    }
  };
  run({ x: x0, y: y0 }, { x: x1, y: y0 });
  run({ x: x1, y: y0 }, { x: x1, y: y1 });
  run({ x: x1, y: y1 }, { x: x0, y: y1 });
  run({ x: x0, y: y1 }, { x: x0, y: y0 });
}

/** Straight rows along the bed's long axis, one species per row: lavender-field planting. */
function fillRows(ctx: Ctx, bed: Ctx['beds'][number], rng: Rng) {
  const pool = ctx.pool.filter((p) => p.role !== 'tree' && p.role !== 'screen' && p.widthM <= 1.6);
  if (pool.length === 0) return;
  const bb = polygonBounds(bed.polygon);
  const alongX = bb.w >= bb.h;
  const species = rng.shuffle(pool);
  let offset = 0.4;
  let row = 0;
  const depth = alongX ? bb.h : bb.w;
  while (offset < depth - 0.3) {
    const spec = species[row % species.length];
    const r = plantRadius(spec);
    const step = Math.max(0.45, r * 1.7);
    const length = alongX ? bb.w : bb.h;
    for (let t = r; t < length - r * 0.5; t += step) {
      const c = alongX ? { x: bb.x + t, y: bb.y + offset } : { x: bb.x + offset, y: bb.y + t };
      if (ctx.plants.length < MAX_PLANTS && pointInPolygon(c, bed.polygon) && canPlace(ctx, c, r, 0.8, spec)) place(ctx, spec, c);
    }
    offset += Math.max(0.6, r * 2);
    row++;
  }
}

export function fillBed(ctx: Ctx, bed: Ctx['beds'][number], rng: Rng, limit = MAX_PLANTS) {
  const pool = ctx.pool.filter((p) => p.role !== 'tree');
  if (pool.length === 0) return;
  if (bed.layer === 'rows') return fillRows(ctx, bed, rng);
  if (bed.layer === 'parterre') {
    // Clipped edging first, then a centre specimen; the mixed fill below takes the rest.
    const edging = pool.find((p) => p.form === 'hedge') ?? pool.find((p) => p.form === 'clipped_ball') ?? pool.slice().sort((a, b) => a.widthM - b.widthM)[0];
    edgeRun(ctx, bed, edging, 0.3, 0.5);
    const centreSpec = pool.find((p) => p.form === 'clipped_column') ?? pool.find((p) => p.form === 'clipped_ball');
    const bb = polygonBounds(bed.polygon);
    const centre = { x: bb.x + bb.w / 2, y: bb.y + bb.h / 2 };
    if (centreSpec && canPlace(ctx, centre, plantRadius(centreSpec), 0.8, centreSpec)) place(ctx, centreSpec, centre);
  }
  const bb = polygonBounds(bed.polygon);
  // A narrow bed only takes plants that fit across it; a toyon will not grow in a 1 m strip.
  const maxR = Math.min(bb.w, bb.h) / 2;
  const fitting = pool.filter((p) => plantRadius(p) <= maxR);
  const usable = fitting.length ? fitting : [pool.slice().sort((a, b) => a.widthM - b.widthM)[0]];
  const byRole = (roles: PlantRole[]) => usable.filter((p) => roles.includes(p.role));
  const back = byRole(bed.layer === 'hedge' ? ['screen'] : ['screen', 'shrub']);
  const middle = byRole(['shrub', 'accent', 'grass', 'perennial']);
  const front = byRole(['perennial', 'groundcover', 'grass']);
  const any = (...lists: PlantSpec[][]) => lists.find((l) => l.length) ?? usable;
  // A street-side or wall-side edge bed stays low all the way through.
  const low = any(front, middle);
  const layers = bed.layer === 'hedge' ? [any(back, middle)] : bed.layer === 'front' ? [low, low, low] : [any(back, middle), any(middle, back), low];
  const spacing = ctx.style.layout.spacing;
  // Depth of a point in the bed from its front edge (0) to its back edge (1).
  const proj = (q: Vec2) => q.x * bed.back.x + q.y * bed.back.y;
  const values = bed.polygon.map(proj);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const depthOf = (c: Vec2) => (hi - lo < 1e-6 ? 0.5 : (proj(c) - lo) / (hi - lo));
  const cell = 0.35;
  const candidates: Vec2[] = [];
  for (let x = bb.x + cell / 2; x < bb.x + bb.w; x += cell)
    for (let y = bb.y + cell / 2; y < bb.y + bb.h; y += cell) candidates.push({ x: x + rng.range(-0.12, 0.12), y: y + rng.range(-0.12, 0.12) });
  // Back rows first so tall plants claim the wall or fence side before fillers arrive.
  const band = (d: number) => (d > 0.62 ? 0 : d > 0.3 ? 1 : 2);
  const withDepth = rng.shuffle(candidates).map((c) => ({ c, d: depthOf(c) }));
  const ordered = withDepth.sort((a, b) => band(a.d) - band(b.d));
  let drift: PlantSpec | null = null;
  for (const { c, d } of ordered) {
    if (ctx.plants.length >= Math.min(MAX_PLANTS, limit)) return;
    if (!pointInPolygon(c, bed.polygon)) continue;
    const layer = bed.layer === 'hedge' ? layers[0] : d > 0.62 ? layers[0] : d > 0.3 ? layers[1] : layers[2];
    // Under windows a foundation bed stays low; tall plants only mark its corners.
    const nearEnd = bb.w >= bb.h ? c.x - bb.x < 1.3 || bb.x + bb.w - c.x < 1.3 : c.y - bb.y < 1.3;
    // In the back third of a backyard the rear view's camera is close: tall plants there fill the frame.
    const nearRearCamera = ctx.area === 'backyard' && c.y > ctx.bounds.y + ctx.bounds.h * 0.65;
    const cap = Math.min(bed.maxHeight ?? Infinity, nearRearCamera ? 2.5 : Infinity);
    const fits = (p: PlantSpec) => (bed.layer !== 'foundation' || nearEnd || p.heightM <= 1.5) && p.heightM <= cap;
    const allowed = layer.filter(fits);
    if (allowed.length === 0) continue;
    const namedHere = allowed.filter((p) => ctx.wishes.plants.includes(p.id));
    let choice: PlantSpec =
      namedHere.length && rng.chance(0.55)
        ? rng.pick(namedHere)
        : drift && allowed.includes(drift) && rng.chance(ctx.style.layout.massing)
          ? drift
          : rng.pick(allowed);
    if (countOf(ctx, choice.id) >= MAX_PER_SPECIES) choice = rng.pick(allowed);
    if (countOf(ctx, choice.id) >= MAX_PER_SPECIES) continue;
    const r = plantRadius(choice);
    if (distToPolygonEdge(c, bed.polygon) < r * 0.45) continue;
    if (!roomFor(ctx, c, r, bed.layer === 'hedge' ? 0.85 : spacing)) continue;
    if (!ctx.view.fits(choice, c)) {
      // Where a tall plant would hide a window or leave the frame, a lower one of the layer may stand.
      const tall = choice.heightM;
      const lower = allowed
        .filter((p) => p.heightM < tall && plantRadius(p) <= r && countOf(ctx, p.id) < MAX_PER_SPECIES && ctx.view.fits(p, c))
        .sort((a, b) => a.heightM - b.heightM)[0];
      if (!lower) continue;
      choice = lower;
    }
    place(ctx, choice, c);
    drift = choice;
  }
  // Lush styles close the gaps with their smallest plants, the way a border fills in by year two.
  if (spacing <= 0.9 && bed.layer !== 'hedge') {
    const fillers = pool
      .filter((p) => p.role === 'groundcover' || p.role === 'perennial')
      .sort((a, b) => a.widthM - b.widthM)
      .slice(0, 2);
    for (const { c } of ordered) {
      if (ctx.plants.length >= Math.min(MAX_PLANTS, limit) || fillers.length === 0) break;
      const f = rng.pick(fillers);
      if (countOf(ctx, f.id) >= MAX_PER_SPECIES) continue;
      const r = plantRadius(f);
      if (pointInPolygon(c, bed.polygon) && distToPolygonEdge(c, bed.polygon) >= r * 0.4 && canPlace(ctx, c, r, 0.9, f)) place(ctx, f, c);
    }
  }
}

/** Specimens set into gravel, meadow or raked ground: how desert, dry and zen gardens are planted. */
export function plantOpenGround(ctx: Ctx, rng: Rng) {
  const open = ctx.ground.find((g) => g.kind === 'open');
  if (!open || open.material.kind === 'lawn') return;
  const zen = ctx.style.id === 'japanese_zen';
  if (zen) {
    // Moss islands floating in the raked gravel, as in a karesansui.
    for (let i = 0; i < (ctx.area === 'side_yard' ? 0 : 2); i++) addIslandBed(ctx, rng, { x: 0, y: 1 }, false);
    for (const bed of ctx.beds.slice(-2)) bed.priority = 3;
  }
  const candidates = ctx.pool.filter((p) => p.role !== 'tree' && p.role !== 'screen' && p.form !== 'groundcover');
  if (candidates.length === 0) return;
  const b = ctx.bounds;
  const groups = Math.round((b.w * b.h) / (zen ? 40 : open.material.kind === 'meadow' ? 12 : 18));
  const inBed = (c: Vec2) => ctx.beds.some((bed) => pointInPolygon(c, bed.polygon));
  for (let g = 0; g < groups && ctx.plants.length < MAX_PLANTS; g++) {
    // Odd-numbered drifts of one species read as designed, not scattered.
    const spec = rng.pick(candidates);
    const centre = { x: rng.range(b.x + 0.8, b.x + b.w - 0.8), y: rng.range(b.y + 0.8, b.y + b.h - 0.8) };
    const count = zen ? 1 : rng.pick([1, 3, 3, 5]);
    for (let i = 0; i < count; i++) {
      const r = plantRadius(spec);
      const c = { x: centre.x + rng.range(-1, 1) * r * 2.2, y: centre.y + rng.range(-1, 1) * r * 2.2 };
      if (inBed(c) || countOf(ctx, spec.id) >= MAX_PER_SPECIES) continue;
      if (canPlace(ctx, c, r, ctx.style.layout.spacing, spec)) place(ctx, spec, c);
    }
  }
}

/** An island bed in open ground, usually carrying a tree: depth in the middle of the view. */
export function addIslandBed(ctx: Ctx, rng: Rng, towards: Vec2, withTree = true) {
  const house = ctx.scene.house.footprint;
  const hcx = house.x + house.w / 2;
  const b = ctx.bounds;
  const rx = clamp(rng.range(2.0, 2.9), 1.4, b.w / 4);
  const ry = clamp(rng.range(1.4, 1.9), 1.0, b.h / 3.2);
  const midY = b.y + b.h * (ctx.area === 'backyard' ? 0.45 : 0.5);
  const spot = findSpot(ctx, rx * 2 + 0.6, ry * 2 + 0.6, (c) => -Math.abs(Math.abs(c.x - hcx) - (house.w / 2 - 0.5)) / 2 - Math.abs(c.y - midY) / 3, rng, 0.4);
  if (!spot) return;
  const polygon =
    ctx.style.layout.bedEdge === 'curved' ? wobblyEllipse(spot, rx, ry, rng) : rectPolygon({ x: spot.x - rx, y: spot.y - ry, w: rx * 2, h: ry * 2 });
  ctx.ground.push({ kind: 'bed', material: ctx.style.materials.bed, polygon });
  ctx.beds.push({ polygon, back: towards, layer: ctx.style.layout.symmetric ? 'parterre' : 'mixed', priority: 3 });
  const tree = ctx.pool.find((p) => p.role === 'tree');
  if (withTree && tree && !ctx.style.layout.symmetric && canPlace(ctx, spot, plantRadius(tree), 1, tree)) place(ctx, tree, spot);
}

function wobblyEllipse(c: Vec2, rx: number, ry: number, rng: Rng): Polygon {
  const out: Polygon = [];
  const phase = rng.range(0, 6);
  for (let i = 0; i < 26; i++) {
    const a = (i / 26) * Math.PI * 2;
    const k = 1 + 0.12 * Math.sin(a * 2 + phase) + 0.06 * Math.sin(a * 3 + phase * 2);
    out.push({ x: c.x + Math.cos(a) * rx * k, y: c.y + Math.sin(a) * ry * k });
  }
  return out;
}

export function placeTrees(ctx: Ctx, count: number, rng: Rng) {
  const trees = ctx.pool.filter((p) => p.role === 'tree');
  if (trees.length === 0 || count <= 0) return;
  const house = houseOutline(ctx.scene);
  for (let n = 0; n < count; n++) {
    const tree = trees[n % trees.length];
    let best: Vec2 | null = null;
    let bestScore = -Infinity;
    for (let i = 0; i < 160; i++) {
      const c = { x: rng.range(ctx.bounds.x + 1, ctx.bounds.x + ctx.bounds.w - 1), y: rng.range(ctx.bounds.y + 1, ctx.bounds.y + ctx.bounds.h - 1) };
      const fromHouse = distToPolygonEdge(c, house);
      if (fromHouse < Math.min(3.5, tree.widthM / 2 + 0.5)) continue;
      if (!canPlace(ctx, c, 1.2, 1, tree)) continue;
      const otherTrees = ctx.plants.filter((p) => PLANT_LIBRARY[p.plantId].role === 'tree');
      const spread = otherTrees.reduce((m, t) => Math.min(m, Math.hypot(t.x - c.x, t.y - c.y)), 20);
      // Trees frame the house at its corners rather than hiding its face or leaving the view.
      const hw = (house[1].x - house[0].x) / 2;
      const side = -Math.abs(Math.abs(c.x - (house[0].x + house[1].x) / 2) - (hw + 0.5)) / 2;
      // In the rear view the camera stands at the back fence: a tree there would fill the frame.
      const nearCamera = ctx.area === 'backyard' ? Math.max(0, c.y - (ctx.bounds.y + ctx.bounds.h * 0.6)) : 0;
      const score = spread / 4 + side - nearCamera + rng.range(0, 1);
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    if (!best) continue;
    const inBed = ctx.beds.some((b) => pointInPolygon(best!, b.polygon));
    if (!inBed) {
      const ring = ellipsePolygon(best, 1.1, 1.1, 20);
      ctx.ground.push({ kind: 'bed', material: ctx.style.materials.bed, polygon: ring });
    }
    place(ctx, tree, best);
  }
}

/** A tropical oasis in the tropics plants a palm in the area: in a bed, or in place of a shrub of the same size. */
export function plantPalms(ctx: Ctx, palms: PlantSpec[], rng: Rng) {
  if (palms.length === 0 || ctx.plants.some((p) => PLANT_LIBRARY[p.plantId]!.form === 'palm')) return;
  const low = palms.slice().sort((a, b) => a.heightM - b.heightM);
  for (const bed of ctx.beds) {
    const bb = polygonBounds(bed.polygon);
    for (let i = 0; i < 40; i++) {
      const c = { x: rng.range(bb.x, bb.x + bb.w), y: rng.range(bb.y, bb.y + bb.h) };
      if (!pointInPolygon(c, bed.polygon)) continue;
      const palm = low.find((p) => canPlace(ctx, c, plantRadius(p), 0.8, p));
      if (palm) return place(ctx, palm, c);
    }
  }
  // No free ground: the largest plant below the trees gives its place to the lowest palm.
  const palm = low[0]!;
  const swap = ctx.plants.filter((p) => PLANT_LIBRARY[p.plantId]!.role !== 'tree').sort((a, b) => b.radius - a.radius)[0];
  if (swap) Object.assign(swap, { plantId: palm.id, radius: Math.min(swap.radius, plantRadius(palm)), canopy: palm.widthM / 2, height: palm.heightM });
}
