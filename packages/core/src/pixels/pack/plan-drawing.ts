import { bedWater, designLanguage, PLANT_LIBRARY, symbolRadiusM, type DesignPlan, type PlanMeasures, type Scene } from '@landscape/design';
import { fillText } from './pack-text.ts';
import type { Sheet } from './pack-sheet.ts';
import { INK } from './pack-sheet.ts';
import { pale, placePlan, polygonCentroidOf, type PlanPlacement, type Pt } from './plan-geometry.ts';
import { drawPlanFoot, type PlanFootInfo } from './plan-foot.ts';

// A plan drawn as vectors at a stated scale (issue 49): the ground by material, tagged to the take-off; the
// built features; existing trees and beds to remain or to remove; every plant at its mature-spread symbol,
// numbered to the schedule; the dimensions a contractor prices from; and, on the hydrozone plan, the
// ground and plants coloured by water use.

export const ZONE_COLOURS = { low: '#e3c97a', moderate: '#8cc68a', high: '#6fa6d6', lawn: '#b9e09a', none: '#eeeeee' } as const;

export interface PlanDrawing {
  plan: DesignPlan;
  scene: Scene;
  mode: 'planting' | 'hydrozone';
  measures: PlanMeasures | null;
  foot: PlanFootInfo;
}

/** Draws `d` in `room` on the current page; returns its placement (scale and box) for the title block and tests. */
export function drawPlan(s: Sheet, d: PlanDrawing, room: { x: number; y: number; w: number; h: number }): PlanPlacement {
  const footH = 64 * s.k;
  const place = placePlan(d.plan, d.scene, s.units, { x: room.x, y: room.y, w: room.w, h: room.h - footH });
  const { doc } = s;
  doc.save();
  doc.rect(place.box.x, place.box.y, place.box.w, place.box.h).clip();
  drawContext(s, d, place);
  drawGround(s, d, place);
  drawFeatures(s, d, place);
  drawExisting(s, d, place);
  drawPlants(s, d, place);
  if (d.mode === 'planting' && d.measures) drawDimensions(s, d.measures, place);
  doc.restore();
  doc.rect(place.box.x, place.box.y, place.box.w, place.box.h).lineWidth(0.5).strokeColor('#888888').stroke();
  drawPlanFoot(s, place, d.foot, { x: room.x, y: room.y + room.h - footH + 6 * s.k, w: room.w });
  return place;
}

const poly = (s: Sheet, place: PlanPlacement, pts: Pt[]) => {
  const [first, ...rest] = pts.map(place.at);
  s.doc.moveTo(first!.x, first!.y);
  for (const p of rest) s.doc.lineTo(p.x, p.y);
  s.doc.closePath();
};

/** The lot line, the driveway and the house, as existing. */
function drawContext(s: Sheet, d: PlanDrawing, place: PlanPlacement): void {
  const { doc, t, k } = s;
  const lot = d.scene.lot;
  poly(s, place, [
    { x: 0, y: 0 },
    { x: lot.width, y: 0 },
    { x: lot.width, y: lot.depth },
    { x: 0, y: lot.depth },
  ]);
  doc
    .lineWidth(0.8 * k)
    .dash(6 * k, { space: 3 * k })
    .strokeColor('#8a8478')
    .stroke()
    .undash();
  poly(s, place, d.scene.driveway);
  doc.fillColor('#e4e1db').fill();
  const h = d.scene.house.footprint;
  poly(s, place, [
    { x: h.x, y: h.y },
    { x: h.x + h.w, y: h.y },
    { x: h.x + h.w, y: h.y + h.h },
    { x: h.x, y: h.y + h.h },
  ]);
  doc
    .fillColor('#d9d4c8')
    .strokeColor('#4a443d')
    .lineWidth(1.6 * k)
    .fillAndStroke();
  const a = place.at({ x: h.x + h.w / 2, y: h.y + h.h / 2 });
  const near = place.at({ x: h.x + h.w / 2, y: Math.max(place.extent.y, Math.min(place.extent.y + place.extent.h, h.y + h.h / 2)) });
  const label = (text: string, p: Pt, size: number) =>
    doc
      .font('bold')
      .fontSize(size)
      .fillColor('#6b665c')
      .text(text, p.x - 80 * k, p.y - size / 2, { width: 160 * k, align: 'center', lineBreak: false });
  label(t.house, { x: a.x, y: Math.max(place.box.y + 10 * k, Math.min(place.box.y + place.box.h - 10 * k, near.y)) }, 7 * k);
  const dw = place.at(d.scene.driveway[0]!);
  doc
    .font('body')
    .fontSize(5.5 * k)
    .fillColor('#8a8478')
    .text(t.driveway, dw.x + 3 * k, dw.y - 9 * k, { lineBreak: false });
  if (d.plan.area === 'front_yard' || d.plan.area === 'walkway' || d.plan.area === 'side_yard') {
    const st = place.at({ x: d.plan.bounds.x + d.plan.bounds.w / 2, y: -0.6 });
    label(t.street, { x: st.x, y: Math.min(st.y, place.box.y + place.box.h - 8 * k) }, 7 * k);
  }
}

