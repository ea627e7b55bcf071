import type { Auth, AuthProvider as FirebaseAuthProvider, User } from 'firebase/auth';
import { paths } from '../../../config/paths.ts';
import { setTokenSource } from '../../../lib/api-client.ts';
import { loadClientConfig } from '../../../lib/client-config.ts';
import { AuthError, toAuthUser, type AuthBackend, type AuthSnapshot, type RedirectOutcome, type SocialProvider } from './auth-backend.ts';
import { POPUP_UNAVAILABLE, errorCode, toAuthError } from '../utils/firebase-errors.ts';
import { createSessionCookie } from './session-cookie.ts';

// The identity provider of spec §1/§7: Firebase Authentication, configured from GET /api/config
// (a real project, or the Auth Emulator in embedded mode). The SDK is loaded on demand so the studio
// paints before it arrives; until the first auth state is known the app shows 'loading'.

type FirebaseAuthModule = typeof import('firebase/auth');
interface Ready {
  auth: Auth;
  fb: FirebaseAuthModule;
}

/** Where a redirect sign-in started, so /auth/callback can send the visitor back. */
const RETURN_KEY = 'landscape-studio:auth-return';
const CONFIG_RETRY_MS = 15_000;

function safePath(p: string | null): string | null {
  return p && p.startsWith('/') && !p.startsWith('//') ? p : null;
}

