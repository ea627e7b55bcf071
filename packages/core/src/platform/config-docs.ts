import { CONFIG_KEYS, configDefaults, type Env } from './config.ts';

// What each configuration key is for, in one place beside the schema. `.env.example` and the README's key
// table are written from it (`pnpm config:docs`); a unit test fails when either differs from what it writes.

export const CONFIG_GROUPS = {
  server: 'Server',
  cluster: 'Cluster mode',
  storage: 'Files',
  generation: 'Designs',
  providers: 'Image model, imagery and analysis',
  auth: 'Sign-in',
  studio: 'Studio',
  notifications: 'Told when a run is done',
  operations: 'Operating it',
  testing: 'Tests and benchmarks',
} as const;
export type ConfigGroup = keyof typeof CONFIG_GROUPS;

export interface KeyDoc {
  group: ConfigGroup;
  /** What the key does, one or two sentences. */
  text: string;
  /** Shown when the key has no default of its own (a placeholder, never a secret). */
  example?: string;
  /** The default in words, where it is worked out at start-up rather than fixed in the schema. */
  computed?: string;
}

export const CONFIG_DOCS: Record<keyof Env, KeyDoc> = {
  NODE_ENV: { group: 'server', text: '`production` refuses the Auth Emulator and asks for a real Firebase project.' },
  HOST: { group: 'server', text: 'Where the API and studio listen.', example: '0.0.0.0', computed: '`0.0.0.0`; `127.0.0.1` with `AUTH=emulator`' },
  PORT: { group: 'server', text: 'The port of the API and studio.' },
  DATA_DIR: { group: 'server', text: 'Everything the embedded mode keeps: its database, stored images and accounts.' },
  DB_TEMPLATES_DIR: {
    group: 'server',
    text: 'Where a new embedded database is copied from: a database made once per schema (initdb and every migration, ~5 s of CPU; `pnpm start` makes it while it builds the studio) and kept under a hash of the migrations and the PGlite version. `off`: every `DATA_DIR` makes its own from scratch.',
    example: 'off',
    computed: '`$XDG_CACHE_HOME` or `~/.cache`, then `landscape-studio/embedded-db`',
  },
  LOG_LEVEL: { group: 'server', text: 'pino log level.' },
  LOG_FORMAT: {
    group: 'server',
    text: '`json`: one JSON line per event (CI, production, log shippers); `pretty`: a line per event for people.',
    example: 'json',
    computed: '`pretty` on a terminal outside production, else `json`',
  },
  TRUST_PROXY: {
    group: 'server',
    text: 'Addresses (IP, CIDR of /1 or narrower, `loopback`, `linklocal`, `uniquelocal`) of the proxies whose `X-Forwarded-For` names the client.',
    example: '127.0.0.1',
  },
  PUBLIC_URL: {
    group: 'server',
    text: 'The address people open the studio at: share links and link previews name it instead of the `Host` a request was sent with.',
    example: 'https://studio.example.com',
  },
  SHUTDOWN_GRACE_MS: { group: 'server', text: 'How long a stopping process waits for its active jobs.' },

  DATABASE_URL: { group: 'cluster', text: 'PostgreSQL instead of the embedded PGlite.', example: 'postgresql://postgres@127.0.0.1:5432/landscape' },
  REDIS_URL: { group: 'cluster', text: 'Redis: the BullMQ queue and progress. Jobs are then worked by `pnpm worker`.', example: 'redis://127.0.0.1:6379' },
  QUEUE_PREFIX: { group: 'cluster', text: 'Prefix of every Redis key.' },
  API_RUNS_JOBS: { group: 'cluster', text: 'With Redis, let the API process work jobs too (otherwise it only queues them).', example: 'false' },
  WORKER_LOCK_MS: { group: 'cluster', text: "How long a worker holds a job without renewing its lock: a killed worker's job is taken over after it." },
  WORKER_STALLED_INTERVAL_MS: { group: 'cluster', text: 'How often workers look for jobs whose worker died.' },
  RECONCILE_INTERVAL_MS: { group: 'cluster', text: 'How often rows that no live job will finish are queued again or failed (0: never).' },
  RECONCILE_STUCK_MS: { group: 'cluster', text: 'How long a row may be in progress with no live job before it counts as stuck.' },
  PROGRESS_TTL_SECONDS: { group: 'cluster', text: 'How long the progress of a request stays cached after its last change.' },

  STORAGE: { group: 'storage', text: '`local` (files in `DATA_DIR`) or `s3` (an S3-compatible bucket).' },
  S3_ENDPOINT: { group: 'storage', text: "The bucket's endpoint, required with `STORAGE=s3`.", example: 'http://127.0.0.1:9000' },
  S3_REGION: { group: 'storage', text: "The bucket's region." },
  S3_BUCKET: { group: 'storage', text: 'The bucket.' },
  S3_ACCESS_KEY_ID: { group: 'storage', text: "The bucket's access key.", example: 'landscape' },
  S3_SECRET_ACCESS_KEY: { group: 'storage', text: "The bucket's secret key.", example: 'change-me' },
  S3_FORCE_PATH_STYLE: { group: 'storage', text: 'Path-style bucket addresses (MinIO).', example: 'true' },
  S3_SIGNED_URLS: { group: 'storage', text: 'Serve images through short-lived signed URLs instead of through the API.', example: 'false' },

  DAILY_LIMIT: {
    group: 'generation',
    text: 'Designs a day per signed-in account, per IP for visitors: one per area × style (a tour in a style: one per view). A request needing more than remain gets 429 with `Retry-After` and writes nothing; a failed design is given back.',
  },
  GENERATION_CONCURRENCY: { group: 'generation', text: 'Areas rendered at once by one process (each area renders its styles together).' },
  JOB_TIMEOUT_MS: { group: 'generation', text: 'Upper bound of one area job, provider retries included.' },
  GENERATE_WAIT_MS: {
    group: 'generation',
    text: 'How long `POST /api/generate`, a photo restyle or a tour waits for its design before answering 504 (the design still finishes: `apps/api/test/waits.test.ts`).',
  },
  RENDER_PRIORITY: {
    group: 'generation',
    text: "When the render threads draw (Linux): idle, only on CPU time nothing else on the machine wants, giving the core up at once to the event loop or any other program (SCHED_IDLE, set with util-linux's chrt; nice 19 without it); low, at nice 10; normal, as the event loop. Progress polls and health checks are answered before drawing goes on. Choose low where other busy programs share the machine and designs must still progress (decision 031).",
  },
  RENDER_THREADS: {
    group: 'generation',
    text: 'Worker threads that plan and draw offline designs, restyle photos and stitch tours (0: on the event loop). Embedded mode starts them with the first render and stops them after a minute idle; a cluster worker keeps them running.',
    example: '1',
    computed: 'cores (cores − 1 when RENDER_PRIORITY=normal), at least 1',
  },

  IMAGE_MODEL: { group: 'providers', text: '`procedural` (offline, free), `gemini` (needs `GEMINI_API_KEY`) or `fake` (tests).' },
  GEMINI_API_KEY: { group: 'providers', text: 'Key of the Gemini API, for `IMAGE_MODEL=gemini` and `ANALYSIS=gemini`.', example: 'your-gemini-key' },
  GEMINI_IMAGE_MODEL: {
    group: 'providers',
    text: 'The Gemini model that draws designs (prices in docs/providers.md). A model id Google has shut down stops start-up, naming its replacement.',
  },
  GEMINI_TEXT_MODEL: {
    group: 'providers',
    text: "The Gemini model that reads pictures: `ANALYSIS=gemini` and House-Lock's segmentation. A shut-down id stops start-up, naming its replacement.",
  },
  GEMINI_BASE_URL: { group: 'providers', text: 'Where the Gemini SDK sends its calls (tests and proxies only).', example: 'http://127.0.0.1:8090' },
  IMAGERY: { group: 'providers', text: '`procedural` (a house drawn from the address) or `google` (Street View and satellite, needs `GOOGLE_MAPS_API_KEY`).' },
  GOOGLE_MAPS_API_KEY: { group: 'providers', text: 'Key of the Google Maps APIs, for `IMAGERY=google`.', example: 'your-maps-key' },
  GOOGLE_MAPS_BASE_URL: { group: 'providers', text: 'Where imagery calls go (tests only).' },
  ANALYSIS: { group: 'providers', text: 'The analysis of `POST /api/generate` with `analysis: true`: `procedural` (measured from pixels) or `gemini`.' },
  PROVIDER_TIMEOUT_MS: { group: 'providers', text: 'Time budget of one provider call, retries excluded.' },
  PROVIDER_CONCURRENCY: { group: 'providers', text: 'Provider calls in flight at once per provider per process.' },
  PROVIDER_RATE_PER_MINUTE: { group: 'providers', text: 'Provider calls a minute across the cluster (0: no limit).' },

  AUTH: {
    group: 'auth',
    text: '`emulator` (this machine only), `firebase` (a real project) or `none`. Required in cluster mode.',
    example: 'firebase',
    computed: '`emulator` in embedded mode, `firebase` in production',
  },
  FIREBASE_PROJECT_ID: { group: 'auth', text: 'The Firebase project; a real one (not `demo-…`) with `AUTH=firebase`, as docker compose requires.' },
  FIREBASE_API_KEY: { group: 'auth', text: "The Firebase project's web API key, handed to the studio by `GET /api/config`.", example: 'your-web-api-key' },
  AUTH_PROVIDERS: {
    group: 'auth',
    text: 'Comma-separated social sign-in enabled in the Firebase project (google, apple, facebook): a button each in the sign-in dialog; unset = e-mail and password only. Never offered on the Auth Emulator.',
    example: 'google,apple,facebook',
  },
  FIREBASE_AUTH_DOMAIN: { group: 'auth', text: "The Firebase project's auth domain, handed to the studio.", example: 'your-project.firebaseapp.com' },
  FIREBASE_AUTH_EMULATOR_HOST: { group: 'auth', text: 'host:port of an Auth Emulator run apart (used when it answers).', example: '127.0.0.1:9099' },
  AUTH_EMULATOR_AUTOSTART: {
    group: 'auth',
    text: 'Embedded mode: start the Auth Emulator with the server when none answers at `FIREBASE_AUTH_EMULATOR_HOST`.',
  },
  AUTH_EMULATOR_PORT: { group: 'auth', text: "Port of the server's own Auth Emulator on 127.0.0.1 (unset: a free port).", example: '9099' },
  ADMIN_EMAILS: { group: 'auth', text: 'Comma-separated: a verified e-mail in it gets the admin role.', example: 'you@example.com' },

  CONTACT_EMAIL: { group: 'studio', text: "The contact e-mail in the studio's footer." },
  ANALYTICS_PIXEL_URL: { group: 'studio', text: 'A pixel the studio loads only after analytics consent.', example: 'https://example.com/pixel.gif' },

  VAPID_PUBLIC_KEY: {
    group: 'notifications',
    text: 'Web Push: the public half of the VAPID key pair (base64url), handed to browsers. Unset in embedded mode: a pair is made once and kept in `DATA_DIR/push`; unset in cluster mode: no browser notifications.',
    example: 'your-public-key',
  },
  VAPID_PRIVATE_KEY: {
    group: 'notifications',
    text: 'Web Push: the private half of the VAPID key pair (base64url); set with `VAPID_PUBLIC_KEY`.',
    example: 'your-private-key',
  },
  VAPID_SUBJECT: {
    group: 'notifications',
    text: 'Web Push: how push services may reach whoever runs the studio, a `mailto:` or `https:` address.',
    computed: '`mailto:` and `CONTACT_EMAIL`',
    example: 'mailto:you@example.com',
  },
  SMTP_URL: {
    group: 'notifications',
    text: 'Cluster mode: the SMTP server finished-run e-mails are sent through (nodemailer; `smtps://` for TLS from the start). Unset: no e-mail is offered. Embedded mode keeps them in the local Outbox instead.',
    example: 'smtps://user:password@mail.example.com:465',
  },
  SMTP_FROM: {
    group: 'notifications',
    text: 'The sender of finished-run e-mails; required with `SMTP_URL`.',
    example: 'Landscape Studio <studio@example.com>',
  },

  METRICS_TOKEN: {
    group: 'operations',
    text: 'When set, `/metrics` (API and workers) needs `Authorization: Bearer <token>` (16+ characters).',
    example: 'a-long-random-token',
  },
  WORKER_METRICS_PORT: { group: 'operations', text: 'Where a worker serves its own `/metrics` (0: off).' },
  WORKER_METRICS_HOST: { group: 'operations', text: "The address a worker's `/metrics` listens on; loopback unless a scraper on another host needs it." },

  FAKE_MODEL_LATENCY_MS: { group: 'testing', text: "The fake image model's delay per design." },
  FAKE_MODEL_FAIL: {
    group: 'testing',
    text: 'Designs the fake model fails: `area` or `area:style`, comma-separated.',
    example: 'walkway,front_yard:japanese_zen',
  },
  FAKE_MODEL_DRAW: { group: 'testing', text: '`false`: the fake model answers the original instead of drawing (load tests).' },
};

