import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS, pgliteTemplateKey, prepareDatabaseTemplate } from './client.ts';

// The embedded database (PGlite): a new folder is made whole in a child process, then opened with the
// server's own settings.
// Each test starts an embedded PostgreSQL (PGlite) and migrates it: a few seconds at rest, over a minute on a
// loaded 2-core machine, hence its budget.
describe('embedded database folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'landscape-db-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('makes a new folder whole, with no staging folder left, and opens it with small shared buffers', async () => {
    const dataDir = join(root, 'fresh');
    // a staging folder left by a start that was cut short is replaced
    mkdirSync(join(dataDir, 'db.new'), { recursive: true });
    writeFileSync(join(dataDir, 'db.new', 'PG_VERSION'), 'half made');
    const db = await openDatabase({ DATABASE_URL: undefined, dataDir });
    try {
      expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(dataDir, 'db.new'))).toBe(false);
      expect((await db.exec.query('show shared_buffers'))[0]).toEqual({ shared_buffers: PGLITE_SHARED_BUFFERS });
      // migrations ran in the database the server uses
      expect(await db.prisma.style.count()).toBeGreaterThanOrEqual(0);
    } finally {
      await db.close();
    }
    // and it opens again as it was
    const again = await openDatabase({ DATABASE_URL: undefined, dataDir });
    try {
      expect((await again.exec.query(`select count(*)::int as n from "_prisma_migrations"`))[0]!.n).toBeGreaterThan(0);
    } finally {
      await again.close();
    }
  }, 150_000);

  it("makes the schema's made-once folder ahead of a first start, then copies each DATA_DIR's database from it", async () => {
    const templates = join(root, 'templates');
    const a = join(root, 'a');
    const b = join(root, 'b');
    // ahead of the server (pnpm start's build step): only where the server will need it
    expect(await prepareDatabaseTemplate({ DATABASE_URL: 'postgresql://db.example/studio', dataDir: a, dbTemplatesDir: templates })).toBe('not needed');
    expect(await prepareDatabaseTemplate({ DATABASE_URL: undefined, dataDir: a, dbTemplatesDir: null })).toBe('not needed');
    expect(existsSync(templates)).toBe(false);
    expect(await prepareDatabaseTemplate({ DATABASE_URL: undefined, dataDir: a, dbTemplatesDir: templates })).toBe('made');
    // made once, under the schema's key, with no staging folder left beside it
    expect(readdirSync(templates)).toEqual([pgliteTemplateKey()]);
    expect(await prepareDatabaseTemplate({ DATABASE_URL: undefined, dataDir: b, dbTemplatesDir: templates })).toBe('kept');
    // a mark in the made-once folder: each DATA_DIR's database is a copy of it, not made again
    writeFileSync(join(templates, pgliteTemplateKey(), 'mark.txt'), 'template');
    const first = await openDatabase({ DATABASE_URL: undefined, dataDir: a, dbTemplatesDir: templates });
    try {
      expect(readFileSync(join(a, 'db', 'mark.txt'), 'utf8')).toBe('template');
      await first.exec.exec(`create table mine (n int); insert into mine values (1)`);
    } finally {
      await first.close();
    }
    // a DATA_DIR with its database needs nothing made ahead
    expect(await prepareDatabaseTemplate({ DATABASE_URL: undefined, dataDir: a, dbTemplatesDir: templates })).toBe('not needed');
    const second = await openDatabase({ DATABASE_URL: undefined, dataDir: b, dbTemplatesDir: templates });
    try {
      expect(readFileSync(join(b, 'db', 'mark.txt'), 'utf8')).toBe('template');
      expect(existsSync(join(b, 'db.new'))).toBe(false);
      expect((await second.exec.query(`select count(*)::int as n from "_prisma_migrations"`))[0]!.n).toBeGreaterThan(0);
      expect((await second.exec.query(`select to_regclass('mine') as t`))[0]).toEqual({ t: null });
      expect(await second.prisma.style.count()).toBeGreaterThanOrEqual(0);
    } finally {
      await second.close();
    }
  }, 150_000);

  it('refuses a folder that holds other files, naming it and leaving them alone', async () => {
    const dataDir = join(root, 'taken');
    mkdirSync(join(dataDir, 'db'), { recursive: true });
    writeFileSync(join(dataDir, 'db', 'notes.txt'), 'mine');
    await expect(openDatabase({ DATABASE_URL: undefined, dataDir })).rejects.toThrow(`${join(dataDir, 'db')} is not an embedded database folder`);
    expect(readdirSync(join(dataDir, 'db'))).toEqual(['notes.txt']);
  });
});

// PostgreSQL (cluster mode), when this machine offers one: a connection the server closes while it rests in
// the pool is reported and replaced, never an error that ends the process.
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connection pool', () => {
  it('reports a resting connection the server closed, and answers the next query on a new one', async () => {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `landscape_pool_${Date.now().toString(36)}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const closed: Error[] = [];
    const db = await openDatabase({ DATABASE_URL: url.toString(), dataDir: tmpdir() }, { onIdleError: (err) => closed.push(err) });
    try {
      expect(await db.exec.query('select 1 as one')).toEqual([{ one: 1 }]);
      // every connection of that database now rests in the pool: the server ends them all
      const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      expect(ended.rowCount).toBeGreaterThan(0);
      // each of them is reported once the pool has read the server's goodbye
      for (let i = 0; i < 250 && closed.length < ended.rowCount!; i++) await new Promise((r) => setTimeout(r, 20));
      expect(closed).toHaveLength(ended.rowCount!);
      for (const err of closed) expect(err.message).toMatch(/terminating connection/);
      expect(await db.exec.query('select 2 as two')).toEqual([{ two: 2 }]);
    } finally {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
