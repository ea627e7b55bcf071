import { PLANT_LIBRARY } from '../catalogue/plant-library.ts';
import { styleById } from '../catalogue/style-catalogue.ts';
import { designLanguage, plantName, sizeText, titleText, type DesignLanguage } from '../catalogue/languages/index.ts';
import type { Polygon, Vec2 } from '../geometry.ts';
import { ridgeAlongX } from '../house-look.ts';
import { planAt } from '../growth/growth.ts';
import type { DesignPlan, PlacedFeature, PlantSpec, Scene, StyleDefinition } from '../types.ts';
import { planFrame, planLegendHeight, planOrientation, PLAN_VIEW_UNITS } from './plan-frame.ts';
import { hasLegendFont, LEGEND_FONT, rasterize, type RenderOptions } from './raster.ts';
import { darken, esc, lighten, n, pts, svgDocument } from './svg.ts';
import { outlineTexts } from './text-outlines.ts';

// A designer's top-down plan: ground as flat colour with texture, plants as canopy circles with
// their legend number, features as symbols. Numbers are drawn as strokes so they survive a machine
// without fonts; the legend names need a font and are left out without one.

const W = PLAN_VIEW_UNITS;

// Seven-segment style digits: readable at 8 px and needs no font file.
const SEGMENTS: Record<string, string> = {
  '0': 'abcfed',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

export function digitsPath(text: string, x: number, y: number, h: number): string {
  const w = h * 0.55;
  const gap = h * 0.25;
  const total = text.length * w + (text.length - 1) * gap;
  let d = '';
  let cx = x - total / 2;
  const top = y - h / 2;
  for (const ch of text) {
    const seg = SEGMENTS[ch] ?? '';
    const L = cx;
    const R = cx + w;
    const T = top;
    const M = top + h / 2;
    const B = top + h;
    const lines: Record<string, [number, number, number, number]> = {
      a: [L, T, R, T],
      b: [R, T, R, M],
      c: [R, M, R, B],
      d: [L, B, R, B],
      e: [L, M, L, B],
      f: [L, T, L, M],
      g: [L, M, R, M],
    };
    for (const s of seg) {
      const [x1, y1, x2, y2] = lines[s];
      d += `M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}`;
    }
    cx += w + gap;
  }
  return d;
}

function symbolFor(spec: PlantSpec, cx: number, cy: number, r: number): string {
  const fill = spec.flower && spec.role !== 'tree' ? lighten(spec.flower, 0.35) : lighten(spec.foliage, 0.15);
  const stroke = darken(spec.foliage, 0.35);
  if (spec.role === 'tree') {
    let spokes = '';
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2;
      spokes += `M${n(cx)},${n(cy)}L${n(cx + Math.cos(a) * r * 0.92)},${n(cy + Math.sin(a) * r * 0.92)}`;
    }
    return `<circle cx="${n(cx + r * 0.12)}" cy="${n(cy + r * 0.12)}" r="${n(r)}" fill="#000" fill-opacity="0.12"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" fill-opacity="0.55" stroke="${stroke}" stroke-width="1.2"/><path d="${spokes}" stroke="${stroke}" stroke-width="0.6" stroke-opacity="0.6"/>`;
  }
  if (spec.form === 'agave' || spec.form === 'grass' || spec.form === 'strap' || spec.form === 'ocotillo') {
    let star = '';
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      star += `M${n(cx)},${n(cy)}L${n(cx + Math.cos(a) * r)},${n(cy + Math.sin(a) * r)}`;
    }
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" fill-opacity="0.55"/><path d="${star}" stroke="${stroke}" stroke-width="1"/>`;
  }
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" stroke="${stroke}" stroke-width="1"/>`;
}

/**
 * `ageYears`: every plant drawn at its true canopy that many years after planting (the growth stages),
 * uncapped; else the design's plan, where big canopies are capped so the plants under them stay readable.
 */
