import { type AreaId, areaIdSchema, type GrowthStage, type JobStatus, type PhaseSet } from '@landscape/contract';
import type { Database } from '../db/client.ts';
import { type Charge, QuotaExceededError, usageOf } from '../../domain/quota.ts';
import { generationStatus } from '../../domain/status.ts';
import type { Tx } from './tx.ts';
import { growthKeysOf, planKeysIn } from '../../domain/storage-keys.ts';
import type { UsageRepository } from './usage.repository.ts';
import {
  type ClaimRequest,
  type DesignRow,
  type GenerationKind,
  type GenerationRecord,
  generationSettingsSchema,
  KINDS,
  type NewGeneration,
  type RenderedDesign,
  sameHash,
  type SharedDesignRecord,
  toDesignRow,
  toRecord,
  type UnfinishedRow,
  withoutPending,
} from './generation-records.ts';
import { lockGeneration, lockSubject, RUN_MAX_GENERATIONS, runGenerationIds, runGenerations, usedIn } from './generation-charges.ts';

// Every database call about generations, their design rows and the quota they charge. Use cases and
// routes never reach Prisma for these: they call this module.

const OPEN: JobStatus[] = ['pending', 'processing'];

export class GenerationRepository {
  constructor(
    private readonly db: Database,
    private readonly usage: UsageRepository,
  ) {}

  private get prisma() {
    return this.db.prisma;
  }

  /**
   * Writes a generation and its rows, and charges it as one request (decision 042), in one transaction: a
   * request that does not fit in what remains writes nothing and throws QuotaExceededError. A generation of
   * a run already charged today (the studio's one call per style, `settings.run`) is not charged again.
   */
  async create(input: NewGeneration, charge: Charge | null): Promise<{ generation: GenerationRecord; rows: DesignRow[] }> {
    type Out = { generation: GenerationRecord; rows: DesignRow[] } | { refusedAt: number };
    const out = await this.prisma.$transaction(async (tx): Promise<Out> => {
      if (charge) {
        await lockSubject(tx, charge.subject);
        const run = input.settings?.run;
        // a run that asks more than its styles is charged again for every further block of calls
        const paid = run ? (await runGenerations(tx, charge.subject, charge.day, run)) % RUN_MAX_GENERATIONS : 0;
        if (paid === 0 && (await this.usage.charge(tx, charge.subject, charge.day, charge.units, charge.limit)) === null) {
          return { refusedAt: await usedIn(tx, charge.subject, charge.day) };
        }
      }
      const g = await tx.generation.create({
        data: {
          ...(input.id ? { id: input.id } : {}),
          address: input.address,
          kind: input.kind,
          styles: input.styles,
          userId: input.userId,
          clientIp: input.clientIp,
          claimHash: input.userId ? null : (input.claimHash ?? null),
          settings: input.settings ?? undefined,
          chargedTo: charge?.subject ?? null,
          chargedOn: charge?.day ?? null,
          areas: {
            create: input.rows.map((r) => ({
              area: r.area,
              style: r.style,
              prompt: r.prompt,
              originalKey: r.originalKey ?? null,
              editedFrom: r.editedFrom ?? null,
            })),
          },
        },
        include: { areas: { orderBy: { createdAt: 'asc' } } },
      });
      return { generation: toRecord(g), rows: g.areas.map(toDesignRow) };
    });
    if ('refusedAt' in out) throw new QuotaExceededError(charge!.units, usageOf(out.refusedAt, charge!.limit));
    return out;
  }

  async get(id: string): Promise<GenerationRecord | null> {
    const g = await this.prisma.generation.findUnique({ where: { id } });
    return g ? toRecord(g) : null;
  }

  /**
   * What a design takes with this model, as measured: for each of the `limit` latest completed
   * generations whose designs it drew, the time from request to last design divided by its designs;
   * the median of those. Null without any.
   */
  async secondsPerDesign(model: string, limit = 20): Promise<{ median: number | null; samples: number }> {
    const gens = await this.prisma.generation.findMany({
      where: { status: 'completed', kind: { in: ['multi', 'single'] }, areas: { every: { model } } },
      orderBy: { createdAt: 'desc' },
      take: limit,
      select: { createdAt: true, areas: { select: { finishedAt: true } } },
    });
    const per = gens
      .filter((g) => g.areas.length > 0 && g.areas.every((a) => a.finishedAt))
      .map((g) => (Math.max(...g.areas.map((a) => a.finishedAt!.getTime())) - g.createdAt.getTime()) / 1000 / g.areas.length)
      .sort((a, b) => a - b);
    if (per.length === 0) return { median: null, samples: 0 };
    const mid = Math.floor(per.length / 2);
    const median = per.length % 2 ? per[mid]! : (per[mid - 1]! + per[mid]!) / 2;
    return { median: Math.round(median * 10) / 10, samples: per.length };
  }

