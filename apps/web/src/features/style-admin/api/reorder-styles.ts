import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminStylesResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshStyles } from '../../../lib/styles-query.ts';

/** POST /api/admin/styles/reorder {ids}: the order /api/styles serves. */
export const reorderStyles = (ids: string[]) => apiRequest('/api/admin/styles/reorder', adminStylesResponseSchema, { method: 'POST', body: { ids } });

export function useReorderStyles() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reorderStyles,
    onSuccess: (data) => {
      qc.setQueryData(['admin', 'styles'], data);
      return refreshStyles(qc);
    },
  });
}
