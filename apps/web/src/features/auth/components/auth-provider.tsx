import { useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast.tsx';
import { authBackend as defaultBackend, type AuthBackend } from '../api/auth-backend.ts';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth.ts';
import type { AuthMode } from '../utils/auth-form.ts';
import { AuthModal } from './auth-modal.tsx';

export function AuthProvider({ children, backend = defaultBackend }: { children: ReactNode; backend?: AuthBackend }) {
  const { t } = useTranslation('common');
  const snapshot = useSyncExternalStore(backend.subscribe, backend.current, backend.current);
  const [modal, setModal] = useState<{ open: boolean; mode: AuthMode }>({ open: false, mode: 'signIn' });

  const openAuthModal = useCallback((mode: AuthMode = 'signIn') => setModal({ open: true, mode }), []);
  const signOut = useCallback(async () => {
    try {
      await backend.signOut();
      toast.success(t('auth.toast.signedOut'));
    } catch {
      toast.error(t('auth.errors.signOut'));
    }
  }, [backend, t]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...snapshot,
      signIn: (email, password) => backend.signIn(email.trim(), password),
      signUp: (name, email, password) => backend.signUp(name.trim(), email.trim(), password),
      signInWithProvider: (provider) => backend.signInWithProvider(provider),
      signOut,
      openAuthModal,
    }),
    [snapshot, backend, signOut, openAuthModal],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      <AuthModal
        open={modal.open}
        mode={modal.mode}
        onModeChange={(mode) => setModal({ open: true, mode })}
        onClose={() => setModal((m) => ({ ...m, open: false }))}
      />
    </AuthContext.Provider>
  );
}
