import { join } from 'node:path';
import type { Redis } from 'ioredis';
import type { Config } from '../platform/config.ts';
import type { WorkerEntry } from '../platform/paths.ts';
import { createLogger, type Logger } from '../platform/logger.ts';
import { openDatabase, type Database } from '../adapters/db/client.ts';
import type { Queue, JobRunner, JobHandlers } from '../ports/queue.port.ts';
import { InlineQueue } from '../adapters/queue/inline.queue.ts';
import { redisOptionsFromUrl } from '../adapters/queue/redis-options.ts';
import type { ProgressStore } from '../ports/progress.port.ts';
import { MemoryProgressStore } from '../adapters/progress/memory.progress.ts';
import { RedisProgressStore } from '../adapters/progress/redis.progress.ts';
import type { Storage } from '../ports/storage.port.ts';
import { LocalStorage } from '../adapters/storage/local.storage.ts';
import type { ImageModel } from '../ports/image-model.port.ts';
import type { Imagery } from '../ports/imagery.port.ts';
import type { Analysis } from '../ports/analysis.port.ts';
import { ProviderCalls } from '../adapters/providers/provider-calls.ts';
import { LocalTokenBucket, RedisTokenBucket, type RateLimiter } from '../adapters/providers/limits.ts';
import { ANALYSES, IMAGE_MODELS, IMAGERY_SOURCES, SEGMENTERS, type ProviderDeps } from './provider-registry.ts';
import type { Segmenter } from '../ports/segmenter.port.ts';
import { StyleCatalog } from '../generation/style-catalog.ts';
import type { StylePictures } from '../styles/style-pictures.ts';
import { createJobHandlers } from './job-registry.ts';
import { createRepositories, type Repositories } from '../adapters/repositories/index.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import { InlineRenderPool } from '../pixels/render-pool/inline.render-pool.ts';
import { ThreadRenderPool } from '../pixels/render-pool/thread.render-pool.ts';
import { createMetrics, type Metrics } from '../adapters/metrics/registry.ts';
import { Reconciler, type ReconcileResult } from '../generation/reconciler.ts';
import type { Auth } from '../ports/auth.port.ts';
import { FirebaseAuth, NoAuth } from '../adapters/auth/firebase.auth.ts';
import { StudioTokens } from '../adapters/auth/studio-tokens.ts';
import { UserService } from '../users/user.service.ts';
import { AccessTokens } from '../users/access-tokens.ts';
import { AssetOwners } from '../assets/asset-access.ts';
import { MemoryOperatorNotices, OperatorNotices, RedisOperatorNotices } from '../adapters/providers/operator-notices.ts';
import { createUseCases, type DesignUseCases } from './use-cases.ts';
import { buildNotifications } from './notifications.ts';
import type { NotificationPreferences } from '../users/notification-settings.ts';
import type { RunNotifier } from '../generation/run-notifier.ts';

