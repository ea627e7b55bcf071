import { LANGUAGES } from '@landscape/contract';
import type { AreaId, FeatureKind, MaterialSpec, Note, PlantSpec, StyleId, UnsupportedWish } from '../../types.ts';
import { MESSAGES, type MessageKey } from '../messages.ts';
import { MATERIAL_LIBRARY } from '../material-library.ts';
import { PLANT_LIBRARY } from '../plant-library.ts';
import { PLANT_TABLE } from '../plant-table.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { ZH } from './zh.ts';
import type { DesignLanguage, DesignLocale, UnitSystem } from './types.ts';

export type { DesignLanguage, DesignLocale, UnitSystem, AnalysisAdvice, AnalysisStyle } from './types.ts';

const PLANTS = PLANT_LIBRARY as Record<string, PlantSpec>;

/** Plant common names in one language, from the plant table (botanical and cultivar names are never translated). */
const plantNames = (locale: DesignLocale) => Object.fromEntries(Object.values(PLANT_TABLE.facts).map((f) => [f.id, f.names[locale]]));

/** Every language the design engine speaks, by the studio's language code. */
export const DESIGN_LANGUAGES: Record<DesignLocale, DesignLanguage> = {
  en: { ...EN, plants: Object.fromEntries(Object.entries(PLANTS).map(([id, p]) => [id, p.common])) },
  es: { ...ES, plants: plantNames('es') },
  zh: { ...ZH, plants: plantNames('zh') },
};

export const DESIGN_LOCALES = LANGUAGES;

/** The language for a locale code ('es', 'es-MX', 'zh-CN'); English for anything unknown. */
export function designLocale(locale: string | null | undefined): DesignLocale {
  const base = (locale ?? '').toLowerCase().split(/[-_]/)[0] as DesignLocale;
  return (DESIGN_LOCALES as readonly string[]).includes(base) ? base : 'en';
}

export const designLanguage = (locale: string | null | undefined): DesignLanguage => DESIGN_LANGUAGES[designLocale(locale)];

/** '{name} ({area})' with its values; unknown placeholders are left as they are. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export const plantName = (spec: PlantSpec, lang: DesignLanguage): string => lang.plants[spec.id] ?? spec.common;

export function materialName(material: MaterialSpec, lang: DesignLanguage, units: UnitSystem = lang.units): string {
  const template = lang.materials[material.id] ?? material.name;
  const size = lang.materialSizes[material.id];
  return size ? fill(template, { size: size[units] }) : template;
}

/** The catalogue's material a summary's material line names (in any language, either unit system), or null. */
export function materialNamed(name: { metric: string; imperial: string }): MaterialSpec | null {
  for (const spec of Object.values(MATERIAL_LIBRARY) as MaterialSpec[]) {
    for (const lang of Object.values(DESIGN_LANGUAGES)) {
      if (materialName(spec, lang, 'metric') === name.metric || materialName(spec, lang, 'imperial') === name.imperial) return spec;
    }
  }
  return null;
}

export function sizeText(code: string, lang: DesignLanguage, units: UnitSystem = lang.units): string {
  return lang.sizes[code]?.[units] ?? code;
}

/** A price source ('typical US retail nursery 2025, 5-gal') in this language, its container size too. */
export function sourceText(source: string, lang: DesignLanguage, units: UnitSystem = lang.units): string {
  if (lang.sources[source]) return lang.sources[source];
  for (const key of Object.keys(lang.sources)) {
    if (source.startsWith(`${key}, `)) return `${lang.sources[key]}, ${sizeText(source.slice(key.length + 2), lang, units)}`;
  }
  return source;
}

/** Area in square metres or feet, as this language writes it ('42 m²', '452 sq ft'). */
export function areaText(m2: number, lang: DesignLanguage, units: UnitSystem = lang.units): string {
  return units === 'metric' ? fill(lang.measure.sqm, { n: Math.round(m2) }) : fill(lang.measure.sqft, { n: Math.round(m2 * SQFT_PER_M2) });
}
export const SQFT_PER_M2 = 10.7639;

/** Features a title names: the two that shape the design, not the finishing touches. */
export function titleFeatures(kinds: FeatureKind[]): FeatureKind[] {
  return kinds.filter((f) => !['lighting', 'stepping_stones', 'planter_pots', 'flower_beds', 'boulders', 'drip_irrigation'].includes(f)).slice(0, 2);
}

export function titleText(style: string, area: AreaId, kinds: FeatureKind[], lang: DesignLanguage): string {
  const highlights = titleFeatures(kinds).map((f) => inTitle(lang.features[f], lang.title.featureCase));
  const values = { style, area: lang.areas[area], features: highlights.join(lang.title.and) };
  return fill(highlights.length ? lang.title.with : lang.title.plain, values);
}

// ---- completeness (checked by the design tests and the studio's i18n completeness test) ----------------

