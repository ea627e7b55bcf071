import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequirementArea } from '@landscape/contract';
import { adminRequirementsResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/admin/requirements/reorder {area, ids} */
export const reorderRequirements = (input: { area: RequirementArea; ids: string[] }) =>
  apiRequest('/api/admin/requirements/reorder', adminRequirementsResponseSchema, { method: 'POST', body: input });

/**
 * The answer is the new order: it replaces the list. A read of the list still under way (after an added
 * suggestion) is called off first, or its older order would arrive after this one and undo the move on screen.
 */
export function useReorderRequirements() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reorderRequirements,
    onMutate: () => qc.cancelQueries({ queryKey: ['admin', 'requirements'] }),
    onSuccess: (data) => qc.setQueryData(['admin', 'requirements'], data),
  });
}
