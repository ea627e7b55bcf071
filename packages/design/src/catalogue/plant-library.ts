import type { StyleId } from '@landscape/contract';
import type { PlantForm, PlantRole, PlantSpec, SunExposure, WaterNeed } from '../types.ts';

// Prices are typical US retail nursery prices seen in 2025 for the container size named; they vary
// by region and season, so the summary always shows them as a range with this source.
const NURSERY = 'typical US retail nursery 2025';

interface Row {
  common: string;
  botanical: string;
  form: PlantForm;
  role: PlantRole;
  h: number;
  w: number;
  water: WaterNeed;
  sun: SunExposure[];
  zones: [number, number];
  size: string;
  price: [number, number];
  foliage: string;
  flower?: string;
  toxic?: boolean;
  spiny?: boolean;
  /** Summer heat it takes: 1 cool summers only, 2 hot summers, 3 desert or tropical heat. */
  heat: 1 | 2 | 3;
}

const FULL: SunExposure[] = ['full_sun'];
const FULL_PART: SunExposure[] = ['full_sun', 'part_shade'];
const PART: SunExposure[] = ['part_shade'];
const PART_SHADE: SunExposure[] = ['part_shade', 'shade'];
const ANY_SUN: SunExposure[] = ['full_sun', 'part_shade', 'shade'];

