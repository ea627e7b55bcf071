import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequirementArea } from '@landscape/contract';
import { adminRequirementsResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/admin/requirements/reorder {area, ids} */
export const reorderRequirements = (input: { area: RequirementArea; ids: string[] }) =>
  apiRequest('/api/admin/requirements/reorder', adminRequirementsResponseSchema, { method: 'POST', body: input });

export function useReorderRequirements() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: reorderRequirements, onSuccess: (data) => qc.setQueryData(['admin', 'requirements'], data) });
}
