import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startAuthEmulator, type AuthEmulator } from '@landscape/core';
import { buildApp } from '../src/app.ts';
import { MODES, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { unsignedToken } from './fixtures/auth-emulator.ts';

// The studio's sign-in with the Auth Emulator, as the API is configured by default (no test's own Auth
// port): only what the studio's sign-in calls passes its proxy, every token it hands out carries the
// studio's signature, and the API accepts no other: not the emulator's own unsigned tokens, not an IdP
// or custom-token sign-in, not a hand-made refresh token. No answer carries a password, hash or salt.

const PROJECT = 'demo-landscape-proxy';
const PASSWORD = 'proxy-Secret-4410';
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const headerOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString('utf8')) as { alg?: string };

describe.each(MODES)('the studio sign-in (%s mode)', (mode) => {
  let em: AuthEmulator;
  let t: TestApp;

  const identity = (app: FastifyInstance, call: string, body: unknown, ip = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: `/identitytoolkit.googleapis.com/v1/${call}?key=emulator-api-key`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      remoteAddress: ip,
    });
  const direct = async (call: string, body: unknown, owner = false) => {
    const res = await fetch(`http://${em.host}/identitytoolkit.googleapis.com/v1/${call}?key=emulator-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown>;
  };
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
  const consent = (token: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/consent',
      headers: { authorization: `Bearer ${token}` },
      payload: { emailMarketing: false, analytics: false },
    });

  let member: { uid: string; idToken: string; refreshToken: string };

  beforeAll(async () => {
    em = await startAuthEmulator({ projectId: PROJECT });
    t = await startTestApp(mode, { AUTH: 'emulator', FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: em.host, ADMIN_EMAILS: 'boss@example.com' });
    const up = await identity(t.app, 'accounts:signUp', { email: 'member@example.com', password: PASSWORD, returnSecureToken: true });
    expect(up.statusCode, up.body).toBe(200);
    const body = up.json<{ localId: string; idToken: string; refreshToken: string }>();
    member = { uid: body.localId, idToken: body.idToken, refreshToken: body.refreshToken };
    // the admin's account exists (made by its owner), verified
    const boss = await direct('accounts:signUp', { email: 'boss@example.com', password: PASSWORD, returnSecureToken: true });
    await direct(`projects/${PROJECT}/accounts:update`, { localId: boss.localId, emailVerified: true }, true);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await em?.stop();
  });

  it('hands out tokens the studio signed, and accepts them', async () => {
    expect(headerOf(member.idToken).alg).toBe('HS256');
    expect((await me(member.idToken)).statusCode).toBe(200);
    expect((await consent(member.idToken)).statusCode).toBe(200);
    // the refresh token is the studio's too, and what it refreshes is accepted
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/securetoken.googleapis.com/v1/token?key=emulator-api-key',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: member.refreshToken }).toString(),
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const fresh = refreshed.json<{ id_token: string; access_token: string }>();
    expect(headerOf(fresh.id_token).alg).toBe('HS256');
    expect((await me(fresh.id_token)).json().user.email).toBe('member@example.com');
  });

  it('forwards no IdP or custom-token sign-in, and nothing else the studio does not call', async () => {
    const googleIdToken = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: 'https://accounts.google.com', sub: '1234', email: 'boss@example.com', email_verified: true })}.`;
    const idp = await identity(t.app, 'accounts:signInWithIdp', {
      postBody: `id_token=${googleIdToken}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    });
    expect(idp.statusCode).toBe(404);
    expect(idp.json().detail).toMatch(/does not offer/);
    const custom = await identity(t.app, 'accounts:signInWithCustomToken', { token: JSON.stringify({ uid: member.uid }), returnSecureToken: true });
    expect(custom.statusCode).toBe(404);
    for (const url of [
      '/emulator/auth/handler?providerId=google.com',
      '/identitytoolkit.googleapis.com/v1/accounts:delete',
      '/emulator/v1/projects/x/oobCodes',
    ]) {
      expect((await t.app.inject({ method: url.includes('delete') ? 'POST' : 'GET', url })).statusCode, url).toBe(404);
    }
    // fields the studio never sends: a password or e-mail change, the admin's own fields
    for (const body of [
      { idToken: member.idToken, password: 'another-Secret-1' },
      { idToken: member.idToken, email: 'boss@example.com' },
      { idToken: member.idToken, customAttributes: '{"admin":true}' },
    ]) {
      const res = await identity(t.app, 'accounts:update', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().detail).toMatch(/does not accept/);
    }
    // e-mails: the signed-in account's verification, or "Forgot password?" for an address; no other mail
    for (const body of [
      { requestType: 'EMAIL_SIGNIN', email: 'boss@example.com' },
      { requestType: 'VERIFY_EMAIL', email: 'boss@example.com' },
      { requestType: 'PASSWORD_RESET', idToken: member.idToken, email: 'member@example.com' },
      { requestType: 'PASSWORD_RESET' },
    ]) {
      expect((await identity(t.app, 'accounts:sendOobCode', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await identity(t.app, 'accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email: 'member@example.com' })).statusCode).toBe(200);
  });

  it("accepts no token the studio did not sign: unsigned, the emulator's own, custom or IdP sign-ins", async () => {
    const now = Math.floor(Date.now() / 1000);
    // alg:none with a member's uid and the admin's e-mail
    const forged = unsignedToken(PROJECT, { user_id: member.uid, sub: member.uid, email: 'boss@example.com', email_verified: true, auth_time: now, iat: now });
    // made on the emulator itself (anyone who reaches its port): a password sign-in and a custom token
    const own = String((await direct('accounts:signInWithPassword', { email: 'member@example.com', password: PASSWORD, returnSecureToken: true })).idToken);
    const viaCustom = String((await direct('accounts:signInWithCustomToken', { token: JSON.stringify({ uid: member.uid }), returnSecureToken: true })).idToken);
    for (const token of [forged, own, viaCustom, `${b64({ alg: 'none', typ: 'JWT' })}.${member.idToken.split('.')[1]}.`]) {
      const res = await me(token);
      expect(res.statusCode, token.slice(0, 40)).toBe(401);
      expect(res.json().detail).toMatch(/sign in again/i);
    }
    // a custom sign-in with the studio's signature on it (never handed out) is still not a studio sign-in
    const signedCustom = await t.runtime.signInTokens!.signIdToken(viaCustom);
    expect((await me(signedCustom)).statusCode).toBe(401);
    // and the proxy takes none of them back to act on an account
    const update = await identity(t.app, 'accounts:update', { idToken: forged, displayName: 'Mallory' });
    expect(update.statusCode).toBe(400);
    expect(update.json().error.message).toBe('INVALID_ID_TOKEN');
    // nor a refresh token written by hand (the emulator's are base64 JSON)
    const handMade = Buffer.from(
      JSON.stringify({ _AuthEmulatorRefreshToken: 'DO NOT MODIFY', localId: member.uid, provider: 'password', extraClaims: {}, projectId: PROJECT }),
    ).toString('base64');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/securetoken.googleapis.com/v1/token?key=emulator-api-key',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: handMade }).toString(),
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error.message).toBe('INVALID_REFRESH_TOKEN');
  });

  it('answers an applied verification link, and every other call, without a password, hash or salt', async () => {
    const sent = await identity(t.app, 'accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: member.idToken });
    expect(sent.statusCode, sent.body).toBe(200);
    const codes = (await (await fetch(`http://${em.host}/emulator/v1/projects/${PROJECT}/oobCodes`)).json()) as {
      oobCodes: { email: string; oobCode: string }[];
    };
    const code = codes.oobCodes.filter((c) => c.email === 'member@example.com').at(-1)!.oobCode;
    const applied = await identity(t.app, 'accounts:update', { oobCode: code });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().email).toBe('member@example.com');
    const lookup = await identity(t.app, 'accounts:lookup', { idToken: member.idToken });
    expect(lookup.statusCode, lookup.body).toBe(200);
    const signIn = await identity(t.app, 'accounts:signInWithPassword', { email: 'member@example.com', password: PASSWORD, returnSecureToken: true });
    for (const res of [applied, lookup, signIn]) {
      expect(res.body).not.toMatch(/"(passwordHash|salt|password)":/);
      expect(res.body).not.toContain(PASSWORD);
    }
  });

  it('keeps control characters of a display name out of the studio: no 500 for a NUL in the name', async () => {
    const signIn = await identity(t.app, 'accounts:signInWithPassword', { email: 'member@example.com', password: PASSWORD, returnSecureToken: true });
    const named = await identity(t.app, 'accounts:update', { idToken: signIn.json().idToken, displayName: 'Ana\u0000 Gardner\u0007', returnSecureToken: true });
    expect(named.statusCode, named.body).toBe(200);
    // as the web SDK does after a profile change: a fresh token carries the name
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/securetoken.googleapis.com/v1/token?key=emulator-api-key',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: signIn.json().refreshToken }).toString(),
    });
    const token = refreshed.json<{ id_token: string }>().id_token;
    const res = await me(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.name).toBe('Ana Gardner');
    expect((await consent(token)).statusCode).toBe(200);
  });

  it('answers health from one probe at a time, at most about once a second, outside the sign-in rate limit', async () => {
    const withSignIn = await buildApp(t.runtime, { web: false, signIn: { host: () => em.host, accounts: () => null, state: () => 'ready' } });
    // The database's answer is held until all 1,000 calls have reached the route: whatever the machine's
    // speed, every call arrives while one probe is under way.
    const N = 1000;
    let arrived = 0;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    withSignIn.addHook('preHandler', async (request) => {
      if (request.url === '/api/health' && ++arrived === N) setImmediate(release);
    });
    await withSignIn.ready();
    try {
      const ping = t.runtime.db.ping.bind(t.runtime.db);
      const pings = vi.spyOn(t.runtime.db, 'ping').mockImplementation(async () => {
        await held;
        return ping();
      });
      const calls = await Promise.all(Array.from({ length: N }, () => withSignIn.inject({ method: 'GET', url: '/api/health' })));
      expect(
        calls
          .filter((r) => r.statusCode !== 200)
          .map((r) => r.body)
          .slice(0, 3),
      ).toEqual([]);
      expect(calls[0]!.json()).toMatchObject({ status: 'healthy', checks: { signin: 'ok' } });
      // 1,000 callers at once: one probe
      expect(pings).toHaveBeenCalledTimes(1);
      pings.mockRestore();
      // a person's sign-in from the same address is not refused for the health calls made before it
      const signIn = await identity(withSignIn, 'accounts:signInWithPassword', { email: 'member@example.com', password: PASSWORD, returnSecureToken: true });
      expect(signIn.statusCode, signIn.body).toBe(200);
    } finally {
      await withSignIn.close();
    }
  }, 120_000);
});
