import type { AreaId, StyleId } from '@landscape/contract';
import { MATERIAL_LIBRARY } from './catalogue/material-library.ts';
import { PLANT_LIBRARY } from './catalogue/plant-library.ts';
import { styleById } from './catalogue/style-catalogue.ts';
import {
  bezier,
  circleHitsPolygon,
  clamp,
  distToPolygonEdge,
  ellipsePolygon,
  pointInPolygon,
  polygonArea,
  polygonBounds,
  rectPolygon,
  ribbon,
  wavyRect,
  type Polygon,
  type Rect,
  type Vec2,
} from './geometry.ts';
import { message } from './catalogue/messages.ts';
import { DESIGN_LANGUAGES, designLocale, titleText, type DesignLanguage, type DesignLocale } from './catalogue/languages/index.ts';
import { EN } from './catalogue/languages/en.ts';
import { plantReason, ROLE_ORDER, selectPlants, siteFit, type PlantSelection, type SiteFit } from './plant-selection.ts';
import { createRng, hashString, subRng, type Rng } from './random.ts';
import { EXISTING_GROWTH, viewCheck, type ViewCheck } from './renderer/view-check.ts';
import { houseOutline } from './scene.ts';
import { areaSun } from './site/sun.ts';
import type {
  ClimateClass,
  DesignPlan,
  NotIncluded,
  FeatureKind,
  GroundPatch,
  MaterialSpec,
  ParsedWishes,
  PlacedFeature,
  PlacedPlant,
  PlanMaterialUse,
  PlantRole,
  PlantSpec,
  Note,
  Scene,
  Site,
  StyleDefinition,
} from './types.ts';
import { parseWishes } from './wish-parser.ts';
import { cropsFor, plantBeds } from './edibles.ts';
import { fitPlanToPhoto, type PhotoScene } from './photo-fit.ts';

export interface BuildPlanInput {
  area: AreaId;
  style: StyleId;
  wishes: string;
  scene: Scene;
  seed: number;
  /** The property's climate and sun (resolveSite); without it plants are not checked against a site. */
  site?: Site | null;
  /** The homeowner's language: summaries and plan views of this plan speak it (English by default). */
  locale?: string | null;
}

/** Area names as the image model's prompt says them (the homeowner reads `DesignLanguage.areas`). */
export const AREA_LABELS: Record<AreaId, string> = {
  front_yard: 'Front Yard',
  side_yard: 'Side Yard',
  backyard: 'Backyard',
  walkway: 'Entry Walkway',
};

export const FEATURE_LABELS: Record<FeatureKind, string> = EN.features;

// Hard caps keep a plan buildable and every render within its time budget.
const MAX_PLANTS = 140;
const MAX_PER_SPECIES = 24;
/** A low-maintenance lawn is at most this share of the planted ground. */
export const LOW_MAINTENANCE_LAWN_SHARE = 1 / 3;
/** On an arid site a wished lawn is kept to at most this share of the planted ground. */
export const ARID_LAWN_SHARE = 0.2;

export interface YardObject {
  /** Size of the object in metres, and the clear ground kept around it. */
  w: number;
  h: number;
  clear: number;
  /** What it stands on. */
  pad: 'patio' | 'mulch' | 'gravel';
  /** Close to the house (used with the kitchen and the terrace) rather than out in the yard. */
  near: boolean;
}
export const YARD_OBJECTS: Partial<Record<FeatureKind, YardObject>> = {
  hot_tub: { w: 2.2, h: 2.2, clear: 0.6, pad: 'patio', near: true },
  outdoor_kitchen: { w: 2.8, h: 0.8, clear: 0.9, pad: 'patio', near: true },
  trampoline: { w: 3.6, h: 3.6, clear: 0.6, pad: 'mulch', near: false },
  swing_set: { w: 3.2, h: 1.6, clear: 0.9, pad: 'mulch', near: false },
  hammock: { w: 3.4, h: 1.0, clear: 0.4, pad: 'mulch', near: false },
  storage_shed: { w: 2.4, h: 1.8, clear: 0.4, pad: 'gravel', near: false },
  compost_bins: { w: 1.8, h: 0.9, clear: 0.4, pad: 'gravel', near: false },
};

/** How a bed is planted: layered border, screening hedge, low edge, clipped parterre or straight rows. */
type BedLayer = 'mixed' | 'hedge' | 'front' | 'parterre' | 'rows' | 'foundation';

interface Ctx {
  scene: Scene;
  style: StyleDefinition;
  wishes: ParsedWishes;
  area: AreaId;
  bounds: Rect;
  boundsPoly: Polygon;
  ground: GroundPatch[];
  features: PlacedFeature[];
  plants: PlacedPlant[];
  keepOut: Polygon[];
  /** Ground kept free of features for planting (the fence border of a narrow side yard). */
  reserved: Polygon[];
  beds: { polygon: Polygon; back: Vec2; layer: BedLayer; priority: number; maxHeight?: number }[];
  pool: PlantSpec[];
  wanted: Set<FeatureKind>;
  rng: Rng;
  seed: number;
  /** What the area's camera will see: doors, windows, the facade and the frame's edges. */
  view: ViewCheck;
  /** An arid climate (Köppen B): no irrigated lawn or meadow unless the homeowner asked for lawn. */
  arid: boolean;
}

const has = (ctx: Ctx, f: FeatureKind) => ctx.wanted.has(f);

function addFeature(ctx: Ctx, f: Omit<PlacedFeature, 'footprint'> & { footprint?: Polygon }) {
  const footprint = f.footprint ?? rectPolygon({ x: f.x - f.w / 2, y: f.y - f.h / 2, w: f.w, h: f.h });
  ctx.features.push({ ...f, footprint });
  ctx.keepOut.push(footprint);
}

function rectFree(ctx: Ctx, r: Rect, margin = 0.2): boolean {
  const poly = rectPolygon({ x: r.x - margin, y: r.y - margin, w: r.w + 2 * margin, h: r.h + 2 * margin });
  const b = ctx.bounds;
  if (r.x < b.x || r.y < b.y || r.x + r.w > b.x + b.w || r.y + r.h > b.y + b.h) return false;
  for (const k of [...ctx.keepOut, ...ctx.reserved]) {
    if (poly.some((p) => pointInPolygon(p, k)) || k.some((p) => pointInPolygon(p, poly))) return false;
    const c = { x: r.x + r.w / 2, y: r.y + r.h / 2 };
    if (circleHitsPolygon(c, Math.min(r.w, r.h) / 2 + margin, k)) return false;
  }
  return true;
}

/** Best free spot for a w×h object by the given score, from seeded random samples. */
function findSpot(ctx: Ctx, w: number, h: number, score: (c: Vec2) => number, rng: Rng, margin = 0.25): Vec2 | null {
  let best: Vec2 | null = null;
  let bestScore = -Infinity;
  const b = ctx.bounds;
  for (let i = 0; i < 220; i++) {
    const c = { x: rng.range(b.x + w / 2, b.x + b.w - w / 2), y: rng.range(b.y + h / 2, b.y + b.h - h / 2) };
    if (!rectFree(ctx, { x: c.x - w / 2, y: c.y - h / 2, w, h }, margin)) continue;
    const jitter = rng.range(0, 0.8);
    // An object the area's picture cannot show would be on the plan and missing from the render.
    if (!ctx.view.seen(c)) continue;
    const s = score(c) + jitter;
    if (s > bestScore) {
      bestScore = s;
      best = c;
    }
  }
  return best;
}

function pathMaterial(ctx: Ctx): MaterialSpec {
  if (has(ctx, 'stone_path'))
    return ctx.style.materials.path.kind === 'flagstone' || ctx.style.materials.path.kind === 'stepping_stones'
      ? ctx.style.materials.path
      : MATERIAL_LIBRARY.flagstone;
  if (has(ctx, 'gravel_path'))
    return ctx.style.materials.path.kind === 'gravel' || ctx.style.materials.path.kind === 'dg' ? ctx.style.materials.path : MATERIAL_LIBRARY.pea_gravel;
  if (has(ctx, 'stepping_stones') && ctx.style.materials.path.kind !== 'stepping_stones') return MATERIAL_LIBRARY.stepping_flag;
  return ctx.style.materials.path;
}