export function planViewSvg(scene: Scene, designPlan: DesignPlan, size = W, ageYears?: number): string {
  const plan = ageYears === undefined ? designPlan : planAt(designPlan, ageYears);
  // Every label in the homeowner's language (plan.locale); botanical names as they are.
  const lang = designLanguage(plan.locale);
  const title = titleText(lang.styles[plan.style] ?? styleById(plan.style).name, plan.area, plan.featureKinds, lang);
  const style = styleById(plan.style);
  const legendH = planLegendHeight(plan.palette.length);
  const mapH = W - legendH;
  const b = plan.bounds;
  const { scale, margin } = planFrame(plan);
  const ox = (W - (b.w + margin * 2) * scale) / 2 - (b.x - margin) * scale;
  // The area sits low in the map so the spare room above shows the house it belongs to.
  const top = Math.max(16, mapH - 34 - (b.h + margin * 2) * scale);
  const oy = top - (b.y - margin) * scale;
  // A true map seen from above: the street at the bottom for the front, the house at the top for the back
  // (seen from the back fence, so the lot's x runs right to left there); north is wherever planNorth says.
  const { flip, mirror } = planOrientation(plan.area);
  const X = (x: number) => ox + (mirror ? 2 * b.x + b.w - x : x) * scale;
  const Y = (y: number) => (flip ? top + (b.y + b.h + margin - y) * scale : oy + y * scale);
  const P = (poly: Polygon) => pts(poly.map((p) => ({ x: X(p.x), y: Y(p.y) })));
  const m: MapFrame = { scale, X, Y, P };

  let body = `<rect width="${W}" height="${W}" fill="#fbf8f1"/>`;
  const defs =
    '<pattern id="mulch" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="none"/><circle cx="1.5" cy="1.5" r="0.7" fill="#000" fill-opacity="0.18"/><circle cx="4.5" cy="4" r="0.6" fill="#000" fill-opacity="0.14"/></pattern>' +
    '<pattern id="grid" width="10" height="10" patternUnits="userSpaceOnUse"><path d="M10,0L0,0L0,10" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="0.7"/></pattern>' +
    '<pattern id="lawn" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M2,6l1,-3M6,3l1,-2" stroke="#fff" stroke-opacity="0.25" stroke-width="0.8"/></pattern>';
  body += `<g clip-path="url(#mapclip)">`;
  body += groundSvg(scene, plan, m);
  body += houseSvg(scene, m, { mapH, flip, middle: b.x + b.w / 2, words: lang.plan });
  for (const f of plan.features) body += featureSymbol(f, m, style);
  body += plantsSvg(plan, m, ageYears);
  body += '</g>';
  body += legendSvg(plan, lang, title, { mapH, legendH, scale });
  const clip = `<clipPath id="mapclip"><rect width="${W}" height="${mapH}"/></clipPath>`;
  return svgDocument(W, W, defs + clip, body).replace(`width="${W}" height="${W}" viewBox`, `width="${size}" height="${size}" viewBox`);
}

/** Where the plan view draws: the map's pixels per metre and its mapping from plan metres to the picture. */
interface MapFrame {
  scale: number;
  X: (x: number) => number;
  Y: (y: number) => number;
  P: (poly: Polygon) => string;
}

/** The lot, the driveway and the plan's ground patches with their textures; the driveway again on top. */
function groundSvg(scene: Scene, plan: DesignPlan, { P }: MapFrame): string {
  let body = '';
  // Lot context: the lot, the house footprint, the driveway.
  body += `<polygon points="${P([
    { x: 0, y: 0 },
    { x: scene.lot.width, y: 0 },
    { x: scene.lot.width, y: scene.lot.depth },
    { x: 0, y: scene.lot.depth },
  ])}" fill="#e9e4d6" stroke="#b9b2a0" stroke-dasharray="6 4"/>`;
  body += `<polygon points="${P(scene.driveway)}" fill="#d6d2ca" stroke="#aaa69c"/>`;
  for (const g of plan.ground) {
    const m = g.material;
    const texture =
      m.kind === 'mulch' || m.kind === 'gravel' || m.kind === 'dg' || m.kind === 'pebbles' || m.kind === 'raked_gravel'
        ? 'mulch'
        : m.kind === 'lawn' || m.kind === 'meadow' || m.kind === 'groundcover'
          ? 'lawn'
          : m.kind === 'pavers' || m.kind === 'brick' || m.kind === 'flagstone' || m.kind === 'concrete'
            ? 'grid'
            : null;
    const fill = m.kind === 'stepping_stones' ? (plan.ground.find((x) => x.kind === 'open')?.material.color ?? '#ddd') : m.color;
    const edged = g.kind === 'bed' && plan.featureKinds.includes('stone_edging');
    body += `<polygon points="${P(g.polygon)}" fill="${fill}" stroke="${edged ? '#9a948a' : darken(fill, 0.3)}" stroke-width="${g.kind === 'open' ? 0 : edged ? 3 : 1}"/>`;
    if (texture) body += `<polygon points="${P(g.polygon)}" fill="url(#${texture})"/>`;
  }
  // The driveway stays as it is, drawn over any open ground that ran under it.
  body += `<polygon points="${P(scene.driveway)}" fill="#d6d2ca" stroke="#aaa69c"/>`;
  return body;
}

