import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { HeroSample, StyleId } from '@landscape/contract';
import { HERO_SAMPLES, SAMPLE_ADDRESS, SAMPLE_SEED, STYLE_CATALOGUE, angleFor, sceneFromAddress } from '@landscape/design';
import type { Logger } from '../platform/logger.ts';
import type { Storage } from '../ports/storage.port.ts';
import { storageKeys } from '../domain/storage-keys.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { AssetRepository } from '../adapters/repositories/asset.repository.ts';
import type { StyleRecord, StyleRepository } from '../adapters/repositories/style.repository.ts';
import type { ResolvedStyle, StyleCatalog } from '../generation/style-catalog.ts';

// Pictures of styles that belong to no homeowner: the signed-out hero's before/after samples and the
// preview cards of Style Management. Drawn offline in the render pool, planned like every design.

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}
const catalogueStyle = (id: StyleId): ResolvedStyle => ({
  id,
  name: STYLE_CATALOGUE[id].name,
  description: STYLE_CATALOGUE[id].description,
  promptNotes: '',
  drawAs: id,
});

export class StylePictures {
  private hero: Promise<HeroSample[]> | null = null;
  constructor(private readonly d: { styles: StyleRepository; catalog: StyleCatalog; assets: AssetRepository; storage: Storage; pool: RenderPool }) {}

  /** The hero's three tabs (product §2), drawn once and kept in storage. */
  heroSamples(): Promise<HeroSample[]> {
    this.hero ??= this.drawHero().catch((err) => {
      this.hero = null;
      throw err;
    });
    return this.hero;
  }

  private async drawHero(): Promise<HeroSample[]> {
    const samples: HeroSample[] = [];
    for (const t of HERO_SAMPLES) {
      const before = storageKeys.sample(`hero-${t.tab}-before`);
      const after = storageKeys.sample(`hero-${t.tab}-${t.style}`);
      if (!(await this.d.storage.exists(before)) || !(await this.d.storage.exists(after))) {
        const brief = {
          area: t.tab,
          style: catalogueStyle(t.style),
          wishes: t.wishes,
          seed: SAMPLE_SEED,
          scene: sceneFromAddress(SAMPLE_ADDRESS),
          imagery: 'address' as const,
        };
        const out = await this.d.pool.run('sample', { brief, size: 768, original: true });
        await this.d.storage.put(before, out.original!, 'image/png');
        await this.d.storage.put(after, out.image, 'image/png');
      }
      samples.push({ tab: t.tab, style: t.style, before, after, angle: angleFor(t.tab), previews: await this.heroPreviews(before, after) });
    }
    return samples;
  }

  /** WebP previews (full and half size) of two stored PNGs, written once beside them. */
  private async heroPreviews(before: string, after: string): Promise<NonNullable<HeroSample['previews']>> {
    const out: Record<string, string> = {};
    let size = { width: 768, height: 768 };
    for (const [name, key] of [
      ['before', before],
      ['after', after],
    ] as const) {
      const stem = key.replace(/^samples\//, '').replace(/\.png$/, '');
      const full = storageKeys.sample(stem, 'webp');
      const half = storageKeys.sample(`${stem}-half`, 'webp');
      out[name] = full;
      out[`${name}Small`] = half;
      const stored = await this.d.storage.get(key);
      if (!stored) throw new Error(`sample ${key} is missing`);
      const png = await readAll(stored.body);
      const meta = await sharp(png).metadata();
      size = { width: meta.width ?? size.width, height: meta.height ?? size.height };
      if (!(await this.d.storage.exists(full))) await this.d.storage.put(full, await sharp(png).webp({ quality: 78 }).toBuffer(), 'image/webp');
      if (!(await this.d.storage.exists(half)))
        await this.d.storage.put(
          half,
          await sharp(png)
            .resize({ width: Math.round(size.width / 2) })
            .webp({ quality: 78 })
            .toBuffer(),
          'image/webp',
        );
    }
    return { before: out.before!, after: out.after!, beforeSmall: out.beforeSmall!, afterSmall: out.afterSmall!, ...size };
  }

  /** A preview drawn by the offline renderer: the style's front yard on a sample house, free and instant. Null when it has no drawing recipe. */
  async drawPreview(row: StyleRecord, log: Logger): Promise<StyleRecord | null> {
    const style = await this.d.catalog.resolve(row.id);
    if (!style) return null;
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