  /**
   * Whose generation this is, as the identity provider knows them (uid null: a visitor's), and the image
   * keys of its designs the owner shares (/d/:id); null when there is none.
   */
  async ownerOf(id: string): Promise<{ uid: string | null; sharedKeys: string[] } | null> {
    const g = await this.prisma.generation.findUnique({
      where: { id },
      select: {
        user: { select: { firebaseUid: true } },
        areas: { where: { sharedAt: { not: null } }, select: { originalKey: true, renderKey: true, planKey: true } },
      },
    });
    if (!g) return null;
    // a shared design opens its growth stages (decision 028) and its plan in every language (decision 038) too:
    // named after its render
    const sharedKeys = g.areas.flatMap((a) =>
      [a.originalKey, a.renderKey, a.planKey, ...(a.renderKey ? [...growthKeysOf(a.renderKey), ...planKeysIn(a.renderKey)] : [])].filter(
        (k): k is string => !!k,
      ),
    );
    return { uid: g.user?.firebaseUid ?? null, sharedKeys };
  }

  /** One design (a row) with its generation's owner, language and date, and since when it is shared; null when there is none. */
  async design(id: string): Promise<SharedDesignRecord | null> {
    const r = await this.prisma.generationArea.findUnique({ where: { id }, include: { generation: true } });
    return r ? { row: toDesignRow(r), sharedAt: r.sharedAt, generation: toRecord(r.generation), claimHash: r.generation.claimHash } : null;
  }

  /** The finished designs edited from any of `ids` (Change just this), each with its generation and when it was made. */
  async editsOf(ids: readonly string[]): Promise<{ row: DesignRow; generation: GenerationRecord; createdAt: Date }[]> {
    if (ids.length === 0) return [];
    const rows = await this.prisma.generationArea.findMany({
      where: { editedFrom: { in: [...ids] }, status: 'completed' },
      include: { generation: true },
      orderBy: { createdAt: 'asc' },
    });
    return rows.map((r) => ({ row: toDesignRow(r), generation: toRecord(r.generation), createdAt: r.createdAt }));
  }

  /** The whole plan of an edited design (kept with it), or null for a design planned from its seed. */
  async editedPlan(id: string): Promise<unknown> {
    const r = await this.prisma.generationArea.findUnique({ where: { id }, select: { plan: true } });
    const plan = r?.plan as { edited?: unknown } | null | undefined;
    return plan && typeof plan === 'object' && 'edited' in plan ? (plan.edited ?? null) : null;
  }

  /** Starts (a date) or stops (null) sharing a design at /d/:id. */
  async setShared(id: string, at: Date | null): Promise<void> {
    await this.prisma.generationArea.update({ where: { id }, data: { sharedAt: at } });
  }

  async getWithRows(id: string): Promise<{ generation: GenerationRecord; rows: DesignRow[] } | null> {
    const g = await this.prisma.generation.findUnique({ where: { id }, include: { areas: { orderBy: { createdAt: 'asc' } } } });
    return g ? { generation: toRecord(g), rows: g.areas.map(toDesignRow) } : null;
  }

  async rows(generationId: string, area?: AreaId): Promise<DesignRow[]> {
    const rows = await this.prisma.generationArea.findMany({ where: { generationId, ...(area ? { area } : {}) }, orderBy: { createdAt: 'asc' } });
    return rows.map(toDesignRow);
  }

  /** Marks unfinished rows as being rendered (one more attempt each). Answers the rows it changed. */
  async start(rowIds: string[]): Promise<DesignRow[]> {
    if (!rowIds.length) return [];
    const rows = await this.prisma.generationArea.updateManyAndReturn({
      where: { id: { in: rowIds }, status: { in: OPEN } },
      data: { status: 'processing', startedAt: new Date(), attempts: { increment: 1 } },
    });
    if (rows.length) await this.refreshStatus(this.prisma, rows[0]!.generationId);
    return rows.map(toDesignRow);
  }

