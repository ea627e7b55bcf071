import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { sceneFromAddress } from '@landscape/design';
import type { Logger } from '../platform/logger.ts';
import type { Storage } from '../ports/storage.port.ts';
import { storageKeys } from '../domain/storage-keys.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { AssetRepository } from '../adapters/repositories/asset.repository.ts';
import type { StyleRecord, StyleRepository } from '../adapters/repositories/style.repository.ts';
import type { StyleCatalog } from '../generation/style-catalog.ts';

// Pictures of styles that belong to no homeowner: the preview cards of Style Management. Drawn offline in the
// render pool by the `preview-picture` job (preview-pictures.ts: a worker in cluster mode), planned like every
// design. (The signed-out hero's pictures are drawn when the studio is built.)

export class StylePictures {
  constructor(private readonly d: { styles: StyleRepository; catalog: StyleCatalog; assets: AssetRepository; storage: Storage; pool: RenderPool }) {}

  /** A style's row as stored now; null when it is gone. */
  styleRow(id: string): Promise<StyleRecord | null> {
    return this.d.styles.get(id);
  }

  /** Forgets this process's catalogue: another process changed a style. */
  forget(): void {
    this.d.catalog.invalidate();
  }

  /**
   * A preview drawn by the offline renderer: the style's front yard on a sample house, free and instant. Null
   * when the style is gone or has no drawing recipe.
   */
  async drawPreview(styleId: string, log: Logger): Promise<StyleRecord | null> {
    const row = await this.d.styles.get(styleId);
    const style = row ? await this.d.catalog.resolve(row.id) : null;
    if (!row || !style) return null;
    const brief = {
      area: 'front_yard' as const,
      style,
      wishes: '',
      seed: 7,
      scene: sceneFromAddress('Style preview, 12 Garden Row'),
      imagery: 'address' as const,
    };
    const { image } = await this.d.pool.run('sample', { brief, size: 800, original: false });
    const card = await sharp(image).resize(800, 600, { fit: 'cover', position: 'bottom' }).webp({ quality: 84 }).toBuffer();
    return this.replacePreview(row, card, 800, 600, log);
  }

  /** Stores a new WebP preview under a fresh key (URLs stay immutable) and removes the one it replaces. */
  async replacePreview(row: StyleRecord, data: Buffer, width: number, height: number, log: Logger): Promise<StyleRecord> {
    const key = storageKeys.stylePreview(row.id, `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`);
    await this.d.storage.put(key, data, 'image/webp');
    await this.d.assets.record({ key, kind: 'style-preview', contentType: 'image/webp', bytes: data.length, width, height });
    const updated = await this.d.styles.update(row.id, { previewKey: key });
    if (row.previewKey) await this.removeFile(row.previewKey, log);
    this.d.catalog.invalidate();
    return updated;
  }

  /** Deletes an admin-made style and its preview. */
  async deleteStyle(row: StyleRecord, log: Logger): Promise<void> {
    await this.d.styles.delete(row.id);
    if (row.previewKey) await this.removeFile(row.previewKey, log);
    this.d.catalog.invalidate();
  }

  private async removeFile(key: string, log: Logger) {
    await this.d.storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'old style preview not removed'));
    await this.d.assets.remove(key);
  }
}
