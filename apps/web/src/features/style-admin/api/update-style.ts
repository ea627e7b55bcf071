import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StyleUpdateInput } from '@landscape/contract';
import { adminStyleResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshStyles } from '../../../lib/styles-query.ts';

/** PATCH /api/admin/styles/:id */
export const updateStyle = ({ id, ...patch }: StyleUpdateInput & { id: string }) =>
  apiRequest(`/api/admin/styles/${encodeURIComponent(id)}`, adminStyleResponseSchema, { method: 'PATCH', body: patch });

export function useUpdateStyle() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateStyle, onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'styles'] }), refreshStyles(qc)]) });
}