  /** Records a rendered design; null when the row was already final (failed by the reconciler meanwhile). */
  async complete(generationId: string, rowId: string, d: RenderedDesign): Promise<DesignRow | null> {
    return this.prisma.$transaction(async (tx) => {
      await lockGeneration(tx, generationId);
      const rows = await tx.generationArea.updateManyAndReturn({
        where: { id: rowId, status: { in: OPEN } },
        data: {
          status: 'completed',
          error: null,
          angle: d.angle,
          originalKey: d.originalKey,
          renderKey: d.renderKey,
          planKey: d.planKey,
          plan: {
            seed: d.seed,
            prompt: d.prompt,
            summary: d.design,
            ...(d.house?.align ? { houseAlign: { ...d.house.align } } : {}),
            ...(d.editedPlan ? { edited: d.editedPlan as object } : {}),
          },
          model: d.model,
          preservationStrength: d.preservationStrength,
          houseKept: d.house?.kept ?? null,
          houseFirst: d.house?.first ?? null,
          houseVisible: d.house?.visible ?? null,
          houseAction: d.house?.action ?? null,
          maskKey: d.house?.maskKey ?? null,
          houseSource: d.house?.source ?? null,
          houseMaskSource: d.house?.maskSource ?? null,
          finishedAt: new Date(),
        },
      });
      await this.refreshStatus(tx, generationId);
      return rows[0] ? toDesignRow(rows[0]) : null;
    });
  }

