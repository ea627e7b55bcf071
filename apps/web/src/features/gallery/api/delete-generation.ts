import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unknown } from 'valibot';
import { apiRequest } from '../../../lib/api-client.ts';

/** Only the status matters: any body is accepted. */
const acknowledged = unknown();

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
