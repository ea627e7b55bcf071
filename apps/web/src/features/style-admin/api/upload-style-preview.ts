import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminStyleResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshStyles } from '../../../lib/styles-query.ts';

/** PUT /api/admin/styles/:id/preview (multipart `file`): the server checks, crops to 4:3 and re-encodes it. */
export function uploadStylePreview({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest(`/api/admin/styles/${encodeURIComponent(id)}/preview`, adminStyleResponseSchema, { method: 'PUT', form, timeoutMs: 60_000 });
}

export function useUploadStylePreview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadStylePreview,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'styles'] }), refreshStyles(qc)]),
  });
}
