import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, STORAGE_KEYS } from '@landscape/contract/constants';
import type { Language } from '@landscape/contract';
import type { Bundle } from './locale-bundles/bundle.ts';

// Only the active language's strings load (issue 15): each language is one chunk of every namespace
// file under locales/<lang>/, fetched on first use; switching language fetches the new one first.
// A test checks all languages carry the same keys, so no fallback language is needed; English is
// preloaded beside Spanish or Chinese for one lookup (below), and an English visitor loads English only.
const LOADERS: Record<Language, () => Promise<{ default: Bundle }>> = {
  en: () => import('./locale-bundles/en.ts'),
  es: () => import('./locale-bundles/es.ts'),
  zh: () => import('./locale-bundles/zh.ts'),
};
/** Namespaces of every language (the names of the English files; the test keeps the others equal). */
const NAMESPACES = Object.keys(import.meta.glob('../locales/en/*.json')).map((p) => /\/([\w-]+)\.json$/.exec(p)?.[1] ?? '');

const bundles = new Map<string, Promise<Bundle>>();
const bundleFor = (lng: string) => {
  const load = LOADERS[lng as Language] ?? LOADERS.en;
  let p = bundles.get(lng);
  if (!p) {
    p = load().then((m) => m.default);
    p.catch(() => bundles.delete(lng));
    bundles.set(lng, p);
  }
  return p;
};

const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    bundleFor(lng).then(
      (b) => callback(null, b[ns] ?? {}),
      (err: Error) => callback(err, null),
    );
  },
};

function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEYS.language);
    if (saved && (LANGUAGES as readonly string[]).includes(saved)) return saved as Language;
  } catch {
    // storage can be unavailable (private mode); fall back to English
  }
  return 'en';
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
    ns: NAMESPACES.filter(Boolean),
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

export default i18n;
