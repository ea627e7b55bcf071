import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes a file only this user may read (0600) in a folder only they may open (0700), replaced whole (write, then rename). */
export function writePrivateFile(dir: string, name: string, content: string) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const tmp = join(dir, `.${name}.${process.pid}.tmp`);
  writeFileSync(tmp, content, { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, join(dir, name));
}
