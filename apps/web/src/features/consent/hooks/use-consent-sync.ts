import { useEffect, useRef } from 'react';
import type { ConsentPreferences } from '@landscape/contract';
import { applyConsent, useConsent } from '../../../lib/consent.ts';
import { saveServerConsent } from '../api/save-consent.ts';

/**
 * On sign-in (spec §3/§5): the server's record wins when the user has consented there; otherwise a
 * choice already made on this device is recorded on the server. Runs once per account and page load.
 */
export function useConsentSync(uid: string | null, server: ConsentPreferences | undefined) {
  const local = useConsent();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!uid || !server || done.current === uid) return;
    done.current = uid;
    if (server.hasConsented) applyConsent(server);
    else if (local.hasConsented) {
      saveServerConsent({ emailMarketing: local.emailMarketing, analytics: local.analytics })
        .then(applyConsent)
        .catch(() => {
          // the local choice stands; the next sign-in tries again
        });
    }
  }, [uid, server, local]);
  useEffect(() => {
    if (!uid) done.current = null;
  }, [uid]);
}