/** Ground patches by material (or by hydrozone), each material tagged M1… once, at its largest patch. */
function drawGround(s: Sheet, d: PlanDrawing, place: PlanPlacement): void {
  const { doc, k } = s;
  const largest = new Map<string, { area: number; at: Pt }>();
  for (const g of d.plan.ground) {
    let fill = pale(g.material.color, g.kind === 'open' ? 0.55 : 0.45);
    if (d.mode === 'hydrozone') {
      const zone =
        g.material.kind === 'lawn'
          ? 'lawn'
          : g.kind === 'bed'
            ? bedWater(d.plan, g)
            : g.material.kind === 'meadow' || g.material.kind === 'groundcover'
              ? 'low'
              : 'none';
      fill = pale(ZONE_COLOURS[zone], 0.35);
    }
    poly(s, place, g.polygon);
    doc
      .fillColor(fill)
      .strokeColor('#6b665c')
      .lineWidth((g.kind === 'open' ? 0.2 : 0.7) * k)
      .fillAndStroke();
    const { area, at } = polygonCentroidOf(g.polygon);
    const prev = largest.get(g.material.id);
    if (!prev || area > prev.area) largest.set(g.material.id, { area, at });
  }
  if (d.mode !== 'planting') return;
  d.plan.materials.forEach((m, i) => {
    const spot = largest.get(m.material.id);
    if (!spot) return;
    const p = place.at(spot.at);
    doc
      .rect(p.x - 8 * k, p.y - 5 * k, 16 * k, 10 * k)
      .fillColor('#ffffff')
      .strokeColor(INK)
      .lineWidth(0.5 * k)
      .fillAndStroke();
    doc
      .font('bold')
      .fontSize(6 * k)
      .fillColor(INK)
      .text(`M${i + 1}`, p.x - 8 * k, p.y - 3 * k, { width: 16 * k, align: 'center', lineBreak: false });
  });
}

/** Built features as outlines with their name. */
function drawFeatures(s: Sheet, d: PlanDrawing, place: PlanPlacement): void {
  const { doc, k } = s;
  const lang = designLanguage(s.locale);
  for (const f of d.plan.features) {
    if (f.kind === 'stepping_stones' || f.kind === 'lighting') continue;
    const c = place.at({ x: f.x, y: f.y });
    const w = f.w * place.ppm;
    const h = f.h * place.ppm;
    if (f.kind === 'fire_pit' || f.kind === 'bird_bath' || f.kind === 'trampoline') doc.circle(c.x, c.y, w / 2);
    else doc.rect(c.x - w / 2, c.y - h / 2, w, h);
    doc
      .fillColor('#f4efe4')
      .strokeColor('#4a443d')
      .lineWidth(0.9 * k)
      .fillAndStroke();
    doc
      .font('body')
      .fontSize(5.5 * k)
      .fillColor('#4a443d')
      .text(lang.features[f.kind] ?? f.kind, c.x - 40 * k, c.y - 3 * k, { width: 80 * k, align: 'center', lineBreak: false });
  }
}

/** Existing trees (canopy dashed, trunk dot) and beds, each marked to remain or to remove (a cross). */
function drawExisting(s: Sheet, d: PlanDrawing, place: PlanPlacement): void {
  const { doc, t, k } = s;
  for (const e of d.measures?.existing ?? []) {
    const c = place.at(e);
    const r = e.r * place.ppm;
    doc
      .circle(c.x, c.y, r)
      .lineWidth(1 * k)
      .dash(4 * k, { space: 2.5 * k })
      .strokeColor(e.status === 'remove' ? '#a3321f' : '#3d5228')
      .stroke()
      .undash();
    if (e.kind === 'tree')
      doc
        .circle(c.x, c.y, 2 * k)
        .fillColor('#6b4f3a')
        .fill();
    if (e.status === 'remove') {
      const q = r * 0.5;
      doc
        .moveTo(c.x - q, c.y - q)
        .lineTo(c.x + q, c.y + q)
        .moveTo(c.x + q, c.y - q)
        .lineTo(c.x - q, c.y + q)
        .lineWidth(1.2 * k)
        .strokeColor('#a3321f')
        .stroke();
    }
    const status = e.status === 'remain' ? t.toRemain : t.toRemove;
    const text = fillText(e.kind === 'tree' ? t.existingTree : t.existingBed, { status });
    doc
      .font('body')
      .fontSize(5.5 * k)
      .fillColor(e.status === 'remove' ? '#a3321f' : '#3d5228')
      .text(text, c.x - 50 * k, c.y + r + 2 * k, { width: 100 * k, align: 'center', lineBreak: false });
  }
}