/** The house's footprint, and the words that say which side is the house and which the street. */
function houseSvg(
  scene: Scene,
  { scale, X, Y }: MapFrame,
  { mapH, flip, middle, words }: { mapH: number; flip: boolean; middle: number; words: DesignLanguage['plan'] },
): string {
  let body = '';
  const house = scene.house.footprint;
  body += `<rect x="${n(Math.min(X(house.x), X(house.x + house.w)))}" y="${n(Math.min(Y(house.y), Y(house.y + house.h)))}" width="${n(house.w * scale)}" height="${n(house.h * scale)}" fill="#c9c3b6" stroke="#6b665c" stroke-width="2"/>`;
  // The roof's ridge as the picture draws it: along the street, back from it (a front gable), none on a flat roof.
  const ridge = ridgeSegment(scene);
  if (ridge)
    body += `<line x1="${n(X(ridge[0].x))}" y1="${n(Y(ridge[0].y))}" x2="${n(X(ridge[1].x))}" y2="${n(Y(ridge[1].y))}" stroke="#6b665c" stroke-width="1"/>`;
  if (hasLegendFont) {
    // Orientation words: which side is the house and which the street (omitted without a font).
    const hy = Math.max(14, Math.min(mapH - 8, (Y(house.y) + Y(house.y + house.h)) / 2 + 4));
    body += `<text x="${n(X(house.x + house.w / 2))}" y="${n(hy)}" text-anchor="middle" font-family="${LEGEND_FONT}" font-size="12" letter-spacing="3" fill="#6b665c">${esc(words.house)}</text>`;
    if (flip)
      body += `<text x="${n(X(middle))}" y="${n(Math.min(mapH - 6, Y(-0.2) + 14))}" text-anchor="middle" font-family="${LEGEND_FONT}" font-size="11" letter-spacing="3" fill="#8a8478">${esc(words.street)}</text>`;
  }

  return body;
}

