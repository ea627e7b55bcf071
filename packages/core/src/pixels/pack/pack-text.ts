import { PACK_EN, type PackWords } from './pack-text-en.ts';
import { PACK_ES } from './pack-text-es.ts';
import { PACK_ZH } from './pack-text-zh.ts';

export type PackLocale = 'en' | 'es' | 'zh';
export const packLocale = (locale: string | null | undefined): PackLocale => {
  const base = (locale ?? '').toLowerCase().split(/[-_]/)[0];
  return base === 'es' || base === 'zh' ? base : 'en';
};

/** Unit words as each language writes them next to a number. */
export const PACK_UNITS: Record<
  PackLocale,
  { m: string; ft: string; cm: string; in: string; m2: string; sqft: string; m3: string; yd3: string; l: string; gal: string }
> = {
  en: { m: 'm', ft: 'ft', cm: 'cm', in: 'in', m2: 'm²', sqft: 'sq ft', m3: 'm³', yd3: 'cu yd', l: 'L', gal: 'gal' },
  es: { m: 'm', ft: 'ft', cm: 'cm', in: 'in', m2: 'm²', sqft: 'ft²', m3: 'm³', yd3: 'yd³', l: 'L', gal: 'gal' },
  zh: { m: '米', ft: '英尺', cm: '厘米', in: '英寸', m2: '平方米', sqft: '平方英尺', m3: '立方米', yd3: '立方码', l: '升', gal: '加仑' },
};

/** The pack's headings, column names and notes in every language the studio speaks. */
export const PACK_TEXT: Record<PackLocale, PackWords> = { en: PACK_EN, es: PACK_ES, zh: PACK_ZH };

export const fillText = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));