/** Plants at their mature-spread symbol, largest first, each with its schedule number. */
function drawPlants(s: Sheet, d: PlanDrawing, place: PlanPlacement): void {
  const { doc, k } = s;
  const flagged = new Set(d.measures?.underCanopy ?? []);
  const sorted = [...d.plan.plants].sort((a, b) => (PLANT_LIBRARY[b.plantId]?.widthM ?? 0) - (PLANT_LIBRARY[a.plantId]?.widthM ?? 0));
  for (const p of sorted) {
    const spec = PLANT_LIBRARY[p.plantId];
    if (!spec) continue;
    const c = place.at(p);
    const r = Math.max(1.5, symbolRadiusM(spec) * place.ppm);
    const colour = d.mode === 'hydrozone' ? ZONE_COLOURS[spec.water] : spec.role === 'tree' ? '#7da35a' : pale(spec.flower ?? spec.foliage, 0.25);
    doc
      .circle(c.x, c.y, r)
      .fillOpacity(spec.role === 'tree' ? 0.35 : 0.75)
      .fillColor(colour)
      .fill()
      .fillOpacity(1);
    doc
      .circle(c.x, c.y, r)
      .lineWidth((spec.role === 'tree' ? 1 : 0.6) * k)
      .strokeColor('#2f4a24')
      .stroke();
    if (spec.role === 'tree')
      doc
        .circle(c.x, c.y, 1.4 * k)
        .fillColor('#2f4a24')
        .fill();
    if (flagged.has(p.number) && spec.role === 'tree')
      doc
        .circle(c.x, c.y, r + 2 * k)
        .lineWidth(1.4 * k)
        .strokeColor('#d0211c')
        .stroke();
  }
  for (const p of sorted) {
    const spec = PLANT_LIBRARY[p.plantId];
    if (!spec) continue;
    const c = place.at(p);
    const size = Math.max(3.6 * k, Math.min(7 * k, symbolRadiusM(spec) * place.ppm * 0.9));
    const ty = spec.role === 'tree' ? c.y + size * 0.3 : c.y - size * 0.45;
    doc
      .font('bold')
      .fontSize(size)
      .fillColor(INK)
      .text(String(p.number), c.x - size * 1.5, ty, { width: size * 3, align: 'center', lineBreak: false });
  }
}

/** Dimension lines with architect's ticks, offset off the ground they measure; path widths as notes. */
function drawDimensions(s: Sheet, m: PlanMeasures, place: PlanPlacement): void {
  const { doc, t, k } = s;
  const centre = place.at({ x: place.extent.x + place.extent.w / 2, y: place.extent.y + place.extent.h / 2 });
  for (const dim of m.dimensions) {
    let a = place.at(dim.from);
    let b = place.at(dim.to);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len < 4) continue;
    if (dim.kind !== 'tree_to_house') {
      // offset away from the drawing's centre, perpendicular to the line
      let nx = -(b.y - a.y) / len;
      let ny = (b.x - a.x) / len;
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      if (nx * (mid.x - centre.x) + ny * (mid.y - centre.y) < 0) [nx, ny] = [-nx, -ny];
      const off = (dim.kind.startsWith('overall') ? 1 : 0.5) * place.ppm;
      doc
        .moveTo(a.x, a.y)
        .lineTo(a.x + nx * (off + 3 * k), a.y + ny * (off + 3 * k))
        .moveTo(b.x, b.y)
        .lineTo(b.x + nx * (off + 3 * k), b.y + ny * (off + 3 * k));
      doc
        .lineWidth(0.35 * k)
        .strokeColor('#555555')
        .stroke();
      a = { x: a.x + nx * off, y: a.y + ny * off };
      b = { x: b.x + nx * off, y: b.y + ny * off };
    }
    doc
      .moveTo(a.x, a.y)
      .lineTo(b.x, b.y)
      .lineWidth(0.5 * k)
      .strokeColor('#333333')
      .stroke();
    for (const p of [a, b])
      doc
        .moveTo(p.x - 2.5 * k, p.y + 2.5 * k)
        .lineTo(p.x + 2.5 * k, p.y - 2.5 * k)
        .lineWidth(0.9 * k)
        .stroke();
    const label = dim.kind === 'tree_to_house' ? fillText(t.treeToHouse, { n: dim.number ?? '', d: s.len(dim.lengthM) }) : s.len(dim.lengthM);
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const w =
      doc
        .font('body')
        .fontSize(6.5 * k)
        .widthOfString(label) +
      4 * k;
    doc
      .rect(mid.x - w / 2, mid.y - 4.5 * k, w, 9 * k)
      .fillColor('#ffffff')
      .fill();
    doc.fillColor(INK).text(label, mid.x - w / 2, mid.y - 3.5 * k, { width: w, align: 'center', lineBreak: false });
  }
  for (const p of m.paths) {
    const c = place.at(p.at);
    const text = fillText(t.pathWidth, { w: s.len(p.widthM) });
    const w =
      doc
        .font('body')
        .fontSize(6 * k)
        .widthOfString(text) +
      4 * k;
    doc
      .rect(c.x - w / 2, c.y - 4 * k, w, 8 * k)
      .fillColor('#ffffff')
      .fill();
    doc.fillColor(INK).text(text, c.x - w / 2, c.y - 3 * k, { width: w, align: 'center', lineBreak: false });
  }
}
