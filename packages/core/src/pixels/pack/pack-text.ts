export type PackLocale = 'en' | 'es' | 'zh';
export const packLocale = (locale: string | null | undefined): PackLocale => {
  const base = (locale ?? '').toLowerCase().split(/[-_]/)[0];
  return base === 'es' || base === 'zh' ? base : 'en';
};

type PackKey =
  | 'subtitle'
  | 'plan'
  | 'north'
  | 'scale'
  | 'notToScale'
  | 'northAssumed'
  | 'northUnknown'
  | 'plants'
  | 'colNumber'
  | 'colBotanical'
  | 'colCommon'
  | 'colSize'
  | 'colQuantity'
  | 'colSpacing'
  | 'spacingNote'
  | 'materials'
  | 'colMaterial'
  | 'colArea'
  | 'colDepth'
  | 'colVolume'
  | 'volumeNote'
  | 'features'
  | 'notIncluded'
  | 'site'
  | 'cost'
  | 'source'
  | 'phases'
  | 'pictures'
  | 'before'
  | 'after'
  | 'page';

/** Unit words as each language writes them next to a number. */
export const PACK_UNITS: Record<PackLocale, { m: string; ft: string; cm: string; in: string; m2: string; sqft: string; m3: string; yd3: string }> = {
  en: { m: 'm', ft: 'ft', cm: 'cm', in: 'in', m2: 'm²', sqft: 'sq ft', m3: 'm³', yd3: 'cu yd' },
  es: { m: 'm', ft: 'ft', cm: 'cm', in: 'in', m2: 'm²', sqft: 'ft²', m3: 'm³', yd3: 'yd³' },
  zh: { m: '米', ft: '英尺', cm: '厘米', in: '英寸', m2: '平方米', sqft: '平方英尺', m3: '立方米', yd3: '立方码' },
};

/** The pack's headings, column names and notes in every language the studio speaks ({ratio}, {n}, {of}: filled in). */
export const PACK_TEXT: Record<PackLocale, Record<PackKey, string>> = {
  en: {
    subtitle: 'Landscaper’s pack — for quoting',
    plan: 'Plan',
    north: 'N',
    scale: 'Scale {ratio} when printed on A4 at 100%',
    notToScale: 'Not to scale: this design was made before plans carried their measurements.',
    northAssumed: 'North approximate: the way the house faces was assumed.',
    northUnknown: 'North not known: the address could not be placed.',
    plants: 'Plant schedule',
    colNumber: 'No.',
    colBotanical: 'Botanical name',
    colCommon: 'Common name',
    colSize: 'Size',
    colQuantity: 'Qty',
    colSpacing: 'Spacing (o.c.)',
    spacingNote: 'Spacing is each plant’s mature spread, centre to centre; numbers match the plan.',
    materials: 'Materials take-off',
    colMaterial: 'Material',
    colArea: 'Area',
    colDepth: 'Depth',
    colVolume: 'Volume',
    volumeNote: 'Volume is area × the depth shown, rounded up to a tenth; allow 5–10% extra for settling.',
    features: 'Features',
    notIncluded: 'Not included',
    site: 'Site notes',
    cost: 'Cost range',
    source: 'Source',
    phases: 'Phases',
    pictures: 'Before and after',
    before: 'Before',
    after: 'After',
    page: 'Page {n} of {of}',
  },
  es: {
    subtitle: 'Dossier para el paisajista — para presupuestar',
    plan: 'Plano',
    north: 'N',
    scale: 'Escala {ratio} impreso en A4 al 100 %',
    notToScale: 'Sin escala: este diseño se hizo antes de que los planos llevaran sus medidas.',
    northAssumed: 'Norte aproximado: se supuso hacia dónde mira la casa.',
    northUnknown: 'Norte desconocido: no se pudo ubicar la dirección.',
    plants: 'Lista de plantas',
    colNumber: 'N.º',
    colBotanical: 'Nombre botánico',
    colCommon: 'Nombre común',
    colSize: 'Tamaño',
    colQuantity: 'Cant.',
    colSpacing: 'Distancia entre ejes',
    spacingNote: 'La distancia es el diámetro adulto de cada planta, de centro a centro; los números son los del plano.',
    materials: 'Mediciones de materiales',
    colMaterial: 'Material',
    colArea: 'Superficie',
    colDepth: 'Espesor',
    colVolume: 'Volumen',
    volumeNote: 'El volumen es superficie × el espesor indicado, redondeado al alza a una décima; prevea un 5–10 % más por asentamiento.',
    features: 'Elementos',
    notIncluded: 'No incluido',
    site: 'Notas del terreno',
    cost: 'Rango de costo',
    source: 'Fuente',
    phases: 'Fases',
    pictures: 'Antes y después',
    before: 'Antes',
    after: 'Después',
    page: 'Página {n} de {of}',
  },
  zh: {
    subtitle: '景观施工资料包 — 用于报价',
    plan: '平面图',
    north: '北',
    scale: '比例 {ratio}（A4 纸 100% 打印）',
    notToScale: '未按比例：此设计生成时平面图尚未记录尺寸。',
    northAssumed: '北向为近似：房屋朝向系推定。',
    northUnknown: '北向未知：无法定位该地址。',
    plants: '植物清单',
    colNumber: '编号',
    colBotanical: '学名',
    colCommon: '中文名',
    colSize: '规格',
    colQuantity: '数量',
    colSpacing: '株距（中心距）',
    spacingNote: '株距为每株植物成熟冠幅（中心到中心）；编号与平面图一致。',
    materials: '材料用量',
    colMaterial: '材料',
    colArea: '面积',
    colDepth: '铺设厚度',
    colVolume: '体积',
    volumeNote: '体积 = 面积 × 所示厚度，向上取整到十分位；另备 5–10% 以补沉降。',
    features: '景观设施',
    notIncluded: '未包含',
    site: '场地说明',
    cost: '造价范围',
    source: '来源',
    phases: '分期',
    pictures: '改造前后',
    before: '改造前',
    after: '改造后',
    page: '第 {n} 页，共 {of} 页',
  },
};

export const fillText = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));
