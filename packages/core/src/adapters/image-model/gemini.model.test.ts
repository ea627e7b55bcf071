import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import sharp from 'sharp';
import { buildPlan, buildPrompt, sceneFromAddress } from '@landscape/design';
import { createLogger } from '../../platform/logger.ts';
import { ProviderMetrics } from '../metrics/provider-metrics.ts';
import { ProviderCalls } from '../providers/provider-calls.ts';
import { startFakeGemini, type FakeGemini } from '../../testing/fake-gemini.server.ts';
import { GeminiImageModel, type GeminiImageModelOptions } from './gemini.model.ts';
import { ImageModelError, type ImageModelInput } from '../../ports/image-model.port.ts';
import { answerImage } from '../../testing/fake-gemini.server.ts';

const log = createLogger({ LOG_LEVEL: 'silent' });
const address = '1600 Amphitheatre Pkwy, Mountain View, CA';
const scene = sceneFromAddress(address);
const plan = buildPlan({ area: 'front_yard', style: 'japanese_zen', wishes: 'fire pit, low maintenance', scene, seed: 7 });
let photo: Buffer;

let fake: FakeGemini;
let metrics: ProviderMetrics;
beforeAll(async () => {
  fake = await startFakeGemini();
  photo = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#999999' } })
    .png()
    .toBuffer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.maxInFlight = 0;
  fake.imageMode = {};
  metrics = new ProviderMetrics();
});

function model(over: Partial<GeminiImageModelOptions> = {}, concurrency = 8) {
  return new GeminiImageModel({
    apiKey: 'test-key',
    model: 'gemini-3.1-flash-image',
    baseUrl: fake.url,
    timeoutMs: 10_000, // the fake restyles the photo it is sent: on a busy machine that takes a while
    calls: new ProviderCalls({ log, metrics, concurrency }),
    log,
    retry: { attempts: 4, baseDelayMs: 10, maxDelayMs: 40 },
    ...over,
  });
}
const input = (): ImageModelInput => ({
  area: 'front_yard',
  style: 'japanese_zen',
  original: { data: photo, contentType: 'image/png' },
  scene,
  plan,
  prompt: buildPrompt(plan, scene),
  view: 'street',
  width: 768,
  height: 768,
});
const never = () => new AbortController().signal;
const outcomes = () => Object.fromEntries(metrics.snapshot().series.map((s) => [s.outcome, s.count]));

