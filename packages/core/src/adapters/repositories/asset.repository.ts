import type { Database } from '../db/client.ts';

export interface AssetRecord {
  key: string;
  kind: 'original' | 'render' | 'plan' | 'mask' | 'growth' | 'phase' | 'style-preview';
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  generationId?: string | null;
  userId?: string | null;
}

/** The stored files the database knows about (size, owner), one row per storage key. */
export class AssetRepository {
  constructor(private readonly db: Database) {}

  async record(a: AssetRecord): Promise<void> {
    await this.db.prisma.asset.upsert({
      where: { key: a.key },
      create: {
        key: a.key,
        kind: a.kind,
        contentType: a.contentType,
        bytes: a.bytes,
        width: a.width,
        height: a.height,
        generationId: a.generationId ?? null,
        userId: a.userId ?? null,
      },
      update: { contentType: a.contentType, bytes: a.bytes, width: a.width, height: a.height },
    });
  }

  async remove(key: string): Promise<void> {
    await this.db.prisma.asset.deleteMany({ where: { key } });
  }
}
