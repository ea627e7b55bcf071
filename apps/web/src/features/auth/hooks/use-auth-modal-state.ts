import { useEffect, useId, useRef, useState } from 'react';
import type { SocialProvider } from '../api/auth-backend.ts';
import type { AuthFormValues, AuthMode } from '../utils/auth-form.ts';

const EMPTY: AuthFormValues = { name: '', email: '', password: '' };

/**
 * What the sign-in dialog holds while it is open: the form, whether it was submitted, the provider's refusal,
 * what is under way, and the "forgot password" and "signed up" steps. Closing the dialog forgets it all;
 * switching between sign-in and sign-up forgets the refusal and the reset step.
 */
export function useAuthModalState(open: boolean, mode: AuthMode) {
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

  return {
    values,
    setValues,
    submitted,
    setSubmitted,
    fieldError,
    setFieldError,
    busy,
    setBusy,
    resetting,
    setResetting,
    resetSentTo,
    setResetSentTo,
    signedUpAs,
    setSignedUpAs,
    firstField,
    ids,
  };
}

export type AuthModalState = ReturnType<typeof useAuthModalState>;