// One plant a row: a table to read across, kept out of the formatter.
// prettier-ignore
const rows: Record<string, Row> = {
  // modern minimalist
  feather_reed_grass: { common: "Karl Foerster feather reed grass", botanical: "Calamagrostis × acutiflora 'Karl Foerster'", form: 'grass', role: 'grass', h: 1.5, w: 0.6, water: 'moderate', sun: FULL, zones: [4, 9], size: '1-gal', price: [15, 28], foliage: '#8a9a4e', flower: '#cdb27a', heat: 2 },
  boxwood_ball: { common: "Green Velvet boxwood", botanical: "Buxus 'Green Velvet'", form: 'clipped_ball', role: 'shrub', h: 0.9, w: 0.9, water: 'moderate', sun: FULL_PART, zones: [4, 9], size: '5-gal', price: [35, 70], foliage: '#3f6b32', toxic: true, heat: 2 },
  nz_flax: { common: 'New Zealand flax', botanical: 'Phormium tenax', form: 'strap', role: 'accent', h: 1.5, w: 1.2, water: 'moderate', sun: FULL_PART, zones: [8, 11], size: '5-gal', price: [30, 55], foliage: '#6b3a4a', heat: 2 },
  blue_oat_grass: { common: 'Blue oat grass', botanical: 'Helictotrichon sempervirens', form: 'grass', role: 'grass', h: 0.6, w: 0.6, water: 'low', sun: FULL, zones: [4, 8], size: '1-gal', price: [12, 22], foliage: '#8fa7a8', heat: 1 },
  sky_pencil_holly: { common: 'Sky Pencil holly', botanical: "Ilex crenata 'Sky Pencil'", form: 'clipped_column', role: 'screen', h: 2.4, w: 0.6, water: 'moderate', sun: FULL_PART, zones: [5, 9], size: '5-gal', price: [40, 80], foliage: '#355e2c', toxic: true, heat: 2 },
  ginkgo_sentry: { common: 'Princeton Sentry ginkgo', botanical: "Ginkgo biloba 'Princeton Sentry'", form: 'tree_columnar', role: 'tree', h: 12, w: 4.5, water: 'moderate', sun: FULL, zones: [3, 9], size: '15-gal', price: [150, 300], foliage: '#7fa33c', heat: 2 },
  dwarf_mondo: { common: 'Dwarf mondo grass', botanical: "Ophiopogon japonicus 'Nana'", form: 'groundcover', role: 'groundcover', h: 0.1, w: 0.25, water: 'moderate', sun: ANY_SUN, zones: [6, 11], size: '1-gal', price: [12, 22], foliage: '#2f5a2a', heat: 3 },
  lomandra_breeze: { common: 'Breeze mat rush', botanical: "Lomandra longifolia 'Breeze'", form: 'grass', role: 'grass', h: 0.9, w: 0.9, water: 'low', sun: FULL_PART, zones: [7, 11], size: '5-gal', price: [25, 45], foliage: '#5f8a3a', heat: 3 },

  // california native
  western_redbud: { common: 'Western redbud', botanical: 'Cercis occidentalis', form: 'tree_blossom', role: 'tree', h: 4.5, w: 4.5, water: 'low', sun: FULL_PART, zones: [6, 9], size: '15-gal', price: [120, 220], foliage: '#6f8f45', flower: '#c24d8f', heat: 3 },
  manzanita: { common: "Howard McMinn manzanita", botanical: "Arctostaphylos densiflora 'Howard McMinn'", form: 'shrub', role: 'shrub', h: 1.5, w: 2, water: 'low', sun: FULL_PART, zones: [7, 10], size: '5-gal', price: [35, 60], foliage: '#56703a', flower: '#f1d6dc', heat: 2 },
  ceanothus: { common: "Julia Phelps California lilac", botanical: "Ceanothus 'Julia Phelps'", form: 'flowering_shrub', role: 'shrub', h: 2, w: 2.5, water: 'low', sun: FULL, zones: [8, 10], size: '5-gal', price: [32, 55], foliage: '#3e5a2e', flower: '#4b5fc4', heat: 2 },
  deer_grass: { common: 'Deer grass', botanical: 'Muhlenbergia rigens', form: 'grass', role: 'grass', h: 1.2, w: 1.2, water: 'low', sun: FULL, zones: [7, 10], size: '1-gal', price: [14, 25], foliage: '#9aa36a', flower: '#c9b98a', heat: 3 },
  california_poppy: { common: 'California poppy', botanical: 'Eschscholzia californica', form: 'perennial', role: 'groundcover', h: 0.3, w: 0.35, water: 'low', sun: FULL, zones: [6, 10], size: '4-in pot', price: [5, 9], foliage: '#8fa88a', flower: '#f28b1e', heat: 3 },
  cleveland_sage: { common: "Winnifred Gilman Cleveland sage", botanical: "Salvia clevelandii 'Winnifred Gilman'", form: 'flowering_shrub', role: 'shrub', h: 1.2, w: 1.5, water: 'low', sun: FULL, zones: [8, 11], size: '1-gal', price: [14, 24], foliage: '#7f9278', flower: '#7057b8', heat: 3 },
  california_fuchsia: { common: 'California fuchsia', botanical: 'Epilobium canum', form: 'perennial', role: 'perennial', h: 0.5, w: 0.9, water: 'low', sun: FULL, zones: [7, 10], size: '1-gal', price: [12, 20], foliage: '#8b9b7a', flower: '#e0412c', heat: 3 },
  toyon: { common: 'Toyon', botanical: 'Heteromeles arbutifolia', form: 'shrub', role: 'screen', h: 3.5, w: 3, water: 'low', sun: FULL_PART, zones: [7, 10], size: '5-gal', price: [30, 55], foliage: '#3d5c2c', flower: '#c8312a', heat: 3 },

  // japanese zen
  japanese_maple: { common: 'Japanese maple', botanical: 'Acer palmatum', form: 'tree_maple', role: 'tree', h: 4.5, w: 4.5, water: 'moderate', sun: PART, zones: [5, 8], size: '15-gal', price: [150, 350], foliage: '#b4352b', heat: 2 },
  japanese_black_pine: { common: 'Japanese black pine', botanical: 'Pinus thunbergii', form: 'pine_cloud', role: 'tree', h: 6, w: 4.5, water: 'low', sun: FULL, zones: [5, 9], size: '15-gal', price: [160, 320], foliage: '#2e4a2a', heat: 2 },
  azalea: { common: "Hino-Crimson azalea", botanical: "Rhododendron 'Hino-Crimson'", form: 'clipped_ball', role: 'shrub', h: 0.9, w: 1, water: 'moderate', sun: PART, zones: [6, 9], size: '5-gal', price: [28, 50], foliage: '#33522a', flower: '#c7243a', toxic: true, heat: 2 },
  forest_grass: { common: 'Golden Japanese forest grass', botanical: "Hakonechloa macra 'Aureola'", form: 'grass', role: 'perennial', h: 0.35, w: 0.45, water: 'moderate', sun: PART_SHADE, zones: [5, 9], size: '1-gal', price: [15, 28], foliage: '#b8b940', heat: 1 },
  irish_moss: { common: 'Irish moss', botanical: 'Sagina subulata', form: 'groundcover', role: 'groundcover', h: 0.03, w: 0.3, water: 'moderate', sun: PART, zones: [4, 10], size: '4-in pot', price: [5, 9], foliage: '#6c9a36', heat: 1 },
  clumping_bamboo: { common: 'Clumping bamboo', botanical: 'Fargesia rufa', form: 'bamboo', role: 'screen', h: 2.4, w: 1.5, water: 'moderate', sun: PART, zones: [5, 9], size: '5-gal', price: [45, 85], foliage: '#5c8a36', heat: 1 },
  holly_fern: { common: 'Japanese holly fern', botanical: 'Cyrtomium falcatum', form: 'fern', role: 'perennial', h: 0.6, w: 0.9, water: 'moderate', sun: PART_SHADE, zones: [6, 10], size: '1-gal', price: [14, 25], foliage: '#2f5b2b', heat: 3 },

  // mediterranean
  olive: { common: 'Swan Hill fruitless olive', botanical: "Olea europaea 'Swan Hill'", form: 'tree_olive', role: 'tree', h: 7, w: 6, water: 'low', sun: FULL, zones: [8, 11], size: '24-in box', price: [350, 700], foliage: '#8d9a80', heat: 3 },
  provence_lavender: { common: 'Provence lavender', botanical: "Lavandula × intermedia 'Provence'", form: 'perennial', role: 'perennial', h: 0.75, w: 0.9, water: 'low', sun: FULL, zones: [5, 9], size: '1-gal', price: [12, 22], foliage: '#8e9c8c', flower: '#8a6bc2', toxic: true, heat: 2 },
  rosemary: { common: 'Tuscan Blue rosemary', botanical: "Salvia rosmarinus 'Tuscan Blue'", form: 'shrub', role: 'shrub', h: 1.5, w: 1.2, water: 'low', sun: FULL, zones: [7, 10], size: '1-gal', price: [12, 22], foliage: '#4d6b48', flower: '#6d86c9', heat: 3 },
  italian_cypress: { common: 'Italian cypress', botanical: 'Cupressus sempervirens', form: 'conifer_column', role: 'screen', h: 12, w: 1.2, water: 'low', sun: FULL, zones: [7, 10], size: '15-gal', price: [90, 180], foliage: '#2c4a2a', heat: 3 },
  jerusalem_sage: { common: 'Jerusalem sage', botanical: 'Phlomis fruticosa', form: 'flowering_shrub', role: 'shrub', h: 1.2, w: 1.5, water: 'low', sun: FULL, zones: [8, 11], size: '1-gal', price: [14, 24], foliage: '#8e9a6a', flower: '#e7c12f', heat: 3 },
  santolina: { common: 'Lavender cotton', botanical: 'Santolina chamaecyparissus', form: 'perennial', role: 'groundcover', h: 0.5, w: 0.9, water: 'low', sun: FULL, zones: [6, 9], size: '1-gal', price: [12, 20], foliage: '#a9b09a', flower: '#f0d33a', heat: 3 },
  bay_laurel: { common: 'Bay laurel', botanical: 'Laurus nobilis', form: 'clipped_column', role: 'screen', h: 3, w: 1.5, water: 'low', sun: FULL_PART, zones: [8, 11], size: '15-gal', price: [90, 180], foliage: '#3b5a2c', toxic: true, heat: 2 },
  meyer_lemon: { common: 'Meyer lemon', botanical: 'Citrus × meyeri', form: 'tree_round', role: 'accent', h: 2.5, w: 2, water: 'moderate', sun: FULL, zones: [9, 11], size: '15-gal', price: [120, 220], foliage: '#3e6b2c', flower: '#f2d22e', toxic: true, heat: 3 },

  // cottage garden
  hollyhock: { common: 'Hollyhock', botanical: 'Alcea rosea', form: 'spire', role: 'screen', h: 2, w: 0.6, water: 'moderate', sun: FULL, zones: [3, 8], size: '1-gal', price: [12, 20], foliage: '#557a3a', flower: '#e46e9b', heat: 2 },
  coneflower: { common: 'Purple coneflower', botanical: 'Echinacea purpurea', form: 'perennial', role: 'perennial', h: 0.9, w: 0.6, water: 'low', sun: FULL, zones: [3, 9], size: '1-gal', price: [12, 22], foliage: '#4f7534', flower: '#c0508f', heat: 2 },
  black_eyed_susan: { common: "Goldsturm black-eyed Susan", botanical: "Rudbeckia fulgida 'Goldsturm'", form: 'perennial', role: 'perennial', h: 0.75, w: 0.6, water: 'moderate', sun: FULL, zones: [3, 9], size: '1-gal', price: [12, 20], foliage: '#3f6a2c', flower: '#f2b619', heat: 2 },
  shasta_daisy: { common: 'Shasta daisy', botanical: 'Leucanthemum × superbum', form: 'perennial', role: 'perennial', h: 0.8, w: 0.6, water: 'moderate', sun: FULL, zones: [5, 9], size: '1-gal', price: [12, 20], foliage: '#4d7a36', flower: '#fbfbf2', toxic: true, heat: 2 },
  hydrangea: { common: "Endless Summer bigleaf hydrangea", botanical: "Hydrangea macrophylla 'Bailmer'", form: 'flowering_shrub', role: 'shrub', h: 1.2, w: 1.2, water: 'high', sun: PART, zones: [4, 9], size: '5-gal', price: [35, 60], foliage: '#3f6b33', flower: '#7f9ee0', toxic: true, heat: 2 },
  knock_out_rose: { common: 'Knock Out shrub rose', botanical: "Rosa 'Radrazz'", form: 'flowering_shrub', role: 'shrub', h: 1.2, w: 1.2, water: 'moderate', sun: FULL, zones: [5, 11], size: '5-gal', price: [30, 50], foliage: '#355c2c', flower: '#d6264f', spiny: true, heat: 3 },
  catmint: { common: "Walker's Low catmint", botanical: "Nepeta × faassenii 'Walker's Low'", form: 'perennial', role: 'groundcover', h: 0.75, w: 0.9, water: 'low', sun: FULL, zones: [4, 8], size: '1-gal', price: [12, 20], foliage: '#7f9a86', flower: '#8d86d6', toxic: true, heat: 2 },
  crabapple: { common: 'Prairifire crabapple', botanical: "Malus 'Prairifire'", form: 'tree_blossom', role: 'tree', h: 6, w: 6, water: 'moderate', sun: FULL, zones: [3, 8], size: '15-gal', price: [120, 220], foliage: '#5b6e3a', flower: '#e0739f', toxic: true, heat: 2 },

  // english cottage
  foxglove: { common: 'Common foxglove', botanical: 'Digitalis purpurea', form: 'spire', role: 'screen', h: 1.5, w: 0.5, water: 'moderate', sun: PART, zones: [4, 8], size: '1-gal', price: [12, 20], foliage: '#4d7538', flower: '#b65fa8', toxic: true, heat: 2 },
  delphinium: { common: 'Delphinium', botanical: 'Delphinium elatum', form: 'spire', role: 'screen', h: 1.8, w: 0.6, water: 'moderate', sun: FULL, zones: [3, 7], size: '1-gal', price: [14, 25], foliage: '#4a7436', flower: '#3f62c9', toxic: true, heat: 1 },
  hidcote_lavender: { common: 'Hidcote English lavender', botanical: "Lavandula angustifolia 'Hidcote'", form: 'perennial', role: 'groundcover', h: 0.5, w: 0.6, water: 'low', sun: FULL, zones: [5, 9], size: '1-gal', price: [12, 22], foliage: '#8a9a8a', flower: '#6248a6', toxic: true, heat: 2 },
  austin_rose: { common: 'Gertrude Jekyll English rose', botanical: "Rosa 'Ausbord'", form: 'flowering_shrub', role: 'shrub', h: 1.5, w: 1.2, water: 'moderate', sun: FULL, zones: [5, 9], size: '5-gal', price: [40, 65], foliage: '#3d6331', flower: '#e581a8', spiny: true, heat: 2 },
  ladys_mantle: { common: "Lady's mantle", botanical: 'Alchemilla mollis', form: 'perennial', role: 'groundcover', h: 0.45, w: 0.6, water: 'moderate', sun: FULL_PART, zones: [3, 8], size: '1-gal', price: [12, 20], foliage: '#8aa24e', flower: '#d7df63', heat: 1 },
  peony: { common: 'Sarah Bernhardt peony', botanical: "Paeonia lactiflora 'Sarah Bernhardt'", form: 'flowering_shrub', role: 'perennial', h: 0.9, w: 0.9, water: 'moderate', sun: FULL, zones: [3, 8], size: '2-gal', price: [20, 40], foliage: '#3f6a34', flower: '#f2a7c0', toxic: true, heat: 2 },
  rozanne_geranium: { common: 'Rozanne hardy geranium', botanical: "Geranium 'Gerwat'", form: 'perennial', role: 'groundcover', h: 0.5, w: 0.9, water: 'moderate', sun: FULL_PART, zones: [5, 8], size: '1-gal', price: [14, 24], foliage: '#4b7a3a', flower: '#6a5fd0', heat: 2 },
  kwanzan_cherry: { common: 'Kwanzan flowering cherry', botanical: "Prunus serrulata 'Kwanzan'", form: 'tree_blossom', role: 'tree', h: 9, w: 9, water: 'moderate', sun: FULL, zones: [5, 9], size: '15-gal', price: [130, 250], foliage: '#5d7a3a', flower: '#f3a6c4', toxic: true, heat: 2 },

  // desert modern
  blue_glow_agave: { common: 'Blue Glow agave', botanical: "Agave 'Blue Glow'", form: 'agave', role: 'accent', h: 0.6, w: 0.9, water: 'low', sun: FULL, zones: [9, 11], size: '5-gal', price: [45, 85], foliage: '#6f9fa0', spiny: true, heat: 3 },
  golden_barrel: { common: 'Golden barrel cactus', botanical: 'Echinocactus grusonii', form: 'barrel_cactus', role: 'perennial', h: 0.6, w: 0.6, water: 'low', sun: FULL, zones: [9, 11], size: '5-gal', price: [40, 80], foliage: '#7f9a3c', flower: '#e8c63a', spiny: true, heat: 3 },
  palo_verde: { common: 'Desert Museum palo verde', botanical: "Parkinsonia × 'Desert Museum'", form: 'tree_airy', role: 'tree', h: 7, w: 7, water: 'low', sun: FULL, zones: [8, 11], size: '15-gal', price: [120, 220], foliage: '#9cb04a', flower: '#f2d12a', spiny: true, heat: 3 },
  red_yucca: { common: 'Red yucca', botanical: 'Hesperaloe parviflora', form: 'strap', role: 'accent', h: 1, w: 1.2, water: 'low', sun: FULL, zones: [5, 11], size: '5-gal', price: [25, 45], foliage: '#5f7a4c', flower: '#d84a3a', heat: 3 },
  ocotillo: { common: 'Ocotillo', botanical: 'Fouquieria splendens', form: 'ocotillo', role: 'accent', h: 4, w: 2, water: 'low', sun: FULL, zones: [8, 11], size: 'bare-root', price: [60, 150], foliage: '#6a7b45', flower: '#e2452c', spiny: true, heat: 3 },
  blue_chalk_sticks: { common: 'Blue chalk sticks', botanical: 'Curio repens', form: 'groundcover', role: 'groundcover', h: 0.3, w: 0.6, water: 'low', sun: FULL, zones: [9, 11], size: '1-gal', price: [12, 20], foliage: '#7fa6b8', toxic: true, heat: 3 },
  desert_spoon: { common: 'Desert spoon', botanical: 'Dasylirion wheeleri', form: 'agave', role: 'accent', h: 1.5, w: 1.5, water: 'low', sun: FULL, zones: [7, 11], size: '5-gal', price: [35, 70], foliage: '#93a58a', spiny: true, heat: 3 },
  fence_post_cactus: { common: 'Mexican fence post cactus', botanical: 'Pachycereus marginatus', form: 'column_cactus', role: 'screen', h: 3.5, w: 1, water: 'low', sun: FULL, zones: [9, 11], size: '5-gal', price: [40, 90], foliage: '#4f7a3c', spiny: true, heat: 3 },

  // tropical oasis
  windmill_palm: { common: 'Windmill palm', botanical: 'Trachycarpus fortunei', form: 'palm', role: 'tree', h: 6, w: 2.5, water: 'moderate', sun: FULL_PART, zones: [7, 11], size: '15-gal', price: [120, 260], foliage: '#3f6e2e', heat: 3 },
  bird_of_paradise: { common: 'Bird of paradise', botanical: 'Strelitzia reginae', form: 'big_leaf', role: 'accent', h: 1.5, w: 1.5, water: 'moderate', sun: FULL_PART, zones: [10, 12], size: '5-gal', price: [35, 65], foliage: '#4a7a4a', flower: '#f07a1c', toxic: true, heat: 3 },
  canna: { common: 'Tropicanna canna', botanical: "Canna × generalis 'Phasion'", form: 'strap', role: 'screen', h: 1.5, w: 0.6, water: 'high', sun: FULL, zones: [7, 10], size: '1-gal', price: [14, 25], foliage: '#7a4a3a', flower: '#f0642a', heat: 3 },
  elephant_ear: { common: 'Elephant ear', botanical: 'Colocasia esculenta', form: 'big_leaf', role: 'accent', h: 1.5, w: 1.5, water: 'high', sun: PART, zones: [8, 11], size: '1-gal', price: [15, 28], foliage: '#3c7a32', toxic: true, heat: 3 },
  hibiscus: { common: 'Tropical hibiscus', botanical: 'Hibiscus rosa-sinensis', form: 'flowering_shrub', role: 'shrub', h: 2.4, w: 1.5, water: 'high', sun: FULL, zones: [9, 12], size: '5-gal', price: [30, 55], foliage: '#2f6a2a', flower: '#e5263a', heat: 3 },
  hardy_banana: { common: 'Hardy banana', botanical: 'Musa basjoo', form: 'banana', role: 'screen', h: 4, w: 2.5, water: 'high', sun: FULL_PART, zones: [5, 10], size: '5-gal', price: [40, 80], foliage: '#5d9a3a', heat: 3 },
  asiatic_jasmine: { common: 'Asiatic jasmine', botanical: 'Trachelospermum asiaticum', form: 'groundcover', role: 'groundcover', h: 0.3, w: 0.9, water: 'moderate', sun: FULL_PART, zones: [7, 10], size: '1-gal', price: [10, 18], foliage: '#2f5a28', heat: 3 },
  boston_fern: { common: 'Boston fern', botanical: "Nephrolepis exaltata 'Bostoniensis'", form: 'fern', role: 'perennial', h: 0.8, w: 0.9, water: 'high', sun: PART_SHADE, zones: [9, 11], size: '1-gal', price: [12, 22], foliage: '#4f8a36', heat: 3 },

  // xeriscaping
  blue_grama: { common: 'Blonde Ambition blue grama', botanical: "Bouteloua gracilis 'Blonde Ambition'", form: 'grass', role: 'grass', h: 0.75, w: 0.75, water: 'low', sun: FULL, zones: [4, 9], size: '1-gal', price: [12, 20], foliage: '#a4a56a', flower: '#e3d9a0', heat: 3 },
  russian_sage: { common: 'Russian sage', botanical: 'Salvia yangii', form: 'spire', role: 'shrub', h: 1.2, w: 0.9, water: 'low', sun: FULL, zones: [4, 9], size: '1-gal', price: [12, 22], foliage: '#a1ada0', flower: '#8f8fd8', heat: 3 },
  yarrow: { common: 'Moonshine yarrow', botanical: "Achillea 'Moonshine'", form: 'perennial', role: 'perennial', h: 0.6, w: 0.6, water: 'low', sun: FULL, zones: [3, 8], size: '1-gal', price: [12, 20], foliage: '#9aa98e', flower: '#efd849', toxic: true, heat: 2 },
  blanket_flower: { common: 'Blanket flower', botanical: 'Gaillardia × grandiflora', form: 'perennial', role: 'perennial', h: 0.45, w: 0.6, water: 'low', sun: FULL, zones: [3, 10], size: '1-gal', price: [12, 20], foliage: '#6f8a4a', flower: '#d9462a', heat: 3 },
  apache_plume: { common: 'Apache plume', botanical: 'Fallugia paradoxa', form: 'shrub', role: 'shrub', h: 1.5, w: 1.5, water: 'low', sun: FULL, zones: [4, 9], size: '5-gal', price: [30, 50], foliage: '#8a9a78', flower: '#efd2de', heat: 3 },
  creeping_thyme: { common: 'Creeping thyme', botanical: 'Thymus serpyllum', form: 'groundcover', role: 'groundcover', h: 0.08, w: 0.45, water: 'low', sun: FULL, zones: [4, 9], size: '1-gal', price: [10, 18], foliage: '#6f8a4e', flower: '#c77fc0', heat: 2 },
  hardy_ice_plant: { common: 'Hardy ice plant', botanical: 'Delosperma cooperi', form: 'groundcover', role: 'groundcover', h: 0.1, w: 0.6, water: 'low', sun: FULL, zones: [5, 10], size: '1-gal', price: [10, 18], foliage: '#6f9a4a', flower: '#d03fa6', heat: 3 },
  desert_willow: { common: 'Desert willow', botanical: 'Chilopsis linearis', form: 'tree_airy', role: 'tree', h: 7, w: 6, water: 'low', sun: FULL, zones: [7, 11], size: '15-gal', price: [110, 200], foliage: '#7f9a4a', flower: '#d18ac8', heat: 3 },

  // english formal
  american_boxwood: { common: 'American boxwood', botanical: 'Buxus sempervirens', form: 'hedge', role: 'groundcover', h: 0.6, w: 0.6, water: 'moderate', sun: FULL_PART, zones: [5, 8], size: '5-gal', price: [35, 65], foliage: '#2f5a2a', toxic: true, heat: 2 },
  hicks_yew: { common: 'Hicks yew', botanical: "Taxus × media 'Hicksii'", form: 'clipped_column', role: 'screen', h: 3, w: 1.5, water: 'moderate', sun: ANY_SUN, zones: [4, 7], size: '5-gal', price: [40, 75], foliage: '#24452a', toxic: true, heat: 2 },
  columnar_hornbeam: { common: 'Frans Fontaine hornbeam', botanical: "Carpinus betulus 'Frans Fontaine'", form: 'tree_columnar', role: 'tree', h: 9, w: 3, water: 'moderate', sun: FULL_PART, zones: [4, 8], size: '15-gal', price: [150, 300], foliage: '#4a7a36', heat: 2 },
  iceberg_rose: { common: 'Iceberg rose', botanical: "Rosa 'Korbin'", form: 'flowering_shrub', role: 'shrub', h: 1.2, w: 1, water: 'moderate', sun: FULL, zones: [5, 10], size: '5-gal', price: [30, 55], foliage: '#3c6331', flower: '#f8f6ee', spiny: true, heat: 3 },
  caradonna_salvia: { common: 'Caradonna meadow sage', botanical: "Salvia nemorosa 'Caradonna'", form: 'spire', role: 'perennial', h: 0.5, w: 0.45, water: 'low', sun: FULL, zones: [4, 8], size: '1-gal', price: [12, 22], foliage: '#4b6a3a', flower: '#5a3fa0', heat: 2 },
  little_gem_magnolia: { common: 'Little Gem magnolia', botanical: "Magnolia grandiflora 'Little Gem'", form: 'tree_round', role: 'tree', h: 7, w: 3.5, water: 'moderate', sun: FULL_PART, zones: [7, 10], size: '15-gal', price: [150, 300], foliage: '#2c4f26', flower: '#fbf7ea', heat: 3 },

  // Substitutes no style lists first: the hardy, the tropical and the shade-loving plants that stand
  // in when a style's own plant would not survive the zone or the sun of the area (plant-selection.ts).
  // Cold climates (zones 2-4).
  amur_maple: { common: 'Flame Amur maple', botanical: "Acer tataricum subsp. ginnala 'Flame'", form: 'tree_round', role: 'tree', h: 6, w: 6, water: 'low', sun: FULL_PART, zones: [3, 8], size: '15-gal', price: [110, 220], foliage: '#5f8a3a', heat: 2 },
  paper_birch: { common: 'Paper birch', botanical: 'Betula papyrifera', form: 'tree_columnar', role: 'tree', h: 12, w: 7, water: 'moderate', sun: FULL_PART, zones: [2, 7], size: '15-gal', price: [120, 240], foliage: '#7fa04a', heat: 1 },
  serviceberry: { common: 'Autumn Brilliance serviceberry', botanical: "Amelanchier × grandiflora 'Autumn Brilliance'", form: 'tree_blossom', role: 'tree', h: 6, w: 5, water: 'moderate', sun: FULL_PART, zones: [3, 8], size: '15-gal', price: [120, 230], foliage: '#6a8a42', flower: '#f7f3ea', heat: 2 },
  pagoda_dogwood: { common: 'Pagoda dogwood', botanical: 'Cornus alternifolia', form: 'tree_round', role: 'tree', h: 5, w: 6, water: 'moderate', sun: PART_SHADE, zones: [3, 7], size: '15-gal', price: [120, 220], foliage: '#55803a', flower: '#f3f0de', heat: 1 },
  pinyon_pine: { common: 'Pinyon pine', botanical: 'Pinus edulis', form: 'pine_cloud', role: 'tree', h: 6, w: 4.5, water: 'low', sun: FULL, zones: [4, 8], size: '15-gal', price: [140, 280], foliage: '#4a6a4a', heat: 2 },
  techny_arborvitae: { common: 'Techny arborvitae', botanical: "Thuja occidentalis 'Techny'", form: 'conifer_column', role: 'screen', h: 4.5, w: 1.8, water: 'moderate', sun: FULL_PART, zones: [3, 7], size: '5-gal', price: [40, 80], foliage: '#2f5a2e', heat: 2 },
  skyrocket_juniper: { common: 'Skyrocket juniper', botanical: "Juniperus scopulorum 'Skyrocket'", form: 'conifer_column', role: 'screen', h: 4.5, w: 0.9, water: 'low', sun: FULL, zones: [4, 9], size: '5-gal', price: [35, 70], foliage: '#6f8f8a', heat: 3 },
  peashrub: { common: 'Siberian peashrub', botanical: 'Caragana arborescens', form: 'shrub', role: 'screen', h: 4, w: 3.5, water: 'low', sun: FULL, zones: [2, 7], size: '5-gal', price: [30, 55], foliage: '#6a8f45', flower: '#f2d22e', heat: 2 },
  potentilla: { common: 'Abbotswood potentilla', botanical: "Dasiphora fruticosa 'Abbotswood'", form: 'flowering_shrub', role: 'shrub', h: 0.9, w: 1.2, water: 'low', sun: FULL_PART, zones: [2, 7], size: '2-gal', price: [20, 40], foliage: '#6f8a52', flower: '#fbfbf2', heat: 2 },
  red_twig_dogwood: { common: 'Arctic Fire red twig dogwood', botanical: "Cornus sericea 'Farrow'", form: 'shrub', role: 'shrub', h: 1.2, w: 1.2, water: 'moderate', sun: FULL_PART, zones: [3, 7], size: '3-gal', price: [25, 45], foliage: '#4f7a3a', heat: 2 },
  miss_kim_lilac: { common: 'Miss Kim lilac', botanical: "Syringa pubescens subsp. patula 'Miss Kim'", form: 'flowering_shrub', role: 'shrub', h: 2, w: 1.8, water: 'moderate', sun: FULL, zones: [3, 8], size: '5-gal', price: [35, 60], foliage: '#4a7035', flower: '#b9a3dc', heat: 2 },
  soapweed_yucca: { common: 'Soapweed yucca', botanical: 'Yucca glauca', form: 'agave', role: 'accent', h: 0.9, w: 0.9, water: 'low', sun: FULL, zones: [3, 8], size: '3-gal', price: [25, 45], foliage: '#8fa59a', flower: '#f4f1df', spiny: true, heat: 3 },
  daylily: { common: 'Stella de Oro daylily', botanical: "Hemerocallis 'Stella de Oro'", form: 'strap', role: 'perennial', h: 0.4, w: 0.5, water: 'low', sun: FULL_PART, zones: [3, 9], size: '1-gal', price: [10, 18], foliage: '#5a8a3a', flower: '#f2b619', toxic: true, heat: 3 },
  prairie_dropseed: { common: 'Prairie dropseed', botanical: 'Sporobolus heterolepis', form: 'grass', role: 'grass', h: 0.6, w: 0.75, water: 'low', sun: FULL_PART, zones: [3, 9], size: '1-gal', price: [12, 22], foliage: '#7f9a4a', flower: '#d9cfa0', heat: 2 },
  creeping_juniper: { common: 'Blue Chip creeping juniper', botanical: "Juniperus horizontalis 'Blue Chip'", form: 'groundcover', role: 'groundcover', h: 0.25, w: 1.5, water: 'low', sun: FULL, zones: [3, 9], size: '3-gal', price: [25, 45], foliage: '#6f8f9a', heat: 3 },
  bearberry: { common: 'Kinnikinnick', botanical: 'Arctostaphylos uva-ursi', form: 'groundcover', role: 'groundcover', h: 0.15, w: 0.9, water: 'low', sun: FULL_PART, zones: [2, 6], size: '1-gal', price: [12, 22], foliage: '#3f6a30', flower: '#f3d6dc', heat: 1 },
  // Shade (north walls, side yards, under trees).
  annabelle_hydrangea: { common: 'Annabelle smooth hydrangea', botanical: "Hydrangea arborescens 'Annabelle'", form: 'flowering_shrub', role: 'shrub', h: 1.2, w: 1.2, water: 'moderate', sun: PART_SHADE, zones: [3, 9], size: '3-gal', price: [25, 45], foliage: '#4a7a36', flower: '#f4f6ec', toxic: true, heat: 2 },
  oregon_grape: { common: 'Oregon grape', botanical: 'Mahonia aquifolium', form: 'shrub', role: 'shrub', h: 1.5, w: 1.5, water: 'low', sun: PART_SHADE, zones: [5, 9], size: '3-gal', price: [25, 45], foliage: '#2f5a30', flower: '#f2d22e', spiny: true, heat: 2 },
  clethra: { common: 'Hummingbird summersweet', botanical: "Clethra alnifolia 'Hummingbird'", form: 'flowering_shrub', role: 'shrub', h: 1, w: 1, water: 'moderate', sun: ANY_SUN, zones: [4, 9], size: '3-gal', price: [25, 45], foliage: '#4f7a3a', flower: '#f6f3ec', heat: 2 },
  hosta: { common: 'Sum and Substance hosta', botanical: "Hosta 'Sum and Substance'", form: 'big_leaf', role: 'accent', h: 0.75, w: 1.5, water: 'moderate', sun: PART_SHADE, zones: [3, 8], size: '2-gal', price: [20, 40], foliage: '#9ab43f', toxic: true, heat: 2 },
  ostrich_fern: { common: 'Ostrich fern', botanical: 'Matteuccia struthiopteris', form: 'fern', role: 'accent', h: 1, w: 0.9, water: 'moderate', sun: PART_SHADE, zones: [3, 7], size: '1-gal', price: [14, 25], foliage: '#5c9a3a', heat: 2 },
  hellebore: { common: 'Lenten rose hellebore', botanical: 'Helleborus × hybridus', form: 'perennial', role: 'perennial', h: 0.45, w: 0.6, water: 'moderate', sun: PART_SHADE, zones: [4, 9], size: '1-gal', price: [15, 28], foliage: '#2f5a2e', flower: '#c9a0b8', toxic: true, heat: 2 },
  bergenia: { common: 'Heartleaf bergenia', botanical: 'Bergenia cordifolia', form: 'perennial', role: 'perennial', h: 0.4, w: 0.6, water: 'moderate', sun: ANY_SUN, zones: [3, 8], size: '1-gal', price: [12, 22], foliage: '#3f6a30', flower: '#d66b9a', heat: 2 },
  pa_sedge: { common: 'Pennsylvania sedge', botanical: 'Carex pensylvanica', form: 'grass', role: 'groundcover', h: 0.25, w: 0.3, water: 'low', sun: PART_SHADE, zones: [3, 8], size: '1-gal', price: [10, 18], foliage: '#6f9a3e', heat: 2 },
  wild_ginger: { common: 'Canadian wild ginger', botanical: 'Asarum canadense', form: 'groundcover', role: 'groundcover', h: 0.15, w: 0.4, water: 'moderate', sun: PART_SHADE, zones: [3, 7], size: '1-gal', price: [12, 22], foliage: '#4f7a35', heat: 2 },
  epimedium: { common: 'Sulphur barrenwort', botanical: "Epimedium × versicolor 'Sulphureum'", form: 'groundcover', role: 'groundcover', h: 0.3, w: 0.45, water: 'low', sun: PART_SHADE, zones: [5, 9], size: '1-gal', price: [14, 25], foliage: '#6a8a3a', flower: '#f2e06a', heat: 2 },
  // Warm and tropical climates (zones 9-12).
  muhly_grass: { common: 'Pink muhly grass', botanical: 'Muhlenbergia capillaris', form: 'grass', role: 'grass', h: 0.9, w: 0.9, water: 'low', sun: FULL_PART, zones: [6, 11], size: '1-gal', price: [12, 22], foliage: '#8a9a5a', flower: '#e0a0c0', heat: 3 },
  plumeria: { common: 'Plumeria', botanical: 'Plumeria rubra', form: 'tree_round', role: 'tree', h: 5, w: 5, water: 'low', sun: FULL, zones: [10, 12], size: '15-gal', price: [90, 200], foliage: '#4f7a35', flower: '#f7d6e0', heat: 3 },
  foxtail_palm: { common: 'Foxtail palm', botanical: 'Wodyetia bifurcata', form: 'palm', role: 'tree', h: 9, w: 4, water: 'moderate', sun: FULL_PART, zones: [10, 12], size: '15-gal', price: [150, 350], foliage: '#4f8a3a', heat: 3 },
  clusia: { common: 'Pitch apple', botanical: 'Clusia rosea', form: 'shrub', role: 'screen', h: 3, w: 2, water: 'low', sun: FULL_PART, zones: [10, 12], size: '15-gal', price: [90, 180], foliage: '#3f6a35', heat: 3 },
  ti_plant: { common: 'Red ti plant', botanical: 'Cordyline fruticosa', form: 'strap', role: 'accent', h: 2.5, w: 1, water: 'moderate', sun: FULL_PART, zones: [10, 12], size: '5-gal', price: [30, 60], foliage: '#7a2e45', toxic: true, heat: 3 },
  foxtail_agave: { common: 'Foxtail agave', botanical: 'Agave attenuata', form: 'agave', role: 'accent', h: 1.2, w: 1.2, water: 'low', sun: FULL_PART, zones: [9, 12], size: '5-gal', price: [35, 70], foliage: '#8fb0a0', heat: 3 },
  ixora: { common: 'Maui Red ixora', botanical: "Ixora 'Maui Red'", form: 'flowering_shrub', role: 'shrub', h: 1.2, w: 1.2, water: 'moderate', sun: FULL_PART, zones: [10, 12], size: '3-gal', price: [20, 40], foliage: '#2f5a2a', flower: '#e8452c', heat: 3 },
  pentas: { common: 'Starcluster pentas', botanical: 'Pentas lanceolata', form: 'perennial', role: 'perennial', h: 0.6, w: 0.5, water: 'moderate', sun: FULL_PART, zones: [10, 12], size: '1-gal', price: [8, 15], foliage: '#4a7a36', flower: '#e0487a', heat: 3 },
  bromeliad: { common: 'Blushing bromeliad', botanical: 'Neoregelia carolinae', form: 'strap', role: 'perennial', h: 0.3, w: 0.5, water: 'moderate', sun: PART_SHADE, zones: [10, 12], size: '1-gal', price: [15, 30], foliage: '#6a8a3a', flower: '#d6264f', heat: 3 },
  perennial_peanut: { common: 'Perennial peanut', botanical: 'Arachis glabrata', form: 'groundcover', role: 'groundcover', h: 0.15, w: 0.6, water: 'low', sun: FULL_PART, zones: [8, 11], size: '1-gal', price: [8, 15], foliage: '#5f8a3a', flower: '#f2c21e', heat: 3 },
  // Look-alikes: plants that carry a style's character where its signature plants cannot live (the
  // desert's heat, a zone-4 winter, the tropics), listed in that style's palette (style-catalogue.ts).
  dwarf_yaupon: { common: 'Dwarf yaupon holly', botanical: "Ilex vomitoria 'Nana'", form: 'clipped_ball', role: 'shrub', h: 1, w: 1.2, water: 'low', sun: FULL_PART, zones: [7, 10], size: '5-gal', price: [30, 55], foliage: '#3f6232', toxic: true, heat: 3 },
  eldarica_pine: { common: 'Mondell pine', botanical: 'Pinus eldarica', form: 'pine_cloud', role: 'tree', h: 9, w: 5, water: 'low', sun: FULL, zones: [6, 10], size: '15-gal', price: [120, 240], foliage: '#3e5a3a', heat: 3 },
  golden_goddess_bamboo: { common: 'Golden Goddess bamboo', botanical: "Bambusa multiplex 'Golden Goddess'", form: 'bamboo', role: 'screen', h: 2.5, w: 1.5, water: 'moderate', sun: FULL_PART, zones: [8, 11], size: '5-gal', price: [45, 85], foliage: '#7a9a3a', heat: 3 },
  liriope: { common: 'Big Blue lilyturf', botanical: "Liriope muscari 'Big Blue'", form: 'grass', role: 'perennial', h: 0.35, w: 0.45, water: 'low', sun: ANY_SUN, zones: [5, 10], size: '1-gal', price: [10, 18], foliage: '#2f5a2a', flower: '#7a5fc0', heat: 3 },
  japanese_painted_fern: { common: 'Japanese painted fern', botanical: "Athyrium niponicum 'Pictum'", form: 'fern', role: 'perennial', h: 0.45, w: 0.6, water: 'moderate', sun: PART_SHADE, zones: [4, 8], size: '1-gal', price: [14, 25], foliage: '#8f9a9a', heat: 2 },
  salvia_greggii: { common: 'Autumn sage', botanical: 'Salvia greggii', form: 'perennial', role: 'perennial', h: 0.75, w: 0.9, water: 'low', sun: FULL_PART, zones: [7, 10], size: '1-gal', price: [12, 22], foliage: '#5f7a4a', flower: '#d12f5a', heat: 3 },
  northern_catalpa: { common: 'Northern catalpa', botanical: 'Catalpa speciosa', form: 'tree_round', role: 'tree', h: 10, w: 7, water: 'moderate', sun: FULL_PART, zones: [4, 8], size: '15-gal', price: [100, 200], foliage: '#5f9a3a', flower: '#f6f1e6', heat: 3 },
  tiger_eyes_sumac: { common: 'Tiger Eyes sumac', botanical: "Rhus typhina 'Bailtiger'", form: 'shrub', role: 'screen', h: 1.8, w: 1.8, water: 'low', sun: FULL_PART, zones: [4, 8], size: '3-gal', price: [30, 55], foliage: '#b8b43a', heat: 2 },
  hardy_hibiscus: { common: 'Lord Baltimore hardy hibiscus', botanical: "Hibiscus moscheutos 'Lord Baltimore'", form: 'flowering_shrub', role: 'shrub', h: 1.5, w: 1.2, water: 'high', sun: FULL, zones: [4, 9], size: '3-gal', price: [25, 45], foliage: '#3f6a2e', flower: '#d11f3a', heat: 3 },
  sago_palm: { common: 'Sago palm', botanical: 'Cycas revoluta', form: 'big_leaf', role: 'accent', h: 1.2, w: 1.5, water: 'low', sun: FULL_PART, zones: [8, 11], size: '5-gal', price: [40, 80], foliage: '#2f5a28', toxic: true, heat: 3 },
  podocarpus: { common: 'Podocarpus', botanical: 'Podocarpus macrophyllus', form: 'clipped_column', role: 'screen', h: 3, w: 1.2, water: 'moderate', sun: FULL_PART, zones: [8, 11], size: '15-gal', price: [80, 160], foliage: '#2f5a2e', toxic: true, heat: 3 },
  lantana: { common: 'New Gold lantana', botanical: "Lantana 'New Gold'", form: 'flowering_shrub', role: 'shrub', h: 0.6, w: 1.2, water: 'low', sun: FULL, zones: [8, 11], size: '1-gal', price: [10, 18], foliage: '#4a7a36', flower: '#f2b619', toxic: true, heat: 3 },
  // hardy to zone 3-4 with hot continental summers (Minneapolis, Chicago): each style's look where its
  // signature plants cannot winter. Zones and water from the Missouri Botanical Garden Plant Finder.
  little_bluestem: { common: 'The Blues little bluestem', botanical: "Schizachyrium scoparium 'The Blues'", form: 'grass', role: 'grass', h: 0.9, w: 0.5, water: 'low', sun: FULL, zones: [3, 9], size: '1-gal', price: [12, 22], foliage: '#7f98a6', flower: '#c9a66b', heat: 3 },
  autumn_joy_sedum: { common: 'Autumn Joy sedum', botanical: "Hylotelephium 'Herbstfreude'", form: 'perennial', role: 'perennial', h: 0.6, w: 0.6, water: 'low', sun: FULL_PART, zones: [3, 9], size: '1-gal', price: [10, 18], foliage: '#8aa66a', flower: '#c2577a', heat: 3 },
  adams_needle: { common: "Color Guard Adam's needle", botanical: "Yucca filamentosa 'Color Guard'", form: 'agave', role: 'accent', h: 0.7, w: 0.9, water: 'low', sun: FULL_PART, zones: [4, 10], size: '3-gal', price: [25, 45], foliage: '#a3ad5a', flower: '#f4f1df', spiny: true, heat: 3 },
  giant_miscanthus: { common: 'Giant miscanthus', botanical: 'Miscanthus × giganteus', form: 'grass', role: 'screen', h: 3, w: 1.2, water: 'moderate', sun: FULL, zones: [4, 9], size: '3-gal', price: [25, 45], foliage: '#5f8a3e', heat: 2 },
  astilbe: { common: 'Fanal astilbe', botanical: "Astilbe × arendsii 'Fanal'", form: 'perennial', role: 'perennial', h: 0.6, w: 0.5, water: 'high', sun: PART_SHADE, zones: [4, 8], size: '1-gal', price: [12, 22], foliage: '#3f5a32', flower: '#b3203a', heat: 2 },
  siberian_iris: { common: "Caesar's Brother Siberian iris", botanical: "Iris sibirica 'Caesar's Brother'", form: 'strap', role: 'perennial', h: 0.9, w: 0.6, water: 'moderate', sun: FULL_PART, zones: [3, 9], size: '1-gal', price: [12, 22], foliage: '#4f7a3a', flower: '#4b3a8f', toxic: true, heat: 2 },
  mugo_pine: { common: 'Dwarf mugo pine', botanical: "Pinus mugo 'Pumilio'", form: 'shrub', role: 'shrub', h: 1.2, w: 1.8, water: 'low', sun: FULL, zones: [2, 7], size: '3-gal', price: [30, 60], foliage: '#355a2e', heat: 2 },
  lambs_ear: { common: "Lamb's ear", botanical: 'Stachys byzantina', form: 'groundcover', role: 'groundcover', h: 0.3, w: 0.5, water: 'low', sun: FULL_PART, zones: [4, 8], size: '1-gal', price: [8, 15], foliage: '#b9c2b0', heat: 2 },
  bleeding_heart: { common: 'Old-fashioned bleeding heart', botanical: 'Lamprocapnos spectabilis', form: 'perennial', role: 'perennial', h: 0.75, w: 0.75, water: 'moderate', sun: PART_SHADE, zones: [3, 9], size: '1-gal', price: [14, 25], foliage: '#6a9a4a', flower: '#e06a8f', toxic: true, heat: 2 },
  wild_geranium: { common: 'Wild geranium', botanical: 'Geranium maculatum', form: 'groundcover', role: 'groundcover', h: 0.5, w: 0.5, water: 'moderate', sun: PART_SHADE, zones: [3, 8], size: '1-gal', price: [10, 18], foliage: '#5a8a3e', flower: '#c58ac9', heat: 2 },
  wild_columbine: { common: 'Wild columbine', botanical: 'Aquilegia canadensis', form: 'perennial', role: 'perennial', h: 0.6, w: 0.4, water: 'low', sun: FULL_PART, zones: [3, 8], size: '1-gal', price: [10, 18], foliage: '#6f9a5a', flower: '#d9452f', toxic: true, heat: 2 },
  plume_poppy: { common: 'Plume poppy', botanical: 'Macleaya cordata', form: 'big_leaf', role: 'accent', h: 2.4, w: 1.2, water: 'moderate', sun: FULL_PART, zones: [3, 8], size: '1-gal', price: [14, 25], foliage: '#8aa39a', flower: '#e8d9c0', toxic: true, heat: 2 },
  dwarf_alberta_spruce: { common: 'Dwarf Alberta spruce', botanical: "Picea glauca 'Conica'", form: 'conifer_column', role: 'screen', h: 3, w: 1.2, water: 'moderate', sun: FULL_PART, zones: [2, 8], size: '5-gal', price: [40, 80], foliage: '#4a7a4a', heat: 2 },
};

export const PLANT_LIBRARY: Record<string, PlantSpec> = Object.fromEntries(
  Object.entries(rows).map(([id, r]) => [
    id,
    {
      id,
      common: r.common,
      botanical: r.botanical,
      form: r.form,
      role: r.role,
      heightM: r.h,
      widthM: r.w,
      water: r.water,
      sun: r.sun,
      zones: { min: r.zones[0], max: r.zones[1] },
      size: r.size,
      price: { low: r.price[0], high: r.price[1], source: `${NURSERY}, ${r.size}` },
      foliage: r.foliage,
      flower: r.flower ?? null,
      toxicToPets: r.toxic ?? false,
      spiny: r.spiny ?? false,
      heat: r.heat,
      // Filled from the style palettes when the style catalogue loads (style-catalogue.ts).
      styles: [] as StyleId[],
    } satisfies PlantSpec,
  ]),
);

export function plant(id: string): PlantSpec {
  const found = PLANT_LIBRARY[id];
  if (!found) throw new Error(`unknown plant '${id}'`);
  return found;
}
