import type { AreaId, StyleId } from '@landscape/contract';
import type { Polygon, Rect, Vec2 } from './geometry.ts';

export type { AreaId, StyleId };

// ---- catalogue --------------------------------------------------------------

/** Drawing archetype of a plant: decides its silhouette in renders and its symbol in plans. */
export type PlantForm =
  | 'tree_round'
  | 'tree_columnar'
  | 'tree_airy'
  | 'tree_olive'
  | 'tree_maple'
  | 'tree_blossom'
  | 'pine_cloud'
  | 'conifer_column'
  | 'palm'
  | 'banana'
  | 'shrub'
  | 'flowering_shrub'
  | 'clipped_ball'
  | 'clipped_column'
  | 'hedge'
  | 'grass'
  | 'strap'
  | 'spire'
  | 'perennial'
  | 'groundcover'
  | 'agave'
  | 'barrel_cactus'
  | 'column_cactus'
  | 'ocotillo'
  | 'fern'
  | 'bamboo'
  | 'big_leaf';

/** Where a plant belongs in a bed: back row, middle, front edge, or stand-alone. */
export type PlantRole = 'tree' | 'screen' | 'shrub' | 'accent' | 'perennial' | 'grass' | 'groundcover';
export type WaterNeed = 'low' | 'moderate' | 'high';
export type SunExposure = 'full_sun' | 'part_shade' | 'shade';

export interface PriceRange {
  low: number;
  high: number;
  /** Where the figure comes from, e.g. 'typical US retail nursery 2025, 5-gal'. */
  source: string;
}

export interface PlantSpec {
  id: string;
  common: string;
  botanical: string;
  form: PlantForm;
  role: PlantRole;
  /** Mature size in metres. */
  heightM: number;
  widthM: number;
  water: WaterNeed;
  sun: SunExposure[];
  /** USDA hardiness zones (inclusive). */
  zones: { min: number; max: number };
  /** Container size the price refers to, e.g. '5-gal'. */
  size: string;
  price: PriceRange;
  foliage: string;
  /** Bloom or berry colour, when the plant reads as flowering. */
  flower: string | null;
  /** Listed as toxic to dogs or cats by common pet-poison references. */
  toxicToPets: boolean;
  spiny: boolean;
  /** How much summer heat it takes, 1 (cool summers only) to 3 (desert or tropical heat): compared with the site's. */
  heat: 1 | 2 | 3;
  /** The styles whose palette it belongs to: a plan of a style uses no plant outside them. */
  styles: StyleId[];
}

export type MaterialKind =
  | 'lawn'
  | 'meadow'
  | 'gravel'
  | 'raked_gravel'
  | 'pebbles'
  | 'dg'
  | 'mulch'
  | 'pavers'
  | 'flagstone'
  | 'brick'
  | 'concrete'
  | 'stepping_stones'
  | 'groundcover';

export interface MaterialSpec {
  id: string;
  name: string;
  kind: MaterialKind;
  /** Base colour and a darker/lighter accent used for texture marks. */
  color: string;
  accent: string;
  /** Installed cost per square foot. */
  price: PriceRange;
}

export type FeatureKind =
  | 'fire_pit'
  | 'water_feature'
  | 'pergola'
  | 'patio_seating'
  | 'raised_vegetable_beds'
  | 'lighting'
  | 'play_lawn'
  | 'flower_beds'
  | 'stepping_stones'
  | 'gravel_path'
  | 'privacy_hedge'
  | 'seating_bench'
  | 'boulders'
  | 'planter_pots'
  | 'stone_lantern'
  | 'arbor'
  | 'bird_bath'
  | 'stone_edging'
  | 'stone_path'
  | 'wide_path'
  | 'drip_irrigation'
  | 'hot_tub'
  | 'outdoor_kitchen'
  | 'storage_shed'
  | 'trampoline'
  | 'swing_set'
  | 'hammock'
  | 'compost_bins'
  | 'shade_tree';

