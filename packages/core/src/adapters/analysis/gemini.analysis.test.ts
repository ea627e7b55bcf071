import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createLogger } from '../../platform/logger.ts';
import { ProviderMetrics } from '../metrics/provider-metrics.ts';
import { ProviderCalls } from '../providers/provider-calls.ts';
import { FAKE_ANALYSIS, startFakeGemini, type FakeGemini } from '../../testing/fake-gemini.server.ts';
import { GeminiAnalysis } from './gemini.analysis.ts';
import { ProceduralAnalysis } from './procedural.analysis.ts';
import { AnalysisError } from '../../ports/analysis.port.ts';

const log = createLogger({ LOG_LEVEL: 'silent' });
let fake: FakeGemini;
let photo: Buffer;
let metrics: ProviderMetrics;
beforeAll(async () => {
  fake = await startFakeGemini();
  photo = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#6a9a4a' } })
    .png()
    .toBuffer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  metrics = new ProviderMetrics();
});

const analysis = () =>
  new GeminiAnalysis({
    apiKey: 'k',
    model: 'gemini-3.5-flash',
    baseUrl: fake.url,
    timeoutMs: 2_000,
    calls: new ProviderCalls({ log, metrics, concurrency: 4 }),
    log,
    retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 10 },
  });
const input = () => ({ image: { data: photo, contentType: 'image/png' }, area: 'front_yard' as const, address: '1 Test St' });
const signal = () => new AbortController().signal;

describe('GeminiAnalysis', () => {
  it('asks for JSON with a response schema and answers the contract shape', async () => {
    const out = await analysis().analyze(input(), { signal: signal() });
    expect(out).toEqual(FAKE_ANALYSIS);
    const req = fake.requests[0]!;
    expect(req.model).toBe('gemini-3.5-flash');
    expect(req.generationConfig.responseMimeType).toBe('application/json');
    expect(req.generationConfig.responseSchema).toMatchObject({ required: ['generated_text', 'current_style', 'curb_appeal_rating', 'recommendations'] });
    expect(req.images).toHaveLength(1);
    expect(metrics.snapshot().series).toMatchObject([{ provider: 'gemini', op: 'analyze', outcome: 'ok', count: 1 }]);
  });

  it('retries an answer that does not match the contract, then fails clearly', async () => {
    fake.enqueue({ kind: 'json', value: { current_style: 'lawn' } }, { kind: 'text', text: 'not json' }, { kind: 'json', value: { nope: 1 } });
    const err = await analysis()
      .analyze(input(), { signal: signal() })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AnalysisError);
    expect((err as Error).message).toMatch(/^Failed to analyse the property: the model's answer/);
    expect(fake.requests).toHaveLength(3);
  });

  it('clamps a rating outside 0..10 instead of failing', async () => {
    fake.enqueue({ kind: 'json', value: { ...FAKE_ANALYSIS, curb_appeal_rating: 11 } });
    expect((await analysis().analyze(input(), { signal: signal() })).curb_appeal_rating).toBe(10);
  });

  it('retries a 503 and does not retry a 400', async () => {
    fake.enqueue({ kind: 'error', status: 503 });
    await analysis().analyze(input(), { signal: signal() });
    expect(fake.requests).toHaveLength(2);
    fake.requests.length = 0;
    fake.enqueue({ kind: 'error', status: 400 });
    await expect(analysis().analyze(input(), { signal: signal() })).rejects.toBeInstanceOf(AnalysisError);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('ProceduralAnalysis', () => {
  it('measures the picture and answers the contract shape', async () => {
    const out = await new ProceduralAnalysis().analyze(input(), { signal: signal() });
    expect(out.curb_appeal_rating).toBeGreaterThanOrEqual(0);
    expect(out.curb_appeal_rating).toBeLessThanOrEqual(10);
    expect(out.generated_text.length).toBeGreaterThan(10);
    expect(out.recommendations.length).toBeGreaterThan(0);
  });

  it('turns a 404 for an unknown model into a plain failure and one line of advice naming GEMINI_TEXT_MODEL', async () => {
    const retired = new GeminiAnalysis({
      apiKey: 'k',
      model: 'gemini-2.5-flash',
      baseUrl: fake.url,
      timeoutMs: 2_000,
      calls: new ProviderCalls({ log, metrics, concurrency: 4 }),
      log,
      retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 10 },
    });
    const err = await retired.analyze(input(), { signal: signal() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AnalysisError);
    expect((err as Error).message).toBe('Failed to analyse the property: the service is unavailable right now');
    expect((err as AnalysisError).operatorAdvice).toEqual({
      key: 'GEMINI_TEXT_MODEL',
      advice:
        'GEMINI_TEXT_MODEL: Gemini answered 404 NOT_FOUND for gemini-2.5-flash, which was shut down by Google on 2026-10-16; set GEMINI_TEXT_MODEL=gemini-3.5-flash',
    });
    expect(fake.requests).toHaveLength(1); // not retried
  });
});
