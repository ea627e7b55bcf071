// The Gemini models this studio runs on by default, and the ids Google has shut down. A shut-down id
// answers 404 NOT_FOUND on every call, so start-up refuses it with the replacement to set instead.
// Source: https://ai.google.dev/gemini-api/docs/deprecations (read 2026-11); the list is kept to the
// ids this project has used or an operator is likely to carry over from an older .env.

/** Renders: Gemini 3.1 Flash Image (GA 2026-05-28; up to 14 reference images). */
export const DEFAULT_IMAGE_MODEL = 'gemini-3.1-flash-image';
/** Vision answers (analysis, House-Lock segmentation): Gemini 3.5 Flash (GA 2026-05-19). */
export const DEFAULT_TEXT_MODEL = 'gemini-3.5-flash';

/** Reference images a request may carry beside the prompt, by image model (the photo being edited included). */
export const REFERENCE_IMAGE_LIMIT: Record<string, number> = { 'gemini-3.1-flash-image': 14, 'gemini-3-pro-image': 14 };

export interface RetiredModel {
  shutDown: string;
  replacement: string;
}

export const RETIRED_GEMINI_MODELS: Record<string, RetiredModel> = {
  'gemini-2.5-flash-image': { shutDown: '2026-10-02', replacement: 'gemini-3.1-flash-image' },
  'gemini-3.1-flash-image-preview': { shutDown: '2026-06-25', replacement: 'gemini-3.1-flash-image' },
  'gemini-3-pro-image-preview': { shutDown: '2026-06-25', replacement: 'gemini-3-pro-image' },
  'gemini-2.5-flash': { shutDown: '2026-10-16', replacement: 'gemini-3.5-flash' },
  'gemini-2.0-flash': { shutDown: '2026-06-01', replacement: 'gemini-3.5-flash' },
  'gemini-2.0-flash-001': { shutDown: '2026-06-01', replacement: 'gemini-3.5-flash' },
  'gemini-2.0-flash-lite': { shutDown: '2026-06-01', replacement: 'gemini-3.5-flash' },
};

/** The one line start-up prints for a shut-down model id, or null when the id is not known to be shut down. */
export function retiredModelProblem(key: string, model: string): string | null {
  const r = RETIRED_GEMINI_MODELS[model.trim().replace(/^models\//, '')];
  if (!r) return null;
  return `${key}: ${model} was shut down by Google on ${r.shutDown}; set ${key}=${r.replacement}`;
}

/** The settings that name a Gemini model: renders, and vision answers (analysis, segmentation). */
export type GeminiModelKey = 'GEMINI_IMAGE_MODEL' | 'GEMINI_TEXT_MODEL';

/** What the operator must set when Gemini does not know the configured model (404 NOT_FOUND). */
export function modelNotFoundAdvice(model: string, key: GeminiModelKey): { key: GeminiModelKey; advice: string } {
  const retired = RETIRED_GEMINI_MODELS[model.trim().replace(/^models\//, '')];
  const why = retired ? `was shut down by Google on ${retired.shutDown}` : 'is not available to this API key (misspelt, not yet released to it, or shut down)';
  const replacement = retired?.replacement ?? (key === 'GEMINI_IMAGE_MODEL' ? DEFAULT_IMAGE_MODEL : DEFAULT_TEXT_MODEL);
  return { key, advice: `${key}: Gemini answered 404 NOT_FOUND for ${model}, which ${why}; set ${key}=${replacement}` };
}
