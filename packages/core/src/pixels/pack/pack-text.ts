export type PackLocale = 'en' | 'es' | 'zh';
export const packLocale = (locale: string | null | undefined): PackLocale => {
  const base = (locale ?? '').toLowerCase().split(/[-_]/)[0];
  return base === 'es' || base === 'zh' ? base : 'en';
};

/** The pack's headings in every language the studio speaks. */
export const PACK_TEXT: Record<PackLocale, Record<'subtitle' | 'plan' | 'north' | 'plants' | 'quantity' | 'materials' | 'features' | 'site' | 'cost' | 'source' | 'phases' | 'pictures' | 'before' | 'after', string>> = {
  en: { subtitle: 'Landscaper’s pack — for quoting', plan: 'Plan', north: 'N', plants: 'Plant schedule', quantity: 'qty', materials: 'Materials take-off', features: 'Features', site: 'Site notes', cost: 'Cost range', source: 'Source', phases: 'Phases', pictures: 'Before and after', before: 'Before', after: 'After' },
  es: { subtitle: 'Dossier para el paisajista — para presupuestar', plan: 'Plano', north: 'N', plants: 'Lista de plantas', quantity: 'cant.', materials: 'Mediciones de materiales', features: 'Elementos', site: 'Notas del terreno', cost: 'Rango de costo', source: 'Fuente', phases: 'Fases', pictures: 'Antes y después', before: 'Antes', after: 'Después' },
  zh: { subtitle: '景观施工资料包 — 用于报价', plan: '平面图', north: '北', plants: '植物清单', quantity: '数量', materials: '材料用量', features: '景观设施', site: '场地说明', cost: '造价范围', source: '来源', phases: '分期', pictures: '改造前后', before: '改造前', after: '改造后' },
};
