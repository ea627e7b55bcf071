import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import type { PackInput } from '../pixels/pack/landscaper-pack.ts';
import type { ProgressViewer } from './design-access.ts';
import type { DesignFiles } from './design-files.ts';
import { phasesPlanned } from './design-phases.ts';

/**
 * The landscaper's pack (product §12, decision 029): what its PDF is made from — the design, its phases
 * within the budget, and its pictures — for its owner or, while the owner shares it at /d/:id, for anyone
 * (that design only). The PDF itself is made on the render pool from this input.
 */
export class DesignPack {
  constructor(private readonly d: { generations: Pick<GenerationRepository, 'design'>; files: Pick<DesignFiles, 'read'> }) {}

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
    return { ok: true, designId: design.id, input: { summary: design.summary, area: design.row.area, phases, before, after, plan } };
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
