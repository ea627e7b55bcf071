import type { Storage } from '../ports/storage.port.ts';
import type { Imagery } from '../ports/imagery.port.ts';
import type { ImageModel } from '../ports/image-model.port.ts';
import { storageKeys } from '../domain/storage-keys.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import { briefFor, FULL_RESOLUTION, lotOf } from './design-brief.ts';
import type { StyleCatalog } from './style-catalog.ts';

const RENDER_KEY = /^generations\/([A-Za-z0-9_-]+)\/([a-z_]+)\/([a-z0-9_-]+)\.(png|jpg|webp)$/;

/**
 * A finished design's full-resolution download. The offline renderer draws vectors: its designs are drawn
 * again from the same plan at FULL_RESOLUTION (once, kept beside the render: derived-images.ts); any other
 * model's render is the stored image, the largest the model returned.
 */
export class FullResolution {
  constructor(
    private readonly d: {
      generations: Pick<GenerationRepository, 'getWithRows' | 'design'>;
      storage: Pick<Storage, 'exists' | 'put'>;
      imagery: Imagery;
      imageModel: Pick<ImageModel, 'name'>;
      styles: Pick<StyleCatalog, 'resolve'>;
      pool: RenderPool;
    },
  ) {}

  /**
   * What a download of a render key serves: the key of the file, and whether it is drawn (`draw`) rather
   * than stored. Null when the key is not a finished render. Reads the database only: the API calls it.
   */
  async source(renderKey: string): Promise<{ designId: string; key: string; draw: boolean } | null> {
    const m = RENDER_KEY.exec(renderKey);
    if (!m) return null;
    const found = await this.d.generations.getWithRows(m[1]!);
    const row = found?.rows.find((r) => r.renderKey === renderKey && r.status === 'completed');
    if (!found || !row) return null;
    const draw = found.generation.kind !== 'upload' && row.model === this.d.imageModel.name && row.model.startsWith('procedural');
    return draw ? { designId: row.id, key: storageKeys.fullResolution(renderKey), draw } : { designId: row.id, key: renderKey, draw };
  }

  /**
   * The `derived-image` job of a download: draws a finished design of the offline renderer at
   * FULL_RESOLUTION, from the same plan (same seed, wishes, site and language), on the render pool, and
   * keeps it in storage. Drawn at most once: a picture already kept is not drawn again. Answers its key,
   * or null when the design has nothing to draw (not finished, not drawn by the offline renderer).
   */
  async draw(designId: string, signal: AbortSignal): Promise<string | null> {
    const found = await this.d.generations.design(designId);
    const row = found?.row;
    if (!found || !row || row.status !== 'completed' || !row.renderKey) return null;
    const key = storageKeys.fullResolution(row.renderKey);
    if (await this.d.storage.exists(key)) return key;
    const { generation } = found;
    const style = await this.d.styles.resolve(row.style);
    const image = style ? await this.d.imagery.fetch({ address: generation.address, area: row.area }, { signal }) : null;
    if (!style || !image?.scene) return null;
    // the same brief the render was planned from: the same plan, drawn larger
    const planned = await this.d.pool.run('plan', briefFor(generation, row, style, lotOf(generation, { geocoded: image.place })));
    signal.throwIfAborted();
    const drawn = await this.d.pool.run('drawDesign', { scene: image.scene, plan: planned.plan, size: FULL_RESOLUTION });
    await this.d.storage.put(key, drawn, 'image/png');
    return key;
  }
}
