import { LANGUAGES, type AreaId, type GrowthStage, type Language } from '@landscape/contract';
import { growthAges, planAt, PLANT_LIBRARY, type DesignPlan, type Scene } from '@landscape/design';
import type { Logger } from '../platform/logger.ts';
import type { ImageModel } from '../ports/image-model.port.ts';
import { laterLane, type RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { AssetRecord } from '../adapters/repositories/asset.repository.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import type { DesignRow } from '../adapters/repositories/generation-records.ts';
import { storageKeys } from '../domain/storage-keys.ts';
import { lockHouse } from '../pixels/house-lock/house-lock.ts';
import type { DesignFiles } from './design-files.ts';
import type { ProgressWriter } from './progress-writer.ts';

// Growth over time (issue 33; docs/decisions/028-growth-and-upkeep.md): every design drawn as planted,
// after three years and at maturity, render and plan, with each plant at its size for that age. The
// offline renderer draws all three from the plan on the render pool. An image model draws the later two
// from its own render (the design as planted) and the plan of that age, under House-Lock, so the house,
// the camera and the hard landscape stay the render's own.

/** A plan is drawn at this size for every stage: the same as a design's own plan. */
const PLAN_SIZE = 768;

export interface GrowthDeps {
  pool: RenderPool;
  imageModel: ImageModel;
  log: Logger;
  store: (asset: Omit<AssetRecord, 'bytes' | 'width' | 'height'>, data: Buffer) => Promise<void>;
}

export interface GrowthInput {
  owner: { generationId: string; userId: string | null };
  area: AreaId;
  style: string;
  renderKey: string;
  /** The design's own render: what an image model grows (stage 0 with an image model). */
  render: { data: Buffer; contentType: string };
  scene: Scene;
  plan: DesignPlan;
  /** Drawn offline at every stage (the offline renderer, or an offline edit), else by the image model. */
  offline: boolean;
  /** House-Lock's keep mask of the render (white: keep), for an image model's stages. */
  keepMask: () => Promise<Buffer>;
  view: string;
  width: number;
  height: number;
  signal: AbortSignal;
}

/**
 * A finished design's growth stages, drawn after the homeowner has the design (they never wait for them,
 * and every render-pool task of them waits behind the designs still being drawn):
 * kept with the design and shown by the next poll. Stages that could not be drawn leave the design as it is.
 */
export async function growDesign(
  d: {
    pool: RenderPool;
    imageModel: ImageModel;
    log: Logger;
    files: Pick<DesignFiles, 'store'>;
    generations: Pick<GenerationRepository, 'addGrowth'>;
    progress: Pick<ProgressWriter, 'rows'>;
  },
  done: DesignRow,
  input: GrowthInput,
): Promise<void> {
  const deps: GrowthDeps = { pool: laterLane(d.pool), imageModel: d.imageModel, log: d.log, store: (asset, data) => d.files.store(asset, data) };
  const growth = await drawGrowth(deps, input);
  const grown = await d.generations.addGrowth(done.id, growth ?? null);
  if (grown) await d.progress.rows(done.generationId, [grown]);
}

/** What an image model is told to draw for one age of a design. */
export function growthPrompt(plan: DesignPlan, ageYears: number, mature: boolean): string {
  const aged = planAt(plan, ageYears);
  const seen = new Set<string>();
  const sizes: string[] = [];
  for (const p of aged.plants) {
    if (seen.has(p.plantId)) continue;
    seen.add(p.plantId);
    const spec = PLANT_LIBRARY[p.plantId];
    if (spec)
      sizes.push(`${spec.common} about ${Math.max(0.1, Math.round(p.height * 10) / 10)} m tall and ${Math.max(0.1, Math.round(p.canopy * 20) / 10)} m wide`);
  }
  const when = mature ? `at maturity, ${ageYears} years after planting` : `${ageYears} years after planting`;
  return (
    `The same garden ${when}. Every plant stands where it stands in the first image and in the plan, grown to this size: ${sizes.join('; ')}. ` +
    'Trees and shrubs fill out and cast more shade; perennials and groundcovers fill the gaps between them. Keep the house, its windows, doors and roof, ' +
    'the driveway, the paths, the patios, the built features, the camera and the light exactly as they are in the first image.'
  );
}

/**
 * Draws and stores a design's growth stages; answers them for the design summary. A failure leaves the
 * design without stages (logged), never fails the design itself.
 */
export async function drawGrowth(d: GrowthDeps, input: GrowthInput): Promise<GrowthStage[] | undefined> {
  try {
    const ages = growthAges(input.plan);
    input.signal.throwIfAborted();
    // the three ages are drawn side by side on the render pool, and an image model grows two at once
    const drawn = await Promise.all(
      ages.map((age) =>
        d.pool.run('growthStage', {
          scene: input.scene,
          plan: input.plan,
          ageYears: age,
          size: Math.min(input.width, input.height),
          planSize: PLAN_SIZE,
          image: input.offline,
        }),
      ),
    );
    // each stage's plan in the studio's other languages too (decision 038), from the same plan of that age
    const others = LANGUAGES.filter((l) => l !== (input.plan.locale ?? 'en'));
    const plansIn = await Promise.all(
      ages.map((age) =>
        Promise.all(
          others.map((language) => d.pool.run('planView', { scene: input.scene, plan: { ...input.plan, locale: language }, size: PLAN_SIZE, ageYears: age })),
        ),
      ),
    );
    // every picture is made before any is stored: a stage that fails leaves no file of the others behind
    const pictures = await Promise.all(
      ages.map(async (age, i): Promise<Buffer | null> => {
        const stage = drawn[i]!;
        if (stage.image) return stage.image;
        // the model's own render is the design as planted
        return i === 0 ? null : grownByModel(d, input, age, i === ages.length - 1, stage.planImage);
      }),
    );
    const stages: GrowthStage[] = [];
    for (const [i, age] of ages.entries()) {
      const planKey = storageKeys.growthPlan(input.renderKey, i);
      await d.store({ key: planKey, kind: 'growth', contentType: 'image/png', ...input.owner }, drawn[i]!.planImage);
      const plans: Partial<Record<Language, string>> = {};
      for (const [j, language] of others.entries()) {
        const key = storageKeys.growthPlanIn(input.renderKey, i, language);
        await d.store({ key, kind: 'growth', contentType: 'image/png', ...input.owner }, plansIn[i]![j]!);
        plans[language] = key;
      }
      const picture = pictures[i];
      const image = picture ? storageKeys.growthRender(input.renderKey, i) : input.renderKey;
      if (picture) await d.store({ key: image, kind: 'growth', contentType: 'image/png', ...input.owner }, picture);
      stages.push({ age_years: age, image, plan: planKey, plans });
    }
    return stages;
  } catch (err) {
    if (input.signal.aborted) throw err;
    d.log.warn({ err, style: input.style }, 'growth stages not drawn');
    return undefined;
  }
}

/** An image model's picture of the design at `age`: its render grown to the plan of that age, under House-Lock. */
async function grownByModel(d: GrowthDeps, input: GrowthInput, age: number, mature: boolean, planImage: Buffer): Promise<Buffer> {
  const grown = await lockHouse({
    before: input.render.data,
    mask: input.keepMask(),
    pool: d.pool,
    side: Math.max(input.width, input.height),
    generate: () =>
      d.imageModel.generate(
        {
          area: input.area,
          style: input.style,
          original: input.render,
          scene: null,
          plan: planAt(input.plan, age),
          prompt: growthPrompt(input.plan, age, mature),
          view: input.view,
          width: input.width,
          height: input.height,
          planImage,
        },
        // behind every homeowner's design waiting for the model (the stages follow a delivered design)
        { signal: input.signal, later: true },
      ),
  });
  return grown.out.contentType === 'image/png' ? grown.out.image : d.pool.run('png', { image: grown.out.image });
}
