import type { PlantForm, PlantSpec } from '../types.ts';

// How fast each catalogue plant reaches the mature size the catalogue gives (PlantSpec.heightM/widthM),
// and how big it is when planted from the container the price refers to.
//
// Growth rates are the usual three nursery classes (slow, medium, fast) as US extension services and the
// Missouri Botanical Garden Plant Finder give them; where a species is not listed, its form's class
// below stands in. Years to maturity per class and form are typical figures for landscape plantings
// (trees 10–30 years, shrubs 4–10, perennials and grasses 2–4): a range, not a promise, and said so in
// the studio (docs/decisions/028-growth-and-upkeep.md).

export type GrowthRate = 'slow' | 'medium' | 'fast';

type FormGroup = 'tree' | 'shrub' | 'perennial' | 'groundcover' | 'succulent';

const GROUP_OF: Record<PlantForm, FormGroup> = {
  tree_round: 'tree',
  tree_columnar: 'tree',
  tree_airy: 'tree',
  tree_olive: 'tree',
  tree_maple: 'tree',
  tree_blossom: 'tree',
  pine_cloud: 'tree',
  conifer_column: 'tree',
  palm: 'tree',
  banana: 'perennial',
  shrub: 'shrub',
  flowering_shrub: 'shrub',
  clipped_ball: 'shrub',
  clipped_column: 'shrub',
  hedge: 'shrub',
  bamboo: 'shrub',
  grass: 'perennial',
  strap: 'perennial',
  spire: 'perennial',
  perennial: 'perennial',
  fern: 'perennial',
  big_leaf: 'perennial',
  groundcover: 'groundcover',
  agave: 'succulent',
  barrel_cactus: 'succulent',
  column_cactus: 'succulent',
  ocotillo: 'succulent',
};

/** Years from planting to mature size, by form group and growth rate. */
const YEARS: Record<FormGroup, Record<GrowthRate, number>> = {
  tree: { slow: 25, medium: 15, fast: 10 },
  shrub: { slow: 10, medium: 6, fast: 4 },
  perennial: { slow: 4, medium: 3, fast: 2 },
  groundcover: { slow: 5, medium: 3, fast: 2 },
  succulent: { slow: 20, medium: 10, fast: 6 },
};

const DEFAULT_RATE: Record<FormGroup, GrowthRate> = { tree: 'medium', shrub: 'medium', perennial: 'fast', groundcover: 'medium', succulent: 'slow' };

/** Species whose rate differs from their form's usual one (Plant Finder / extension fact sheets). */
const RATE: Record<string, GrowthRate> = {
  // slow
  boxwood_ball: 'slow',
  american_boxwood: 'slow',
  sky_pencil_holly: 'slow',
  ginkgo_sentry: 'slow',
  japanese_maple: 'slow',
  japanese_black_pine: 'slow',
  olive: 'slow',
  hicks_yew: 'slow',
  little_gem_magnolia: 'slow',
  manzanita: 'slow',
  toyon: 'medium',
  pinyon_pine: 'slow',
  dwarf_alberta_spruce: 'slow',
  mugo_pine: 'slow',
  sago_palm: 'slow',
  podocarpus: 'slow',
  bay_laurel: 'slow',
  dwarf_yaupon: 'slow',
  irish_moss: 'medium',
  dwarf_mondo: 'slow',
  forest_grass: 'slow',
  peony: 'slow',
  hellebore: 'slow',
  blue_glow_agave: 'medium',
  foxtail_agave: 'fast',
  desert_spoon: 'medium',
  red_yucca: 'medium',
  soapweed_yucca: 'medium',
  adams_needle: 'medium',
  windmill_palm: 'slow',
  foxtail_palm: 'medium',
  // fast
  palo_verde: 'fast',
  desert_willow: 'fast',
  paper_birch: 'fast',
  northern_catalpa: 'fast',
  eldarica_pine: 'fast',
  italian_cypress: 'medium',
  kwanzan_cherry: 'medium',
  techny_arborvitae: 'medium',
  skyrocket_juniper: 'medium',
  ceanothus: 'fast',
  hibiscus: 'fast',
  clumping_bamboo: 'fast',
  golden_goddess_bamboo: 'fast',
  hardy_banana: 'fast',
  canna: 'fast',
  elephant_ear: 'fast',
  knock_out_rose: 'fast',
  russian_sage: 'fast',
  giant_miscanthus: 'fast',
  plume_poppy: 'fast',
  peashrub: 'fast',
  red_twig_dogwood: 'fast',
  lantana: 'fast',
  creeping_thyme: 'medium',
  hardy_ice_plant: 'fast',
  asiatic_jasmine: 'medium',
  perennial_peanut: 'fast',
};

/** Height in metres of a plant as it comes out of its container (catalogue size), before any growth. */
const PLANTED_HEIGHT: Record<string, number> = {
  '4-in pot': 0.08,
  '1-gal': 0.25,
  '2-gal': 0.35,
  '3-gal': 0.45,
  '5-gal': 0.6,
  '15-gal': 1.8,
  '24-in box': 2.4,
  'bare-root': 1.5,
};
/** Spread in metres as planted. */
const PLANTED_WIDTH: Record<string, number> = {
  '4-in pot': 0.1,
  '1-gal': 0.2,
  '2-gal': 0.3,
  '3-gal': 0.35,
  '5-gal': 0.45,
  '15-gal': 0.7,
  '24-in box': 1,
  'bare-root': 0.4,
};

export interface GrowthProfile {
  rate: GrowthRate;
  /** Years from planting to the catalogue's mature size. */
  yearsToMaturity: number;
  /** Share of mature height and spread at planting, 0..1. */
  planted: { h: number; w: number };
}

export function growthProfile(spec: Pick<PlantSpec, 'id' | 'form' | 'size' | 'heightM' | 'widthM'>): GrowthProfile {
  const group = GROUP_OF[spec.form];
  const rate = RATE[spec.id] ?? DEFAULT_RATE[group];
  const h0 = PLANTED_HEIGHT[spec.size] ?? 0.3;
  const w0 = PLANTED_WIDTH[spec.size] ?? 0.25;
  // A container plant is never bigger than the plant grown (mosses, low groundcovers): at most 90 %.
  const share = (at: number, mature: number) => Math.min(0.9, Math.max(0.05, at / Math.max(mature, 0.01)));
  return { rate, yearsToMaturity: YEARS[group][rate], planted: { h: share(h0, spec.heightM), w: share(w0, spec.widthM) } };
}
