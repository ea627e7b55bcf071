import { describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { createLogger } from '../platform/logger.ts';
import { buildImageModel, buildRateLimiter } from './runtime.ts';
import { GeminiImageModel } from '../adapters/image-model/gemini.model.ts';
import { ProceduralImageModel } from '../adapters/image-model/procedural.model.ts';
import { GoogleMapsImagery } from '../adapters/imagery/google-maps.imagery.ts';
import { GeminiAnalysis } from '../adapters/analysis/gemini.analysis.ts';
import { ProceduralAnalysis } from '../adapters/analysis/procedural.analysis.ts';
import { LocalStorage } from '../adapters/storage/local.storage.ts';
import { ANALYSES, IMAGERY_SOURCES, type ProviderDeps } from './provider-registry.ts';
import { ProviderCalls } from '../adapters/providers/provider-calls.ts';
import { LocalTokenBucket } from '../adapters/providers/limits.ts';

const log = createLogger({ LOG_LEVEL: 'silent' });
const deps = (env: Record<string, string>): ProviderDeps => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/registry-test', ...env });
  return { config, log, calls: new ProviderCalls({ log, concurrency: 2 }), storage: new LocalStorage('/tmp/registry-test/files') };
};

describe('provider choice per deployment', () => {
  it('builds the procedural adapters by default', async () => {
    const d = deps({});
    expect(await buildImageModel(d.config)).toBeInstanceOf(ProceduralImageModel);
    expect(await ANALYSES[d.config.ANALYSIS](d)).toBeInstanceOf(ProceduralAnalysis);
    expect(buildRateLimiter(d.config, null)).toBeUndefined();
  });

  it('builds the Gemini and Google adapters the configuration names', async () => {
    const d = deps({
      IMAGE_MODEL: 'gemini',
      IMAGERY: 'google',
      ANALYSIS: 'gemini',
      GEMINI_API_KEY: 'k',
      GOOGLE_MAPS_API_KEY: 'm',
      PROVIDER_RATE_PER_MINUTE: '60',
    });
    const model = await buildImageModel(d.config);
    expect(model).toBeInstanceOf(GeminiImageModel);
    expect(model.name).toBe('gemini-3.1-flash-image');
    expect(await IMAGERY_SOURCES[d.config.IMAGERY](d)).toBeInstanceOf(GoogleMapsImagery);
    expect(await ANALYSES[d.config.ANALYSIS](d)).toBeInstanceOf(GeminiAnalysis);
    expect(buildRateLimiter(d.config, null)).toBeInstanceOf(LocalTokenBucket);
  });

  it('refuses ANALYSIS=gemini without a key, naming it with the other bad keys', async () => {
    expect(() => deps({ ANALYSIS: 'gemini' })).toThrow('GEMINI_API_KEY: required when ANALYSIS=gemini');
    // the factory checks again for a configuration built by hand
    const d = deps({});
    await expect(async () => ANALYSES.gemini({ ...d, config: { ...d.config, ANALYSIS: 'gemini' } })).rejects.toThrow(
      'GEMINI_API_KEY: required when ANALYSIS=gemini',
    );
  });
});
