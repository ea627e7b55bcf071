import type { SavedGeneration } from '@landscape/contract';
import type { Logger } from '../platform/logger.ts';
import type { ProgressStore } from '../ports/progress.port.ts';
import type { Storage } from '../ports/storage.port.ts';
import { storageKeys } from '../domain/storage-keys.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import { isUuid, NotFoundError } from './design-access.ts';
import { toDesignImage } from './design-image.ts';
import type { StyleCatalog } from './style-catalog.ts';

/** My Designs: a signed-in account's generations, newest first, and deleting one of them. */
export class MyDesigns {
  constructor(
    private readonly d: {
      generations: Pick<GenerationRepository, 'listForUser' | 'get' | 'delete'>;
      progress: Pick<ProgressStore, 'delete'>;
      storage: Pick<Storage, 'delete'>;
      styles: Pick<StyleCatalog, 'labels'>;
    },
  ) {}

  /** A user's generations, newest first, with every completed image. */
  async list(userId: string, page: { limit: number; cursor?: string }): Promise<{ generations: SavedGeneration[]; next_cursor: string | null }> {
    const { generations, more } = await this.d.generations.listForUser(userId, {
      limit: page.limit,
      cursor: page.cursor && isUuid(page.cursor) ? page.cursor : undefined,
    });
    const labels = await this.d.styles.labels();
    const label = (id: string) => labels.get(id) ?? id;
    const list = generations.map(({ generation: g, rows }) => ({
      id: g.id,
      address: g.kind === 'upload' ? '' : g.address,
      from_photo: g.kind === 'upload',
      status: g.status,
      styles: g.styles,
      created_at: g.createdAt.toISOString(),
      images: rows.flatMap((r) => {
        const image = toDesignImage(r, label);
        return image ? [{ ...image, area: r.area, ...(r.editedFrom ? { edited_from: r.editedFrom } : {}) }] : [];
      }),
    }));
    return { generations: list, next_cursor: more ? list[list.length - 1]!.id : null };
  }

  /** Deletes a generation the viewer owns (or any, for an admin): rows first, then its stored files. */
  async delete(id: string, viewer: { userId: string; isAdmin: boolean }, log: Logger): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError('Generation not found');
    const g = await this.d.generations.get(id);
    if (!g || (g.userId !== viewer.userId && !viewer.isAdmin)) throw new NotFoundError('Generation not found');
    await this.d.generations.delete(id);
    await this.d.progress.delete(id);
    try {
      await this.d.storage.delete(storageKeys.generationPrefix(id));
    } catch (err) {
      log.error({ err, generationId: id }, 'generation deleted but its files could not be removed');
      throw err;
    }
  }
}
