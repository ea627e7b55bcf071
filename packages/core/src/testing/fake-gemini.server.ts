import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import { delay, listen, readBody, sendJson } from './http-fake.ts';
import { segmentationFixture } from './segmentation-fixture.ts';
import { moveScene, type SceneMove } from './scene-moves.ts';
import { DEFAULT_IMAGE_MODEL, DEFAULT_TEXT_MODEL } from '../domain/gemini-models.ts';

// A stand-in for the Gemini API's v1beta REST surface (POST /v1beta/models/{model}:generateContent),
// answering in the documented JSON shapes, so the real @google/genai SDK can be tested offline.
// A segmentation request (House-Lock) is answered with the masks of testing/segmentation-fixture.ts.
// An image request is answered the way an image-edit model answers: the photo it was given with the
// yard repainted and the house untouched, unless a test asks for one of the ways real models misbehave
// (the scene moved or re-framed, the house redrawn, no image, a safety stop, throttling, an unknown model).

export interface FakeGeminiRequest {
  model: string;
  apiKey: string | null;
  /** The text parts of the request, joined. */
  prompt: string;
  images: { mimeType: string; bytes: number }[];
  generationConfig: Record<string, unknown>;
  at: number;
}

/** How an image answer is made from the request's photo. */
export interface FakeImageMode {
  /** 'input' (default): the photo restyled; 'tile': an unrelated picture (nothing in common with the photo). */
  of?: 'input' | 'tile';
  /** The scene moved, rescaled, cropped or answered in another aspect, as edit models do. */
  move?: SceneMove;
  /** 'redrawn': the house repainted too (what House-Lock must catch). */
  house?: 'kept' | 'redrawn';
}

export type FakeGeminiReply =
  | ({ kind: 'image'; latencyMs?: number; text?: string } & FakeImageMode)
  /** `retryDelay` ('7s', '0.5s'): a google.rpc.RetryInfo in the error's details, as a throttled call carries. */
  | { kind: 'error'; status: number; message?: string; retryDelay?: string }
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

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

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
  /** How default image answers are made (the photo restyled, in place, unless set). */
  imageMode: FakeImageMode;
  /** Model ids the server knows; any other answers 404 NOT_FOUND as Gemini does for a shut-down or misspelt id. */
  models: Set<string>;
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

/** The models the fake serves unless a test says otherwise: the current ones. */
export const FAKE_GEMINI_MODELS = [DEFAULT_IMAGE_MODEL, 'gemini-3-pro-image', DEFAULT_TEXT_MODEL];

export async function startFakeGemini(opts: { latencyMs?: number; apiKey?: string | null; imageMode?: FakeImageMode } = {}): Promise<FakeGemini> {
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
    imageMode: opts.imageMode ?? {},
    models: new Set(FAKE_GEMINI_MODELS),
    apiKey: opts.apiKey ?? null,
    inFlight: 0,
    maxInFlight: 0,
    enqueue: (...r) => queue.push(...r),
    enqueueSegmentation: (...r) => segmentQueue.push(...r),
    close: async () => {},
  };
  const state: FakeState = { fake, queue, segmentQueue, picture, cachedAnswer: answerCache() };
  const server = await listen((req, res) => handle(state, req, res));
  fake.url = server.url;
  fake.close = server.close;
  return fake;
}

/** A running fake's own state: what it saw, what it is told to answer, and its pictures. */
interface FakeState {
  fake: FakeGemini;
  queue: FakeGeminiReply[];
  segmentQueue: FakeGeminiReply[];
  /** The plain tile answered when there is no photo to repaint. */
  picture: Buffer;
  cachedAnswer: (photoBase64: string, mode: FakeImageMode) => Promise<Buffer>;
}

/**
 * The same photo asked again the same way gets the same picture, made once: a bench's many requests for
 * one address must not charge the fake's pixel work to the machine it measures (Google's is elsewhere).
 */
