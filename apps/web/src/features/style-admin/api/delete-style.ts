import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshStyles } from '../../../lib/styles-query.ts';

/** DELETE /api/admin/styles/:id (styles made here only; catalogue styles are disabled instead). */
export const deleteStyle = (id: string) => apiRequest(`/api/admin/styles/${encodeURIComponent(id)}`, successResponseSchema, { method: 'DELETE' });

export function useDeleteStyle() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteStyle, onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'styles'] }), refreshStyles(qc)]) });
}
