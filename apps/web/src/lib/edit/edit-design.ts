import { CLAIM_TOKEN_HEADER } from '@landscape/contract/constants';
import type { EditDesignResponse } from '@landscape/contract';
import { editDesignResponseSchema } from '../answer-schemas.ts';
import { ApiError, apiRequest } from '../api-client.ts';

// "Change just this" (product §10): POST /api/designs/{id}/edit, multipart — the instruction, the
// optional region (a PNG the size of the render, white: may change) and the language the answer's
// sentences are said in. The answer is a new design made from the other, or the plain sentences of
// what could not be changed.

export interface EditInput {
  designId: string;
  instruction: string;
  /** The region that may change, or null for "where the instruction says". */
  region: Blob | null;
  locale: string;
  /** A visitor's proof that the design is theirs: its generation's claim token. */
  claimToken?: string | null;
  signal?: AbortSignal;
}

export type EditOutcome =
  | { kind: 'edited'; answer: EditDesignResponse; notChanged: string[] }
  /** Nothing of the instruction could be applied (422): nothing was made and nothing charged. */
  | { kind: 'refused'; sentences: string[] };

export function editForm(input: Pick<EditInput, 'instruction' | 'region' | 'locale'>): FormData {
  const form = new FormData();
  form.append('instruction', input.instruction.trim());
  form.append('locale', input.locale);
  if (input.region) form.append('mask', input.region, 'region.png');
  return form;
}

/** The refusal's sentences: one a line, as the server says them. */
export function refusalSentences(detail: string | undefined): string[] {
  return (detail ?? '')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}

export async function editDesign(input: EditInput): Promise<EditOutcome> {
  const headers: Record<string, string> = input.claimToken ? { [CLAIM_TOKEN_HEADER]: input.claimToken } : {};
  try {
    const answer = await apiRequest(`/api/designs/${encodeURIComponent(input.designId)}/edit`, editDesignResponseSchema, {
      method: 'POST',
      form: editForm(input),
      headers,
      ...(input.signal ? { signal: input.signal } : {}),
    });
    return { kind: 'edited', answer, notChanged: answer.not_changed ?? [] };
  } catch (err) {
    if (err instanceof ApiError && err.status === 422) {
      const sentences = refusalSentences(err.detail);
      if (sentences.length) return { kind: 'refused', sentences };
    }
    throw err;
  }
}
