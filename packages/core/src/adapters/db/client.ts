import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaClient } from '../../generated/prisma/client.ts';
import type { Config } from '../../platform/config.ts';
import { entryBeside } from '../../platform/paths.ts';
import { applyMigrations, type SqlRunner } from './migrate.ts';

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
export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'dataDir'>): Promise<Database> {
  const db = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : await openPglite(join(config.dataDir, 'db'));
  await applyMigrations(db.exec);
  return db;
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

/**
 * Makes a new PGlite folder in a short-lived child process (`pglite-init.ts`: initdb, then every
 * migration): one-off work whose memory (initdb's own WebAssembly instance, the pages the migrations
 * touch, ~150 MB in all) the server would otherwise keep for its whole life. The folder is made beside
 * `dir` and moved into place whole, so a start cut short leaves no half-made folder.
 */
async function initPglite(dir: string): Promise<void> {
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new Error(`${dir} is not an embedded database folder (it has files but no PG_VERSION); move it aside and start again`);
  }
  const staging = `${dir}.new`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const entry = entryBeside('pglite-init', import.meta.url);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...entry.execArgv, fileURLToPath(entry.filename), staging], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`could not create the embedded database in ${dir}: ${stderr.trim() || `exit ${code}`}`))));
  });
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}

/** Creates and migrates a new PGlite folder (run by `pglite-init.ts`, in its own process). */
export async function createPgliteFolder(dir: string): Promise<void> {
  const db = await openPgliteFolder(dir);
  try {
    await applyMigrations(db.exec);
  } finally {
    await db.close();
  }
}

async function openPglite(dir: string): Promise<Database> {
  if (!existsSync(join(dir, 'PG_VERSION'))) await initPglite(dir);
  return openPgliteFolder(dir);
}

async function openPgliteFolder(dir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PrismaPGlite } = await import('pglite-prisma-adapter');
  const pg = await PGlite.create(dir, pgliteOptions(PGlite.defaultStartParams));
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pg) });
  return {
    prisma,
    kind: 'pglite',
    exec: {
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
    },
    ping: async () => {
      await pg.query('select 1');
    },
    close: async () => {
      await prisma.$disconnect();
      await pg.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { PrismaPg } = await import('@prisma/adapter-pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
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
