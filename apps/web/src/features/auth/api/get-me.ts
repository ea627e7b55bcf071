import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema, type MeResponse } from '@landscape/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../hooks/use-auth.ts';

/** GET /api/me: the signed-in user's server profile (role), consent and daily usage. */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest('/api/me', meResponseSchema, { signal, timeoutMs: 20_000 });
}

export const meQueryKey = (uid: string | null) => ['me', uid] as const;

export const meQueryOptions = (uid: string | null) =>
  queryOptions({
    queryKey: meQueryKey(uid),
    queryFn: ({ signal }) => getMe(signal),
    enabled: !!uid,
    staleTime: 60_000,
    retry: 1,
  });

/** The server profile of whoever is signed in (disabled while signed out). */
export function useMe() {
  const { status, user } = useAuth();
  return useQuery(meQueryOptions(status === 'signed-in' && user ? user.uid : null));
}
