import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import replyFrom from '@fastify/reply-from';
import type { EmbeddedAccounts } from '@landscape/core';

// The Auth Emulator served through the API's own origin (decision record 009): the web SDK is pointed at
// the page's origin, so sign-in works from any device that can open the studio (a phone on the same
// network included), and the emulator itself stays on 127.0.0.1. Only what the web SDK calls passes:
// the identity endpoints without an `Authorization` header (the emulator treats `Bearer owner` as an
// administrator) and the emulator's action and sign-in handler pages — never its /emulator/v1 admin API.

export interface EmbeddedSignIn {
  /** host:port of the emulator; null while it starts or when it could not start. */
  host(): string | null;
  /** The accounts kept on disk (the server's own emulator); null for an emulator run apart. */
  accounts(): EmbeddedAccounts | null;
  state(): 'starting' | 'ready' | 'failed';
}

/** Calls that leave the accounts as they were (token refresh included); every other identity call may change one and is saved. */
const READS = /accounts:(lookup|signInWithPassword|sendOobCode|createAuthUri)\b|\/(getProjectConfig|recaptchaParams)\b|\/projects\/[^/]+\/config\b|^\/securetoken\.googleapis\.com\//;

/**
 * The emulator's own pages (the federated sign-in popup/redirect handler, its iframe, the action page) keep
 * the policy they need: inline scripts and the Material stylesheet and fonts they load, framed by this
 * origin only. The studio's policy (no inline scripts, no framing) would break them.
 */
const EMULATOR_PAGE_HEADERS = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' https://unpkg.com https://apis.google.com",
    "style-src 'self' 'unsafe-inline' https://unpkg.com https://fonts.googleapis.com",
    "font-src 'self' https://fonts.gstatic.com",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join(';'),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function unavailable(reply: FastifyReply, message: string) {
  return reply
    .status(503)
    .header('retry-after', '2')
    .send({ error: { code: 503, message, status: 'UNAVAILABLE', errors: [{ message, domain: 'global', reason: 'backendError' }] } });
}

export async function registerAuthProxy(app: FastifyInstance, signIn: EmbeddedSignIn | undefined) {
  const config = app.runtime.config;
  if (config.AUTH !== 'emulator') return;
  const apart = config.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const hostOf = () => (signIn ? signIn.host() : apart);

  await app.register(async (scope) => {
    // Bodies pass as the SDK sent them (JSON, or the form-encoded token refresh).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    await scope.register(replyFrom, { disableRequestLogging: true });

    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const host = hostOf();
      if (!host) return unavailable(reply, signIn?.state() === 'failed' ? 'UNAVAILABLE : sign-in could not start' : 'UNAVAILABLE : sign-in is starting');
      const path = request.url;
      const isEmulatorPage = path.startsWith('/emulator/');
      if (isEmulatorPage && !/^\/emulator\/(action|auth\/)/.test(path)) return reply.status(404).send({ success: false, error: 'Not found' });
      if (!isEmulatorPage && request.headers.authorization) return reply.status(403).send({ error: { code: 403, message: 'PERMISSION_DENIED', status: 'PERMISSION_DENIED' } });

      const accounts = signIn?.accounts() ?? null;
      const body = Buffer.isBuffer(request.body) ? request.body : null;
      if (accounts && request.method === 'POST' && body && /accounts:signInWithPassword\b/.test(path)) {
        try {
          const parsed = JSON.parse(body.toString('utf8')) as { email?: unknown; password?: unknown };
          if (typeof parsed.email === 'string' && typeof parsed.password === 'string') await accounts.beforeSignIn(parsed.email, parsed.password);
        } catch (err) {
          request.log.warn({ err: (err as Error).message }, 'stored password check failed');
        }
      }
      const changes = !!accounts && (isEmulatorPage ? path.startsWith('/emulator/action') : request.method === 'POST' && !READS.test(path));
      const mails = !!accounts && /accounts:sendOobCode\b|accounts:update\b/.test(path);
      return reply.from(`http://${host}${path}`, {
        // the bytes as sent (reply-from would JSON-encode a parsed or buffered JSON body again)
        ...(body && request.method === 'POST' ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
        rewriteRequestHeaders: (_req, headers) => {
          // the studio's cookies and the client's forwarding headers are none of the emulator's business
          const { cookie: _cookie, 'x-forwarded-for': _xff, ...rest } = headers;
          return rest;
        },
        ...(isEmulatorPage ? { rewriteHeaders: (headers: Record<string, unknown>) => ({ ...headers, ...EMULATOR_PAGE_HEADERS }) } : {}),
        onResponse: (_req, rep, res) => {
          if (mails) setTimeout(() => void accounts.pollOutbox(), 50).unref();
          if (!changes) return rep.send(res.stream);
          // The change is on disk before the browser hears it succeeded: a kill -9 right after loses nothing.
          void accounts
            .persistNow()
            .catch((err: unknown) => request.log.error({ err: (err as Error).message }, 'could not save the accounts'))
            .finally(() => rep.send(res.stream));
        },
      });
    };

    for (const prefix of ['/identitytoolkit.googleapis.com/*', '/securetoken.googleapis.com/*', '/emulator/*']) {
      scope.route({
        method: ['GET', 'POST', 'OPTIONS'],
        url: prefix,
        config: { rateLimit: { max: 600, timeWindow: '1 minute' }, rateLimitName: 'sign-in requests' },
        // the emulator's pages get their own headers (EMULATOR_PAGE_HEADERS), the identity calls the studio's
        ...(prefix === '/emulator/*' ? { helmet: false as const } : {}),
        handler: forward,
      });
    }
  });
}
