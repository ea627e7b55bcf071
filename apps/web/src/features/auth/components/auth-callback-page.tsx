import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { LeafLogo } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAuth } from '../hooks/use-auth.ts';

/** Where the identity provider sends the browser back after a redirect sign-in (outside the layout). */
export function AuthCallbackPage() {
  const { t } = useTranslation('common');
  const auth = useAuth();
  const [params] = useSearchParams();
  useDocumentTitle(t('auth.callback.title'));

  if (auth.status === 'signed-in') {
    const next = params.get('next');
    // Only same-site paths: an open redirect would let a link send people anywhere after sign-in.
    const target = next && next.startsWith('/') && !next.startsWith('//') ? next : paths.studio;
    return <Navigate to={target} replace />;
  }
  return (
    <main id="main-content" className="standalone">
      <div className="standalone__card card">
        <LeafLogo size={44} />
        {auth.status === 'loading' ? (
          <>
            <h1 className="standalone__title">{t('auth.callback.title')}</h1>
            <Spinner label={t('auth.callback.working')} showLabel size="lg" />
          </>
        ) : (
          <>
            <h1 className="standalone__title">{t('auth.callback.failedTitle')}</h1>
            <p className="standalone__body">{t('auth.callback.failedBody')}</p>
            <Link className="btn btn--primary" to={paths.studio}>
              {t('actions.backToStudio')}
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