export interface Runtime {
  config: Config;
  log: Logger;
  db: Database;
  /** Every database call goes through these (one per aggregate). */
  repos: Repositories;
  queue: Queue;
  /** Set when this process works jobs (embedded mode, apps/worker, or API_RUNS_JOBS). */
  runner: JobRunner | null;
  progress: ProgressStore;
  storage: Storage;
  imageModel: ImageModel;
  imagery: Imagery;
  analysis: Analysis;
  /** The gate every provider call passes: per-provider concurrency, rate limit, cost and latency records. */
  providers: ProviderCalls;
  styles: StyleCatalog;
  /** Where CPU-heavy drawing runs: worker threads, so this process's event loop keeps answering. */
  pool: RenderPool;
  /** What a caller asks of a design, one use case each (use-cases.ts): the routes call the one they need. */
  designs: DesignUseCases;
  /** Hero samples and Style Management previews. */
  pictures: StylePictures;
  handlers: JobHandlers;
  metrics: Metrics;
  reconciler: Reconciler;
  auth: Auth;
  /** AUTH=emulator, API: the studio's signature on the emulator's tokens (the sign-in proxy signs, `auth` checks). */
  signInTokens: StudioTokens | null;
  users: UserService;
  /** Personal access tokens: an AI assistant calls the studio as its user (the MCP server). */
  accessTokens: AccessTokens;
  /** Whose stored image a key is (the /static route asks before serving one). */
  assetOwners: AssetOwners;
  /** Provider failures the deployment must fix, for admins (shared through Redis in a cluster). */
  notices: OperatorNotices;
  /** What an account chose about being told when a run is done (push, e-mail), and what this studio can send. */
  notifications: NotificationPreferences;
  /** Tells a homeowner their run finished; called by the jobs of whichever process settles it. */
  notifier: RunNotifier;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** 'api' works jobs only in embedded mode (or with API_RUNS_JOBS); 'worker' always does. */
  role: 'api' | 'worker';
  log?: Logger;
  /** Replaces the configured image model (tests and benchmarks). */
  imageModel?: ImageModel;
  imagery?: Imagery;
  analysis?: Analysis;
  /** Replaces House-Lock's segmentation (null: the pixel method only). */
  segmenter?: Segmenter | null;
  /** Replaces the render pool RENDER_THREADS asks for (tests count its tasks). */
  pool?: RenderPool;
  /**
   * Where the render threads start: the compiled entry (render.worker.js), for a process run from source that
   * should draw as a compiled one does, without loading TypeScript into every thread. By default the entry
   * beside the pool's module.
   */
  renderEntry?: WorkerEntry;
  /** Replaces the configured identity verifier (tests: a spy, or firebase-admin with its own HTTP agent). */
  auth?: Auth;
}

/** The image model IMAGE_MODEL names, from the factory registry in runtime/provider-registry.ts. */
export async function buildImageModel(config: Config, deps?: Partial<ProviderDeps>): Promise<ImageModel> {
  return IMAGE_MODELS[config.IMAGE_MODEL](await providerDeps(config, deps));
}

async function providerDeps(config: Config, deps: Partial<ProviderDeps> = {}): Promise<ProviderDeps> {
  const log = deps.log ?? createLogger(config);
  return {
    config,
    log,
    calls: deps.calls ?? new ProviderCalls({ log, concurrency: config.PROVIDER_CONCURRENCY }),
    storage: deps.storage ?? (await buildStorage(config)),
    pool: deps.pool,
  };
}

/**
 * RENDER_THREADS worker threads (0: the calling thread). A cluster process that works jobs keeps them
 * running from the start; everywhere else (embedded mode, an API that only queues) they start on first
 * use and stop after a minute without work, so an idle studio holds no render thread.
 */
export function buildRenderPool(config: Config, worksJobs: boolean, entry?: WorkerEntry): RenderPool {
  const warm = worksJobs && !!config.REDIS_URL;
  return config.RENDER_THREADS > 0 ? new ThreadRenderPool(config.RENDER_THREADS, { warm, priority: config.RENDER_PRIORITY, entry }) : new InlineRenderPool();
}

/** PROVIDER_RATE_PER_MINUTE: one bucket per process in embedded mode, one in Redis for a cluster (ADR 006). */
export function buildRateLimiter(config: Config, redis: Redis | null): RateLimiter | undefined {
  if (!config.PROVIDER_RATE_PER_MINUTE) return undefined;
  return redis ? new RedisTokenBucket(redis, config.QUEUE_PREFIX, config.PROVIDER_RATE_PER_MINUTE) : new LocalTokenBucket(config.PROVIDER_RATE_PER_MINUTE);
}

/** STORAGE: files under DATA_DIR, or an S3 bucket (its SDK loaded only then). */
export async function buildStorage(config: Config): Promise<Storage> {
  if (config.STORAGE === 's3') {
    const { S3Storage } = await import('../adapters/storage/s3.storage.ts');
    return new S3Storage({
      endpoint: config.S3_ENDPOINT!,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE ?? true,
    });
  }
  return new LocalStorage(join(config.dataDir, 'files'));
}

