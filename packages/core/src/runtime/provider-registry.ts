import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';
import type { Storage } from '../ports/storage.port.ts';
import type { ImageModel } from '../ports/image-model.port.ts';
import { ProceduralImageModel } from '../adapters/image-model/procedural.model.ts';
import { EchoImageModel, FakeImageModel } from '../adapters/image-model/fake.model.ts';
import type { Imagery } from '../ports/imagery.port.ts';
import { ProceduralImagery } from '../adapters/imagery/procedural.imagery.ts';
import { GoogleMapsImagery } from '../adapters/imagery/google-maps.imagery.ts';
import type { Analysis } from '../ports/analysis.port.ts';
import { ProceduralAnalysis } from '../adapters/analysis/procedural.analysis.ts';
import { ProviderCalls } from '../adapters/providers/provider-calls.ts';
import type { GeminiAdapterOptions } from '../adapters/providers/gemini-client.ts';
import type { Segmenter } from '../ports/segmenter.port.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';

// One factory per provider name of the configuration. A new provider (OpenAI images, a self-hosted
// ComfyUI) is one adapter file, one entry here and one enum value in config.ts: the pipeline never changes.
// Adapters built on a vendor SDK are imported when their factory runs, so a process that does not use
// them never loads the SDK (the compiled server keeps each in a chunk of its own).

export interface ProviderDeps {
  config: Config;
  log: Logger;
  /** Every outbound call goes through it: limits, timing, cost. */
  calls: ProviderCalls;
  storage: Storage;
  /** Where the offline adapters draw (worker threads, or this thread). */
  pool?: RenderPool;
}

export type Factory<T> = (deps: ProviderDeps) => T | Promise<T>;

function required(value: string | undefined, key: string, why: string): string {
  if (!value) throw new Error(`${key}: required when ${why}`);
  return value;
}

/** What every Gemini adapter is built with; the key is checked first, naming the setting that asked for Gemini. */
function geminiOptions({ config, calls, log }: ProviderDeps, why: string, model: string, timeoutMs: number): GeminiAdapterOptions {
  return { apiKey: required(config.GEMINI_API_KEY, 'GEMINI_API_KEY', why), model, baseUrl: config.GEMINI_BASE_URL, timeoutMs, calls, log };
}

export const IMAGE_MODELS: Record<Config['IMAGE_MODEL'], Factory<ImageModel>> = {
  procedural: ({ pool }) => new ProceduralImageModel(pool),
  fake: ({ config, pool }) =>
    new FakeImageModel(
      config.FAKE_MODEL_DRAW ? new ProceduralImageModel(pool) : new EchoImageModel(),
      config.FAKE_MODEL_LATENCY_MS,
      config.FAKE_MODEL_FAIL ?? [],
    ),
  gemini: async (deps) => {
    const opts = geminiOptions(deps, 'IMAGE_MODEL=gemini', deps.config.GEMINI_IMAGE_MODEL, deps.config.PROVIDER_TIMEOUT_MS);
    const { GeminiImageModel } = await import('../adapters/image-model/gemini.model.ts');
    return new GeminiImageModel(opts);
  },
};

/**
 * House-Lock's segmentation of photos and provider imagery, by image model: Gemini's own masks with
 * IMAGE_MODEL=gemini (a Gemini vision model, GEMINI_TEXT_MODEL); null: the pixel method.
 */
export const SEGMENTERS: Record<Config['IMAGE_MODEL'], Factory<Segmenter | null>> = {
  procedural: () => null,
  fake: () => null,
  gemini: async (deps) => {
    // a mask is worth waiting for only so long: the pixel method is the fallback
    const opts = geminiOptions(deps, 'IMAGE_MODEL=gemini', deps.config.GEMINI_TEXT_MODEL, Math.min(deps.config.PROVIDER_TIMEOUT_MS, 60_000));
    const { GeminiSegmenter } = await import('../adapters/segmenter/gemini.segmenter.ts');
    return new GeminiSegmenter(opts);
  },
};

export const IMAGERY_SOURCES: Record<Config['IMAGERY'], Factory<Imagery>> = {
  procedural: ({ pool }) => new ProceduralImagery(pool),
  google: ({ config, calls, log, storage }) =>
    new GoogleMapsImagery({
      apiKey: required(config.GOOGLE_MAPS_API_KEY, 'GOOGLE_MAPS_API_KEY', 'IMAGERY=google'),
      baseUrl: config.GOOGLE_MAPS_BASE_URL,
      storage,
      calls,
      log,
      // maps answers are small and quick; a minute-long Gemini budget would hide a dead connection
      timeoutMs: Math.min(config.PROVIDER_TIMEOUT_MS, 20_000),
    }),
};

export const ANALYSES: Record<Config['ANALYSIS'], Factory<Analysis>> = {
  procedural: ({ pool }) => new ProceduralAnalysis(pool),
  gemini: async (deps) => {
    const opts = geminiOptions(deps, 'ANALYSIS=gemini', deps.config.GEMINI_TEXT_MODEL, Math.min(deps.config.PROVIDER_TIMEOUT_MS, 60_000));
    const { GeminiAnalysis } = await import('../adapters/analysis/gemini.analysis.ts');
    return new GeminiAnalysis(opts);
  },
};
