import type { Database } from '../db/client.ts';

export interface AccessTokenRecord {
  id: string;
  userId: string;
  name: string;
  prefix: string;
  lastUsedAt: Date | null;
  createdAt: Date;
}

const PUBLIC_FIELDS = { id: true, userId: true, name: true, prefix: true, lastUsedAt: true, createdAt: true } as const;

/** Personal access tokens (access_tokens): kept by the SHA-256 of their secret, never the secret. */
export class AccessTokenRepository {
  constructor(private readonly db: Database) {}

  /** Makes a token unless the account already holds `max`: null then, and nothing written. */
  async create(input: { userId: string; name: string; tokenHash: string; prefix: string }, max: number): Promise<AccessTokenRecord | null> {
    return this.db.prisma.$transaction(async (tx) => {
      // the user's row is locked so that two requests at once cannot both take the last place
      await tx.$queryRaw`SELECT 1 FROM "users" WHERE "id" = ${input.userId} FOR UPDATE`;
      if ((await tx.accessToken.count({ where: { userId: input.userId } })) >= max) return null;
      return tx.accessToken.create({ data: input, select: PUBLIC_FIELDS });
    });
  }

  async listFor(userId: string): Promise<AccessTokenRecord[]> {
    return this.db.prisma.accessToken.findMany({ where: { userId }, orderBy: { createdAt: 'desc' }, select: PUBLIC_FIELDS });
  }

  /** Deletes the user's token; false when the user has no token of that id. */
  async delete(userId: string, id: string): Promise<boolean> {
    const { count } = await this.db.prisma.accessToken.deleteMany({ where: { id, userId } });
    return count > 0;
  }

  /** The token of this hash with its owner's row, or null. */
  async findByHash(tokenHash: string) {
    return this.db.prisma.accessToken.findUnique({
      where: { tokenHash },
      select: { ...PUBLIC_FIELDS, user: { select: { id: true, firebaseUid: true, email: true, name: true, role: true } } },
    });
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.db.prisma.accessToken.updateMany({ where: { id }, data: { lastUsedAt: at } });
  }
}
