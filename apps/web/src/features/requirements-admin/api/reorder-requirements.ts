import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequirementArea } from '@landscape/contract';
import { adminRequirementsResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/admin/requirements/reorder {area, ids} */
export const reorderRequirements = (input: { area: RequirementArea; ids: string[] }) =>
  apiRequest('/api/admin/requirements/reorder', adminRequirementsResponseSchema, { method: 'POST', body: input });

/**
 * The answer is the new order and is shown at once; the list is then read again, which calls off any read
 * still under way: one that started before the move was saved would otherwise arrive after it with the old
 * order and undo the move on screen.
 */
export function useReorderRequirements() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reorderRequirements,
    onSuccess: (data) => {
      qc.setQueryData(['admin', 'requirements'], data);
      return qc.invalidateQueries({ queryKey: ['admin', 'requirements'] });
    },
  });
}
