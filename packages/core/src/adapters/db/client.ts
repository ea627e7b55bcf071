import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite as PGliteInstance } from '@electric-sql/pglite';
import { PrismaClient } from '../../generated/prisma/client.ts';
import type { Config } from '../../platform/config.ts';
import { entryBeside } from '../../platform/paths.ts';
import { applyMigrations, readMigrations, type SqlRunner } from './migrate.ts';

export type { PrismaClient };

export interface Database {
  prisma: PrismaClient;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL with several statements (migrations). */
  exec: SqlRunner;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Opens the database of the configured mode and applies pending migrations. */
/**
 * A new embedded database is copied from the schema's made-once folder in `dbTemplatesDir`
 * (`DB_TEMPLATES_DIR`: the user's cache by default, so every DATA_DIR, worktree and clone of the same
 * schema shares it); null or omitted: made from scratch.
 */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir'> & { dbTemplatesDir?: string | null },
  opts: { onIdleError?: (err: Error) => void } = {},
): Promise<Database> {
  const db = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, opts.onIdleError)
    : await openPglite(join(config.dataDir, 'db'), config.dbTemplatesDir ?? null);
  await applyMigrations(db.exec);
  return db;
}

/**
 * Makes the embedded database's made-once folder for this schema ahead of the server, when the server
 * will need it: embedded mode, templates kept, no database in DATA_DIR yet. `pnpm start` runs this while it
 * builds the studio (prepare-template.ts), so a first start does not wait for initdb after the build.
 */
export async function prepareDatabaseTemplate(config: Pick<Config, 'DATABASE_URL' | 'dataDir' | 'dbTemplatesDir'>): Promise<'made' | 'kept' | 'not needed'> {
  if (config.DATABASE_URL || !config.dbTemplatesDir || existsSync(join(config.dataDir, 'db', 'PG_VERSION'))) return 'not needed';
  if (existsSync(join(config.dbTemplatesDir, pgliteTemplateKey(), 'PG_VERSION'))) return 'kept';
  await pgliteTemplate(config.dbTemplatesDir, join(config.dataDir, 'db'));
  return 'made';
}

/**
 * The embedded database's settings. PGlite runs PostgreSQL in this process: 16 MB of shared buffers
 * (PostgreSQL's default is 128 MB, all of it resident here) is plenty for one studio's rows. The data
 * lives in `template1`, where every DATA_DIR made so far keeps it.
 */
export const PGLITE_DATABASE = 'template1';
export const PGLITE_SHARED_BUFFERS = '16MB';

const pgliteOptions = (defaultStartParams: string[]) => ({
  database: PGLITE_DATABASE,
  startParams: [...defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
});

/** PGlite's own version (its folder format), read from its package.json. */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite') return String(pkg.version);
    }
    const parent = dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

/**
 * What a new folder's content depends on: PGlite's version, the database the data lives in and every
 * migration (name and checksum). The same key: the same folder, byte for byte what pglite-init makes.
 */
export function pgliteTemplateKey(): string {
  const h = createHash('sha256').update(`pglite ${pgliteVersion()}\0${PGLITE_DATABASE}\0`);
  for (const m of readMigrations()) h.update(`${m.name}\0${m.checksum}\0`);
  return h.digest('hex').slice(0, 16);
}

/** Schemas' folders kept in the templates folder (the most recently used). */
const TEMPLATES_KEPT = 4;

/** Runs pglite-init on an empty folder: initdb, then every migration, in a child process. */
async function runPgliteInit(target: string, forDir: string): Promise<void> {
  const entry = entryBeside('pglite-init', import.meta.url);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...entry.execArgv, fileURLToPath(entry.filename), target], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`could not create the embedded database in ${forDir}: ${stderr.trim() || `exit ${code}`}`)),
    );
  });
}

/**
 * The made-once folder of this schema in `templates`, made now if it is not there yet: in a staging
 * folder of this process's own, moved into place whole (when two processes make it at once, the first
 * move wins and the other's copy is dropped). Older schemas' folders beyond the few most recent go.
 */
