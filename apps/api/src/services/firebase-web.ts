import type { Config } from '@landscape/core';
import type { SocialProvider } from '@landscape/contract';

/**
 * How the studio's Firebase web SDK reaches the identity provider: GET /api/config hands it over, the CSP
 * allows it. The Auth Emulator is served through this server's own origin (apps/api auth-proxy), so its
 * URL is "/": the page's origin, whichever address the device opened the studio by.
 */
export function firebaseWebConfig(c: Config): { apiKey: string | null; authDomain: string | null; emulatorUrl: string | null; providers: SocialProvider[] } {
  return {
    apiKey: c.FIREBASE_API_KEY ?? (c.AUTH === 'emulator' ? 'emulator-api-key' : null),
    authDomain: c.FIREBASE_AUTH_DOMAIN ?? (c.AUTH === 'emulator' ? `${c.FIREBASE_PROJECT_ID}.firebaseapp.com` : null),
    emulatorUrl: c.AUTH === 'emulator' ? '/' : null,
    // the emulator's account picker would let anyone be anyone: e-mail only there (the server refuses the rest)
    providers: c.AUTH === 'firebase' ? [...new Set(c.AUTH_PROVIDERS ?? [])] : [],
  };
}
