import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths.ts';
import { getStylesQueryOptions } from '../lib/styles-query.ts';

/**
 * On the studio's own paths, the style catalogue (GET /api/styles, with its retries and fallback) starts
 * with the app's first requests instead of after the health gate has opened: the form waits for both, and
 * on a phone each is a round trip (decision 018). A fallback reached while the studio is not on screen yet
 * (the backend was down at start) is dropped, so the studio asks again once the backend is healthy.
 */
export async function warmStudioStart(queryClient: QueryClient, pathname: string, options = getStylesQueryOptions()): Promise<void> {
  if (pathname !== paths.home && pathname !== paths.studio) return;
  await queryClient.prefetchQuery(options);
  const query = queryClient.getQueryCache().find<{ fallback: boolean }>({ queryKey: options.queryKey, exact: true });
  if (query?.state.data?.fallback && query.getObserversCount() === 0) queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
}
