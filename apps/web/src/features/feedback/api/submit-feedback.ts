import { useMutation } from '@tanstack/react-query';
import { feedbackSubmitResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type SubmitFeedbackResult = { success: boolean; message?: string };

/** POST /api/feedback/submit {message} (product §7). A `success: false` answer counts as a failure. */
export async function submitFeedback(message: string): Promise<SubmitFeedbackResult> {
  const res = await apiRequest('/api/feedback/submit', feedbackSubmitResponseSchema, { method: 'POST', body: { message: message.trim() } });
  if (!res.success) throw new Error(res.message ?? 'feedback rejected');
  return res;
}

export const submitFeedbackMutationOptions = () => ({
  mutationKey: ['feedback', 'submit'] as const,
  mutationFn: submitFeedback,
});

export const useSubmitFeedback = () => useMutation(submitFeedbackMutationOptions());
