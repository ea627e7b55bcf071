import { LANGUAGES, type Language } from '@landscape/contract';
import type { Database } from '../db/client.ts';
import { generationSettingsSchema } from './generation-records.ts';

// Being told when a run finishes (decision 048): each account's Web Push subscriptions and e-mail opt-in, and
// the once-only mark that makes exactly one process, of however many settle the run's rows, tell its owner.

export interface PushSubscriptionRecord {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A run whose owner is to be told, claimed by this caller alone. */
export interface FinishedRun {
  /** The generation to open: the studio's multi-area request, or the first of a one-area run's calls. */
  generationId: string;
  /** A one-area run is one POST /api/generate per style: its designs are in My Designs. */
  single: boolean;
  userId: string;
  email: string | null;
  notifyEmail: boolean;
  address: string;
  locale: Language;
  completed: number;
  failed: number;
  subscriptions: PushSubscriptionRecord[];
}

const FINAL = ['completed', 'failed'] as const;

export class NotificationRepository {
  constructor(private readonly db: Database) {}

  async preferences(userId: string): Promise<{ email: boolean; subscriptions: number }> {
    const user = await this.db.prisma.user.findUnique({
      where: { id: userId },
      select: { notifyEmail: true, _count: { select: { pushSubscriptions: true } } },
    });
    return { email: user?.notifyEmail ?? false, subscriptions: user?._count.pushSubscriptions ?? 0 };
  }

  async setEmail(userId: string, on: boolean): Promise<void> {
    await this.db.prisma.user.update({ where: { id: userId }, data: { notifyEmail: on } });
  }

  /**
   * Keeps a browser's subscription for this account. The endpoint belongs to the browser, so a second account
   * signed in on the same browser takes it over (the browser holds its keys, and tells one person at a time).
   */
  async saveSubscription(userId: string, s: PushSubscriptionRecord): Promise<void> {
    await this.db.prisma.pushSubscription.upsert({
      where: { endpoint: s.endpoint },
      create: { userId, ...s },
      update: { userId, p256dh: s.p256dh, auth: s.auth },
    });
  }

  /** Removes this account's subscription; false when it has none at that endpoint (another's stays). */
  async deleteSubscription(userId: string, endpoint: string): Promise<boolean> {
    const { count } = await this.db.prisma.pushSubscription.deleteMany({ where: { endpoint, userId } });
    return count > 0;
  }

  /** A push service said the subscription is gone (404/410): it is never sent to again. */
  async forgetEndpoint(endpoint: string): Promise<void> {
    await this.db.prisma.pushSubscription.deleteMany({ where: { endpoint } });
  }

  /**
   * Claims the run of this generation once it is over: a signed-in owner's studio run (a multi-area request, or
   * the calls of a one-area run), every generation of it final and none told yet. Answers null for everyone else,
   * and to every caller after the first.
   */
  async claimFinished(generationId: string): Promise<FinishedRun | null> {
    const g = await this.db.prisma.generation.findUnique({
      where: { id: generationId },
      select: { id: true, userId: true, kind: true, settings: true, address: true, notifiedAt: true },
    });
    if (!g?.userId || g.notifiedAt) return null;
    const settings = generationSettingsSchema.safeParse(g.settings ?? {}).data;
    const run = settings?.run;
    if (g.kind !== 'multi' && !(g.kind === 'single' && run)) return null;
    const ids =
      g.kind === 'multi'
        ? [g.id]
        : (
            await this.db.prisma.generation.findMany({
              where: { userId: g.userId, kind: 'single', settings: { path: ['run'], equals: run } },
              select: { id: true },
              orderBy: { createdAt: 'asc' },
            })
          ).map((x) => x.id);
    const open = await this.db.prisma.generation.count({ where: { id: { in: ids }, status: { notIn: [...FINAL] } } });
    if (open > 0) return null;
    // one UPDATE takes the mark: a concurrent caller waits on the rows, then finds them marked and claims nothing
    const { count } = await this.db.prisma.generation.updateMany({ where: { id: { in: ids }, notifiedAt: null }, data: { notifiedAt: new Date() } });
    if (count === 0) return null;
    const [user, rows, subscriptions] = await Promise.all([
      this.db.prisma.user.findUnique({ where: { id: g.userId }, select: { email: true, notifyEmail: true } }),
      this.db.prisma.generationArea.groupBy({ by: ['status'], where: { generationId: { in: ids } }, _count: { _all: true } }),
      this.db.prisma.pushSubscription.findMany({ where: { userId: g.userId }, select: { endpoint: true, p256dh: true, auth: true } }),
    ]);
    const counted = (s: string) => rows.find((r) => r.status === s)?._count._all ?? 0;
    const locale = settings?.locale && LANGUAGES.includes(settings.locale) ? settings.locale : 'en';
    return {
      generationId: ids[0] ?? g.id,
      single: g.kind === 'single',
      userId: g.userId,
      email: user?.email ?? null,
      notifyEmail: user?.notifyEmail ?? false,
      address: g.address,
      locale,
      completed: counted('completed'),
      failed: counted('failed'),
      subscriptions,
    };
  }
}
