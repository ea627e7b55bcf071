import type { Database } from '../db/client.ts';

export interface FeedbackRecord {
  id: string;
  message: string;
  createdAt: Date;
  approved: boolean;
  approvedAt: Date | null;
  user: { email: string | null; name: string | null } | null;
}

/** Messages from the floating feedback button, and their approval by admins. */
export class FeedbackRepository {
  constructor(private readonly db: Database) {}

  async create(f: { message: string; userId: string | null; clientIp: string | null }): Promise<void> {
    await this.db.prisma.feedback.create({ data: f });
  }

  /** Newest first; `q` matches the message case-insensitively; `cursor` continues after an id. */
  async list(q: {
    status: 'all' | 'pending' | 'approved';
    text?: string;
    limit: number;
    cursor?: string;
  }): Promise<{ items: FeedbackRecord[]; more: boolean }> {
    const rows = await this.db.prisma.feedback.findMany({
      where: {
        ...(q.status === 'all' ? {} : { approved: q.status === 'approved' }),
        ...(q.text ? { message: { contains: q.text, mode: 'insensitive' as const } } : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: q.limit + 1,
      ...(q.cursor ? { cursor: { id: q.cursor }, skip: 1 } : {}),
      include: { user: { select: { email: true, name: true } } },
    });
    return {
      items: rows
        .slice(0, q.limit)
        .map((f) => ({ id: f.id, message: f.message, createdAt: f.createdAt, approved: f.approved, approvedAt: f.approvedAt, user: f.user })),
      more: rows.length > q.limit,
    };
  }

  /** False when no feedback has that id. */
  async approve(id: string, by: string): Promise<boolean> {
    const found = await this.db.prisma.feedback.updateMany({ where: { id }, data: { approved: true, approvedAt: new Date(), approvedBy: by } });
    return found.count > 0;
  }
}
