import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import replyFrom from '@fastify/reply-from';
import { isRevoked, type EmbeddedAccounts } from '@landscape/core';
import { SIGN_IN_RESTARTING, SIGN_IN_STARTING } from '@landscape/contract';

// The Auth Emulator served through the API's own origin (decision record 009): the web SDK is pointed at
// the page's origin, so sign-in works from any device that can open the studio (a phone on the same
// network included), and the emulator itself stays on 127.0.0.1. Only what the studio's sign-in calls
// passes (ALLOWED, with its fields), never with an `Authorization` header (the emulator treats
// `Bearer owner` as an administrator), never its /emulator/v1 admin API. Every token in an answer gets the
// studio's signature (studio-tokens.ts) and every token sent back must carry it; no answer carries a
// password, hash or salt.

export interface EmbeddedSignIn {
  /** host:port of the emulator; null while it starts, restarts or when it could not start. */
  host(): string | null;
  /** The accounts kept on disk (the server's own emulator); null for an emulator run apart. */
  accounts(): EmbeddedAccounts | null;
  state(): 'starting' | 'restarting' | 'ready' | 'failed';
}

/**
 * What the studio's own sign-in calls (apps/web, firebase-backend.ts: e-mail and password sign-up and
 * sign-in, the display name, the verification e-mail, reload, token refresh) and the fields it sends; the
 * verification link page. Nothing else reaches the emulator: no IdP or custom-token sign-in, no password or
 * e-mail change, no account deletion, no admin call.
 */
const SDK_FIELDS = ['returnSecureToken', 'clientType', 'captchaResponse', 'captchaResp', 'recaptchaVersion', 'tenantId'];
const ALLOWED: Record<string, { method: 'GET' | 'POST'; fields?: Set<string> }> = {
  '/identitytoolkit.googleapis.com/v1/accounts:signUp': { method: 'POST', fields: new Set(['email', 'password', ...SDK_FIELDS]) },
  '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword': { method: 'POST', fields: new Set(['email', 'password', ...SDK_FIELDS]) },
  '/identitytoolkit.googleapis.com/v1/accounts:lookup': { method: 'POST', fields: new Set(['idToken', ...SDK_FIELDS]) },
  '/identitytoolkit.googleapis.com/v1/accounts:update': {
    method: 'POST',
    fields: new Set(['idToken', 'displayName', 'photoUrl', 'deleteAttribute', 'oobCode', ...SDK_FIELDS]),
  },
  '/identitytoolkit.googleapis.com/v1/accounts:sendOobCode': {
    method: 'POST',
    fields: new Set(['requestType', 'idToken', 'email', 'continueUrl', 'canHandleCodeInApp', ...SDK_FIELDS]),
  },
  // "Forgot password?": the link's page checks the code, then sets the new password
  '/identitytoolkit.googleapis.com/v1/accounts:resetPassword': { method: 'POST', fields: new Set(['oobCode', 'newPassword', ...SDK_FIELDS]) },
  '/identitytoolkit.googleapis.com/v1/projects': { method: 'GET' },
  '/identitytoolkit.googleapis.com/v2/recaptchaConfig': { method: 'GET' },
  '/securetoken.googleapis.com/v1/token': { method: 'POST' },
  '/emulator/action': { method: 'GET' },
};

/** Calls that leave the accounts as they were (token refresh included); every other allowed call may change one and is saved. */
const READS = new Set([
  '/identitytoolkit.googleapis.com/v1/accounts:lookup',
  '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
  '/identitytoolkit.googleapis.com/v1/accounts:sendOobCode',
  '/identitytoolkit.googleapis.com/v1/projects',
  '/identitytoolkit.googleapis.com/v2/recaptchaConfig',
  '/securetoken.googleapis.com/v1/token',
]);

/** Never in an answer that leaves the studio's origin (the emulator answers an applied verification link with the account's password). */
const SECRET_FIELDS = new Set(['password', 'passwordhash', 'salt', 'rawpassword', 'passwordsalt']);

/** The emulator's answer without passwords, hashes or salts, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (!SECRET_FIELDS.has(k.toLowerCase())) out[k] = withoutSecrets(v);
  return out;
}

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

function unavailable(reply: FastifyReply, message: string, detail: string) {
  return reply
    .status(503)
    .header('retry-after', '2')
    .send({ error: { code: 503, message, status: 'UNAVAILABLE', errors: [{ message, domain: 'global', reason: 'backendError' }] }, detail });
}

/** A refusal in the identity API's own shape (the web SDK maps `message`), with a readable `detail` beside it. */
function refuse(reply: FastifyReply, code: 400 | 403 | 404, message: string, detail: string) {
  const status = code === 404 ? 'NOT_FOUND' : code === 403 ? 'PERMISSION_DENIED' : 'INVALID_ARGUMENT';
  return reply.status(code).send({ error: { code, message, status, errors: [{ message, domain: 'global', reason: 'invalid' }] }, detail });
}

