import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StyleCreateInput } from '@landscape/contract';
import { adminStyleResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshStyles } from '../../../lib/styles-query.ts';

/** POST /api/admin/styles */
export const createStyle = (input: StyleCreateInput) => apiRequest('/api/admin/styles', adminStyleResponseSchema, { method: 'POST', body: input });

export function useCreateStyle() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createStyle, onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'styles'] }), refreshStyles(qc)]) });
}
