import { createContext, useContext } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@landscape/contract';
import { meResponseSchema } from './answer-schemas.ts';
import { apiRequest } from './api-client.ts';

/**
 * Who is signed in, as the sign-in provider (features/auth) knows it: the key of the studio's one
 * GET /api/me query. Provided by AuthProvider; nobody (uid null) outside it.
 */
export interface Viewer {
  uid: string | null;
  /** Verifying the e-mail can make the role admin: the answer is asked again at once. */
  verified: boolean;
}
export const ViewerContext = createContext<Viewer>({ uid: null, verified: false });

/** The one cache key of /api/me: by account and whether its e-mail is verified (`['me']` invalidates them all). */
export const meQueryKey = (uid: string | null, verified = false) => ['me', uid, verified] as const;

/** Asks /api/me again: one account's answers, or everyone's. */
export function invalidateMe(client: QueryClient, uid?: string | null): Promise<void> {
  return client.invalidateQueries({ queryKey: uid === undefined ? ['me'] : ['me', uid] });
}

/** GET /api/me: the signed-in user's server profile (role), consent and daily usage. */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest('/api/me', meResponseSchema, { signal, timeoutMs: 20_000 });
}

/** The server profile of whoever is signed in (disabled, and pending, while nobody is). */
export function useMe() {
  const { uid, verified } = useContext(ViewerContext);
  return useQuery({
    queryKey: meQueryKey(uid, verified),
    queryFn: ({ signal }) => getMe(signal),
    enabled: !!uid,
    staleTime: 60_000,
    retry: 1,
  });
}
