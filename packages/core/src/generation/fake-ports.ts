import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { JobMap, JobResults } from '@landscape/contract';
import type { Logger } from '../platform/logger.ts';
import type { JobName, Queue } from '../ports/queue.port.ts';
import type { Storage, StoredObject } from '../ports/storage.port.ts';
import type { Charge } from '../domain/quota.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import type { DesignRow, GenerationRecord, NewGeneration } from '../adapters/repositories/generation-records.ts';

// The outside world of the generation use cases in memory, for the small tests beside them: no database, no
// Redis, no render pool. Each fake keeps what a test asserts on (the jobs queued, the units charged, the files).

/** A logger that says nothing. */
export const quietLog: Logger = { info() {}, warn() {}, error() {}, debug() {}, child: () => quietLog } as unknown as Logger;

/** Generations and their rows, charged and refunded units counted per subject. */
export class FakeGenerations implements Partial<GenerationRepository> {
  readonly generations = new Map<string, GenerationRecord>();
  readonly rowsById = new Map<string, DesignRow>();
  readonly shared = new Set<string>();
  readonly claimHashes = new Map<string, string | null>();
  /** Units charged minus units given back, per subject. */
  readonly units = new Map<string, number>();
  readonly editedPlans = new Map<string, unknown>();
  /** Who paid for each generation: its failed rows are given back to them. */
  private readonly chargedTo = new Map<string, string>();

  async create(input: NewGeneration, charge: Charge | null) {
    const id = input.id ?? randomUUID();
    if (charge) {
      // one request, one unit (decision 042); the run grouping of the studio's calls is the database's
      this.charge(charge.subject, charge.units);
      this.chargedTo.set(id, charge.subject);
    }
    const generation: GenerationRecord = {
      id,
      address: input.address,
      kind: input.kind,
      styles: input.styles,
      status: 'pending',
      userId: input.userId,
      createdAt: new Date(),
      settings: input.settings ?? {},
      claimHash: input.userId ? null : (input.claimHash ?? null),
    };
    this.generations.set(id, generation);
    const rows = input.rows.map((r) => this.addRow({ generationId: id, area: r.area, style: r.style, prompt: r.prompt, originalKey: r.originalKey ?? null }));
    return { generation, rows };
  }

  /** A row as the database would hold it; `status` pending unless said. */
  addRow(r: Partial<DesignRow> & Pick<DesignRow, 'generationId' | 'area' | 'style'>): DesignRow {
    const row: DesignRow = {
      ...{ id: randomUUID(), prompt: '', status: 'pending', error: null, angle: null, originalKey: null, renderKey: null, planKey: null },
      ...{ model: null, preservationStrength: null, design: null, attempts: 0, editedFrom: null },
      ...r,
    };
    this.rowsById.set(row.id, row);
    return row;
  }

  /** A generation with one row, written straight in (a design made earlier). */
  seed(g: Partial<GenerationRecord>, row: Partial<DesignRow> = {}): { generation: GenerationRecord; row: DesignRow } {
    const generation: GenerationRecord = {
      ...{ id: randomUUID(), address: '12 Oak Street, Portland, OR', kind: 'multi', styles: ['modern'], status: 'completed' },
      ...{ userId: null, createdAt: new Date(), settings: {}, claimHash: null },
      ...g,
    };
    this.generations.set(generation.id, generation);
    return { generation, row: this.addRow({ generationId: generation.id, area: 'front_yard', style: generation.styles[0]!, ...row }) };
  }

  charge(subject: string, n: number) {
    this.units.set(subject, (this.units.get(subject) ?? 0) + n);
  }

  async design(id: string) {
    const row = this.rowsById.get(id);
    const generation = row && this.generations.get(row.generationId);
    if (!row || !generation) return null;
    return { row, generation, sharedAt: this.shared.has(id) ? new Date() : null, claimHash: generation.claimHash };
  }
  async rows(generationId: string) {
    return [...this.rowsById.values()].filter((r) => r.generationId === generationId);
  }
  async getWithRows(id: string) {
    const generation = this.generations.get(id);
    return generation ? { generation, rows: await this.rows(id) } : null;
  }
  async get(id: string) {
    return this.generations.get(id) ?? null;
  }
  async fail(generationId: string, rowIds: string[], message: string) {
    const open = rowIds.map((id) => this.rowsById.get(id)!).filter((r) => r.status === 'pending' || r.status === 'processing');
    const payer = this.chargedTo.get(generationId);
    const failed = open.map((r) => Object.assign(r, { status: 'failed' as const, error: message }));
    const alive = [...this.rowsById.values()].some((r) => r.generationId === generationId && r.status !== 'failed');
    if (payer && failed.length && !alive) this.charge(payer, -1);
    return failed;
  }
  async chargeUnits(charge: Charge) {
    this.charge(charge.subject, charge.units);
  }
  async refundUnits(charge: Pick<Charge, 'subject' | 'units'>) {
    this.charge(charge.subject, -charge.units);
  }
  async editedPlan(id: string) {
    return this.editedPlans.get(id) ?? null;
  }
}

/** A queue that records what was queued and answers waits with what the test says each job returns (or throws). */
export class FakeQueue implements Partial<Queue> {
  readonly kind = 'inline' as const;
  readonly queued: { name: JobName; data: unknown; id: string }[] = [];
  readonly removed: string[] = [];
  answers: Partial<{ [N in JobName]: (data: JobMap[N]) => JobResults[N] | Promise<JobResults[N]> }> = {};

  async enqueue<N extends JobName>(name: N, data: JobMap[N], id: string) {
    this.queued.push({ name, data, id });
  }
  async waitFor<N extends JobName>(name: N, id: string): Promise<JobResults[N]> {
    const job = this.queued.find((j) => j.id === id && j.name === name);
    const answer = this.answers[name] as ((data: JobMap[N]) => JobResults[N]) | undefined;
    if (!job || !answer) throw new Error(`no answer for ${name} ${id}`);
    return answer(job.data as JobMap[N]);
  }
  async remove(id: string) {
    this.removed.push(id);
  }
}

/** Files in memory; `failPuts` makes every write fail (a full disk, a bucket that refuses). */
export class FakeStorage implements Pick<Storage, 'put' | 'get' | 'exists' | 'delete'> {
  readonly files = new Map<string, { data: Buffer; contentType: string }>();
  failPuts = false;
  async put(key: string, data: Buffer, contentType: string) {
    if (this.failPuts) throw new Error('storage refused the write');
    this.files.set(key, { data, contentType });
  }
  async get(key: string): Promise<StoredObject | null> {
    const f = this.files.get(key);
    return f ? { body: Readable.from([f.data]), contentType: f.contentType, size: f.data.length } : null;
  }
  async exists(key: string) {
    return this.files.has(key);
  }
  async delete(prefix: string) {
    for (const k of this.files.keys()) if (k.startsWith(prefix)) this.files.delete(k);
  }
}