/** One feature's plan symbol, at its size. */
function featureSymbol(f: PlacedFeature, { scale, X, Y }: MapFrame, style: StyleDefinition): string {
  let body = '';
  const cx = X(f.x);
  const cy = Y(f.y);
  const fw = f.w * scale;
  const fh = f.h * scale;
  switch (f.kind) {
    case 'fire_pit':
      body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(fw / 2)}" fill="#8d8478" stroke="#4a443d" stroke-width="1.5"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(fw / 3)}" fill="#f28a1e"/>`;
      for (let i = 0; i < 4; i++) {
        const a = (i / 4) * Math.PI * 2 + Math.PI / 4;
        body += `<rect x="${n(cx + Math.cos(a) * 1.55 * scale - 0.35 * scale)}" y="${n(cy + Math.sin(a) * 1.55 * scale - 0.35 * scale)}" width="${n(0.7 * scale)}" height="${n(0.7 * scale)}" rx="2" fill="${style.palette.furniture}" fill-opacity="0.8"/>`;
      }
      break;
    case 'water_feature':
      body +=
        f.variant === 'pond'
          ? `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(fw / 2)}" ry="${n(fh / 2)}" fill="#6fa8c6" stroke="#3f6f8f" stroke-width="1.5"/>`
          : f.variant === 'water_wall'
            ? `<rect x="${n(cx - fw / 2)}" y="${n(cy - fh / 2)}" width="${n(fw)}" height="${n(fh)}" fill="#6fa8c6" stroke="#444" stroke-width="1.5"/>`
            : `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(fw / 2)}" fill="#6fa8c6" stroke="#8a8478" stroke-width="2.5"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(fw / 6)}" fill="#d8d2c4"/>`;
      break;
    case 'pergola':
      body += `<rect x="${n(cx - fw / 2)}" y="${n(cy - fh / 2)}" width="${n(fw)}" height="${n(fh)}" fill="none" stroke="#6b4f3a" stroke-width="2"/>`;
      for (let i = 1; i < 8; i++)
        body += `<line x1="${n(cx - fw / 2 + (fw * i) / 8)}" y1="${n(cy - fh / 2)}" x2="${n(cx - fw / 2 + (fw * i) / 8)}" y2="${n(cy + fh / 2)}" stroke="#6b4f3a" stroke-width="1"/>`;
      break;
    case 'raised_vegetable_beds':
      body += `<rect x="${n(cx - fw / 2)}" y="${n(cy - fh / 2)}" width="${n(fw)}" height="${n(fh)}" fill="#6b4a32" stroke="#3f2a1c" stroke-width="1.5"/><rect x="${n(cx - fw / 2 + 3)}" y="${n(cy - fh / 2 + 3)}" width="${n(fw - 6)}" height="${n(fh - 6)}" fill="#6aa33a" fill-opacity="0.7"/>`;
      break;
    case 'patio_seating':
      body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(0.55 * scale)}" fill="#f4f1e8" stroke="#555" stroke-width="1"/>`;
      for (let i = 0; i < 4; i++) {
        const a = (i / 4) * Math.PI * 2 + Math.PI / 4;
        body += `<rect x="${n(cx + Math.cos(a) * 0.95 * scale - 0.23 * scale)}" y="${n(cy + Math.sin(a) * 0.95 * scale - 0.23 * scale)}" width="${n(0.46 * scale)}" height="${n(0.46 * scale)}" fill="${style.palette.furniture}"/>`;
      }
      break;
    case 'lighting':
      body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="4.5" fill="#f7d84a" stroke="#8a6a1a" stroke-width="1"/>`;
      break;
    case 'stepping_stones':
      for (const p of f.points ?? [])
        body += `<ellipse cx="${n(X(p.x))}" cy="${n(Y(p.y))}" rx="${n(0.32 * scale)}" ry="${n(0.26 * scale)}" fill="#9a968e" stroke="#5d5a55" stroke-width="1"/>`;
      break;
    case 'boulders':
      body += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(fw / 2)}" ry="${n(fh / 2)}" fill="#a49c8f" stroke="#5d5a55" stroke-width="1.2"/>`;
      break;
    case 'arbor':
      for (const p of f.points ?? []) body += `<rect x="${n(X(p.x) - 3)}" y="${n(Y(p.y) - 3)}" width="6" height="6" fill="#8a6a4a"/>`;
      if ((f.points ?? []).length === 2)
        body += `<line x1="${n(X(f.points![0].x))}" y1="${n(Y(f.points![0].y))}" x2="${n(X(f.points![1].x))}" y2="${n(Y(f.points![1].y))}" stroke="#8a6a4a" stroke-width="3"/>`;
      break;
    case 'bird_bath':
    case 'planter_pots':
      body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(fw / 2)}" fill="${f.kind === 'bird_bath' ? '#8fb8cf' : style.palette.pot}" stroke="#5d5a55" stroke-width="1.5"/>`;
      break;
    case 'stone_lantern':
      body += `<rect x="${n(cx - fw / 2)}" y="${n(cy - fh / 2)}" width="${n(fw)}" height="${n(fh)}" fill="#a19d95" stroke="#5d5a55" stroke-width="1.2"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(fw / 5)}" fill="#f7e3a0"/>`;
      break;
    case 'hot_tub':
      body += `<rect x="${n(cx - fw / 2)}" y="${n(cy - fh / 2)}" width="${n(fw)}" height="${n(fh)}" rx="4" fill="#8a6a4a" stroke="#4a3426" stroke-width="1.5"/><rect x="${n(cx - fw / 2 + 0.18 * scale)}" y="${n(cy - fh / 2 + 0.18 * scale)}" width="${n(fw - 0.36 * scale)}" height="${n(fh - 0.36 * scale)}" rx="3" fill="#6fa8c6"/>`;
      break;
    case 'trampoline':
      body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.min(fw, fh) / 2)}" fill="#1e1e1e" stroke="#2e5a8a" stroke-width="3"/>`;
      break;
    case 'swing_set':
      body += `<rect x="${n(cx - fw / 2)}" y="${n(cy - fh / 2)}" width="${n(fw)}" height="${n(fh)}" fill="none" stroke="#8a6a4a" stroke-width="2"/><line x1="${n(cx - fw / 2)}" y1="${n(cy)}" x2="${n(cx + fw / 2)}" y2="${n(cy)}" stroke="#8a6a4a" stroke-width="3"/>`;
      break;
    case 'hammock':
      body += `<path d="M${n(cx - fw / 2)},${n(cy)} Q${n(cx)},${n(cy + fh)} ${n(cx + fw / 2)},${n(cy)}" fill="none" stroke="${style.palette.accent}" stroke-width="4"/>`;
      break;
    case 'storage_shed':
      body += `<rect x="${n(cx - fw / 2)}" y="${n(cy - fh / 2)}" width="${n(fw)}" height="${n(fh)}" fill="${style.palette.wall}" stroke="#4a443d" stroke-width="1.5"/><line x1="${n(cx - fw / 2)}" y1="${n(cy)}" x2="${n(cx + fw / 2)}" y2="${n(cy)}" stroke="#4a443d" stroke-width="1"/>`;
      break;
    case 'outdoor_kitchen':
      body += `<rect x="${n(cx - fw / 2)}" y="${n(cy - fh / 2)}" width="${n(fw)}" height="${n(fh)}" fill="#d8d2c4" stroke="#4a443d" stroke-width="1.5"/><rect x="${n(cx - fw * 0.2 - 0.4 * scale)}" y="${n(cy - fh / 2 + 2)}" width="${n(0.8 * scale)}" height="${n(fh - 4)}" fill="#7a7a7a"/>`;
      break;
    case 'compost_bins':
      body += `<rect x="${n(cx - fw / 2)}" y="${n(cy - fh / 2)}" width="${n(fw / 2)}" height="${n(fh)}" fill="#4a3426" stroke="#8a6a4a" stroke-width="1.5"/><rect x="${n(cx)}" y="${n(cy - fh / 2)}" width="${n(fw / 2)}" height="${n(fh)}" fill="#4a3426" stroke="#8a6a4a" stroke-width="1.5"/>`;
      break;
    default:
      body += `<rect x="${n(cx - fw / 2)}" y="${n(cy - fh / 2)}" width="${n(fw)}" height="${n(fh)}" rx="${n(Math.min(fw, fh) / 3)}" fill="#d8d2c4" stroke="#6b665c" stroke-width="1.2"/>`;
  }
  return body;
}

