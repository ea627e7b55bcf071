import { createContext, useContext } from 'react';
import type { AuthSnapshot, AuthUser, RedirectOutcome, SocialProvider } from '../api/auth-backend.ts';
import type { AuthMode } from '../utils/auth-form.ts';

export interface AuthContextValue extends AuthSnapshot {
  user: AuthUser | null;
  signIn(email: string, password: string): Promise<void>;
  signUp(name: string, email: string, password: string): Promise<void>;
  signInWithProvider(provider: SocialProvider): Promise<void>;
  signOut(): Promise<void>;
  /** Opens the shared auth modal (header button, access guard, anywhere). */
  openAuthModal(mode?: AuthMode): void;
  /** Finishes a redirect sign-in on /auth/callback (absent when the backend has no redirect flow). */
  completeRedirect?(): Promise<RedirectOutcome>;
  /** Sends the verification e-mail again (absent when the backend cannot). */
  resendVerification?(): Promise<void>;
  /** "Forgot password?" and the pages of the e-mailed links (absent when the backend cannot). */
  sendPasswordReset?(email: string): Promise<void>;
  applyVerification?(code: string): Promise<void>;
  checkPasswordReset?(code: string): Promise<string>;
  confirmPasswordReset?(code: string, password: string): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** `{ status: 'loading' | 'signed-out' | 'signed-in', user, ...actions }` */
export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
