import { queryOptions, useQuery } from '@tanstack/react-query';
import { stylesResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/styles: the styles a photo can be redesigned in (enabled in Style Management). */
export const getStyles = (signal?: AbortSignal) => apiRequest('/api/styles', stylesResponseSchema, { signal, timeoutMs: 20_000 });

export const proStylesQueryOptions = () => queryOptions({ queryKey: ['pro', 'styles'], queryFn: ({ signal }) => getStyles(signal), staleTime: 60_000, retry: 2 });

export const useProStyles = () => useQuery(proStylesQueryOptions());
