import { z } from 'zod';
import { ACCESS_TOKEN_PREFIX } from './constants.ts';
import { safeText } from './text.ts';

// ---- personal access tokens (/api/me/tokens): an AI assistant signs in as its user ------------------

/** POST /api/me/tokens: what the token is for, as its owner will recognise it in the list. */
export const accessTokenCreateSchema = z.object({
  name: safeText({ error: 'Please name the token' })
    .trim()
    .min(1, { error: 'Please name the token' })
    .max(60, { error: 'The name must be at most 60 characters' }),
});
export type AccessTokenCreate = z.infer<typeof accessTokenCreateSchema>;

/** A token as its owner sees it in the list: never the secret, only its first characters. */
export const accessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters ('lsat_Ab3x'), to tell tokens apart. */
  prefix: z.string(),
  created_at: z.string(),
  /** When an assistant last called the studio with it (to the minute); null before its first use. */
  last_used_at: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;
export const accessTokensResponseSchema = z.object({ tokens: z.array(accessTokenSchema) });
export type AccessTokensResponse = z.infer<typeof accessTokensResponseSchema>;
/** The answer of POST /api/me/tokens: the one time the secret is shown. */
export const accessTokenCreatedSchema = z.object({ token: accessTokenSchema, secret: z.string().startsWith(ACCESS_TOKEN_PREFIX) });
export type AccessTokenCreated = z.infer<typeof accessTokenCreatedSchema>;
