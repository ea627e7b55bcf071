import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema } from '../../../lib/contract-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/panorama/settings: projection, size and the viewer's starting field of view and rotation. */
export const getPanoramaSettings = (signal?: AbortSignal) => apiRequest('/api/panorama/settings', contractSchema('panoramaSettingsSchema'), { signal, timeoutMs: 20_000 });

export const panoramaSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['panorama', 'settings'], queryFn: ({ signal }) => getPanoramaSettings(signal), staleTime: Infinity, retry: 2 });

export const usePanoramaSettings = () => useQuery(panoramaSettingsQueryOptions());
