import { useTranslation } from 'react-i18next';

export function LoadingScreen() {
  const { t } = useTranslation('studio');
  return (
    <div className="studio-loading" role="status" aria-live="polite" data-testid="studio-loading">
      <span className="studio-loading__leaf" aria-hidden="true">
        <svg viewBox="0 0 48 48" width="48" height="48">
          <path d="M8 40C8 20 20 9 42 6c-2 21-13 34-34 34z" fill="currentColor" opacity=".9" />
          <path d="M9 39L27 21" stroke="#faf7f0" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </span>
      <p>{t('loading')}</p>
    </div>
  );
}