describe('GeminiImageModel against a fake v1beta server', () => {
  it('sends the plan prompt with the photo and answers the image at the requested size', async () => {
    const out = await model().generate(input(), { signal: never() });
    expect(out.model).toBe('gemini-3.1-flash-image');
    expect(out.preservationStrength).toBe(0.85);
    expect(out.contentType).toBe('image/png');
    const meta = await sharp(out.image).metadata();
    expect([meta.width, meta.height]).toEqual([768, 768]);

    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0]!;
    expect(req.model).toBe('gemini-3.1-flash-image');
    expect(req.apiKey).toBe('test-key');
    expect(req.images).toEqual([{ mimeType: 'image/png', bytes: photo.length }]);
    expect(req.generationConfig.responseModalities).toEqual(['TEXT', 'IMAGE']);
    // the plan's plants, the style and the wishes reach the model
    expect(req.prompt).toContain('Japanese Zen');
    expect(req.prompt).toContain(plan.palette[0]!.common);
    // (the fire pit found no room in this front yard: the plan names it as not included instead of drawing it)
    expect(req.prompt.toLowerCase()).toContain('low maintenance');
    expect(req.prompt.toLowerCase()).toContain('stepping stones');
    expect(plan.notIncluded).toEqual([{ wish: 'fire_pit', reason: 'no_room' }]);
    expect(req.prompt).toMatch(/Preserve the house exactly/);

    const snap = metrics.snapshot();
    expect(snap.series).toMatchObject([{ provider: 'gemini', op: 'generate_image', outcome: 'ok', count: 1 }]);
    // Gemini 3.1 Flash Image: 1400 input tokens at $0.50/M + 1120 image tokens at $60/M
    expect(snap.totals.costUsd).toBeCloseTo(0.0679, 5);
  });

  it('retries a 429 and succeeds', async () => {
    fake.enqueue({ kind: 'error', status: 429, message: 'Resource has been exhausted (e.g. check quota).' });
    const out = await model().generate(input(), { signal: never() });
    expect(out.image.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(2);
    expect(outcomes()).toEqual({ ok: 1, rate_limited: 1 });
  });

  it('retries 500s up to its attempts, then fails the area with a retryable error', async () => {
    fake.enqueue(...Array.from({ length: 3 }, () => ({ kind: 'error' as const, status: 500 })));
    const err = await model({ retry: { attempts: 3, baseDelayMs: 10, maxDelayMs: 40 } })
      .generate(input(), { signal: never() })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageModelError);
    expect((err as ImageModelError).message).toBe('Failed to generate landscape with Gemini: the service is unavailable right now');
    expect((err as ImageModelError).retryable).toBe(true);
    expect(fake.requests).toHaveLength(3);
    expect(outcomes()).toEqual({ server_error: 3 });
    expect(metrics.snapshot().totals.costUsd).toBe(0);
  });

  it('does not retry a 400', async () => {
    fake.enqueue({ kind: 'error', status: 400, message: 'Unable to process input image.' });
    const err = await model()
      .generate(input(), { signal: never() })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageModelError);
    expect((err as ImageModelError).message).toBe('Failed to generate landscape with Gemini: the request was rejected (400)');
    expect((err as ImageModelError).retryable).toBe(false);
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry a 403 (a refused key)', async () => {
    fake.enqueue({ kind: 'error', status: 403, message: 'Permission denied' });
    await expect(model().generate(input(), { signal: never() })).rejects.toThrow('the request was rejected (403)');
    expect(fake.requests).toHaveLength(1);
  });

  it('fails the area on a prompt safety block, without retrying', async () => {
    fake.enqueue({ kind: 'blocked', reason: 'PROHIBITED_CONTENT' });
    const err = await model()
      .generate(input(), { signal: never() })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageModelError);
    expect((err as Error).message).toBe("Failed to generate landscape with Gemini: the design was blocked by the model's safety filter (PROHIBITED_CONTENT)");
    expect(fake.requests).toHaveLength(1);
    expect(outcomes()).toEqual({ blocked: 1 });
  });

  it('fails the area when the candidate stopped for IMAGE_SAFETY', async () => {
    fake.enqueue({ kind: 'finish', reason: 'IMAGE_SAFETY' });
    await expect(model().generate(input(), { signal: never() })).rejects.toThrow("blocked by the model's safety filter (IMAGE_SAFETY)");
    expect(fake.requests).toHaveLength(1);
  });

  it('fails the area on a text-only answer', async () => {
    fake.enqueue({ kind: 'text' });
    const err = await model()
      .generate(input(), { signal: never() })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageModelError);
    expect((err as Error).message).toBe('Failed to generate landscape with Gemini: the model answered without an image');
    expect((err as ImageModelError).retryable).toBe(false);
    expect(fake.requests).toHaveLength(1);
    expect(outcomes()).toEqual({ no_image: 1 });
  });

  it('gives up on a call that hangs past its timeout, retrying it within the attempts', async () => {
    fake.enqueue({ kind: 'hang' }, { kind: 'hang' });
    // the fake never answers a hung call: only the call's own timeout ends each attempt
    const err = await model({ timeoutMs: 300, retry: { attempts: 2, baseDelayMs: 10, maxDelayMs: 10 } })
      .generate(input(), { signal: never() })
      .catch((e: unknown) => e);
    expect((err as Error).message).toBe('Failed to generate landscape with Gemini: the model timed out');
    expect(fake.requests).toHaveLength(2);
    expect(outcomes()).toEqual({ timeout: 2 });
  });

  it('recovers from a hang followed by an answer', async () => {
    fake.enqueue({ kind: 'hang' });
    const out = await model({ timeoutMs: 300 }).generate(input(), { signal: never() });
    expect(out.model).toBe('gemini-3.1-flash-image');
    expect(outcomes()).toEqual({ ok: 1, timeout: 1 });
  });

  it('retries a dropped connection', async () => {
    fake.enqueue({ kind: 'drop' });
    await model().generate(input(), { signal: never() });
    expect(outcomes()).toEqual({ network: 1, ok: 1 });
  });

  it("stops at once when the job's budget runs out, with no further attempt", async () => {
    fake.enqueue({ kind: 'hang' });
    const job = new AbortController();
    setTimeout(() => job.abort(new Error('job timed out')), 150);
    // a call timeout of ten minutes: only the job's own abort can end this call within the test
    await expect(model({ timeoutMs: 600_000 }).generate(input(), { signal: job.signal })).rejects.toThrow('job timed out');
    expect(fake.requests).toHaveLength(1);
    expect(outcomes()).toEqual({ aborted: 1 });
  });

  it('keeps at most PROVIDER_CONCURRENCY calls in flight and the rest wait their turn', async () => {
    fake.latencyMs = 150;
    try {
      const m = model({}, 2);
      const outs = await Promise.all(Array.from({ length: 5 }, () => m.generate(input(), { signal: never() })));
      expect(outs).toHaveLength(5);
      expect(fake.maxInFlight).toBe(2);
    } finally {
      fake.latencyMs = 0;
    }
  });
});

