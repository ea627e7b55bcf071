import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { VerifiedIdentity } from '../auth/auth.port.ts';

export interface AppUser {
  id: string;
  uid: string;
  email: string | null;
  name: string | null;
  role: 'user' | 'admin';
}

export interface ConsentPreferences {
  emailMarketing: boolean;
  analytics: boolean;
  hasConsented: boolean;
  consentDate: string | null;
}

export interface Usage {
  daily_limit: number;
  usage_today: number;
  remaining: number;
  resets_at: string;
}

const subjectOf = (who: { userId: string | null; ip: string }) => (who.userId ? `user:${who.userId}` : `ip:${who.ip}`);
const utcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Start of the next UTC day: when a daily quota resets. */
export function nextUtcMidnight(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** Users known from verified tokens, their roles, consent and daily usage. */
export class UserService {
  private readonly cache = new Map<string, { user: AppUser; at: number; key: string }>();
  private readonly admins: Set<string>;

  constructor(
    private readonly db: Database,
    private readonly config: Pick<Config, 'ADMIN_EMAILS' | 'DAILY_LIMIT'>,
  ) {
    this.admins = new Set((config.ADMIN_EMAILS ?? []).map((e) => e.toLowerCase()));
  }

  /** Admin only for a configured e-mail that the identity provider has verified. */
  roleFor(identity: VerifiedIdentity): 'user' | 'admin' {
    return identity.email && identity.emailVerified && this.admins.has(identity.email.toLowerCase()) ? 'admin' : 'user';
  }

  /** Creates or refreshes the row of a verified identity. Cached briefly: progress polling must not write every 2 s. */
  async upsert(identity: VerifiedIdentity): Promise<AppUser> {
    const role = this.roleFor(identity);
    const key = `${identity.email}|${identity.name}|${role}`;
    const hit = this.cache.get(identity.uid);
    if (hit && hit.key === key && Date.now() - hit.at < 60_000) return hit.user;
    const row = await this.db.prisma.user.upsert({
      where: { firebaseUid: identity.uid },
      create: { firebaseUid: identity.uid, email: identity.email, name: identity.name, role },
      update: { email: identity.email, name: identity.name ?? undefined, role },
    });
    const user: AppUser = { id: row.id, uid: row.firebaseUid, email: row.email, name: row.name, role: row.role };
    this.cache.set(identity.uid, { user, at: Date.now(), key });
    return user;
  }

  async consent(userId: string): Promise<ConsentPreferences> {
    const u = await this.db.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    return { emailMarketing: u.emailMarketing, analytics: u.analytics, hasConsented: u.hasConsented, consentDate: u.consentDate?.toISOString() ?? null };
  }

  async saveConsent(userId: string, prefs: { emailMarketing: boolean; analytics: boolean }): Promise<ConsentPreferences> {
    const u = await this.db.prisma.user.update({
      where: { id: userId },
      data: { emailMarketing: prefs.emailMarketing, analytics: prefs.analytics, hasConsented: true, consentDate: new Date() },
    });
    return { emailMarketing: u.emailMarketing, analytics: u.analytics, hasConsented: u.hasConsented, consentDate: u.consentDate?.toISOString() ?? null };
  }

  /** Generations started today (UTC) by a signed-in user, or by a visitor's IP. */
  async usage(who: { userId: string | null; ip: string }, now = new Date()): Promise<Usage> {
    const row = await this.db.prisma.usageDay.findUnique({ where: { subject_day: { subject: subjectOf(who), day: utcDay(now) } } });
    return this.usageOf(row?.count ?? 0, now);
  }

  /**
   * Counts one generation against today's limit in a single statement, so concurrent requests
   * cannot both take the last one. Answers null when the limit is already reached.
   */
  async consume(who: { userId: string | null; ip: string }, now = new Date()): Promise<Usage | null> {
    const limit = this.config.DAILY_LIMIT;
    const rows = await this.db.prisma.$queryRaw<{ count: number }[]>`
      INSERT INTO "usage_days" ("subject", "day", "count") VALUES (${subjectOf(who)}, ${utcDay(now)}::date, 1)
      ON CONFLICT ("subject", "day") DO UPDATE SET "count" = "usage_days"."count" + 1 WHERE "usage_days"."count" < ${limit}
      RETURNING "count"`;
    if (limit === 0 || rows.length === 0 || Number(rows[0]!.count) > limit) return null;
    return this.usageOf(Number(rows[0]!.count), now);
  }

  private usageOf(used: number, now: Date): Usage {
    const limit = this.config.DAILY_LIMIT;
    return { daily_limit: limit, usage_today: used, remaining: Math.max(0, limit - used), resets_at: nextUtcMidnight(now).toISOString() };
  }
}