/** Runs `fn` only if this process takes the lock; other processes skip the round. */
function redisLock(redis: Redis, key: string, ttlMs: number) {
  return async (fn: () => Promise<ReconcileResult>): Promise<ReconcileResult | null> => {
    const token = `${process.pid}-${Math.random()}`;
    const got = await redis.set(key, token, 'PX', ttlMs, 'NX');
    if (got !== 'OK') return null;
    try {
      return await fn();
    } finally {
      await redis.eval(`if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`, 1, key, token);
    }
  };
}

/** REDIS_URL: one Redis connection for progress, rate limits, notices and locks; else this process's memory. */
async function buildRedis(config: Config, log: Logger): Promise<{ redis: Redis | null; progress: ProgressStore }> {
  if (!config.REDIS_URL) return { redis: null, progress: new MemoryProgressStore(config.PROGRESS_TTL_SECONDS * 1000) };
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisOptionsFromUrl(config.REDIS_URL));
  // ioredis reconnects by itself; without a listener every refused reconnect would be an unhandled error
  redis.on('error', (err) => log.warn({ err: err.message }, 'redis connection error'));
  return { redis, progress: new RedisProgressStore(redis, config.QUEUE_PREFIX, config.PROGRESS_TTL_SECONDS) };
}

/** The gate every provider call passes, recording each call's outcome, duration and cost in the metrics. */
function buildProviderCalls(config: Config, log: Logger, redis: Redis | null, metrics: Metrics): ProviderCalls {
  return new ProviderCalls({
    log,
    concurrency: config.PROVIDER_CONCURRENCY,
    rateLimiter: buildRateLimiter(config, redis),
    observe: (r) => {
      metrics.providerCalls.inc({ provider: r.provider, op: r.op, outcome: r.outcome });
      metrics.providerDuration.observe({ provider: r.provider, op: r.op, outcome: r.outcome }, r.ms / 1000);
      if (r.costUsd) metrics.providerCostUsd.inc({ provider: r.provider, op: r.op }, r.costUsd);
    },
  });
}

/** Cluster mode's queue (BullMQ, loaded only when REDIS_URL asks for it), or the in-process one. */
async function buildQueue(
  config: Config,
  log: Logger,
): Promise<{ queue: Queue; inline: InlineQueue | null; bullmq: typeof import('../adapters/queue/bullmq.queue.ts') | null }> {
  if (!config.REDIS_URL) {
    const inline = new InlineQueue(log, config.GENERATION_CONCURRENCY, config.JOB_TIMEOUT_MS);
    return { queue: inline, inline, bullmq: null };
  }
  const bullmq = await import('../adapters/queue/bullmq.queue.ts');
  return { queue: new bullmq.BullMqQueue(redisOptionsFromUrl(config.REDIS_URL), config.QUEUE_PREFIX, log), inline: null, bullmq };
}

/** Who works the jobs in this process: the in-process queue itself (embedded mode), a BullMQ worker (apps/worker, API_RUNS_JOBS), or none. */
function buildRunner(
  config: Config,
  log: Logger,
  q: { inline: InlineQueue | null; bullmq: typeof import('../adapters/queue/bullmq.queue.ts') | null; worksJobs: boolean; handlers: JobHandlers },
): JobRunner | null {
  if (q.inline) {
    q.inline.setHandlers(q.handlers);
    return q.inline;
  }
  if (!config.REDIS_URL || !q.bullmq || !q.worksJobs) return null;
  return new q.bullmq.BullMqRunner(redisOptionsFromUrl(config.REDIS_URL), config.QUEUE_PREFIX, q.handlers, log, {
    concurrency: config.GENERATION_CONCURRENCY,
    jobTimeoutMs: config.JOB_TIMEOUT_MS,
    lockMs: config.WORKER_LOCK_MS,
    stalledIntervalMs: config.WORKER_STALLED_INTERVAL_MS,
  });
}

