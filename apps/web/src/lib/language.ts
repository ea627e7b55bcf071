import i18n from 'i18next';
import { LANGUAGES } from '@landscape/contract/constants';
import type { Language } from '@landscape/contract';

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The header toggle cycles en -> es -> zh -> en (product §2). */
export function nextLanguage(current: string): Language {
  const base = current.split('-')[0] ?? 'en';
  const i = isLanguage(base) ? LANGUAGES.indexOf(base) : -1;
  return LANGUAGES[(i + 1) % LANGUAGES.length];
}

export function currentLanguage(resolved: string | undefined): Language {
  const base = (resolved ?? 'en').split('-')[0] ?? 'en';
  return isLanguage(base) ? base : 'en';
}

/** The studio's language now: sent with every generate call, so designs come back written in it. */
export function studioLocale(): Language {
  return currentLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** The first of the browser's languages the studio speaks ('es-MX' → es), or English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguage(base)) return base;
  }
  return 'en';
}
