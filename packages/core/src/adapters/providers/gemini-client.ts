import { ApiError, GoogleGenAI, type GenerateContentResponse } from '@google/genai';
import type { Logger } from '../../platform/logger.ts';
import type { TokenUsage } from '../metrics/prices.ts';
import type { ProviderCalls } from './provider-calls.ts';
import type { RetryPolicy } from './retry.ts';
import { isNetworkError, isRetryableStatus, outcomeForStatus, ProviderCallError } from './provider-error.ts';

export const GEMINI_PROVIDER = 'gemini';

/** What every Gemini adapter (image model, analysis, segmentation) is built with. */
export interface GeminiAdapterOptions {
  apiKey: string;
  /** The model id, e.g. gemini-3.1-flash-image for renders, gemini-3.5-flash for vision answers (domain/gemini-models.ts). */
  model: string;
  /** Only for tests and proxies. */
  baseUrl?: string;
  /** Budget of one attempt (PROVIDER_TIMEOUT_MS); the job's signal bounds the whole, retries included. */
  timeoutMs: number;
  calls: ProviderCalls;
  log: Logger;
  retry?: Partial<RetryPolicy>;
}

/** The SDK client. A custom base URL (tests, proxies) needs the API version spelled out. */
export function createGeminiClient(opts: { apiKey: string; baseUrl?: string }): GoogleGenAI {
  if (opts.baseUrl) return new GoogleGenAI({ apiKey: opts.apiKey, httpOptions: { baseUrl: opts.baseUrl, apiVersion: 'v1beta' } });
  return new GoogleGenAI({ apiKey: opts.apiKey });
}

/** Turns whatever the SDK threw into a classified attempt failure. 429/5xx/network are worth a retry; 4xx is not. */
export function classifyGeminiError(err: unknown): ProviderCallError {
  if (err instanceof ProviderCallError) return err;
  if (err instanceof ApiError) {
    return new ProviderCallError(
      `Gemini answered ${err.status}: ${shorten(err.message)}`,
      outcomeForStatus(err.status),
      isRetryableStatus(err.status),
      err.status,
      retryDelayOf(err.message),
    );
  }
  if (isNetworkError(err)) return new ProviderCallError(`Gemini unreachable: ${(err as Error).message}`, 'network', true);
  if (err instanceof SyntaxError) return new ProviderCallError(`Gemini sent an unreadable answer: ${err.message}`, 'bad_answer', true);
  return new ProviderCallError(err instanceof Error ? err.message : String(err), 'client_error', false);
}

export function usageOf(res: GenerateContentResponse): TokenUsage | null {
  const u = res.usageMetadata;
  if (!u) return null;
  return { inputTokens: u.promptTokenCount ?? 0, outputTokens: (u.candidatesTokenCount ?? 0) + (u.thoughtsTokenCount ?? 0) };
}

/** Finish reasons that mean the model refused on policy grounds, not that it failed. */
const BLOCK_FINISH = new Set([
  'SAFETY',
  'IMAGE_SAFETY',
  'PROHIBITED_CONTENT',
  'IMAGE_PROHIBITED_CONTENT',
  'BLOCKLIST',
  'SPII',
  'RECITATION',
  'IMAGE_RECITATION',
]);

/** The reason an answer was blocked, if it was: the prompt's own feedback first, then the candidate's finish reason. */
export function blockReasonOf(res: GenerateContentResponse): string | null {
  const prompt = res.promptFeedback?.blockReason;
  if (prompt) return String(prompt);
  const finish = res.candidates?.[0]?.finishReason;
  if (finish && BLOCK_FINISH.has(String(finish))) return String(finish);
  return null;
}

/**
 * The wait a throttled answer asks for: the google.rpc.RetryInfo of the error's details ("retryDelay": "7s"),
 * which the SDK keeps in the error's message as the answer's JSON.
 */
export function retryDelayOf(message: string): number | undefined {
  let body: unknown;
  try {
    body = JSON.parse(message.slice(message.indexOf('{')));
  } catch {
    return undefined;
  }
  const details = (body as { error?: { details?: unknown } } | null)?.error?.details;
  if (!Array.isArray(details)) return undefined;
  for (const d of details as { '@type'?: unknown; retryDelay?: unknown }[]) {
    if (typeof d?.['@type'] !== 'string' || !d['@type'].endsWith('google.rpc.RetryInfo') || typeof d.retryDelay !== 'string') continue;
    const m = /^(\d+(?:\.\d+)?)s$/.exec(d.retryDelay.trim());
    if (m) return Math.round(Number(m[1]) * 1000);
  }
  return undefined;
}

function shorten(s: string): string {
  return s.length > 300 ? `${s.slice(0, 300)}…` : s;
}