/** AUTH: none, the embedded emulator (with the studio's signature on its tokens for the API), or Firebase. */
function buildAuth(config: Config, opts: RuntimeOptions): { auth: Auth; signInTokens: StudioTokens | null } {
  const signInTokens = config.AUTH === 'emulator' && opts.role === 'api' ? StudioTokens.inDir(join(config.dataDir, 'auth'), config.FIREBASE_PROJECT_ID) : null;
  if (opts.auth) return { auth: opts.auth, signInTokens };
  if (config.AUTH === 'none') return { auth: new NoAuth(), signInTokens };
  const emulatorHost = config.AUTH === 'emulator' ? (config.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099') : undefined;
  return { auth: new FirebaseAuth({ projectId: config.FIREBASE_PROJECT_ID, emulatorHost, ...(signInTokens ? { tokens: signInTokens } : {}) }), signInTokens };
}

/** Builds every adapter the configuration asks for. The one place where the two run modes differ. */
export async function createRuntime(config: Config, opts: RuntimeOptions): Promise<Runtime> {
  const log = opts.log ?? createLogger(config, { service: opts.role });
  const metrics = createMetrics(opts.role);
  const db = await openDatabase(config, { onIdleError: (err) => log.warn({ err: err.message }, 'database connection closed by the server') });
  const repos = createRepositories(db);
  const styles = new StyleCatalog(repos.styles);
  await styles.seed();
  const worksJobs = !config.REDIS_URL || opts.role === 'worker' || !!config.API_RUNS_JOBS;
  const pool = opts.pool ?? buildRenderPool(config, worksJobs, opts.renderEntry);
  const { redis, progress } = await buildRedis(config, log);
  const storage = await buildStorage(config);
  const providers = buildProviderCalls(config, log, redis, metrics);
  const deps: ProviderDeps = { config, log, calls: providers, storage, pool };
  const imageModel = opts.imageModel ?? (await IMAGE_MODELS[config.IMAGE_MODEL](deps));
  const imagery = opts.imagery ?? (await IMAGERY_SOURCES[config.IMAGERY](deps));
  const analysis = opts.analysis ?? (await ANALYSES[config.ANALYSIS](deps));
  const segmenter = opts.segmenter !== undefined ? opts.segmenter : await SEGMENTERS[config.IMAGE_MODEL](deps);
  const { queue, inline, bullmq } = await buildQueue(config, log);
  metrics.watchQueue(queue);
  const notices = new OperatorNotices(redis ? new RedisOperatorNotices(redis, config.QUEUE_PREFIX) : new MemoryOperatorNotices(), log, metrics);
  const assetOwners = new AssetOwners(repos.generations);
  const told = await buildNotifications(config, repos, log);
  const adapters = {
    config,
    log,
    repos,
    queue,
    progress,
    storage,
    imageModel,
    imagery,
    analysis,
    segmenter,
    styles,
    pool,
    metrics,
    notices,
    assetOwners,
    notifier: told.notifier,
  };
  const { designs, jobs, pictures } = createUseCases(adapters);
  const handlers = createJobHandlers(jobs, metrics);
  const { auth, signInTokens } = buildAuth(config, opts);
  const users = new UserService(repos, config);
  const reconciler = new Reconciler({
    generations: repos.generations,
    queue,
    unfinished: designs.unfinished,
    log,
    stuckMs: config.RECONCILE_STUCK_MS,
    lock: redis ? redisLock(redis, `${config.QUEUE_PREFIX}:reconcile-lock`, 60_000) : undefined,
  });

  const runner = buildRunner(config, log, { inline, bullmq, worksJobs, handlers });

  return {
    config,
    log,
    db,
    repos,
    queue,
    runner,
    progress,
    storage,
    imageModel,
    imagery,
    analysis,
    providers,
    styles,
    pool,
    designs,
    pictures,
    handlers,
    metrics,
    reconciler,
    auth,
    signInTokens,
    users,
    accessTokens: new AccessTokens(repos.accessTokens),
    assetOwners,
    notices,
    notifications: told.preferences,
    notifier: told.notifier,
    async close() {
      await runner?.stop(config.SHUTDOWN_GRACE_MS);
      await told.close();
      await queue.close();
      await pool.close();
      await progress.close();
      redis?.disconnect();
      await auth.close();
      await db.close();
    },
  };
}
