import { useTranslation } from 'react-i18next';
import { currentLanguage, nextLanguage } from '../../lib/language.ts';
import { GlobeIcon } from '../ui/icons/globe-icon.tsx';

/** Cycles en -> es -> zh (product §2). lib/i18n persists the choice and sets <html lang>. */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const lang = currentLanguage(i18n.resolvedLanguage ?? i18n.language);
  const next = nextLanguage(lang);
  const code = t(`language.short.${lang}`);
  // The name starts from what is visible (the code) so voice control users can say it.
  const label = t('language.toggle', { code, current: t(`language.names.${lang}`), next: t(`language.names.${next}`) });
  return (
    <button type="button" className={`lang-toggle ${className}`} onClick={() => void i18n.changeLanguage(next)} aria-label={label} title={label}>
      <GlobeIcon size={18} />
      <span className="lang-toggle__code" lang={lang}>
        {code}
      </span>
    </button>
  );
}
