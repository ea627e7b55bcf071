import { AnalyticsPixel } from '../features/analytics/components/analytics-pixel.tsx';
import { useMe } from '../lib/me-query.ts';
import { useAuth } from '../features/auth/hooks/use-auth.ts';
import { useConsentSync } from '../features/consent/hooks/use-consent-sync.ts';
import { useConsentDialogOpen } from '../lib/consent.ts';
import { lazyComponent, useOnceTrue } from '../lib/lazy-component.tsx';

// Loaded when first needed: the preferences dialog when it opens, the offer once someone is signed in.
const ConsentDialog = lazyComponent(() => import('../features/consent/components/consent-dialog.tsx').then((m) => m.ConsentDialog));
const ClaimOffer = lazyComponent(() => import('../features/gallery/components/claim-offer.tsx').then((m) => m.ClaimOffer));

/** Joins the account to the privacy features (server-side consent, the preferences dialog, the analytics pixel) and offers it this browser's visitor designs. */
export function AccountBridge() {
  const auth = useAuth();
  const me = useMe();
  const uid = auth.status === 'signed-in' ? (auth.user?.uid ?? null) : null;
  useConsentSync(uid, me.data?.consent);
  const consentWanted = useOnceTrue(useConsentDialogOpen());
  return (
    <>
      {consentWanted && <ConsentDialog signedIn={!!uid} />}
      <AnalyticsPixel />
      {uid && <ClaimOffer uid={uid} />}
    </>
  );
}
