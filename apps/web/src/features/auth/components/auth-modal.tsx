import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { clientConfigQueryOptions } from '../../../lib/client-config.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { SocialProvider } from '../api/auth-backend.ts';
import { useAuth } from '../hooks/use-auth.ts';
import { useAuthActions } from '../hooks/use-auth-actions.ts';
import { useAuthModalState } from '../hooks/use-auth-modal-state.ts';
import { validateAuthForm, type AuthFormErrors, type AuthFormValues, type AuthMode } from '../utils/auth-form.ts';
import { AuthField } from './auth-modal-fields.tsx';
import { AuthResetDialog, SignedUpDialog } from './auth-modal-views.tsx';

const PROVIDERS: { id: SocialProvider; label: string }[] = [
  { id: 'google', label: 'Google' },
  { id: 'apple', label: 'Apple' },
  { id: 'facebook', label: 'Facebook' },
];

interface AuthModalProps {
  open: boolean;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
}

export function AuthModal({ open, mode, onModeChange, onClose }: AuthModalProps) {
  const { t } = useTranslation('common');
  const auth = useAuth();
  const state = useAuthModalState(open, mode);
  const { values, setValues, submitted, setSubmitted, fieldError, setFieldError, busy, setResetting, firstField, ids } = state;
  /** No e-mail leaves a studio running its own Auth Emulator: its links go to the local Outbox. */
  const localMail = useQuery(clientConfigQueryOptions()).data?.auth.mode === 'emulator';
  const { onSubmit, onReset, onProvider } = useAuthActions(state, { mode, localMail, onClose });

  const errors: AuthFormErrors = submitted ? validateAuthForm(mode, values) : {};
  const isSignUp = mode === 'signUp';

  const field = (key: keyof AuthFormValues, type: string, autoComplete: string) => (
    <AuthField
      name={key}
      id={ids[key]}
      type={type}
      autoComplete={autoComplete}
      value={values[key]}
      onChange={(value) => {
        setValues((v) => ({ ...v, [key]: value }));
        if (fieldError?.key === key) setFieldError(null);
      }}
      error={errors[key] ? t(`auth.validation.${errors[key]}`) : fieldError?.key === key ? fieldError.text : null}
      errorTestId={`${key}-error`}
      inputRef={key === (isSignUp ? 'name' : 'email') ? firstField : undefined}
    />
  );

  if (state.resetting) {
    return <AuthResetDialog open={open} onClose={onClose} state={state} localMail={localMail} onReset={(e) => void onReset(e)} />;
  }

  if (state.signedUpAs) return <SignedUpDialog open={open} onClose={onClose} email={state.signedUpAs} />;

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
