import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createLogger, createRuntime, loadConfig, LocalOutbox, type Auth, type VerifiedIdentity } from '@landscape/core';
import { notificationSettingsSchema } from '@landscape/contract';
import { buildApp } from '../src/app.ts';
import { MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';

// Told when a run is done (decision 048): a browser subscribed with Web Push hears from the server, through a
// push service, once a run's last design is final, in whichever process finished it (the embedded server, or a
// cluster's worker); an account that asked for e-mail finds it in the local Outbox, still there after a restart.
// The push service here is a stand-in on this machine that takes the Web Push POST as a real one would, checks
// its VAPID signature and decrypts its message with the browser's keys (RFC 8291), as the browser will.

/** Signs in whoever a token names: `user:<uid>:<email>` (the identity provider is not what these tests are about). */
class NamedAuth implements Auth {
  readonly mode = 'emulator' as const;
  async verify(token: string): Promise<VerifiedIdentity> {
    const [kind, uid, email] = token.split(':');
    if (kind !== 'user' || !uid || !email) throw new Error('not a test token');
    return { uid, email, emailVerified: true, name: null };
  }
  createSession(): Promise<string> {
    throw new Error('no sessions here');
  }
  verifySession(): Promise<VerifiedIdentity> {
    throw new Error('no sessions here');
  }
  async close() {}
}

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service on this machine: keeps every message; a path under /gone/ answers 410 as for a browser that unsubscribed. */
async function pushService(): Promise<{ server: Server; origin: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** RFC 8291 / 8188 (aes128gcm), as the browser decrypts a push message. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLen = body[20]!;
  const senderKey = body.subarray(21, 21 + idLen);
  const secret = keys.ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, keys.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const record = body.subarray(21 + idLen);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // the last record ends with the delimiter 0x02, then padding zeros
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end--;
  expect(plain[end]).toBe(2);
  return plain.subarray(0, end).toString('utf8');
}

/** The VAPID token (RFC 8292): signed with the studio's key, for this push service's origin, not yet expired. */
function checkVapid(authorization: string, publicKey: string, audience: string) {
  const m = /^vapid t=([^,]+), k=(\S+)$/.exec(authorization);
  expect(m, authorization).not.toBeNull();
  expect(m![2]).toBe(publicKey);
  const [head, claims, sig] = m![1]!.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  expect(verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig!, 'base64url'))).toBe(true);
  expect(JSON.parse(Buffer.from(head!, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  const c = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(c.aud).toBe(audience);
  expect(c.exp * 1000).toBeGreaterThan(Date.now());
  expect(c.sub).toMatch(/^mailto:/);
}

/** A VAPID key pair as an operator sets it for a cluster (base64url, public key uncompressed). */
function vapidPair() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'), VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url') };
}

