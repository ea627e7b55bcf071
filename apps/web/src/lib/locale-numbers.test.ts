import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';

// Numbers read as the homeowner writes them: "10,1 h" in Spanish, "10.1 h" in English and Chinese. The
// locale strings ask i18next's number formatter for them ({{x, number}}), which formats in the language.

const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../locales/${lang}/${ns}.json`, import.meta.url)), 'utf8')) as Record<string, unknown>;

async function translator(lang: string) {
  const i18n = createInstance();
  await i18n.init({
    lng: lang,
    resources: { [lang]: { studio: load(lang, 'studio'), results: load(lang, 'results'), tour: load(lang, 'tour') } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe("numbers in the homeowner's language", () => {
  it('writes decimals with a comma in Spanish and a point in English and Chinese', async () => {
    const [en, es, zh] = await Promise.all(['en', 'es', 'zh'].map(translator));
    expect(es.t('studio:site.sunHours', { solstice: 10.1, equinox: 8.5 })).toBe('10,1 h de sol directo en pleno verano, 8,5 h en el equinoccio');
    expect(en.t('studio:site.sunHours', { solstice: 10.1, equinox: 8.5 })).toContain('10.1 h');
    expect(zh.t('studio:site.sunHours', { solstice: 10.1, equinox: 8.5 })).toContain('10.1 小时');
    expect(es.t('results:results.rating', { rating: 7.5 })).toBe('7,5 / 10');
    expect(es.t('tour:scoreLabel', { score: 6.2 })).toBe('Atractivo exterior 6,2 de 10');
  });
});