/** Wishes the studio understands but cannot draw yet: named in the results as not included, never dropped. */
export type UnsupportedWish = 'chicken_coop' | 'dog_run' | 'pool' | 'bocce' | 'rain_garden' | 'deck';

/** A wish the plan does not deliver, and why. */
export interface NotIncluded {
  /** A FeatureKind that found no room, or an UnsupportedWish. */
  wish: FeatureKind | UnsupportedWish;
  reason: 'cant_draw' | 'no_room';
}

export type ConstraintKind = 'low_maintenance' | 'drought_tolerant' | 'pet_friendly' | 'privacy' | 'kid_friendly';

export interface StylePalette {
  /** Swatches shown to the homeowner, light to dark. */
  swatches: string[];
  wall: string;
  accent: string;
  furniture: string;
  pot: string;
}

export interface StyleLayout {
  pathShape: 'straight' | 'curved' | 'stepping' | 'axial';
  bedEdge: 'straight' | 'curved';
  /** What covers open ground where there is no bed or hardscape. */
  open: 'lawn' | 'meadow' | 'gravel' | 'raked_gravel' | 'groundcover';
  /** Plant spacing as a fraction of mature width: lower is lusher. */
  spacing: number;
  /** Fraction of bed area left as repeated single-species drifts. */
  massing: number;
  symmetric: boolean;
}

export interface StyleDefinition {
  id: StyleId;
  name: string;
  description: string;
  /** Signature plants, in the style's order. */
  plants: PlantSpec[];
  /** Plants that keep the style's look where a signature plant cannot live (catalogue/style-palettes.ts). */
  lookAlikes: PlantSpec[];
  materials: { path: MaterialSpec; patio: MaterialSpec; bed: MaterialSpec; open: MaterialSpec };
  hardscape: string[];
  palette: StylePalette;
  signatureFeatures: FeatureKind[];
  signatureNotes: string[];
  layout: StyleLayout;
}

// ---- wishes -------------------------------------------------------------------

export interface ParsedWishes {
  features: FeatureKind[];
  constraints: ConstraintKind[];
  /** Features the homeowner explicitly does not want ('no lawn', 'sin césped'). */
  avoid: FeatureKind[];
  /** Plant library ids the homeowner named ('lined with lavender', '樱花'). */
  plants: string[];
  /** Wishes understood but not drawable yet ('chicken coop'): said as not included. */
  unsupported: UnsupportedWish[];
  /** Wish fragments that matched nothing, kept verbatim for the prompt and the homeowner. */
  notes: string[];
  /** The homeowner asked for the existing trees to go ('remove the old tree'); they are kept otherwise. */
  removeTrees: boolean;
}

// ---- site -----------------------------------------------------------------------

/** A sentence of the engine with its catalogue key and values (catalogue/messages.ts), so it can be said in another language. */
export interface Note {
  key: string;
  params: Record<string, string | number>;
  text: string;
}

export interface HardinessZone {
  /** '8b' */
  code: string;
  /** The whole zone, 8 for '8b': plant ranges are given in whole zones. */
  number: number;
  source: 'usda_2012';
}

/** The Köppen-Geiger climate class of the place, read the way a gardener needs it. */
export interface ClimateClass {
  /** 'BWh', 'Csb', 'Dfa' */
  code: string;
  /** A tropical, B arid, C temperate, D continental, E polar. */
  group: 'A' | 'B' | 'C' | 'D' | 'E';
  /** What the garden has to live with. */
  kind: 'hot_dry' | 'cold_dry' | 'dry_summer' | 'hot_humid' | 'mild_moist' | 'cold_winter' | 'tropical';
  /** How hard the summer is, 0 (cool) to 3 (desert or tropical heat): compared with a plant's heat tolerance. */
  heat: 0 | 1 | 2 | 3;
  /** B classes: desert or steppe, where irrigated lawn and thirsty plants do not belong. */
  arid: boolean;
  /** BW: true desert. */
  desert: boolean;
  /** Cs and Ds: rain in winter, dry summers. */
  drySummer: boolean;
}

