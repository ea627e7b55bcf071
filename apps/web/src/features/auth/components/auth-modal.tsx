import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { clientConfigQueryOptions } from '../../../lib/client-config.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { AuthError, type SocialProvider } from '../api/auth-backend.ts';
import { useAuth } from '../hooks/use-auth.ts';
import { LocalMailNote } from './local-mail-note.tsx';
import { validateAuthForm, type AuthFormErrors, type AuthFormValues, type AuthMode } from '../utils/auth-form.ts';

const PROVIDERS: { id: SocialProvider; label: string }[] = [
  { id: 'google', label: 'Google' },
  { id: 'apple', label: 'Apple' },
  { id: 'facebook', label: 'Facebook' },
];

const EMPTY: AuthFormValues = { name: '', email: '', password: '' };

/** The field a provider's refusal is about: said next to it, not in a corner toast (issue 51). */
const FIELD_OF_REASON: Record<string, keyof AuthFormValues> = {
  weakPassword: 'password',
  wrongPassword: 'password',
  invalidCredential: 'password',
  emailInUse: 'email',
  invalidEmail: 'email',
  userNotFound: 'email',
};

interface AuthModalProps {
  open: boolean;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
}

export function AuthModal({ open, mode, onModeChange, onClose }: AuthModalProps) {
  const { t } = useTranslation('common');
  const auth = useAuth();
  const [values, setValues] = useState<AuthFormValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  /** The provider's refusal of the form, at the field it is about, until that field changes. */
  const [fieldError, setFieldError] = useState<{ key: keyof AuthFormValues; text: string } | null>(null);
  const [busy, setBusy] = useState<'form' | SocialProvider | null>(null);
  /** "Forgot password?": the address a reset link was sent to, once sent. */
  const [resetting, setResetting] = useState(false);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  /** Signed up on the studio's own Auth Emulator: the address its verification link was made for. */
  const [signedUpAs, setSignedUpAs] = useState<string | null>(null);
  /** No e-mail leaves a studio running its own Auth Emulator: its links go to the local Outbox. */
  const localMail = useQuery(clientConfigQueryOptions()).data?.auth.mode === 'emulator';
  const firstField = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), email: useId(), password: useId() };

  useEffect(() => {
    if (!open) {
      setValues(EMPTY);
      setSubmitted(false);
      setBusy(null);
      setResetting(false);
      setResetSentTo(null);
      setSignedUpAs(null);
    }
  }, [open]);
  useEffect(() => {
    setSubmitted(false);
    setFieldError(null);
    setResetting(false);
    setResetSentTo(null);
  }, [mode]);

  const errors: AuthFormErrors = submitted ? validateAuthForm(mode, values) : {};
  const isSignUp = mode === 'signUp';

  const { t: ta } = useTranslation('account');
  const fail = (err: unknown) => {
    const key = err instanceof AuthError && err.reason ? FIELD_OF_REASON[err.reason] : undefined;
    if (key && err instanceof AuthError) {
      setFieldError({ key, text: ta(`providerErrors.${err.reason}`, { defaultValue: err.message }) });
      requestAnimationFrame(() => document.getElementById(ids[key])?.focus());
    } else if (err instanceof AuthError && err.reason) toast.error(ta(`providerErrors.${err.reason}`, { defaultValue: err.message }));
    else if (err instanceof AuthError && err.code === 'provider' && err.message) toast.error(err.message);
    else if (err instanceof AuthError && err.code === 'social') toast.error(t('auth.errors.social'));
    else toast.error(t('auth.errors.unexpected'));
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitted(true);
    setFieldError(null);
    const found = validateAuthForm(mode, values);
    const firstInvalid = (['name', 'email', 'password'] as const).find((k) => found[k]);
    if (firstInvalid) {
      document.getElementById(ids[firstInvalid])?.focus();
      return;
    }
    setBusy('form');
    try {
      if (isSignUp) {
        await auth.signUp(values.name, values.email, values.password);
        if (localMail) {
          // said where the link went, in the dialog (with the Outbox's link), not "check your email"
          setSignedUpAs(values.email.trim());
          return;
        }
        toast.success(t('auth.toast.checkEmail'));
      } else {
        await auth.signIn(values.email, values.password);
        toast.success(t('auth.toast.signedIn'));
      }
      onClose();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  const onReset = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitted(true);
    if (validateAuthForm('signIn', { ...values, password: '-' }).email) {
      document.getElementById(ids.email)?.focus();
      return;
    }
    setBusy('form');
    try {
      await auth.sendPasswordReset?.(values.email);
      setResetSentTo(values.email.trim());
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  const onProvider = async (provider: SocialProvider) => {
    setBusy(provider);
    try {
      await auth.signInWithProvider(provider);
      toast.success(t('auth.toast.signedIn'));
      onClose();
    } catch (err) {
      fail(err instanceof AuthError ? err : new AuthError('social'));
    } finally {
      setBusy(null);
    }
  };

  const field = (key: keyof AuthFormValues, type: string, autoComplete: string) => {
    const error = errors[key] ? t(`auth.validation.${errors[key]}`) : fieldError?.key === key ? fieldError.text : null;
    const errorId = `${ids[key]}-error`;
    return (
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={ids[key]}>
          {t(`auth.fields.${key}`)}
        </label>
        <input
          ref={key === (isSignUp ? 'name' : 'email') ? firstField : undefined}
          id={ids[key]}
          className="input"
          type={type}
          name={key}
          autoComplete={autoComplete}
          value={values[key]}
          onChange={(e) => {
            setValues((v) => ({ ...v, [key]: e.target.value }));
            if (fieldError?.key === key) setFieldError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          required
        />
        {error ? (
          <p id={errorId} className="field__error" data-testid={`${key}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  if (resetting) {
    const emailError = submitted ? validateAuthForm('signIn', { ...values, password: '-' }).email : undefined;
    return (
      <Dialog
        open={open}
        onClose={onClose}
        size="sm"
        className="auth-modal"
        title={t('auth.reset.title')}
        description={t('auth.reset.intro')}
        initialFocus={firstField}
      >
        {resetSentTo ? (
          <div role="status" data-testid="reset-sent">
            <p className="auth-modal__sent">{t(localMail ? 'auth.reset.sentLocal' : 'auth.reset.sent', { email: resetSentTo })}</p>
            {localMail ? <LocalMailNote /> : null}
          </div>
        ) : (
          <form className="auth-modal__form" onSubmit={(e) => void onReset(e)} noValidate>
            <div className={`field${emailError ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor={ids.email}>
                {t('auth.fields.email')}
              </label>
              <input
                ref={firstField}
                id={ids.email}
                className="input"
                type="email"
                name="email"
                autoComplete="email"
                value={values.email}
                onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? `${ids.email}-error` : undefined}
                required
              />
              {emailError ? (
                <p id={`${ids.email}-error`} className="field__error">
                  {t(`auth.validation.${emailError}`)}
                </p>
              ) : null}
            </div>
            <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy !== null} aria-busy={busy === 'form'}>
              {busy === 'form' ? t('auth.modal.working') : t('auth.reset.send')}
            </button>
          </form>
        )}
        <p className="auth-modal__switch">
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setSubmitted(false);
              setResetting(false);
              setResetSentTo(null);
            }}
          >
            {t('auth.reset.back')}
          </button>
        </p>
      </Dialog>
    );
  }

  if (signedUpAs) {
    return (
      <Dialog open={open} onClose={onClose} size="sm" className="auth-modal" title={t('auth.localMail.title')}>
        <div role="status" data-testid="signed-up">
          <p className="auth-modal__sent">{t('auth.localMail.verify', { email: signedUpAs })}</p>
          <LocalMailNote />
        </div>
        <button type="button" className="btn btn--primary btn--block btn--lg" onClick={onClose}>
          {t('auth.localMail.continue')}
        </button>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      className="auth-modal"
      title={isSignUp ? t('auth.signUp') : t('auth.signIn')}
      description={isSignUp ? t('auth.modal.signUpIntro') : t('auth.modal.signInIntro')}
      initialFocus={firstField}
    >
      <ProviderButtons providers={auth.providers} disabled={busy !== null} onProvider={(p) => void onProvider(p)} />
      <form className="auth-modal__form" onSubmit={(e) => void onSubmit(e)} noValidate>
        {isSignUp ? field('name', 'text', 'name') : null}
        {field('email', 'email', 'email')}
        {field('password', 'password', isSignUp ? 'new-password' : 'current-password')}
        {!isSignUp && auth.sendPasswordReset ? (
          <button
            type="button"
            className="link-button auth-modal__forgot"
            onClick={() => {
              setSubmitted(false);
              setResetting(true);
            }}
          >
            {t('auth.reset.link')}
          </button>
        ) : null}
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy !== null} aria-busy={busy === 'form'}>
          {busy === 'form' ? t('auth.modal.working') : isSignUp ? t('auth.modal.createAccount') : t('auth.signIn')}
        </button>
      </form>
      <p className="auth-modal__switch">
        {isSignUp ? t('auth.modal.haveAccount') : t('auth.modal.noAccount')}{' '}
        <button type="button" className="link-button" onClick={() => onModeChange(isSignUp ? 'signIn' : 'signUp')}>
          {isSignUp ? t('auth.signIn') : t('auth.signUp')}
        </button>
      </p>
    </Dialog>
  );
}

/**
 * A button for each social sign-in the deployment has enabled (GET /api/config: none on the Auth
 * Emulator), then the "or with e-mail" divider; nothing at all when it offers none.
 */
export function ProviderButtons({
  providers,
  disabled,
  onProvider,
}: {
  providers: readonly SocialProvider[] | undefined;
  disabled: boolean;
  onProvider: (p: SocialProvider) => void;
}) {
  const { t } = useTranslation('common');
  const offered = PROVIDERS.filter((p) => providers?.includes(p.id));
  if (offered.length === 0) return null;
  return (
    <>
      <div className="auth-modal__providers">
        {offered.map((p) => (
          <button
            key={p.id}
            type="button"
            className="btn btn--secondary btn--block"
            onClick={() => onProvider(p.id)}
            disabled={disabled}
            aria-label={t('auth.modal.continueWith', { provider: p.label })}
          >
            {p.label}
          </button>
        ))}
      </div>
      <p className="auth-modal__divider">
        <span>{t('auth.modal.orEmail')}</span>
      </p>
    </>
  );
}
