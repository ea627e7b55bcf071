import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { feedbackListResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type FeedbackStatus = 'all' | 'pending' | 'approved';

/** GET /api/admin/feedback?status&q&limit&cursor: newest first, with who sent it. */
export function getAdminFeedback(params: { status: FeedbackStatus; q: string; cursor?: string | null }, signal?: AbortSignal) {
  const q = new URLSearchParams({ status: params.status, limit: '20' });
  if (params.q.trim()) q.set('q', params.q.trim());
  if (params.cursor) q.set('cursor', params.cursor);
  return apiRequest(`/api/admin/feedback?${q}`, feedbackListResponseSchema, { signal });
}

export const adminFeedbackQueryOptions = (status: FeedbackStatus, q: string) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'feedback', status, q.trim()],
    queryFn: ({ pageParam, signal }) => getAdminFeedback({ status, q, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const useAdminFeedback = (status: FeedbackStatus, q: string) => useInfiniteQuery(adminFeedbackQueryOptions(status, q));
