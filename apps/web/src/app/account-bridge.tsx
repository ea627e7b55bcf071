import { AnalyticsPixel } from '../features/analytics/components/analytics-pixel.tsx';
import { useMe } from '../features/auth/api/get-me.ts';
import { useAuth } from '../features/auth/hooks/use-auth.ts';
import { ClaimOffer } from '../features/gallery/components/claim-offer.tsx';
import { ConsentDialog } from '../features/consent/components/consent-dialog.tsx';
import { useConsentSync } from '../features/consent/hooks/use-consent-sync.ts';

/** Joins the account to the privacy features (server-side consent, the preferences dialog, the analytics pixel) and offers it this browser's visitor designs. */
export function AccountBridge() {
  const auth = useAuth();
  const me = useMe();
  const uid = auth.status === 'signed-in' ? (auth.user?.uid ?? null) : null;
  useConsentSync(uid, me.data?.consent);
  return (
    <>
      <ConsentDialog signedIn={!!uid} />
      <AnalyticsPixel />
      <ClaimOffer uid={uid} />
    </>
  );
}
