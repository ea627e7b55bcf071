import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PrismaClient } from '../generated/prisma/client.ts';
import type { Config } from '../config.ts';
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

async function openPglite(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { PrismaPGlite } = await import('pglite-prisma-adapter');
  const pg = await PGlite.create(dir);
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
