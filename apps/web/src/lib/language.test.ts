import { describe, expect, it } from 'vitest';
import { currentLanguage, nextLanguage } from './language.ts';

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