/** Where the property is, as far as the offline tables (or the geocoder) can tell. */
export interface SitePlace {
  /** 'Portland, OR', 'Guadalajara, Mexico' */
  label: string;
  /** ISO 3166 country code. */
  country: string;
  lat: number;
  lon: number;
  source: 'zip' | 'city' | 'world_city' | 'geocoder';
  zip: string | null;
}

export interface AreaSun {
  /** Hours of direct sun on the summer solstice and on the equinox, averaged over the area. */
  solsticeHours: number;
  equinoxHours: number;
  /** Their mean: the growing season the exposure is classed on. */
  seasonHours: number;
  exposure: SunExposure;
}

/** The property's climate, sun and orientation: what a gardener checks before choosing a plant. */
export interface Site {
  address: string;
  /** Null when no table could place the address: the climate is then unknown, never guessed. */
  place: SitePlace | null;
  /** USDA zone; null outside the U.S. or when unplaced. */
  zone: HardinessZone | null;
  /** Köppen-Geiger climate class at the ZIP; null outside the U.S. or when unplaced. */
  climate: ClimateClass | null;
  /** Compass bearing the front of the house faces; assumed south without Street View. */
  facing: { degrees: number; assumed: boolean };
  /** Direct sun per area; null without a location. */
  sun: Record<AreaId, AreaSun> | null;
  /** What the homeowner should know about these facts (the zone's age, an assumed orientation, an unknown climate). */
  notes: Note[];
}

// ---- scene ----------------------------------------------------------------------

/** A front gable's ridge runs back from the street, its gable end facing it. */
export type RoofType = 'gable' | 'front_gable' | 'hip' | 'flat';
export type SidingKind = 'lap' | 'stucco' | 'board_batten' | 'brick';
export type HouseStyle = 'ranch' | 'craftsman' | 'colonial' | 'modern' | 'spanish';

export interface WindowSpec {
  /** Offset of the window centre along the facade from the facade's left edge, metres. */
  u: number;
  /** Sill height above the floor of its storey, metres. */
  v: number;
  w: number;
  h: number;
  storey: number;
}

export interface HouseSpec {
  style: HouseStyle;
  footprint: Rect;
  storeys: 1 | 2;
  wallHeight: number;
  roof: { type: RoofType; color: string; pitch: number; overhang: number };
  siding: { kind: SidingKind; color: string };
  trim: string;
  door: { u: number; w: number; color: string };
  /** Front facade windows. */
  windows: WindowSpec[];
  rearWindows: WindowSpec[];
  rearDoor: { u: number; w: number };
  garage: { u: number; w: number; color: string } | null;
  /** A small gabled entry porch over the front door (craftsman and some ranch homes). */
  porch?: boolean;
  /** Chimney position along the facade, metres from its left end. */
  chimney?: { u: number };
}

export interface ExistingShrub {
  x: number;
  y: number;
  r: number;
}

export interface YardZone {
  area: AreaId;
  /** Ground the plan may redesign. */
  bounds: Rect;
  /** Ground inside bounds the plan must leave alone (driveway, utility strips). */
  keepOut: Polygon[];
  /** Where the visitor arrives, e.g. the sidewalk end of the front walk. */
  entry: Vec2;
  /** Where the zone connects to the house, e.g. the front door or the back door. */
  anchor: Vec2;
}

