import { CLAIM_TOKEN_HEADER } from '@landscape/contract/constants';
import type { PhasesResponse } from '@landscape/contract';
import { phasesResponseSchema } from '../answer-schemas.ts';
import { apiRequest } from '../api-client.ts';

// A budget in phases (product §12): POST /api/designs/{id}/phases with the budget in the design's currency.
// The answer is the design split in build order, each phase with a picture and a plan of the yard after it
// (drawn while the caller waits, like an edit). A visitor's design is asked for with its claim token.

/** How long the phases' pictures may take to be drawn (the server waits as long as for a design). */
const PHASES_TIMEOUT_MS = 5 * 60_000;

export function requestPhases(input: { designId: string; budget: number; claimToken: string | null; signal?: AbortSignal }): Promise<PhasesResponse> {
  return apiRequest(`/api/designs/${encodeURIComponent(input.designId)}/phases`, phasesResponseSchema, {
    method: 'POST',
    body: { budget: input.budget },
    headers: input.claimToken ? { [CLAIM_TOKEN_HEADER]: input.claimToken } : {},
    signal: input.signal,
    timeoutMs: PHASES_TIMEOUT_MS,
  });
}

/**
 * The budget the homeowner typed, as a number: digits with the group and decimal marks people type
 * ("4,500", "4 500", "$4500.50", "４５００"); null when it is not an amount above zero.
 */
export function parseBudget(text: string): number | null {
  const plain = text
    .normalize('NFKC')
    .replace(/[\s\u00a0'’_]/g, '')
    .replace(/^\p{Sc}+|\p{Sc}+$/gu, '');
  if (!/^\d{1,3}([.,]\d{3})*([.,]\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(plain)) return null;
  // the last mark followed by one or two digits is the decimal one; every other mark groups thousands
  const m = /^(.*?)(?:[.,](\d{1,2}))?$/.exec(plain)!;
  const value = Number(`${m[1]!.replace(/[.,]/g, '')}${m[2] ? `.${m[2]}` : ''}`);
  return Number.isFinite(value) && value > 0 ? value : null;
}
