import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { connect, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import sharp from 'sharp';
import { parse } from 'yaml';
import { FirebaseAuth, startAuthEmulator, type AuthEmulator } from '@landscape/core';
import { MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { forgedToken, signUp, type TestUser } from './fixtures/auth-emulator.ts';
import { fileForm } from './fixtures/upload-form.ts';

// Holes found by probing the running app from outside, each kept closed here: client IPs behind the
// shipped proxy, metrics tokens, control characters in text, /static paths and ownership, rate-limit
// answers, security headers, and an unreachable identity provider (revocation: auth.test.ts).

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PROJECT = 'demo-landscape-security';
const ADDRESS = '742 Evergreen Terrace, Springfield, OR';
const METRICS_TOKEN = 'metrics-token-for-the-scraper-0123';

describe.each(MODES)('security (%s mode)', (mode) => {
  let em: AuthEmulator;
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    em = await startAuthEmulator({ projectId: PROJECT });
    t = await startTestApp(mode, {
      AUTH: 'emulator',
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: em.host,
      ADMIN_EMAILS: 'admin@example.com',
      METRICS_TOKEN,
      DAILY_LIMIT: '20',
    });
    [alice, bob, admin] = await Promise.all([
      signUp(em, 'alice@example.com', { studio: t }),
      signUp(em, 'bob@example.com', { studio: t }),
      signUp(em, 'admin@example.com', { verified: true, studio: t }),
    ]);
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await em?.stop();
  });

  const bearer = (u: TestUser) => ({ authorization: `Bearer ${u.idToken}` });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const startGeneration = (fields: [string, string][], headers: Record<string, string> = {}, ip = '127.0.0.1') => {
    const form = multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/design/complete-landscape',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
      remoteAddress: ip,
    });
  };
  const usageOf = async (u: TestUser) => (await get('/api/usage', bearer(u))).json().usage_today as number;
  const sessionCookie = async (u: TestUser) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/session', headers: bearer(u) });
    expect(res.statusCode, res.body).toBe(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const forStatic = cookies.find((c) => /Path=\/static/.test(c));
    expect(forStatic, cookies.join(' | ')).toMatch(/HttpOnly/i);
    return forStatic!.split(';')[0]!;
  };

  // ---- 3: METRICS_TOKEN --------------------------------------------------------------------------
  it('opens /metrics to the metrics token, and to nobody else', async () => {
    const ok = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.body).toMatch(/# HELP http_request_duration_seconds/);
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-wrong' }, bearer(alice), bearer(admin)]) {
      const res = await get('/metrics', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe('A valid metrics token is required');
    }
  });

  // ---- 4: control characters in text fields ---------------------------------------------------------
  it('refuses NUL and other control characters in every text field with a readable 400, charging nothing', async () => {
    const before = await usageOf(alice);
    const refusals: { what: string; res: Awaited<ReturnType<typeof get>>; field: string }[] = [];
    const base: [string, string][] = [
      ['style', 'cottage_garden'],
      ['generate_front_yard', 'true'],
    ];
    refusals.push({ what: 'address', field: 'address', res: await startGeneration([['address', `742 Ever\u0000green`], ...base], bearer(alice)) });
    refusals.push({
      what: 'area prompt',
      field: 'front_yard_prompt',
      res: await startGeneration([['address', ADDRESS], ...base, ['front_yard_prompt', 'fire\u0000pit']], bearer(alice)),
    });
    refusals.push({
      what: 'bell in a prompt',
      field: 'custom_prompt',
      res: await startGeneration([['address', ADDRESS], ...base, ['custom_prompt', 'ring\u0007']], bearer(alice)),
    });
    const post = (url: string, payload: unknown, headers = bearer(alice)) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });
    refusals.push({ what: 'generate address', field: 'address', res: await post('/api/generate', { address: `1 Main\u0000St`, style: 'japanese_zen' }) });
    refusals.push({
      what: 'generate prompt',
      field: 'custom_prompt',
      res: await post('/api/generate', { address: ADDRESS, style: 'japanese_zen', custom_prompt: 'pond\u0000' }),
    });
    refusals.push({ what: 'panorama address', field: 'address', res: await post('/api/panorama', { address: `1 Main\u0000St`, style: 'japanese_zen' }) });
    refusals.push({ what: 'feedback', field: 'message', res: await post('/api/feedback/submit', { message: 'Lovely app\u0000 truly lovely' }) });
    const asAdmin = bearer(admin);
    refusals.push({
      what: 'style name',
      field: 'name',
      res: await post('/api/admin/styles', { name: 'Zen\u0000Two', description: 'A calm garden of raked gravel.', base_style: 'japanese_zen' }, asAdmin),
    });
    refusals.push({
      what: 'style description',
      field: 'description',
      res: await post('/api/admin/styles', { name: 'Zen Two', description: 'A calm garden\u001b of raked gravel.', base_style: 'japanese_zen' }, asAdmin),
    });
    refusals.push({ what: 'requirement', field: 'text', res: await post('/api/admin/requirements', { area: 'front_yard', text: 'Rose\u0000bed' }, asAdmin) });
    refusals.push({ what: 'feedback search', field: 'q', res: await get('/api/admin/feedback?q=%00', asAdmin) });
    // ids typed into a URL or a body are text too
    refusals.push({ what: 'feedback cursor', field: 'cursor', res: await get('/api/admin/feedback?cursor=%00', asAdmin) });
    refusals.push({ what: 'feedback id', field: 'feedbackId', res: await post('/api/feedback/approve', { feedbackId: '\u0000' }, asAdmin) });
    refusals.push({
      what: 'style id',
      field: 'id',
      res: await t.app.inject({ method: 'PATCH', url: '/api/admin/styles/%00', payload: { enabled: false }, headers: asAdmin }),
    });
    refusals.push({ what: 'requirement id', field: 'id', res: await t.app.inject({ method: 'DELETE', url: '/api/admin/requirements/%00', headers: asAdmin }) });
    await t.app.inject({ method: 'PUT', url: '/api/me/consent', payload: { emailMarketing: false, analytics: false }, headers: bearer(alice) });
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#5a8a4a' } })
      .jpeg()
      .toBuffer();
    const form = fileForm(photo, 'yard.jpg', [
      ['style', 'japanese_zen'],
      ['custom_prompt', 'moss\u0000garden'],
    ]);
    refusals.push({
      what: 'photo wishes',
      field: 'custom_prompt',
      res: await t.app.inject({ method: 'POST', url: '/api/smart/transform', payload: form.payload, headers: { ...form.headers, ...bearer(alice) } }),
    });

    for (const { what, field, res } of refusals) {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().detail, what).toMatch(new RegExp(`${field}: cannot contain control characters`));
    }
    expect(await usageOf(alice)).toBe(before);
    // tabs and line breaks (a browser sends CR LF) are ordinary text
    const fine = await startGeneration([['address', ADDRESS], ...base, ['front_yard_prompt', 'fire pit\r\nbench\tand lights']], bearer(alice));
    expect(fine.statusCode, fine.body).toBe(200);
    expect(await usageOf(alice)).toBe(before + 1);
  });

  // ---- 5: /static paths are decoded once --------------------------------------------------------------
  it('answers 404, not 500, to percent signs in /static paths', async () => {
    for (const url of ['/static/%25', '/static/%2525', '/static/generations/%25/front_yard/original.png', '/static/samples/%25E0%25A4%25A.png']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail).toBe('Image not found');
    }
  });

  // ---- 7: rate-limit answers --------------------------------------------------------------------------
  it('names the limit in every 429 and says when to retry', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/feedback/submit', payload: { message: 'A thoughtful note about gardens' }, remoteAddress: '192.0.2.77' });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const over = await send();
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toMatch(/^Too many feedback messages: the limit is 5 every 10 minutes\. Please try again in \d+ minutes\.$/);
    const retry = Number(over.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(600);
  });

  // ---- 8: security headers ----------------------------------------------------------------------------
  it('sends a Content-Security-Policy with no framing, nosniff and a referrer policy on every answer', async () => {
    for (const res of [await get('/api/health'), await get('/api/nope'), await get('/static/%25')]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).toMatch(/script-src 'self' https:\/\/apis\.google\.com;/);
      // the Auth Emulator is reached through this origin (its proxy), never on its own port
      expect(csp).toContain(`connect-src 'self';`);
      expect(csp).toContain(`frame-src 'self';`);
      expect(csp).not.toContain(em.host);
      expect(csp).toMatch(/img-src 'self' data: blob:;/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  // ---- 10: private images ---------------------------------------------------------------------------
  it("serves a signed-in owner's renders and uploaded photo only to the owner (or an admin)", async () => {
    const started = await startGeneration(
      [
        ['address', ADDRESS],
        ['style', 'japanese_zen'],
        ['generate_front_yard', 'true'],
      ],
      bearer(alice),
    );
    const id = started.json().request_id as string;
    let images: { image: string; original: string }[] = [];
    for (let i = 0; i < 600 && images.length === 0; i++) {
      const p = (await get(`/api/design/progress/${id}`, bearer(alice))).json();
      if (p.completed + p.failed === p.total) images = p.areas.front_yard.images;
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(images).toHaveLength(1);
    await t.app.inject({ method: 'PUT', url: '/api/me/consent', payload: { emailMarketing: false, analytics: false }, headers: bearer(alice) });
    const photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#6a9a4a' } })
      .jpeg()
      .toBuffer();
    const form = fileForm(photo, 'yard.jpg', [['style', 'japanese_zen']]);
    const pro = await t.app.inject({ method: 'POST', url: '/api/smart/transform', payload: form.payload, headers: { ...form.headers, ...bearer(alice) } });
    expect(pro.statusCode, pro.body).toBe(200);
    const keys = [images[0]!.image, images[0]!.original, ...(pro.json().images as string[])];

    // anyone else who has the URL: a visitor, another account (token or session cookie), a forged cookie
    for (const key of keys) {
      for (const headers of [{}, bearer(bob), { cookie: '__session=forged' }] as Record<string, string>[]) {
        const res = await get(`/static/${key}`, headers);
        expect(res.statusCode, `${key} ${JSON.stringify(headers).slice(0, 40)}`).toBe(404);
        expect(res.json().detail).toBe('Image not found');
      }
    }
    const [aliceCookie, bobCookie, adminCookie] = [await sessionCookie(alice), await sessionCookie(bob), await sessionCookie(admin)];
    for (const key of keys) {
      const url = `/static/${key}`;
      expect((await get(url, { cookie: bobCookie })).statusCode, key).toBe(404);
      // the owner, by bearer token (fetch) or by the session cookie (<img>, downloads), and an admin
      for (const headers of [bearer(alice), { cookie: aliceCookie }, { cookie: adminCookie }]) {
        const res = await get(url, headers);
        expect(res.statusCode, `${key} ${JSON.stringify(headers).slice(0, 40)}`).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\//);
        expect(res.headers['cache-control']).toMatch(/^private/);
      }
    }

    // a visitor's design has no account to prove who asks: its unguessable URL opens it, and caches may keep it
    const visitor = await startGeneration(
      [
        ['address', ADDRESS],
        ['style', 'japanese_zen'],
        ['generate_front_yard', 'true'],
      ],
      {},
      '198.51.100.23',
    );
    const progress = await t.waitForProgress(visitor.json());
    const open = await get(`/static/${progress.areas.front_yard!.images[0]!.image}`);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toMatch(/^public/);
    // what storage keeps besides images (an address's geocoder answer) is never served
    expect((await get('/static/imagery/0123456789abcdef0123456789abcdef/place.json')).statusCode).toBe(404);
  }, 120_000);
});

// ---- 1: client IPs behind the shipped proxy ------------------------------------------------------------

const compose = parse(readFileSync(`${ROOT}/docker-compose.yml`, 'utf8'), { merge: true }) as {
  services: Record<string, { environment?: Record<string, string>; networks?: Record<string, { ipv4_address?: string } | null> }>;
};
const nginx = readFileSync(`${ROOT}/deploy/nginx.conf`, 'utf8');
/** The proxy's address as the API sees it: its fixed address in compose, else any address on the compose network. */
const PROXY_IP = compose.services.lb?.networks?.default?.ipv4_address ?? '172.18.0.9';

/** X-Forwarded-For as deploy/nginx.conf writes it for a client at `clientIp` that sent `sent` itself. */
function forwardedFor(clientIp: string, sent: string): string {
  const directive = /proxy_set_header\s+X-Forwarded-For\s+(\S+);/.exec(nginx)?.[1];
  if (directive === '$remote_addr') return clientIp;
  if (directive === '$proxy_add_x_forwarded_for') return `${sent}, ${clientIp}`;
  throw new Error(`unknown X-Forwarded-For directive in deploy/nginx.conf: ${directive}`);
}

describe.each(MODES)('client IPs behind the shipped proxy (%s mode)', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(mode, { AUTH: 'none', DAILY_LIMIT: '2', TRUST_PROXY: compose.services.api!.environment!.TRUST_PROXY! });
  }, 90_000);
  afterAll(async () => t?.close());

  const throughProxy = (url: string, clientIp: string, sent: string, body: { payload: Buffer | object; headers?: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, 'x-forwarded-for': forwardedFor(clientIp, sent) },
      remoteAddress: PROXY_IP,
    });

  it('counts one client once, whatever X-Forwarded-For it sends', async () => {
    const form = multipart([
      ['address', ADDRESS],
      ['style', 'japanese_zen'],
      ['generate_front_yard', 'true'],
    ]);
    const generations: number[] = [];
    for (let i = 0; i < 6; i++) generations.push((await throughProxy('/api/design/complete-landscape', '203.0.113.7', `198.51.100.${i + 1}`, form)).statusCode);
    expect(generations).toEqual([200, 200, 429, 429, 429, 429]);

    const feedback: number[] = [];
    for (let i = 0; i < 7; i++)
      feedback.push(
        (await throughProxy('/api/feedback/submit', '203.0.113.8', `198.51.100.${i + 1}`, { payload: { message: 'A thoughtful note about gardens' } }))
          .statusCode,
      );
    expect(feedback).toEqual([200, 200, 200, 200, 200, 429, 429]);

    // another client behind the same proxy has its own count; a client that reaches the API directly cannot borrow one
    expect((await throughProxy('/api/design/complete-landscape', '203.0.113.9', '', form)).statusCode).toBe(200);
    const direct = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/design/complete-landscape',
        payload: form.payload,
        headers: { ...form.headers, 'x-forwarded-for': ip },
        remoteAddress: '192.0.2.50',
      });
    expect([(await direct('10.0.0.1')).statusCode, (await direct('10.0.0.2')).statusCode, (await direct('10.0.0.3')).statusCode]).toEqual([200, 200, 429]);
  });
});

