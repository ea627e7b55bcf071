import type { GoogleGenAI } from '@google/genai';
import sharp from 'sharp';
import { blockReasonOf, classifyGeminiError, createGeminiClient, GEMINI_PROVIDER, usageOf, type GeminiAdapterOptions } from '../providers/gemini-client.ts';
import { ProviderCallError, withAttemptTimeout } from '../providers/provider-error.ts';
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from '../providers/retry.ts';
import type { ImageModel, ImageModelInput, ImageModelOutput } from '../../ports/image-model.port.ts';
import { ImageModelError } from '../../ports/image-model.port.ts';
import { modelNotFoundAdvice, REFERENCE_IMAGE_LIMIT } from '../../domain/gemini-models.ts';

export interface GeminiImageModelOptions extends GeminiAdapterOptions {
  /**
   * How strictly the model keeps the structure of the photo (product §3 preservation_strength). An edit
   * model told to keep the house is strong but not pixel-exact, unlike the procedural renderer (1.0).
   */
  preservationStrength?: number;
}

// product §8 wording for a failed Gemini render; the reason follows after a colon.
const FAILED = 'Failed to generate landscape with Gemini';

/** Gemini image editing: the property photo plus the design prompt in, the redesigned photo out. */
export class GeminiImageModel implements ImageModel {
  readonly name: string;
  /** Images a request may carry beyond the photo being edited (the plan among them). */
  readonly referenceImages: number;
  private readonly ai: GoogleGenAI;
  private readonly policy: RetryPolicy;
  constructor(private readonly opts: GeminiImageModelOptions) {
    this.name = opts.model;
    this.referenceImages = (REFERENCE_IMAGE_LIMIT[opts.model] ?? 3) - 1;
    this.ai = createGeminiClient({ apiKey: opts.apiKey, baseUrl: opts.baseUrl });
    this.policy = { ...DEFAULT_RETRY, ...opts.retry };
  }

  async generate(input: ImageModelInput, { signal, later }: { signal: AbortSignal; later?: boolean }): Promise<ImageModelOutput> {
    const prompt = promptFor(input);
    const image = { mimeType: input.original.contentType, data: input.original.data.toString('base64') };
    // the photo to edit first, then this style's own plan as the one reference (within the model's limit)
    const parts: ({ text: string } | { inlineData: { mimeType: string; data: string } })[] = [{ text: prompt }, { inlineData: image }];
    const reference = input.region ?? input.planImage;
    if (reference && this.referenceImages >= 1) parts.push({ inlineData: { mimeType: 'image/png', data: reference.toString('base64') } });
    let answer: { data: Buffer; mimeType: string };
    try {
      answer = await withRetry(
        () =>
          this.opts.calls.call({ provider: GEMINI_PROVIDER, op: 'generate_image', model: this.opts.model, signal, later }, () =>
            withAttemptTimeout(signal, this.opts.timeoutMs, async (attemptSignal) => {
              let res;
              try {
                res = await this.ai.models.generateContent({
                  model: this.opts.model,
                  contents: [{ role: 'user', parts }],
                  config: { responseModalities: ['TEXT', 'IMAGE'], candidateCount: 1, abortSignal: attemptSignal },
                });
              } catch (err) {
                if (attemptSignal.aborted) throw err; // withAttemptTimeout tells a timeout from the job's abort
                throw classifyGeminiError(err);
              }
              const usage = usageOf(res);
              const blocked = blockReasonOf(res);
              if (blocked) {
                throw Object.assign(new ProviderCallError(`${FAILED}: the design was blocked by the model's safety filter (${blocked})`, 'blocked', false), {
                  usage,
                });
              }
              const part = res.candidates?.[0]?.content?.parts?.find((p) => p.inlineData?.data && p.inlineData.mimeType?.startsWith('image/'));
              if (!part?.inlineData?.data) {
                const finish = res.candidates?.[0]?.finishReason;
                throw Object.assign(
                  new ProviderCallError(
                    `${FAILED}: the model answered without an image${finish && finish !== 'STOP' ? ` (${finish})` : ''}`,
                    'no_image',
                    false,
                  ),
                  { usage },
                );
              }
              return { value: { data: Buffer.from(part.inlineData.data, 'base64'), mimeType: part.inlineData.mimeType! }, usage };
            }),
          ),
        {
          policy: this.policy,
          signal,
          onRetry: (err, attempt, delayMs) =>
            this.opts.log.warn({ provider: GEMINI_PROVIDER, op: 'generate_image', attempt, delayMs, outcome: err.outcome }, 'provider call retried'),
        },
      );
    } catch (err) {
      throw toImageModelError(err, signal, this.opts.model);
    }
    // Gemini answers at its own size and sometimes its own aspect: brought to the size asked for, nothing cut
    // off (House-Lock registers the answer to the original and resamples it onto the original's frame).
    // A PNG already at that size and upright is kept as it came: decoding and encoding it again is a
    // render-sized PNG's worth of CPU on the event loop's side, for the same pixels.
    const out =
      (await asAsked(answer, input.width, input.height)) ?? (await sharp(answer.data).resize(input.width, input.height, { fit: 'inside' }).png().toBuffer());
    return { image: out, contentType: 'image/png', planImage: null, model: this.opts.model, preservationStrength: this.opts.preservationStrength ?? 0.85 };
  }
}

