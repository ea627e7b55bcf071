// Validation of the auth modal (product §5): full name only on sign-up, e-mail format, password
// required. Nothing else about the password is checked or shown.

export type AuthMode = 'signIn' | 'signUp';
export interface AuthFormValues {
  name: string;
  email: string;
  password: string;
}
export type AuthFieldError = 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'passwordRequired';
export type AuthFormErrors = Partial<Record<keyof AuthFormValues, AuthFieldError>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function validateAuthForm(mode: AuthMode, v: AuthFormValues): AuthFormErrors {
  const errors: AuthFormErrors = {};
  if (mode === 'signUp' && !v.name.trim()) errors.name = 'nameRequired';
  if (!v.email.trim()) errors.email = 'emailRequired';
  else if (!isEmail(v.email)) errors.email = 'emailInvalid';
  if (!v.password) errors.password = 'passwordRequired';
  return errors;
}