/** Lays a path along `line`; stepping-stone materials also get their stones. */
function layPath(ctx: Ctx, line: Vec2[], width: number): Polygon {
  const material = pathMaterial(ctx);
  const polygon = ribbon(line, width);
  ctx.ground.push({ kind: 'path', material, polygon });
  ctx.keepOut.push(polygon);
  if (material.kind === 'stepping_stones') {
    const stones: Vec2[] = [];
    let carried = 0;
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1];
      const b = line[i];
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      let t = carried;
      while (t < len) {
        stones.push({ x: a.x + ((b.x - a.x) * t) / len, y: a.y + ((b.y - a.y) * t) / len });
        t += 0.75;
      }
      carried = t - len;
    }
    const bb = polygonBounds(polygon);
    ctx.features.push({ kind: 'stepping_stones', x: bb.x + bb.w / 2, y: bb.y + bb.h / 2, w: bb.w, h: bb.h, footprint: polygon, points: stones });
  }
  return polygon;
}

function pathLine(ctx: Ctx, from: Vec2, to: Vec2, rng: Rng): Vec2[] {
  const shape = has(ctx, 'stepping_stones') ? 'stepping' : ctx.style.layout.pathShape;
  if (shape === 'straight' || shape === 'axial') return [from, to];
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const bend = rng.range(0.9, 1.8) * (rng.chance(0.5) ? 1 : -1);
  const p1 = { x: from.x + dx * 0.33 + nx * bend, y: from.y + dy * 0.33 + ny * bend };
  const p2 = { x: from.x + dx * 0.66 - nx * bend, y: from.y + dy * 0.66 - ny * bend };
  return bezier(from, p1, p2, to, 18);
}

function addBed(ctx: Ctx, r: Rect, back: Vec2, wavySide: 'top' | 'bottom' | 'left' | 'right' | null, layer: BedLayer = 'mixed', priority = 1) {
  if (r.w < 0.6 || r.h < 0.6) return;
  const curved = ctx.style.layout.bedEdge === 'curved' && wavySide !== null;
  const polygon = curved ? wavyRect(r, Math.min(1.0, Math.min(r.w, r.h) * 0.45), ctx.rng.range(1, 2.2), wavySide!, ctx.rng.range(0, 6)) : rectPolygon(r);
  ctx.ground.push({ kind: 'bed', material: ctx.style.materials.bed, polygon });
  ctx.beds.push({ polygon, back, layer, priority });
}

// ---- features -----------------------------------------------------------------

function placeFeatures(ctx: Ctx) {
  placeCentralFeatures(ctx);
  placeEdgeFeatures(ctx);
}

