import { useEffect, useRef } from 'react';
import type { ConsentPreferences } from '@landscape/contract';
import { applyConsent, useConsent } from '../../../lib/consent.ts';
import { saveServerConsent } from '../api/save-consent.ts';
import { consentOnSignIn } from '../utils/consent-on-sign-in.ts';

/** Joins this device's consent to the signed-in user's server record, once per account and page load. */
export function useConsentSync(uid: string | null, server: ConsentPreferences | undefined) {
  const local = useConsent();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!uid) {
      done.current = null;
      return;
    }
    if (!server || done.current === uid) return;
    done.current = uid;
    const step = consentOnSignIn(server, local);
    if (step.action === 'use-server') applyConsent(step.prefs);
    if (step.action === 'record-local') {
      saveServerConsent(step.choice)
        .then(applyConsent)
        .catch(() => {
          // the local choice stands; the next sign-in tries again
        });
    }
  }, [uid, server, local]);
}
