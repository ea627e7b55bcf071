import { isIP } from 'node:net';
import { DEFAULT_IMAGE_MODEL, DEFAULT_TEXT_MODEL, retiredModelProblem } from '../domain/gemini-models.ts';
import { availableParallelism, homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '@landscape/contract';

// The only place that reads process.env. Parsed once; a bad value stops start-up with every bad key named.

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

/** proxy-addr's names for address ranges, accepted beside addresses and CIDR ranges. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
function isProxyAddress(v: string): boolean {
  if (PROXY_RANGES.includes(v)) return true;
  const [ip, bits, extra] = v.split('/');
  if (extra !== undefined || !ip || !isIP(ip)) return false;
  // a /0 range is every address (and proxy-addr refuses it at start-up)
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (isIP(ip) === 4 ? 32 : 128));
}

/**
 * Which proxies may say who the client is (X-Forwarded-For): their addresses. `true` is refused (the
 * left-most hop is whatever the client wrote), and so is a hop count: it cannot tell the proxy from a
 * client that connects directly (Fastify 5 ignores one for that reason).
 */
const trustProxy = z.string().transform((raw, ctx): string[] | false => {
  const v = raw.trim();
  if (v === '' || v === 'false') return false;
  const list = v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const bad = list.filter((p) => !isProxyAddress(p));
  if (bad.length) {
    ctx.addIssue({
      code: 'custom',
      message: `give the addresses of the proxies in front of the API (IP, CIDR of /1 or narrower, or loopback / linklocal / uniquelocal), not '${bad.join(', ')}': anything else (true, a hop count, a /0 range of every address) lets a client choose its own IP through X-Forwarded-For`,
    });
    return z.NEVER;
  }
  return list;
});

/** A name or address to listen on: an IP, or a host name (letters, digits, hyphens, dots) that DNS may resolve. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const listenHost = z
  .string()
  .refine((v) => isIP(v) !== 0 || HOST_NAME.test(v), { message: 'give an IP address or a host name to listen on (e.g. 0.0.0.0, 127.0.0.1, ::)' });

/** A URL of one of these schemes (new URL accepts far more, which the client of that service then refuses at start-up). */
const urlOf = (schemes: string[], what: string) =>
  z.string().refine(
    (v) => {
      try {
        const u = new URL(v);
        return schemes.includes(u.protocol.slice(0, -1)) && u.hostname !== '';
      } catch {
        return false;
      }
    },
    { message: `give ${what}: a URL starting ${schemes.map((s) => `${s}://`).join(' or ')}` },
  );
const httpUrl = urlOf(['http', 'https'], 'an http(s) address');

/** host:port of a running service. */
const hostPort = z.string().refine(
  (v) => {
    const m = /^(.+):(\d{1,5})$/.exec(v);
    const host = m?.[1]?.replace(/^\[(.*)\]$/, '$1');
    return !!m && !!host && (isIP(host) !== 0 || HOST_NAME.test(host)) && Number(m[2]) >= 1 && Number(m[2]) <= 65535;
  },
  { message: 'give host:port, e.g. 127.0.0.1:9099' },
);

/** Timers hold at most 2^31 − 1 ms (about 24.8 days); a longer one fires at once, every millisecond for an interval. */
const MAX_TIMER_MS = 2_147_483_647;
const ms = (min: number, fallback: number) => z.coerce.number().int().min(min).max(MAX_TIMER_MS).default(fallback);

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Where the API listens: 0.0.0.0, except in Auth Emulator mode (127.0.0.1: a developer's own machine). */
  HOST: opt(listenHost),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where new embedded databases are copied from (made once per schema); `off`: each is made from scratch. */
  DB_TEMPLATES_DIR: opt(z.string().min(1)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.preprocess(emptyToUndefined, trustProxy.optional()),
  /** The studio's public address (share links, link previews); unset: the address a request reached it by. */
  PUBLIC_URL: opt(httpUrl.transform((v) => v.replace(/\/+$/, ''))),
  /** PostgreSQL connection string; unset = embedded PGlite in DATA_DIR/db. */
  DATABASE_URL: opt(urlOf(['postgres', 'postgresql'], 'a PostgreSQL connection string')),
  /** Redis connection string; unset = in-process queue and progress store. */
  REDIS_URL: opt(urlOf(['redis', 'rediss'], 'a Redis connection string')),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and - only (1–64)')
    .default('landscape'),
  /** Set in the API of a cluster deployment that should also work jobs itself (default: only apps/worker works them). */
  API_RUNS_JOBS: opt(bool),
  STORAGE: z.enum(['local', 's3']).default('local'),
  IMAGE_MODEL: z.enum(['procedural', 'fake', 'gemini']).default('procedural'),
  IMAGERY: z.enum(['procedural', 'google']).default('procedural'),
  GEMINI_API_KEY: opt(z.string()),
  GEMINI_IMAGE_MODEL: z.string().min(1).default(DEFAULT_IMAGE_MODEL),
  /** Vision model of the analysis mode (product §3) and of House-Lock's segmentation. */
  GEMINI_TEXT_MODEL: z.string().min(1).default(DEFAULT_TEXT_MODEL),
  /** Only for tests and proxies: where the Gemini SDK sends its calls. */
  GEMINI_BASE_URL: opt(httpUrl),
  GOOGLE_MAPS_API_KEY: opt(z.string()),
  GOOGLE_MAPS_BASE_URL: httpUrl.default('https://maps.googleapis.com'),
  /** procedural (measured from the image) | gemini (a vision call). */
  ANALYSIS: z.enum(['procedural', 'gemini']).default('procedural'),
  /** Time budget of one provider call, retries excluded. */
  PROVIDER_TIMEOUT_MS: ms(1000, 90_000),
  /** Provider calls in flight at once per process, and per minute across the cluster (0 = no limit). */
  PROVIDER_CONCURRENCY: z.coerce.number().int().min(1).default(12),
  PROVIDER_RATE_PER_MINUTE: z.coerce.number().int().min(0).default(0),
  /**
   * auth: emulator (the embedded mode's default; never in production, and in cluster mode only when named)
   * | firebase (a real project) | none (no sign-in).
   */
  AUTH: z.enum(['emulator', 'firebase', 'none']).optional(),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'a Firebase project id: lower-case letters, digits and hyphens')
    .default('demo-landscape-studio'),
  /** Web config of the Firebase project, handed to the studio by GET /api/config. */
  FIREBASE_API_KEY: opt(z.string()),
  FIREBASE_AUTH_DOMAIN: opt(z.string()),
  /** Social sign-in the Firebase project has enabled (comma-separated): only these are offered; none on the Auth Emulator. */
  AUTH_PROVIDERS: opt(csv.pipe(z.array(z.enum(SOCIAL_PROVIDERS, { error: `one of ${SOCIAL_PROVIDERS.join(', ')}` })))),
  /** host:port of an Auth Emulator run apart from the server; unset = the server starts its own. */
  FIREBASE_AUTH_EMULATOR_HOST: opt(hostPort),
  /** Embedded mode: start the Auth Emulator with the server when none answers at FIREBASE_AUTH_EMULATOR_HOST. */
  AUTH_EMULATOR_AUTOSTART: z.preprocess(emptyToUndefined, bool.default(true)),
  /** Port of the server's own Auth Emulator (on 127.0.0.1); unset = a free port chosen at start. */
  AUTH_EMULATOR_PORT: opt(z.coerce.number().int().min(1).max(65535)),
  /** json (one JSON line per event) | pretty (lines for people). Unset: pretty on a terminal outside production, else json. */
  LOG_FORMAT: opt(z.enum(['json', 'pretty'])),
  /** e-mails given the admin role when they sign in. */
  ADMIN_EMAILS: opt(csv),
  /** Generations a day per signed-in user, and per IP for visitors. */
  DAILY_LIMIT: z.coerce.number().int().min(0).default(10),
  CONTACT_EMAIL: z.string().email().default('hello@landscape.studio'),
  /** Analytics pixel loaded by the studio only after analytics consent. */
  ANALYTICS_PIXEL_URL: opt(httpUrl),
  /** Web Push (decision 048): the VAPID key pair, base64url; unset in embedded mode: a pair made once in DATA_DIR. */
  VAPID_PUBLIC_KEY: opt(z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'give the base64url public key (87 characters), as `web-push generate-vapid-keys` prints it')),
  VAPID_PRIVATE_KEY: opt(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'give the base64url private key (43 characters)')),
  /** Who push services may contact about this sender: a mailto: or https: address. */
  VAPID_SUBJECT: opt(z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'give a mailto: or https:// address')),
  /** Finished-run e-mails in cluster mode (embedded mode keeps them in the local Outbox). */
  SMTP_URL: opt(urlOf(['smtp', 'smtps'], 'an SMTP server, e.g. smtps://user:password@mail.example.com:465')),
  SMTP_FROM: opt(z.string().min(3)),
  S3_ENDPOINT: opt(httpUrl),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3–63 lower-case letters, digits, dots and hyphens')
    .default('landscape'),
  S3_ACCESS_KEY_ID: opt(z.string()),
  S3_SECRET_ACCESS_KEY: opt(z.string()),
  S3_FORCE_PATH_STYLE: opt(bool),
  /** Serve images through short-lived signed URLs instead of streaming them through the API. */
  S3_SIGNED_URLS: opt(bool),
  /** When set, GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: opt(z.string().min(16)),
  /** Where a worker serves its own /metrics (0 = off); loopback unless opened to a scraper on another host. */
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  WORKER_METRICS_HOST: listenHost.default('127.0.0.1'),
  /** BullMQ: how long a worker's lock on a job lasts without renewal, and how often stalled jobs are looked for. */
  WORKER_LOCK_MS: ms(1000, 30_000),
  WORKER_STALLED_INTERVAL_MS: ms(500, 15_000),
  /** How often the reconciler looks for generations stuck without a live job (0 = never). */
  RECONCILE_INTERVAL_MS: ms(0, 60_000),
  /** A row processing for longer than this with no live job is stuck. */
  RECONCILE_STUCK_MS: ms(10_000, 300_000),
  /** Test and benchmark knobs of the fake image model. */
  FAKE_MODEL_LATENCY_MS: ms(0, 0),
  FAKE_MODEL_FAIL: opt(csv),
  /** false: the fake model answers the original instead of drawing (load tests). */
  FAKE_MODEL_DRAW: z.preprocess(emptyToUndefined, bool.default(true)),
  /** Areas rendered at once by one process (each area renders its styles concurrently). */
  GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(3),
  /** Upper bound for one area job, provider retries included. */
  JOB_TIMEOUT_MS: ms(1000, 240_000),
  /** How long POST /api/generate, a photo transform or a tour waits for its queued job (within the 5-minute request timeout of product §9). */
  GENERATE_WAIT_MS: z.coerce.number().int().min(1000).max(300_000).default(290_000),
  /** Worker threads that draw offline renders, plans and panoramas (0: on the event loop). Default: one per core but one. */
  RENDER_THREADS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(64).optional()),
  /** When the render threads draw: idle (only when nothing else wants the CPU), low (nice 10) or normal (as the event loop). */
  RENDER_PRIORITY: z.enum(['idle', 'low', 'normal']).default('idle'),
  /** How long the progress cache keeps a request after its last change. */
  PROGRESS_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(Math.floor(MAX_TIMER_MS / 1000))
    .default(86_400),
  SHUTDOWN_GRACE_MS: ms(0, 20_000),
});

