import { STYLE_CATALOGUE } from '@landscape/design';
import { STYLE_IDS, type StyleId } from '@landscape/contract';
import type { ResolvedStyle } from '../domain/style.ts';
import type { StyleRepository } from '../adapters/repositories/style.repository.ts';

export interface StyleRow {
  id: string;
  name: string;
  description: string;
  preview: string | null;
}

export type { ResolvedStyle } from '../domain/style.ts';

export function isCatalogueStyle(id: string): id is StyleId {
  return Object.hasOwn(STYLE_CATALOGUE, id);
}

/** The design catalogue's own styles, in its order: what an admin-made style may draw like (Style Management). */
export function catalogueStyles(): { id: StyleId; name: string; description: string }[] {
  return STYLE_IDS.map((id) => ({ id, name: STYLE_CATALOGUE[id].name, description: STYLE_CATALOGUE[id].description }));
}

/** The styles users can pick: the database rows (seeded from the design catalogue), enabled ones in order. */
export class StyleCatalog {
  private cache: { at: number; rows: StyleRow[] } | null = null;
  constructor(
    private readonly repo: StyleRepository,
    private readonly ttlMs = 10_000,
  ) {}

  /** Inserts the catalogue's styles that are missing; never overwrites an operator's edits. */
  async seed(): Promise<void> {
    const existing = new Set((await this.repo.all()).map((s) => s.id));
    const missing = STYLE_IDS.filter((id) => !existing.has(id));
    if (!missing.length) return;
    await this.repo.insertMissing(
      missing.map((id) => ({ id, name: STYLE_CATALOGUE[id].name, description: STYLE_CATALOGUE[id].description, sortOrder: STYLE_IDS.indexOf(id) })),
    );
    this.cache = null;
  }

  async enabled(): Promise<StyleRow[]> {
    if (this.cache && Date.now() - this.cache.at < this.ttlMs) return this.cache.rows;
    const out = (await this.repo.enabled()).map((r) => ({ id: r.id, name: r.name, description: r.description, preview: r.previewKey }));
    this.cache = { at: Date.now(), rows: out };
    return out;
  }

  private labelCache: { at: number; labels: Map<string, string> } | null = null;

  /** Names of every style, disabled ones included (old generations keep their labels). Cached: progress polls read it. */
  async labels(): Promise<Map<string, string>> {
    if (this.labelCache && Date.now() - this.labelCache.at < this.ttlMs) return this.labelCache.labels;
    // one read for every poll that arrives while it runs
    this.labelRead ??= this.readLabels().finally(() => (this.labelRead = null));
    return this.labelRead;
  }

  private labelRead: Promise<Map<string, string>> | null = null;

  private async readLabels(): Promise<Map<string, string>> {
    const fresh = new Map((await this.repo.all()).map((r) => [r.id, r.name]));
    const old = this.labelCache?.labels;
    // The same map while the names are the same: progress answers made with it stay valid (DesignProgress.answer).
    const labels = old && old.size === fresh.size && [...fresh].every(([id, name]) => old.get(id) === name) ? old : fresh;
    this.labelCache = { at: Date.now(), labels };
    return labels;
  }

  /** Ids a request may use: enabled styles that the design engine knows how to draw (themselves or through their base style). */
  async isUsable(id: string): Promise<boolean> {
    return (await this.availability(id)) === 'usable';
  }

  async availability(id: string): Promise<'usable' | 'disabled' | 'unknown'> {
    if ((await this.enabled()).some((s) => s.id === id)) return (await this.resolve(id)) ? 'usable' : 'unknown';
    return (await this.repo.get(id)) ? 'disabled' : 'unknown';
  }

  /** The drawing recipe and prompt wording of a style; null when neither it nor its base is in the catalogue. */
  async resolve(id: string): Promise<ResolvedStyle | null> {
    const row = await this.repo.get(id);
    const drawAs = row?.baseStyle && isCatalogueStyle(row.baseStyle) ? row.baseStyle : isCatalogueStyle(id) ? id : null;
    if (!drawAs) return null;
    if (!row) return { id, name: STYLE_CATALOGUE[drawAs].name, description: STYLE_CATALOGUE[drawAs].description, promptNotes: '', drawAs };
    return { id, name: row.name, description: row.description, promptNotes: row.promptNotes, drawAs };
  }

  invalidate() {
    this.labelCache = null;
    this.cache = null;
  }
}
