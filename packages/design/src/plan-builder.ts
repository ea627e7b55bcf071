import type { AreaId, StyleId } from '@landscape/contract';
import { MATERIAL_LIBRARY } from './catalogue/material-library.ts';
import { PLANT_LIBRARY } from './catalogue/plant-library.ts';
import { styleById } from './catalogue/style-catalogue.ts';
import { ellipsePolygon, polygonArea, rectPolygon } from './geometry.ts';
import { message } from './catalogue/messages.ts';
import { DESIGN_LANGUAGES, type DesignLanguage, designLocale, type DesignLocale, titleText } from './catalogue/languages/index.ts';
import { EN } from './catalogue/languages/en.ts';
import { plantReason, ROLE_ORDER, selectPlants, siteFit, type SiteFit } from './plant-selection.ts';
import { createRng, hashString, type Rng, subRng } from './random.ts';
import { EXISTING_GROWTH, viewCheck } from './renderer/view-check.ts';
import { houseOutline } from './scene.ts';
import { areaSun } from './site/sun.ts';
import type { DesignPlan, FeatureKind, GroundPatch, MaterialSpec, Note, ParsedWishes, PlantSpec, Scene, Site, StyleDefinition } from './types.ts';
import { parseWishes } from './wish-parser.ts';
import { cropsFor, plantBeds } from './edibles.ts';
import { fitPlanToPhoto, type PhotoScene } from './photo-fit.ts';
import { type Ctx, has, materialUses, measureGround } from './plan-context.ts';
import { fillBed, plantPalms } from './plan-planting.ts';
import { capLawn, lawnPanel, layoutBack, layoutFront, layoutSide, openGround } from './plan-layouts.ts';
import { planNotes } from './plan-notes.ts';

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

/** A low-maintenance lawn is at most this share of the planted ground. */
export const LOW_MAINTENANCE_LAWN_SHARE = 1 / 3;

/** On an arid site a wished lawn is kept to at most this share of the planted ground. */
export const ARID_LAWN_SHARE = 0.2;

/** The plan's English title; summaries and plan views say it in the homeowner's language (titleText). */
export function planTitle(style: StyleDefinition, area: AreaId, wanted: FeatureKind[]): string {
  return titleText(style.name, area, wanted, DESIGN_LANGUAGES.en);
}

const TIRED_TREE_SIZE = (r: number) => ({ role: 'tree' as const, heightM: r * 2.6, widthM: r * 2 });

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
  const notes: Note[] = [];
  const answers: Note[] = [];

  const { standing, existingTrees } = keptTrees(scene, area, wishes, notes);
  const fit = areaFit(scene, area, site, wishes, standing);
  const wanted = wantedFeatures(style, wishes, area, rng, answers);

  const arid = site?.climate?.arid ?? false;
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
  ringTrees(ctx, existingTrees);
  const panel = lawnPanelFor(ctx, open, answers);
  layOutAndPlant(ctx, selection.palms, site, fit);
  const palette = numberedPalette(ctx);

  const c = wishes.constraints;
  if (panel && panel.kind === 'lawn' && arid) capLawn(ctx, panel, ARID_LAWN_SHARE);
  else if (panel && panel.kind === 'lawn' && c.includes('low_maintenance')) capLawn(ctx, panel, LOW_MAINTENANCE_LAWN_SHARE);

  // Paint order: open ground, lawn, beds, then everything walked on, so paths cross beds cleanly.
  const paintOrder: GroundPatch['kind'][] = ['open', 'lawn', 'bed', 'pad', 'path', 'patio'];
  ctx.ground.sort((a, b) => paintOrder.indexOf(a.kind) - paintOrder.indexOf(b.kind));
  const measured = measureGround(ctx.ground, zone.bounds);
  // A shade tree is delivered by a planted tree (or a kept one); without room for one it is said (planNotes).
  const hasTree = palette.some((p) => p.role === 'tree') || existingTrees.length > 0;
  const featureKinds = deliveredKinds(ctx, wanted, hasTree, measured.lawnM2 > 0 || panel !== null);
  const notIncluded = planNotes(ctx, {
    site,
    fit,
    selection,
    palette,
    measured,
    featureKinds,
    notes,
    answers,
    smallLawn: panel?.kind === 'lawn',
    mossSun: noMoss && sunny,
  });

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

/** Trees already standing in the area stay unless the homeowner asked for them to go; the notes say which. */
function keptTrees(scene: Scene, area: AreaId, wishes: ParsedWishes, notes: Note[]) {
  const zone = scene.zones[area];
  const inZone = (t: { x: number; y: number }) =>
    t.x >= zone.bounds.x && t.x <= zone.bounds.x + zone.bounds.w && t.y >= zone.bounds.y && t.y <= zone.bounds.y + zone.bounds.h;
  const standing = scene.existing.trees.filter(inZone);
  const existingTrees = wishes.removeTrees ? [] : standing;
  if (standing.length && wishes.removeTrees) notes.push(message('plan.treeRemoved'));
  else if (existingTrees.length === 1) notes.push(message('plan.treeKept'));
  else if (existingTrees.length > 1) notes.push(message('plan.treesKept', { count: existingTrees.length }));
  return { standing, existingTrees };
}

