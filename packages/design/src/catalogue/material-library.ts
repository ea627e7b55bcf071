import type { MaterialKind, MaterialSpec } from '../types.ts';

// Installed cost per square foot (material + labour) as quoted by US contractors in 2025; a range
// because regional labour rates dominate.
const INSTALLED = 'typical US installed cost 2025, per sq ft';

const m = (id: string, name: string, kind: MaterialKind, color: string, accent: string, low: number, high: number): MaterialSpec => ({
  id,
  name,
  kind,
  color,
  accent,
  price: { low, high, source: INSTALLED },
});

export const MATERIAL_LIBRARY = {
  fescue_sod: m('fescue_sod', 'Tall fescue sod lawn', 'lawn', '#6fa043', '#5a8c35', 0.9, 1.8),
  sedge_meadow: m('sedge_meadow', 'No-mow native sedge meadow (Carex praegracilis plugs)', 'meadow', '#8fa257', '#a7ad6a', 2.5, 4.5),
  clover_lawn: m('clover_lawn', 'Microclover and fescue lawn', 'lawn', '#76a84a', '#62933c', 1.0, 2.0),
  dg: m('dg', 'Stabilized decomposed granite', 'dg', '#c9a97a', '#b28f60', 3, 6),
  pea_gravel: m('pea_gravel', 'Pea gravel', 'gravel', '#c8bba2', '#a69782', 1.5, 3),
  buff_gravel: m('buff_gravel', 'Self-binding buff gravel', 'gravel', '#d8c59a', '#bba679', 3, 6),
  black_pebbles: m('black_pebbles', 'Black Mexican beach pebbles', 'pebbles', '#4a4a4c', '#6b6b6e', 4, 8),
  white_raked: m('white_raked', 'Raked white granite gravel', 'raked_gravel', '#dedad0', '#c3bdb0', 2, 4),
  desert_gravel: m('desert_gravel', 'Desert gold crushed granite', 'gravel', '#cfa877', '#b38c5c', 1.5, 3.5),
  river_rock: m('river_rock', 'River rock (2–4 in)', 'pebbles', '#a49c8f', '#7e766a', 2, 4),
  bark_mulch: m('bark_mulch', 'Shredded bark mulch', 'mulch', '#6b4a32', '#573b27', 1, 2),
  dark_mulch: m('dark_mulch', 'Dark hemlock mulch', 'mulch', '#4a3426', '#3a281d', 1, 2),
  large_pavers: m('large_pavers', 'Large-format concrete pavers (24×24 in)', 'pavers', '#bdbab3', '#8f8c86', 12, 25),
  charcoal_pavers: m('charcoal_pavers', 'Charcoal porcelain pavers', 'pavers', '#6e6d6b', '#4e4d4b', 18, 35),
  flagstone: m('flagstone', 'Arizona flagstone', 'flagstone', '#c49a72', '#9a7252', 15, 30),
  stepping_basalt: m('stepping_basalt', 'Natural basalt stepping stones', 'stepping_stones', '#7b7a76', '#5b5a57', 10, 20),
  stepping_flag: m('stepping_flag', 'Flagstone stepping stones', 'stepping_stones', '#b89a78', '#8f7356', 10, 20),
  travertine: m('travertine', 'Tumbled travertine pavers', 'pavers', '#e2d1b3', '#bfa887', 15, 30),
  terracotta: m('terracotta', 'Saltillo terracotta tile', 'pavers', '#c57a50', '#a35e3a', 12, 24),
  brick: m('brick', 'Reclaimed clay brick pavers', 'brick', '#a4553c', '#7d3f2c', 15, 30),
  bluestone: m('bluestone', 'Bluestone pavers', 'pavers', '#7f8a92', '#5f6a72', 18, 32),
  creeping_thyme_lawn: m('creeping_thyme_lawn', 'Creeping thyme groundcover', 'groundcover', '#7f9a56', '#9a7fa8', 3, 6),
  moss_carpet: m('moss_carpet', 'Moss and Irish moss carpet', 'groundcover', '#6e9a3e', '#5a8432', 4, 8),
} satisfies Record<string, MaterialSpec>;