describe('GeminiImageModel against a fake that answers like Gemini', () => {
  // a yard (green) in front of a house (grey walls, dark roof)
  let yardPhoto: Buffer;
  beforeAll(async () => {
    yardPhoto = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#5a9a3c' } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="512" height="512"><rect x="140" y="150" width="230" height="170" fill="#c8c2b8"/><polygon points="120,150 255,70 390,150" fill="#5b3a2e"/><rect x="180" y="200" width="40" height="40" fill="#3a4a5a"/><rect x="240" y="250" width="36" height="70" fill="#7a2a20"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
  });
  const photoInput = (): ImageModelInput => ({ ...input(), original: { data: yardPhoto, contentType: 'image/png' }, width: 512, height: 512 });
  const pixel = async (img: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(img).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const i = (y * info.width + x) * 3;
    return [data[i], data[i + 1], data[i + 2]];
  };

  it('answers by default with the photo it was given, the yard repainted and the house untouched', async () => {
    const out = await model().generate(photoInput(), { signal: never() });
    // the house: same pixels
    expect(await pixel(out.image, 160, 170)).toEqual(await pixel(yardPhoto, 160, 170));
    expect(await pixel(out.image, 255, 120)).toEqual(await pixel(yardPhoto, 255, 120));
    // the yard: repainted
    expect(await pixel(out.image, 40, 460)).not.toEqual(await pixel(yardPhoto, 40, 460));
  });

  it('sends the plan as a reference image after the photo, and says what it is for', async () => {
    const planImage = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await model().generate({ ...photoInput(), planImage }, { signal: never() });
    const req = fake.requests[0]!;
    expect(req.images).toEqual([
      { mimeType: 'image/png', bytes: yardPhoto.length },
      { mimeType: 'image/png', bytes: planImage.length },
    ]);
    expect(req.prompt).toMatch(/second image is the top-down plan/);
    expect(model().referenceImages).toBe(13);
  });

  it('answers the moved, rescaled, cropped and re-framed scene a test asks for', async () => {
    for (const move of [
      { kind: 'shift', dx: 24, dy: -24 },
      { kind: 'scale', factor: 0.9 },
      { kind: 'crop43' },
      { kind: 'aspect', width: 640, height: 360 },
    ] as const) {
      fake.enqueue({ kind: 'image', move });
      const out = await model().generate(photoInput(), { signal: never() });
      const expected = await answerImage(yardPhoto, { move });
      const meta = await sharp(out.image).metadata();
      const want = await sharp(expected).metadata();
      // brought to the size asked for without cutting anything off: the answer's own aspect is kept
      expect(Math.abs(meta.width! / meta.height! - want.width! / want.height!), move.kind).toBeLessThan(0.01);
      expect(Math.max(meta.width!, meta.height!)).toBe(512);
    }
  });

  it('waits as long as a 429 RetryInfo asks before the next attempt', async () => {
    const lines: { msg: string; delayMs?: number; outcome?: string }[] = [];
    const spy = pino({ level: 'warn' }, { write: (l: string) => void lines.push(JSON.parse(l) as (typeof lines)[number]) });
    fake.enqueue({ kind: 'error', status: 429, message: 'Resource has been exhausted (e.g. check quota).', retryDelay: '0.3s' });
    await model({ log: spy }).generate(input(), { signal: never() });
    const retried = lines.find((l) => l.msg === 'provider call retried');
    expect(retried).toMatchObject({ outcome: 'rate_limited', delayMs: 300 });
    expect(outcomes()).toEqual({ ok: 1, rate_limited: 1 });
  });

  it('retries a 503 and succeeds', async () => {
    fake.enqueue({ kind: 'error', status: 503, message: 'The model is overloaded. Please try again later.' });
    await model().generate(input(), { signal: never() });
    expect(outcomes()).toEqual({ ok: 1, server_error: 1 });
  });

  it('fails the area with a readable reason for finishReason SAFETY, IMAGE_SAFETY and OTHER, without retrying', async () => {
    for (const [reason, message] of [
      ['SAFETY', "the design was blocked by the model's safety filter (SAFETY)"],
      ['IMAGE_SAFETY', "the design was blocked by the model's safety filter (IMAGE_SAFETY)"],
      ['OTHER', 'the model answered without an image (OTHER)'],
    ] as const) {
      fake.requests.length = 0;
      fake.enqueue({ kind: 'finish', reason });
      const err = await model()
        .generate(input(), { signal: never() })
        .catch((e: unknown) => e);
      expect(err, reason).toBeInstanceOf(ImageModelError);
      expect((err as Error).message).toBe(`Failed to generate landscape with Gemini: ${message}`);
      expect(fake.requests).toHaveLength(1);
    }
  });

  it('turns a 404 for an unknown model into "Rendering failed" for the homeowner and one line of advice for the operator', async () => {
    const err = await model({ model: 'gemini-2.5-flash-image' })
      .generate(input(), { signal: never() })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageModelError);
    expect((err as ImageModelError).message).toBe('Rendering failed');
    expect((err as ImageModelError).retryable).toBe(false);
    expect((err as ImageModelError).operatorAdvice).toEqual({
      key: 'GEMINI_IMAGE_MODEL',
      advice:
        'GEMINI_IMAGE_MODEL: Gemini answered 404 NOT_FOUND for gemini-2.5-flash-image, which was shut down by Google on 2026-10-02; set GEMINI_IMAGE_MODEL=gemini-3.1-flash-image',
    });
    expect(fake.requests).toHaveLength(1);
    expect(outcomes()).toEqual({ not_found: 1 });
    const typo = (await model({ model: 'gemini-3.1-flash-imag' })
      .generate(input(), { signal: never() })
      .catch((e: unknown) => e)) as ImageModelError;
    expect(typo.operatorAdvice?.advice).toMatch(
      /gemini-3\.1-flash-imag, which is not available to this API key .*; set GEMINI_IMAGE_MODEL=gemini-3\.1-flash-image$/,
    );
  });
});
