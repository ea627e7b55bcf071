import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@landscape/contract';
import { meResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../hooks/use-auth.ts';

/** GET /api/me: the signed-in user's server profile (role), consent and daily usage. */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest('/api/me', meResponseSchema, { signal, timeoutMs: 20_000 });
}

/** Keyed by the account and whether its e-mail is verified: verifying can make the role admin, asked again at once. */
export const meQueryKey = (uid: string | null, verified = false) => ['me', uid, verified] as const;

export const meQueryOptions = (uid: string | null, verified = false) =>
  queryOptions({
    queryKey: meQueryKey(uid, verified),
    queryFn: ({ signal }) => getMe(signal),
    enabled: !!uid,
    staleTime: 60_000,
    retry: 1,
  });

/** The server profile of whoever is signed in (disabled while signed out). */
export function useMe() {
  const { status, user } = useAuth();
  return useQuery(meQueryOptions(status === 'signed-in' && user ? user.uid : null, !!user?.emailVerified));
}
