import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequirementsResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/requirements: every suggested prompt of every area, enabled or not, in order. */
export const getAdminRequirements = (signal?: AbortSignal) => apiRequest('/api/admin/requirements', adminRequirementsResponseSchema, { signal });

export const adminRequirementsQueryOptions = () => queryOptions({ queryKey: ['admin', 'requirements'], queryFn: ({ signal }) => getAdminRequirements(signal) });

export const useAdminRequirements = () => useQuery(adminRequirementsQueryOptions());
