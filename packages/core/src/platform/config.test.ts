import { availableParallelism } from 'node:os';
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
      expect(
        found.some((p) => p.startsWith('AUTH:')),
        JSON.stringify(found),
      ).toBe(true);
    }
    // said on purpose, a cluster may use it (a developer's own machine, the test suite)
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/landscape', AUTH: 'emulator' }).AUTH).toBe('emulator');
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/landscape', AUTH: 'none' }).HOST).toBe('0.0.0.0');
  });

  it('warns when the emulator mode is opened to the network', () => {
    const open = loadConfig({ HOST: '0.0.0.0' });
    expect(open.HOST).toBe('0.0.0.0');
    expect(open.warnings.join('\n')).toMatch(/HOST=0\.0\.0\.0.*Auth Emulator.*anyone who reaches it can make an account/);
    expect(loadConfig({ HOST: '127.0.0.1' }).warnings).toEqual([]);
    expect(loadConfig({ HOST: '0.0.0.0', AUTH: 'none' }).warnings).toEqual([]);
  });

  it('refuses AUTH=emulator outside the embedded mode unless both the API and the emulator are on loopback, naming the key', () => {
    const cluster = { DATABASE_URL: 'postgresql://db/landscape', AUTH: 'emulator' };
    const host = problems({ ...cluster, HOST: '0.0.0.0' });
    expect(host).toHaveLength(1);
    expect(host[0]).toMatch(/^HOST: AUTH=emulator outside the embedded mode listens on loopback only/);
    const emulator = problems({ ...cluster, FIREBASE_AUTH_EMULATOR_HOST: '10.0.0.5:9099' });
    expect(emulator).toHaveLength(1);
    expect(emulator[0]).toMatch(/^FIREBASE_AUTH_EMULATOR_HOST: .*loopback only/);
    expect(loadConfig({ ...cluster, HOST: '127.0.0.1', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ ...cluster, FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' }).HOST).toBe('127.0.0.1');
    // the embedded mode may still open itself to a phone on the same network (with its warning)
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
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
    for (const value of ['true', '1', '2', 'nginx', '10.0.0.0/99', '0.0.0.0/0', '::/0', '10.0.0.0/0', '10.0.0.1, 0.0.0.0/0']) {
      const found = problems({ TRUST_PROXY: value });
      expect(found.length, value).toBe(1);
      expect(found[0]).toMatch(/^TRUST_PROXY: .*X-Forwarded-For/);
    }
  });
});

describe('configuration: LOG_FORMAT', () => {
  it('prints lines for people on a terminal, JSON lines elsewhere and in production, and what is named', () => {
    expect(loadConfig({}, true).LOG_FORMAT).toBe('pretty');
    expect(loadConfig({}, false).LOG_FORMAT).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'real-project' }, true).LOG_FORMAT).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).LOG_FORMAT).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).LOG_FORMAT).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' }, false)).toThrow(/LOG_FORMAT/);
  });
});

