import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../components/ui/icons/alert-icon.tsx';

/**
 * Shown instead of a blank page when a screen throws while rendering (its code could not be fetched, say):
 * inside the layout for a page, so the header and its navigation stay (`inLayout`), else on its own.
 */
export function RouteError({ inLayout = false }: { inLayout?: boolean }) {
  const { t } = useTranslation('common');
  const Frame = inLayout ? 'div' : 'main';
  return (
    <Frame id={inLayout ? undefined : 'main-content'} className="standalone">
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
    </Frame>
  );
}
