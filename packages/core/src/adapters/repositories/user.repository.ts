import type { Database } from '../db/client.ts';

export interface UserRecord {
  id: string;
  uid: string;
  email: string | null;
  name: string | null;
  role: 'user' | 'admin';
  emailMarketing: boolean;
  analytics: boolean;
  hasConsented: boolean;
  consentDate: Date | null;
}

/** Users known from verified identities, and their consent. */
export class UserRepository {
  constructor(private readonly db: Database) {}

  async upsertByUid(identity: { uid: string; email: string | null; name: string | null; role: 'user' | 'admin' }): Promise<UserRecord> {
    const row = await this.db.prisma.user.upsert({
      where: { firebaseUid: identity.uid },
      create: { firebaseUid: identity.uid, email: identity.email, name: identity.name, role: identity.role },
      update: { email: identity.email, name: identity.name ?? undefined, role: identity.role },
    });
    return { ...row, uid: row.firebaseUid };
  }

  async get(id: string): Promise<UserRecord> {
    const row = await this.db.prisma.user.findUniqueOrThrow({ where: { id } });
    return { ...row, uid: row.firebaseUid };
  }

  async saveConsent(id: string, prefs: { emailMarketing: boolean; analytics: boolean }): Promise<UserRecord> {
    const row = await this.db.prisma.user.update({
      where: { id },
      data: { emailMarketing: prefs.emailMarketing, analytics: prefs.analytics, hasConsented: true, consentDate: new Date() },
    });
    return { ...row, uid: row.firebaseUid };
  }
}
