import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@landscape/contract';
import { GlobeIcon } from './icons.tsx';

/** Cycles en -> es -> zh (spec §2 studio page). */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('studio');
  const current = ((LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'en') as Language;
  const next = LANGUAGES[(LANGUAGES.indexOf(current) + 1) % LANGUAGES.length];
  return (
    <button
      type="button"
      className="lang-toggle"
      onClick={() => void i18n.changeLanguage(next)}
      aria-label={t('language.toggle', { current: t(`language.names.${current}`), next: t(`language.names.${next}`) })}
      data-testid="language-toggle"
    >
      <GlobeIcon width={16} height={16} />
      <span aria-hidden="true">{current.toUpperCase()}</span>
    </button>
  );
}
