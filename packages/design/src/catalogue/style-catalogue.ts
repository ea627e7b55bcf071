import type { StyleId } from '@landscape/contract';
import type { PlantSpec, StyleDefinition } from '../types.ts';
import { MATERIAL_LIBRARY as M } from './material-library.ts';
import { plant } from './plant-library.ts';
import { taggedWith } from './style-palettes.ts';

const plants = (...ids: string[]) => ids.map(plant);

export const STYLE_CATALOGUE: Record<StyleId, StyleDefinition> = {
  modern_minimalist: {
    id: 'modern_minimalist',
    name: 'Modern Minimalist',
    description: 'Clean lines, large-format pavers and a restrained palette of grasses and clipped evergreens that stays calm and tidy all year.',
    plants: plants('ginkgo_sentry', 'sky_pencil_holly', 'boxwood_ball', 'feather_reed_grass', 'lomandra_breeze', 'blue_oat_grass', 'nz_flax', 'dwarf_mondo'),
    lookAlikes: [],
    materials: { path: M.large_pavers, patio: M.large_pavers, bed: M.black_pebbles, open: M.fescue_sod },
    hardscape: ['Steel bed edging', 'Board-formed concrete seat wall', 'Horizontal cedar slat fence'],
    palette: { swatches: ['#f2f1ee', '#bdbab3', '#7fa33c', '#4a4a4c', '#222222'], wall: '#5a5a5a', accent: '#2b2b2b', furniture: '#3a3a3a', pot: '#5b5d60' },
    signatureFeatures: ['planter_pots', 'lighting'],
    signatureNotes: ['linear repeated plantings', 'clipped evergreen spheres', 'monochrome foliage', 'crisp steel edges'],
    layout: { pathShape: 'straight', bedEdge: 'straight', open: 'lawn', spacing: 1.0, massing: 0.8, symmetric: false },
  },
  california_native: {
    id: 'california_native',
    name: 'California Native',
    description: 'A relaxed, water-wise garden of manzanita, ceanothus, sages and deer grass that feeds pollinators and thrives on winter rain.',
    plants: plants('western_redbud', 'toyon', 'ceanothus', 'manzanita', 'cleveland_sage', 'deer_grass', 'california_fuchsia', 'california_poppy'),
    lookAlikes: [],
    materials: { path: M.dg, patio: M.flagstone, bed: M.bark_mulch, open: M.sedge_meadow },
    hardscape: ['Decomposed granite paths', 'Local stone boulders', 'Dry creek bed of river rock'],
    palette: { swatches: ['#efe4cf', '#c9a97a', '#9aa36a', '#4b5fc4', '#56703a'], wall: '#8f7a5f', accent: '#4b5fc4', furniture: '#8a6a4a', pot: '#b0764e' },
    signatureFeatures: ['boulders'],
    signatureNotes: ['pollinator habitat', 'drifts of native grasses', 'natural boulders', 'summer-dry planting'],
    layout: { pathShape: 'curved', bedEdge: 'curved', open: 'meadow', spacing: 0.85, massing: 0.5, symmetric: false },
  },
  japanese_zen: {
    id: 'japanese_zen',
    name: 'Japanese Zen',
    description: 'A contemplative garden of raked gravel, moss, stepping stones and sculpted pines and maples, composed for quiet and balance.',
    plants: plants('japanese_maple', 'japanese_black_pine', 'clumping_bamboo', 'azalea', 'holly_fern', 'forest_grass', 'irish_moss', 'dwarf_mondo'),
    lookAlikes: [],
    materials: { path: M.stepping_basalt, patio: M.stepping_basalt, bed: M.moss_carpet, open: M.white_raked },
    hardscape: ['Basalt stepping stones', 'Bamboo fence screen', 'Granite boulders'],
    palette: { swatches: ['#dedad0', '#7b7a76', '#6c9a36', '#b4352b', '#2e4a2a'], wall: '#6b5a48', accent: '#b4352b', furniture: '#5a4a3a', pot: '#6b6b6b' },
    signatureFeatures: ['stone_lantern', 'boulders', 'stepping_stones'],
    signatureNotes: ['raked gravel sea', 'moss carpet', 'cloud-pruned pine', 'asymmetric balance'],
    layout: { pathShape: 'stepping', bedEdge: 'curved', open: 'raked_gravel', spacing: 1.3, massing: 0.3, symmetric: false },
  },
  mediterranean: {
    id: 'mediterranean',
    name: 'Mediterranean',
    description: 'Sun-warmed gravel, terracotta and silver foliage of olive, lavender and rosemary with the scent and ease of a Provençal courtyard.',
    plants: plants('olive', 'italian_cypress', 'bay_laurel', 'meyer_lemon', 'rosemary', 'jerusalem_sage', 'provence_lavender', 'santolina'),
    lookAlikes: [],
    materials: { path: M.travertine, patio: M.terracotta, bed: M.pea_gravel, open: M.pea_gravel },
    hardscape: ['Terracotta tile terrace', 'Low stucco wall', 'Terracotta urns'],
    palette: { swatches: ['#f1e6d0', '#e2d1b3', '#c57a50', '#8a6bc2', '#8d9a80'], wall: '#e6d6b8', accent: '#c57a50', furniture: '#7a5a3a', pot: '#c06a3e' },
    signatureFeatures: ['planter_pots', 'water_feature'],
    signatureNotes: ['silver foliage', 'lavender rows', 'terracotta urns', 'gravel courtyard'],
    layout: { pathShape: 'straight', bedEdge: 'straight', open: 'gravel', spacing: 0.9, massing: 0.7, symmetric: true },
  },
  cottage_garden: {
    id: 'cottage_garden',
    name: 'Cottage Garden',
    description: 'Abundant, colourful beds of coneflowers, roses, hydrangeas and hollyhocks spilling over a winding brick path.',
    plants: plants('crabapple', 'hollyhock', 'hydrangea', 'knock_out_rose', 'coneflower', 'black_eyed_susan', 'shasta_daisy', 'catmint'),
    lookAlikes: [],
    materials: { path: M.brick, patio: M.brick, bed: M.bark_mulch, open: M.fescue_sod },
    hardscape: ['Winding brick path', 'White picket fence', 'Painted wooden arbor'],
    palette: { swatches: ['#fbfbf2', '#f2b619', '#e46e9b', '#7f9ee0', '#4f7534'], wall: '#f4f1e8', accent: '#e46e9b', furniture: '#f4f1e8', pot: '#b5653f' },
    signatureFeatures: ['arbor', 'flower_beds', 'bird_bath'],
    signatureNotes: ['overflowing mixed borders', 'self-seeding perennials', 'picket fence charm'],
    layout: { pathShape: 'curved', bedEdge: 'curved', open: 'lawn', spacing: 0.75, massing: 0.25, symmetric: false },
  },
  english_cottage: {
    id: 'english_cottage',
    name: 'English Cottage',
    description: 'Romantic layered borders of roses, foxgloves, delphiniums and lavender edged in lady’s mantle around a gravel path and soft lawn.',
    plants: plants('kwanzan_cherry', 'delphinium', 'foxglove', 'austin_rose', 'peony', 'hidcote_lavender', 'rozanne_geranium', 'ladys_mantle'),
    lookAlikes: [],
    materials: { path: M.buff_gravel, patio: M.flagstone, bed: M.dark_mulch, open: M.fescue_sod },
    hardscape: ['Buff gravel path with brick edging', 'Rose arbor', 'Weathered stone bench'],
    palette: { swatches: ['#f6efe2', '#e581a8', '#3f62c9', '#b65fa8', '#3d6331'], wall: '#d9cbb0', accent: '#b65fa8', furniture: '#9a8a74', pot: '#a9866a' },
    signatureFeatures: ['arbor', 'flower_beds', 'seating_bench'],
    signatureNotes: ['tall spires at the back of deep borders', 'roses over an arbor', 'soft pastel colour'],
    layout: { pathShape: 'curved', bedEdge: 'curved', open: 'lawn', spacing: 0.75, massing: 0.3, symmetric: false },
  },
  desert_modern: {
    id: 'desert_modern',
    name: 'Desert Modern',
    description: 'Sculptural agaves, cacti and palo verde set in warm crushed granite with crisp concrete and boulders, beautiful with almost no water.',
    plants: plants('palo_verde', 'fence_post_cactus', 'ocotillo', 'desert_spoon', 'blue_glow_agave', 'red_yucca', 'golden_barrel', 'blue_chalk_sticks'),
    lookAlikes: [],
    materials: { path: M.large_pavers, patio: M.large_pavers, bed: M.desert_gravel, open: M.desert_gravel },
    hardscape: ['Smooth concrete pavers', 'Corten steel planters', 'Sandstone boulders'],
    palette: { swatches: ['#f0e2c8', '#cfa877', '#6f9fa0', '#d84a3a', '#5a4a3a'], wall: '#b3825c', accent: '#b5542c', furniture: '#4a4a4a', pot: '#9a4f2a' },
    signatureFeatures: ['boulders', 'planter_pots'],
    signatureNotes: ['sculptural specimens spaced apart', 'warm gravel mulch', 'corten steel'],
    layout: { pathShape: 'straight', bedEdge: 'straight', open: 'gravel', spacing: 1.6, massing: 0.2, symmetric: false },
  },
  tropical_oasis: {
    id: 'tropical_oasis',
    name: 'Tropical Oasis',
    description: 'Lush layers of palms, bananas, bird of paradise and hibiscus around a splashing water feature for a resort feel at home.',
    plants: plants('windmill_palm', 'hardy_banana', 'canna', 'bird_of_paradise', 'elephant_ear', 'hibiscus', 'boston_fern', 'asiatic_jasmine'),
    lookAlikes: [],
    materials: { path: M.travertine, patio: M.travertine, bed: M.dark_mulch, open: M.fescue_sod },
    hardscape: ['Travertine terrace', 'Bamboo accents', 'Natural stone water wall'],
    palette: { swatches: ['#f4ecd8', '#e2d1b3', '#f07a1c', '#e5263a', '#2f6a2a'], wall: '#e2d1b3', accent: '#f07a1c', furniture: '#8a6a4a', pot: '#8c5a3a' },
    signatureFeatures: ['water_feature'],
    signatureNotes: ['bold big leaves', 'layered canopy', 'hot flower colour'],
    layout: { pathShape: 'curved', bedEdge: 'curved', open: 'lawn', spacing: 0.7, massing: 0.35, symmetric: false },
  },
  xeriscaping: {
    id: 'xeriscaping',
    name: 'Xeriscaping',
    description:
      'A low-water landscape of drought-hardy grasses, sages and flowering groundcovers on gravel and flagstone that cuts irrigation by half or more.',
    plants: plants('desert_willow', 'apache_plume', 'russian_sage', 'blue_grama', 'yarrow', 'blanket_flower', 'hardy_ice_plant', 'creeping_thyme'),
    lookAlikes: [],
    materials: { path: M.flagstone, patio: M.flagstone, bed: M.river_rock, open: M.pea_gravel },
    hardscape: ['Flagstone path', 'River rock swales', 'Drip irrigation'],
    palette: { swatches: ['#efe6d4', '#c8bba2', '#a4a56a', '#8f8fd8', '#d9462a'], wall: '#a59a88', accent: '#d9462a', furniture: '#7a6a5a', pot: '#a0704a' },
    signatureFeatures: ['boulders'],
    signatureNotes: ['hydrozoned planting', 'gravel mulch', 'flowering groundcover in place of lawn'],
    layout: { pathShape: 'curved', bedEdge: 'curved', open: 'gravel', spacing: 1.1, massing: 0.45, symmetric: false },
  },
  english_formal: {
    id: 'english_formal',
    name: 'English Formal',
    description: 'Symmetrical clipped boxwood parterres, yew columns and white roses framing a straight axial path for timeless order.',
    plants: plants(
      'columnar_hornbeam',
      'little_gem_magnolia',
      'hicks_yew',
      'boxwood_ball',
      'iceberg_rose',
      'hidcote_lavender',
      'caradonna_salvia',
      'american_boxwood',
    ),
    lookAlikes: [],
    materials: { path: M.buff_gravel, patio: M.bluestone, bed: M.dark_mulch, open: M.fescue_sod },
    hardscape: ['Bluestone terrace', 'Clipped boxwood edging', 'Stone urns on plinths'],
    palette: { swatches: ['#f7f5ee', '#d8c59a', '#7f8a92', '#5a3fa0', '#24452a'], wall: '#d8d2c4', accent: '#5a3fa0', furniture: '#eeeeea', pot: '#a8a49a' },
    signatureFeatures: ['planter_pots', 'bird_bath'],
    signatureNotes: ['strict symmetry', 'boxwood parterre', 'axial path with focal point'],
    layout: { pathShape: 'axial', bedEdge: 'straight', open: 'lawn', spacing: 0.85, massing: 0.9, symmetric: true },
  },
};

for (const style of Object.values(STYLE_CATALOGUE)) style.lookAlikes = taggedWith(style.id).filter((p) => !style.plants.includes(p));
export const STYLE_LIST: StyleDefinition[] = Object.values(STYLE_CATALOGUE);

/** Every plant a plan of this style may use: its signature plants first, then its look-alikes. */
export const stylePalette = (style: StyleDefinition): PlantSpec[] => [...style.plants, ...style.lookAlikes.filter((p) => !style.plants.includes(p))];

// Each plant knows the styles whose palette it is in.
for (const style of STYLE_LIST) for (const p of stylePalette(style)) if (!p.styles.includes(style.id)) p.styles.push(style.id);

export function styleById(id: StyleId): StyleDefinition {
  const style = STYLE_CATALOGUE[id];
  if (!style) throw new Error(`unknown style '${id}'`);
  return style;
}
