import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirebaseAuth, startAuthEmulator, type AuthEmulator } from '@landscape/core';
import { ACCESS_TOKENS_MAX, accessTokenCreatedSchema, accessTokensResponseSchema } from '@landscape/contract';
import { MODES, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { signUp } from './fixtures/auth-emulator.ts';

// Personal access tokens (the account menu's "AI assistants"): a signed-in person makes, lists and revokes them;
// an assistant calls the studio with one as that person, never as an admin, and cannot make or revoke tokens.
// Only a hash is kept. /mcp asks for one the way MCP's authorization does: a 401 naming the resource metadata.

const PROJECT = 'demo-landscape-tokens';

describe.each(MODES)('personal access tokens (%s mode)', (mode) => {
  let em: AuthEmulator;
  let t: TestApp;
  let admin: string;
  let other: string;

  beforeAll(async () => {
    em = await startAuthEmulator({ projectId: PROJECT });
    t = await startTestApp(
      mode,
      { AUTH: 'emulator', FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: em.host, ADMIN_EMAILS: 'admin@example.com' },
      { auth: new FirebaseAuth({ projectId: PROJECT, emulatorHost: em.host }) },
    );
    admin = (await signUp(em, 'admin@example.com', { verified: true })).idToken;
    other = (await signUp(em, 'other@example.com')).idToken;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await em?.stop();
  });

  const as = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const make = (token: string | null, name: unknown = 'Desktop assistant') =>
    t.app.inject({ method: 'POST', url: '/api/me/tokens', payload: { name }, headers: as(token) });
  const list = async (token: string) =>
    accessTokensResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/me/tokens', headers: as(token) })).json()).tokens;
  const revoke = (token: string, id: string) => t.app.inject({ method: 'DELETE', url: `/api/me/tokens/${id}`, headers: as(token) });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: as(token) });

  it('makes a token shown once, signs in with it as its owner but never as an admin, and forgets it when revoked', async () => {
    expect((await make(null)).statusCode).toBe(401);
    const made = await make(admin);
    expect(made.statusCode, made.body).toBe(201);
    const { token, secret } = accessTokenCreatedSchema.parse(made.json());
    expect(secret.startsWith(token.prefix)).toBe(true);
    // the list names it and never holds the secret; nor does the database
    expect(await list(admin)).toEqual([token]);
    expect(JSON.stringify(await t.runtime.db.prisma.accessToken.findMany())).not.toContain(secret.slice(token.prefix.length));

    const asAdmin = (await me(admin)).json();
    expect(asAdmin.user.role).toBe('admin');
    const asToken = await me(secret);
    expect(asToken.statusCode, asToken.body).toBe(200);
    expect(asToken.json().user).toMatchObject({ id: asAdmin.user.id, role: 'user' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/queue', headers: as(secret) })).statusCode).toBe(403);
    expect((await list(admin))[0]!.last_used_at).not.toBeNull();

    // a token cannot make or revoke tokens, and someone else cannot revoke it
    const byToken = await make(secret);
    expect(byToken.statusCode).toBe(403);
    expect(byToken.json().detail).toMatch(/account menu/);
    expect((await revoke(other, token.id)).statusCode).toBe(404);
    expect((await me(secret)).statusCode).toBe(200);

    expect((await revoke(admin, token.id)).statusCode).toBe(200);
    const revoked = await me(secret);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().detail).toMatch(/revoked or mistyped/);
    expect(await list(admin)).toEqual([]);
  });

  it('refuses a nameless token and more than the limit, with readable details', async () => {
    const nameless = await make(other, '  ');
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().detail).toBe('name: Please name the token');
    for (let i = 0; i < ACCESS_TOKENS_MAX; i++) expect((await make(other, `Assistant ${i}`)).statusCode).toBe(201);
    const over = await make(other, 'One too many');
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toMatch(/at most 10 access tokens/);
    expect(await list(other)).toHaveLength(ACCESS_TOKENS_MAX);
  });

  it('answers /mcp without a valid token as MCP authorization asks: 401 naming the protected resource metadata', async () => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
    };
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/mcp',
        payload: initialize,
        headers: { accept: 'application/json, text/event-stream', host: 'studio.test', ...headers },
      });
    const metadataUrl = 'http://studio.test/.well-known/oauth-protected-resource/mcp';

    const none = await post({});
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe(`Bearer resource_metadata="${metadataUrl}"`);
    expect(none.json().detail).toMatch(/access token/);
    for (const bad of ['lsat_not-a-token', admin]) {
      const refused = await post(as(bad));
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toMatch(
        new RegExp(`^Bearer error="invalid_token", error_description="[^"]+", resource_metadata="${metadataUrl}"$`),
      );
    }
    const metadata = await t.app.inject({ method: 'GET', url: '/.well-known/oauth-protected-resource/mcp', headers: { host: 'studio.test' } });
    expect(metadata.json()).toMatchObject({ resource: 'http://studio.test/mcp', bearer_methods_supported: ['header'] });
    expect((await t.app.inject({ method: 'GET', url: '/mcp' })).statusCode).toBe(405);
  });
});
