import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast.tsx';
import { AuthError, type SocialProvider } from '../api/auth-backend.ts';
import { validateAuthForm, type AuthFormValues, type AuthMode } from '../utils/auth-form.ts';
import type { AuthModalState } from './use-auth-modal-state.ts';
import { useAuth } from './use-auth.ts';

/** The field a provider's refusal is about: said next to it, not in a corner toast (issue 51). */
const FIELD_OF_REASON: Record<string, keyof AuthFormValues> = {
  weakPassword: 'password',
  wrongPassword: 'password',
  invalidCredential: 'password',
  emailInUse: 'email',
  invalidEmail: 'email',
  userNotFound: 'email',
};

interface Options {
  mode: AuthMode;
  /** No e-mail leaves a studio running its own Auth Emulator: its links go to the local Outbox. */
  localMail: boolean;
  onClose: () => void;
}

/**
 * What the sign-in dialog's forms do: sign in or up with e-mail, send a password reset link, sign in with a
 * social provider. A refusal is said at the field it is about, or else in a toast.
 */
export function useAuthActions(state: AuthModalState, { mode, localMail, onClose }: Options) {
  const { t } = useTranslation('common');
  const { t: ta } = useTranslation('account');
  const auth = useAuth();
  const { values, ids, setSubmitted, setFieldError, setBusy, setSignedUpAs, setResetSentTo } = state;

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
      if (mode === 'signUp') {
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

  return { onSubmit, onReset, onProvider };
}
