import { queryOptions, useQuery } from '@tanstack/react-query';
import { stylesResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/styles: the styles a tour can be redesigned in. */
export const getTourStyles = (signal?: AbortSignal) => apiRequest('/api/styles', stylesResponseSchema, { signal, timeoutMs: 20_000 });

export const tourStylesQueryOptions = () => queryOptions({ queryKey: ['tour', 'styles'], queryFn: ({ signal }) => getTourStyles(signal), staleTime: 60_000, retry: 2 });

export const useTourStyles = () => useQuery(tourStylesQueryOptions());