/** The area's sun with the kept trees: a felled tree lets the sun in. */
function areaFit(scene: Scene, area: AreaId, site: Site | null, wishes: ParsedWishes, standing: Scene['existing']['trees']): SiteFit | null {
  let fit: SiteFit | null = siteFit(site, area);
  if (site?.place && fit && wishes.removeTrees && standing.length) {
    const others = scene.existing.trees.filter((t) => !standing.includes(t));
    const sun = areaSun(scene, area, { lat: site.place.lat, lon: site.place.lon, facing: site.facing.degrees }, others);
    fit = { ...fit, exposure: sun.exposure, hours: sun.seasonHours };
  }
  return fit;
}

/** The homeowner's wishes come first; one or two style signatures round the design off. */
function wantedFeatures(style: StyleDefinition, wishes: ParsedWishes, area: AreaId, rng: Rng, answers: Note[]): Set<FeatureKind> {
  const c = wishes.constraints;
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
  return wanted;
}

/** A mulched ring round each kept tree keeps mowers and new planting off the trunk and the shallow roots around it. */
function ringTrees(ctx: Ctx, existingTrees: Scene['existing']['trees']) {
  for (const t of existingTrees) {
    const ring = ellipsePolygon(t, Math.min(1.1, t.r * 0.4), Math.min(1.1, t.r * 0.4), 20);
    ctx.ground.push({ kind: 'bed', material: MATERIAL_LIBRARY.bark_mulch, polygon: ring });
    ctx.keepOut.push(ring);
    ctx.view.standing(TIRED_TREE_SIZE(t.r), t, EXISTING_GROWTH);
  }
}

/** The lawn panel of a play lawn or a low-maintenance lawn style, in what the site can water; null: none. */
function lawnPanelFor(ctx: Ctx, open: MaterialSpec, answers: Note[]): GroundPatch | null {
  const { wishes, arid, style } = ctx;
  const c = wishes.constraints;
  const lawnWished = wishes.features.includes('play_lawn');
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
  return panel;
}

/** The area's layout, then its beds planted (best seen first), the palms, the vegetable beds' crops. */
function layOutAndPlant(ctx: Ctx, palms: PlantSpec[], site: Site | null, fit: SiteFit | null) {
  const { area, rng, seed, wishes } = ctx;
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

  plantPalms(ctx, palms, bedRng);
  // a vegetable garden is planted with vegetables and herbs for the site (edibles.ts)
  const vegBeds = ctx.features.filter((f) => f.kind === 'raised_vegetable_beds');
  if (vegBeds.length)
    ctx.plants.push(
      ...plantBeds(vegBeds, cropsFor(site, area, wishes, fit?.exposure ? { exposure: fit.exposure, hours: fit.hours ?? 0 } : null), (p) => ctx.view.seen(p)),
    );
}

/**
 * The species the picture shows, numbered for the legend in role order (trees 1, 2 … groundcovers last).
 * One object list: a species planted only where the picture cannot show it would be listed and never seen,
 * so it is left to the plan's other species (its bed stays mulched).
 */
function numberedPalette(ctx: Ctx): PlantSpec[] {
  const seenIds = new Set(ctx.plants.filter((p) => ctx.view.seen(p)).map((p) => p.plantId));
  ctx.plants = ctx.plants.filter((p) => seenIds.has(p.plantId));
  const usedIds = [...new Set(ctx.plants.map((p) => p.plantId))];
  const palette = usedIds
    .map((id) => PLANT_LIBRARY[id])
    .sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) || a.common.localeCompare(b.common));
  for (const p of ctx.plants) p.number = palette.findIndex((s) => s.id === p.plantId) + 1;
  return palette;
}

/** Features that are a way of building rather than an object are delivered by the layout itself. */
const LAYOUT_KINDS: FeatureKind[] = [
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

/** The features the plan delivers: its placed objects and the wished layout features it could lay out. */
function deliveredKinds(ctx: Ctx, wanted: Set<FeatureKind>, hasTree: boolean, hasLawn: boolean): FeatureKind[] {
  return [...new Set([...ctx.features.map((f) => f.kind), ...[...wanted].filter((f) => LAYOUT_KINDS.includes(f))])].filter(
    (f) => (f !== 'play_lawn' || hasLawn) && (f !== 'shade_tree' || hasTree),
  );
}

/** The plant line's one-line reason within its plan ('Zone 5–9 · part shade · low water'). */
export function reasonFor(plan: DesignPlan, spec: PlantSpec, lang: DesignLanguage = DESIGN_LANGUAGES.en): string {
  const fit = siteFit(plan.site, plan.area);
  return plantReason(spec, fit && plan.sun ? { ...fit, exposure: plan.sun.exposure, hours: plan.sun.hours } : fit, lang);
}
