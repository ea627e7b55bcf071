import { MATERIAL_LIBRARY } from './catalogue/material-library.ts';
import { clamp, polygonBounds, rectPolygon } from './geometry.ts';
import type { Rng } from './random.ts';
import type { GroundPatch, MaterialSpec } from './types.ts';
import { addBed, type BedLayer, type Ctx, has, layPath, measureGround, pathLine, pathMaterial } from './plan-context.ts';
import { placeFeatures } from './plan-features.ts';
import { addIslandBed, placeTrees, plantOpenGround } from './plan-planting.ts';

// The layout of each area: the open ground, the paths, patios and beds of a front yard, a backyard or a side
// yard, and the lawn panel a low-maintenance or arid garden keeps small.

export function openGround(ctx: Ctx): MaterialSpec {
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

export function layoutFront(ctx: Ctx, rng: Rng) {
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

export function layoutBack(ctx: Ctx, rng: Rng) {
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

export function layoutSide(ctx: Ctx, rng: Rng) {
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

/** A rectangle of lawn in the middle of the area: a play lawn, or a low-maintenance style's green. */
export function lawnPanel(ctx: Ctx, material: MaterialSpec): GroundPatch {
  const b = ctx.bounds;
  const patch: GroundPatch = { kind: 'lawn', material, polygon: rectPolygon({ x: b.x + b.w * 0.25, y: b.y + b.h * 0.3, w: b.w * 0.5, h: b.h * 0.45 }) };
  ctx.ground.push(patch);
  return patch;
}

/** Shrinks a lawn panel about its centre until the lawn is at most `share` of the planted ground. */
export function capLawn(ctx: Ctx, panel: GroundPatch, share: number) {
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
