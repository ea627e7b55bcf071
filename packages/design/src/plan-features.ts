import { MATERIAL_LIBRARY } from './catalogue/material-library.ts';
import { circleHitsPolygon, clamp, distToPolygonEdge, ellipsePolygon, polygonBounds, rectPolygon, type Vec2 } from './geometry.ts';
import { type Rng, subRng } from './random.ts';
import { houseOutline } from './scene.ts';
import type { FeatureKind, GroundPatch } from './types.ts';
import { addFeature, type Ctx, findSpot, has, rectFree, YARD_OBJECTS, type YardObject } from './plan-context.ts';

// The plan's features placed in the area: the central ones (pergola, seating, fire, water, vegetable beds, the
// yard objects, ornaments) where they score best, then pots and lights along the edges.

export function placeFeatures(ctx: Ctx) {
  placeCentralFeatures(ctx);
  placeEdgeFeatures(ctx);
}

/** What every central feature is placed by: its random stream and the scores of a spot in the area. */
interface Scoring {
  rng: Rng;
  /** Away from the house (and, in a backyard, not at the very end of the lot). */
  far: (c: Vec2) => number;
  /** Close to the area's anchor (the door it opens from). */
  near: (c: Vec2) => number;
  /** On the area's centre line. */
  central: (c: Vec2) => number;
  /** The backyard terrace, which hosts a pergola or a dining set. */
  patioRect: GroundPatch | undefined;
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

  const scoring: Scoring = { rng, far, near, central, patioRect };
  placePergola(ctx, scoring);
  placePatioSeating(ctx, scoring);
  placeFirePit(ctx, scoring);
  placeWaterFeature(ctx, scoring);
  placeVegetableBeds(ctx, scoring);
  placeYardObjects(ctx, scoring);
  placeBench(ctx, scoring);
  placeBirdBath(ctx, scoring);
  placeStoneLantern(ctx, scoring);
  placeArbor(ctx);
  placeBoulders(ctx, scoring);
}

function placePergola(ctx: Ctx, { rng, far, patioRect }: Scoring) {
  if (!has(ctx, 'pergola')) return;
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

function placePatioSeating(ctx: Ctx, { rng, near, patioRect }: Scoring) {
  if (!has(ctx, 'patio_seating')) return;
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

function placeFirePit(ctx: Ctx, { rng, far, central }: Scoring) {
  if (!has(ctx, 'fire_pit')) return;
  const r = ctx.area === 'side_yard' ? 1.4 : 2.1;
  const spot = findSpot(ctx, r * 2, r * 2, (c) => far(c) + central(c) * 0.5, rng);
  if (spot) {
    const pad = ellipsePolygon(spot, r, r, 28);
    const padMat = ctx.style.materials.patio.kind === 'stepping_stones' ? MATERIAL_LIBRARY.pea_gravel : ctx.style.materials.patio;
    ctx.ground.push({ kind: 'pad', material: padMat, polygon: pad });
    addFeature(ctx, { kind: 'fire_pit', x: spot.x, y: spot.y, w: 1.1, h: 1.1, footprint: pad });
  }
}

function placeWaterFeature(ctx: Ctx, { rng, far, central }: Scoring) {
  if (!has(ctx, 'water_feature')) return;
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

function placeVegetableBeds(ctx: Ctx, { rng, far, central }: Scoring) {
  if (!has(ctx, 'raised_vegetable_beds')) return;
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

function placeYardObjects(ctx: Ctx, { rng, far, near, central }: Scoring) {
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
}

function placeBench(ctx: Ctx, { rng, far, central }: Scoring) {
  if (!has(ctx, 'seating_bench')) return;
  const spot = findSpot(ctx, 1.8, 0.8, (c) => far(c) + (has(ctx, 'play_lawn') ? 0 : central(c)), rng);
  if (spot) addFeature(ctx, { kind: 'seating_bench', x: spot.x, y: spot.y, w: 1.6, h: 0.6 });
}

function placeBirdBath(ctx: Ctx, { rng, far, central }: Scoring) {
  if (!has(ctx, 'bird_bath')) return;
  const spot = findSpot(ctx, 0.9, 0.9, (c) => central(c) * 2 + far(c) * 0.5, rng);
  if (spot) addFeature(ctx, { kind: 'bird_bath', x: spot.x, y: spot.y, w: 0.7, h: 0.7 });
}

function placeStoneLantern(ctx: Ctx, { rng, near }: Scoring) {
  if (!has(ctx, 'stone_lantern')) return;
  const path = ctx.ground.find((g) => g.kind === 'path');
  const score = path ? (c: Vec2) => -Math.abs(distToPolygonEdge(c, path.polygon) - 0.9) : near;
  const spot = findSpot(ctx, 0.7, 0.7, score, rng, 0.15);
  if (spot) addFeature(ctx, { kind: 'stone_lantern', x: spot.x, y: spot.y, w: 0.6, h: 0.6 });
}

function placeArbor(ctx: Ctx) {
  if (!has(ctx, 'arbor')) return;
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

function placeBoulders(ctx: Ctx, { rng, near }: Scoring) {
  if (!has(ctx, 'boulders')) return;
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
