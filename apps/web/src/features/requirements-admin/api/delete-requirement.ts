import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/admin/requirements/:id */
export const deleteRequirement = (id: string) => apiRequest(`/api/admin/requirements/${encodeURIComponent(id)}`, successResponseSchema, { method: 'DELETE' });

export function useDeleteRequirement() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteRequirement, onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'requirements'] }) });
}
