import sharp from 'sharp';
import { delay, listen, readBody, sendJson } from './http-fake.ts';
import { segmentationFixture } from './segmentation-fixture.ts';

// A stand-in for the Gemini API's v1beta REST surface (POST /v1beta/models/{model}:generateContent),
// answering in the documented JSON shapes, so the real @google/genai SDK can be tested offline.
// A segmentation request (House-Lock) is answered with the masks of testing/segmentation-fixture.ts.

export interface FakeGeminiRequest {
  model: string;
  apiKey: string | null;
  /** The text parts of the request, joined. */
  prompt: string;
  images: { mimeType: string; bytes: number }[];
  generationConfig: Record<string, unknown>;
  at: number;
}

export type FakeGeminiReply =
  | { kind: 'image'; latencyMs?: number; text?: string }
  | { kind: 'error'; status: number; message?: string }
  /** promptFeedback.blockReason, no candidates */
  | { kind: 'blocked'; reason?: string }
  /** a candidate that stopped for this reason, without content */
  | { kind: 'finish'; reason: string }
  /** text only, no image part */
  | { kind: 'text'; text?: string }
  | { kind: 'json'; value: unknown }
  /** never answers */
  | { kind: 'hang' }
  /** closes the connection without an answer */
  | { kind: 'drop' };

const STATUS_NAMES: Record<number, string> = { 400: 'INVALID_ARGUMENT', 403: 'PERMISSION_DENIED', 404: 'NOT_FOUND', 429: 'RESOURCE_EXHAUSTED', 500: 'INTERNAL', 503: 'UNAVAILABLE', 504: 'DEADLINE_EXCEEDED' };

export const FAKE_ANALYSIS = {
  generated_text: 'The front yard is mostly lawn with a straight concrete walk and two foundation shrubs.',
  current_style: 'Traditional suburban lawn',
  curb_appeal_rating: 5.5,
  recommendations: ['Replace part of the lawn with layered perennial beds', 'Widen the walk with pavers', 'Add path lighting'],
};

export interface FakeGemini {
  url: string;
  requests: FakeGeminiRequest[];
  /** Latency of every default answer. */
  latencyMs: number;
  /** The key the server accepts (any non-empty key when null). */
  apiKey: string | null;
  /** Scripted answers, used one per request before the defaults (segmentation requests aside). */
  enqueue(...replies: FakeGeminiReply[]): void;
  /** Scripted answers of segmentation requests (House-Lock's masks), before the fixture's masks. */
  enqueueSegmentation(...replies: FakeGeminiReply[]): void;
  /** Requests in flight right now, and the most seen at once. */
  inFlight: number;
  maxInFlight: number;
  close(): Promise<void>;
}