  /**
   * A finished design's growth stages (decision 028), added to its summary once drawn (null: none could be
   * drawn); either way the summary stops saying they are pending. Answers the row, or null when it is no
   * longer a finished design (deleted, or failed by a reconciler meanwhile).
   */
  async addGrowth(rowId: string, growth: GrowthStage[] | null): Promise<DesignRow | null> {
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.generationArea.findUnique({ where: { id: rowId } });
      const plan = (row?.plan ?? null) as { summary?: object | null } | null;
      if (!row || row.status !== 'completed' || !plan?.summary) return null;
      const rows = await tx.generationArea.updateManyAndReturn({
        where: { id: rowId, status: 'completed' },
        data: { plan: { ...plan, summary: { ...withoutPending(plan.summary), ...(growth ? { growth } : {}) } } as object },
      });
      return rows[0] ? toDesignRow(rows[0]) : null;
    });
  }

  /**
   * A budget in phases drawn (product §12), kept in the finished design's summary as its `phase_set` (the
   * last one asked replaces the one before). Answers the row, or null when it is no longer a finished design.
   */
  async addPhaseSet(rowId: string, set: PhaseSet): Promise<DesignRow | null> {
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.generationArea.findUnique({ where: { id: rowId } });
      const plan = (row?.plan ?? null) as { summary?: object | null } | null;
      if (!row || row.status !== 'completed' || !plan?.summary) return null;
      const rows = await tx.generationArea.updateManyAndReturn({
        where: { id: rowId, status: 'completed' },
        data: { plan: { ...plan, summary: { ...plan.summary, phase_set: set } } as object },
      });
      return rows[0] ? toDesignRow(rows[0]) : null;
    });
  }

  /**
   * Charges `charge.units` designs that write no row of their own (a budget's phase pictures count as one
   * design); throws QuotaExceededError, taking nothing, when they do not fit today.
   */
  async chargeUnits(charge: Charge): Promise<void> {
    const refusedAt = await this.prisma.$transaction(async (tx) =>
      (await this.usage.charge(tx, charge.subject, charge.day, charge.units, charge.limit)) === null ? await usedIn(tx, charge.subject, charge.day) : null,
    );
    if (refusedAt !== null) throw new QuotaExceededError(charge.units, usageOf(refusedAt, charge.limit));
  }

  /** Gives back units charged by chargeUnits for work that was not delivered. */
  async refundUnits(charge: Pick<Charge, 'subject' | 'day' | 'units'>): Promise<void> {
    await this.prisma.$transaction(async (tx) => this.usage.refund(tx, charge.subject, charge.day, charge.units));
  }

  /**
   * Fails the rows that are not final yet, in one transaction; when that leaves the request (the generation,
   * or every generation of its run) with nothing delivered and nothing still drawing, its one unit goes back
   * to whoever paid. Answers the rows it failed (rows already final are left as they are).
   */
  async fail(generationId: string, rowIds: string[], message: string): Promise<DesignRow[]> {
    if (!rowIds.length) return [];
    return this.prisma.$transaction(async (tx) => {
      const g = await lockGeneration(tx, generationId);
      if (g?.chargedTo) await lockSubject(tx, g.chargedTo);
      const rows = await tx.generationArea.updateManyAndReturn({
        where: { id: { in: rowIds }, generationId, status: { in: OPEN } },
        data: { status: 'failed', error: message, finishedAt: new Date() },
      });
      if (rows.length && g?.chargedTo && g.chargedOn) {
        const run = generationSettingsSchema.safeParse(g.settings ?? {}).data?.run;
        const ids = run ? await runGenerationIds(tx, g.chargedTo, g.chargedOn, run) : [generationId];
        const alive = await tx.generationArea.count({ where: { generationId: { in: ids }, status: { not: 'failed' } } });
        if (alive === 0) await this.usage.refund(tx, g.chargedTo, g.chargedOn, 1);
      }
      await this.refreshStatus(tx, generationId);
      return rows.map(toDesignRow);
    });
  }

  /** Puts rows back to pending before their job is queued again (reconciliation). */
  async requeue(rowIds: string[]): Promise<void> {
    await this.prisma.generationArea.updateMany({ where: { id: { in: rowIds }, status: { in: OPEN } }, data: { status: 'pending' } });
  }

  /** Rows pending or processing, of every kind of generation; `idleSince` keeps only those untouched since then. */
  async unfinished(idleSince?: Date): Promise<UnfinishedRow[]> {
    const rows = await this.prisma.generationArea.findMany({
      where: { status: { in: OPEN }, ...(idleSince ? { updatedAt: { lt: idleSince } } : {}) },
      select: { id: true, generationId: true, area: true, attempts: true, generation: { select: { kind: true, address: true, styles: true } } },
      orderBy: { createdAt: 'asc' },
    });
    return rows.map((r) => ({
      id: r.id,
      generationId: r.generationId,
      kind: KINDS.includes(r.generation.kind as GenerationKind) ? (r.generation.kind as GenerationKind) : 'multi',
      address: r.generation.address,
      styles: r.generation.styles,
      area: areaIdSchema.catch('front_yard').parse(r.area),
      attempts: r.attempts,
    }));
  }

  /** A user's generations, newest first, each with its completed rows (My Designs). */
  async listForUser(
    userId: string,
    page: { limit: number; cursor?: string },
  ): Promise<{ generations: { generation: GenerationRecord; rows: DesignRow[] }[]; more: boolean }> {
    const rows = await this.prisma.generation.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: page.limit + 1,
      ...(page.cursor ? { cursor: { id: page.cursor }, skip: 1 } : {}),
      include: { areas: { where: { status: 'completed' }, orderBy: { createdAt: 'asc' } } },
    });
    return { generations: rows.slice(0, page.limit).map((g) => ({ generation: toRecord(g), rows: g.areas.map(toDesignRow) })), more: rows.length > page.limit };
  }

  /**
   * Moves visitors' generations to a user, in one transaction: only those that still exist, have no
   * user and whose claim hash matches (compared in constant time). Each is locked first, so two
   * claims of one generation cannot both win. The hash is cleared: a token claims once. The design
   * rows and their charge stay as they are (quota is not charged again). Answers the ids moved.
   */
  async claim(userId: string, requests: ClaimRequest[]): Promise<string[]> {
    const byId = new Map<string, string>();
    for (const r of requests) if (!byId.has(r.generationId)) byId.set(r.generationId, r.tokenHash);
    if (!byId.size) return [];
    return this.prisma.$transaction(async (tx) => {
      const ids = [...byId.keys()].sort();
      const rows = await tx.$queryRaw<{ id: string; user_id: string | null; claim_hash: string | null }[]>`
        SELECT "id", "user_id", "claim_hash" FROM "generations" WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR UPDATE`;
      const won = rows.filter((g) => g.user_id === null && g.claim_hash !== null && sameHash(g.claim_hash, byId.get(g.id)!)).map((g) => g.id);
      if (!won.length) return [];
      await tx.generation.updateMany({ where: { id: { in: won }, userId: null }, data: { userId, claimHash: null } });
      await tx.asset.updateMany({ where: { generationId: { in: won }, userId: null }, data: { userId } });
      return won;
    });
  }

  async delete(id: string): Promise<void> {
    await this.prisma.generation.delete({ where: { id } });
  }

  /** The generation's status follows its rows (domain/status.ts), so My Designs and progress agree. */
  private async refreshStatus(tx: Tx, generationId: string): Promise<void> {
    const rows = await tx.generationArea.findMany({ where: { generationId }, select: { status: true } });
    await tx.generation.update({ where: { id: generationId }, data: { status: generationStatus(rows) } });
  }
}
