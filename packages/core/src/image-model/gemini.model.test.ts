import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildPlan, buildPrompt, sceneFromAddress } from '@landscape/design';
import { createLogger } from '../logger.ts';
import { ProviderMetrics } from '../metrics/provider-metrics.ts';
import { ProviderCalls } from '../providers/provider-calls.ts';
import { startFakeGemini, type FakeGemini } from '../testing/fake-gemini.server.ts';
import { GeminiImageModel, type GeminiImageModelOptions } from './gemini.model.ts';
import { ImageModelError, type ImageModelInput } from './image-model.port.ts';

const log = createLogger({ LOG_LEVEL: 'silent' });
const address = '1600 Amphitheatre Pkwy, Mountain View, CA';
const scene = sceneFromAddress(address);
const plan = buildPlan({ area: 'front_yard', style: 'japanese_zen', wishes: 'fire pit, low maintenance', scene, seed: 7 });
let photo: Buffer;

let fake: FakeGemini;
let metrics: ProviderMetrics;
beforeAll(async () => {
  fake = await startFakeGemini();
  photo = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#999999' } }).png().toBuffer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.maxInFlight = 0;
  metrics = new ProviderMetrics();
});

function model(over: Partial<GeminiImageModelOptions> = {}, concurrency = 8) {
  return new GeminiImageModel({
    apiKey: 'test-key',
    model: 'gemini-3.1-flash-image',
    baseUrl: fake.url,
    timeoutMs: 2_000,
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
    expect(req.prompt.toLowerCase()).toContain('fire pit');
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
    const err = await model({ retry: { attempts: 3, baseDelayMs: 10, maxDelayMs: 40 } }).generate(input(), { signal: never() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageModelError);
    expect((err as ImageModelError).message).toBe('Failed to generate landscape with Gemini: the service is unavailable right now');
    expect((err as ImageModelError).retryable).toBe(true);
    expect(fake.requests).toHaveLength(3);
    expect(outcomes()).toEqual({ server_error: 3 });
    expect(metrics.snapshot().totals.costUsd).toBe(0);
  });

  it('does not retry a 400', async () => {
    fake.enqueue({ kind: 'error', status: 400, message: 'Unable to process input image.' });
    const err = await model().generate(input(), { signal: never() }).catch((e: unknown) => e);
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
    const err = await model().generate(input(), { signal: never() }).catch((e: unknown) => e);
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
    const err = await model().generate(input(), { signal: never() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageModelError);
    expect((err as Error).message).toBe('Failed to generate landscape with Gemini: the model answered without an image');
    expect((err as ImageModelError).retryable).toBe(false);
    expect(fake.requests).toHaveLength(1);
    expect(outcomes()).toEqual({ no_image: 1 });
  });

  it('gives up on a call that hangs past its timeout, retrying it within the attempts', async () => {
    fake.enqueue({ kind: 'hang' }, { kind: 'hang' });
    const t0 = Date.now();
    const err = await model({ timeoutMs: 300, retry: { attempts: 2, baseDelayMs: 10, maxDelayMs: 10 } }).generate(input(), { signal: never() }).catch((e: unknown) => e);
    expect(Date.now() - t0).toBeLessThan(2_000);
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
    const t0 = Date.now();
    await expect(model({ timeoutMs: 5_000 }).generate(input(), { signal: job.signal })).rejects.toThrow('job timed out');
    expect(Date.now() - t0).toBeLessThan(1_000);
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