export async function startFakeGemini(opts: { latencyMs?: number; apiKey?: string | null } = {}): Promise<FakeGemini> {
  const picture = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#4f7d3a' } })
    .composite([{ input: Buffer.from('<svg width="1024" height="1024"><circle cx="512" cy="600" r="220" fill="#b4352b"/></svg>'), top: 0, left: 0 }])
    .png()
    .toBuffer();
  const queue: FakeGeminiReply[] = [];
  const segmentQueue: FakeGeminiReply[] = [];
  const fake: FakeGemini = {
    url: '',
    requests: [],
    latencyMs: opts.latencyMs ?? 0,
    apiKey: opts.apiKey ?? null,
    inFlight: 0,
    maxInFlight: 0,
    enqueue: (...r) => queue.push(...r),
    enqueueSegmentation: (...r) => segmentQueue.push(...r),
    close: async () => {},
  };

  const server = await listen(async (req, res) => {
    // not part of the Gemini API: lets a bench read what a fake running in another process saw
    if (req.method === 'GET' && req.url === '/_fake/stats') return sendJson(res, 200, { requests: fake.requests.length, maxInFlight: fake.maxInFlight });
    const m = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec((req.url ?? '').split('?')[0]!);
    if (req.method !== 'POST' || !m) return sendJson(res, 404, { error: { code: 404, message: `no route ${req.method} ${req.url}`, status: 'NOT_FOUND' } });
    fake.inFlight++;
    fake.maxInFlight = Math.max(fake.maxInFlight, fake.inFlight);
    res.on('close', () => fake.inFlight--);
    const raw = JSON.parse((await readBody(req)).toString('utf8')) as {
      contents?: { parts?: { text?: string; inlineData?: { mimeType: string; data: string } }[] }[];
      generationConfig?: Record<string, unknown>;
    };
    const parts = (raw.contents ?? []).flatMap((c) => c.parts ?? []);
    const apiKey = (req.headers['x-goog-api-key'] as string | undefined) ?? null;
    fake.requests.push({
      model: m[1]!,
      apiKey,
      prompt: parts.map((p) => p.text ?? '').filter(Boolean).join('\n'),
      images: parts.filter((p) => p.inlineData).map((p) => ({ mimeType: p.inlineData!.mimeType, bytes: Buffer.from(p.inlineData!.data, 'base64').length })),
      generationConfig: raw.generationConfig ?? {},
      at: Date.now(),
    });
    if (!apiKey || (fake.apiKey && apiKey !== fake.apiKey)) {
      return sendJson(res, 400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' } });
    }
    const wantsJson = raw.generationConfig?.responseMimeType === 'application/json';
    const segmentation = /segmentation mask/i.test(fake.requests.at(-1)!.prompt);
    const reply: FakeGeminiReply = segmentation
      ? (segmentQueue.shift() ?? { kind: 'json', value: (await segmentationFixture()).answer })
      : (queue.shift() ?? (wantsJson ? { kind: 'json', value: FAKE_ANALYSIS } : { kind: 'image' }));
    const usageMetadata = { promptTokenCount: 1_400, candidatesTokenCount: reply.kind === 'image' ? 1_120 : 120, totalTokenCount: 0 };
    usageMetadata.totalTokenCount = usageMetadata.promptTokenCount + usageMetadata.candidatesTokenCount;
    const answer = (candidates: unknown[], extra: Record<string, unknown> = {}) =>
      sendJson(res, 200, { candidates, usageMetadata, modelVersion: m[1], responseId: `fake-${fake.requests.length}`, ...extra });

    switch (reply.kind) {
      case 'hang':
        return; // the client's timeout has to end this one
      case 'drop':
        return req.socket.destroy();
      case 'error':
        return sendJson(res, reply.status, { error: { code: reply.status, message: reply.message ?? `fake ${reply.status}`, status: STATUS_NAMES[reply.status] ?? 'UNKNOWN' } });
      case 'blocked':
        return sendJson(res, 200, { promptFeedback: { blockReason: reply.reason ?? 'SAFETY', safetyRatings: [] }, usageMetadata: { promptTokenCount: 1_400, totalTokenCount: 1_400 }, modelVersion: m[1] });
      case 'finish':
        return answer([{ content: { role: 'model', parts: [] }, finishReason: reply.reason, index: 0 }]);
      case 'text':
        return answer([{ content: { role: 'model', parts: [{ text: reply.text ?? 'Here is a description of the redesigned garden instead of an image.' }] }, finishReason: 'STOP', index: 0 }]);
      case 'json':
        return answer([{ content: { role: 'model', parts: [{ text: JSON.stringify(reply.value) }] }, finishReason: 'STOP', index: 0 }]);
      case 'image': {
        const wait = reply.latencyMs ?? fake.latencyMs;
        if (wait) await delay(wait);
        if (res.destroyed) return;
        return answer([
          {
            content: { role: 'model', parts: [{ text: reply.text ?? 'Here is the redesigned yard.' }, { inlineData: { mimeType: 'image/png', data: picture.toString('base64') } }] },
            finishReason: 'STOP',
            index: 0,
          },
        ]);
      }
    }
  });
  fake.url = server.url;
  fake.close = server.close;
  return fake;
}