function shown(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

function wrap(text: string, width: number, prefix: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && prefix.length + line.length + 1 + word.length > width) {
      lines.push(prefix + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(prefix + line);
  return lines;
}

const groupsInOrder = Object.keys(CONFIG_GROUPS) as ConfigGroup[];
const keysOf = (group: ConfigGroup) => CONFIG_KEYS.filter((k) => CONFIG_DOCS[k].group === group);

/** `.env.example`: every key, commented out at its default (or an example), under what it does. */
export function renderEnvExample(): string {
  const defaults = configDefaults();
  const out = [
    '# Landscape Studio configuration, written from packages/core/src/platform/config-docs.ts by `pnpm config:docs`.',
    '# Every key is optional: with none set, `pnpm start` runs the embedded mode (PGlite, in-process queue,',
    '# files on disk, offline designs). Copy to .env for docker compose and set what you need.',
  ];
  for (const group of groupsInOrder) {
    out.push('', `# --- ${CONFIG_GROUPS[group]} ${'-'.repeat(Math.max(3, 100 - CONFIG_GROUPS[group].length))}`);
    for (const key of keysOf(group)) {
      const doc = CONFIG_DOCS[key];
      const text = doc.computed ? `${doc.text} Default: ${doc.computed.replace(/`/g, '')}.` : doc.text;
      out.push(...wrap(text.replace(/`/g, ''), 110, '# '));
      out.push(`# ${key}=${shown(defaults[key]) ?? doc.example ?? ''}`);
    }
  }
  return `${out.join('\n')}\n`;
}

