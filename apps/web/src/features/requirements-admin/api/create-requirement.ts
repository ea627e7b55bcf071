import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequirementArea } from '@landscape/contract';
import { requirementResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/admin/requirements {area, text} */
export const createRequirement = (input: { area: RequirementArea; text: string }) =>
  apiRequest('/api/admin/requirements', requirementResponseSchema, { method: 'POST', body: input });

export function useCreateRequirement() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createRequirement, onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'requirements'] }) });
}
