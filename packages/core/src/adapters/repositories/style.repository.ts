import type { Database } from '../db/client.ts';

export interface StyleRecord {
  id: string;
  name: string;
  description: string;
  promptNotes: string;
  baseStyle: string | null;
  previewKey: string | null;
  enabled: boolean;
  sortOrder: number;
}

const ORDER = [{ sortOrder: 'asc' as const }, { id: 'asc' as const }];

/** The styles users pick from: catalogue styles seeded at start-up and the ones admins make. */
export class StyleRepository {
  constructor(private readonly db: Database) {}

  private get prisma() {
    return this.db.prisma;
  }

  async all(): Promise<StyleRecord[]> {
    return this.prisma.style.findMany({ orderBy: ORDER });
  }

  async enabled(): Promise<StyleRecord[]> {
    return this.prisma.style.findMany({ where: { enabled: true }, orderBy: ORDER });
  }

  async get(id: string): Promise<StyleRecord | null> {
    return this.prisma.style.findUnique({ where: { id } });
  }

  async idsStartingWith(prefix: string): Promise<string[]> {
    return (await this.prisma.style.findMany({ where: { id: { startsWith: prefix } }, select: { id: true } })).map((r) => r.id);
  }

  /** Inserts the rows whose ids are missing; never overwrites an operator's edits. */
  async insertMissing(rows: { id: string; name: string; description: string; sortOrder: number }[]): Promise<void> {
    await this.prisma.style.createMany({ data: rows, skipDuplicates: true });
  }

  /** A new style goes after every other one. */
  async create(s: { id: string; name: string; description: string; promptNotes: string; baseStyle: string; enabled: boolean }): Promise<StyleRecord> {
    const last = await this.prisma.style.aggregate({ _max: { sortOrder: true } });
    return this.prisma.style.create({ data: { ...s, sortOrder: (last._max.sortOrder ?? 0) + 1 } });
  }

  async update(
    id: string,
    change: Partial<Pick<StyleRecord, 'name' | 'description' | 'promptNotes' | 'baseStyle' | 'enabled' | 'previewKey'>>,
  ): Promise<StyleRecord> {
    return this.prisma.style.update({ where: { id }, data: change });
  }

  async delete(id: string): Promise<void> {
    await this.prisma.style.delete({ where: { id } });
  }

  /** Sets the order of the given ids in one transaction. */
  async reorder(ids: string[]): Promise<void> {
    await this.prisma.$transaction(ids.map((id, i) => this.prisma.style.update({ where: { id }, data: { sortOrder: i } })));
  }
}
