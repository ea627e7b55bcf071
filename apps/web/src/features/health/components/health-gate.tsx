import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudOffIcon } from '../../../components/ui/icons/cloud-off-icon.tsx';
import { LeafLogo } from '../../../components/ui/icons/leaf-logo.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { LanguageToggle } from '../../../components/layouts/language-toggle.tsx';
import { useHealthMonitor } from '../hooks/use-health-monitor.ts';
import { showsApp } from '../utils/health-state.ts';

/**
 * product §2 startup health gate. The app mounts after the first healthy answer; once mounted it is
 * only hidden (not unmounted) while the backend is unavailable, so work in progress survives.
 */
export function HealthGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { state, checking, retry } = useHealthMonitor();
  const everShown = useRef(false);
  const visible = showsApp(state);
  if (visible) everShown.current = true;

  let screen: ReactNode = null;
  if (state.phase === 'checking') {
    screen = (
      <main id="main-content" className="standalone gate" aria-busy="true">
        <div className="standalone__card gate__card">
          <LeafLogo size={52} />
          <p className="gate__brand">{t('app.name')}</p>
          <Spinner label={t('health.checking')} showLabel size="lg" />
        </div>
      </main>
    );
  } else if (state.phase === 'offline') {
    screen = (
      <main id="main-content" className="standalone gate">
        <div className="gate__lang">
          <LanguageToggle />
        </div>
        <div className="standalone__card card gate__card">
          <span className="gate__icon">
            <CloudOffIcon size={34} />
          </span>
          <h1 className="standalone__title">{t('health.unavailableTitle')}</h1>
          <p className="standalone__body">{t('health.unavailableBody')}</p>
          <button type="button" className="btn btn--primary btn--lg" onClick={() => void retry()} disabled={checking} aria-busy={checking}>
            {checking ? t('health.retrying') : t('health.retry')}
          </button>
          <p className="gate__note">{t('health.autoRetry')}</p>
        </div>
      </main>
    );
  }

  return (
    <>
      {screen}
      {everShown.current ? (
        <div className="app-root" hidden={!visible}>
          {children}
        </div>
      ) : null}
    </>
  );
}
