import { queryOptions, useQuery } from '@tanstack/react-query';
import { outboxResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/outbox: the embedded mode's local e-mails (verification, password reset), newest first. */
export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'outbox'],
    queryFn: ({ signal }) => apiRequest('/api/admin/outbox', outboxResponseSchema, { signal }),
    refetchInterval: 5_000,
  });

export const useOutbox = () => useQuery(outboxQueryOptions());
