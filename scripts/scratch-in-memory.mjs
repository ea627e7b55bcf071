// The tests' throw-away folders (each test app's database and data folder, each journey's server and browser
// profile) in memory: a folder under /dev/shm when it is a tmpfs with room, given to every process the tests
// start as TMPDIR (Node's os.tmpdir() and Chromium read it). On a disk each new embedded database is a 38 MB
// copy written back through the filesystem's journal, and every commit an fsync; in memory the embedded API
// tests took 300 s of CPU instead of 351 s (decision 035). A TMPDIR already set is kept; without such a tmpfs
// nothing changes.
import { mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import { join } from 'node:path';

/** What statfs says of a tmpfs (Linux's TMPFS_MAGIC). */
export const TMPFS_MAGIC = 0x01021994;
/** Room the suite needs at its busiest (two journeys' servers and browsers beside two API test apps), with margin. */
const NEEDS_BYTES = 4 * 2 ** 30;

const PREFIX = 'landscape-test-';

/** Whether process `pid` is still running. */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** Removes the folders of runs killed before they could remove theirs: they hold memory until the machine restarts. */
function sweep(base) {
  for (const name of readdirSync(base)) {
    const pid = Number(new RegExp(`^${PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (pid && !alive(pid)) rmSync(join(base, name), { recursive: true, force: true });
  }
}

/**
 * Points TMPDIR (of `env`: this process's, which the processes it starts inherit) at a new folder in memory
 * when it can and nobody chose one; returns the function that removes that folder (called once the tests are
 * done), or a no-op.
 */
export function scratchInMemory(base = '/dev/shm', env = process.env) {
  if (env.TMPDIR) return () => {};
  try {
    const fs = statfsSync(base);
    if (fs.type !== TMPFS_MAGIC || fs.bavail * fs.bsize < NEEDS_BYTES) return () => {};
    sweep(base);
    const dir = mkdtempSync(join(base, `${PREFIX}${process.pid}-`));
    env.TMPDIR = dir;
    return () => {
      delete env.TMPDIR;
      rmSync(dir, { recursive: true, force: true });
    };
  } catch {
    return () => {}; // no such folder, or not allowed to write there: the system's temporary folder
  }
}
