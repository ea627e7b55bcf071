import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequirementArea } from '@landscape/contract';
import { contractSchema } from '../../../lib/contract-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/admin/requirements/reorder {area, ids} */
export const reorderRequirements = (input: { area: RequirementArea; ids: string[] }) =>
  apiRequest('/api/admin/requirements/reorder', contractSchema('adminRequirementsResponseSchema'), { method: 'POST', body: input });

export function useReorderRequirements() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: reorderRequirements, onSuccess: (data) => qc.setQueryData(['admin', 'requirements'], data) });
}
