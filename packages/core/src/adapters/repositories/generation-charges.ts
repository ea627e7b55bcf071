import type { Tx } from './tx.ts';

// The locks and counts the repository's writes take inside a transaction: one generation's rows written one
// at a time, one payer's charges and refunds in order, the generations of one run counted as one request.

/** Serialises the writes of one generation's rows, so two jobs finishing together both see each other's row. */
export async function lockGeneration(tx: Tx, id: string) {
  await tx.$queryRaw`SELECT "id" FROM "generations" WHERE "id" = ${id} FOR UPDATE`;
  return tx.generation.findUnique({ where: { id }, select: { chargedTo: true, chargedOn: true, settings: true } });
}

/** The studio's calls of one run (one per style of an area) count as one request: at most this many. */
export const RUN_MAX_GENERATIONS = 3;

/**
 * Serialises the charges and refunds of one payer (a transaction-scoped advisory lock), so the calls of one
 * run arriving together see each other and charge once, and two last failures of a run refund once.
 */
export async function lockSubject(tx: Tx, subject: string) {
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${subject}))::text AS locked`;
}

/** The generations a payer's run holds on a day (the run id is the studio's, kept in settings.run). */
export async function runGenerationIds(tx: Tx, subject: string, day: Date, run: string): Promise<string[]> {
  const found = await tx.generation.findMany({ where: { chargedTo: subject, chargedOn: day, settings: { path: ['run'], equals: run } }, select: { id: true } });
  return found.map((g) => g.id);
}

export const runGenerations = async (tx: Tx, subject: string, day: Date, run: string) => (await runGenerationIds(tx, subject, day, run)).length;

export async function usedIn(tx: Tx, subject: string, day: Date): Promise<number> {
  const row = await tx.usageDay.findUnique({ where: { subject_day: { subject, day } } });
  return row?.count ?? 0;
}
