import type { ClaimsRequest } from '@landscape/contract';
import { claimsResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/me/claims: moves this browser's visitor designs to the signed-in account; answers the generations moved. */
export async function claimDesigns(items: ClaimsRequest['items']): Promise<string[]> {
  const res = await apiRequest('/api/me/claims', claimsResponseSchema, { method: 'POST', body: { items }, timeoutMs: 30_000 });
  return res.claimed;
}
