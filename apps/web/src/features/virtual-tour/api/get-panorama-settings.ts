import { queryOptions, useQuery } from '@tanstack/react-query';
import { panoramaSettingsSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/panorama/settings: projection, size and the viewer's starting field of view and rotation. */
export const getPanoramaSettings = (signal?: AbortSignal) => apiRequest('/api/panorama/settings', panoramaSettingsSchema, { signal, timeoutMs: 20_000 });

export const panoramaSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['panorama', 'settings'], queryFn: ({ signal }) => getPanoramaSettings(signal), staleTime: Infinity, retry: 2 });

export const usePanoramaSettings = () => useQuery(panoramaSettingsQueryOptions());
