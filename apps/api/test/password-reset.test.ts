import { afterAll, describe, expect, it } from 'vitest';
import { MODES } from './fixtures/test-app.ts';
import { identity, signIn, signUp, startServer, stopServers, tempDataDir, type Server } from './fixtures/studio-server.ts';

// A password reset ends every session begun before it (decision 046): a refresh token from before it gets
// no new ID token, and an ID token from before it is refused on every signed-in route, even after the
// account signed in again (the emulator dates a refreshed token by the account's last sign-in). The new
// session works. "Forgot password?" answers alike whether the address has an account or not.

afterAll(stopServers);

const UNKNOWN_DESIGN = '00000000-0000-4000-8000-000000000046';

const refresh = (s: Server, refreshToken: string) =>
  fetch(`${s.url}/securetoken.googleapis.com/v1/token?key=emulator-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });

/** The signed-in routes the probe reached with a token from before a reset: My Designs, edit, delete and consent. */
function signedInCalls(s: Server, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  return {
    'My Designs': () => fetch(`${s.url}/api/me/generations`, { headers: auth }),
    edit: () => fetch(`${s.url}/api/designs/${UNKNOWN_DESIGN}/edit`, { method: 'POST', headers: json, body: JSON.stringify({ instruction: 'add a bench' }) }),
    delete: () => fetch(`${s.url}/api/generations/${UNKNOWN_DESIGN}`, { method: 'DELETE', headers: auth }),
    consent: () => fetch(`${s.url}/api/me/consent`, { method: 'PUT', headers: json, body: JSON.stringify({ emailMarketing: false, analytics: false }) }),
  };
}

describe.runIf(MODES.includes('embedded'))('a password reset (embedded accounts, real processes)', () => {
  it('ends every earlier session, its refresh token and ID tokens on every signed-in route, across a restart', async () => {
    const dir = tempDataDir();
    let s = await startServer(dir);
    const up = await signUp(s, 'dee@example.com', 'dee-Secret-1180');
    expect(up.status, JSON.stringify(up.json)).toBe(200);
    const oldId = String(up.json.idToken);
    const oldRefresh = String(up.json.refreshToken);
    for (const [name, call] of Object.entries(signedInCalls(s, oldId))) expect((await call()).status, name).not.toBe(401);

    // "Forgot password?": the link is announced on the terminal; the page sets a new password
    const asked = await identity(s, 'accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email: 'dee@example.com' });
    expect(asked.status).toBe(200);
    let link: RegExpExecArray | null = null;
    for (let i = 0; i < 100 && !(link = /^Reset the password of dee@example\.com: \S+oobCode=([^&\s]+)/m.exec(s.out())); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(link, s.out()).not.toBeNull();
    const reset = await identity(s, 'accounts:resetPassword', { oobCode: decodeURIComponent(link![1]!), newPassword: 'dee-Newer-2291' });
    expect(reset.status, JSON.stringify(reset.json)).toBe(200);
    // signed in again with the new password: the emulator now dates every refreshed token by this sign-in
    const again = await signIn(s, 'dee@example.com', 'dee-Newer-2291');
    expect(again.status).toBe(200);

    const refused = await refresh(s, oldRefresh);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('TOKEN_EXPIRED');
    for (const [name, call] of Object.entries(signedInCalls(s, oldId))) expect((await call()).status, name).toBe(401);
    // the new session works, refreshed too
    const fresh = await refresh(s, String(again.json.refreshToken));
    expect(fresh.status).toBe(200);
    const freshId = ((await fresh.json()) as { id_token: string }).id_token;
    for (const [name, call] of Object.entries(signedInCalls(s, freshId))) expect((await call()).status, name).not.toBe(401);

    // the end of the old session is kept across a restart
    s.kill9();
    s = await startServer(dir);
    expect((await refresh(s, oldRefresh)).status).toBe(400);
    expect((await signedInCalls(s, oldId).consent()).status).toBe(401);
    expect((await signedInCalls(s, freshId)['My Designs']()).status).toBe(200);
    s.kill9();
  }, 600_000);

  it('answers "Forgot password?" alike for an address with an account and one without', async () => {
    const s = await startServer(tempDataDir());
    expect((await signUp(s, 'eve@example.com', 'eve-Secret-4417')).status).toBe(200);
    const known = await identity(s, 'accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email: 'eve@example.com' });
    const unknown = await identity(s, 'accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email: 'nobody@example.com' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(unknown.json).toEqual({ ...known.json, email: 'nobody@example.com' });
    s.kill9();
  }, 300_000);
});
