import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAuth } from '../hooks/use-auth.ts';

type Phase = 'working' | 'verified' | 'choose' | 'changed' | 'failed';

/**
 * Where the links of the account e-mails land (the local outbox's in embedded mode, the provider's custom
 * action URL otherwise): the verification link says the address is verified; the reset link asks for the
 * new password. Said in the homeowner's language, never the identity service's raw answer.
 */
export function AccountActionPage() {
  const { t } = useTranslation(['common', 'account-action'], { nsMode: 'fallback' });
  const auth = useAuth();
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode') ?? '';
  const { phase, setPhase, email } = useActionPhase(mode, code);
  const [password, setPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(mode === 'resetPassword' ? t('auth.action.resetTitle') : t('auth.action.verifyTitle'));

  useEffect(() => {
    if (phase !== 'working') heading.current?.focus();
  }, [phase]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (password.length < 6) {
      setTooShort(true);
      return;
    }
    setBusy(true);
    try {
      await auth.confirmPasswordReset!(code, password);
      setPhase('changed');
    } catch {
      setPhase('failed');
    } finally {
      setBusy(false);
    }
  };

  const title = {
    working: mode === 'resetPassword' ? t('auth.action.resetTitle') : t('auth.action.verifyTitle'),
    verified: t('auth.action.verifiedTitle'),
    choose: t('auth.action.resetTitle'),
    changed: t('auth.action.changedTitle'),
    failed: t('auth.action.failedTitle'),
  }[phase];

  return (
    <div className="container account-action">
      <section className="card account-action__card" data-testid="account-action" data-phase={phase}>
        <h1 ref={heading} tabIndex={-1} className="account-action__title">
          {title}
        </h1>
        {phase === 'working' ? <Spinner label={t('auth.callback.working')} showLabel size="lg" /> : null}
        {phase === 'verified' ? <p>{t('auth.action.verifiedBody')}</p> : null}
        {phase === 'changed' ? <p>{t('auth.action.changedBody')}</p> : null}
        {phase === 'failed' ? <p>{t('auth.action.failedBody')}</p> : null}
        {phase === 'choose' ? (
          <form className="auth-modal__form" onSubmit={(e) => void submit(e)} noValidate>
            <p>{t('auth.action.resetFor', { email })}</p>
            <div className={`field${tooShort ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor={fieldId}>
                {t('auth.action.newPassword')}
              </label>
              <input
                id={fieldId}
                className="input"
                type="password"
                name="new-password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={tooShort ? true : undefined}
                aria-describedby={tooShort ? `${fieldId}-error` : undefined}
                required
              />
              {tooShort ? (
                <p id={`${fieldId}-error`} className="field__error">
                  {t('auth.action.tooShort')}
                </p>
              ) : null}
            </div>
            <button type="submit" className="btn btn--primary btn--lg" disabled={busy} aria-busy={busy}>
              {busy ? t('auth.modal.working') : t('auth.action.save')}
            </button>
          </form>
        ) : null}
        {phase === 'verified' || phase === 'changed' || phase === 'failed' ? (
          <p>
            {phase === 'changed' && auth.status !== 'signed-in' ? (
              <button type="button" className="btn btn--primary" onClick={() => auth.openAuthModal('signIn')}>
                {t('auth.signIn')}
              </button>
            ) : (
              <Link className="btn btn--primary" to={paths.studio}>
                {t('auth.action.toStudio')}
              </Link>
            )}
          </p>
        ) : null}
      </section>
    </div>
  );
}

/** The link's code applied (verification) or checked (reset) once: the phase the page is in, and the reset's address. */
function useActionPhase(mode: string | null, code: string) {
  const { applyVerification, checkPasswordReset } = useAuth();
  const [phase, setPhase] = useState<Phase>('working');
  const [email, setEmail] = useState('');
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    if (
      !code ||
      (mode === 'verifyEmail' && !applyVerification) ||
      (mode === 'resetPassword' && !checkPasswordReset) ||
      (mode !== 'verifyEmail' && mode !== 'resetPassword')
    ) {
      setPhase('failed');
      return;
    }
    const done =
      mode === 'verifyEmail'
        ? applyVerification!(code).then(() => setPhase('verified'))
        : checkPasswordReset!(code).then((address) => (setEmail(address), setPhase('choose')));
    done.catch(() => setPhase('failed'));
  }, [mode, code, applyVerification, checkPasswordReset]);
  return { phase, setPhase, email };
}