async function pgliteTemplate(templates: string, forDir: string): Promise<string> {
  const template = join(templates, pgliteTemplateKey());
  if (existsSync(join(template, 'PG_VERSION'))) {
    try {
      const now = new Date();
      utimesSync(template, now, now); // most recently used: kept longest
    } catch {
      // a cache that cannot be written is still read
    }
    return template;
  }
  mkdirSync(templates, { recursive: true });
  const staging = `${template}.${process.pid}-${randomBytes(4).toString('hex')}.new`;
  mkdirSync(staging);
  try {
    await runPgliteInit(staging, forDir);
    try {
      renameSync(staging, template);
    } catch (err) {
      if (!existsSync(join(template, 'PG_VERSION'))) throw err;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  // keep the few most recently used schemas; staging folders of processes that died an hour ago go too
  const hourAgo = Date.now() - 3_600_000;
  const entries = readdirSync(templates)
    .map((name) => ({ name, path: join(templates, name), mtime: statSync(join(templates, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  const done = entries.filter((e) => !e.name.endsWith('.new'));
  for (const e of [...done.slice(TEMPLATES_KEPT), ...entries.filter((x) => x.name.endsWith('.new'))]) {
    if (e.mtime < hourAgo) rmSync(e.path, { recursive: true, force: true });
  }
  return template;
}

/**
 * Makes a new PGlite folder. Copied from the schema's made-once folder in `templates` when there is one
 * (made first if need be), else made in a short-lived child process (`pglite-init.ts`: initdb, then every
 * migration): one-off work (~8 s of CPU) whose memory (initdb's own WebAssembly instance, the pages the
 * migrations touch, ~150 MB in all) the server would otherwise keep for its whole life. The folder is
 * made beside `dir` and moved into place whole, so a start cut short leaves no half-made folder.
 */
async function initPglite(dir: string, templates: string | null): Promise<void> {
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new Error(`${dir} is not an embedded database folder (it has files but no PG_VERSION); move it aside and start again`);
  }
  const staging = `${dir}.new`;
  rmSync(staging, { recursive: true, force: true });
  // a templates folder that cannot be written (read-only home, full disk) only costs the copy
  const template = templates ? await pgliteTemplate(templates, dir).catch(() => null) : null;
  if (template) cpSync(template, staging, { recursive: true });
  else {
    mkdirSync(staging, { recursive: true });
    await runPgliteInit(staging, dir);
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}

/**
 * Creates and migrates a new PGlite folder (run by `pglite-init.ts`, in its own process). The database is
 * made and migrated in memory, then written to the folder in one go from PGlite's own dump: made in the
 * folder itself, initdb's many small writes and syncs took three times as long.
 */
export async function createPgliteFolder(dir: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const options = pgliteOptions(PGlite.defaultStartParams);
  const memory = await PGlite.create(options);
  let dump: Blob;
  try {
    await applyMigrations(pgliteExec(memory));
    dump = await memory.dumpDataDir('none');
  } finally {
    await memory.close();
  }
  const folder = await PGlite.create(dir, { ...options, loadDataDir: dump });
  await folder.close();
}

/** Raw SQL (migrations) on a PGlite instance. */
function pgliteExec(pg: PGliteInstance): SqlRunner {
  return {
    query: async (sql, params) => (await pg.query(sql, params as unknown[])).rows as Record<string, unknown>[],
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (fn) =>
      pg.transaction(async (tx) =>
        fn({
          query: async (sql, params) => (await tx.query(sql, params as unknown[])).rows as Record<string, unknown>[],
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    lock: async (fn) => fn(), // one process owns a PGlite folder
  };
}

async function openPglite(dir: string, templates: string | null): Promise<Database> {
  if (!existsSync(join(dir, 'PG_VERSION'))) await initPglite(dir, templates);
  return openPgliteFolder(dir);
}

/**
 * Interactive transactions (a daily charge under its advisory lock, a design and its areas written together)
 * wait for one of the pool's connections and then run. Prisma's defaults (2 s to start, 5 s to run) would answer
 * a burst of requests on a busy machine with 500s once the pool is taken for longer than that; a request waits
 * its turn instead, and a transaction that truly hangs still ends.
 */
const TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 30_000 };

async function openPgliteFolder(dir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PrismaPGlite } = await import('pglite-prisma-adapter');
  const pg = await PGlite.create(dir, pgliteOptions(PGlite.defaultStartParams));
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pg), transactionOptions: TRANSACTION_OPTIONS });
  return {
    prisma,
    kind: 'pglite',
    exec: pgliteExec(pg),
    ping: async () => {
      await pg.query('select 1');
    },
    close: async () => {
      await prisma.$disconnect();
      await pg.close();
    },
  };
}

async function openPostgres(url: string, onIdleError: (err: Error) => void = () => undefined): Promise<Database> {
  const { default: pg } = await import('pg');
  const { PrismaPg } = await import('@prisma/adapter-pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection resting in the pool can be closed by the server (a restart, a failover, an administrator,
  // a dropped database): pg emits that on the pool, and with no listener it would end the process. The pool
  // drops that connection and opens a new one when it is next needed.
  pool.on('error', onIdleError);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool), transactionOptions: TRANSACTION_OPTIONS });
  const runner = (client: { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }) => ({
    query: async (sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Record<string, unknown>[],
    exec: async (sql: string) => {
      await client.query(sql);
    },
  });
  return {
    prisma,
    kind: 'postgres',
    exec: {
      ...runner(pool),
      transaction: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const out = await fn(runner(client));
          await client.query('COMMIT');
          return out;
        } catch (err) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw err;
        } finally {
          client.release();
        }
      },
      // Several API replicas may start together: one migrates while the others wait.
      lock: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock(72707369)');
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock(72707369)').catch(() => undefined);
          client.release();
        }
      },
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
