import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, STORAGE_KEYS } from '@landscape/contract/constants';
import type { Language } from '@landscape/contract';
import { FIRST_NAMESPACES, type Bundle } from './locale-bundles/bundle.ts';
import { browserLanguage } from './language.ts';

// Only the active language's strings load (issue 15), in two chunks of its locales/<lang>/ files: the
// namespaces of the studio's first page (FIRST_NAMESPACES), fetched before the first paint, and every other
// namespace, fetched with the first page that needs one (loadPageStrings, app/routes/lazy-pages.tsx).
// Switching language fetches what is in use in the new one first. A test checks all languages carry the
// same keys, so no fallback language is needed; English is preloaded beside Spanish or Chinese for one
// lookup (below), and an English visitor loads English only.
type Part = 'first' | 'pages';
const LOADERS: Record<Language, Record<Part, () => Promise<{ default: Bundle }>>> = {
  en: { first: () => import('./locale-bundles/en.ts'), pages: () => import('./locale-bundles/en-pages.ts') },
  es: { first: () => import('./locale-bundles/es.ts'), pages: () => import('./locale-bundles/es-pages.ts') },
  zh: { first: () => import('./locale-bundles/zh.ts'), pages: () => import('./locale-bundles/zh-pages.ts') },
};
/** Namespaces of every language (the names of the English files; the test keeps the others equal). */
const NAMESPACES = Object.keys(import.meta.glob('../locales/en/*.json')).map((p) => /\/([\w-]+)\.json$/.exec(p)?.[1] ?? '');
/** The namespaces of the pages other than the studio. */
export const PAGE_NAMESPACES = NAMESPACES.filter((ns) => ns && !FIRST_NAMESPACES.includes(ns));

const bundles = new Map<string, Promise<Bundle>>();
const bundleFor = (lng: string, part: Part) => {
  const load = (LOADERS[lng as Language] ?? LOADERS.en)[part];
  const key = `${lng}:${part}`;
  let p = bundles.get(key);
  if (!p) {
    p = load().then((m) => m.default);
    p.catch(() => bundles.delete(key));
    bundles.set(key, p);
  }
  return p;
};

const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    bundleFor(lng, FIRST_NAMESPACES.includes(ns) ? 'first' : 'pages').then(
      (b) => callback(null, b[ns] ?? {}),
      (err: Error) => callback(err, null),
    );
  },
};

/** The language chosen in this browser before, else the browser's own (a shared link opened in Spanish reads Spanish). */
function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEYS.language);
    if (saved && (LANGUAGES as readonly string[]).includes(saved)) return saved as Language;
  } catch {
    // storage can be unavailable (private mode): the browser's language still applies
  }
  return browserLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

/** Resolves once the active language's strings are in: the app renders after it. */
export const i18nReady = i18n
  .use(chunkBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    // English rides along only for another language: wish suggestions stored on the server are English
    // and are matched against the English defaults (features/studio/utils/prompts.ts) to be translated.
    preload: ['en'],
    defaultNS: 'common',
    ns: [...FIRST_NAMESPACES],
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  try {
    localStorage.setItem(STORAGE_KEYS.language, lng);
  } catch {
    // ignore: the choice simply isn't remembered
  }
});

/** The strings of the pages other than the studio, in the active language: awaited beside a page's code. */
export function loadPageStrings(): Promise<void> {
  return i18n.loadNamespaces(PAGE_NAMESPACES);
}
