import type { QueryClient } from '@tanstack/react-query';
import type { Style } from '@landscape/contract';
import { paths } from '../config/paths.ts';
import { getStyles, getStylesQueryOptions } from '../features/studio/api/get-styles.ts';

/**
 * On the studio's own paths, GET /api/styles leaves with the app's first requests instead of after the
 * health gate has opened: the form waits for both, and on a phone each is a round trip (decision 014).
 * Only an answer with styles fills the cache; a failure leaves the studio to ask (and fall back to its
 * default styles) as before, once the backend is healthy.
 */
export function warmStudioStart(queryClient: QueryClient, pathname: string, fetchStyles: () => Promise<Style[]> = getStyles): Promise<void> {
  if (pathname !== paths.home && pathname !== paths.studio) return Promise.resolve();
  const { queryKey } = getStylesQueryOptions();
  return fetchStyles().then(
    (styles) => {
      if (styles.length > 0 && queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, { styles, fallback: false });
    },
    () => undefined,
  );
}
