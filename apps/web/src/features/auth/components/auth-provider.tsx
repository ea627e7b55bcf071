import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast.tsx';
import type { AuthBackend } from '../api/auth-backend.ts';
import { authBackend as defaultBackend } from '../api/firebase-backend.ts';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth.ts';
import type { AuthMode } from '../utils/auth-form.ts';
import { lazyComponent, useOnceTrue } from '../../../lib/lazy-component.tsx';
import { invalidateMe, ViewerContext, type Viewer } from '../../../lib/me-query.ts';

// The sign-in dialog (or the notice that sign-in is unavailable) loads when it first opens.
const AuthModal = lazyComponent(() => import('./auth-modal.tsx').then((m) => m.AuthModal));
const AuthUnavailableDialog = lazyComponent(() => import('./auth-unavailable-dialog.tsx').then((m) => m.AuthUnavailableDialog));

export function AuthProvider({ children, backend = defaultBackend }: { children: ReactNode; backend?: AuthBackend }) {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const snapshot = useSyncExternalStore(backend.subscribe, backend.current, backend.current);
  const [modal, setModal] = useState<{ open: boolean; mode: AuthMode }>({ open: false, mode: 'signIn' });
  const [noticeOpen, setNoticeOpen] = useState(false);
  const modalWanted = useOnceTrue(modal.open);
  const noticeWanted = useOnceTrue(noticeOpen);
  const unavailable = snapshot.unavailable ?? null;

  const openAuthModal = useCallback(
    (mode: AuthMode = 'signIn') => {
      // product §2 asks for the modal; a deployment without accounts says so instead of offering a dead form.
      if (unavailable) setNoticeOpen(true);
      else {
        // The identity SDK loads now, while the visitor reads the form.
        backend.prepare?.();
        setModal({ open: true, mode });
      }
    },
    [unavailable, backend],
  );
  const signOut = useCallback(async () => {
    try {
      await backend.signOut();
      toast.success(t('auth.toast.signedOut'));
    } catch {
      toast.error(t('auth.errors.signOut'));
    }
  }, [backend, t]);

  // The verification link is opened in another tab or app: re-read the account when the visitor comes back.
  const uid = snapshot.user?.uid ?? null;
  const unverified = snapshot.status === 'signed-in' && snapshot.user?.emailVerified === false;
  // the key of the one /api/me query (lib/me-query.ts)
  const signedInUid = snapshot.status === 'signed-in' ? uid : null;
  const verified = !!snapshot.user?.emailVerified;
  const viewer = useMemo<Viewer>(() => ({ uid: signedInUid, verified }), [signedInUid, verified]);
  useEffect(() => {
    if (!unverified || !backend.refresh) return;
    const onFocus = () => {
      if (document.visibilityState !== 'visible') return;
      void backend
        .refresh?.()
        .then(() => invalidateMe(queryClient, uid))
        .catch(() => {});
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [unverified, backend, queryClient, uid]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...snapshot,
      signIn: (email, password) => backend.signIn(email.trim(), password),
      signUp: async (name, email, password) => {
        await backend.signUp(name.trim(), email.trim(), password);
        // The server learnt the name with the refreshed token.
        await invalidateMe(queryClient);
      },
      signInWithProvider: (provider) => backend.signInWithProvider(provider),
      signOut,
      openAuthModal,
      completeRedirect: backend.completeRedirect ? () => backend.completeRedirect!() : undefined,
      resendVerification: backend.resendVerification ? () => backend.resendVerification!() : undefined,
      sendPasswordReset: backend.sendPasswordReset ? (email) => backend.sendPasswordReset!(email.trim()) : undefined,
      applyVerification: backend.applyVerification ? (code) => backend.applyVerification!(code) : undefined,
      checkPasswordReset: backend.checkPasswordReset ? (code) => backend.checkPasswordReset!(code) : undefined,
      confirmPasswordReset: backend.confirmPasswordReset ? (code, password) => backend.confirmPasswordReset!(code, password) : undefined,
    }),
    [snapshot, backend, signOut, openAuthModal, queryClient],
  );

  return (
    <AuthContext.Provider value={value}>
      <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>
      {modalWanted && (
        <AuthModal
          open={modal.open}
          mode={modal.mode}
          onModeChange={(mode) => setModal({ open: true, mode })}
          onClose={() => setModal((m) => ({ ...m, open: false }))}
        />
      )}
      {noticeWanted && <AuthUnavailableDialog open={noticeOpen} reason={unavailable ?? 'disabled'} onClose={() => setNoticeOpen(false)} />}
    </AuthContext.Provider>
  );
}
