import type { Auth, AuthProvider as FirebaseAuthProvider, User } from 'firebase/auth';
import type { ClientConfig } from '@landscape/contract';
import { paths } from '../../../config/paths.ts';
import { setTokenSource } from '../../../lib/api-client.ts';
import { loadClientConfig } from '../../../lib/client-config.ts';
import { AuthError, toAuthUser, type AuthBackend, type AuthSnapshot, type RedirectOutcome, type SocialProvider } from './auth-backend.ts';
import { POPUP_UNAVAILABLE, errorCode, toAuthError } from '../utils/firebase-errors.ts';
import { createSessionCookie } from './session-cookie.ts';
import { openFirebaseAuth, type FirebaseAuthModule } from './firebase-auth-client.ts';
import { mayHaveSession, rememberSession } from './session-hint.ts';

// The identity provider of product §1/§7: Firebase Authentication, configured from GET /api/config
// (a real project, or the Auth Emulator in embedded mode). The SDK (firebase-auth-client.ts) loads only
// when a visitor opens sign-in or this browser may hold a session; until then a visitor is signed out.
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

/** The signed-in user's tokens reach the API (and renew the image cookie); the user's changes are published. */
function followUser({ auth, fb }: Ready, session: ReturnType<typeof createSessionCookie>, publishUser: (user: User | null) => void) {
  setTokenSource(async () => {
    await auth.authStateReady();
    if (!auth.currentUser) return null;
    const token = await auth.currentUser.getIdToken();
    await session.ensure(token);
    return token;
  });
  fb.onAuthStateChanged(auth, (user) => {
    rememberSession(!!user);
    publishUser(user);
  });
  // Every new token renews the image cookie; losing the user (sign-out, revoked account) drops it.
  let signedIn = false;
  fb.onIdTokenChanged(auth, (user) => {
    if (user) void user.getIdToken().then((token) => session.ensure(token));
    else if (signedIn) void session.end();
    signedIn = !!user;
  });
}

/** Where a redirect sign-in started (taken once); null without one or without storage. */
function takeReturnPath(): string | null {
  try {
    const returnTo = safePath(sessionStorage.getItem(RETURN_KEY));
    sessionStorage.removeItem(RETURN_KEY);
    return returnTo;
  } catch {
    // no storage, no return path
    return null;
  }
}

