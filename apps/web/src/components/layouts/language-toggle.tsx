import { useTranslation } from 'react-i18next';
import { currentLanguage, nextLanguage } from '../../lib/language.ts';
import { GlobeIcon } from '../ui/icons.tsx';

/** Cycles en -> es -> zh (spec §2). lib/i18n persists the choice and sets <html lang>. */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const lang = currentLanguage(i18n.resolvedLanguage ?? i18n.language);
  const next = nextLanguage(lang);
  return (
    <button
      type="button"
      className={`lang-toggle ${className}`}
      onClick={() => void i18n.changeLanguage(next)}
      aria-label={t('language.toggle', { current: t(`language.names.${lang}`), next: t(`language.names.${next}`) })}
      title={t('language.toggle', { current: t(`language.names.${lang}`), next: t(`language.names.${next}`) })}
    >
      <GlobeIcon size={18} />
      <span className="lang-toggle__code" lang={lang}>
        {t(`language.short.${lang}`)}
      </span>
    </button>
  );
}
