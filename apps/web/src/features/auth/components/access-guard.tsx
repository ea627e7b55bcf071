import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../../components/ui/icons/lock-icon.tsx';
import { ShieldIcon } from '../../../components/ui/icons/shield-icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { consentDialog, useConsent } from '../../../lib/consent.ts';
import { useAuth } from '../hooks/use-auth.ts';

interface AccessGuardProps {
  children?: ReactNode;
  /** /pro also needs recorded privacy preferences (product §2, §5). */
  requireConsent?: boolean;
}

/** product §2 access guard: spinner while auth loads, then sign-in, then (optionally) consent. */
export function AccessGuard({ children, requireConsent = false }: AccessGuardProps) {
  const { t } = useTranslation('common');
  const auth = useAuth();
  const consent = useConsent();

  if (auth.status === 'loading') {
    return (
      <div className="guard guard--loading">
        <Spinner label={t('auth.guard.loading')} size="lg" />
      </div>
    );
  }
  if (auth.status !== 'signed-in') {
    return (
      <section className="guard card" aria-labelledby="guard-title">
        <span className="guard__icon">
          <LockIcon size={28} />
        </span>
        <h2 id="guard-title" className="guard__title">
          {t('auth.guard.signInTitle')}
        </h2>
        <p className="guard__body">{t('auth.guard.signInBody')}</p>
        <button type="button" className="btn btn--primary btn--lg" onClick={() => auth.openAuthModal('signIn')}>
          {t('auth.signIn')}
        </button>
      </section>
    );
  }
  if (requireConsent && !consent.hasConsented) {
    return (
      <section className="guard card" aria-labelledby="guard-title">
        <span className="guard__icon guard__icon--accent">
          <ShieldIcon size={28} />
        </span>
        <h2 id="guard-title" className="guard__title">
          {t('auth.guard.consentTitle')}
        </h2>
        <p className="guard__body">{t('auth.guard.consentBody')}</p>
        <button type="button" className="btn btn--primary btn--lg" onClick={() => consentDialog.open()}>
          {t('auth.guard.setPreferences')}
        </button>
      </section>
    );
  }
  return <>{children}</>;
}
