import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { scratchInMemory, TMPFS_MAGIC } from '../../scripts/scratch-in-memory.mjs';

// `pnpm test` keeps its throw-away folders in memory when /dev/shm is a tmpfs with room (decision 035).
const SHM = '/dev/shm';
const tmpfs = (() => {
  try {
    return statfsSync(SHM).type === TMPFS_MAGIC;
  } catch {
    return false;
  }
})();

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('throw-away folders in memory', () => {
  it('keeps a TMPDIR somebody chose', () => {
    const env: Record<string, string | undefined> = { TMPDIR: '/somewhere/chosen' };
    const remove = scratchInMemory(SHM, env);
    remove();
    expect(env.TMPDIR).toBe('/somewhere/chosen');
  });

  // beside the checkout, not under TMPDIR (which the test run itself may have put in memory)
  const disk = fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url));
  it.runIf(statfsSync(disk).type !== TMPFS_MAGIC)('changes nothing where the folder is not a tmpfs', () => {
    const base = mkdtempSync(join(disk, 'scratch-disk-'));
    made.push(base);
    const env: Record<string, string | undefined> = {};
    scratchInMemory(base, env)();
    expect(env.TMPDIR).toBeUndefined();
    expect(readdirSync(base)).toEqual([]);
  });

  it('changes nothing where there is no such folder', () => {
    const env: Record<string, string | undefined> = {};
    scratchInMemory('/no/such/folder', env)();
    expect(env.TMPDIR).toBeUndefined();
  });

  it.runIf(tmpfs)('makes a folder of its own in memory, and removes it with everything in it', () => {
    const env: Record<string, string | undefined> = {};
    const remove = scratchInMemory(SHM, env);
    const dir = env.TMPDIR!;
    made.push(dir);
    expect(dir.startsWith(`${SHM}/landscape-test-${process.pid}-`)).toBe(true);
    mkdirSync(join(dir, 'db'));
    writeFileSync(join(dir, 'db', 'PG_VERSION'), '17');
    remove();
    expect(existsSync(dir)).toBe(false);
    expect(env.TMPDIR).toBeUndefined();
  });

  it.runIf(tmpfs)("removes the folders of runs whose process is gone, never a running one's", () => {
    // a process that has exited: its id names a folder nobody will remove
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    const left = mkdtempSync(join(SHM, `landscape-test-${gone}-`));
    const running = mkdtempSync(join(SHM, `landscape-test-${process.ppid}-`));
    made.push(left, running);
    const env: Record<string, string | undefined> = {};
    const remove = scratchInMemory(SHM, env);
    made.push(env.TMPDIR!);
    expect(existsSync(left)).toBe(false);
    expect(existsSync(running)).toBe(true);
    remove();
  });
});
