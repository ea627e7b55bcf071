import type { Database } from '../db/client.ts';

export interface RequirementRecord {
  id: string;
  area: string;
  text: string;
  enabled: boolean;
  sortOrder: number;
}

/** Thrown when a suggestion with the same text already exists for its area. */
export class DuplicateRequirementError extends Error {
  constructor() {
    super('This suggestion already exists for this area');
    this.name = 'DuplicateRequirementError';
  }
}

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === 'P2002';
const ORDER = [{ sortOrder: 'asc' as const }, { createdAt: 'asc' as const }];

/** The suggested prompts ("requirements") per area that admins manage. */
export class RequirementRepository {
  constructor(private readonly db: Database) {}

  private get prisma() {
    return this.db.prisma;
  }

  /** Fills an empty table; the unique (area, text) index makes racing replicas harmless. */
  async seedIfEmpty(rows: { area: string; text: string; sortOrder: number }[]): Promise<void> {
    if ((await this.prisma.requirement.count()) > 0) return;
    await this.prisma.requirement.createMany({ data: rows, skipDuplicates: true });
  }

  async enabled(): Promise<RequirementRecord[]> {
    return this.prisma.requirement.findMany({ where: { enabled: true }, orderBy: ORDER });
  }

  async all(): Promise<RequirementRecord[]> {
    return this.prisma.requirement.findMany({ orderBy: [{ area: 'asc' }, ...ORDER] });
  }

  async create(r: { area: string; text: string; enabled: boolean }): Promise<RequirementRecord> {
    const last = await this.prisma.requirement.aggregate({ where: { area: r.area }, _max: { sortOrder: true } });
    try {
      return await this.prisma.requirement.create({ data: { ...r, sortOrder: (last._max.sortOrder ?? -1) + 1 } });
    } catch (err) {
      if (isUniqueViolation(err)) throw new DuplicateRequirementError();
      throw err;
    }
  }

  /** Null when no suggestion has that id. */
  async update(id: string, change: { text?: string; enabled?: boolean }): Promise<RequirementRecord | null> {
    try {
      const found = await this.prisma.requirement.updateMany({ where: { id }, data: change });
      if (found.count === 0) return null;
    } catch (err) {
      if (isUniqueViolation(err)) throw new DuplicateRequirementError();
      throw err;
    }
    return this.prisma.requirement.findUnique({ where: { id } });
  }

  async delete(id: string): Promise<boolean> {
    return (await this.prisma.requirement.deleteMany({ where: { id } })).count > 0;
  }

  async idsOf(area: string): Promise<string[]> {
    return (await this.prisma.requirement.findMany({ where: { area }, orderBy: ORDER, select: { id: true } })).map((r) => r.id);
  }

  /** Sets the order of the given ids in one transaction. */
  async reorder(ids: string[]): Promise<void> {
    await this.prisma.$transaction(ids.map((id, i) => this.prisma.requirement.update({ where: { id }, data: { sortOrder: i } })));
  }
}