/** The kept trees, then every plant's canopy symbol and its number. */
function plantsSvg(plan: DesignPlan, { scale, X, Y }: MapFrame, ageYears: number | undefined): string {
  let body = '';
  // Kept trees: a dashed canopy line, the way surveys mark what stays.
  for (const t of plan.existingTrees) {
    body += `<circle cx="${n(X(t.x))}" cy="${n(Y(t.y))}" r="${n(t.r * scale)}" fill="#5f7a40" fill-opacity="0.28" stroke="#3d5228" stroke-width="1.6" stroke-dasharray="6 4"/><circle cx="${n(X(t.x))}" cy="${n(Y(t.y))}" r="${n(0.25 * scale)}" fill="#6b4f3a"/>`;
  }
  // Canopies, largest first so small plants stay visible on top.
  const sorted = [...plan.plants].sort((a, c) => c.canopy - a.canopy);
  for (const p of sorted) {
    const spec = PLANT_LIBRARY[p.plantId];
    const r = Math.max(3, (ageYears === undefined ? Math.min(p.canopy, spec.role === 'tree' ? 3 : 1.5) : p.canopy) * scale * 0.95);
    body += symbolFor(spec, X(p.x), Y(p.y), r);
  }
  for (const p of sorted) {
    const r = 6.5;
    const cx = X(p.x);
    const cy = Y(p.y);
    body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="#ffffff" fill-opacity="0.92" stroke="#333" stroke-width="0.8"/><path d="${digitsPath(String(p.number), cx, cy, 6.5)}" stroke="#222" stroke-width="1.1" fill="none" stroke-linecap="round"/>`;
  }
  return body;
}

/** The legend under the map: the title, the scale bar, the plant list with counts and the features. */
function legendSvg(plan: DesignPlan, lang: DesignLanguage, title: string, { mapH, legendH, scale }: { mapH: number; legendH: number; scale: number }): string {
  let body = '';
  // Legend.
  const ly = mapH;
  body += `<rect x="0" y="${ly}" width="${W}" height="${legendH}" fill="#ffffff"/><line x1="0" y1="${ly}" x2="${W}" y2="${ly}" stroke="#c9c3b6"/>`;
  if (hasLegendFont)
    body += `<text x="20" y="${ly + 24}" font-family="${LEGEND_FONT}" font-size="${title.length > 60 ? 13 : 15}" font-weight="bold" fill="#2a2a2a">${esc(title)}</text>`;
  // Scale bar, 5 m, on a backing card in the map's lower right corner.
  const sb = 5 * scale;
  body += `<g transform="translate(${n(W - 30 - sb)},${n(mapH - 22)})"><rect x="-8" y="-18" width="${n(sb + 30)}" height="30" rx="3" fill="#fbf8f1" fill-opacity="0.9"/><rect width="${n(sb / 2)}" height="5" fill="#333"/><rect x="${n(sb / 2)}" width="${n(sb / 2)}" height="5" fill="#fff" stroke="#333" stroke-width="0.8"/>`;
  body += `<path d="${digitsPath('0', 0, -8, 7)}${digitsPath('5', sb, -8, 7)}" stroke="#333" stroke-width="1" fill="none"/>`;
  if (hasLegendFont) body += `<text x="${n(sb + 8)}" y="6" font-family="${LEGEND_FONT}" font-size="11" fill="#333">${esc(lang.plan.metre)}</text>`;
  body += '</g>';
  plan.palette.forEach((spec, i) => {
    const x = 20 + (i % 2) * 374;
    const y = ly + 50 + Math.floor(i / 2) * 32;
    const qty = plan.plants.filter((p) => p.plantId === spec.id).length;
    body += `<circle cx="${x + 8}" cy="${y - 4}" r="8" fill="${spec.flower ? lighten(spec.flower, 0.35) : lighten(spec.foliage, 0.15)}" stroke="#333" stroke-width="0.8"/><path d="${digitsPath(String(i + 1), x + 8, y - 4, 7)}" stroke="#222" stroke-width="1.1" fill="none"/>`;
    if (hasLegendFont)
      body += `<text x="${x + 22}" y="${y}" font-family="${LEGEND_FONT}" font-size="12" fill="#2a2a2a">${esc(`${plantName(spec, lang)} × ${qty}`)}<tspan x="${x + 22}" dy="13" font-size="10.5" font-style="italic" fill="#6a6a6a">${esc(`${spec.botanical} · ${sizeText(spec.size, lang)}`)}</tspan></text>`;
  });
  if (hasLegendFont) {
    const feats = plan.featureKinds.map((f) => lang.features[f]).join(' · ');
    body += `<text x="20" y="${ly + legendH - 14}" font-family="${LEGEND_FONT}" font-size="11" fill="#555">${esc(feats)}</text>`;
  }
  return body;
}

export async function renderPlanView(scene: Scene, plan: DesignPlan, opts: RenderOptions & { ageYears?: number } = {}): Promise<Buffer> {
  // the legend's words as outlines made once per thread (text-outlines.ts): no font to load or text to shape
  const svg = outlineTexts(planViewSvg(scene, plan, opts.size ?? W, opts.ageYears));
  return rasterize(svg, opts, /<text\b/.test(svg), /[\u3000-\u9fff]/.test(svg));
}

/** The ridge of the house's roof in plan metres (a hip roof's is shorter than the house), or null for a flat roof. */
function ridgeSegment(scene: Scene): [Vec2, Vec2] | null {
  const h = scene.house;
  const { x, y, w, h: d } = h.footprint;
  if (h.roof.type === 'flat') return null;
  if (ridgeAlongX(h)) {
    const inset = h.roof.type === 'hip' ? Math.min(d / 2, w / 2) : 0;
    return [
      { x: x + inset, y: y + d / 2 },
      { x: x + w - inset, y: y + d / 2 },
    ];
  }
  const inset = h.roof.type === 'hip' ? Math.min(d / 2, w / 2) : 0;
  return [
    { x: x + w / 2, y: y + inset },
    { x: x + w / 2, y: y + d - inset },
  ];
}
