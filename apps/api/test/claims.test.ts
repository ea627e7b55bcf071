import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirebaseAuth, startAuthEmulator, type AuthEmulator } from '@landscape/core';
import { MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { signUp, type TestUser } from './fixtures/auth-emulator.ts';
import { fileForm } from './fixtures/upload-form.ts';
import sharp from 'sharp';

// A visitor's designs saved to an account at sign-in: POST /api/me/claims with the token each
// creation answered. Only the right token, for a generation nobody owns, moves it.

const PROJECT = 'demo-landscape-claims';
const ADDRESS = '742 Evergreen Terrace, Springfield, OR';

describe.each(MODES)('claiming visitor designs (%s mode)', (mode) => {
  let em: AuthEmulator;
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    em = await startAuthEmulator({ projectId: PROJECT });
    t = await startTestApp(
      mode,
      { AUTH: 'emulator', FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: em.host, DAILY_LIMIT: '20' },
      { auth: new FirebaseAuth({ projectId: PROJECT, emulatorHost: em.host }) },
    );
    [alice, bob] = await Promise.all([signUp(em, 'alice@example.com'), signUp(em, 'bob@example.com')]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await em?.stop();
  });

  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
  const claim = (token: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/me/claims', payload: payload as object, headers: auth(token) });

  /** A finished design of the front yard, asked for as a visitor or with a token. */
  const design = async (token?: string): Promise<{ id: string; claimToken: string | undefined; image: string }> => {
    const { payload, headers } = multipart([
      ['address', ADDRESS],
      ['style', 'cottage_garden'],
      ['generate_front_yard', 'true'],
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload, headers: { ...headers, ...auth(token) } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { request_id: string; claim_token?: string };
    const p = await t.waitForProgress(body, 60_000, auth(token));
    expect(p.areas.front_yard?.status).toBe('completed');
    return { id: body.request_id, claimToken: body.claim_token, image: p.areas.front_yard!.images[0]!.image };
  };

  const mine = async (user: TestUser) => ((await get('/api/me/generations', user.idToken)).json().generations as { id: string }[]).map((g) => g.id);

  it("moves a visitor's design to the account with its token; the image is then the account's alone", async () => {
    const v = await design();
    expect(v.claimToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // before: the visitor's image opens by its URL, and the visitor's progress is readable
    expect((await get(`/static/${v.image}`)).statusCode).toBe(200);
    const usageBefore = (await get('/api/me', alice.idToken)).json().usage;

    const res = await claim(alice.idToken, { items: [{ generationId: v.id, token: v.claimToken }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ claimed: [v.id] });
    expect(await mine(alice)).toContain(v.id);
    expect(await mine(bob)).not.toContain(v.id);

    // the image now needs its owner: a visitor and another user are refused, the owner reads it
    expect((await get(`/static/${v.image}`)).statusCode).toBe(404);
    expect((await get(`/static/${v.image}`, bob.idToken)).statusCode).toBe(404);
    expect((await get(`/static/${v.image}`, alice.idToken)).statusCode).toBe(200);
    expect((await get(`/api/design/progress/${v.id}`)).statusCode).toBe(404);
    expect((await get(`/api/design/progress/${v.id}`, alice.idToken)).statusCode).toBe(200);
    // the design was paid for when it was made: claiming charges nothing
    expect((await get('/api/me', alice.idToken)).json().usage).toEqual(usageBefore);

    // a token claims once: the same item again, or by someone else, moves nothing
    expect((await claim(alice.idToken, { items: [{ generationId: v.id, token: v.claimToken }] })).json()).toEqual({ claimed: [] });
    expect((await claim(bob.idToken, { items: [{ generationId: v.id, token: v.claimToken }] })).json()).toEqual({ claimed: [] });
    expect(await mine(alice)).toContain(v.id);
  });

  it("moves a visitor's own photo (photo first) with the design: the before is the account's alone too", async () => {
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 90, g: 140, b: 70 } } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = fileForm(
      photo,
      'yard.jpg',
      [
        ['address', ADDRESS],
        ['style', 'cottage_garden'],
        ['generate_front_yard', 'true'],
      ],
      'image/jpeg',
      'front_yard_photo',
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload, headers, remoteAddress: '10.24.0.9' });
    expect(res.statusCode, res.body).toBe(200);
    const { request_id: id, claim_token: token } = res.json() as { request_id: string; claim_token: string };
    const p = await t.waitForProgress({ request_id: id, claim_token: token });
    const original = p.areas.front_yard!.images[0]!.original;
    expect((await get(`/static/${original}`)).statusCode).toBe(200);
    expect((await claim(alice.idToken, { items: [{ generationId: id, token }] })).json()).toEqual({ claimed: [id] });
    expect((await get(`/static/${original}`)).statusCode).toBe(404);
    expect((await get(`/static/${original}`, alice.idToken)).statusCode).toBe(200);
  });

  it("refuses wrong tokens, another user's design and made-up ids alike, without saying which", async () => {
    const v = await design();
    const own = await design(bob.idToken);
    expect(own.claimToken).toBeUndefined();
    const res = await claim(alice.idToken, {
      items: [
        { generationId: v.id, token: 'x'.repeat(43) },
        { generationId: v.id, token: v.claimToken!.slice(0, -1) + (v.claimToken!.endsWith('A') ? 'B' : 'A') },
        { generationId: own.id, token: v.claimToken },
        { generationId: '00000000-0000-4000-8000-000000000000', token: v.claimToken },
        { generationId: 'not-a-generation', token: v.claimToken },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ claimed: [] });
    expect(await mine(alice)).not.toContain(v.id);
    expect(await mine(alice)).not.toContain(own.id);
    expect(await mine(bob)).toContain(own.id);
    // the visitor's design is still the visitor's, and still claimable with the right token
    expect((await get(`/static/${v.image}`)).statusCode).toBe(200);
    expect((await claim(bob.idToken, { items: [{ generationId: v.id, token: v.claimToken }] })).json()).toEqual({ claimed: [v.id] });
  });

  it('answers malformed requests with 400 and a readable detail, and visitors with 401', async () => {
    const item = { generationId: '00000000-0000-4000-8000-000000000000', token: 'abc' };
    expect((await claim(undefined, { items: [item] })).statusCode).toBe(401);
    for (const body of [{}, { items: [] }, { items: 'all' }, { items: [{ generationId: 1 }] }, { items: Array.from({ length: 51 }, () => item) }]) {
      const res = await claim(alice.idToken, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().detail).toMatch(/items/);
    }
    const many = await claim(alice.idToken, { items: Array.from({ length: 50 }, () => item) });
    expect(many.statusCode).toBe(200);
    expect(many.json()).toEqual({ claimed: [] });
  });

  it("gives a claim token with a visitor's single design (POST /api/generate), and none to a user", async () => {
    const body = { address: ADDRESS, style: 'cottage_garden', area: 'front_yard', custom_prompt: '' };
    const visitor = await t.app.inject({ method: 'POST', url: '/api/generate', payload: body });
    expect(visitor.statusCode).toBe(200);
    const v = visitor.json() as { generation_id: string; claim_token?: string };
    expect(v.claim_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const user = await t.app.inject({ method: 'POST', url: '/api/generate', payload: body, headers: auth(bob.idToken) });
    expect(user.json().claim_token).toBeUndefined();
    expect((await claim(alice.idToken, { items: [{ generationId: v.generation_id, token: v.claim_token }] })).json()).toEqual({ claimed: [v.generation_id] });
    expect(await mine(alice)).toContain(v.generation_id);
  });
});