function answerCache(): FakeState['cachedAnswer'] {
  const answers = new Map<string, Promise<Buffer>>();
  return (photoBase64, mode) => {
    const key = createHash('sha1').update(photoBase64).update(JSON.stringify(mode)).digest('hex');
    let made = answers.get(key);
    if (!made) {
      made = segmentationFixture().then((f) => answerImage(Buffer.from(photoBase64, 'base64'), mode, f.mask));
      made.catch(() => answers.delete(key));
      answers.set(key, made);
      if (answers.size > 64) answers.delete(answers.keys().next().value!);
    }
    return made;
  };
}

type RequestPart = { text?: string; inlineData?: { mimeType: string; data: string } };

/** One request to the fake: its own routes, then generateContent checked, recorded and answered. */
async function handle(state: FakeState, req: IncomingMessage, res: ServerResponse) {
  const { fake } = state;
  // not part of the Gemini API: lets a bench read what a fake running in another process saw
  if (req.method === 'GET' && req.url === '/_fake/stats') return sendJson(res, 200, { requests: fake.requests.length, maxInFlight: fake.maxInFlight });
  // nor this: how a fake in another process makes its default image answers from now on (a bench's misbehaving runs)
  if (req.method === 'PUT' && req.url === '/_fake/image-mode') {
    fake.imageMode = JSON.parse((await readBody(req)).toString('utf8') || '{}') as FakeImageMode;
    return sendJson(res, 200, fake.imageMode);
  }
  const m = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec((req.url ?? '').split('?')[0]!);
  if (req.method !== 'POST' || !m) return sendJson(res, 404, { error: { code: 404, message: `no route ${req.method} ${req.url}`, status: 'NOT_FOUND' } });
  fake.inFlight++;
  fake.maxInFlight = Math.max(fake.maxInFlight, fake.inFlight);
  res.on('close', () => fake.inFlight--);
  const raw = JSON.parse((await readBody(req)).toString('utf8')) as {
    contents?: { parts?: RequestPart[] }[];
    generationConfig?: Record<string, unknown>;
  };
  const parts = (raw.contents ?? []).flatMap((c) => c.parts ?? []);
  const firstImage = parts.find((p) => p.inlineData?.mimeType.startsWith('image/'))?.inlineData;
  const apiKey = (req.headers['x-goog-api-key'] as string | undefined) ?? null;
  fake.requests.push({
    model: m[1]!,
    apiKey,
    prompt: parts
      .map((p) => p.text ?? '')
      .filter(Boolean)
      .join('\n'),
    images: parts.filter((p) => p.inlineData).map((p) => ({ mimeType: p.inlineData!.mimeType, bytes: Buffer.from(p.inlineData!.data, 'base64').length })),
    generationConfig: raw.generationConfig ?? {},
    at: Date.now(),
  });
  if (!apiKey || (fake.apiKey && apiKey !== fake.apiKey)) {
    return sendJson(res, 400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' } });
  }
  if (!fake.models.has(m[1]!)) {
    return sendJson(res, 404, {
      error: {
        code: 404,
        message: `models/${m[1]} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`,
        status: 'NOT_FOUND',
      },
    });
  }
  const wantsJson = raw.generationConfig?.responseMimeType === 'application/json';
  const segmentation = /segmentation mask/i.test(fake.requests.at(-1)!.prompt);
  const reply: FakeGeminiReply = segmentation
    ? (state.segmentQueue.shift() ?? { kind: 'json', value: (await segmentationFixture()).answer })
    : (state.queue.shift() ?? (wantsJson ? { kind: 'json', value: FAKE_ANALYSIS } : { kind: 'image' }));
  return sendReply(state, req, res, reply, { model: m[1]!, firstImage });
}

/** The scripted (or default) reply sent the way Gemini sends it. */
async function sendReply(
  state: FakeState,
  req: IncomingMessage,
  res: ServerResponse,
  reply: FakeGeminiReply,
  { model, firstImage }: { model: string; firstImage: RequestPart['inlineData'] },
) {
  const { fake } = state;
  const usageMetadata = { promptTokenCount: 1_400, candidatesTokenCount: reply.kind === 'image' ? 1_120 : 120, totalTokenCount: 0 };
  usageMetadata.totalTokenCount = usageMetadata.promptTokenCount + usageMetadata.candidatesTokenCount;
  const answer = (candidates: unknown[], extra: Record<string, unknown> = {}) =>
    sendJson(res, 200, { candidates, usageMetadata, modelVersion: model, responseId: `fake-${fake.requests.length}`, ...extra });

  switch (reply.kind) {
    case 'hang':
      return; // the client's timeout has to end this one
    case 'drop':
      return req.socket.destroy();
    case 'error': {
      const details = reply.retryDelay ? [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: reply.retryDelay }] : undefined;
      return sendJson(res, reply.status, {
        error: {
          code: reply.status,
          message: reply.message ?? `fake ${reply.status}`,
          status: STATUS_NAMES[reply.status] ?? 'UNKNOWN',
          ...(details ? { details } : {}),
        },
      });
    }
    case 'blocked':
      return sendJson(res, 200, {
        promptFeedback: { blockReason: reply.reason ?? 'SAFETY', safetyRatings: [] },
        usageMetadata: { promptTokenCount: 1_400, totalTokenCount: 1_400 },
        modelVersion: model,
      });
    case 'finish':
      return answer([{ content: { role: 'model', parts: [] }, finishReason: reply.reason, index: 0 }]);
    case 'text':
      return answer([
        {
          content: { role: 'model', parts: [{ text: reply.text ?? 'Here is a description of the redesigned garden instead of an image.' }] },
          finishReason: 'STOP',
          index: 0,
        },
      ]);
    case 'json':
      return answer([{ content: { role: 'model', parts: [{ text: JSON.stringify(reply.value) }] }, finishReason: 'STOP', index: 0 }]);
    case 'image': {
      const wait = reply.latencyMs ?? fake.latencyMs;
      if (wait) await delay(wait);
      if (res.destroyed) return;
      const mode: FakeImageMode = { ...fake.imageMode, ...pickMode(reply) };
      // what the fake's own segmentation calls the house stays as it is (it answers every picture with the fixture's masks)
      const image = mode.of === 'tile' || !firstImage ? state.picture : await state.cachedAnswer(firstImage.data, mode);
      return answer([
        {
          content: {
            role: 'model',
            parts: [{ text: reply.text ?? 'Here is the redesigned yard.' }, { inlineData: { mimeType: 'image/png', data: image.toString('base64') } }],
          },
          finishReason: 'STOP',
          index: 0,
        },
      ]);
    }
  }
}

