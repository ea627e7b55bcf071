import { useMutation } from '@tanstack/react-query';
import { RENDER_DEFAULTS, SMART_TRANSFORM_DEFAULTS, TRANSFORM_DEFAULTS } from '@landscape/contract/constants';
import type { GenerateResponse } from '@landscape/contract';
import { generateResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { studioLocale } from '../../../lib/language.ts';

export type TransformMode = 'smart' | 'creative';

export interface TransformPhotoInput {
  file: File;
  style: string;
  area: string;
  wishes: string;
  mode: TransformMode;
}

/**
 * product §7: POST /api/smart/transform (file, style, method sdxl, preservation_level strict, use_sam false)
 * keeps the house exactly; POST /api/transform (file, style, denoising_strength 0.7, width, height,
 * steps, cfg_scale, seed) lets the garden change more. A `success: false` answer is a failure.
 */
export async function transformPhoto(input: TransformPhotoInput): Promise<GenerateResponse> {
  const form = new FormData();
  form.append('style', input.style);
  form.append('area', input.area);
  if (input.wishes.trim()) form.append('custom_prompt', input.wishes.trim());
  form.append('locale', studioLocale());
  let url: string;
  if (input.mode === 'smart') {
    url = '/api/smart/transform';
    form.append('method', SMART_TRANSFORM_DEFAULTS.method);
    form.append('preservation_level', SMART_TRANSFORM_DEFAULTS.preservation_level);
    form.append('use_sam', String(SMART_TRANSFORM_DEFAULTS.use_sam));
  } else {
    url = '/api/transform';
    form.append('denoising_strength', String(TRANSFORM_DEFAULTS.denoising_strength));
    for (const k of ['width', 'height', 'steps', 'cfg_scale', 'seed'] as const) form.append(k, String(RENDER_DEFAULTS[k]));
  }
  // the file goes last so every field is read before the upload streams
  form.append('file', input.file, input.file.name);
  const res = await apiRequest(url, generateResponseSchema, { method: 'POST', form });
  if (!res.success || !res.images || res.images.length < 2) throw new Error(res.detail ?? res.error ?? 'Transformation failed');
  return res;
}

export const useTransformPhoto = () => useMutation({ mutationKey: ['pro', 'transform'], mutationFn: transformPhoto });
