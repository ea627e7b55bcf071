import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AuthError,
  AuthUnavailableError,
  DesignNotDeliveredError,
  DuplicateRequirementError,
  JobWaitError,
  NotFoundError,
  QuotaExceededError,
  UploadError,
  type UndeliveredReason,
} from '@landscape/core';

/** A 4xx raised on purpose, with the `detail` users read. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    /** The short `error` beside the detail, when it is a fixed text of docs/product.md (§8). */
    readonly error: string = detail,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

/**
 * The status of a design a caller waited for and did not get (product §9): 504 when it is still on its way (it
 * appears in My Designs), 400 when there was nothing usable to work from, 502 when it broke or the server
 * restarted under it. The only place these reasons become HTTP.
 */
export const UNDELIVERED_STATUS: Record<UndeliveredReason, number> = { timeout: 504, invalid: 400, failed: 502, restarted: 502, refused: 422 };

/** A picture drawn on demand that is not ready within the wait (generations go first): try again shortly. */
export function stillDrawing(err: unknown): never {
  if (err instanceof JobWaitError) throw new HttpError(503, 'This picture is still being drawn. Please try again in a minute.', { 'Retry-After': '60' });
  throw err;
}

/** How long a client should wait before asking again while the identity provider cannot be reached. */
const PROVIDER_RETRY_SECONDS = 30;

/**
 * What a failed verification means for the caller: a bad token or cookie is a 401; an identity provider
 * that cannot be asked is a 503 to retry (and an error for the operators), never "sign in again".
 */
export function authHttpError(err: unknown, request: FastifyRequest): HttpError | null {
  if (err instanceof AuthUnavailableError) {
    request.log.error({ err: err.cause ?? err }, 'identity provider unreachable: sign-in cannot be verified');
    return new HttpError(503, 'Sign-in is temporarily unavailable. Please try again in a moment.', { 'Retry-After': String(PROVIDER_RETRY_SECONDS) });
  }
  if (err instanceof AuthError) return new HttpError(401, err.message, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
  return null;
}

type Issue = { path?: PropertyKey[]; message: string; instancePath?: string; params?: { issue?: { path?: PropertyKey[]; message?: string } } };

/** Turns validation issues into one readable sentence: the field, then what is wrong with it. */
export function describeIssues(issues: Issue[]): string {
  return issues
    .map((i) => {
      // `style.2` reads as `style`: the message already names the bad value
      const path =
        (i.params?.issue?.path ?? i.path ?? [])
          .filter((p) => typeof p !== 'number')
          .map(String)
          .filter(Boolean)
          .join('.') || i.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = i.params?.issue?.message ?? i.message;
      return path ? `${path}: ${message}` : message;
    })
    .join('; ');
}

/** Every error answer is JSON with a readable `detail` (and `error` for older clients). */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const detail = describeIssues(err.validation as unknown as Issue[]);
      return reply.status(400).send({ success: false, error: detail, detail });
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).headers(err.headers).send({ success: false, error: err.error, detail: err.detail });
    }
    const authError = authHttpError(err, request);
    if (authError)
      return reply.status(authError.statusCode).headers(authError.headers).send({ success: false, error: authError.detail, detail: authError.detail });
    if (err instanceof DesignNotDeliveredError) {
      return reply.status(UNDELIVERED_STATUS[err.reason]).send({ ...err.answer, success: false, error: err.message, detail: err.message });
    }
    if (err instanceof NotFoundError) {
      return reply.status(404).send({ success: false, error: err.message, detail: err.message });
    }
    // the daily limit: nothing was written, and the answer says how many designs are left and when more come
    if (err instanceof QuotaExceededError) {
      // `limit` lets the studio say it once in the homeowner's language and time zone (the detail is UTC)
      const limit = { needed: err.needed, remaining: err.usage.remaining, daily_limit: err.usage.daily_limit, resets_at: err.usage.resets_at };
      return reply.status(429).header('Retry-After', String(err.retryAfterSeconds)).send({ success: false, error: err.message, detail: err.message, limit });
    }
    if (err instanceof DuplicateRequirementError) {
      return reply.status(409).send({ success: false, error: err.message, detail: err.message });
    }
    if (err instanceof UploadError) {
      return reply.status(err.statusCode).send({ success: false, error: err.message, detail: err.message });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail = readableClientError(err);
      return reply.status(status).send({ success: false, error: detail, detail });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ success: false, error: 'Internal server error', detail: 'Something went wrong on our side. Please try again.' });
  });
}

function readableClientError(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'Request is too large';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'Expected a multipart/form-data body';
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_FILES_LIMIT':
      return 'Too many form fields';
    default:
      if (err.statusCode === 400 && /multipart|boundary|Unexpected end of form|Malformed part header/i.test(err.message)) {
        return 'Malformed multipart body';
      }
      return err.message || 'Bad request';
  }
}
