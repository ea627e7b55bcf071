import type { Usage } from '@landscape/contract';
import type { Config } from '../platform/config.ts';
import type { VerifiedIdentity } from '../ports/auth.port.ts';
import type { UserRepository, UserRecord } from '../adapters/repositories/user.repository.ts';
import type { UsageRepository } from '../adapters/repositories/usage.repository.ts';
import { subjectOf, usageOf, utcDay, type Payer } from '../domain/quota.ts';

export { nextUtcMidnight } from '../domain/quota.ts';

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

const consentOf = (u: UserRecord): ConsentPreferences => ({
  emailMarketing: u.emailMarketing,
  analytics: u.analytics,
  hasConsented: u.hasConsented,
  consentDate: u.consentDate?.toISOString() ?? null,
});

/** Users known from verified tokens, their roles, consent and daily usage. */
export class UserService {
  private readonly cache = new Map<string, { user: AppUser; at: number; key: string }>();
  private readonly admins: Set<string>;

  constructor(
    private readonly repos: { users: UserRepository; usage: UsageRepository },
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
    const row = await this.repos.users.upsertByUid({ uid: identity.uid, email: identity.email, name: identity.name, role });
    const user: AppUser = { id: row.id, uid: row.uid, email: row.email, name: row.name, role: row.role };
    this.cache.set(identity.uid, { user, at: Date.now(), key });
    return user;
  }

  async consent(userId: string): Promise<ConsentPreferences> {
    return consentOf(await this.repos.users.get(userId));
  }

  async saveConsent(userId: string, prefs: { emailMarketing: boolean; analytics: boolean }): Promise<ConsentPreferences> {
    return consentOf(await this.repos.users.saveConsent(userId, prefs));
  }

  /** Designs charged today (UTC) to a signed-in user, or to a visitor's IP. */
  async usage(who: Payer, now = new Date()): Promise<Usage> {
    return usageOf(await this.repos.usage.used(subjectOf(who), utcDay(now)), this.config.DAILY_LIMIT, now);
  }
}