// ---- 6: the identity provider cannot be reached -----------------------------------------------------------

describe('sign-in while Google cannot be reached', () => {
  let t: TestApp;
  let agent: Agent & { attempts: number };
  const lines: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    // a port nothing listens on: every call firebase-admin makes (the signing keys first) is refused
    const closed = await new Promise<number>((resolve) => {
      const srv = createServer().listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as { port: number };
        srv.close(() => resolve(port));
      });
    });
    agent = Object.assign(new Agent(), { attempts: 0 });
    agent.createConnection = () => {
      agent.attempts++;
      return connect(closed, '127.0.0.1');
    };
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    t = await startTestApp(
      'embedded',
      { AUTH: 'firebase', FIREBASE_PROJECT_ID: 'landscape-probe' },
      { auth: new FirebaseAuth({ projectId: 'landscape-probe', httpAgent: agent }), log: pino({ level: 'info' }, sink) },
    );
  }, 90_000);
  afterAll(async () => t?.close());

  it('answers 503 with Retry-After and logs an error, instead of asking the user to sign in again', async () => {
    const token = forgedToken('landscape-probe');
    for (const url of ['/api/me', '/api/styles']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().detail).toBe('Sign-in is temporarily unavailable. Please try again in a moment.');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(agent.attempts).toBeGreaterThan(0);
    expect(lines.filter((l) => l.level === 50 && /identity provider unreachable/.test(l.msg))).toHaveLength(2);
    // a token that is wrong before any key is needed is still the user's problem
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: 'Bearer not-a-jwt' } });
    expect(res.statusCode).toBe(401);
  });
});
