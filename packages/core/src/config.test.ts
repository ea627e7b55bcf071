import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const problems = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('configuration: sign-in mode and where the server listens', () => {
  it('runs the embedded mode on the Auth Emulator, listening on loopback only', () => {
    const c = loadConfig({});
    expect(c.mode).toBe('embedded');
    expect(c.AUTH).toBe('emulator');
    expect(c.HOST).toBe('127.0.0.1');
    expect(c.warnings).toEqual([]);
  });

  it('stops a cluster without AUTH and names AUTH (the emulator accepts unsigned tokens)', () => {
    for (const env of [{ DATABASE_URL: 'postgresql://db/landscape' }, { REDIS_URL: 'redis://redis:6379' }] as Record<string, string>[]) {
      const found = problems(env);
      expect(found.some((p) => p.startsWith('AUTH:')), JSON.stringify(found)).toBe(true);
    }
    // said on purpose, a cluster may use it (a developer's own machine, the test suite)
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/landscape', AUTH: 'emulator' }).AUTH).toBe('emulator');
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/landscape', AUTH: 'none' }).HOST).toBe('0.0.0.0');
  });

  it('warns when the emulator mode is opened to the network', () => {
    const open = loadConfig({ HOST: '0.0.0.0' });
    expect(open.HOST).toBe('0.0.0.0');
    expect(open.warnings.join('\n')).toMatch(/HOST=0\.0\.0\.0.*Auth Emulator.*unsigned tokens/);
    expect(loadConfig({ HOST: '127.0.0.1' }).warnings).toEqual([]);
    expect(loadConfig({ HOST: '0.0.0.0', AUTH: 'none' }).warnings).toEqual([]);
  });

  it('never uses the emulator in production', () => {
    expect(problems({ NODE_ENV: 'production', AUTH: 'emulator', FIREBASE_PROJECT_ID: 'landscape-prod' }).join()).toMatch(/never used in production/);
    expect(loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'landscape-prod', DATABASE_URL: 'postgresql://db/x' }).AUTH).toBe('firebase');
  });
});

describe('configuration: TRUST_PROXY', () => {
  it("takes the proxies' addresses", () => {
    expect(loadConfig({ TRUST_PROXY: '172.28.40.200' }).TRUST_PROXY).toEqual(['172.28.40.200']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback, ::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', 'loopback', '::1']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
  });

  it('refuses true and hop counts, which let a client choose its own IP', () => {
    for (const value of ['true', '1', '2', 'nginx', '10.0.0.0/99']) {
      const found = problems({ TRUST_PROXY: value });
      expect(found.length, value).toBe(1);
      expect(found[0]).toMatch(/^TRUST_PROXY: .*X-Forwarded-For/);
    }
  });
});

describe('configuration: Gemini models', () => {
  it('runs on the current models by default', () => {
    const c = loadConfig({});
    expect(c.GEMINI_IMAGE_MODEL).toBe('gemini-3.1-flash-image');
    expect(c.GEMINI_TEXT_MODEL).toBe('gemini-3.5-flash');
  });

  it('stops on a model id Google has shut down, in one line naming the key, the model and its replacement', () => {
    const gemini = { IMAGE_MODEL: 'gemini', GEMINI_API_KEY: 'k' };
    expect(problems({ ...gemini, GEMINI_IMAGE_MODEL: 'gemini-2.5-flash-image' })).toEqual([
      'GEMINI_IMAGE_MODEL: gemini-2.5-flash-image was shut down by Google on 2026-10-02; set GEMINI_IMAGE_MODEL=gemini-3.1-flash-image',
    ]);
    expect(problems({ ...gemini, GEMINI_TEXT_MODEL: 'gemini-2.5-flash' })).toEqual(['GEMINI_TEXT_MODEL: gemini-2.5-flash was shut down by Google on 2026-10-16; set GEMINI_TEXT_MODEL=gemini-3.5-flash']);
    expect(problems({ ANALYSIS: 'gemini', GEMINI_API_KEY: 'k', GEMINI_TEXT_MODEL: 'gemini-2.0-flash' })).toHaveLength(1);
    expect(problems({ ...gemini, GEMINI_IMAGE_MODEL: 'gemini-3-pro-image-preview' })[0]).toMatch(/set GEMINI_IMAGE_MODEL=gemini-3-pro-image$/);
    // a setting nothing uses does not stop anything
    expect(problems({ GEMINI_IMAGE_MODEL: 'gemini-2.5-flash-image' })).toEqual([]);
    expect(problems({ ...gemini, GEMINI_IMAGE_MODEL: 'gemini-3-pro-image' })).toEqual([]);
  });
});