describe('configuration: every value that would stop start-up is refused here, with its key named', () => {
  // Each of these passed the check before and then crashed the server or a client library at start-up
  // (or, for timers, fired every millisecond): the check names the key instead.
  const bad: [string, string][] = [
    ['TRUST_PROXY', '0.0.0.0/0'],
    ['HOST', 'not_a_host!'],
    ['HOST', 'http://0.0.0.0'],
    ['WORKER_METRICS_HOST', 'my host'],
    ['PORT', '65536'],
    ['PORT', '-1'],
    ['AUTH_EMULATOR_PORT', '0'],
    ['DATABASE_URL', 'http://db/landscape'],
    ['DATABASE_URL', 'postgres'],
    ['REDIS_URL', 'https://redis:6379'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['GEMINI_BASE_URL', 'ftp://gemini.example'],
    ['GOOGLE_MAPS_BASE_URL', 'javascript:alert(1)'],
    ['ANALYTICS_PIXEL_URL', 'data:image/gif;base64,R0lGOD'],
    ['FIREBASE_AUTH_EMULATOR_HOST', 'nonsense'],
    ['FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:99999'],
    ['FIREBASE_PROJECT_ID', ''],
    ['FIREBASE_PROJECT_ID', 'My Project'],
    ['S3_BUCKET', ''],
    ['S3_BUCKET', 'Bad_Bucket'],
    ['S3_REGION', ''],
    ['QUEUE_PREFIX', ''],
    ['QUEUE_PREFIX', 'a b'],
    ['DATA_DIR', ''],
    ['GEMINI_IMAGE_MODEL', ''],
    ['RECONCILE_INTERVAL_MS', '2147483648'],
    ['JOB_TIMEOUT_MS', '99999999999'],
    ['SHUTDOWN_GRACE_MS', '-5'],
    ['PROVIDER_TIMEOUT_MS', '-1'],
    ['PROGRESS_TTL_SECONDS', '9999999999'],
    ['GENERATION_CONCURRENCY', '0'],
    ['METRICS_TOKEN', 'short'],
  ];
  it.each(bad)('%s=%j', (key, value) => {
    const found = problems({ [key]: value });
    expect(found.length, found.join(' | ')).toBeGreaterThan(0);
    expect(
      found.every((p) => p.startsWith(`${key}: `)),
      found.join(' | '),
    ).toBe(true);
  });

  it('refuses the emulator on the API port', () => {
    expect(problems({ PORT: '18300', AUTH_EMULATOR_PORT: '18300' })).toEqual([expect.stringMatching(/^AUTH_EMULATOR_PORT: 18300 is already PORT/)]);
  });

  it('still takes every ordinary value', () => {
    const config = loadConfig({
      HOST: '::',
      WORKER_METRICS_HOST: 'metrics.internal',
      PORT: '0',
      TRUST_PROXY: '172.28.40.200, 10.0.0.0/8, fe80::/10',
      DATABASE_URL: 'postgresql://landscape:secret@postgres:5432/landscape',
      REDIS_URL: 'rediss://default:pw@redis.example:6380/0',
      AUTH: 'firebase',
      FIREBASE_PROJECT_ID: 'landscape-prod',
      FIREBASE_AUTH_EMULATOR_HOST: '[::1]:9099',
      STORAGE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'landscape.images-1',
      GEMINI_BASE_URL: 'http://127.0.0.1:18399',
      QUEUE_PREFIX: 'lt_1a-2b',
      RECONCILE_INTERVAL_MS: '2147483647',
    });
    expect(config.mode).toBe('cluster');
    expect(config.HOST).toBe('::');
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
    expect(problems({ ...gemini, GEMINI_TEXT_MODEL: 'gemini-2.5-flash' })).toEqual([
      'GEMINI_TEXT_MODEL: gemini-2.5-flash was shut down by Google on 2026-10-16; set GEMINI_TEXT_MODEL=gemini-3.5-flash',
    ]);
    expect(problems({ ANALYSIS: 'gemini', GEMINI_API_KEY: 'k', GEMINI_TEXT_MODEL: 'gemini-2.0-flash' })).toHaveLength(1);
    expect(problems({ ...gemini, GEMINI_IMAGE_MODEL: 'gemini-3-pro-image-preview' })[0]).toMatch(/set GEMINI_IMAGE_MODEL=gemini-3-pro-image$/);
    // a setting nothing uses does not stop anything
    expect(problems({ GEMINI_IMAGE_MODEL: 'gemini-2.5-flash-image' })).toEqual([]);
    expect(problems({ ...gemini, GEMINI_IMAGE_MODEL: 'gemini-3-pro-image' })).toEqual([]);
  });
});

describe('configuration: render threads', () => {
  it('gives render threads below the event loop every core, and leaves one to the event loop when they run at its priority', () => {
    const cores = availableParallelism();
    expect(loadConfig({}).RENDER_PRIORITY).toBe('idle');
    expect(loadConfig({}).RENDER_THREADS).toBe(cores);
    expect(loadConfig({ RENDER_PRIORITY: 'low' }).RENDER_THREADS).toBe(cores);
    expect(loadConfig({ RENDER_PRIORITY: 'normal' }).RENDER_THREADS).toBe(Math.max(1, cores - 1));
    expect(loadConfig({ RENDER_THREADS: '3' }).RENDER_THREADS).toBe(3);
    expect(loadConfig({ RENDER_THREADS: '0' }).RENDER_THREADS).toBe(0);
    expect(() => loadConfig({ RENDER_PRIORITY: '10' })).toThrow(/RENDER_PRIORITY/);
  });
});

describe('configuration: being told when a run is done (decision 048)', () => {
  const pub = `B${'A'.repeat(86)}`;
  const priv = 'a'.repeat(43);
  it('takes a VAPID key pair only whole and well formed, and an SMTP server only with a sender', () => {
    expect(problems({ VAPID_PUBLIC_KEY: pub })).toEqual([expect.stringMatching(/^VAPID_PRIVATE_KEY: .*together/)]);
    expect(problems({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: priv })).toEqual([
      expect.stringMatching(/^VAPID_PUBLIC_KEY: give the base64url public key/),
    ]);
    expect(problems({ VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv, VAPID_SUBJECT: 'someone' })).toEqual([
      expect.stringMatching(/^VAPID_SUBJECT: give a mailto:/),
    ]);
    expect(loadConfig({ VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv, VAPID_SUBJECT: 'mailto:ops@example.com' }).VAPID_PUBLIC_KEY).toBe(pub);
    expect(problems({ SMTP_URL: 'smtps://user:secret@mail.example.com:465' })).toEqual([expect.stringMatching(/^SMTP_FROM: required when SMTP_URL/)]);
    expect(problems({ SMTP_URL: 'http://mail.example.com', SMTP_FROM: 'Studio <s@example.com>' })).toEqual([
      expect.stringMatching(/^SMTP_URL: give an SMTP server/),
    ]);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587', SMTP_FROM: 'Studio <s@example.com>' }).SMTP_FROM).toBe('Studio <s@example.com>');
  });
});
