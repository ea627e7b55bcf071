import type { Auth } from 'firebase/auth';

// The one place the Firebase web SDK is loaded and pointed at its identity service: a real project, or
// the Auth Emulator (embedded mode). Dynamic imports only: the SDK never rides with the first paint;
// firebase-backend.ts calls this when a visitor opens sign-in or a stored session exists.

export type FirebaseAuthModule = typeof import('firebase/auth');

export interface FirebaseAuthSettings {
  apiKey: string;
  authDomain?: string | null;
  projectId: string;
  emulatorUrl?: string | null;
}

export async function openFirebaseAuth(settings: FirebaseAuthSettings): Promise<{ auth: Auth; fb: FirebaseAuthModule }> {
  const [{ initializeApp, getApps }, fb] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = getApps()[0] ?? initializeApp({ apiKey: settings.apiKey, authDomain: settings.authDomain ?? undefined, projectId: settings.projectId });
  const auth = fb.getAuth(app);
  // The emulator answers on the studio's own origin ("/"): sign-in works from any device that opens the studio.
  if (settings.emulatorUrl) fb.connectAuthEmulator(auth, new URL(settings.emulatorUrl, window.location.href).origin, { disableWarnings: true });
  return { auth, fb };
}
