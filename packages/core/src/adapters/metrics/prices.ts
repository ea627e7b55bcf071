// Estimated list prices of every billed provider call, in USD. Estimates only: the invoice is the truth.
// Read on 2026-11 from the pages named in `source`; docs/providers.md carries the same table for humans.

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

interface TokenPrice {
  kind: 'tokens';
  /** USD per one million input tokens (text and image). */
  inputPerMillion: number;
  /** USD per one million output tokens. */
  outputPerMillion: number;
  /** Used when the answer carries no usage block. */
  fallbackPerCall: number;
  source: string;
}
interface CallPrice {
  kind: 'call';
  perCall: number;
  source: string;
}
export type Price = TokenPrice | CallPrice;

const GEMINI_PRICING = 'https://ai.google.dev/gemini-api/docs/pricing';
const MAPS_PRICING = 'https://developers.google.com/maps/billing-and-pricing/pricing';

/** Keyed `provider:op` or `provider:op:model`; the most specific entry wins. */
export const PRICE_TABLE: Record<string, Price> = {
  // Gemini 3.1 Flash Image (the default GEMINI_IMAGE_MODEL): image output $60 per 1M tokens, a 1K image is
  // 1120 tokens (≈ $0.067); input (text and the photo) $0.50 per 1M.
  'gemini:generate_image': { kind: 'tokens', inputPerMillion: 0.5, outputPerMillion: 60, fallbackPerCall: 0.067, source: GEMINI_PRICING },
  // Gemini 3 Pro Image: image output $120 per 1M tokens, a 1K/2K image is 1120 tokens (≈ $0.134); input $2.00 per 1M.
  'gemini:generate_image:gemini-3-pro-image': { kind: 'tokens', inputPerMillion: 2, outputPerMillion: 120, fallbackPerCall: 0.134, source: GEMINI_PRICING },
  // Gemini 3.5 Flash (vision analysis, the default GEMINI_TEXT_MODEL): $1.50 per 1M input tokens, $9.00 per 1M
  // output tokens, thinking included.
  'gemini:analyze': { kind: 'tokens', inputPerMillion: 1.5, outputPerMillion: 9, fallbackPerCall: 0.0048, source: GEMINI_PRICING },
  // House-Lock segmentation with Gemini 3.5 Flash (same token prices as the analysis; the masks are output
  // tokens): about 1400 input and 1500 output tokens a photo.
  'gemini:segment': { kind: 'tokens', inputPerMillion: 1.5, outputPerMillion: 9, fallbackPerCall: 0.0156, source: GEMINI_PRICING },
  // Geocoding (Essentials): $5.00 per 1000 requests.
  'google-maps:geocode': { kind: 'call', perCall: 0.005, source: MAPS_PRICING },
  // Street View Image Metadata: not charged.
  'google-maps:streetview_metadata': { kind: 'call', perCall: 0, source: 'https://developers.google.com/maps/documentation/streetview/usage-and-billing' },
  // Static Street View: $7.00 per 1000 panoramas.
  'google-maps:streetview': { kind: 'call', perCall: 0.007, source: 'https://developers.google.com/maps/documentation/streetview/usage-and-billing' },
  // Static Maps: $2.00 per 1000 map loads.
  'google-maps:staticmap': { kind: 'call', perCall: 0.002, source: 'https://developers.google.com/maps/documentation/maps-static/usage-and-billing' },
};

export function priceOf(provider: string, op: string, model?: string): Price | null {
  return (model && PRICE_TABLE[`${provider}:${op}:${model}`]) || PRICE_TABLE[`${provider}:${op}`] || null;
}

/**
 * What one call is estimated to cost. Only answered calls are billed: a 4xx/5xx, a timeout or a
 * dropped connection costs nothing; a safety block still bills the input tokens it read.
 */
export function estimateCostUsd(call: { provider: string; op: string; model?: string; outcome: string; usage?: TokenUsage | null }): number {
  const price = priceOf(call.provider, call.op, call.model);
  if (!price) return 0;
  const answered = call.outcome === 'ok' || call.outcome === 'blocked' || call.outcome === 'no_image';
  if (!answered) return 0;
  if (price.kind === 'call') return call.outcome === 'ok' ? price.perCall : 0;
  if (call.usage) {
    return (call.usage.inputTokens * price.inputPerMillion + call.usage.outputTokens * price.outputPerMillion) / 1_000_000;
  }
  return call.outcome === 'ok' ? price.fallbackPerCall : 0;
}