export type Env = z.infer<typeof envSchema>;

/** Every key the configuration knows (docker-compose.yml and .env.example are checked against it). */
export const CONFIG_KEYS = Object.keys(envSchema.shape) as (keyof Env)[];

/** The schema's own defaults, for the written configuration docs (keys without one are absent). */
export function configDefaults(): Partial<Env> {
  return envSchema.parse({});
}

export interface Config extends Omit<Env, 'AUTH' | 'HOST' | 'RENDER_THREADS' | 'LOG_FORMAT'> {
  AUTH: 'emulator' | 'firebase' | 'none';
  LOG_FORMAT: 'json' | 'pretty';
  HOST: string;
  RENDER_THREADS: number;
  dataDir: string;
  /** DB_TEMPLATES_DIR resolved (the user's cache by default); null: `off`. */
  dbTemplatesDir: string | null;
  mode: 'embedded' | 'cluster';
  isProduction: boolean;
  /** Settings that work but that an operator should hear about at start-up. */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Whether standard output is a terminal a person reads (not a pipe, file or log collector). */
const onTerminal = () => process.stdout.isTTY === true;

export function loadConfig(env: Record<string, string | undefined> = process.env, terminal = onTerminal()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const c = parsed.data;
  const problems: string[] = [];
  if (c.IMAGE_MODEL === 'gemini' && !c.GEMINI_API_KEY) problems.push('GEMINI_API_KEY: required when IMAGE_MODEL=gemini');
  if (c.ANALYSIS === 'gemini' && !c.GEMINI_API_KEY) problems.push('GEMINI_API_KEY: required when ANALYSIS=gemini');
  // a model Google has shut down answers 404 to every call: refuse it now, naming its replacement
  const imageRetired = c.IMAGE_MODEL === 'gemini' ? retiredModelProblem('GEMINI_IMAGE_MODEL', c.GEMINI_IMAGE_MODEL) : null;
  const textRetired = c.IMAGE_MODEL === 'gemini' || c.ANALYSIS === 'gemini' ? retiredModelProblem('GEMINI_TEXT_MODEL', c.GEMINI_TEXT_MODEL) : null;
  if (imageRetired) problems.push(imageRetired);
  if (textRetired) problems.push(textRetired);
  if (c.IMAGERY === 'google' && !c.GOOGLE_MAPS_API_KEY) problems.push('GOOGLE_MAPS_API_KEY: required when IMAGERY=google');
  if (c.STORAGE === 's3' && !c.S3_ENDPOINT) problems.push('S3_ENDPOINT: required when STORAGE=s3');
  if (!c.VAPID_PUBLIC_KEY !== !c.VAPID_PRIVATE_KEY) problems.push('VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (one key pair)');
  if (c.SMTP_URL && !c.SMTP_FROM) problems.push('SMTP_FROM: required when SMTP_URL is set (the sender of finished-run e-mails)');
  if (c.AUTH_EMULATOR_PORT !== undefined && c.AUTH_EMULATOR_PORT === c.PORT)
    problems.push(`AUTH_EMULATOR_PORT: ${c.PORT} is already PORT, where the API listens; give the emulator another port or leave it unset`);
  const cluster = !!(c.DATABASE_URL || c.REDIS_URL);
  // The emulator accepts unsigned tokens (anyone can be anyone, admins included): it is the embedded
  // mode's default only. A cluster is a shared deployment and must say how people sign in.
  if (!c.AUTH && cluster && c.NODE_ENV !== 'production') {
    problems.push(
      "AUTH: required when DATABASE_URL or REDIS_URL is set; set AUTH=firebase (a real project) or AUTH=none (the Auth Emulator accepts unsigned tokens and is the embedded mode's default only)",
    );
  }
  const auth = c.AUTH ?? (c.NODE_ENV === 'production' ? 'firebase' : 'emulator');
  if (auth === 'emulator' && c.NODE_ENV === 'production') {
    problems.push('AUTH: the Firebase Auth Emulator is never used in production; set AUTH=firebase with a real project');
  }
  // Outside the embedded mode the emulator is for a developer's own machine: loopback only, both sides.
  if (auth === 'emulator' && cluster) {
    if (c.HOST && !isLoopback(c.HOST))
      problems.push(
        `HOST: AUTH=emulator outside the embedded mode listens on loopback only (127.0.0.1, ::1 or localhost), not '${c.HOST}'; set AUTH=firebase for a server others reach`,
      );
    const emulatorHost = c.FIREBASE_AUTH_EMULATOR_HOST?.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
    if (emulatorHost && !isLoopback(emulatorHost))
      problems.push(
        `FIREBASE_AUTH_EMULATOR_HOST: AUTH=emulator outside the embedded mode reaches the emulator on loopback only (127.0.0.1:<port>), not '${c.FIREBASE_AUTH_EMULATOR_HOST}'`,
      );
  }
  if (auth === 'firebase' && c.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    problems.push('FIREBASE_PROJECT_ID: a real Firebase project id is required when AUTH=firebase');
  }
  if (problems.length) throw new ConfigError(problems);
  const warnings: string[] = [];
  if (auth === 'emulator' && c.HOST && !isLoopback(c.HOST)) {
    warnings.push(
      `HOST=${c.HOST} opens the server to the network while sign-in runs on the Auth Emulator: anyone who reaches it can make an account, and verification e-mails are only printed here. Use AUTH=firebase for a shared server.`,
    );
  }
  return {
    ...c,
    AUTH: auth,
    HOST: c.HOST ?? (auth === 'emulator' ? '127.0.0.1' : '0.0.0.0'),
    // Threads that run below the event loop (RENDER_PRIORITY idle or low) may take every core: polls and health
    // are answered first whatever they draw. At the same priority one core is left to the event loop.
    RENDER_THREADS: c.RENDER_THREADS ?? Math.max(1, availableParallelism() - (c.RENDER_PRIORITY === 'normal' ? 1 : 0)),
    LOG_FORMAT: c.LOG_FORMAT ?? (terminal && c.NODE_ENV !== 'production' ? 'pretty' : 'json'),
    dataDir: resolve(c.DATA_DIR),
    dbTemplatesDir:
      c.DB_TEMPLATES_DIR === 'off'
        ? null
        : c.DB_TEMPLATES_DIR
          ? resolve(c.DB_TEMPLATES_DIR)
          : join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'landscape-studio', 'embedded-db'),
    mode: cluster ? 'cluster' : 'embedded',
    isProduction: c.NODE_ENV === 'production',
    warnings,
  };
}

/** For process entry points: the configuration, or every bad key printed and exit code 2. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
}
