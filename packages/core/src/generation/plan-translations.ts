import sharp from 'sharp';
import type { DesignSummary, Language } from '@landscape/contract';
import type { DesignPlan, Scene } from '@landscape/design';
import { storageKeys } from '../domain/storage-keys.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { AssetRecord } from '../adapters/repositories/asset.repository.ts';
import type { DesignFiles } from './design-files.ts';

/**
 * A design's plan drawn again in each other language its summary carries (decision 038), at the size of the
 * plan it has, stored beside its render; answers the summary with each translation's `plan_image`.
 */
export async function plansIn(
  d: { pool: RenderPool; files: Pick<DesignFiles, 'store'> },
  summary: DesignSummary,
  drawn: { scene: Scene; plan: DesignPlan; image: Buffer },
  renderKey: string,
  owner: Pick<AssetRecord, 'generationId' | 'userId'>,
): Promise<DesignSummary> {
  const languages = Object.keys(summary.translations ?? {}) as Language[];
  if (languages.length === 0) return summary;
  const size = (await sharp(drawn.image).metadata()).width ?? 512;
  const keys = await Promise.all(
    languages.map(async (language) => {
      const image = await d.pool.run('planView', { scene: drawn.scene, plan: { ...drawn.plan, locale: language }, size });
      const key = storageKeys.planIn(renderKey, language);
      await d.files.store({ key, kind: 'plan', contentType: 'image/png', ...owner }, image);
      return [language, key] as const;
    }),
  );
  const translations = { ...summary.translations };
  for (const [language, key] of keys) translations[language] = { ...translations[language]!, plan_image: key };
  return { ...summary, translations };
}
