import { createHash } from 'node:crypto';
import type { DerivedImageJob, Language, PackPaper } from '@landscape/contract';
import { planPhases } from '@landscape/design';
import { packLocale } from '../pixels/pack/pack-text.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import type { PackInput } from '../pixels/pack/landscaper-pack.ts';
import type { Storage } from '../ports/storage.port.ts';
import { storageKeys } from '../domain/storage-keys.ts';
import { owns, type OwnedDesign, type ProgressViewer } from './design-access.ts';
import { drawnFromAddress, lotOf, planOfDesign } from './design-brief.ts';
import type { DesignFiles } from './design-files.ts';
import { phasesPlanned } from './design-phases.ts';
import type { StyleCatalog } from './style-catalog.ts';

/** What a pack is asked for in: the reader's language and paper (absent: the design's own), and a phases budget. */
export interface PackRequest {
  budget: number | null;
  lang?: Language;
  paper?: PackPaper;
}

/** A pack to serve: where it is (or will be) kept, and the `derived-image` job that draws it there. */
export type PackTarget = { ok: true; designId: string; key: string; job: DerivedImageJob } | { ok: false; detail: string };

type PackJob = NonNullable<DerivedImageJob['pack']>;

/** Letter for a design measured in feet, A4 for one in metres (the paper each one's landscaper keeps). */
function paperOf(design: OwnedDesign, locale: Language): PackPaper {
  const units = design.summary.units ?? (locale === 'en' ? 'imperial' : 'metric');
  return units === 'imperial' ? 'letter' : 'a4';
}

/**
 * A digest of what a pack prints: the design (an edit, a new plant list or new pictures make a new pack) and
 * who reads it (the owner's pack prints the street address, a share visitor's only the place).
 */
function revisionOf(design: OwnedDesign, owner: boolean): string {
  const { row } = design;
  const printed = JSON.stringify([design.summary, row.area, row.originalKey, row.renderKey, row.planKey, row.editedFrom, owner]);
  return createHash('sha256').update(printed).digest('hex').slice(0, 16);
}

/**
 * The landscaper's pack (product §12, decisions 029, 044 and 046): a PDF of the design, its plan and lot
 * (drawn as vectors), its phases within the budget and its pictures, for its owner or, while the owner
 * shares it at /d/:id, for anyone (that design only; the street address is printed for the owner only). The
 * API only finds where it is kept (`target`); the `derived-image` job draws it there once (`draw`, on the
 * render pool of whoever works jobs), and every later request reads it from storage.
 */
export class DesignPack {
  constructor(
    private readonly d: {
      generations: Pick<GenerationRepository, 'design' | 'editedPlan'>;
      files: Pick<DesignFiles, 'read'>;
      storage: Pick<Storage, 'exists' | 'put'>;
      pool: RenderPool;
      /** Without it (unit tests) the pack prints the plan picture, not to scale. */
      styles?: Pick<StyleCatalog, 'resolve'>;
    },
  ) {}

  /** Where the pack the viewer asks for is kept, and the job that draws it; a refused budget or an unfinished design says why. */
  async target(designId: string, viewer: ProgressViewer, req: PackRequest): Promise<PackTarget> {
    const out = await phasesPlanned(this.d.generations, designId, viewer, req.budget, true);
    if (!out.ok) return out;
    const { design } = out;
    if (!design.row.renderKey) return { ok: false, detail: 'This design is not finished yet.' };
    const owner = owns({ userId: design.generation.userId, claimHash: design.generation.claimHash }, viewer);
    const locale = req.lang ?? packLocale(design.summary.locale);
    const pack: PackJob = { rev: revisionOf(design, owner), owner, locale, paper: req.paper ?? paperOf(design, locale), budget: req.budget };
    return { ok: true, designId: design.id, key: storageKeys.pack(design.row.renderKey, pack), job: { designId: design.id, kind: 'pack', pack } };
  }

  /**
   * The `derived-image` job of a pack: draws it on the render pool and keeps it, unless it is kept already.
   * Null (nothing drawn) when the design is gone or no longer prints what was asked for (edited meanwhile).
   */
  async draw(job: DerivedImageJob): Promise<string | null> {
    const found = job.pack ? await this.d.generations.design(job.designId) : null;
    const row = found?.row;
    if (!job.pack || !found || !row?.design || !row.renderKey || row.status !== 'completed') return null;
    const design: OwnedDesign = { ok: true, id: row.id, row, generation: found.generation, summary: row.design };
    const { budget, locale, paper, owner } = job.pack;
    if (revisionOf(design, owner) !== job.pack.rev) return null;
    const key = storageKeys.pack(row.renderKey, job.pack);
    if (await this.d.storage.exists(key)) return key;
    const pdf = await this.d.pool.run('pack', await this.inputOf(design, { budget, locale, paper, owner }));
    await this.d.storage.put(key, Buffer.from(pdf), 'application/pdf');
    return key;
  }

  /** What the PDF is made from. */
  private async inputOf(design: OwnedDesign, o: { budget: number | null; locale: Language; paper: PackPaper; owner: boolean }): Promise<PackInput> {
    const { summary, generation, row } = design;
    const planned = o.budget === null ? null : planPhases(summary, o.budget);
    const [before, after, plan] = await this.pictures([row.originalKey, row.renderKey, row.planKey]);
    return {
      summary,
      area: row.area,
      phases: planned?.ok ? planned.phases : null,
      built: planned?.ok ? planned.built : null,
      before,
      after,
      plan,
      locale: o.locale,
      paper: o.paper,
      drawing: await this.drawing(design),
      project: {
        address: o.owner ? generation.address : (summary.site?.place ?? null),
        date: generation.createdAt.toISOString().slice(0, 10),
        revision: row.editedFrom ? '1' : '0',
        exampleHouse: row.house?.source === 'drawn',
      },
    };
  }

  /** The design's plan and the lot it was planned on; null without a style catalogue or when it cannot be planned again. */
  private async drawing(design: OwnedDesign): Promise<PackInput['drawing']> {
    if (!this.d.styles) return null;
    const { generation, row } = design;
    try {
      const plan = await planOfDesign({ generations: this.d.generations, styles: this.d.styles, pool: this.d.pool }, generation, row);
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