type Tree = { [k: string]: string | Tree };
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [kk, vv] of flatten(v as Tree, key)) out.set(kk, vv);
    else out.set(key, String(v));
  }
  return out;
}
const placeholders = (t: string) =>
  [...t.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join();

/** Problems of one language against English: missing or empty keys, extra keys, other placeholders. */
export function catalogueProblems(locale: string): string[] {
  const en = flatten(DESIGN_LANGUAGES.en as unknown as Tree);
  const other = flatten(DESIGN_LANGUAGES[locale as keyof typeof DESIGN_LANGUAGES] as unknown as Tree);
  const problems: string[] = [];
  for (const [k, v] of en) {
    const o = other.get(k);
    if (o === undefined) problems.push(`${locale} lacks ${k}`);
    else if (!o.trim()) problems.push(`${locale} has an empty ${k}`);
    else if (placeholders(o) !== placeholders(v)) problems.push(`${locale} ${k} uses {${placeholders(o)}} but en uses {${placeholders(v)}}`);
  }
  for (const k of other.keys()) if (!en.has(k)) problems.push(`${locale} has ${k}, unknown in en`);
  return problems;
}

// ---- a sentence of the engine in another language ------------------------------------------------
// Notes are made in English with their key and values (catalogue/messages.ts). The values are words of
// the English catalogue (a plant's common name, an area, a sun class); they are found again here and
// said in the other language.

type Words = Map<string, (lang: DesignLanguage) => string>;
let englishWords: Words | null = null;

function words(): Words {
  if (englishWords) return englishWords;
  const en = DESIGN_LANGUAGES.en;
  const map: Words = new Map();
  const add = (text: string, say: (lang: DesignLanguage) => string) => map.set(text.toLowerCase(), say);
  for (const id of Object.keys(en.plants)) add(en.plants[id]!, (l) => l.plants[id] ?? en.plants[id]!);
  for (const area of Object.keys(en.areaWords) as AreaId[]) {
    add(en.areaWords[area], (l) => l.areaWords[area]);
    add(en.areas[area], (l) => l.areaWords[area]);
  }
  add('entry walkway', (l) => l.areaWords.walkway);
  for (const kind of Object.keys(en.features) as FeatureKind[]) add(en.features[kind], (l) => lowerFirst(l.features[kind]));
  for (const k of Object.keys(en.exposure) as (keyof DesignLanguage['exposure'])[]) add(en.exposure[k], (l) => l.exposure[k]);
  en.compass.forEach((w, i) => add(w, (l) => l.compass[i]!));
  for (const id of Object.keys(en.wishes) as UnsupportedWish[]) add(en.wishes[id], (l) => l.wishes[id]);
  for (const id of Object.keys(en.styles) as StyleId[]) add(en.styles[id], (l) => l.styles[id]);
  for (const code of Object.keys(en.places)) add(en.places[code]!, (l) => l.places[code] ?? en.places[code]!);
  add(MESSAGES['wish.noSubstitute'], (l) => l.messages['wish.noSubstitute']);
  englishWords = map;
  return map;
}

export function translateNote(note: Note, lang: DesignLanguage): string {
  if (lang === DESIGN_LANGUAGES.en) return note.text;
  const template = lang.messages[note.key as MessageKey];
  if (!template) return note.text;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(note.params)) {
    if (typeof value !== 'string') params[name] = value;
    else {
      const said = sayWords(value, lang);
      params[name] = /^\p{Lu}/u.test(value) ? upperFirst(said) : said;
    }
  }
  return fill(template, params);
}

/** A catalogue word, or a list of them ('Hardy banana, Canna'), said in another language. */
function sayWords(value: string, lang: DesignLanguage): string {
  const say = words().get(value.toLowerCase());
  if (say) return say(lang);
  if (!value.includes(', ')) return value;
  const parts = value.split(', ');
  if (!parts.every((part) => words().has(part.toLowerCase()))) return value;
  return parts.map((part) => words().get(part.toLowerCase())!(lang)).join(lang === DESIGN_LANGUAGES.zh ? '、' : ', ');
}

export const sayIn = (lang: DesignLanguage, key: MessageKey, params: Record<string, string | number> = {}): string => fill(lang.messages[key], params);

/** English words a title keeps in lower case unless they start it (Chicago style's short function words). */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'into', 'nor', 'of', 'on', 'or', 'per', 'the', 'to', 'with']);

/** A feature name as a title writes it in this language ('Low-voltage path lighting' → 'Low-Voltage Path Lighting' in English). */
export function inTitle(name: string, mode: DesignLanguage['title']['featureCase']): string {
  if (mode === 'lower') return lowerFirst(name);
  if (mode === 'as-written') return name;
  return name
    .split(' ')
    .map((word, i) => (i > 0 && MINOR_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word.split('-').map(upperFirst).join('-')))
    .join(' ');
}

function lowerFirst(s: string): string {
  // Proper names ('Meyer lemon') are not features; features read well in lower case mid-sentence.
  return s.charAt(0).toLocaleLowerCase() + s.slice(1);
}
function upperFirst(s: string): string {
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
}
