import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FirebaseAuth, startAuthEmulator, type AuthEmulator } from '@landscape/core';
import { queueAdminResponseSchema } from '@landscape/contract';
import { MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { RecordingAuth, disableUser, forgedToken, signUp, unsignedToken, type TestUser } from './fixtures/auth-emulator.ts';

const PROJECT = 'demo-landscape-test';
const ADDRESS = '742 Evergreen Terrace, Springfield, OR';

describe.each(MODES)('accounts (%s mode)', (mode) => {
  let em: AuthEmulator;
  let t: TestApp;
  let auth: RecordingAuth;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    em = await startAuthEmulator({ projectId: PROJECT });
    // The emulator checks every token for revocation whatever it is asked, so the app's own Auth port is
    // watched to see which routes ask.
    auth = new RecordingAuth(new FirebaseAuth({ projectId: PROJECT, emulatorHost: em.host }));
    t = await startTestApp(
      mode,
      {
        AUTH: 'emulator',
        FIREBASE_PROJECT_ID: PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: em.host,
        ADMIN_EMAILS: 'admin@example.com,unverified-admin@example.com',
        DAILY_LIMIT: '3',
      },
      { auth },
    );
    [alice, bob, admin] = await Promise.all([
      signUp(em, 'alice@example.com', { name: 'Alice Gardner' }),
      signUp(em, 'bob@example.com'),
      signUp(em, 'admin@example.com', { verified: true }),
    ]);
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await em?.stop();
  });

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const startGeneration = (token: string | undefined, ip = '127.0.0.1') => {
    const { payload, headers } = multipart([
      ['address', ADDRESS],
      ['style', 'cottage_garden'],
      ['generate_front_yard', 'true'],
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/design/complete-landscape',
      payload,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      remoteAddress: ip,
    });
  };

  it('refuses a missing, malformed, forged, foreign or expired token with 401', async () => {
    expect((await get('/api/me')).statusCode).toBe(401);
    const bad = [
      'not-a-jwt',
      forgedToken(PROJECT),
      unsignedToken('another-project', { aud: 'another-project', iss: 'https://securetoken.google.com/another-project' }),
      unsignedToken(PROJECT, { exp: Math.floor(Date.now() / 1000) - 60, iat: Math.floor(Date.now() / 1000) - 4000 }),
    ];
    for (const token of bad) {
      const res = await get('/api/me', token);
      expect(res.statusCode, token.slice(0, 20)).toBe(401);
      expect(res.json().detail).toMatch(/sign in again/i);
      expect(res.headers['www-authenticate']).toMatch(/Bearer/);
    }
    const malformed = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: 'Basic abc' } });
    expect(malformed.statusCode).toBe(401);
    // a bad token is never quietly treated as a visitor, even on public routes
    expect((await get('/api/styles', forgedToken(PROJECT))).statusCode).toBe(401);
  });

  it('knows a signed-in user, with the user role, usage and consent', async () => {
    const res = await get('/api/me', alice.idToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email: 'alice@example.com', name: 'Alice Gardner', role: 'user' },
      consent: { hasConsented: false, analytics: false, emailMarketing: false },
      usage: { daily_limit: 3, usage_today: 0, remaining: 3 },
    });
  });

  it('gives the admin role only to a verified configured e-mail', async () => {
    expect((await get('/api/me', admin.idToken)).json().user.role).toBe('admin');
    const unverified = await signUp(em, 'unverified-admin@example.com');
    expect((await get('/api/me', unverified.idToken)).json().user.role).toBe('user');
  });

  it('answers 403 to non-admins on admin routes', async () => {
    for (const token of [alice.idToken, bob.idToken]) {
      expect((await get('/api/admin/feedback', token)).statusCode).toBe(403);
      const approve = await t.app.inject({
        method: 'POST',
        url: '/api/feedback/approve',
        payload: { feedbackId: 'x' },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(approve.statusCode).toBe(403);
    }
    expect((await get('/api/admin/feedback')).statusCode).toBe(401);
  });

  it('lets an admin list feedback newest first with its sender, and approve it', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/feedback/submit',
      payload: { message: 'First note from Alice' },
      headers: { authorization: `Bearer ${alice.idToken}` },
    });
    await t.app.inject({ method: 'POST', url: '/api/feedback/submit', payload: { message: 'Second note, anonymous' } });
    const list = await get('/api/admin/feedback', admin.idToken);
    expect(list.statusCode).toBe(200);
    const items = list.json().feedback as { id: string; message: string; user: { email: string } | null; approved: boolean }[];
    expect(items.map((f) => f.message).slice(0, 2)).toEqual(['Second note, anonymous', 'First note from Alice']);
    expect(items[1]!.user?.email).toBe('alice@example.com');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/approve',
      payload: { feedbackId: items[1]!.id },
      headers: { authorization: `Bearer ${admin.idToken}` },
    });
    expect(ok.statusCode).toBe(200);
    const approved = (await get('/api/admin/feedback?status=approved', admin.idToken)).json().feedback;
    expect(approved.map((f: { id: string }) => f.id)).toEqual([items[1]!.id]);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/approve',
      payload: { feedbackId: 'nope' },
      headers: { authorization: `Bearer ${admin.idToken}` },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("keeps each user's generations to themselves: progress, listing and delete", async () => {
    const res = await startGeneration(alice.idToken);
    expect(res.statusCode).toBe(200);
    const id = res.json().request_id as string;
    // alice sees it; bob and visitors get 404, never a hint that it exists
    expect((await get(`/api/design/progress/${id}`, alice.idToken)).statusCode).toBe(200);
    expect((await get(`/api/design/progress/${id}`, bob.idToken)).statusCode).toBe(404);
    expect((await get(`/api/design/progress/${id}`)).statusCode).toBe(404);
    // wait for it with alice's token
    for (let i = 0; i < 300; i++) {
      const p = (await get(`/api/design/progress/${id}`, alice.idToken)).json();
      if (p.completed + p.failed === p.total) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const mine = (await get('/api/me/generations', alice.idToken)).json().generations as { id: string; images: { image: string }[] }[];
    expect(mine.map((g) => g.id)).toEqual([id]);
    expect(mine[0]!.images).toHaveLength(1);
    expect((await get('/api/me/generations', bob.idToken)).json().generations).toEqual([]);

    const asBob = await t.app.inject({ method: 'DELETE', url: `/api/generations/${id}`, headers: { authorization: `Bearer ${bob.idToken}` } });
    expect(asBob.statusCode).toBe(404);
    const files = join(t.dataDir, 'files', 'generations', id);
    expect(existsSync(files)).toBe(true);
    const asAlice = await t.app.inject({ method: 'DELETE', url: `/api/generations/${id}`, headers: { authorization: `Bearer ${alice.idToken}` } });
    expect(asAlice.statusCode).toBe(200);
    expect(existsSync(files)).toBe(false);
    expect((await get(`/api/design/progress/${id}`, alice.idToken)).statusCode).toBe(404);
    expect((await get(`/static/${mine[0]!.images[0]!.image}`)).statusCode).toBe(404);
  });

  it('stores consent preferences on the server', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/consent',
      payload: { emailMarketing: false, analytics: true },
      headers: { authorization: `Bearer ${bob.idToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ analytics: true, emailMarketing: false, hasConsented: true });
    expect((await get('/api/me', bob.idToken)).json().consent).toMatchObject({ analytics: true, hasConsented: true });
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/me/consent', payload: { analytics: 'yes' }, headers: { authorization: `Bearer ${bob.idToken}` } }))
        .statusCode,
    ).toBe(400);
  });

  it('checks revocation on sensitive routes, and only there', async () => {
    const asks = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
      auth.checks.length = 0;
      await t.app.inject({ method, url, headers: { authorization: `Bearer ${bob.idToken}` }, ...(payload ? { payload } : {}) });
      return [...auth.checks];
    };
    // account changes, deletions, and the session cookie that outlives the token
    expect(await asks('PUT', '/api/me/consent', { emailMarketing: false, analytics: true })).toEqual([true]);
    expect(await asks('DELETE', '/api/generations/00000000-0000-4000-8000-000000000000')).toEqual([true]);
    expect(await asks('POST', '/api/session')).toEqual([true]);
    // everyday reads keep to the token's signature and expiry
    for (const url of ['/api/me', '/api/usage', '/api/styles', '/api/me/generations']) expect(await asks('GET', url), url).toEqual([false]);

    // and what the check is for: a disabled account is refused there
    const carol = await signUp(em, 'carol@example.com');
    await disableUser(em, carol.uid);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/consent',
      payload: { emailMarketing: true, analytics: true },
      headers: { authorization: `Bearer ${carol.idToken}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('opens the queue dashboard only to an admin session', async () => {
    expect((await get('/admin/queues')).statusCode).toBe(401);
    const cookieOf = async (token: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/session', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      const set = String(res.headers['set-cookie']);
      expect(set).toMatch(/HttpOnly/i);
      expect(set).toMatch(/Path=\/admin/);
      return set.split(';')[0]!;
    };
    const asUser = await t.app.inject({ method: 'GET', url: '/admin/queues', headers: { cookie: await cookieOf(alice.idToken) } });
    expect(asUser.statusCode).toBe(403);
    const asAdmin = await t.app.inject({ method: 'GET', url: '/admin/queues', headers: { cookie: await cookieOf(admin.idToken) } });
    // embedded mode has no dashboard beside the studio's own Queue page
    expect(asAdmin.statusCode).toBe(mode === 'cluster' ? 200 : 302);
    if (mode === 'cluster') {
      expect(asAdmin.headers['content-type']).toMatch(/text\/html/);
      // the prebuilt dashboard page gets the inline styles it needs, and stays unframable
      expect(asAdmin.headers['content-security-policy']).toMatch(/style-src 'self' 'unsafe-inline' https:\/\/fonts\.googleapis\.com;/);
      expect(asAdmin.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    } else expect(asAdmin.headers.location).toBe('/admin/queue');
    expect((await t.app.inject({ method: 'GET', url: '/admin/queues', headers: { cookie: '__session=forged' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/session' })).statusCode).toBe(401);
  });

  it("answers the queue's counts and the operator notices to admins only", async () => {
    const ask = (token?: string) => t.app.inject({ method: 'GET', url: '/api/admin/queue', headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await ask()).statusCode).toBe(401);
    expect((await ask(alice.idToken)).statusCode).toBe(403);
    const res = await ask(admin.idToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = queueAdminResponseSchema.parse(res.json());
    expect(body.mode).toBe(mode);
    expect(body.counts.completed + body.counts.failed + body.counts.active + body.counts.waiting).toBeGreaterThanOrEqual(0);
  });

  it('enforces the daily limit per user and per visitor IP with 429 and Retry-After', async () => {
    // alice used 1 of 3 above (deleting does not give it back)
    expect((await startGeneration(alice.idToken)).statusCode).toBe(200);
    expect((await startGeneration(alice.idToken)).statusCode).toBe(200);
    const over = await startGeneration(alice.idToken);
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toMatch(/Daily limit reached/);
    const retry = Number(over.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(86_400);
    expect((await get('/api/usage', alice.idToken)).json()).toMatchObject({ usage_today: 3, remaining: 0 });
    // another user and visitors have their own counts
    expect((await startGeneration(bob.idToken)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await startGeneration(undefined, '10.1.2.3')).statusCode).toBe(200);
    expect((await startGeneration(undefined, '10.1.2.3')).statusCode).toBe(429);
    expect((await startGeneration(undefined, '10.9.9.9')).statusCode).toBe(200);
  });
});
