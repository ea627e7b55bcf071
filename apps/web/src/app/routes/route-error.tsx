import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../components/ui/icons/alert-icon.tsx';

/** Shown instead of a blank page when a screen throws while rendering. */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <main id="main-content" className="standalone">
      <div className="standalone__card card">
        <span className="gate__icon">
          <AlertIcon size={34} />
        </span>
        <h1 className="standalone__title">{t('routeError.title')}</h1>
        <p className="standalone__body">{t('routeError.body')}</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
      </div>
    </main>
  );
}
