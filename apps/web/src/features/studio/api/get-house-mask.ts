import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HouseMaskResponse } from '@landscape/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { houseMaskResponseSchema } from '../../../lib/answer-schemas.ts';

// POST /api/house-lock/mask: what House-Lock will keep of a photo (the photo as the server uses it and
// its computed keep mask), shown in step 1 so the homeowner can correct it with the brush.

export const getHouseMask = (photo: File, signal?: AbortSignal): Promise<HouseMaskResponse> => {
  const form = new FormData();
  form.append('file', photo, photo.name || 'photo.jpg');
  return apiRequest('/api/house-lock/mask', houseMaskResponseSchema, { method: 'POST', form, signal });
};

export const houseMaskQueryOptions = (photo: File) =>
  queryOptions({
    // a File has no identity a key can hash: its name, size and date stand for it
    queryKey: ['house-mask', photo.name, photo.size, photo.lastModified],
    queryFn: ({ signal }) => getHouseMask(photo, signal),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });

export const useHouseMask = (photo: File) => useQuery(houseMaskQueryOptions(photo));
