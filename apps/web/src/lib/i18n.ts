import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, STORAGE_KEYS, type Language } from '@landscape/contract';

// Every namespace file under locales/<lang>/ is bundled; a test checks all languages carry the same keys.
const files = import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' }) as Record<string, Record<string, unknown>>;
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, data] of Object.entries(files)) {
  const [, lang, ns] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (!lang || !ns) continue;
  (resources[lang] ??= {})[ns] = data;
}

function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEYS.language);
    if (saved && (LANGUAGES as readonly string[]).includes(saved)) return saved as Language;
  } catch {
    // storage can be unavailable (private mode); fall back to English
  }
  return 'en';
}

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(resources.en ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
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
