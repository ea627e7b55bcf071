import { useMutation } from '@tanstack/react-query';
import type { PanoramaResponse } from '@landscape/contract';
import { panoramaResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { studioLocale } from '../../../lib/language.ts';

export class NoPanoramaImageError extends Error {}

/**
 * POST /api/panorama {address, style?}: a 2:1 panorama stitched from the property's views (redesigned in
 * `style` when given), with a measured analysis.
 */
export async function createPanorama({ address, style }: { address: string; style: string | null }): Promise<PanoramaResponse> {
  const res = await apiRequest('/api/panorama', panoramaResponseSchema, {
    method: 'POST',
    body: style ? { address, style, locale: studioLocale() } : { address, locale: studioLocale() },
    timeoutMs: 300_000,
  });
  if (!res.image) throw new NoPanoramaImageError('No image data provided for panorama generation');
  return res;
}

export const useCreatePanorama = () => useMutation({ mutationKey: ['panorama', 'create'], mutationFn: createPanorama });
