import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Parser } from '../../../lib/api-client.ts';

const acknowledged: Parser<unknown> = { parse: (v) => v };

/** DELETE /api/generations/:id: removes a saved generation and its images (404 when it is not yours). */
export async function deleteGeneration(id: string): Promise<void> {
  await apiRequest(`/api/generations/${encodeURIComponent(id)}`, acknowledged, { method: 'DELETE', timeoutMs: 30_000 });
}

export function useDeleteGeneration() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['delete-generation'],
    mutationFn: deleteGeneration,
    onSettled: () => client.invalidateQueries({ queryKey: ['my-generations'] }),
  });
}
