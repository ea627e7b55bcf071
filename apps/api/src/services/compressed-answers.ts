import { negotiate } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Brotli at a quick level: JSON answers compress well already at 4, at a fraction of the top level's time. */
export const BROTLI_QUALITY = 4;
/** Below this many bytes an answer goes as it is (what compressing saves is less than the headers it adds). */
export const COMPRESS_THRESHOLD = 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);
export type AnswerEncoding = 'br' | 'gzip';

/** The encoding a request accepts for an answer, br first (RFC 9110 §12.5.3, q-values honoured); null: none. */
export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\bx-gzip\b/g, 'gzip'), ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * An answer many clients ask for unchanged (a generation's progress, polled by every open studio),
 * compressed once per answer and encoding, off the event loop, and kept by its ETag: compressed for each
 * request, a change of a generation polled by hundreds of studios cost the event loop a brotli pass per poll.
 */
export class CompressedAnswers {
  private readonly kept = new Map<string, Promise<Buffer>>();
  constructor(private readonly max = 256) {}

  get(etag: string, json: string, encoding: AnswerEncoding): Promise<Buffer> {
    const key = `${encoding} ${etag}`;
    let body = this.kept.get(key);
    if (body) {
      // most recently used last: the oldest entry is the one dropped
      this.kept.delete(key);
    } else {
      body =
        encoding === 'br'
          ? br(json, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json) } })
          : gz(json);
      // a failed pass is not kept: the next request tries again
      body.catch(() => this.kept.delete(key));
    }
    this.kept.set(key, body);
    if (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value!);
    return body;
  }
}
