import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile, access } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Storage, StoredObject } from '../../ports/storage.port.ts';
import { contentTypeOf, isValidKey } from '../../domain/storage-keys.ts';

/** Files under DATA_DIR/files; writes go to a temp file first so a crash never leaves half an image. */
export class LocalStorage implements Storage {
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    if (!isValidKey(key.replace(/\/$/, ''))) throw new Error(`invalid storage key: ${key}`);
    const p = resolve(join(this.root, key));
    if (p !== this.root && !p.startsWith(this.root + sep)) throw new Error(`invalid storage key: ${key}`);
    return p;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    const tmp = `${p}.${randomUUID()}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, p);
  }

  async get(key: string): Promise<StoredObject | null> {
    const p = this.path(key);
    try {
      const s = await stat(p);
      if (!s.isFile()) return null;
      return { body: createReadStream(p), contentType: contentTypeOf(key), size: s.size };
    } catch {
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await access(this.path(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(keyOrPrefix: string): Promise<void> {
    await rm(this.path(keyOrPrefix), { recursive: true, force: true });
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root);
  }
}
