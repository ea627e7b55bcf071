import type { ConsentPreferences } from '@landscape/contract';

/**
 * What to do with consent when someone signs in (product §3/§5): the server's record wins once the
 * user has consented there; a choice made on this device before signing in is recorded on the
 * server; with neither, nothing happens (the guard of /pro asks).
 */
export type ConsentOnSignIn =
  | { action: 'use-server'; prefs: ConsentPreferences }
  | { action: 'record-local'; choice: { emailMarketing: boolean; analytics: boolean } }
  | { action: 'none' };

export function consentOnSignIn(server: ConsentPreferences, local: ConsentPreferences): ConsentOnSignIn {
  if (server.hasConsented) return { action: 'use-server', prefs: server };
  if (local.hasConsented) return { action: 'record-local', choice: { emailMarketing: local.emailMarketing, analytics: local.analytics } };
  return { action: 'none' };
}
