import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';

// The daily limit counts requests (decision 042). Its sentences are pluralised by i18next (the number left
// through a nested $t with its own count), never by gluing words together (issue 51).

const studio = (lang: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../locales/${lang}/studio.json`, import.meta.url)), 'utf8')) as Record<string, unknown>;

async function tFor(lng: string) {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { [lng]: { studio: studio(lng) } }, defaultNS: 'studio', interpolation: { escapeValue: false } });
  return i18n.t.bind(i18n);
}

describe('daily limit words', () => {
  it('agree with the number left in English, and say when more come', async () => {
    const t = await tFor('en');
    expect(t('generate.allowance', { left: 1 })).toBe('Uses 1 of your 1 request left today: a run is one request, however many areas and styles');
    expect(t('generate.allowance', { left: 5 })).toBe('Uses 1 of your 5 requests left today: a run is one request, however many areas and styles');
    expect(t('errors.limitNone', { time: '4:00 PM' })).toBe('No requests left today. More from 4:00 PM.');
    expect(t('errors.limitNone', { time: '9:00 AM', context: 'tomorrow' })).toBe('No requests left today. More from 9:00 AM tomorrow.');
  });

  it('agree in Spanish and read whole in Chinese', async () => {
    const es = await tFor('es');
    expect(es('generate.allowance', { left: 1 })).toMatch(/^Usa 1 de tu 1 solicitud disponible hoy:/);
    expect(es('generate.allowance', { left: 4 })).toMatch(/^Usa 1 de tus 4 solicitudes disponibles hoy:/);
    expect(es('errors.limitNone', { time: '9:00', context: 'tomorrow' })).toBe('Hoy no te quedan solicitudes. Más mañana a partir de las 9:00.');
    const zh = await tFor('zh');
    expect(zh('generate.allowance', { left: 5 })).toMatch(/^将使用今日剩余的 5 次中的 1 次：/);
    expect(zh('generate.allowanceNone', { time: '9:00', context: 'tomorrow' })).toBe('今日生成次数已用完，明天 9:00 后可继续。');
  });
});
