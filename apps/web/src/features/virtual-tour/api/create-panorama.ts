import { useMutation } from '@tanstack/react-query';
import { panoramaResponseSchema, type PanoramaResponse } from '@landscape/contract';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export class NoPanoramaImageError extends Error {}

/** POST /api/panorama {address}: a 2:1 panorama stitched from the property's views, with a measured analysis. */
export async function createPanorama(address: string): Promise<PanoramaResponse> {
  const res = await apiRequest('/api/panorama', panoramaResponseSchema, { method: 'POST', body: { address }, timeoutMs: 120_000 });
  if (!res.image) throw new NoPanoramaImageError('No image data provided for panorama generation');
  return res;
}

export const useCreatePanorama = () => useMutation({ mutationKey: ['panorama', 'create'], mutationFn: createPanorama });

export { ApiError };
