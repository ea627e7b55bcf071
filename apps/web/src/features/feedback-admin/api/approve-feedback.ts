import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/feedback/approve {feedbackId} (product §7). */
export const approveFeedback = (feedbackId: string) => apiRequest('/api/feedback/approve', successResponseSchema, { method: 'POST', body: { feedbackId } });

export function useApproveFeedback() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: approveFeedback, onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'feedback'] }) });
}
