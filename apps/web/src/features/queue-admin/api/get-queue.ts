import { queryOptions, useQuery } from '@tanstack/react-query';
import { queueAdminResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/queue: the job queue's counts and the operator notices, refreshed while the page is open. */
export const queueQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'queue'],
    queryFn: ({ signal }) => apiRequest('/api/admin/queue', queueAdminResponseSchema, { signal }),
    refetchInterval: 5_000,
  });

export const useQueue = () => useQuery(queueQueryOptions());
