import { useQuery } from '@tanstack/react-query';
import { meResponseSchema } from './answer-schemas.ts';
import { apiRequest } from './api-client.ts';

/**
 * The signed-in caller's role from GET /api/me, for pages that are admin-only on the server.
 * Mounted only inside the sign-in guard; dropped from the cache on unmount so a different account
 * never sees the previous one's answer.
 */
export function useRole() {
  return useQuery({
    queryKey: ['viewer-role'],
    queryFn: async ({ signal }) => (await apiRequest('/api/me', meResponseSchema, { signal, timeoutMs: 20_000 })).user.role,
    staleTime: 0,
    gcTime: 0,
    retry: 1,
  });
}
