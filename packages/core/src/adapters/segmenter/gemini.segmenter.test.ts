import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createLogger } from '../../platform/logger.ts';
import { ProviderMetrics } from '../metrics/provider-metrics.ts';
import { ProviderCalls } from '../providers/provider-calls.ts';
import { inlineRenderPool as pool } from '../../pixels/render-pool/inline.render-pool.ts';
import { startFakeGemini, type FakeGemini } from '../../testing/fake-gemini.server.ts';
import { segmentationFixture, type SegmentationFixture } from '../../testing/segmentation-fixture.ts';
import { GeminiSegmenter, parseSegments } from './gemini.segmenter.ts';
import { photoKeepMaskOf } from '../../generation/mask-source.ts';
import type { OperatorAdvice, OperatorNotices } from '../providers/operator-notices.ts';

const log = createLogger({ LOG_LEVEL: 'silent' });
let fake: FakeGemini;
let fixture: SegmentationFixture;
let metrics: ProviderMetrics;
beforeAll(async () => {
  [fake, fixture] = await Promise.all([startFakeGemini(), segmentationFixture()]);
}, 30_000);
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  metrics = new ProviderMetrics();
});

const segmenter = () =>
  new GeminiSegmenter({
    apiKey: 'test-key',
    model: 'gemini-3.5-flash',
    baseUrl: fake.url,
    timeoutMs: 5_000,
    calls: new ProviderCalls({ log, metrics, concurrency: 4 }),
    log,
    retry: { attempts: 2, baseDelayMs: 5, maxDelayMs: 10 },
  });
const photo = () => ({ data: fixture.photo, contentType: 'image/png' });
const never = () => new AbortController().signal;
const keep = () => photoKeepMaskOf({ image: photo(), segmenter: segmenter(), pool, signal: never(), log });

/** Intersection over union of two masks at 768². */
async function iou(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((m) => sharp(m).resize(768, 768, { fit: 'fill' }).extractChannel(0).raw().toBuffer()));
  let inter = 0;
  let union = 0;
  for (let i = 0; i < x!.length; i++) {
    const p = x![i]! > 127;
    const q = y![i]! > 127;
    if (p && q) inter++;
    if (p || q) union++;
  }
  return union ? inter / union : 1;
}

