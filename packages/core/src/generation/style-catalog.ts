import { STYLE_CATALOGUE } from '@landscape/design';
import { STYLE_IDS } from '@landscape/contract';
import type { Database } from '../db/client.ts';

export interface StyleRow {
  id: string;
  name: string;
  description: string;
  preview: string | null;
}

/** The styles users can pick: the database rows (seeded from the design catalogue), enabled ones in order. */
export class StyleCatalog {
  private cache: { at: number; rows: StyleRow[] } | null = null;
  constructor(
    private readonly db: Database,
    private readonly ttlMs = 10_000,
  ) {}

  /** Inserts the catalogue's styles that are missing; never overwrites an operator's edits. */
  async seed(): Promise<void> {
    const existing = new Set((await this.db.prisma.style.findMany({ select: { id: true } })).map((s) => s.id));
    const missing = STYLE_IDS.filter((id) => !existing.has(id));
    if (!missing.length) return;
    await this.db.prisma.style.createMany({
      data: missing.map((id) => ({
        id,
        name: STYLE_CATALOGUE[id].name,
        description: STYLE_CATALOGUE[id].description,
        sortOrder: STYLE_IDS.indexOf(id),
      })),
      skipDuplicates: true,
    });
    this.cache = null;
  }

  async enabled(): Promise<StyleRow[]> {
    if (this.cache && Date.now() - this.cache.at < this.ttlMs) return this.cache.rows;
    const rows = await this.db.prisma.style.findMany({ where: { enabled: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
    const out = rows.map((r) => ({ id: r.id, name: r.name, description: r.description, preview: r.previewKey }));
    this.cache = { at: Date.now(), rows: out };
    return out;
  }

  async labels(): Promise<Map<string, string>> {
    const rows = await this.db.prisma.style.findMany({ select: { id: true, name: true } });
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Ids a request may use: enabled styles that the design engine knows how to draw. */
  async isUsable(id: string): Promise<boolean> {
    return (await this.enabled()).some((s) => s.id === id) && id in STYLE_CATALOGUE;
  }

  invalidate() {
    this.cache = null;
  }
}
