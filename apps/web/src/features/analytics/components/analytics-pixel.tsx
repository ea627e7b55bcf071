import { useQuery } from '@tanstack/react-query';
import { clientConfigQueryOptions } from '../../../lib/client-config.ts';
import { useConsent } from '../../../lib/consent.ts';

/**
 * The hidden analytics pixel of product §7: requested only once the visitor has allowed analytics, and
 * only when this deployment configures one (ANALYTICS_PIXEL_URL). Nothing is sent before that.
 */
export function AnalyticsPixel() {
  const { analytics } = useConsent();
  const config = useQuery({ ...clientConfigQueryOptions(), enabled: analytics });
  const url = analytics ? config.data?.analyticsPixelUrl : null;
  if (!url) return null;
  return (
    <img
      className="analytics-pixel"
      src={url}
      width={1}
      height={1}
      alt=""
      aria-hidden="true"
      referrerPolicy="no-referrer-when-downgrade"
      style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none', left: -9999, top: 0 }}
    />
  );
}