export function createFirebaseBackend(loadConfig = loadClientConfig): AuthBackend {
  let snapshot: AuthSnapshot = { status: 'loading', user: null, unavailable: null };
  const listeners = new Set<() => void>();
  let started: Promise<Ready | null> | null = null;
  const session = createSessionCookie();

  const publish = (next: AuthSnapshot) => {
    snapshot = next;
    listeners.forEach((l) => l());
  };
  const publishUser = (user: User | null) =>
    publish(user ? { status: 'signed-in', user: toAuthUser(user), unavailable: null } : { status: 'signed-out', user: null, unavailable: null });

  async function init(): Promise<Ready | null> {
    let config;
    try {
      config = await loadConfig();
    } catch {
      // The backend is unreachable (the health gate says so); offer sign-in again once it answers.
      publish({ status: 'signed-out', user: null, unavailable: 'unreachable' });
      setTimeout(() => {
        started = null;
        void start();
      }, CONFIG_RETRY_MS);
      return null;
    }
    const { mode, apiKey, authDomain, projectId, emulatorUrl } = config.auth;
    if (mode === 'none' || !apiKey) {
      publish({ status: 'signed-out', user: null, unavailable: 'disabled' });
      return null;
    }
    const [{ initializeApp, getApps }, fb] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    const app = getApps()[0] ?? initializeApp({ apiKey, authDomain: authDomain ?? undefined, projectId });
    const auth = fb.getAuth(app);
    // The emulator answers on the studio's own origin ("/"): sign-in works from any device that opens the studio.
    if (emulatorUrl) fb.connectAuthEmulator(auth, new URL(emulatorUrl, window.location.href).origin, { disableWarnings: true });
    // Verification e-mails in the visitor's language.
    auth.languageCode = document.documentElement.lang || 'en';
    setTokenSource(async () => {
      await auth.authStateReady();
      if (!auth.currentUser) return null;
      const token = await auth.currentUser.getIdToken();
      await session.ensure(token);
      return token;
    });
    fb.onAuthStateChanged(auth, publishUser);
    // Every new token renews the image cookie; losing the user (sign-out, revoked account) drops it.
    let signedIn = false;
    fb.onIdTokenChanged(auth, (user) => {
      if (user) void user.getIdToken().then((token) => session.ensure(token));
      else if (signedIn) void session.end();
      signedIn = !!user;
    });
    return { auth, fb };
  }

  function start(): Promise<Ready | null> {
    started ??= init().catch(() => {
      publish({ status: 'signed-out', user: null, unavailable: 'unreachable' });
      return null;
    });
    return started;
  }

  async function ready(kind: 'provider' | 'social'): Promise<Ready> {
    const r = await start();
    if (!r) throw new AuthError(kind === 'social' ? 'social' : 'unexpected');
    return r;
  }

  function providerFor(fb: FirebaseAuthModule, id: SocialProvider): FirebaseAuthProvider {
    if (id === 'google') {
      const p = new fb.GoogleAuthProvider();
      p.addScope('profile');
      p.addScope('email');
      return p;
    }
    if (id === 'facebook') return new fb.FacebookAuthProvider();
    const p = new fb.OAuthProvider('apple.com');
    p.addScope('email');
    p.addScope('name');
    return p;
  }

  async function viaRedirect({ auth, fb }: Ready, provider: FirebaseAuthProvider): Promise<never> {
    const here = `${location.pathname}${location.search}`;
    try {
      sessionStorage.setItem(RETURN_KEY, here);
    } catch {
      // without storage the visitor lands on the studio afterwards
    }
    // The provider sends the browser back to the current URL: make that the callback page.
    history.replaceState(history.state, '', paths.authCallback);
    try {
      await fb.signInWithRedirect(auth, provider);
    } catch (err) {
      history.replaceState(history.state, '', here);
      throw toAuthError(err, 'social');
    }
    // The page is navigating away; this promise settles with it.
    return new Promise<never>(() => {});
  }

  return {
    current: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      void start();
      return () => listeners.delete(listener);
    },
    async signIn(email, password) {
      const { auth, fb } = await ready('provider');
      try {
        await fb.signInWithEmailAndPassword(auth, email, password);
      } catch (err) {
        throw toAuthError(err, 'provider');
      }
    },
    async signUp(name, email, password) {
      const { auth, fb } = await ready('provider');
      let user: User;
      try {
        user = (await fb.createUserWithEmailAndPassword(auth, email, password)).user;
      } catch (err) {
        throw toAuthError(err, 'provider');
      }
      try {
        await fb.updateProfile(user, { displayName: name });
        publishUser(auth.currentUser);
        // A fresh token carries the name to the server's user record.
        await user.getIdToken(true);
      } catch {
        // the account exists; the name can be set again later
      }
      try {
        await fb.sendEmailVerification(user);
      } catch {
        // the account works unverified; only the admin role waits for a verified address
      }
    },
    async signInWithProvider(id) {
      const r = await ready('social');
      const provider = providerFor(r.fb, id);
      try {
        await r.fb.signInWithPopup(r.auth, provider);
      } catch (err) {
        const code = errorCode(err);
        if (code && POPUP_UNAVAILABLE.has(code)) await viaRedirect(r, provider);
        throw toAuthError(err, 'social');
      }
    },
    async signOut() {
      const { auth, fb } = await ready('provider');
      await fb.signOut(auth);
    },
    async completeRedirect(): Promise<RedirectOutcome> {
      let returnTo: string | null = null;
      try {
        returnTo = safePath(sessionStorage.getItem(RETURN_KEY));
        sessionStorage.removeItem(RETURN_KEY);
      } catch {
        // no storage, no return path
      }
      const r = await start();
      if (!r) return { signedIn: false, returnTo };
      try {
        const result = await r.fb.getRedirectResult(r.auth);
        await r.auth.authStateReady();
        return { signedIn: !!result?.user || !!r.auth.currentUser, returnTo };
      } catch (err) {
        throw toAuthError(err, 'social');
      }
    },
    async resendVerification() {
      const r = await start();
      const user = r?.auth.currentUser;
      if (!r || !user) throw new AuthError('unexpected');
      try {
        await r.fb.sendEmailVerification(user);
      } catch (err) {
        throw toAuthError(err, 'provider');
      }
    },
    async refresh() {
      const r = await start();
      const user = r?.auth.currentUser;
      if (!r || !user) return;
      const wasVerified = user.emailVerified;
      await user.reload();
      if (user.emailVerified !== wasVerified) await user.getIdToken(true);
      publishUser(r.auth.currentUser);
    },
  };
}

export const authBackend: AuthBackend = createFirebaseBackend();
