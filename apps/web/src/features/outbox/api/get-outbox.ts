import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema } from '../../../lib/contract-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/outbox: the embedded mode's local e-mails (verification, password reset), newest first. */
export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'outbox'],
    queryFn: ({ signal }) => apiRequest('/api/admin/outbox', contractSchema('outboxResponseSchema'), { signal }),
    refetchInterval: 5_000,
  });

export const useOutbox = () => useQuery(outboxQueryOptions());
