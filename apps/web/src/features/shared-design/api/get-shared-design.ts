import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedDesignSchema } from '../../../lib/answer-schemas.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** A shared design (GET /api/shared/:id); a 404 is an answer (not shared), not a reason to retry. */
export const sharedDesignQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['shared-design', id],
    queryFn: () => apiRequest(`/api/shared/${encodeURIComponent(id)}`, sharedDesignSchema),
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
    staleTime: 60_000,
  });

export const useSharedDesign = (id: string) => useQuery(sharedDesignQueryOptions(id));