const MAX_ANSWER = 1024 * 1024;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of stream as AsyncIterable<Buffer | string>) {
    const b = typeof c === 'string' ? Buffer.from(c) : c;
    size += b.length;
    if (size > MAX_ANSWER) throw new Error('the sign-in answer is too large');
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

const ACTION_MODES = new Set(['verifyEmail', 'resetPassword']);

/** Where a browser opening a verification or reset link goes: the studio's /account/action page. */
export function actionPage(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): string | null {
  const [path, query = ''] = request.url.split('?');
  if (request.method !== 'GET' || path !== '/emulator/action' || !/text\/html/i.test(String(request.headers.accept ?? ''))) return null;
  const params = new URLSearchParams(query);
  const mode = params.get('mode');
  const code = params.get('oobCode');
  if (!mode || !ACTION_MODES.has(mode) || !code) return null;
  return `/account/action?${new URLSearchParams({ mode, oobCode: code }).toString()}`;
}

type Tokens = NonNullable<FastifyInstance['runtime']['signInTokens']>;

/** A call the proxy does not pass, in the identity API's terms (refuse). */
interface Refusal {
  code: 400 | 403 | 404;
  message: string;
  detail: string;
}
const refusal = (code: Refusal['code'], message: string, detail: string): Refusal => ({ code, message, detail });

/** A POST once checked: the body to forward, when its session began, and a password reset's address. */
interface CheckedPost {
  body: Buffer;
  sessionStart: number;
  /** "Forgot password?" of an address: answered alike whether it has an account or not (decision 046). */
  resetOf: string | null;
}

/**
 * The studio's signature on every token of an answer, dated with when its session began (a sign-in's now, a
 * refresh's the session's own: a password reset ends it, decision 046); no password, hash or salt in it.
 */
async function rewriteAnswer(tokens: Tokens | null, raw: Buffer, sessionStart: number): Promise<string> {
  const body = withoutSecrets(JSON.parse(raw.toString('utf8'))) as Record<string, unknown>;
  if (tokens) {
    for (const k of ['idToken', 'id_token', 'access_token']) if (typeof body[k] === 'string') body[k] = await tokens.signIdToken(body[k], sessionStart);
    for (const k of ['refreshToken', 'refresh_token']) if (typeof body[k] === 'string') body[k] = await tokens.wrapRefreshToken(body[k], sessionStart);
  }
  return JSON.stringify(body);
}

/** The fields of a POST as sent: JSON, or the form-encoded token refresh; null when they are not an object. */
function fieldsOf(body: Buffer | null, isForm: boolean): Record<string, unknown> | null {
  try {
    const fields = isForm
      ? Object.fromEntries(new URLSearchParams(body?.toString('utf8') ?? ''))
      : (JSON.parse(body?.toString('utf8') || '{}') as Record<string, unknown>);
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return null;
    return fields;
  } catch {
    return null;
  }
}

/** The verification e-mail of the signed-in account, or a password reset of an address (no other mail). */
function mailAllowed(fields: Record<string, unknown>): boolean {
  return fields.requestType === 'VERIFY_EMAIL'
    ? !('email' in fields)
    : fields.requestType === 'PASSWORD_RESET'
      ? typeof fields.email === 'string' && !('idToken' in fields)
      : false;
}

/**
 * Tokens coming back carry the studio's signature; the emulator gets its own form of them (changed in
 * `fields`). Answers when the session began (a refresh's own; else `sessionStart`), or why the call is refused.
 */
async function tokensForEmulator(
  tokens: Tokens,
  accounts: EmbeddedAccounts | null,
  path: string,
  fields: Record<string, unknown>,
  sessionStart: number,
): Promise<number | Refusal> {
  try {
    if (typeof fields.idToken === 'string') fields.idToken = await tokens.forEmulator(fields.idToken);
  } catch {
    return refusal(400, 'INVALID_ID_TOKEN', 'This sign-in has expired or is not valid. Please sign in again.');
  }
  const refreshKey = typeof fields.refresh_token === 'string' ? 'refresh_token' : typeof fields.refreshToken === 'string' ? 'refreshToken' : null;
  if (!path.startsWith('/securetoken.')) return sessionStart;
  if (!refreshKey) return refusal(400, 'MISSING_REFRESH_TOKEN', 'A refresh token is needed.');
  let session: Awaited<ReturnType<typeof tokens.unwrapRefreshToken>>;
  try {
    session = await tokens.unwrapRefreshToken(String(fields[refreshKey]));
  } catch {
    return refusal(400, 'INVALID_REFRESH_TOKEN', 'This sign-in has expired or is not valid. Please sign in again.');
  }
  // a session begun before the account's password was reset is over: no new ID token for it
  const status = accounts && session.uid ? await accounts.status(session.uid) : null;
  if (status && isRevoked(status, session.sessionStart, null))
    return refusal(400, 'TOKEN_EXPIRED', 'This sign-in has ended (the password was changed). Please sign in again.');
  fields[refreshKey] = session.rt;
  return session.sessionStart;
}

/** A POST's fields checked against what the call may carry, its tokens turned to the emulator's, its body rebuilt. */
async function checkPost(
  request: FastifyRequest,
  path: string,
  allowed: (typeof ALLOWED)[string],
  tokens: Tokens | null,
  accounts: EmbeddedAccounts | null,
): Promise<CheckedPost | Refusal> {
  const isForm = path.startsWith('/securetoken.') && !/json/i.test(request.headers['content-type'] ?? '');
  const fields = fieldsOf(Buffer.isBuffer(request.body) ? request.body : null, isForm);
  if (!fields) return refusal(400, 'INVALID_ARGUMENT', 'The sign-in request is not valid JSON.');
  const unknown = allowed.fields ? Object.keys(fields).filter((k) => !allowed.fields!.has(k)) : [];
  if (unknown.length) return refusal(400, 'INVALID_ARGUMENT', `The studio's sign-in does not accept ${unknown.join(', ')} here.`);
  if (path.endsWith('accounts:sendOobCode') && !mailAllowed(fields))
    return refusal(400, 'INVALID_ARGUMENT', 'Only verification and password-reset e-mails can be requested here.');
  const resetOf = path.endsWith('accounts:sendOobCode') && fields.requestType === 'PASSWORD_RESET' ? String(fields.email) : null;
  let sessionStart = Date.now();
  if (tokens) {
    const started = await tokensForEmulator(tokens, accounts, path, fields, sessionStart);
    if (typeof started !== 'number') return started;
    sessionStart = started;
  }
  const body = Buffer.from(isForm ? new URLSearchParams(fields as Record<string, string>).toString() : JSON.stringify(fields));
  if (accounts && path.endsWith('accounts:signInWithPassword') && typeof fields.email === 'string' && typeof fields.password === 'string') {
    try {
      await accounts.beforeSignIn(fields.email, fields.password);
    } catch (err) {
      request.log.warn({ err: (err as Error).message }, 'stored password check failed');
    }
  }
  return { body, sessionStart, resetOf };
}

/** Why sign-in has no emulator to pass a call to, as a 503 the studio shows. */
function notReady(reply: FastifyReply, signIn: EmbeddedSignIn | undefined) {
  const state = signIn?.state();
  if (state === 'failed') return unavailable(reply, 'UNAVAILABLE : sign-in could not start', 'Sign-in could not start on this server.');
  if (state === 'restarting') return unavailable(reply, 'UNAVAILABLE : sign-in is restarting', SIGN_IN_RESTARTING);
  return unavailable(reply, 'UNAVAILABLE : sign-in is starting', SIGN_IN_STARTING);
}

/** One call passed to the emulator: where to, what to send, and what its answer needs. */
interface Relay {
  host: string;
  path: string;
  body: Buffer | null;
  accounts: EmbeddedAccounts | null;
  tokens: Tokens | null;
  sessionStart: number;
  resetOf: string | null;
}

/** The call forwarded to the emulator, and its answer sent back read whole (answerOf). */
function relay(request: FastifyRequest, reply: FastifyReply, r: Relay) {
  const { host, path, body, accounts } = r;
  const isEmulatorPage = path.startsWith('/emulator/');
  const changes = !!accounts && (isEmulatorPage || !READS.has(path));
  const mails = !!accounts && /accounts:sendOobCode$|accounts:update$/.test(path);
  const query = request.url.slice(path.length);
  return reply.from(`http://${host}${path}${query}`, {
    ...(body && request.method === 'POST' ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
    rewriteRequestHeaders: (_req, headers) => {
      // the studio's cookies and the client's forwarding headers are none of the emulator's business
      const { cookie: _cookie, 'x-forwarded-for': _xff, 'content-length': _len, ...rest } = headers;
      return { ...rest, ...(body && request.method === 'POST' ? { 'content-length': String(body.length) } : {}) };
    },
    ...(isEmulatorPage ? { rewriteHeaders: (headers: Record<string, unknown>) => ({ ...headers, ...EMULATOR_PAGE_HEADERS }) } : {}),
    onResponse: (_req, rep, res) => {
      if (mails) setTimeout(() => void accounts.pollOutbox(), 50).unref();
      void sendAnswer(request, rep as unknown as FastifyReply, res.stream, r, changes);
    },
  });
}

/** The emulator's answer read whole: tokens get the studio's signature, secrets are dropped; saved before it is sent. */
async function sendAnswer(request: FastifyRequest, rep: FastifyReply, stream: NodeJS.ReadableStream, r: Relay, changes: boolean) {
  const json = /json/i.test(String(rep.getHeader('content-type') ?? ''));
  let out: string | Buffer;
  try {
    const raw = await readAll(stream);
    out = json ? await rewriteAnswer(r.tokens, raw, r.sessionStart) : raw;
    // no account at that address: the same answer as a reset link sent, so no one learns which addresses have one
    if (r.resetOf !== null && rep.statusCode === 400 && raw.includes('EMAIL_NOT_FOUND')) {
      rep.status(200);
      out = JSON.stringify({ kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email: r.resetOf });
    }
  } catch (err) {
    request.log.error({ err: (err as Error).message }, 'sign-in answer could not be read');
    return void unavailable(rep, 'UNAVAILABLE : sign-in answered badly', 'Sign-in did not answer properly. Please try again.');
  }
  // The change is on disk before the browser hears it succeeded: a kill -9 right after loses nothing.
  if (changes) await r.accounts!.persistNow().catch((err: unknown) => request.log.error({ err: (err as Error).message }, 'could not save the accounts'));
  rep.removeHeader('content-length');
  rep.removeHeader('transfer-encoding');
  rep.send(out);
}

export async function registerAuthProxy(app: FastifyInstance, signIn: EmbeddedSignIn | undefined) {
  const config = app.runtime.config;
  if (config.AUTH !== 'emulator') return;
  const tokens = app.runtime.signInTokens;
  const apart = config.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const hostOf = () => (signIn ? signIn.host() : apart);

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    // A link of a local e-mail opened in a browser lands on the studio's page for it (it says what happened
    // in the homeowner's language), not on the emulator's JSON answer.
    const action = actionPage(request);
    if (action) return reply.redirect(action, 303);
    const allowed = ALLOWED[path];
    if (!allowed || allowed.method !== request.method) return refuse(reply, 404, 'NOT_FOUND', "The studio's sign-in does not offer this call.");
    if (request.headers.authorization) return refuse(reply, 403, 'PERMISSION_DENIED', 'Administrator calls to sign-in are not accepted here.');
    const host = hostOf();
    if (!host) return notReady(reply, signIn);

    const accounts = signIn?.accounts() ?? null;
    const r: Relay = { host, path, body: Buffer.isBuffer(request.body) ? request.body : null, accounts, tokens, sessionStart: Date.now(), resetOf: null };
    if (request.method === 'POST') {
      const checked = await checkPost(request, path, allowed, tokens, accounts);
      if ('code' in checked) return refuse(reply, checked.code, checked.message, checked.detail);
      Object.assign(r, checked);
    }
    return relay(request, reply, r);
  };

  await app.register(async (scope) => {
    // Bodies are read as sent (JSON, or the form-encoded token refresh), checked, and forwarded.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    await scope.register(replyFrom, { disableRequestLogging: true });

    for (const prefix of ['/identitytoolkit.googleapis.com/*', '/securetoken.googleapis.com/*', '/emulator/*']) {
      scope.route({
        method: ['GET', 'POST', 'OPTIONS'],
        url: prefix,
        // the emulator's pages get their own headers (EMULATOR_PAGE_HEADERS), the identity calls the studio's
        config: {
          rateLimit: { max: 600, timeWindow: '1 minute' },
          rateLimitName: 'sign-in requests',
          ...(prefix === '/emulator/*' ? { securityHeaders: false as const } : {}),
        },
        handler: forward,
      });
    }
  });
}
