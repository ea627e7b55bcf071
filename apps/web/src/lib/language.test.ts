import { describe, expect, it } from 'vitest';
import { browserLanguage, currentLanguage, nextLanguage } from './language.ts';

describe('language toggle order', () => {
  it('cycles en -> es -> zh -> en', () => {
    expect(nextLanguage('en')).toBe('es');
    expect(nextLanguage('es')).toBe('zh');
    expect(nextLanguage('zh')).toBe('en');
  });
  it('treats regional and unknown tags sensibly', () => {
    expect(nextLanguage('es-MX')).toBe('zh');
    expect(nextLanguage('fr')).toBe('en');
    expect(currentLanguage('zh-CN')).toBe('zh');
    expect(currentLanguage(undefined)).toBe('en');
  });
});

describe('the browser language a first visit opens in', () => {
  it('takes the first of the browser languages the studio speaks, else English', () => {
    expect(browserLanguage(['es-ES', 'en'])).toBe('es');
    expect(browserLanguage(['fr-FR', 'zh-CN', 'en'])).toBe('zh');
    expect(browserLanguage(['ZH-tw'])).toBe('zh');
    expect(browserLanguage(['de', 'fr'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