describe.each(MODES)('told when a run is done (%s mode)', (mode) => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof pushService>>;
  /** The embedded test stops the app itself and starts another on its DATA_DIR: only the folder is left to remove. */
  let restarted = false;
  const ana = { authorization: 'Bearer user:ana-uid:ana@example.com' };
  const bo = { authorization: 'Bearer user:bo-uid:bo@example.com' };

  beforeAll(async () => {
    push = await pushService();
    t = await startTestApp(mode, { IMAGE_MODEL: 'fake', ...(mode === 'cluster' ? vapidPair() : {}) }, { auth: new NamedAuth() });
  }, 120_000);
  afterAll(async () => {
    if (restarted) rmSync(t.dataDir, { recursive: true, force: true });
    else await t?.close();
    push?.server.close();
  });

  const settings = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers });
    expect(res.statusCode, res.body).toBe(200);
    return notificationSettingsSchema.parse(res.json());
  };
  const subscribe = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/me/notifications/push', headers, payload });

  it('keeps a signed-in browser’s subscription, refuses bad ones with a readable detail, and lets only its owner remove it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/notifications' })).statusCode).toBe(401);
    expect((await subscribe({}, { endpoint: `${push.origin}/x`, keys: browserKeys().json })).statusCode).toBe(401);
    const missing = await subscribe(ana, { endpoint: `${push.origin}/x` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/keys/);
    const notUrl = await subscribe(ana, { endpoint: 'not a url', keys: browserKeys().json });
    expect(notUrl.statusCode).toBe(400);
    expect(notUrl.json().detail).toMatch(/https/);
    const plainHttp = await subscribe(ana, { endpoint: 'http://push.example.com/x', keys: browserKeys().json });
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json().detail).toMatch(/https address of a push service/);

    const endpoint = `${push.origin}/bo/${randomBytes(6).toString('hex')}`;
    expect((await subscribe(bo, { endpoint, keys: browserKeys().json })).statusCode).toBe(200);
    expect((await settings(bo)).push_subscriptions).toBe(1);
    const notHers = await t.app.inject({ method: 'DELETE', url: '/api/me/notifications/push', headers: ana, payload: { endpoint } });
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json().detail).toMatch(/no browser subscribed/);
    expect((await settings(bo)).push_subscriptions).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/me/notifications/push', headers: bo, payload: { endpoint } })).statusCode).toBe(200);
    expect((await settings(bo)).push_subscriptions).toBe(0);
  });

  it('pushes the finished run, in the homeowner’s language, to each browser of the owner, and forgets a browser that is gone', async () => {
    const before = await settings(ana);
    expect(before.push_public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const keys = browserKeys();
    const endpoint = `${push.origin}/ana/${randomBytes(6).toString('hex')}`;
    const gone = `${push.origin}/gone/${randomBytes(6).toString('hex')}`;
    expect((await subscribe(ana, { endpoint, keys: keys.json })).statusCode).toBe(200);
    expect((await subscribe(ana, { endpoint: gone, keys: browserKeys().json })).statusCode).toBe(200);
    expect((await settings(ana)).push_subscriptions).toBe(2);

    const { payload, headers } = multipart([
      ['address', '12 Elm Street, Portland, OR 97201'],
      ['style', 'modern_minimalist'],
      ['generate_front_yard', 'true'],
      ['generate_backyard', 'true'],
      ['locale', 'es'],
    ]);
    const started = await t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload, headers: { ...headers, ...ana } });
    expect(started.statusCode, started.body).toBe(200);
    const requestId = started.json().request_id as string;
    const done = await t.waitForProgress(requestId, 120_000, ana);
    expect(done.completed).toBe(2);

    const message = await vi.waitFor(
      () => {
        const m = push.received.find((r) => r.path.startsWith('/ana/'));
        if (!m) throw new Error('no push yet');
        return m;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message.headers.ttl)).toBeGreaterThan(0);
    checkVapid(String(message.headers.authorization), before.push_public_key!, push.origin);
    const said = JSON.parse(decrypt(message.body, keys)) as { title: string; body: string; url: string; tag: string };
    expect(said).toEqual({
      title: 'Tus diseños están listos',
      body: '12 Elm Street, Portland, OR 97201: 2 diseños están listos',
      url: `/studio?run=${requestId}`,
      tag: `run-${requestId}`,
    });
    // the browser that unsubscribed was told too, answered 410, and is never sent to again
    await vi.waitFor(async () => expect((await settings(ana)).push_subscriptions).toBe(1), { timeout: 30_000, interval: 100 });
    expect(push.received.filter((r) => r.path === new URL(endpoint).pathname)).toHaveLength(1);
    expect((await t.runtime.db.prisma.generation.findUniqueOrThrow({ where: { id: requestId } })).notifiedAt).not.toBeNull();
  }, 180_000);

  it.runIf(mode === 'cluster')('offers no e-mail without SMTP_URL, and says so when asked for one', async () => {
    expect((await settings(ana)).email_available).toBe(false);
    const refused = await t.app.inject({ method: 'PUT', url: '/api/me/notifications/email', headers: ana, payload: { enabled: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/SMTP_URL/);
  });

  it.runIf(mode === 'embedded')(
    'e-mails the finished run to the local Outbox, which still holds it after a restart',
    async () => {
      const bad = await t.app.inject({ method: 'PUT', url: '/api/me/notifications/email', headers: bo, payload: { enabled: 'yes' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail).toMatch(/enabled/);
      const on = await t.app.inject({ method: 'PUT', url: '/api/me/notifications/email', headers: bo, payload: { enabled: true } });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toMatchObject({ email_available: true, email: true });

      const { payload, headers } = multipart([
        ['address', '88 Birch Road, Austin, TX 78701'],
        ['style', 'desert_modern,xeriscaping'],
        ['generate_front_yard', 'true'],
        ['locale', 'zh'],
      ]);
      const started = await t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload, headers: { ...headers, ...bo } });
      expect(started.statusCode, started.body).toBe(200);
      const requestId = started.json().request_id as string;
      await t.waitForGrowth(requestId, 120_000, bo);
      await t.runtime.notifier.idle();
      await vi.waitFor(() => expect(new LocalOutbox(join(t.dataDir, 'auth')).all().some((m) => m.kind === 'finished')).toBe(true), { timeout: 30_000 });

      // the server stops; another starts on the same DATA_DIR and its Outbox holds the message
      const keyBefore = (await settings(bo)).push_public_key;
      await t.app.close();
      await t.runtime.close();
      restarted = true;
      const config = loadConfig({ ...t.env });
      const again = await createRuntime(config, { role: 'api', log: createLogger(config), auth: new NamedAuth() });
      const app = await buildApp(again, { web: false });
      try {
        const mail = new LocalOutbox(join(config.dataDir, 'auth')).all().find((m) => m.kind === 'finished');
        expect(mail).toMatchObject({
          kind: 'finished',
          email: 'bo@example.com',
          path: `/studio?run=${requestId}`,
          subject: '88 Birch Road, Austin, TX 78701 的设计已完成',
        });
        expect(mail!.text).toContain('已完成 2 个设计');
        expect(mail!.text).toContain(`http://localhost:${config.PORT}/studio?run=${requestId}`);
        // the account's choice is kept with it
        const kept = await app.inject({ method: 'GET', url: '/api/me/notifications', headers: bo });
        expect(kept.json()).toMatchObject({ email: true, email_available: true });
        // and browsers stay subscribed: the VAPID key pair made once is kept in DATA_DIR
        expect(kept.json().push_public_key).toBe(keyBefore);
      } finally {
        await app.close();
        await again.close();
      }
    },
    180_000,
  );
});
