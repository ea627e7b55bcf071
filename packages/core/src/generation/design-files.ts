import sharp from 'sharp';
import type { Storage } from '../ports/storage.port.ts';
import type { AssetRecord, AssetRepository } from '../adapters/repositories/asset.repository.ts';

/** A file of a design as it is written: its key, kind, type and owner (its size is read from the image). */
export type NewDesignFile = Omit<AssetRecord, 'bytes' | 'width' | 'height'>;

/**
 * The files of designs (originals, renders, plans, masks, stages): each written with its asset row, which
 * says whose it is (the /static route asks), and read back whole.
 */
export class DesignFiles {
  constructor(private readonly d: { storage: Pick<Storage, 'put' | 'get'>; assets: Pick<AssetRepository, 'record'> }) {}

  /** Writes a file and its asset row (size read from the image header). */
  async store(asset: NewDesignFile, data: Buffer): Promise<void> {
    await this.d.storage.put(asset.key, data, asset.contentType);
    const size = await sharp(data)
      .metadata()
      .then((m) => ({ width: m.width ?? null, height: m.height ?? null }))
      .catch(() => ({ width: null, height: null })); // size is informative only
    await this.d.assets.record({ ...asset, bytes: data.length, ...size });
  }

  /** A stored file's bytes and type, or null when it is gone. */
  async read(key: string): Promise<{ data: Buffer; contentType: string } | null> {
    const obj = await this.d.storage.get(key);
    if (!obj) return null;
    const chunks: Buffer[] = [];
    for await (const c of obj.body) chunks.push(c as Buffer);
    return { data: Buffer.concat(chunks), contentType: obj.contentType };
  }
}
