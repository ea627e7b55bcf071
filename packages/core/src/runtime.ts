import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { Queue, JobRunner, JobHandlers } from './queue/queue.port.ts';
import { InlineQueue } from './queue/inline.queue.ts';
import { BullMqQueue, BullMqRunner } from './queue/bullmq.queue.ts';
import { redisOptionsFromUrl } from './queue/redis-options.ts';
import type { ProgressStore } from './progress/progress.port.ts';
import { MemoryProgressStore } from './progress/memory.progress.ts';
import { RedisProgressStore } from './progress/redis.progress.ts';
import type { Storage } from './storage/storage.port.ts';
import { LocalStorage } from './storage/local.storage.ts';
import { S3Storage } from './storage/s3.storage.ts';
import type { ImageModel } from './image-model/image-model.port.ts';
import { ProceduralImageModel } from './image-model/procedural.model.ts';
import { FakeImageModel } from './image-model/fake.model.ts';
import type { Imagery } from './imagery/imagery.port.ts';
import { ProceduralImagery } from './imagery/procedural.imagery.ts';
import { GenerationService } from './generation/generation.service.ts';
import { StyleCatalog } from './generation/style-catalog.ts';
import { createJobHandlers } from './jobs/registry.ts';
import { createMetrics, type Metrics } from './metrics/registry.ts';

export interface Runtime {
  config: Config;
  log: Logger;
  db: Database;
  queue: Queue;
  /** Set when this process works jobs (embedded mode, apps/worker, or API_RUNS_JOBS). */
  runner: JobRunner | null;
  progress: ProgressStore;
  storage: Storage;
  imageModel: ImageModel;
  imagery: Imagery;
  styles: StyleCatalog;
  generation: GenerationService;
  handlers: JobHandlers;
  metrics: Metrics;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** 'api' works jobs only in embedded mode (or with API_RUNS_JOBS); 'worker' always does. */
  role: 'api' | 'worker';
  log?: Logger;
  /** Replaces the configured image model (tests and benchmarks). */
  imageModel?: ImageModel;
  imagery?: Imagery;
}

export function buildImageModel(config: Config): ImageModel {
  const procedural = new ProceduralImageModel();
  switch (config.IMAGE_MODEL) {
    case 'procedural':
      return procedural;
    case 'fake':
      return new FakeImageModel(procedural, config.FAKE_MODEL_LATENCY_MS, config.FAKE_MODEL_FAIL ?? []);
    case 'gemini':
      throw new Error('IMAGE_MODEL=gemini is not available in this build');
  }
}

export function buildStorage(config: Config): Storage {
  if (config.STORAGE === 's3') {
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

/** Builds every adapter the configuration asks for. The one place where the two run modes differ. */
export async function createRuntime(config: Config, opts: RuntimeOptions): Promise<Runtime> {
  const log = opts.log ?? createLogger(config, { service: opts.role });
  const metrics = createMetrics(opts.role);
  const db = await openDatabase(config);
  const styles = new StyleCatalog(db);
  await styles.seed();

  let redis: Redis | null = null;
  let progress: ProgressStore;
  if (config.REDIS_URL) {
    redis = new Redis(redisOptionsFromUrl(config.REDIS_URL));
    progress = new RedisProgressStore(redis, config.QUEUE_PREFIX, config.PROGRESS_TTL_SECONDS);
  } else {
    progress = new MemoryProgressStore(config.PROGRESS_TTL_SECONDS * 1000);
  }
  const storage = buildStorage(config);
  const imageModel = opts.imageModel ?? buildImageModel(config);
  const imagery = opts.imagery ?? new ProceduralImagery();

  let queue: Queue;
  let inline: InlineQueue | null = null;
  if (config.REDIS_URL) {
    queue = new BullMqQueue(redisOptionsFromUrl(config.REDIS_URL), config.QUEUE_PREFIX);
  } else {
    inline = new InlineQueue(log, config.GENERATION_CONCURRENCY, config.JOB_TIMEOUT_MS);
    queue = inline;
  }
  metrics.watchQueue(queue);
  const generation = new GenerationService({ db, queue, progress, storage, imagery, imageModel, styles, log, metrics });
  const handlers = createJobHandlers(generation, metrics);

  let runner: JobRunner | null = null;
  if (inline) {
    inline.setHandlers(handlers);
    runner = inline;
  } else if (config.REDIS_URL && (opts.role === 'worker' || config.API_RUNS_JOBS)) {
    runner = new BullMqRunner(redisOptionsFromUrl(config.REDIS_URL), config.QUEUE_PREFIX, handlers, log, {
      concurrency: config.GENERATION_CONCURRENCY,
      jobTimeoutMs: config.JOB_TIMEOUT_MS,
    });
  }

  return {
    config,
    log,
    db,
    queue,
    runner,
    progress,
    storage,
    imageModel,
    imagery,
    styles,
    generation,
    handlers,
    metrics,
    async close() {
      await runner?.stop(config.SHUTDOWN_GRACE_MS);
      await queue.close();
      await progress.close();
      redis?.disconnect();
      await db.close();
    },
  };
}
