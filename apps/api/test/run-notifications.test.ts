import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createECDH, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger, createRuntime, loadConfig, LocalOutbox, type Auth, type VerifiedIdentity } from '@landscape/core';
import { notificationSettingsSchema } from '@landscape/contract';
import { buildApp } from '../src/app.ts';
import { MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { browserKeys, checkVapid, decrypt, pushService } from './fixtures/push-service.ts';

// Told when a run is done (decision 048): a browser subscribed with Web Push hears from the server, through a
// push service, once a run's last design is final, in whichever process finished it (the embedded server, or a
// cluster's worker); an account that asked for e-mail finds it in the local Outbox, still there after a restart.
// The push service here is a stand-in on this machine that takes the Web Push POST as a real one would, checks
// its VAPID signature and decrypts its message with the browser's keys (RFC 8291), as the browser will
// (fixtures/push-service.ts).

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
