import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FALLBACK_STYLE_IDS, LANGUAGES, STYLE_IDS } from '@landscape/contract';

// Every language carries the studio namespace completely; product strings are exact in English.
const load = (lang: string) => JSON.parse(readFileSync(new URL(`../../../locales/${lang}/studio.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

function keys(obj: unknown, prefix = ''): string[] {
  if (Array.isArray(obj)) return [prefix];
  if (obj && typeof obj === 'object') return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}
/** Plural forms differ per language (es has _many, zh only _other): compared on the base key. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const baseKeys = (obj: unknown) => [...new Set(keys(obj).map(base))].sort();
const get = (obj: unknown, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], obj);

describe('studio translations', () => {
  const en = load('en');
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the English keys, none empty', (lang) => {
    const other = load(lang);
    expect(baseKeys(other)).toEqual(baseKeys(en));
    for (const k of keys(other)) expect(String(get(other, k)).trim(), k).not.toBe('');
  });

  it('names every known style, fallback styles included', () => {
    for (const lang of LANGUAGES)
      for (const id of [...STYLE_IDS, ...FALLBACK_STYLE_IDS]) expect(get(load(lang), `styles.catalog.${id}.name`), `${lang} ${id}`).toBeTruthy();
  });

  it('offers at least 3 suggestions per area in every language', () => {
    for (const lang of LANGUAGES)
      for (const area of ['front_yard', 'back_yard', 'walkway']) expect((get(load(lang), `suggestions.${area}`) as string[]).length).toBeGreaterThanOrEqual(3);
  });

  it('uses the product strings exactly in English', () => {
    expect(get(en, 'loading')).toBe('Initializing AI Landscape Studio...');
    expect(get(en, 'form.address.good')).toBe('looks good');
    expect(get(en, 'errors.addressRequired')).toBe('Please enter an address');
    expect(get(en, 'errors.addressEmpty')).toBe('Address cannot be empty');
    expect(get(en, 'validation.noArea')).toBe('Please select at least one area to design');
    expect(get(en, 'validation.noStyle')).toBe('Please select at least one style');
    expect(get(en, 'toasts.partial')).toBe("Completed {{completed}} of {{total}} areas. Some areas couldn't be generated.");
    expect(get(en, 'toasts.recovered')).toBe('Recovered completed generation results!');
    expect(get(en, 'errors.failedToGenerate')).toBe('Failed to generate design');
    expect(get(en, 'errors.timedOut')).toBe('Generation timed out');
    expect(get(en, 'errors.styles')).toBe('Failed to get styles');
    expect(get(en, 'errors.download')).toBe('Failed to download image');
    expect(get(en, 'areas.back_yard.name')).toBe('Back/Side Yard');
    // One time promise, from the configured model: no fixed minutes anywhere.
    for (const key of ['hero.subtitle', 'generate.estimate', 'marketing.compareRows.time.studio', 'marketing.steps.results.body']) {
      expect(get(en, key), key).toMatch(/\{\{low\}\}.*\{\{high\}\}/);
      expect(get(en, key), key).not.toMatch(/minute/);
    }
    expect(get(en, 'hero.tabs')).toEqual({ front_yard: 'Front Yard', backyard: 'Back/Side Yard', walkway: 'Walkway' });
  });
});