/** Sign-in with Google, Facebook or Apple: in a popup, or by a redirect where popups cannot open. */
function socialAccounts(
  ready: (kind: 'provider' | 'social') => Promise<Ready>,
  start: () => Promise<Ready | null>,
  offered: () => readonly SocialProvider[] | null,
): Pick<AuthBackend, 'signInWithProvider' | 'completeRedirect'> {
  return {
    async signInWithProvider(id) {
      // a provider the deployment has not enabled would only fail inside its popup
      const providers = offered();
      if (providers && !providers.includes(id)) throw new AuthError('social');
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
    async completeRedirect(): Promise<RedirectOutcome> {
      const returnTo = takeReturnPath();
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
  };
}

type EmailAccounts = Pick<
  AuthBackend,
  'signIn' | 'signUp' | 'resendVerification' | 'sendPasswordReset' | 'applyVerification' | 'checkPasswordReset' | 'confirmPasswordReset'
>;

/** E-mail and password accounts: sign-in and sign-up, the verification e-mail and link, the password reset. */
function emailAccounts(
  ready: (kind: 'provider' | 'social') => Promise<Ready>,
  start: () => Promise<Ready | null>,
  publishUser: (user: User | null) => void,
): EmailAccounts {
  return {
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
    async sendPasswordReset(email) {
      const { auth, fb } = await ready('provider');
      try {
        await fb.sendPasswordResetEmail(auth, email);
      } catch (err) {
        // an address without an account is not told apart from one with (no account discovery)
        if (errorCode(err) === 'auth/user-not-found') return;
        throw toAuthError(err, 'provider');
      }
    },
    async applyVerification(code) {
      const { auth, fb } = await ready('provider');
      try {
        await fb.applyActionCode(auth, code);
      } catch (err) {
        throw toAuthError(err, 'provider');
      }
      const user = auth.currentUser;
      if (user) {
        await user.reload().catch(() => undefined);
        await user.getIdToken(true).catch(() => undefined);
        publishUser(auth.currentUser);
      }
    },
    async checkPasswordReset(code) {
      const { auth, fb } = await ready('provider');
      try {
        return await fb.verifyPasswordResetCode(auth, code);
      } catch (err) {
        throw toAuthError(err, 'provider');
      }
    },
    async confirmPasswordReset(code, password) {
      const { auth, fb } = await ready('provider');
      try {
        await fb.confirmPasswordReset(auth, code, password);
      } catch (err) {
        throw toAuthError(err, 'provider');
      }
    },
  };
}

export function createFirebaseBackend(loadConfig = loadClientConfig, hasSession: () => boolean = mayHaveSession): AuthBackend {
  let snapshot: AuthSnapshot = { status: 'loading', user: null, unavailable: null };
  const listeners = new Set<() => void>();
  let started: Promise<Ready | null> | null = null;
  const session = createSessionCookie();

  /** Known once the settings are read: the social sign-in the deployment offers (none on the Auth Emulator, whose federated sign-in the server refuses). */
  let providers: readonly SocialProvider[] | null = null;
  const publish = (next: AuthSnapshot) => {
    snapshot = providers ? { ...next, providers } : next;
    listeners.forEach((l) => l());
  };
  const publishUser = (user: User | null) =>
    publish(user ? { status: 'signed-in', user: toAuthUser(user), unavailable: null } : { status: 'signed-out', user: null, unavailable: null });

  /** The deployment's sign-in settings, or null (and the reason published) when it offers none. */
  async function configure(): Promise<ClientConfig['auth'] | null> {
    let config;
    try {
      config = await loadConfig();
    } catch {
      // The backend is unreachable (the health gate says so); offer sign-in again once it answers.
      publish({ status: 'signed-out', user: null, unavailable: 'unreachable' });
      setTimeout(() => {
        started = null;
        booted = null;
        void boot();
      }, CONFIG_RETRY_MS);
      return null;
    }
    if (config.auth.mode === 'none' || !config.auth.apiKey) {
      publish({ status: 'signed-out', user: null, unavailable: 'disabled' });
      return null;
    }
    providers = config.auth.emulatorUrl ? [] : config.auth.providers;
    publish(snapshot);
    return config.auth;
  }

  async function init(): Promise<Ready | null> {
    const settings = await configure();
    if (!settings?.apiKey) return null;
    const { auth, fb } = await openFirebaseAuth({ ...settings, apiKey: settings.apiKey });
    // Verification e-mails in the visitor's language.
    auth.languageCode = document.documentElement.lang || 'en';
    followUser({ auth, fb }, session, publishUser);
    return { auth, fb };
  }

  function start(): Promise<Ready | null> {
    started ??= init().catch(() => {
      publish({ status: 'signed-out', user: null, unavailable: 'unreachable' });
      return null;
    });
    return started;
  }

  /** First look: the SDK only when a session may be stored here; otherwise a signed-out visitor. */
  let booted: Promise<void> | null = null;
  function boot(): Promise<void> {
    booted ??= (async () => {
      if (hasSession()) {
        await start();
        return;
      }
      if (await configure()) {
        if (!started) publish({ status: 'signed-out', user: null, unavailable: null });
      }
    })().catch(() => publish({ status: 'signed-out', user: null, unavailable: 'unreachable' }));
    return booted;
  }

  async function ready(kind: 'provider' | 'social'): Promise<Ready> {
    const r = await start();
    if (!r) throw new AuthError(kind === 'social' ? 'social' : 'unexpected');
    return r;
  }

  return {
    current: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      void boot();
      return () => listeners.delete(listener);
    },
    prepare() {
      void start();
    },
    ...emailAccounts(ready, start, publishUser),
    ...socialAccounts(ready, start, () => providers),
    async signOut() {
      const { auth, fb } = await ready('provider');
      await fb.signOut(auth);
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