/** The README's key table: one row a key, grouped, with its default. */
export function renderReadmeTable(): string {
  const defaults = configDefaults();
  const rows = ['| key | default | what it does |', '|---|---|---|'];
  for (const group of groupsInOrder) {
    rows.push(`| **${CONFIG_GROUPS[group]}** | | |`);
    for (const key of keysOf(group)) {
      const doc = CONFIG_DOCS[key];
      const value = shown(defaults[key]);
      const dflt = doc.computed ?? (value === undefined ? '—' : `\`${value}\``);
      rows.push(`| \`${key}\` | ${dflt} | ${doc.text.replace(/\|/g, '\\|')} |`);
    }
  }
  return rows.join('\n');
}

export const README_TABLE_START = '<!-- config-keys:start (written by pnpm config:docs) -->';
export const README_TABLE_END = '<!-- config-keys:end -->';

/** The README with its key table replaced by the one the docs write. */
export function withReadmeTable(readme: string): string {
  const start = readme.indexOf(README_TABLE_START);
  const end = readme.indexOf(README_TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md: the key table's markers (${README_TABLE_START} … ${README_TABLE_END}) are missing`);
  return `${readme.slice(0, start + README_TABLE_START.length)}\n${renderReadmeTable()}\n${readme.slice(end)}`;
}
