import type { GoogleGenAI } from '@google/genai';
import { z } from 'zod';
import { blockReasonOf, classifyGeminiError, createGeminiClient, GEMINI_PROVIDER, usageOf, type GeminiAdapterOptions } from '../providers/gemini-client.ts';
import { ProviderCallError, withAttemptTimeout } from '../providers/provider-error.ts';
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from '../providers/retry.ts';
import { SegmentationError, type Segment, type Segmenter } from '../../ports/segmenter.port.ts';
import { modelNotFoundAdvice } from '../../domain/gemini-models.ts';

/** A Gemini vision model with segmentation masks (2.5 and later), e.g. gemini-3.5-flash. */
export type GeminiSegmenterOptions = GeminiAdapterOptions;

/** What is asked: the documented segmentation prompt, for what House-Lock keeps. */
export const SEGMENT_PROMPT = [
  'Give the segmentation masks for the house or building, the driveway, and the existing trees in this photo.',
  'Output a JSON list of segmentation masks where each entry contains the 2D bounding box in the key "box_2d",',
  'the segmentation mask in key "mask", and the text label in the key "label". Use descriptive labels.',
].join(' ');

const entrySchema = z.object({
  box_2d: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  mask: z.string().min(1),
  label: z.string().default(''),
});

/**
 * Gemini's segmentation (Gemini 2.x: a JSON list of {box_2d [y0,x0,y1,x1] in 0..1000, mask: a base64
 * PNG probability map of the box, label}), thinking off as the model's documentation advises for it.
 * An answer that is not such a list is a `bad_answer`: not retried (House-Lock falls back to the pixel
 * method), but billed like any answer.
 */
export class GeminiSegmenter implements Segmenter {
  readonly name: string;
  private readonly ai: GoogleGenAI;
  private readonly policy: RetryPolicy;
  constructor(private readonly opts: GeminiSegmenterOptions) {
    this.name = opts.model;
    this.ai = createGeminiClient({ apiKey: opts.apiKey, baseUrl: opts.baseUrl });
    this.policy = { ...DEFAULT_RETRY, ...opts.retry };
  }

  async segment(image: { data: Buffer; contentType: string }, { signal }: { signal: AbortSignal }): Promise<Segment[]> {
    try {
      return await this.ask(image, signal);
    } catch (err) {
      // the pixel method takes over either way; a model Gemini does not know is the operator's to fix
      if (!signal.aborted && err instanceof ProviderCallError && err.outcome === 'not_found')
        throw new SegmentationError(err.message, modelNotFoundAdvice(this.opts.model, 'GEMINI_TEXT_MODEL'));
      throw err;
    }
  }

  private ask(image: { data: Buffer; contentType: string }, signal: AbortSignal): Promise<Segment[]> {
    return withRetry(
      () =>
        this.opts.calls.call({ provider: GEMINI_PROVIDER, op: 'segment', model: this.opts.model, signal }, () =>
          withAttemptTimeout(signal, this.opts.timeoutMs, async (attemptSignal) => {
            let res;
            try {
              res = await this.ai.models.generateContent({
                model: this.opts.model,
                contents: [
                  { role: 'user', parts: [{ text: SEGMENT_PROMPT }, { inlineData: { mimeType: image.contentType, data: image.data.toString('base64') } }] },
                ],
                config: { responseMimeType: 'application/json', temperature: 0.2, thinkingConfig: { thinkingBudget: 0 }, abortSignal: attemptSignal },
              });
            } catch (err) {
              if (attemptSignal.aborted) throw err;
              throw classifyGeminiError(err);
            }
            const usage = usageOf(res);
            const blocked = blockReasonOf(res);
            if (blocked)
              throw Object.assign(new ProviderCallError(`segmentation blocked by the model's safety filter (${blocked})`, 'blocked', false), { usage });
            const segments = parseSegments(res.text ?? '');
            if (!segments) throw Object.assign(new ProviderCallError('the segmentation answer was not a list of masks', 'bad_answer', false), { usage });
            return { value: segments, usage };
          }),
        ),
      {
        policy: this.policy,
        signal,
        onRetry: (err, attempt, delayMs) =>
          this.opts.log.warn({ provider: GEMINI_PROVIDER, op: 'segment', attempt, delayMs, outcome: err.outcome }, 'provider call retried'),
      },
    );
  }
}

/** The segments of an answer's text (plain JSON or fenced), or null when it is not a list of masks. */
export function parseSegments(text: string): Segment[] | null {
  const body = text.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '');
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return null;
  }
  if (!Array.isArray(raw)) return null;
  const out: Segment[] = [];
  for (const item of raw) {
    const e = entrySchema.safeParse(item);
    if (!e.success) return null;
    const b64 = e.data.mask.replace(/^data:image\/png;base64,/, '');
    const mask = Buffer.from(b64, 'base64');
    // a PNG, or nothing House-Lock can place (Gemini 3 answers polygons, some models mask tokens)
    if (mask.length < 8 || mask.readUInt32BE(0) !== 0x89504e47) return null;
    const [y0, x0, y1, x1] = e.data.box_2d;
    if (!(y1 > y0 && x1 > x0)) continue;
    out.push({ box: [y0, x0, y1, x1], mask, label: e.data.label });
  }
  return out;
}