function placeCentralFeatures(ctx: Ctx) {
  const rng = subRng(ctx.seed, 'features');
  const house = ctx.scene.house.footprint;
  const houseCentre = { x: house.x + house.w / 2, y: house.y + house.h / 2 };
  const anchor = ctx.scene.zones[ctx.area].anchor;
  // "Away from the house" but not at the very end of the lot, where the camera stands.
  const zoneDepth = ctx.bounds.h;
  const far = (c: Vec2) => {
    const d = Math.hypot(c.x - houseCentre.x, c.y - houseCentre.y);
    return ctx.area === 'backyard' ? -Math.abs(c.y - (ctx.bounds.y + zoneDepth * 0.55)) / 4 + d / 30 : d / 10;
  };
  const near = (c: Vec2) => -Math.hypot(c.x - anchor.x, c.y - anchor.y) / 6;
  const central = (c: Vec2) => -Math.abs(c.x - (ctx.bounds.x + ctx.bounds.w / 2)) / 6;
  // Only the backyard terrace hosts a pergola or a dining set; the front door landing is too small.
  const patioRect = ctx.area === 'backyard' ? ctx.ground.find((g) => g.kind === 'patio') : undefined;

  if (has(ctx, 'pergola')) {
    const size = ctx.area === 'side_yard' ? 2.6 : 3.6;
    if (patioRect) {
      const pb = polygonBounds(patioRect.polygon);
      const x = pb.x + (rng.chance(0.5) ? size / 2 + 0.3 : pb.w - size / 2 - 0.3);
      addFeature(ctx, {
        kind: 'pergola',
        x,
        y: pb.y + pb.h / 2,
        w: size,
        h: Math.min(size, pb.h - 0.4),
        footprint: rectPolygon({ x: x - size / 2, y: pb.y, w: size, h: pb.h }),
      });
    } else {
      const spot = findSpot(ctx, size, size, far, rng);
      if (spot) {
        ctx.ground.push({
          kind: 'pad',
          material: ctx.style.materials.patio,
          polygon: rectPolygon({ x: spot.x - size / 2 - 0.3, y: spot.y - size / 2 - 0.3, w: size + 0.6, h: size + 0.6 }),
        });
        addFeature(ctx, {
          kind: 'pergola',
          x: spot.x,
          y: spot.y,
          w: size,
          h: size,
          footprint: rectPolygon({ x: spot.x - size / 2 - 0.3, y: spot.y - size / 2 - 0.3, w: size + 0.6, h: size + 0.6 }),
        });
      }
    }
  }
  if (has(ctx, 'patio_seating')) {
    if (patioRect) {
      const pb = polygonBounds(patioRect.polygon);
      const pergola = ctx.features.find((f) => f.kind === 'pergola');
      const x = pergola ? pergola.x : pb.x + pb.w * rng.range(0.3, 0.7);
      addFeature(ctx, {
        kind: 'patio_seating',
        x,
        y: pb.y + pb.h / 2,
        w: 2.4,
        h: 2.2,
        footprint: rectPolygon({ x: x - 1.2, y: pb.y + pb.h / 2 - 1.1, w: 2.4, h: 2.2 }),
      });
    } else {
      const spot = findSpot(ctx, 3, 3, near, rng);
      if (spot) {
        const pad = rectPolygon({ x: spot.x - 1.5, y: spot.y - 1.5, w: 3, h: 3 });
        ctx.ground.push({ kind: 'pad', material: ctx.style.materials.patio, polygon: pad });
        addFeature(ctx, { kind: 'patio_seating', x: spot.x, y: spot.y, w: 2.4, h: 2.2, footprint: pad });
      }
    }
  }
  if (has(ctx, 'fire_pit')) {
    const r = ctx.area === 'side_yard' ? 1.4 : 2.1;
    const spot = findSpot(ctx, r * 2, r * 2, (c) => far(c) + central(c) * 0.5, rng);
    if (spot) {
      const pad = ellipsePolygon(spot, r, r, 28);
      const padMat = ctx.style.materials.patio.kind === 'stepping_stones' ? MATERIAL_LIBRARY.pea_gravel : ctx.style.materials.patio;
      ctx.ground.push({ kind: 'pad', material: padMat, polygon: pad });
      addFeature(ctx, { kind: 'fire_pit', x: spot.x, y: spot.y, w: 1.1, h: 1.1, footprint: pad });
    }
  }
  if (has(ctx, 'water_feature')) {
    const variant =
      (
        {
          japanese_zen: 'pond',
          tropical_oasis: 'pond',
          california_native: 'pond',
          modern_minimalist: 'water_wall',
          desert_modern: 'water_wall',
          mediterranean: 'fountain',
          english_formal: 'fountain',
        } as Record<string, string>
      )[ctx.style.id] ?? 'fountain';
    const [w, h] = variant === 'pond' ? [3, 2] : variant === 'water_wall' ? [2.4, 0.9] : [1.8, 1.8];
    const centreScore = ctx.style.layout.symmetric ? (c: Vec2) => central(c) * 3 + far(c) : (c: Vec2) => far(c) * 0.5;
    const spot = findSpot(ctx, w, h, centreScore, rng);
    if (spot) {
      const footprint =
        variant === 'pond'
          ? ellipsePolygon(spot, w / 2 + 0.2, h / 2 + 0.2, 24)
          : rectPolygon({ x: spot.x - w / 2 - 0.2, y: spot.y - h / 2 - 0.2, w: w + 0.4, h: h + 0.4 });
      addFeature(ctx, { kind: 'water_feature', x: spot.x, y: spot.y, w, h, footprint, variant });
    }
  }
  if (has(ctx, 'raised_vegetable_beds')) {
    const count = ctx.area === 'side_yard' || ctx.area === 'walkway' ? 2 : 3;
    const vertical = ctx.area === 'side_yard';
    const [bw, bh] = vertical ? [1.0, 2.2] : [2.4, 1.2];
    const groupW = vertical ? bw : bw * 1 + 0;
    const groupH = vertical ? bh * count + 0.8 * (count - 1) : bh * count + 0.8 * (count - 1);
    const spot = findSpot(ctx, groupW + 1, groupH + 1, (c) => far(c) - central(c), rng);
    if (spot) {
      const gravel = rectPolygon({ x: spot.x - groupW / 2 - 0.5, y: spot.y - groupH / 2 - 0.5, w: groupW + 1, h: groupH + 1 });
      ctx.ground.push({ kind: 'pad', material: MATERIAL_LIBRARY.pea_gravel, polygon: gravel });
      ctx.keepOut.push(gravel);
      for (let i = 0; i < count; i++) {
        const y = spot.y - groupH / 2 + bh / 2 + i * (bh + 0.8);
        ctx.features.push({
          kind: 'raised_vegetable_beds',
          x: spot.x,
          y,
          w: bw,
          h: bh,
          footprint: rectPolygon({ x: spot.x - bw / 2, y: y - bh / 2, w: bw, h: bh }),
        });
      }
    }
  }
  // The yard objects homeowners ask for most, each on its own ground: a hot tub and an outdoor kitchen
  // close to the back door on a pad of the patio material, the rest out in the yard.
  for (const [kind, obj] of Object.entries(YARD_OBJECTS) as [FeatureKind, YardObject][]) {
    if (!has(ctx, kind)) continue;
    const [w, h] = ctx.area === 'side_yard' || ctx.area === 'walkway' ? [obj.w * 0.8, obj.h * 0.8] : [obj.w, obj.h];
    const spot = findSpot(ctx, w + obj.clear * 2, h + obj.clear * 2, obj.near ? (c) => near(c) * 2 : (c) => far(c) - central(c) * 0.3, rng);
    if (!spot) continue;
    const footprint = rectPolygon({ x: spot.x - w / 2 - obj.clear, y: spot.y - h / 2 - obj.clear, w: w + obj.clear * 2, h: h + obj.clear * 2 });
    const pad =
      obj.pad === 'patio'
        ? ctx.style.materials.patio.kind === 'stepping_stones'
          ? MATERIAL_LIBRARY.flagstone
          : ctx.style.materials.patio
        : obj.pad === 'mulch'
          ? MATERIAL_LIBRARY.bark_mulch
          : MATERIAL_LIBRARY.pea_gravel;
    ctx.ground.push({ kind: 'pad', material: pad, polygon: footprint });
    addFeature(ctx, { kind, x: spot.x, y: spot.y, w, h, footprint });
  }
  if (has(ctx, 'seating_bench')) {
    const spot = findSpot(ctx, 1.8, 0.8, (c) => far(c) + (has(ctx, 'play_lawn') ? 0 : central(c)), rng);
    if (spot) addFeature(ctx, { kind: 'seating_bench', x: spot.x, y: spot.y, w: 1.6, h: 0.6 });
  }
  if (has(ctx, 'bird_bath')) {
    const spot = findSpot(ctx, 0.9, 0.9, (c) => central(c) * 2 + far(c) * 0.5, rng);
    if (spot) addFeature(ctx, { kind: 'bird_bath', x: spot.x, y: spot.y, w: 0.7, h: 0.7 });
  }
  if (has(ctx, 'stone_lantern')) {
    const path = ctx.ground.find((g) => g.kind === 'path');
    const score = path ? (c: Vec2) => -Math.abs(distToPolygonEdge(c, path.polygon) - 0.9) : near;
    const spot = findSpot(ctx, 0.7, 0.7, score, rng, 0.15);
    if (spot) addFeature(ctx, { kind: 'stone_lantern', x: spot.x, y: spot.y, w: 0.6, h: 0.6 });
  }
  if (has(ctx, 'arbor')) {
    const path = ctx.ground.find((g) => g.kind === 'path');
    if (path) {
      const entry = ctx.scene.zones[ctx.area].entry;
      const pb = polygonBounds(path.polygon);
      const alongX = pb.w > pb.h;
      const y = alongX ? entry.y : clamp(ctx.bounds.y + 1.2, pb.y + 0.5, pb.y + pb.h - 0.5);
      const x = alongX ? clamp(entry.x, pb.x + 1, pb.x + pb.w - 1) : entry.x;
      const w = alongX ? 0.6 : 2.0;
      const h = alongX ? 2.0 : 0.6;
      // The arbor straddles the path; only its posts claim ground.
      const posts = alongX
        ? [rectPolygon({ x: x - 0.3, y: y - 1.1, w: 0.6, h: 0.3 }), rectPolygon({ x: x - 0.3, y: y + 0.8, w: 0.6, h: 0.3 })]
        : [rectPolygon({ x: x - 1.1, y: y - 0.3, w: 0.3, h: 0.6 }), rectPolygon({ x: x + 0.8, y: y - 0.3, w: 0.3, h: 0.6 })];
      ctx.features.push({
        kind: 'arbor',
        x,
        y,
        w,
        h,
        footprint: posts[0],
        points: posts.map((p) => polygonBounds(p)).map((r) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 })),
      });
      ctx.keepOut.push(...posts);
    }
  }
  if (has(ctx, 'boulders')) {
    const n = ctx.area === 'side_yard' ? 2 : rng.int(2, 4);
    const groupCentre = findSpot(ctx, 2.5, 2, (c) => -near(c) * 0.3, rng) ?? null;
    if (groupCentre) {
      for (let i = 0; i < n; i++) {
        const s = rng.range(0.6, 1.2) * (i === 0 ? 1.3 : 1);
        const c = { x: groupCentre.x + rng.range(-0.9, 0.9), y: groupCentre.y + rng.range(-0.7, 0.7) };
        if (!rectFree(ctx, { x: c.x - s / 2, y: c.y - s / 2, w: s, h: s * 0.8 }, 0.05)) continue;
        addFeature(ctx, { kind: 'boulders', x: c.x, y: c.y, w: s, h: s * 0.8, footprint: ellipsePolygon(c, s / 2, s * 0.4, 10) });
      }
    }
  }
}

