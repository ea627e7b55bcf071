import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/** Where originals and renders live. Keys come from domain/storage-keys.ts, never from user input. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes one object, or every object under a prefix ending in '/'. */
  delete(keyOrPrefix: string): Promise<void>;
  /** A URL the browser may fetch directly instead of /static, when the store offers one. */
  signedUrl?(key: string, expiresInSeconds?: number): Promise<string>;
  ping(): Promise<void>;
}
