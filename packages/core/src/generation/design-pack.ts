import { packLocale } from '../pixels/pack/pack-text.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import type { PackInput } from '../pixels/pack/landscaper-pack.ts';
import { owns, type OwnedDesign, type ProgressViewer } from './design-access.ts';
import { drawnFromAddress, lotOf, planOfDesign } from './design-brief.ts';
import type { DesignFiles } from './design-files.ts';
import { phasesPlanned } from './design-phases.ts';
import type { StyleCatalog } from './style-catalog.ts';

/**
 * The landscaper's pack (product §12, decisions 029 and 044): what its PDF is made from — the design, its
 * plan and lot (drawn as vectors), its phases within the budget, and its pictures — for its owner or,
 * while the owner shares it at /d/:id, for anyone (that design only). The PDF itself is made on the render
 * pool from this input. The street address is printed for the owner only; a share visitor's pack names the place.
 */
export class DesignPack {
  constructor(
    private readonly d: {
      generations: Pick<GenerationRepository, 'design' | 'editedPlan'>;
      files: Pick<DesignFiles, 'read'>;
      /** Without it (unit tests) the pack prints the plan picture, not to scale. */
      planner?: { styles: Pick<StyleCatalog, 'resolve'>; pool: RenderPool };
    },
  ) {}

  async contentOf(
    designId: string,
    viewer: ProgressViewer,
    budget: number | null,
  ): Promise<{ ok: true; designId: string; input: PackInput } | { ok: false; detail: string }> {
    const out = await phasesPlanned(this.d.generations, designId, viewer, budget, true);
    if (!out.ok) return out;
    const { design, phases } = out;
    const pictures = await this.pictures([design.row.originalKey, design.row.renderKey, design.row.planKey]);
    const [before, after, plan] = pictures;
    const { summary, generation } = design;
    const mine = owns({ userId: generation.userId, claimHash: generation.claimHash }, viewer);
    const input: PackInput = {
      summary,
      area: design.row.area,
      phases,
      before,
      after,
      plan,
      locale: packLocale(summary.locale),
      paper: summary.units === 'metric' ? 'a4' : 'letter',
      drawing: await this.drawing(design),
      project: {
        address: mine ? generation.address : (summary.site?.place ?? null),
        date: generation.createdAt.toISOString().slice(0, 10),
        revision: design.row.editedFrom ? '1' : '0',
        exampleHouse: design.row.house?.source === 'drawn',
      },
    };
    return { ok: true, designId: design.id, input };
  }

  /** The design's plan and the lot it was planned on; null without a planner or when it cannot be planned again. */
  private async drawing(design: OwnedDesign): Promise<PackInput['drawing']> {
    if (!this.d.planner) return null;
    const { generation, row } = design;
    try {
      const plan = await planOfDesign({ generations: this.d.generations, ...this.d.planner }, generation, row);
      return { plan, scene: lotOf(generation, { photo: !drawnFromAddress(generation, row.area) }).scene };
    } catch {
      // a style since removed: the pack is still made, with the plan picture
      return null;
    }
  }

  /** The pictures a pack prints (before, after and the plan): PNG or JPEG only, null where missing. */
  private pictures(keys: (string | null)[]): Promise<(Buffer | null)[]> {
    return Promise.all(
      keys.map(async (key) => {
        const got = key ? await this.d.files.read(key) : null;
        return got && /png|jpeg/.test(got.contentType) ? got.data : null;
      }),
    );
  }
}