/** Pots flank the door or patio; lights follow the path edges. Runs before any planting. */
function placeEdgeFeatures(ctx: Ctx) {
  const rng = subRng(ctx.seed, 'edge-features');
  if (has(ctx, 'planter_pots')) {
    const anchor = ctx.scene.zones[ctx.area].anchor;
    const patio = ctx.ground.find((g) => g.kind === 'patio');
    const base = patio ? polygonBounds(patio.polygon) : null;
    const candidates: Vec2[] = base
      ? [
          { x: base.x + 0.4, y: base.y + base.h - 0.4 },
          { x: base.x + base.w - 0.4, y: base.y + base.h - 0.4 },
        ]
      : ctx.area === 'side_yard' || ctx.area === 'backyard'
        ? [
            { x: anchor.x - 1.2, y: anchor.y + (ctx.area === 'backyard' ? 0.6 : -0.6) },
            { x: anchor.x + 1.2, y: anchor.y + (ctx.area === 'backyard' ? 0.6 : -0.6) },
          ]
        : [
            { x: anchor.x - 1.0, y: anchor.y - 0.6 },
            { x: anchor.x + 1.0, y: anchor.y - 0.6 },
          ];
    for (const c of candidates) {
      const s = 0.6;
      if (c.x - s / 2 < ctx.bounds.x || c.x + s / 2 > ctx.bounds.x + ctx.bounds.w) continue;
      // Pots may stand on a patio or path, just not on another feature or in the house.
      const blocked = ctx.features.some((f) => circleHitsPolygon(c, 0.35, f.footprint)) || circleHitsPolygon(c, 0.3, houseOutline(ctx.scene));
      if (!blocked) addFeature(ctx, { kind: 'planter_pots', x: c.x, y: c.y, w: s, h: s });
    }
  }
  if (has(ctx, 'lighting')) {
    const path = ctx.ground.find((g) => g.kind === 'path');
    const lights: Vec2[] = [];
    if (path) {
      // Alternate sides along the path outline every ~2.5 m, offset just outside the edge.
      const poly = path.polygon;
      const half = poly.length / 2;
      for (let i = 1; i < half - 1; i++) {
        const left = poly[i];
        const right = poly[poly.length - 1 - i];
        const dx = left.x - right.x;
        const dy = left.y - right.y;
        const len = Math.hypot(dx, dy) || 1;
        lights.push({ x: left.x + (dx / len) * 0.35, y: left.y + (dy / len) * 0.35 }, { x: right.x - (dx / len) * 0.35, y: right.y - (dy / len) * 0.35 });
      }
      if (lights.length === 0) {
        const [a, , , d] = poly.length === 4 ? poly : [poly[0], poly[0], poly[0], poly[poly.length - 1]];
        const b = poly[1];
        const c = poly[2];
        const len = Math.hypot(b.x - a.x, b.y - a.y);
        const n = Math.max(2, Math.floor(len / 2.5));
        for (let i = 1; i < n; i++) {
          const t = i / n;
          const ox = (a.x - d.x) / (Math.hypot(a.x - d.x, a.y - d.y) || 1);
          const oy = (a.y - d.y) / (Math.hypot(a.x - d.x, a.y - d.y) || 1);
          lights.push(
            { x: a.x + (b.x - a.x) * t + ox * 0.35, y: a.y + (b.y - a.y) * t + oy * 0.35 },
            { x: d.x + (c.x - d.x) * t - ox * 0.35, y: d.y + (c.y - d.y) * t - oy * 0.35 },
          );
        }
      }
    } else {
      const b = ctx.bounds;
      for (let i = 0; i < 4; i++) lights.push({ x: b.x + b.w * rng.range(0.15, 0.85), y: b.y + b.h * rng.range(0.2, 0.8) });
    }
    const kept: Vec2[] = [];
    for (const l of lights) {
      if (kept.length >= 10 || kept.some((k) => Math.hypot(l.x - k.x, l.y - k.y) < 2.2)) continue;
      if (!rectFree(ctx, { x: l.x - 0.15, y: l.y - 0.15, w: 0.3, h: 0.3 }, 0.02)) continue;
      addFeature(ctx, { kind: 'lighting', x: l.x, y: l.y, w: 0.3, h: 0.3 });
      kept.push(l);
    }
  }
}

// ---- planting -------------------------------------------------------------------

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

