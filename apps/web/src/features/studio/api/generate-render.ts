import { CLIENT_TO_SERVER_AREA, RENDER_DEFAULTS } from '@landscape/contract/constants';
import type { ClientAreaId, DesignImage, GenerateRequest, GenerateResponse } from '@landscape/contract';
import { generateResponseSchema } from '../../../lib/answer-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { studioLocale } from '../../../lib/language.ts';
import { rememberClaim } from '../../../lib/designs/claims.ts';
import { toResultItem, type ResultItem } from '../../../lib/designs/progress.ts';

// POST /api/generate (JSON, product §7): one area, one style per call.

/**
 * `analysis` asks for analysis_mode (product §3): an assessment of the yard as it is today. `run` is the
 * studio run the call belongs to: its calls (one per style) count as one request of the daily limit.
 */
export function buildGenerateBody(address: string, style: string, area: ClientAreaId, prompt: string, analysis = false, run?: string): GenerateRequest {
  return {
    address: address.trim(),
    style: style as GenerateRequest['style'],
    area: CLIENT_TO_SERVER_AREA[area],
    custom_prompt: prompt.trim(),
    ...RENDER_DEFAULTS,
    ...(analysis ? { analysis: true } : {}),
    locale: studioLocale(),
    ...(run ? { run } : {}),
  };
}

export class GenerateFailedError extends Error {
  constructor(readonly detail?: string) {
    super(detail ?? '');
    this.name = 'GenerateFailedError';
  }
}

export async function generateRender(body: GenerateRequest): Promise<GenerateResponse> {
  const res = await apiRequest('/api/generate', generateResponseSchema, { method: 'POST', body });
  if (!res.success) throw new GenerateFailedError(res.detail ?? res.error);
  // a visitor's design: kept so an account signed in later can take it
  rememberClaim(res.generation_id, res.claim_token);
  return res;
}

/** With two images the first is the original and the second the render (product §7); null when there is no render. */
export function resultFromGenerate(
  res: GenerateResponse,
  ctx: { address: string; area: ClientAreaId; style: string; styleLabel: string; timestamp: number },
): ResultItem | null {
  const images = res.images ?? [];
  const render = images.length >= 2 ? images[1] : images[0];
  if (!render) return null;
  const style = res.style ?? ctx.style;
  const image: DesignImage = {
    ...(res.data?.design_id ? { id: res.data.design_id } : {}),
    image: render,
    original: images.length >= 2 ? images[0]! : '',
    plan: res.data?.plan ?? null,
    angle: '',
    style,
    style_label: ctx.styleLabel,
    model: res.data?.model ?? '',
    preservation_strength: res.data?.preservation_strength ?? 0,
    design: res.data?.design ?? null,
  };
  const area = CLIENT_TO_SERVER_AREA[ctx.area];
  return toResultItem(image, {
    id: res.generation_id ?? `${ctx.timestamp}:${style}`,
    address: ctx.address,
    area,
    timestamp: ctx.timestamp,
    analysis: res.analysis ?? null,
  });
}
