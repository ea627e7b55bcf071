import type { AreaStyleState, ProgressMeta, ProgressSnapshot, ProgressStore } from '../../ports/progress.port.ts';
import { stateField } from '../../ports/progress.port.ts';

interface Entry {
  meta: ProgressMeta;
  states: Map<string, AreaStyleState>;
  expires: number;
  /** Changes with every write: the snapshot's version. */
  version: string;
  /** The snapshot answered until the next change: polls of an unchanged request share it (and its serialised answer). */
  snapshot: ProgressSnapshot | null;
}

/** Embedded mode: progress in this process, dropped after the TTL. */
export class MemoryProgressStore implements ProgressStore {
  private readonly entries = new Map<string, Entry>();
  /** Versions are unique within this store, across entries and re-inits of one entry. */
  private writes = 0;
  constructor(private readonly ttlMs: number) {}

  private sweep() {
    const now = Date.now();
    for (const [k, v] of this.entries) if (v.expires < now) this.entries.delete(k);
  }

  async init(requestId: string, meta: ProgressMeta, states: AreaStyleState[]) {
    this.sweep();
    this.entries.set(requestId, {
      meta,
      states: new Map(states.map((s) => [stateField(s), s])),
      expires: Date.now() + this.ttlMs,
      version: String(++this.writes),
      snapshot: null,
    });
  }

  async update(requestId: string, state: AreaStyleState) {
    const e = this.entries.get(requestId);
    if (!e) return; // a miss is fine: readers fall back to the database
    e.states.set(stateField(state), state);
    e.expires = Date.now() + this.ttlMs;
    e.version = String(++this.writes);
    e.snapshot = null;
  }

  async get(requestId: string): Promise<ProgressSnapshot | null> {
    const e = this.entries.get(requestId);
    if (!e || e.expires < Date.now()) return null;
    e.snapshot ??= { meta: e.meta, states: [...e.states.values()], version: e.version };
    return e.snapshot;
  }

  async version(requestId: string): Promise<string | null> {
    const e = this.entries.get(requestId);
    return e && e.expires >= Date.now() ? e.version : null;
  }

  async delete(requestId: string) {
    this.entries.delete(requestId);
  }

  async ping() {}
  async close() {
    this.entries.clear();
  }
}
