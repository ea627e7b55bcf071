import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requirementResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** PATCH /api/admin/requirements/:id {text?, enabled?} */
export const updateRequirement = ({ id, ...patch }: { id: string; text?: string; enabled?: boolean }) =>
  apiRequest(`/api/admin/requirements/${encodeURIComponent(id)}`, requirementResponseSchema, { method: 'PATCH', body: patch });

export function useUpdateRequirement() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateRequirement, onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'requirements'] }) });
}
