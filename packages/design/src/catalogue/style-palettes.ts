import type { StyleId } from '@landscape/contract';

// Each style's palette: its signature plants (the style catalogue's own list, first) and the look-alikes
// that keep its character where the signatures cannot live — a zone-4 winter, desert heat and drought,
// the tropics. A plan of a style uses no plant outside its palette (plant-selection.ts).

// prettier-ignore
export const LOOK_ALIKES: Record<StyleId, string[]> = {
  modern_minimalist: ['olive', 'foxtail_palm', 'skyrocket_juniper', 'techny_arborvitae', 'clusia', 'podocarpus', 'dwarf_yaupon', 'blue_glow_agave', 'foxtail_agave', 'soapweed_yucca', 'prairie_dropseed', 'pa_sedge', 'blue_chalk_sticks', 'creeping_juniper', 'liriope', 'dwarf_alberta_spruce', 'mugo_pine', 'giant_miscanthus', 'little_bluestem', 'autumn_joy_sedum', 'hosta'],
  california_native: ['serviceberry', 'desert_willow', 'pinyon_pine', 'skyrocket_juniper', 'apache_plume', 'potentilla', 'oregon_grape', 'prairie_dropseed', 'blue_grama', 'muhly_grass', 'blanket_flower', 'yarrow', 'salvia_greggii', 'bearberry', 'creeping_juniper', 'little_bluestem', 'wild_columbine', 'wild_geranium'],
  japanese_zen: ['amur_maple', 'pinyon_pine', 'eldarica_pine', 'techny_arborvitae', 'podocarpus', 'golden_goddess_bamboo', 'boxwood_ball', 'dwarf_yaupon', 'liriope', 'japanese_painted_fern', 'clusia', 'pa_sedge', 'wild_ginger', 'asiatic_jasmine', 'creeping_juniper', 'mugo_pine', 'siberian_iris', 'astilbe', 'hosta'],
  mediterranean: ['pinyon_pine', 'skyrocket_juniper', 'dwarf_yaupon', 'russian_sage', 'potentilla', 'pa_sedge', 'soapweed_yucca', 'foxtail_agave', 'salvia_greggii', 'yarrow', 'creeping_thyme', 'autumn_joy_sedum', 'lambs_ear', 'adams_needle', 'catmint'],
  cottage_garden: ['serviceberry', 'desert_willow', 'plumeria', 'miss_kim_lilac', 'annabelle_hydrangea', 'potentilla', 'lantana', 'ixora', 'russian_sage', 'daylily', 'blanket_flower', 'salvia_greggii', 'yarrow', 'pentas', 'hardy_ice_plant', 'perennial_peanut', 'bleeding_heart', 'astilbe', 'siberian_iris', 'lambs_ear', 'wild_geranium', 'hosta'],
  english_cottage: ['serviceberry', 'plumeria', 'ixora', 'lantana', 'pentas', 'perennial_peanut', 'crabapple', 'little_gem_magnolia', 'hollyhock', 'russian_sage', 'iceberg_rose', 'knock_out_rose', 'annabelle_hydrangea', 'salvia_greggii', 'caradonna_salvia', 'daylily', 'hellebore', 'clethra', 'bergenia', 'catmint', 'santolina', 'creeping_thyme', 'pa_sedge', 'bleeding_heart', 'astilbe', 'siberian_iris', 'lambs_ear', 'hosta'],
  desert_modern: ['desert_willow', 'pinyon_pine', 'skyrocket_juniper', 'soapweed_yucca', 'foxtail_agave', 'lomandra_breeze', 'oregon_grape', 'blue_grama', 'muhly_grass', 'blanket_flower', 'hardy_ice_plant', 'creeping_juniper', 'pa_sedge', 'little_bluestem', 'autumn_joy_sedum', 'adams_needle'],
  tropical_oasis: ['northern_catalpa', 'foxtail_palm', 'plumeria', 'tiger_eyes_sumac', 'clusia', 'hardy_hibiscus', 'lantana', 'ixora', 'hosta', 'ostrich_fern', 'sago_palm', 'foxtail_agave', 'ti_plant', 'japanese_painted_fern', 'daylily', 'pentas', 'bromeliad', 'wild_ginger', 'perennial_peanut', 'giant_miscanthus', 'plume_poppy', 'astilbe'],
  xeriscaping: ['pinyon_pine', 'amur_maple', 'skyrocket_juniper', 'peashrub', 'potentilla', 'salvia_greggii', 'soapweed_yucca', 'red_yucca', 'foxtail_agave', 'prairie_dropseed', 'muhly_grass', 'daylily', 'creeping_juniper', 'bearberry', 'perennial_peanut', 'little_bluestem', 'autumn_joy_sedum', 'adams_needle', 'lambs_ear', 'pa_sedge', 'wild_geranium'],
  english_formal: ['italian_cypress', 'skyrocket_juniper', 'techny_arborvitae', 'sky_pencil_holly', 'podocarpus', 'clusia', 'dwarf_yaupon', 'ixora', 'pentas', 'salvia_greggii', 'catmint', 'santolina', 'pa_sedge', 'perennial_peanut', 'dwarf_alberta_spruce', 'hosta', 'bergenia', 'hellebore'],
};
