import type { Database } from '../db/client.ts';
import type { Tx } from './tx.ts';

/** Design images charged per subject and UTC day (usage_days). */
export class UsageRepository {
  constructor(private readonly db: Database) {}

  async used(subject: string, day: Date): Promise<number> {
    const row = await this.db.prisma.usageDay.findUnique({ where: { subject_day: { subject, day } } });
    return row?.count ?? 0;
  }

  /**
   * Takes `units` in one statement, only when they all fit under `limit`, so concurrent requests can
   * never both take the last ones. Answers the new count, or null (nothing taken) when they do not fit.
   */
  async charge(tx: Tx, subject: string, day: Date, units: number, limit: number): Promise<number | null> {
    const rows = await tx.$queryRaw<{ count: number }[]>`
      INSERT INTO "usage_days" ("subject", "day", "count")
      SELECT ${subject}, ${day}::date, ${units}::int WHERE ${units}::int <= ${limit}::int
      ON CONFLICT ("subject", "day") DO UPDATE SET "count" = "usage_days"."count" + EXCLUDED."count"
        WHERE "usage_days"."count" + EXCLUDED."count" <= ${limit}::int
      RETURNING "count"`;
    return rows.length ? Number(rows[0]!.count) : null;
  }

  /** Gives back the units of designs that were not delivered. */
  async refund(tx: Tx, subject: string, day: Date, units: number): Promise<void> {
    if (units <= 0) return;
    await tx.$executeRaw`UPDATE "usage_days" SET "count" = GREATEST("count" - ${units}::int, 0) WHERE "subject" = ${subject} AND "day" = ${day}::date`;
  }
}
