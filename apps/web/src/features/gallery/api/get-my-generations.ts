import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { myGenerationsResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const PAGE_SIZE = 12;

/** GET /api/me/generations?limit&cursor: the signed-in user's designs on every device, newest first. */
export function getMyGenerations(cursor: string | null, signal?: AbortSignal) {
  const q = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) q.set('cursor', cursor);
  return apiRequest(`/api/me/generations?${q}`, myGenerationsResponseSchema, { signal, timeoutMs: 30_000 });
}

export const myGenerationsQueryKey = (uid: string) => ['my-generations', uid] as const;

export const myGenerationsQueryOptions = (uid: string) =>
  infiniteQueryOptions({
    queryKey: myGenerationsQueryKey(uid),
    queryFn: ({ pageParam, signal }) => getMyGenerations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    // Designs are made on other pages and devices: show the cached list at once, then refresh it.
    staleTime: 0,
    retry: 1,
  });

export const useMyGenerations = (uid: string) => useInfiniteQuery(myGenerationsQueryOptions(uid));