/** The answer as it came when it is a PNG of exactly `width` × `height`, upright; else null. */
async function asAsked(answer: { data: Buffer; mimeType: string }, width: number, height: number): Promise<Buffer | null> {
  if (answer.mimeType !== 'image/png') return null;
  const meta = await sharp(answer.data)
    .metadata()
    .catch(() => null);
  return meta?.format === 'png' && meta.width === width && meta.height === height && (meta.orientation ?? 1) === 1 ? answer.data : null;
}

/** The plan's prompt, plus what the model must know about the photo it is given. */
export function promptFor(input: ImageModelInput): string {
  if (input.region) {
    // an edit: the picture is already the design; the mask says where it may change
    return `${input.prompt}\nEdit the input picture: answer with the same picture, same framing and perspective, changed only as asked. The second image is a mask of the same size: change only what lies under its white part and keep everything under its black part, the house above all, exactly as it is.`;
  }
  const view =
    input.view === 'aerial'
      ? 'The input image is a top-down satellite photo of the lot: answer with the same top-down view, same framing and scale, redesigning only the yard around the roof.'
      : 'Edit the input photo: answer with the same photo, same framing and perspective, with only the landscaping redesigned.';
  const plan = input.planImage
    ? '\nThe second image is the top-down plan of this design, for reference only: plant what it lists where it places it (beds, paths, features), in the style described above. Do not copy its drawing style, labels or colours into the photo.'
    : '';
  return `${input.prompt}\n${view}${plan}`;
}

function toImageModelError(err: unknown, signal: AbortSignal, model: string): Error {
  if (signal.aborted) return err instanceof Error ? err : new Error('Generation timed out');
  if (err instanceof ImageModelError) return err;
  if (err instanceof ProviderCallError) {
    switch (err.outcome) {
      case 'not_found':
        // the deployment's to fix, not the homeowner's: they read the product's plain words, the operator the advice
        return new ImageModelError('Rendering failed', false, modelNotFoundAdvice(model, 'GEMINI_IMAGE_MODEL'));
      case 'blocked':
      case 'no_image':
        return new ImageModelError(err.message, false);
      case 'rate_limited':
        return new ImageModelError(`${FAILED}: the service is busy, please try again in a few minutes`, true);
      case 'timeout':
        return new ImageModelError(`${FAILED}: the model timed out`, true);
      case 'server_error':
      case 'network':
      case 'bad_answer':
        return new ImageModelError(`${FAILED}: the service is unavailable right now`, true);
      default:
        return new ImageModelError(`${FAILED}: the request was rejected${err.status ? ` (${err.status})` : ''}`, false);
    }
  }
  return err instanceof Error ? err : new Error(String(err));
}
