import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ACCESS_TOKEN_PREFIX } from '@landscape/contract/constants';
import { successResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// The account's personal access tokens (the "AI assistants" page): the answers of /api/me/tokens checked with
// valibot schemas that live with this lazily loaded page, not in the studio's first load. Each agrees with the
// contract's schema of the same name (packages/contract/src/access-tokens.ts; access-tokens.test.ts holds them).

export const accessTokenSchema = v.object({
  id: v.string(),
  name: v.string(),
  prefix: v.string(),
  created_at: v.string(),
  last_used_at: v.nullable(v.string()),
});
export const accessTokensResponseSchema = v.object({ tokens: v.array(accessTokenSchema) });
export const accessTokenCreatedSchema = v.object({ token: accessTokenSchema, secret: v.pipe(v.string(), v.startsWith(ACCESS_TOKEN_PREFIX)) });
export type AccessToken = v.InferOutput<typeof accessTokenSchema>;

const KEY = ['me', 'access-tokens'];

/** GET /api/me/tokens */
export const accessTokensQueryOptions = () =>
  queryOptions({ queryKey: KEY, queryFn: ({ signal }) => apiRequest('/api/me/tokens', accessTokensResponseSchema, { signal }).then((a) => a.tokens) });
export const useAccessTokens = () => useQuery(accessTokensQueryOptions());

/** POST /api/me/tokens: the answer holds the secret, shown once. */
export function useCreateAccessToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest('/api/me/tokens', accessTokenCreatedSchema, { method: 'POST', body: { name } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** DELETE /api/me/tokens/:id: the token stops working at once. */
export function useRevokeAccessToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/me/tokens/${encodeURIComponent(id)}`, successResponseSchema, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}
