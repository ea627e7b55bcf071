import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminStyleResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshStyles } from '../../../lib/styles-query.ts';

/** POST /api/admin/styles/:id/preview/render: a preview drawn by the offline renderer (the style's front yard). */
export const renderStylePreview = (id: string) =>
  apiRequest(`/api/admin/styles/${encodeURIComponent(id)}/preview/render`, adminStyleResponseSchema, { method: 'POST', timeoutMs: 60_000 });

export function useRenderStylePreview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: renderStylePreview,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'styles'] }), refreshStyles(qc)]),
  });
}
