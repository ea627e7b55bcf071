import { Type, type GoogleGenAI, type Schema } from '@google/genai';
import { analysisSchema } from '@landscape/contract';
import { blockReasonOf, classifyGeminiError, createGeminiClient, GEMINI_PROVIDER, usageOf, type GeminiAdapterOptions } from '../providers/gemini-client.ts';
import { ProviderCallError, withAttemptTimeout } from '../providers/provider-error.ts';
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from '../providers/retry.ts';
import type { Analysis, AnalysisInput, PropertyAnalysis } from '../../ports/analysis.port.ts';
import { AnalysisError } from '../../ports/analysis.port.ts';
import { modelNotFoundAdvice } from '../../domain/gemini-models.ts';

/** A vision model, e.g. gemini-3.5-flash. */
export type GeminiAnalysisOptions = GeminiAdapterOptions;

/** The answer's shape, as Gemini's structured output wants it (mirrors the contract's analysisSchema). */
export const ANALYSIS_RESPONSE_SCHEMA: Schema = {
  type: Type.OBJECT,
  properties: {
    generated_text: { type: Type.STRING, description: 'Two to four sentences describing the current landscape as seen in the photo.' },
    current_style: { type: Type.STRING, description: 'The landscape style it has now, in a few words.' },
    curb_appeal_rating: { type: Type.NUMBER, description: 'Curb appeal from 0 (poor) to 10 (excellent).', minimum: 0, maximum: 10 },
    recommendations: { type: Type.ARRAY, items: { type: Type.STRING }, description: 'Three to five concrete landscaping improvements.' },
  },
  required: ['generated_text', 'current_style', 'curb_appeal_rating', 'recommendations'],
  propertyOrdering: ['generated_text', 'current_style', 'curb_appeal_rating', 'recommendations'],
};

const AREA_WORDS: Record<AnalysisInput['area'], string> = {
  front_yard: 'front yard',
  backyard: 'back yard',
  side_yard: 'side yard',
  walkway: 'entry walkway',
};

const FAILED = 'Failed to analyse the property';
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', zh: 'Simplified Chinese' };

/** A Gemini vision call answering JSON, checked against the contract before anyone sees it. */
export class GeminiAnalysis implements Analysis {
  readonly name: string;
  private readonly ai: GoogleGenAI;
  private readonly policy: RetryPolicy;
  constructor(private readonly opts: GeminiAnalysisOptions) {
    this.name = opts.model;
    this.ai = createGeminiClient({ apiKey: opts.apiKey, baseUrl: opts.baseUrl });
    this.policy = { ...DEFAULT_RETRY, ...opts.retry };
  }

  async analyze(input: AnalysisInput, { signal }: { signal: AbortSignal }): Promise<PropertyAnalysis> {
    const prompt = [
      `You are a landscape designer assessing the ${AREA_WORDS[input.area]} of a home from this photo.`,
      'Describe only what is visible. Rate its curb appeal from 0 to 10 and recommend concrete landscaping improvements.',
      `Write every text field in ${LANGUAGE_NAMES[input.locale ?? 'en'] ?? 'English'}.`,
    ].join(' ');
    try {
      return await withRetry(
        () =>
          this.opts.calls.call({ provider: GEMINI_PROVIDER, op: 'analyze', model: this.opts.model, signal }, () =>
            withAttemptTimeout(signal, this.opts.timeoutMs, async (attemptSignal) => {
              let res;
              try {
                res = await this.ai.models.generateContent({
                  model: this.opts.model,
                  contents: [
                    {
                      role: 'user',
                      parts: [{ text: prompt }, { inlineData: { mimeType: input.image.contentType, data: input.image.data.toString('base64') } }],
                    },
                  ],
                  config: { responseMimeType: 'application/json', responseSchema: ANALYSIS_RESPONSE_SCHEMA, temperature: 0.2, abortSignal: attemptSignal },
                });
              } catch (err) {
                if (attemptSignal.aborted) throw err;
                throw classifyGeminiError(err);
              }
              const usage = usageOf(res);
              const blocked = blockReasonOf(res);
              if (blocked)
                throw Object.assign(new ProviderCallError(`${FAILED}: blocked by the model's safety filter (${blocked})`, 'blocked', false), { usage });
              let parsed: unknown;
              try {
                parsed = JSON.parse(res.text ?? '');
              } catch {
                // structured output that is not JSON is a model hiccup: worth one more try
                throw Object.assign(new ProviderCallError(`${FAILED}: the model's answer was not JSON`, 'bad_answer', true), { usage });
              }
              const checked = analysisSchema.safeParse(clampRating(parsed));
              if (!checked.success)
                throw Object.assign(new ProviderCallError(`${FAILED}: the model's answer did not match the analysis shape`, 'bad_answer', true), { usage });
              return { value: checked.data, usage };
            }),
          ),
        {
          policy: this.policy,
          signal,
          onRetry: (err, attempt, delayMs) =>
            this.opts.log.warn({ provider: GEMINI_PROVIDER, op: 'analyze', attempt, delayMs, outcome: err.outcome }, 'provider call retried'),
        },
      );
    } catch (err) {
      if (signal.aborted) throw err;
      if (err instanceof ProviderCallError && err.outcome === 'not_found')
        throw new AnalysisError(`${FAILED}: the service is unavailable right now`, modelNotFoundAdvice(this.opts.model, 'GEMINI_TEXT_MODEL'));
      if (err instanceof ProviderCallError)
        throw new AnalysisError(err.outcome === 'blocked' || err.outcome === 'bad_answer' ? err.message : `${FAILED}: the service is unavailable right now`);
      throw err;
    }
  }
}

/** Models now and then answer 10.5 or "7"; the contract wants a number in 0..10. */
function clampRating(v: unknown): unknown {
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  const r = typeof o.curb_appeal_rating === 'string' ? Number(o.curb_appeal_rating) : o.curb_appeal_rating;
  return typeof r === 'number' && Number.isFinite(r) ? { ...o, curb_appeal_rating: Math.min(10, Math.max(0, r)) } : o;
}
