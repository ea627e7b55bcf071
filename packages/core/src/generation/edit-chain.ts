import type { EditChainResponse } from '@landscape/contract';
import type { GenerationRecord } from '../adapters/repositories/generation-records.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import { designFor, type ProgressViewer } from './design-access.ts';
import { toDesignImage } from './design-image.ts';
import type { StyleCatalog } from './style-catalog.ts';

/** Edits followed from one design at most: far more than anyone makes of one design. */
const MAX_STEPS = 50;

/** The same owner: the same account, or (a visitor's design) a visitor's generation, made from it by whoever held its token. */
function sameOwner(a: GenerationRecord, b: GenerationRecord): boolean {
  return a.userId === b.userId;
}

/**
 * Change just this, after a reload (product §10): a design's edit chain as the studio shows it — the design,
 * then each edit made from the one before, up to the newest edit made from it. Only its owner sees it (their
 * account's design, or a visitor's whose claim token they hold; anyone else's is not found), and only the
 * edits of that same owner are followed.
 */
export class EditChain {
  constructor(
    private readonly d: {
      generations: Pick<GenerationRepository, 'design' | 'editsOf'>;
      styles: Pick<StyleCatalog, 'labels'>;
    },
  ) {}

  async chain(designId: string, viewer: ProgressViewer): Promise<EditChainResponse> {
    const root = await designFor(this.d.generations, designId, viewer);
    const parent = new Map<string, string>();
    const made = new Map<string, Awaited<ReturnType<GenerationRepository['editsOf']>>[number]>();
    let frontier = [root.row.id];
    // breadth first over the edits of the same owner; a loop (never written) cannot hold it: each id once
    while (frontier.length > 0 && made.size < MAX_STEPS * 4) {
      const next: string[] = [];
      for (const e of await this.d.generations.editsOf(frontier)) {
        if (made.has(e.row.id) || e.row.id === root.row.id || !sameOwner(e.generation, root.generation) || !e.row.renderKey) continue;
        made.set(e.row.id, e);
        parent.set(e.row.id, e.row.editedFrom!);
        next.push(e.row.id);
      }
      frontier = next;
    }
    // the newest edit, and the edits it was made from back to the design
    const newest = [...made.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const path: string[] = [];
    for (let id: string | undefined = newest?.row.id; id && id !== root.row.id && path.length < MAX_STEPS; id = parent.get(id)) path.unshift(id);
    const labels = await this.d.styles.labels();
    const label = (id: string) => labels.get(id) ?? id;
    const edits = path.flatMap((id) => {
      const e = made.get(id)!;
      const image = toDesignImage(e.row, label);
      return image ? [{ ...image, area: e.row.area, edited_from: e.row.editedFrom!, instruction: e.row.prompt, generation_id: e.generation.id }] : [];
    });
    return { design_id: root.row.id, edits };
  }
}
