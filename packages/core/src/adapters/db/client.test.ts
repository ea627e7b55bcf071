import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS } from './client.ts';

// The embedded database (PGlite): a new folder is made whole in a child process, then opened with the
// server's own settings.
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
  }, 60_000);

  it('refuses a folder that holds other files, naming it and leaving them alone', async () => {
    const dataDir = join(root, 'taken');
    mkdirSync(join(dataDir, 'db'), { recursive: true });
    writeFileSync(join(dataDir, 'db', 'notes.txt'), 'mine');
    await expect(openDatabase({ DATABASE_URL: undefined, dataDir })).rejects.toThrow(`${join(dataDir, 'db')} is not an embedded database folder`);
    expect(readdirSync(join(dataDir, 'db'))).toEqual(['notes.txt']);
  });
});
