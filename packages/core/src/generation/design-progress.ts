import { createHash } from 'node:crypto';
import { progressResponseSchema, type ProgressResponse } from '@landscape/contract';
import type { ProgressSnapshot, ProgressStore } from '../ports/progress.port.ts';
import type { GenerationRepository } from '../adapters/repositories/generation.repository.ts';
import { isUuid, NotFoundError, owns, type ProgressViewer } from './design-access.ts';
import { metaOf, stateOf } from './progress-writer.ts';
import { toProgressResponse } from './progress-view.ts';
import type { StyleCatalog } from './style-catalog.ts';

/** The progress answer as sent: JSON text and its strong ETag (a quoted hash of exactly these bytes). */
export interface ProgressAnswer {
  json: string;
  etag: string;
}

/** How many requests' last answers an API process keeps (a few KB each); older ones are computed again. */
const KEPT_ANSWERS = 2_000;

interface KeptAnswer extends ProgressAnswer {
  /** The progress store's version the answer was computed from. */
  version: string | null;
  labels: Map<string, string>;
  userId: string | null;
  claimHash: string | null | undefined;
}

/** A strong entity tag: equal tags mean byte-equal answers. */
const etagOf = (json: string) => `"${createHash('sha256').update(json, 'utf8').digest('base64url').slice(0, 32)}"`;

/**
 * The per-area progress of product §3 (GET /api/design/progress/{id}), from the progress cache or else the
 * database. Shown only to its owner: the signed-in account of an account's generation, or whoever holds a
 * visitor's claim token (the browser that started it). Anyone else, e.g. someone who read the generation id
 * in a shared design's image address, gets the answer of a generation that does not exist.
 */
export class DesignProgress {
  /** The last answer of recently polled requests, by request id, least recently polled first. */
  private readonly answers = new Map<string, KeptAnswer>();
  /** Answers being made, by request id and version: polls that arrive together after a change share one. */
  private readonly making = new Map<string, { labels: Map<string, string>; answer: Promise<KeptAnswer> }>();

  constructor(
    private readonly d: {
      progress: Pick<ProgressStore, 'get' | 'version'>;
      generations: Pick<GenerationRepository, 'getWithRows'>;
      styles: Pick<StyleCatalog, 'labels'>;
    },
  ) {}

  /** The answer as an object (a restarted server's tests, the studio's own reads). */
  async get(requestId: string, viewer: ProgressViewer): Promise<ProgressResponse> {
    if (!isUuid(requestId)) throw new NotFoundError('Generation not found');
    const { snap, claimHash } = await this.snapshotOf(requestId);
    if (!owns({ userId: snap.meta.userId, claimHash }, viewer)) throw new NotFoundError('Generation not found');
    const labels = await this.d.styles.labels();
    return toProgressResponse(requestId, snap, (id) => labels.get(id) ?? id);
  }

  /**
   * The same answer as JSON text with its strong ETag, checked against the contract and serialised once per
   * change of the request (its progress version), then shared by every poll until the next change: a poll
   * of an unchanged request costs one version read from the progress store (one HGET in cluster mode, no
   * PostgreSQL) and the owner check, which comes before anything is answered (no ETag for anyone else).
   * An entry the store does not hold (expired, or written before versions) is read from the database each time.
   */
  async answer(requestId: string, viewer: ProgressViewer): Promise<ProgressAnswer> {
    if (!isUuid(requestId)) throw new NotFoundError('Generation not found');
    const [version, labels] = await Promise.all([this.d.progress.version(requestId), this.d.styles.labels()]);
    let kept = version ? this.answers.get(requestId) : undefined;
    if (kept && kept.version === version && kept.labels === labels) {
      // most recently used last: the oldest entry is the one dropped
      this.answers.delete(requestId);
      this.answers.set(requestId, kept);
    } else {
      kept = await this.answerAt(requestId, version, labels);
    }
    if (!owns(kept, viewer)) throw new NotFoundError('Generation not found');
    return { json: kept.json, etag: kept.etag };
  }

  /**
   * The answer of a request at a version, made once however many polls ask for it at once: every open studio
   * polls, and after a change all of them find the kept answer out of date together; each making its own
   * (a read, a check against the contract and a serialisation of every design) held up every poll behind them.
   */
  private answerAt(requestId: string, version: string | null, labels: Map<string, string>): Promise<KeptAnswer> {
    if (!version) return this.makeAnswer(requestId, labels);
    const key = `${requestId} ${version}`;
    const making = this.making.get(key);
    if (making && making.labels === labels) return making.answer;
    const answer = this.makeAnswer(requestId, labels)
      .then((kept) => {
        if (kept.version) {
          this.answers.delete(requestId);
          this.answers.set(requestId, kept);
          if (this.answers.size > KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
        }
        return kept;
      })
      .finally(() => {
        if (this.making.get(key)?.answer === answer) this.making.delete(key);
      });
    this.making.set(key, { labels, answer });
    return answer;
  }

  private async makeAnswer(requestId: string, labels: Map<string, string>): Promise<KeptAnswer> {
    const { snap, claimHash } = await this.snapshotOf(requestId);
    const json = JSON.stringify(progressResponseSchema.parse(toProgressResponse(requestId, snap, (id) => labels.get(id) ?? id)));
    return { version: snap.version ?? null, labels, userId: snap.meta.userId, claimHash, json, etag: etagOf(json) };
  }

  /** The request's progress from the progress cache or else the database, with the claim hash its owner check needs. */
  private async snapshotOf(requestId: string): Promise<{ snap: ProgressSnapshot; claimHash: string | null | undefined }> {
    let snap: ProgressSnapshot | null = await this.d.progress.get(requestId);
    let claimHash = snap?.meta.claimHash;
    if (!snap || (!snap.meta.userId && claimHash === undefined)) {
      const found = await this.d.generations.getWithRows(requestId);
      snap ??= found ? { meta: metaOf(found.generation, found.rows), states: found.rows.map(stateOf) } : null;
      claimHash = found?.generation.claimHash ?? null;
    }
    if (!snap) throw new NotFoundError('Generation not found');
    return { snap, claimHash };
  }
}
