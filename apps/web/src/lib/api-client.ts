import i18n from 'i18next';
import { parse, type GenericSchema } from 'valibot';
import { TIMING } from '@landscape/contract/constants';
import { announceApiAnswer } from './api-events.ts';

/** What an answer is checked against: one of the answer schemas of lib/answer-schemas.ts. */
export type AnswerSchema<T> = GenericSchema<unknown, T>;

// One fetch wrapper for every call of product §7: 5-minute timeout, bearer token when signed in,
// answers parsed with the contract, errors carrying the server's `detail`.

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly detail?: string,
    /** The parsed error answer, for the fields a feature reads itself (the daily limit's `limit`). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type TokenSource = () => Promise<string | null>;
let tokenSource: TokenSource = async () => null;
/** The accounts feature registers how to get the current user's ID token. */
export function setTokenSource(source: TokenSource) {
  tokenSource = source;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  form?: FormData;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Extra request headers (a visitor's claim token). */
  headers?: Record<string, string>;
  /**
   * A GET polled again and again (progress): sends the ETag of the answer last got for this path
   * (If-None-Match) and, when the server answers 304 (unchanged), gives that answer again without a body.
   */
  revalidate?: boolean;
}

/** The last answer of each revalidated path with its ETag; the few most recent paths only. */
const revalidated = new Map<string, { etag: string; answer: unknown }>();
const REVALIDATED_PATHS = 16;

function keepRevalidated(path: string, etag: string | null, answer: unknown) {
  revalidated.delete(path);
  if (!etag) return;
  revalidated.set(path, { etag, answer });
  if (revalidated.size > REVALIDATED_PATHS) revalidated.delete(revalidated.keys().next().value!);
}

/** Picks the message to show for a failed answer: detail, then message/error, then the fallback (product §8). */
export function errorMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    for (const k of ['detail', 'message', 'error']) {
      if (typeof b[k] === 'string' && (b[k] as string).trim()) return b[k] as string;
    }
  }
  return fallback;
}

export async function apiRequest<T>(path: string, schema: AnswerSchema<T>, opts: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? TIMING.requestTimeoutMs);
  opts.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const headers: Record<string, string> = { ...opts.headers };
  const token = await tokenSource();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const kept = opts.revalidate ? revalidated.get(path) : undefined;
  if (kept) headers['If-None-Match'] = kept.etag;
  try {
    const method = opts.method ?? (body ? 'POST' : 'GET');
    let res: Response;
    try {
      // a revalidated call handles its own ETag: the browser's cache stays out of it
      res = await fetch(path, { method, headers, body, signal: controller.signal, ...(opts.revalidate ? { cache: 'no-store' as const } : {}) });
    } catch (err) {
      // the server could not be reached (a TypeError such as "Failed to fetch"): said in the homeowner's words
      if (err instanceof TypeError) {
        // said to whoever listens (the health monitor checks at once instead of at its next 30 s tick)
        announceApiAnswer({ method, path: path.split('?')[0] ?? path, status: 0 });
        throw new ApiError(i18n.t('common:health.requestFailed'), 0);
      }
      throw err;
    }
    announceApiAnswer({ method, path: path.split('?')[0] ?? path, status: res.status });
    if (res.status === 304 && kept) return kept.answer as T;
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!res.ok) {
      const detail = errorMessage(json, res.statusText || `HTTP ${res.status}`);
      throw new ApiError(detail, res.status, detail, json);
    }
    const answer = parse(schema, json);
    if (opts.revalidate) keepRevalidated(path, res.headers.get('etag'), answer);
    return answer;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A file the API makes on request (the landscaper's pack): fetched with the viewer's credentials and the
 * given headers, and answered as a Blob; a refusal is an ApiError with the server's detail.
 */
export async function apiFile(path: string, opts: { headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Blob> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? TIMING.requestTimeoutMs);
  const headers: Record<string, string> = { ...opts.headers };
  const token = await tokenSource();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    let res: Response;
    try {
      res = await fetch(path, { headers, signal: controller.signal });
    } catch (err) {
      if (err instanceof TypeError) {
        announceApiAnswer({ method: 'GET', path: path.split('?')[0] ?? path, status: 0 });
        throw new ApiError(i18n.t('common:health.requestFailed'), 0);
      }
      throw err;
    }
    announceApiAnswer({ method: 'GET', path: path.split('?')[0] ?? path, status: res.status });
    if (!res.ok) {
      const body: unknown = await res.json().catch(() => undefined);
      const detail = errorMessage(body, res.statusText || `HTTP ${res.status}`);
      throw new ApiError(detail, res.status, detail);
    }
    return await res.blob();
  } finally {
    clearTimeout(timer);
  }
}

/** URL of a stored image (product §7: /static/{image path}). */
/** A stored render at full resolution (GET /download/{key}: 2048 px from the offline renderer). */
export function downloadUrl(path: string): string {
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `/download/${path.replace(/^\/+/, '').replace(/^static\//, '')}`;
}

export function staticUrl(path: string): string {
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `/static/${path.replace(/^\/+/, '').replace(/^static\//, '')}`;
}
