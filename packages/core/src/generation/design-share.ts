import type { SharedDesign } from '@landscape/contract';
import type { Storage } from '../ports/storage.port.ts';
import { storageKeys } from '../domain/storage-keys.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { AssetOwners } from '../assets/asset-access.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import type { SharedDesignRecord } from '../adapters/repositories/generation-records.ts';
import { toDesignImage } from './design-image.ts';
import { hashClaimToken, isUuid, NotFoundError } from './design-access.ts';
import { sameHash } from '../adapters/repositories/generation-records.ts';
import type { StyleCatalog } from './style-catalog.ts';

/**
 * Who asks to share: a signed-in account (or an admin), and the claim token this browser was given with
 * the generation, if any (a visitor's only proof: a visitor has no account).
 */
export interface ShareRequester {
  userId: string | null;
  isAdmin: boolean;
  claimToken: string | null;
}

const NOT_FOUND = 'Design not found';
export const NOT_SHARED = 'This design is not shared, or it no longer exists';

/**
 * A design's public page (/d/:id): its owner turns sharing on and off; while on, anyone may read the
 * design and its three images (asset-access.ts). Owners follow the rule of the images: a signed-in
 * account's design is its own (or an admin's to manage); a visitor's is whoever holds its generation's
 * claim token (only the browser that made it was given one; the database keeps its SHA-256).
 */
export class DesignShares {
  constructor(
    private readonly d: {
      generations: Pick<GenerationRepository, 'design' | 'setShared'>;
      owners: Pick<AssetOwners, 'forget'>;
      styles: Pick<StyleCatalog, 'labels'>;
      storage: Pick<Storage, 'get' | 'put' | 'exists'>;
      pool: RenderPool;
    },
  ) {}

  async share(id: string, who: ShareRequester): Promise<{ id: string }> {
    const found = await this.owned(id, who);
    if (found.row.status !== 'completed' || !found.row.renderKey) throw new NotFoundError(NOT_FOUND);
    if (!found.sharedAt) await this.d.generations.setShared(id, new Date());
    this.d.owners.forget([found.row.generationId]);
    return { id };
  }

  async unshare(id: string, who: ShareRequester): Promise<void> {
    const found = await this.owned(id, who);
    if (found.sharedAt) await this.d.generations.setShared(id, null);
    this.d.owners.forget([found.row.generationId]);
  }

  /** What anyone may see of a shared design; NotFoundError when it is not shared (or does not exist). */
  async publicDesign(id: string): Promise<SharedDesign> {
    const found = isUuid(id) ? await this.d.generations.design(id) : null;
    if (!found?.sharedAt) throw new NotFoundError(NOT_SHARED);
    const labels = await this.d.styles.labels();
    const image = toDesignImage(found.row, (s) => labels.get(s) ?? s);
    if (!image) throw new NotFoundError(NOT_SHARED);
    // the owner's budget and its phase pictures are the owner's own: a shared design shows neither
    const design = image.design ? (({ phase_set: _own, ...rest }) => rest)(image.design) : image.design;
    return {
      ...image,
      design,
      id: found.row.id,
      area: found.row.area,
      locale: found.generation.settings.locale ?? 'en',
      created_at: found.generation.createdAt.toISOString(),
    };
  }

  /**
   * Where the link-preview picture of a shared design is kept (drawn once by drawPreview, through the
   * `derived-image` job). NotFoundError when it is not shared.
   */
  async previewKey(id: string): Promise<string> {
    const design = await this.publicDesign(id);
    return storageKeys.sharePreview(design.image);
  }

  /**
   * The `derived-image` job of a link preview: 1200 × 630 (the size link previews show), before on the
   * left and after on the right, or the render alone when there is no photo, composed on the render pool
   * and kept. Composed at most once. Null when the design has no stored render.
   */
  async drawPreview(id: string): Promise<string | null> {
    const found = isUuid(id) ? await this.d.generations.design(id) : null;
    const row = found?.row;
    if (!row || row.status !== 'completed' || !row.renderKey) return null;
    const key = storageKeys.sharePreview(row.renderKey);
    if (await this.d.storage.exists(key)) return key;
    const read = async (k: string) => {
      const obj = await this.d.storage.get(k);
      return obj ? Buffer.concat((await obj.body.toArray()) as Buffer[]) : null;
    };
    const after = await read(row.renderKey);
    if (!after) return null;
    const before = row.originalKey ? await read(row.originalKey) : null;
    await this.d.storage.put(key, await this.d.pool.run('sharePreview', { after, before }), 'image/jpeg');
    return key;
  }

  private async owned(id: string, who: ShareRequester): Promise<SharedDesignRecord> {
    const found = isUuid(id) ? await this.d.generations.design(id) : null;
    if (!found) throw new NotFoundError(NOT_FOUND);
    const g = found.generation;
    const mine = g.userId
      ? who.isAdmin || g.userId === who.userId
      : !!who.claimToken && !!found.claimHash && sameHash(found.claimHash, hashClaimToken(who.claimToken));
    // someone else's design answers like one that does not exist
    if (!mine) throw new NotFoundError(NOT_FOUND);
    return found;
  }
}
