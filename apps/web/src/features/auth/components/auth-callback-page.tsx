import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useSearchParams } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { LeafLogo } from '../../../components/ui/icons/leaf-logo.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AuthError } from '../api/auth-backend.ts';
import { useAuth } from '../hooks/use-auth.ts';

/** Only same-site paths: an open redirect would let a link send people anywhere after sign-in. */
const sameSite = (p: string | null | undefined) => (p && p.startsWith('/') && !p.startsWith('//') && !p.startsWith(paths.authCallback) ? p : null);

/** Where the identity provider sends the browser back after a redirect sign-in (outside the layout). */
export function AuthCallbackPage() {
  const { t } = useTranslation('common');
  const { t: ta } = useTranslation('account');
  const auth = useAuth();
  const [params] = useSearchParams();
  const [phase, setPhase] = useState<'working' | 'done' | 'failed'>(auth.completeRedirect ? 'working' : 'done');
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const ran = useRef(false);
  useDocumentTitle(t('auth.callback.title'));

  const { completeRedirect } = auth;
  useEffect(() => {
    if (ran.current || !completeRedirect) return;
    ran.current = true;
    completeRedirect()
      .then((outcome) => {
        setReturnTo(outcome.returnTo);
        if (outcome.signedIn && outcome.returnTo) toast.success(t('auth.toast.signedIn'));
        setPhase('done');
      })
      .catch((err: unknown) => {
        toast.error(err instanceof AuthError && err.reason ? ta(`providerErrors.${err.reason}`, { defaultValue: err.message }) : t('auth.errors.social'));
        setPhase('failed');
      });
  }, [completeRedirect, t, ta]);

  if (phase === 'done' && auth.status === 'signed-in') {
    const target = sameSite(returnTo) ?? sameSite(params.get('next')) ?? paths.studio;
    return <Redirect to={target} replace />;
  }
  const working = phase === 'working' || (phase === 'done' && auth.status === 'loading');
  return (
    <main id="main-content" className="standalone">
      <div className="standalone__card card">
        <LeafLogo size={44} />
        {working ? (
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