describe('Gemini segmentation as the keep mask, through the real SDK against the fake server', () => {
  it("asks for the house, driveway and trees with thinking off, and places each object's map in its box", async () => {
    const { mask, source } = await keep();
    expect(source).toBe('model');
    expect(fixture.answer.length).toBeGreaterThan(1);
    // the masks, decoded, thresholded, stretched over their boxes and united, are the renderer's own mask
    expect(await iou(mask, fixture.mask)).toBeGreaterThan(0.95);

    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0]!;
    expect(req.model).toBe('gemini-3.5-flash');
    expect(req.prompt).toMatch(/segmentation masks for the house or building, the driveway, and the existing trees/);
    expect(req.images).toEqual([{ mimeType: 'image/png', bytes: fixture.photo.length }]);
    expect(req.generationConfig).toMatchObject({ responseMimeType: 'application/json', thinkingConfig: { thinkingBudget: 0 } });
    // counted and priced like every provider call
    const snap = metrics.snapshot();
    expect(snap.series).toMatchObject([{ provider: 'gemini', op: 'segment', outcome: 'ok', count: 1 }]);
    expect(snap.totals.costUsd).toBeGreaterThan(0);
  }, 60_000);

  it('falls back to the pixel method, and says so, when the answer is not a list of masks', async () => {
    fake.enqueueSegmentation({ kind: 'text', text: 'I see a house with a lawn.' });
    const { mask, source } = await keep();
    expect(source).toBe('pixels');
    expect((await pool.run('photoMask', { photo: fixture.photo })).equals(mask)).toBe(true);
    // a malformed answer is not asked again: the pixel method is the answer
    expect(fake.requests).toHaveLength(1);
    expect(metrics.snapshot().series).toMatchObject([{ op: 'segment', outcome: 'bad_answer', count: 1 }]);
  }, 60_000);

  it('falls back when the model found nothing, or answered polygons instead of PNG maps', async () => {
    fake.enqueueSegmentation({ kind: 'json', value: [] });
    expect((await keep()).source).toBe('pixels');
    fake.enqueueSegmentation({
      kind: 'json',
      value: [
        {
          box_2d: [100, 100, 600, 600],
          mask: [
            [325, 411],
            [327, 471],
            [332, 523],
          ],
          label: 'house',
        },
      ],
    });
    expect((await keep()).source).toBe('pixels');
    // a box whose map keeps (almost) nothing keeps nothing
    const blank = (
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000000' } })
        .png()
        .toBuffer()
    ).toString('base64');
    fake.enqueueSegmentation({ kind: 'json', value: [{ box_2d: [100, 100, 600, 600], mask: `data:image/png;base64,${blank}`, label: 'house' }] });
    expect((await keep()).source).toBe('pixels');
  }, 60_000);

  it('retries a busy model, then falls back when it stays down, without failing the render', async () => {
    fake.enqueueSegmentation({ kind: 'error', status: 503 }, { kind: 'error', status: 503 });
    const { source } = await keep();
    expect(source).toBe('pixels');
    expect(fake.requests).toHaveLength(2);
    expect(metrics.snapshot().totals.costUsd).toBe(0); // nothing answered, nothing billed

    fake.enqueueSegmentation({ kind: 'error', status: 503 });
    expect((await keep()).source).toBe('model');
  }, 60_000);

  it('falls back on a 404 for an unknown model and reports one line of advice naming GEMINI_TEXT_MODEL', async () => {
    const reported: OperatorAdvice[] = [];
    const notices = { report: async (a: OperatorAdvice) => void reported.push(a) } as unknown as OperatorNotices;
    const retired = new GeminiSegmenter({
      apiKey: 'test-key',
      model: 'gemini-2.0-flash',
      baseUrl: fake.url,
      timeoutMs: 5_000,
      calls: new ProviderCalls({ log, metrics, concurrency: 4 }),
      log,
      retry: { attempts: 2, baseDelayMs: 5, maxDelayMs: 10 },
    });
    const { source } = await photoKeepMaskOf({ image: photo(), segmenter: retired, pool, signal: never(), log, notices });
    expect(source).toBe('pixels');
    expect(fake.requests).toHaveLength(1); // not retried
    expect(reported).toEqual([
      {
        key: 'GEMINI_TEXT_MODEL',
        advice:
          'GEMINI_TEXT_MODEL: Gemini answered 404 NOT_FOUND for gemini-2.0-flash, which was shut down by Google on 2026-06-01; set GEMINI_TEXT_MODEL=gemini-3.5-flash',
      },
    ]);
  }, 60_000);

  it("passes the job's own abort on instead of falling back", async () => {
    const ac = new AbortController();
    fake.enqueueSegmentation({ kind: 'hang' });
    const pending = photoKeepMaskOf({ image: photo(), segmenter: segmenter(), pool, signal: ac.signal, log });
    setTimeout(() => ac.abort(new Error('shutdown')), 50);
    await expect(pending).rejects.toThrow();
  }, 30_000);
});

describe('parseSegments', () => {
  it('reads fenced JSON and bare base64, and refuses what is not a list of PNG masks', async () => {
    const png = (
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer()
    ).toString('base64');
    expect(parseSegments('```json\n[{"box_2d":[0,0,500,500],"mask":"' + png + '","label":"house"}]\n```')).toMatchObject([
      { box: [0, 0, 500, 500], label: 'house' },
    ]);
    expect(parseSegments('{"box_2d":[0,0,1,1]}')).toBeNull();
    expect(parseSegments('[{"box_2d":[0,0,500],"mask":"x"}]')).toBeNull();
    expect(parseSegments('[{"box_2d":[0,0,500,500],"mask":"<start_of_mask><seg_4>"}]')).toBeNull();
    expect(parseSegments('not json')).toBeNull();
  });
});
