import { CLAIM_TOKEN_HEADER } from '@landscape/contract/constants';
import { editChainResponseSchema } from '../answer-schemas.ts';
import { apiRequest } from '../api-client.ts';

// Change just this, after a reload (product §10): GET /api/designs/{id}/edits — the design's edits up to the
// newest made from it, for its owner (the signed-in account, sent by apiRequest) or the visitor holding its
// claim token.

export function loadEditChain(designId: string, claimToken: string | null, signal?: AbortSignal) {
  return apiRequest(`/api/designs/${encodeURIComponent(designId)}/edits`, editChainResponseSchema, {
    headers: claimToken ? { [CLAIM_TOKEN_HEADER]: claimToken } : {},
    ...(signal ? { signal } : {}),
  });
}
