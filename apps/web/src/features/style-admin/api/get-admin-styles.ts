import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStylesResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/styles: every style (enabled or not) in order, and the catalogue styles a new one can draw like. */
export const getAdminStyles = (signal?: AbortSignal) => apiRequest('/api/admin/styles', adminStylesResponseSchema, { signal });

export const adminStylesQueryOptions = () => queryOptions({ queryKey: ['admin', 'styles'], queryFn: ({ signal }) => getAdminStyles(signal) });

export const useAdminStyles = () => useQuery(adminStylesQueryOptions());
