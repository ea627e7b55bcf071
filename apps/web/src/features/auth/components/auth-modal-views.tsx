import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { AuthModalState } from '../hooks/use-auth-modal-state.ts';
import { validateAuthForm } from '../utils/auth-form.ts';
import { AuthField } from './auth-modal-fields.tsx';
import { LocalMailNote } from './local-mail-note.tsx';

interface ResetProps {
  open: boolean;
  onClose: () => void;
  state: AuthModalState;
  localMail: boolean;
  onReset: (e: FormEvent<HTMLFormElement>) => void;
}

/** "Forgot password?": the address to send a reset link to, then where it went; and the way back to sign-in. */
export function AuthResetDialog({ open, onClose, state, localMail, onReset }: ResetProps) {
  const { t } = useTranslation('common');
  const { values, setValues, submitted, setSubmitted, busy, resetSentTo, setResetting, setResetSentTo, firstField, ids } = state;
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
        <form className="auth-modal__form" onSubmit={onReset} noValidate>
          <AuthField
            name="email"
            id={ids.email}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(email) => setValues((v) => ({ ...v, email }))}
            error={emailError ? t(`auth.validation.${emailError}`) : null}
            inputRef={firstField}
          />
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

/** Signed up on the studio's own Auth Emulator: where the verification link went (the local Outbox). */
export function SignedUpDialog({ open, onClose, email }: { open: boolean; onClose: () => void; email: string }) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} onClose={onClose} size="sm" className="auth-modal" title={t('auth.localMail.title')}>
      <div role="status" data-testid="signed-up">
        <p className="auth-modal__sent">{t('auth.localMail.verify', { email })}</p>
        <LocalMailNote />
      </div>
      <button type="button" className="btn btn--primary btn--block btn--lg" onClick={onClose}>
        {t('auth.localMail.continue')}
      </button>
    </Dialog>
  );
}