function fillBed(ctx: Ctx, bed: Ctx['beds'][number], rng: Rng, limit = MAX_PLANTS) {
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
function plantOpenGround(ctx: Ctx, rng: Rng) {
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
function addIslandBed(ctx: Ctx, rng: Rng, towards: Vec2, withTree = true) {
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

function placeTrees(ctx: Ctx, count: number, rng: Rng) {
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

// ---- areas ----------------------------------------------------------------------

function openGround(ctx: Ctx): MaterialSpec {
  const open = ctx.style.materials.open;
  // An arid climate cannot keep irrigated turf or a sedge meadow green: stabilized granite instead.
  if (ctx.arid && (open.kind === 'lawn' || open.kind === 'meadow')) return MATERIAL_LIBRARY.dg;
  if (open.kind !== 'lawn') return open;
  const c = ctx.wishes.constraints;
  // Drought tolerant: no lawn anywhere. Low maintenance: no mowing of open ground; a small lawn
  // panel, capped at a third of the planted ground, keeps the style's green (lawnPanel).
  if (c.includes('drought_tolerant') || ctx.wishes.avoid.includes('play_lawn')) return MATERIAL_LIBRARY.creeping_thyme_lawn;
  if (c.includes('low_maintenance')) return MATERIAL_LIBRARY.pea_gravel;
  return open;
}

function layoutFront(ctx: Ctx, rng: Rng) {
  const { scene } = ctx;
  const house = scene.house.footprint;
  const zone = scene.zones[ctx.area];
  const b = ctx.bounds;
  const door = zone.anchor;
  const axial = ctx.style.layout.pathShape === 'axial';
  const width = (axial ? 1.6 : ctx.area === 'walkway' ? 1.4 : 1.2) + (has(ctx, 'wide_path') ? 0.5 : 0);
  const start = { x: clamp(door.x, b.x + width, b.x + b.w - width), y: 0 };
  layPath(ctx, pathLine(ctx, start, { x: door.x, y: house.y }, rng), width);
  // A landing at the door reads as an entry, not just a path ending at a wall.
  const landing = rectPolygon({ x: door.x - 1.3, y: house.y - 1.4, w: 2.6, h: 1.4 });
  ctx.ground.push({
    kind: 'patio',
    material:
      pathMaterial(ctx).kind === 'stepping_stones'
        ? ctx.style.materials.patio.kind === 'stepping_stones'
          ? MATERIAL_LIBRARY.flagstone
          : ctx.style.materials.patio
        : pathMaterial(ctx),
    polygon: landing,
  });
  ctx.keepOut.push(landing);

  placeFeatures(ctx);

  const drive = polygonBounds(scene.driveway);
  const bedDepth = Math.min(rng.range(2.4, 3.3), (house.y - b.y) * 0.4);
  // Foundation beds run along the house face on both sides of the door.
  const fx0 = Math.max(b.x, house.x - 0.5);
  const fx1 = Math.min(b.x + b.w, house.x + house.w + 0.5);
  const segments: [number, number][] = [];
  const cuts = [[drive.x - 0.2, drive.x + drive.w + 0.2]].sort((a, c) => a[0] - c[0]);
  let cursor = fx0;
  for (const [c0, c1] of cuts) {
    if (c0 > cursor) segments.push([cursor, Math.min(c0, fx1)]);
    cursor = Math.max(cursor, c1);
  }
  if (cursor < fx1) segments.push([cursor, fx1]);
  for (const [x0, x1] of segments)
    if (x1 - x0 > 0.8) addBed(ctx, { x: x0, y: house.y - bedDepth, w: x1 - x0, h: bedDepth - 0.05 }, { x: 0, y: 1 }, 'top', 'foundation', 2);

  if (ctx.area === 'walkway') {
    // Borders on both sides of the walk, the signature of an entry sequence.
    const path = ctx.ground.find((g) => g.kind === 'path')!;
    const pb = polygonBounds(path.polygon);
    const depth = rng.range(1.3, 1.9);
    // Low borders: the walk should lead the eye to the door, not hide it.
    addBed(
      ctx,
      { x: Math.max(b.x, pb.x - depth), y: b.y + 0.2, w: Math.max(0, Math.min(depth, pb.x - b.x)), h: house.y - bedDepth - b.y - 0.3 },
      { x: -1, y: 0 },
      'left',
      'foundation',
      2,
    );
    addBed(
      ctx,
      { x: pb.x + pb.w, y: b.y + 0.2, w: Math.max(0, Math.min(depth, b.x + b.w - pb.x - pb.w)), h: house.y - bedDepth - b.y - 0.3 },
      { x: 1, y: 0 },
      'right',
      'foundation',
      2,
    );
  } else {
    // A border along the open side lot line, away from the driveway.
    const driveLeft = drive.x < scene.lot.width / 2;
    const sideDepth = rng.range(1.8, 2.6);
    const sx = driveLeft ? b.x + b.w - sideDepth : b.x;
    addBed(
      ctx,
      { x: sx, y: b.y + 0.8, w: sideDepth, h: house.y - bedDepth - b.y - 1.0 },
      { x: driveLeft ? 1 : -1, y: 0 },
      driveLeft ? 'left' : 'right',
      has(ctx, 'privacy_hedge') ? 'hedge' : 'mixed',
    );
    if (has(ctx, 'flower_beds') || ctx.style.layout.symmetric || rng.chance(0.4)) {
      // A low street-side border of flowers, split by the walk.
      const depth = 1.1;
      const path = ctx.ground.find((g) => g.kind === 'path')!;
      const pb = polygonBounds(path.polygon);
      const xa = driveLeft ? drive.x + drive.w + 0.4 : b.x + 0.3;
      const xb = driveLeft ? b.x + b.w - sideDepth - 0.2 : drive.x - 0.4;
      if (pb.x - xa > 1) addBed(ctx, { x: xa, y: b.y + 0.3, w: pb.x - xa - 0.1, h: depth }, { x: 0, y: -1 }, 'bottom', 'front');
      if (xb - (pb.x + pb.w) > 1) addBed(ctx, { x: pb.x + pb.w + 0.1, y: b.y + 0.3, w: xb - pb.x - pb.w - 0.1, h: depth }, { x: 0, y: -1 }, 'bottom', 'front');
    }
  }
  if (ctx.area === 'front_yard') {
    const path = ctx.ground.find((g) => g.kind === 'path')!;
    const pb = polygonBounds(path.polygon);
    if (ctx.style.layout.symmetric) {
      // Formal gardens: a matched pair of beds either side of the axial walk (one if the
      // driveway leaves no room on its side).
      const depth = house.y - bedDepth - b.y - 1.6;
      const leftRoom = Math.min(pb.x - b.x - 1.0, drive.x < pb.x ? pb.x - drive.x - drive.w - 1.0 : 99);
      const rightRoom = Math.min(b.x + b.w - pb.x - pb.w - 1.0, drive.x > pb.x ? drive.x - pb.x - pb.w - 1.0 : 99);
      const both = Math.min(4.2, leftRoom, rightRoom);
      const layer: BedLayer = ctx.style.id === 'mediterranean' ? 'rows' : 'parterre';
      if (depth > 1.5) {
        const lw = both >= 1.5 ? both : Math.min(4.2, leftRoom);
        const rw = both >= 1.5 ? both : Math.min(4.2, rightRoom);
        if (lw >= 1.5) addBed(ctx, { x: pb.x - 0.7 - lw, y: b.y + 1.0, w: lw, h: depth }, { x: 0, y: 1 }, null, layer, 3);
        if (rw >= 1.5) addBed(ctx, { x: pb.x + pb.w + 0.7, y: b.y + 1.0, w: rw, h: depth }, { x: 0, y: 1 }, null, layer, 3);
      }
    } else {
      addIslandBed(ctx, rng, { x: 0, y: 1 });
    }
  }
  placeTrees(ctx, ctx.area === 'walkway' ? 0 : ctx.style.layout.symmetric ? 2 : rng.int(0, 1), rng);
  plantOpenGround(ctx, rng);
}

function layoutBack(ctx: Ctx, rng: Rng) {
  const { scene } = ctx;
  const house = scene.house.footprint;
  const b = ctx.bounds;
  const door = scene.zones.backyard.anchor;
  const patioW = clamp(rng.range(5.5, 8), 4, house.w);
  const patioD = rng.range(3.5, 4.6);
  const px = clamp(door.x - patioW / 2, house.x, house.x + house.w - patioW);
  const patio = rectPolygon({ x: px, y: b.y, w: patioW, h: patioD });
  ctx.ground.push({
    kind: 'patio',
    material: ctx.style.materials.patio.kind === 'stepping_stones' ? MATERIAL_LIBRARY.flagstone : ctx.style.materials.patio,
    polygon: patio,
  });
  ctx.keepOut.push(patio);

  const fenceDepth = rng.range(2.0, 2.8);
  const farY = b.y + b.h;
  // A path from the patio to the far end: the spine most backyards need.
  const pathEnd = { x: clamp(door.x + rng.range(-3, 3), b.x + 4, b.x + b.w - 4), y: farY - fenceDepth - 0.2 };
  if (ctx.style.layout.symmetric) pathEnd.x = px + patioW / 2;
  const pathStart = { x: ctx.style.layout.symmetric ? px + patioW / 2 : door.x, y: b.y + patioD };
  layPath(ctx, pathLine(ctx, pathStart, pathEnd, rng), ctx.style.layout.pathShape === 'axial' ? 1.5 : 1.1);

  placeFeatures(ctx);

  // Perimeter beds along the three fences; a hedge layer when privacy was asked for.
  const privacy = has(ctx, 'privacy_hedge');
  // The rear border is at the feet of the rear view's camera: planted last, and nothing tall enough
  // to fill the frame.
  addBed(ctx, { x: b.x, y: farY - fenceDepth, w: b.w, h: fenceDepth }, { x: 0, y: 1 }, 'top', privacy ? 'hedge' : 'mixed', 0);
  ctx.beds[ctx.beds.length - 1].maxHeight = 2.5;
  const sideDepth = rng.range(1.6, 2.4);
  addBed(ctx, { x: b.x, y: b.y + 0.4, w: sideDepth, h: b.h - fenceDepth - 0.4 }, { x: -1, y: 0 }, 'right');
  addBed(ctx, { x: b.x + b.w - sideDepth, y: b.y + 0.4, w: sideDepth, h: b.h - fenceDepth - 0.4 }, { x: 1, y: 0 }, 'left');
  // Planting against the house on both sides of the patio.
  const houseBedD = 1.4;
  if (px - b.x - sideDepth > 1.5)
    addBed(ctx, { x: b.x + sideDepth + 0.3, y: b.y, w: px - b.x - sideDepth - 0.6, h: houseBedD }, { x: 0, y: -1 }, 'bottom', 'mixed', 2);
  if (b.x + b.w - sideDepth - (px + patioW) > 1.5)
    addBed(ctx, { x: px + patioW + 0.3, y: b.y, w: b.x + b.w - sideDepth - px - patioW - 0.6, h: houseBedD }, { x: 0, y: -1 }, 'bottom', 'mixed', 2);
  if (!has(ctx, 'play_lawn')) addIslandBed(ctx, rng, { x: 0, y: 1 });
  placeTrees(ctx, rng.int(1, 2), rng);
  plantOpenGround(ctx, rng);
}

function layoutSide(ctx: Ctx, rng: Rng) {
  const { scene } = ctx;
  const b = ctx.bounds;
  const houseOnLeft = scene.sideYardSide === 'right';
  const pathW = 1.0;
  // The path hugs the house so the fence side gets the deeper bed.
  const pathX = houseOnLeft ? b.x + 0.7 + pathW / 2 : b.x + b.w - 0.7 - pathW / 2;
  const line =
    ctx.style.layout.pathShape === 'curved'
      ? pathLine(ctx, { x: pathX, y: b.y }, { x: pathX, y: b.y + b.h }, rng).map((p) => ({ x: clamp(p.x, b.x + 0.6 + pathW / 2, b.x + b.w - 1.6), y: p.y }))
      : [
          { x: pathX, y: b.y },
          { x: pathX, y: b.y + b.h },
        ];
  layPath(ctx, line, pathW);
  const bedW = b.w - 0.7 - pathW - 0.1;
  const bx = houseOnLeft ? b.x + 0.7 + pathW + 0.1 : b.x;
  // Keep the fence side for planting: a side yard with only furniture in it reads as storage.
  ctx.reserved.push(rectPolygon({ x: houseOnLeft ? b.x + b.w - 1.2 : b.x, y: b.y, w: 1.2, h: b.h }));
  placeFeatures(ctx);
  addBed(
    ctx,
    { x: bx, y: b.y + 0.2, w: bedW, h: b.h - 0.4 },
    { x: houseOnLeft ? 1 : -1, y: 0 },
    houseOnLeft ? 'left' : 'right',
    has(ctx, 'privacy_hedge') ? 'hedge' : 'mixed',
  );
  // A narrow strip of low plants against the house wall.
  const sx = houseOnLeft ? b.x + 0.05 : b.x + b.w - 0.6;
  ctx.ground.push({ kind: 'bed', material: ctx.style.materials.bed, polygon: rectPolygon({ x: sx, y: b.y + 0.2, w: 0.55, h: b.h - 0.4 }) });
  ctx.beds.push({ polygon: rectPolygon({ x: sx, y: b.y + 0.2, w: 0.55, h: b.h - 0.4 }), back: { x: houseOnLeft ? -1 : 1, y: 0 }, layer: 'front', priority: 0 });
}

// ---- entry point ------------------------------------------------------------------

/** The plan's English title; summaries and plan views say it in the homeowner's language (titleText). */
export function planTitle(style: StyleDefinition, area: AreaId, wanted: FeatureKind[]): string {
  return titleText(style.name, area, wanted, DESIGN_LANGUAGES.en);
}

const LIVING: MaterialSpec['kind'][] = ['lawn', 'meadow', 'groundcover'];

/** The materials a plan lists, largest first: those of the measured ground covering more than a fifth of a square metre. */
const materialUses = (measured: ReturnType<typeof measureGround>): PlanMaterialUse[] =>
  [...measured.byMaterial.values()].filter((m) => m.areaM2 > 0.2).sort((a, b) => b.areaM2 - a.areaM2);

/**
 * The ground as it will be seen: each point counted once, under the patch painted last over it
 * (paint order), so a lawn under a patio is not also counted as lawn.
 */
export function measureGround(ground: GroundPatch[], bounds: Rect, cell = 0.4) {
  const byMaterial = new Map<string, { material: MaterialSpec; areaM2: number }>();
  const boxes = ground.map((g) => polygonBounds(g.polygon));
  let lawn = 0;
  let bed = 0;
  let planted = 0;
  const a = cell * cell;
  for (let x = bounds.x + cell / 2; x < bounds.x + bounds.w; x += cell) {
    for (let y = bounds.y + cell / 2; y < bounds.y + bounds.h; y += cell) {
      let top: GroundPatch | null = null;
      for (let i = ground.length - 1; i >= 0; i--) {
        const b = boxes[i];
        if (x < b.x || x > b.x + b.w || y < b.y || y > b.y + b.h) continue;
        if (pointInPolygon({ x, y }, ground[i].polygon)) {
          top = ground[i];
          break;
        }
      }
      if (!top) continue;
      const entry = byMaterial.get(top.material.id) ?? { material: top.material, areaM2: 0 };
      entry.areaM2 += a;
      byMaterial.set(top.material.id, entry);
      if (top.material.kind === 'lawn') lawn += a;
      if (top.kind === 'bed') bed += a;
      if (top.kind === 'bed' || top.kind === 'lawn' || (top.kind === 'open' && LIVING.includes(top.material.kind))) planted += a;
    }
  }
  return { byMaterial, lawnM2: lawn, bedM2: bed, plantedM2: planted };
}

/** A rectangle of lawn in the middle of the area: a play lawn, or a low-maintenance style's green. */
function lawnPanel(ctx: Ctx, material: MaterialSpec): GroundPatch {
  const b = ctx.bounds;
  const patch: GroundPatch = { kind: 'lawn', material, polygon: rectPolygon({ x: b.x + b.w * 0.25, y: b.y + b.h * 0.3, w: b.w * 0.5, h: b.h * 0.45 }) };
  ctx.ground.push(patch);
  return patch;
}

/** Shrinks a lawn panel about its centre until the lawn is at most `share` of the planted ground. */
function capLawn(ctx: Ctx, panel: GroundPatch, share: number) {
  const order: GroundPatch['kind'][] = ['open', 'lawn', 'bed', 'pad', 'path', 'patio'];
  for (let i = 0; i < 6; i++) {
    const sorted = [...ctx.ground].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
    const m = measureGround(sorted, ctx.bounds);
    // A little under the cap: this grid is coarse and the edges of the panel fall between its cells.
    if (m.lawnM2 <= share * m.plantedM2 * 0.95) return;
    // lawn' / (planted - lawn + lawn') = share  ->  lawn' = share (planted - lawn) / (1 - share)
    const target = Math.max(0, (share * (m.plantedM2 - m.lawnM2)) / (1 - share)) * 0.92;
    const k = Math.sqrt(target / m.lawnM2);
    const bb = polygonBounds(panel.polygon);
    const cx = bb.x + bb.w / 2;
    const cy = bb.y + bb.h / 2;
    panel.polygon = panel.polygon.map((p) => ({ x: cx + (p.x - cx) * k, y: cy + (p.y - cy) * k }));
  }
}

/** Wished features that are objects placed on the ground (the rest are delivered by the layout). */
const PLACED_OBJECTS: FeatureKind[] = [
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
];
const TIRED_TREE_SIZE = (r: number) => ({ role: 'tree' as const, heightM: r * 2.6, widthM: r * 2 });
const AREA_WORDS: Record<AreaId, string> = { front_yard: 'Front yard', side_yard: 'Side yard', backyard: 'Backyard', walkway: 'Entry walk' };
const areaWord = (area: AreaId) => AREA_WORDS[area].toLowerCase();

/** What a picture of a plan shows, when it shows less than all of it (`planAsDrawn`). */
export interface DrawnParts {
  /** The features drawn. */
  features: readonly FeatureKind[];
  /** The kinds of ground drawn; absent: all (a photo's restyle lays no new paths or patios: the photo's own stay). */
  ground?: readonly GroundPatch['kind'][];
  /** What the photo shows, as the restyle read it: the plan was fitted to it before it was drawn (`planForPhoto`). */
  scene?: PhotoScene;
}

/** The plan fitted to what a homeowner's photo shows (photo-fit.ts): no sod where there is no lawn today, shade plants under canopy. */
export function planForPhoto(plan: DesignPlan, scene: PhotoScene): DesignPlan {
  return fitPlanToPhoto(plan, scene, (ground) => {
    const m = measureGround(ground, plan.bounds);
    return { materials: materialUses(m), coverage: { lawnM2: m.lawnM2, bedM2: m.bedM2, plantedM2: m.plantedM2 } };
  });
}

/** Wished features a plan delivers as path ground. */
const PATH_FEATURES: FeatureKind[] = ['stone_path', 'wide_path', 'gravel_path'];

/**
 * The plan as a picture shows it (the offline restyle of a photo draws a feature only where the photo has free
 * ground for it, and lays no new path or patio): what the picture could not show leaves the plan's features,
 * ground, materials and cost, and a feature is said as not included for want of room, never dropped silently.
 * The same plan when all of it was drawn.
 */
export function planAsDrawn(drawnPlan: DesignPlan, drawn: DrawnParts): DesignPlan {
  const plan = drawn.scene ? planForPhoto(drawnPlan, drawn.scene) : drawnPlan;
  const ground = drawn.ground ? plan.ground.filter((g) => drawn.ground!.includes(g.kind)) : plan.ground;
  const pathsGone = drawn.ground ? !drawn.ground.includes('path') : false;
  const missing = [...new Set([...plan.features.map((f) => f.kind), ...(pathsGone ? plan.featureKinds.filter((k) => PATH_FEATURES.includes(k)) : [])])].filter(
    (k) => !drawn.features.includes(k),
  );
  if (missing.length === 0 && ground.length === plan.ground.length) return plan;
  const said = new Set(plan.notIncluded.map((n) => n.wish));
  const measured = measureGround(ground, plan.bounds);
  return {
    ...plan,
    features: plan.features.filter((f) => !missing.includes(f.kind)),
    featureKinds: plan.featureKinds.filter((k) => !missing.includes(k)),
    ground,
    materials: materialUses(measured),
    coverage: { lawnM2: measured.lawnM2, bedM2: measured.bedM2, plantedM2: measured.plantedM2 },
    notIncluded: [...plan.notIncluded, ...missing.filter((k) => !said.has(k)).map((wish) => ({ wish, reason: 'no_room' as const }))],
  };
}

export function buildPlan(input: BuildPlanInput): DesignPlan {
  const { area, scene } = input;
  const site = input.site ?? null;
  const catalogueStyle = styleById(input.style);
  // A moss carpet cannot be kept green in an arid climate, nor in full sun: the beds are gravel-mulched instead.
  const sunny = siteFit(input.site ?? null, area)?.exposure === 'full_sun';
  const noMoss = catalogueStyle.materials.bed.kind === 'groundcover' && (input.site?.climate?.arid || sunny);
  const style = noMoss ? { ...catalogueStyle, materials: { ...catalogueStyle.materials, bed: MATERIAL_LIBRARY.pea_gravel } } : catalogueStyle;
  const wishes = parseWishes(input.wishes);
  const seed = (hashString(`${scene.seed}:${area}:${input.style}:${input.wishes}`) ^ Math.imul(input.seed | 0, 0x9e3779b1)) >>> 0;
  const rng = createRng(seed);
  const zone = scene.zones[area];
  const c = wishes.constraints;
  const notes: Note[] = [];
  const answers: Note[] = [];

  // Trees already standing in the area stay unless the homeowner asked for them to go.
  const inZone = (t: { x: number; y: number }) =>
    t.x >= zone.bounds.x && t.x <= zone.bounds.x + zone.bounds.w && t.y >= zone.bounds.y && t.y <= zone.bounds.y + zone.bounds.h;
  const standing = scene.existing.trees.filter(inZone);
  const existingTrees = wishes.removeTrees ? [] : standing;
  if (standing.length && wishes.removeTrees) notes.push(message('plan.treeRemoved'));
  else if (existingTrees.length === 1) notes.push(message('plan.treeKept'));
  else if (existingTrees.length > 1) notes.push(message('plan.treesKept', { count: existingTrees.length }));

  // Sun with the kept trees: a felled tree lets the sun in.
  let fit: SiteFit | null = siteFit(site, area);
  if (site?.place && fit && wishes.removeTrees && standing.length) {
    const others = scene.existing.trees.filter((t) => !standing.includes(t));
    const sun = areaSun(scene, area, { lat: site.place.lat, lon: site.place.lon, facing: site.facing.degrees }, others);
    fit = { ...fit, exposure: sun.exposure, hours: sun.seasonHours };
  }

  // The homeowner's wishes come first; one or two style signatures round the design off.
  const wanted = new Set<FeatureKind>(wishes.features);
  const signatures = rng.shuffle(style.signatureFeatures).slice(0, area === 'side_yard' ? 1 : 2);
  for (const f of signatures) {
    if (wishes.avoid.includes(f)) continue;
    // A pond or fountain needs weekly care: a low-maintenance garden gets one only when asked.
    if (f === 'water_feature' && c.includes('low_maintenance') && !wishes.features.includes(f)) {
      answers.push(message('wish.noWaterFeature'));
      continue;
    }
    wanted.add(f);
  }
  if (c.includes('kid_friendly')) wanted.add('play_lawn');
  if (c.includes('low_maintenance') || c.includes('drought_tolerant')) wanted.add('drip_irrigation');

  const climate = site?.climate ?? null;
  const arid = climate?.arid ?? false;
  const lawnWished = wishes.features.includes('play_lawn');
  const selection = selectPlants(style, wishes, fit);
  answers.push(...selection.conflicts);
  const ctx: Ctx = {
    scene,
    style,
    wishes,
    area,
    bounds: zone.bounds,
    boundsPoly: rectPolygon(zone.bounds),
    ground: [],
    features: [],
    plants: [],
    keepOut: [houseOutline(scene), ...zone.keepOut],
    reserved: [],
    beds: [],
    pool: selection.pool,
    wanted,
    rng,
    seed,
    view: viewCheck(scene, area),
    arid,
  };
  const open = openGround(ctx);
  ctx.ground.push({ kind: 'open', material: open, polygon: rectPolygon(zone.bounds) });
  for (const t of existingTrees) {
    // A mulched ring keeps mowers and new planting off the trunk and the shallow roots around it.
    const ring = ellipsePolygon(t, Math.min(1.1, t.r * 0.4), Math.min(1.1, t.r * 0.4), 20);
    ctx.ground.push({ kind: 'bed', material: MATERIAL_LIBRARY.bark_mulch, polygon: ring });
    ctx.keepOut.push(ring);
    ctx.view.standing(TIRED_TREE_SIZE(t.r), t, EXISTING_GROWTH);
  }
  let panel: GroundPatch | null = null;
  const lawnStyle = style.materials.open.kind === 'lawn';
  if (has(ctx, 'play_lawn') && open.kind !== 'lawn') {
    if (arid && lawnWished && !c.includes('drought_tolerant')) {
      // Asked for on an arid site: a small lawn, and the site line says so.
      panel = lawnPanel(ctx, MATERIAL_LIBRARY.clover_lawn);
    } else if (c.includes('drought_tolerant') || arid) {
      // A lawn the kids can play on needs water the garden is not to get: a thyme play area instead.
      panel = lawnPanel(ctx, MATERIAL_LIBRARY.creeping_thyme_lawn);
      panel.kind = 'open';
      if (wishes.features.includes('play_lawn') || c.includes('kid_friendly')) answers.push(message('wish.lawnDrought'));
    } else {
      panel = lawnPanel(ctx, MATERIAL_LIBRARY.clover_lawn);
    }
  } else if (lawnStyle && open.kind !== 'lawn' && c.includes('low_maintenance') && !c.includes('drought_tolerant') && !arid) {
    panel = lawnPanel(ctx, MATERIAL_LIBRARY.clover_lawn);
  }

  if (area === 'backyard') layoutBack(ctx, rng);
  else if (area === 'side_yard') layoutSide(ctx, rng);
  else layoutFront(ctx, rng);

  const bedRng = subRng(seed, 'beds');
  // Beds the camera sees best are planted first, and no bed may take more than its share.
  const order = ctx.beds.map((bed, i) => ({ bed, i })).sort((a, b) => b.bed.priority - a.bed.priority || a.i - b.i);
  for (const { bed } of order) {
    const budget = Math.max(6, Math.round(polygonArea(bed.polygon) * 1.1));
    const before = ctx.plants.length;
    fillBed(ctx, bed, bedRng, before + budget);
  }

  plantPalms(ctx, selection.palms, bedRng);
  // a vegetable garden is planted with vegetables and herbs for the site (edibles.ts)
  const vegBeds = ctx.features.filter((f) => f.kind === 'raised_vegetable_beds');
  if (vegBeds.length)
    ctx.plants.push(
      ...plantBeds(vegBeds, cropsFor(site, area, wishes, fit?.exposure ? { exposure: fit.exposure, hours: fit.hours ?? 0 } : null), (p) => ctx.view.seen(p)),
    );

  // One object list: a species planted only where the picture cannot show it would be listed and never
  // seen, so it is left to the plan's other species (its bed stays mulched).
  const seenIds = new Set(ctx.plants.filter((p) => ctx.view.seen(p)).map((p) => p.plantId));
  ctx.plants = ctx.plants.filter((p) => seenIds.has(p.plantId));

  // Legend numbers follow role order so trees are 1, 2 and groundcovers come last.
  const usedIds = [...new Set(ctx.plants.map((p) => p.plantId))];
  const palette = usedIds
    .map((id) => PLANT_LIBRARY[id])
    .sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) || a.common.localeCompare(b.common));
  for (const p of ctx.plants) p.number = palette.findIndex((s) => s.id === p.plantId) + 1;

  if (panel && panel.kind === 'lawn' && arid) capLawn(ctx, panel, ARID_LAWN_SHARE);
  else if (panel && panel.kind === 'lawn' && c.includes('low_maintenance')) capLawn(ctx, panel, LOW_MAINTENANCE_LAWN_SHARE);

  // Paint order: open ground, lawn, beds, then everything walked on, so paths cross beds cleanly.
  const paintOrder: GroundPatch['kind'][] = ['open', 'lawn', 'bed', 'pad', 'path', 'patio'];
  ctx.ground.sort((a, b) => paintOrder.indexOf(a.kind) - paintOrder.indexOf(b.kind));
  const measured = measureGround(ctx.ground, zone.bounds);

  // Features that are a way of building rather than an object are delivered by the layout itself.
  const layoutKinds: FeatureKind[] = [
    'play_lawn',
    'flower_beds',
    'privacy_hedge',
    'gravel_path',
    'stone_edging',
    'stone_path',
    'wide_path',
    'drip_irrigation',
    'shade_tree',
  ];
  // A shade tree is delivered by a planted tree (or a kept one); without room for one it is said, below.
  const hasTree = palette.some((p) => p.role === 'tree') || existingTrees.length > 0;
  const featureKinds = [...new Set([...ctx.features.map((f) => f.kind), ...[...wanted].filter((f) => layoutKinds.includes(f))])].filter(
    (f) => (f !== 'play_lawn' || measured.lawnM2 > 0 || panel !== null) && (f !== 'shade_tree' || hasTree),
  );

  if (site) {
    const sun = site.sun?.[area];
    if (sun)
      notes.unshift(
        message('site.sun', { area: AREA_WORDS[area], exposure: sun.exposure.replace('_', ' '), solstice: sun.solsticeHours, equinox: sun.equinoxHours }),
      );
    notes.unshift(...site.notes);
    notes.unshift(...climateLines(climate, site.zone?.code ?? null, style, selection, palette, panel?.kind === 'lawn'));
    if (noMoss && sunny && !climate?.arid) notes.push(message('plan.mossSun', { area: AREA_WORDS[area], hours: fit?.hours ?? 0 }));
  }
  // A wished object that found no room is said, not silently dropped; so is a wish the studio cannot draw yet.
  const notIncluded: NotIncluded[] = wishes.unsupported.map((wish) => ({ wish, reason: 'cant_draw' as const }));
  for (const f of wishes.features) {
    const missing = PLACED_OBJECTS.includes(f) ? !ctx.features.some((x) => x.kind === f) : f === 'shade_tree' ? !featureKinds.includes('shade_tree') : false;
    if (!missing) continue;
    notIncluded.push({ wish: f, reason: 'no_room' });
  }
  if (fit?.exposure && fit.exposure !== 'full_sun' && ctx.features.some((f) => f.kind === 'raised_vegetable_beds')) {
    answers.push(message('wish.vegetablesShade', { area: areaWord(area), hours: fit.hours ?? 0 }));
  }
  if (c.includes('low_maintenance')) {
    const share = measured.plantedM2 > 0 ? Math.round((measured.lawnM2 / measured.plantedM2) * 100) : 0;
    notes.push(message('plan.lowMaintenance', { lawn: share, species: palette.length }));
  }
  if (c.includes('drought_tolerant')) notes.push(message('plan.drought'));

  return {
    area,
    style: style.id,
    seed: input.seed,
    locale: designLocale(input.locale) as DesignLocale,
    title: planTitle(style, area, featureKinds),
    wishes,
    rawWishes: input.wishes,
    featureKinds,
    ground: ctx.ground,
    features: ctx.features,
    plants: ctx.plants,
    palette,
    materials: materialUses(measured),
    bounds: zone.bounds,
    keepOut: ctx.keepOut,
    existingTrees,
    site,
    sun: fit?.exposure ? { exposure: fit.exposure, hours: fit.hours ?? 0 } : null,
    notes: [...notes, ...answers],
    notIncluded,
    coverage: { lawnM2: measured.lawnM2, bedM2: measured.bedM2, plantedM2: measured.plantedM2 },
  };
}

/** The site line: what the climate asks of the garden, and what keeps the style there. */
function climateLines(
  climate: ClimateClass | null,
  zone: string | null,
  style: StyleDefinition,
  selection: PlantSelection,
  used: PlantSpec[],
  smallLawn: boolean,
): Note[] {
  const out: Note[] = [];
  if (climate) {
    if (climate.kind === 'hot_dry') out.push(message(smallLawn ? 'climate.hotDryLawn' : 'climate.hotDry'));
    else if (climate.kind === 'cold_dry') out.push(message(smallLawn ? 'climate.coldDryLawn' : 'climate.coldDry'));
    else if (climate.kind === 'dry_summer') out.push(message('climate.drySummer'));
    else if (climate.kind === 'hot_humid') out.push(message('climate.hotHumid'));
    else if (climate.kind === 'mild_moist') out.push(message('climate.mildMoist'));
    else if (climate.kind === 'tropical') out.push(message('climate.tropical'));
    else if (zone) out.push(message('climate.coldWinter', { zone }));
  }
  out.push(...styleLines(style, selection, used, zone));
  return out;
}

/** What kept the style here: the place's natives, the look-alikes, or how few of its own plants thrive. */
function styleLines(style: StyleDefinition, selection: PlantSelection, used: PlantSpec[], zone: string | null): Note[] {
  const out: Note[] = [];
  const names = (list: PlantSpec[]) => list.map((p) => p.common).join(', ');
  const planted = used.filter((p) => !style.plants.includes(p));
  if (selection.natives && planted.length) {
    const natives = DESIGN_LANGUAGES.en.places[selection.natives] ?? selection.natives;
    out.push(message('climate.nativeLook', { style: style.name, natives, plants: names(planted) }));
  } else {
    // Only look-alikes the plan actually plants, and not the style's own plants moved up to fill a gap.
    const shown = selection.lookAlikes.plants.filter((p) => used.includes(p) && !style.plants.includes(p));
    const total = style.plants.length;
    if (shown.length && selection.signaturesKept * 2 < total)
      out.push(message('climate.styleChanged', { style: style.name, kept: selection.signaturesKept, total, plants: names(shown) }));
    else if (shown.length)
      out.push(
        selection.lookAlikes.forZone && zone
          ? message('climate.lookAlikeZone', { style: style.name, zone, plants: names(shown) })
          : message('climate.lookAlike', { style: style.name, plants: names(shown) }),
      );
  }
  const palms = used.filter((p) => p.form === 'palm');
  if (selection.palms.length && palms.length) out.push(message('climate.palms', { plants: names(palms) }));
  // Said plainly, never an empty bed left unexplained: a zone-2 winter or a desert's shade can rule out every plant of a style.
  if (selection.pool.length === 0)
    out.push(zone ? message('climate.nothingThrivesZone', { style: style.name, zone }) : message('climate.nothingThrives', { style: style.name }));
  return out;
}

/** A tropical oasis in the tropics plants a palm in the area: in a bed, or in place of a shrub of the same size. */
function plantPalms(ctx: Ctx, palms: PlantSpec[], rng: Rng) {
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

/** The plant line's one-line reason within its plan ('Zone 5–9 · part shade · low water'). */
export function reasonFor(plan: DesignPlan, spec: PlantSpec, lang: DesignLanguage = DESIGN_LANGUAGES.en): string {
  const fit = siteFit(plan.site, plan.area);
  return plantReason(spec, fit && plan.sun ? { ...fit, exposure: plan.sun.exposure, hours: plan.sun.hours } : fit, lang);
}