function pickMode(r: FakeImageMode): FakeImageMode {
  const out: FakeImageMode = {};
  if (r.of) out.of = r.of;
  if (r.move) out.move = r.move;
  if (r.house) out.house = r.house;
  return out;
}

/**
 * The photo as an edit model gives it back: the yard (what grows: green-dominant pixels outside the
 * `keep` mask, when one is given) repainted as a new planting of mulch bands and darker shrubs,
 * everything else untouched; with `house: 'redrawn'` the rest of the middle of the picture (the house)
 * repainted in other colours; then moved as asked.
 */
export async function answerImage(photo: Buffer, mode: FakeImageMode, keep?: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(photo).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const kept = keep ? await sharp(keep).resize(width, height, { fit: 'fill' }).extractChannel(0).raw().toBuffer() : null;
  const out = Buffer.from(data);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      const growing = g > r + 10 && g > b + 10 && !(kept && kept[y * width + x]! > 127);
      if (growing) {
        // bands of bark mulch between rows of shrubs
        const shrub = Math.floor((x + 2 * y) / 28) % 2 === 0;
        out[i] = shrub ? Math.round(r * 0.55) : Math.min(255, 90 + (r >> 2));
        out[i + 1] = shrub ? Math.round(g * 0.8) : Math.min(255, 62 + (g >> 3));
        out[i + 2] = shrub ? Math.round(b * 0.5) : Math.min(255, 40 + (b >> 3));
      } else if (mode.house === 'redrawn' && x > width * 0.2 && x < width * 0.8 && y > height * 0.15 && y < height * 0.85) {
        // a different house: the colours turned round and the light reversed
        out[i] = 255 - b;
        out[i + 1] = r;
        out[i + 2] = 255 - g;
      }
    }
  const png = await sharp(out, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return mode.move ? moveScene(png, mode.move) : png;
}
