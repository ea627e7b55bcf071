import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../platform/paths.ts';

// Applies the committed SQL of prisma/migrations at start-up. The bookkeeping table is the one
// `prisma migrate deploy` keeps, so either tool can take over (docs/decisions/002-migrations.md).

export interface SqlClient {
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  exec(sql: string): Promise<void>;
}
export interface SqlRunner extends SqlClient {
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
  lock<T>(fn: () => Promise<T>): Promise<T>;
}

export const MIGRATIONS_DIR = join(repoRoot(import.meta.url), 'prisma', 'migrations');

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

const BOOKKEEPING = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/** Applies every migration not yet recorded; each one in its own transaction. Returns the names applied. */
export async function applyMigrations(db: SqlRunner, migrations = readMigrations()): Promise<string[]> {
  return db.lock(async () => {
    await db.exec(BOOKKEEPING);
    const rows = await db.query(`SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`);
    const done = new Map(rows.map((r) => [String(r.migration_name), String(r.checksum)]));
    const applied: string[] = [];
    for (const m of migrations) {
      const seen = done.get(m.name);
      if (seen !== undefined) {
        if (seen !== m.checksum) throw new Error(`Migration ${m.name} was changed after it was applied`);
        continue;
      }
      await db.transaction(async (tx) => {
        await tx.exec(m.sql);
        await tx.query(`INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`, [
          randomUUID(),
          m.checksum,
          m.name,
        ]);
      });
      applied.push(m.name);
    }
    return applied;
  });
}
