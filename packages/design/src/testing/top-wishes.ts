import type { FeatureKind, UnsupportedWish } from '../types.ts';

/**
 * The thirty wishes homeowners ask for most, as they write them in English, Spanish and Chinese, with
 * what the design must do with each: deliver a feature (`placed` when it is an object on the plan and in
 * the render) or name it as not included.
 */
export interface TopWish {
  id: string;
  text: { en: string; es: string; zh: string };
  expect: { kind: 'feature'; id: FeatureKind; placed: boolean } | { kind: 'not_included'; id: UnsupportedWish };
}

const feature = (id: FeatureKind, placed = false) => ({ kind: 'feature' as const, id, placed });
const notIncluded = (id: UnsupportedWish) => ({ kind: 'not_included' as const, id });

export const TOP_WISHES: TopWish[] = [
  { id: 'hot_tub', text: { en: 'hot tub', es: 'jacuzzi', zh: '热水浴缸' }, expect: feature('hot_tub', true) },
  { id: 'pergola', text: { en: 'pergola', es: 'pérgola', zh: '凉亭' }, expect: feature('pergola', true) },
  { id: 'outdoor_kitchen', text: { en: 'outdoor kitchen', es: 'cocina exterior', zh: '户外厨房' }, expect: feature('outdoor_kitchen', true) },
  { id: 'shade_tree', text: { en: 'shade tree', es: 'árbol de sombra', zh: '遮阴树' }, expect: feature('shade_tree') },
  { id: 'chicken_coop', text: { en: 'chicken coop', es: 'gallinero', zh: '鸡舍' }, expect: notIncluded('chicken_coop') },
  { id: 'dog_run', text: { en: 'dog run', es: 'corral para perros', zh: '遛狗区' }, expect: notIncluded('dog_run') },
  { id: 'play_area', text: { en: 'play area', es: 'zona de juegos', zh: '儿童游乐区' }, expect: feature('play_lawn') },
  { id: 'trampoline', text: { en: 'trampoline', es: 'cama elástica', zh: '蹦床' }, expect: feature('trampoline', true) },
  { id: 'privacy_screen', text: { en: 'privacy screen', es: 'privacidad', zh: '隐私屏障' }, expect: feature('privacy_hedge') },
  { id: 'pollinator_garden', text: { en: 'pollinator garden', es: 'jardín para polinizadores', zh: '传粉昆虫花园' }, expect: feature('flower_beds') },
  { id: 'rain_garden', text: { en: 'rain garden', es: 'jardín de lluvia', zh: '雨水花园' }, expect: notIncluded('rain_garden') },
  { id: 'herb_garden', text: { en: 'herb garden', es: 'huerto de hierbas', zh: '香草园' }, expect: feature('raised_vegetable_beds', true) },
  { id: 'vegetable_garden', text: { en: 'vegetable garden', es: 'huerto', zh: '菜园' }, expect: feature('raised_vegetable_beds', true) },
  { id: 'fire_pit', text: { en: 'fire pit', es: 'fogata', zh: '火炉' }, expect: feature('fire_pit', true) },
  { id: 'water_feature', text: { en: 'water feature', es: 'fuente', zh: '水景' }, expect: feature('water_feature', true) },
  { id: 'seating_area', text: { en: 'seating area', es: 'zona de asientos', zh: '休闲区' }, expect: feature('patio_seating', true) },
  { id: 'lighting', text: { en: 'lighting', es: 'iluminación', zh: '照明' }, expect: feature('lighting', true) },
  { id: 'storage_shed', text: { en: 'storage shed', es: 'caseta de almacenaje', zh: '储物棚' }, expect: feature('storage_shed', true) },
  { id: 'compost', text: { en: 'compost bins', es: 'compostera', zh: '堆肥箱' }, expect: feature('compost_bins', true) },
  { id: 'hammock', text: { en: 'hammock', es: 'hamaca', zh: '吊床' }, expect: feature('hammock', true) },
  { id: 'bocce', text: { en: 'bocce court', es: 'cancha de bochas', zh: '滚球场' }, expect: notIncluded('bocce') },
  { id: 'swing_set', text: { en: 'swing set', es: 'columpios', zh: '秋千' }, expect: feature('swing_set', true) },
  { id: 'pool', text: { en: 'swimming pool', es: 'piscina', zh: '游泳池' }, expect: notIncluded('pool') },
  { id: 'patio', text: { en: 'patio', es: 'terraza', zh: '露台' }, expect: feature('patio_seating', true) },
  { id: 'deck', text: { en: 'deck', es: 'tarima de madera', zh: '木平台' }, expect: notIncluded('deck') },
  { id: 'path', text: { en: 'garden path', es: 'camino', zh: '小路' }, expect: feature('stone_path') },
  { id: 'edging', text: { en: 'edging', es: 'bordillo', zh: '镶边' }, expect: feature('stone_edging') },
  { id: 'low_maintenance', text: { en: 'low maintenance', es: 'bajo mantenimiento', zh: '低维护' }, expect: feature('drip_irrigation') },
  { id: 'low_water', text: { en: 'low water', es: 'poca agua', zh: '节水' }, expect: feature('drip_irrigation') },
  { id: 'lawn', text: { en: 'lawn', es: 'césped', zh: '草坪' }, expect: feature('play_lawn') },
];