export interface Scene {
  address: string;
  seed: number;
  lot: { width: number; depth: number };
  house: HouseSpec;
  driveway: Polygon;
  /** The existing front walk from the sidewalk to the door. */
  frontWalk: Polygon;
  fence: { color: string; height: number };
  existing: {
    lawnColor: string;
    bareColor: string;
    patches: { x: number; y: number; r: number }[];
    shrubs: ExistingShrub[];
    trees: { x: number; y: number; r: number }[];
  };
  zones: Record<AreaId, YardZone>;
  /** Whether the side yard is on the left (x small) or right of the house. */
  sideYardSide: 'left' | 'right';
  sky: { top: string; bottom: string };
  /**
   * The scenery behind the property, from the place's climate (renderer/backdrop.ts). Absent in a scene
   * stored before backdrops: it is then drawn with the neutral one.
   */
  backdrop?: BackdropKind;
}

/** The sky, far land and light behind a drawn property, by climate. */
export type BackdropKind =
  'desert' | 'mountains' | 'golden_hills' | 'pacific_forest' | 'tropical_coast' | 'southern_woods' | 'plains' | 'northern_woods' | 'boreal' | 'temperate';

// ---- plan -----------------------------------------------------------------------

export interface PlacedPlant {
  plantId: string;
  /** Number shown in the plan view legend and the plant list (1-based per species). */
  number: number;
  x: number;
  y: number;
  /** Radius of ground the plant occupies at maturity (its footprint, not its overhanging canopy). */
  radius: number;
  /** Canopy radius drawn in renders. */
  canopy: number;
  height: number;
}

export interface GroundPatch {
  kind: 'lawn' | 'bed' | 'path' | 'patio' | 'open' | 'pad';
  material: MaterialSpec;
  polygon: Polygon;
}

export interface PlacedFeature {
  kind: FeatureKind;
  /** Centre in plan metres. */
  x: number;
  y: number;
  /** Size of the object itself in metres (along x and y). */
  w: number;
  h: number;
  /** Ground the feature claims, chairs and clearance included; plants keep off it. */
  footprint: Polygon;
  /** Extra detail a renderer needs, e.g. stepping-stone centres. */
  points?: Vec2[];
  /** Variant picked from the style, e.g. 'pond' or 'fountain' for a water feature. */
  variant?: string;
}

export interface PlanMaterialUse {
  material: MaterialSpec;
  areaM2: number;
}

export interface DesignPlan {
  area: AreaId;
  style: StyleId;
  seed: number;
  /** The homeowner's language ('en', 'es', 'zh'): what the summary and the plan view are written in. */
  locale?: 'en' | 'es' | 'zh';
  /** The English title (the prompt's); the homeowner reads it through titleText in their language. */
  title: string;
  wishes: ParsedWishes;
  rawWishes: string;
  /** Every feature the design delivers, wished for or brought by the style, in display order. */
  featureKinds: FeatureKind[];
  /** Drawn in order: lawn and open ground first, then beds, then paths and patios. */
  ground: GroundPatch[];
  features: PlacedFeature[];
  plants: PlacedPlant[];
  /** Species used, in legend order; PlacedPlant.number indexes into this list (1-based). */
  palette: PlantSpec[];
  materials: PlanMaterialUse[];
  /** Ground the plan covers, in plan metres. */
  bounds: Rect;
  /** Polygons plants must stay off: paths, patios, features, house, driveway. */
  keepOut: Polygon[];
  /** Trees already standing in the area and kept (all of them unless a wish removes them). */
  existingTrees: { x: number; y: number; r: number }[];
  /** The site the plan was made for; null when the caller gave none (samples, previews). */
  site: Site | null;
  /** Direct sun of this area as planted (a felled tree lets more in); null when unknown. */
  sun: { exposure: SunExposure; hours: number } | null;
  /** The plan's own explanations: site facts, wishes answered, constraints applied. */
  notes: Note[];
  /** Wishes the plan does not deliver (cannot be drawn yet, or no room), each said in the results. */
  notIncluded: NotIncluded[];
  /** Ground as it will be seen (each point counted once, under whatever is laid on top), m². */
  coverage: { lawnM2: number; bedM2: number; plantedM2: number };
}
