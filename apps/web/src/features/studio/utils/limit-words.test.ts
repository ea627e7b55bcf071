import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';

// The daily-limit sentences carry two numbers (designs asked, designs left): each is pluralised by i18next
// (the second through a nested $t with its own count), never by gluing words together (issue 51).

const studio = (lang: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../locales/${lang}/studio.json`, import.meta.url)), 'utf8')) as Record<string, unknown>;

async function tFor(lng: string) {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { [lng]: { studio: studio(lng) } }, defaultNS: 'studio', interpolation: { escapeValue: false } });
  return i18n.t.bind(i18n);
}

describe('daily limit words', () => {
  it('agree with both of their numbers in English', async () => {
    const t = await tFor('en');
    expect(t('generate.allowanceOver', { count: 3, left: 1 })).toBe('Needs 3 designs, but only 1 is left today');
    expect(t('generate.allowanceOver', { count: 6, left: 2 })).toBe('Needs 6 designs, but only 2 are left today');
    expect(t('generate.allowance', { count: 1, left: 1 })).toBe('Uses 1 of your 1 design left today');
    expect(t('generate.allowance', { count: 3, left: 5 })).toBe('Uses 3 of your 5 designs left today');
    expect(t('errors.limitOver', { count: 3, left: 1, time: '4:00 PM' })).toBe(
      'This needs 3 designs, but only 1 is left today. Choose fewer areas or styles, or create more from 4:00 PM.',
    );
    expect(t('errors.limitNone', { time: '9:00 AM', context: 'tomorrow' })).toBe('No designs left today. More from 9:00 AM tomorrow.');
  });

  it('agree in Spanish and read whole in Chinese', async () => {
    const es = await tFor('es');
    expect(es('generate.allowanceOver', { count: 3, left: 1 })).toBe('Necesita 3 diseños, pero hoy solo queda 1');
    expect(es('generate.allowanceOver', { count: 3, left: 2 })).toBe('Necesita 3 diseños, pero hoy solo quedan 2');
    expect(es('generate.allowance', { count: 1, left: 1 })).toBe('Usa 1 de tu 1 diseño disponible hoy');
    expect(es('errors.limitNone', { time: '9:00', context: 'tomorrow' })).toBe('Hoy no te quedan diseños. Más mañana a partir de las 9:00.');
    const zh = await tFor('zh');
    expect(zh('generate.allowanceOver', { count: 3, left: 1 })).toBe('需要 3 个设计，但今日仅剩 1 个');
    expect(zh('generate.allowance', { count: 2, left: 5 })).toBe('将使用今日剩余的 5 个设计中的 2 个');
  });
});
