import { afterAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MODES } from './fixtures/test-app.ts';
import { identity, signIn, signUp, startServer, stopServers, tempDataDir } from './fixtures/studio-server.ts';

// Embedded accounts with real processes, as `pnpm start` runs them: each server starts its own Auth
// Emulator, every call goes through the studio's origin, and a server is stopped the hard way
// (kill -9 of its whole process group: server and emulator at once).

afterAll(stopServers);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f, { throwIfNoEntry: false })?.isFile());
}

const errorOf = (r: { json: Record<string, unknown> }) => String((r.json.error as { message?: string } | undefined)?.message);

describe.runIf(MODES.includes('embedded'))('embedded accounts (real processes)', () => {
  it('keep their users across kill -9, apart from another instance, without a password on disk, and mail links locally', async () => {
    const [dirA, dirB] = [tempDataDir(), tempDataDir()];
    // Two copies on one machine, same project id, started together.
    let [a, b] = await Promise.all([startServer(dirA, { ADMIN_EMAILS: 'ana@example.com' }), startServer(dirB)]);

    // Sign-in through the studio's origin works as soon as health says healthy.
    const ana = await signUp(a, 'ana@example.com', 'ana-Secret-9041');
    expect(ana.status, JSON.stringify(ana.json)).toBe(200);
    const bo = await signUp(b, 'bo@example.com', 'bo-Secret-5517');
    expect(bo.status, JSON.stringify(bo.json)).toBe(200);

    // Local e-mail: the verification link is one plain line on the terminal, on the studio's origin.
    const sent = await identity(a, 'accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: ana.json.idToken });
    expect(sent.status).toBe(200);
    const deadline = Date.now() + 10_000;
    let line: RegExpExecArray | null = null;
    while (!(line = /^Verify ana@example\.com: (http:\/\/localhost:\d+\/emulator\/action\?\S+)$/m.exec(a.out())) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(line, a.out()).not.toBeNull();
    expect(line![1]!.startsWith(a.url)).toBe(true);
    const verified = await fetch(line![1]!);
    expect(verified.status).toBe(200);

    // The emulator's admin API stays off the studio's origin.
    expect((await fetch(`${b.url}/emulator/v1/projects/demo-landscape-studio/accounts`, { method: 'DELETE' })).status).toBeGreaterThanOrEqual(400);
    expect((await fetch(`${b.url}/emulator/v1/projects/demo-landscape-studio/oobCodes`)).status).toBe(404);
    const owner = await fetch(`${b.url}/identitytoolkit.googleapis.com/v1/projects/demo-landscape-studio/accounts:batchGet?maxResults=10`, {
      headers: { authorization: 'Bearer owner' },
    });
    expect(owner.status).toBeGreaterThanOrEqual(400);

    a.kill9();
    b.kill9();

    for (const [dir, own, other] of [
      [dirA, 'ana@example.com', 'bo@example.com'],
      [dirB, 'bo@example.com', 'ana@example.com'],
    ] as const) {
      const accounts = readFileSync(join(dir, 'auth', 'accounts.json'), 'utf8');
      expect(accounts).toContain(own);
      expect(accounts).not.toContain(other);
      expect(statSync(join(dir, 'auth', 'accounts.json')).mode & 0o777).toBe(0o600);
      expect(statSync(join(dir, 'auth')).mode & 0o777).toBe(0o700);
      for (const f of filesUnder(dir)) {
        const content = readFileSync(f);
        expect(content.includes('ana-Secret-9041'), f).toBe(false);
        expect(content.includes('bo-Secret-5517'), f).toBe(false);
      }
    }

    // Restart both on the same DATA_DIR: the same password works, a wrong one does not, the other instance's user is unknown.
    [a, b] = await Promise.all([startServer(dirA, { ADMIN_EMAILS: 'ana@example.com' }), startServer(dirB)]);
    expect(errorOf(await signIn(a, 'ana@example.com', 'not-her-password'))).toMatch(/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/);
    const again = await signIn(a, 'ana@example.com', 'ana-Secret-9041');
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(again.json.localId).toBe(ana.json.localId);
    const lookup = await identity(a, 'accounts:lookup', { idToken: again.json.idToken });
    expect((lookup.json.users as { emailVerified?: boolean }[])[0]!.emailVerified).toBe(true);
    expect(errorOf(await signIn(a, 'bo@example.com', 'bo-Secret-5517'))).toMatch(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);

    // The Outbox: admins only (ADMIN_EMAILS and a verified address), the link on the studio's origin.
    expect((await fetch(`${a.url}/api/admin/outbox`)).status).toBe(401);
    const outbox = async () => {
      const res = await fetch(`${a.url}/api/admin/outbox`, { headers: { authorization: `Bearer ${String(again.json.idToken)}` } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { messages: { kind: string; email: string; path: string }[] }).messages;
    };
    // the mail sent before kill -9 is still there after the restart: kept in DATA_DIR, private to the server
    expect(await outbox()).toEqual([
      expect.objectContaining({ kind: 'verify', email: 'ana@example.com', path: new URL(line![1]!).pathname + new URL(line![1]!).search }),
    ]);
    expect(statSync(join(dirA, 'auth', 'outbox.json')).mode & 0o777).toBe(0o600);
    await identity(a, 'accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: again.json.idToken });
    const until = Date.now() + 10_000;
    while ((await outbox()).length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    expect(await outbox()).toHaveLength(2);
    expect((await outbox())[0]).toMatchObject({
      kind: 'verify',
      email: 'ana@example.com',
      path: expect.stringMatching(/^\/emulator\/action\?mode=verifyEmail/),
    });
    expect(a.out()).toMatch(/^Verify ana@example\.com: http:\/\/localhost:\d+\/emulator\/action\?mode=verifyEmail\S+$/m);

    // Killed again right after a password sign-in restored the password: still no clear text, still works.
    a.kill9();
    for (const f of filesUnder(dirA)) expect(readFileSync(f).includes('ana-Secret-9041'), f).toBe(false);
    const boAgain = await signIn(b, 'bo@example.com', 'bo-Secret-5517');
    expect(boAgain.status).toBe(200);
    expect((await fetch(`${b.url}/api/admin/outbox`, { headers: { authorization: `Bearer ${String(boAgain.json.idToken)}` } })).status).toBe(403);
    expect(errorOf(await signIn(b, 'ana@example.com', 'ana-Secret-9041'))).toMatch(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
    b.kill9();
  }, 900_000);

  it('keep sessions across a restart of the server, and restart a sign-in that died', async () => {
    const dir = tempDataDir();
    let s = await startServer(dir);
    const up = await signUp(s, 'cy@example.com', 'cy-Secret-7730');
    expect(up.status, JSON.stringify(up.json)).toBe(200);
    const idToken = String(up.json.idToken);
    const refreshToken = String(up.json.refreshToken);
    const me = (token: string) => fetch(`${s.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    // a call that asks whether the session was revoked
    const consent = (token: string) =>
      fetch(`${s.url}/api/me/consent`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ emailMarketing: false, analytics: false }),
      });
    expect((await me(idToken)).status).toBe(200);

    s.kill9();
    s = await startServer(dir);
    // the ID token from before the restart, and one refreshed from it, keep working
    expect((await me(idToken)).status).toBe(200);
    expect((await consent(idToken)).status).toBe(200);
    const reload = await identity(s, 'accounts:lookup', { idToken });
    expect(reload.status, JSON.stringify(reload.json)).toBe(200);
    const refreshed = await fetch(`${s.url}/securetoken.googleapis.com/v1/token?key=emulator-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    });
    expect(refreshed.status).toBe(200);
    const fresh = ((await refreshed.json()) as { id_token: string }).id_token;
    expect((await me(fresh)).status).toBe(200);
    expect((await consent(fresh)).status).toBe(200);

    // The emulator dies: health says sign-in is restarting, sign-in answers a clean 503, then it is back.
    const pid = Number(readFileSync(join(dir, 'auth', 'run', 'emulator.pid'), 'utf8'));
    process.kill(pid, 'SIGKILL');
    let sawRestarting = false;
    let sawCleanRefusal = false;
    const deadline = Date.now() + 120_000;
    for (;;) {
      const health = await fetch(`${s.url}/api/health`);
      const body = (await health.json()) as { detail?: string; checks?: Record<string, string> };
      if (health.status === 503 && body.detail === 'Sign-in is restarting') {
        expect(body.checks?.signin).toBe('restarting');
        sawRestarting = true;
        const attempt = await signIn(s, 'cy@example.com', 'cy-Secret-7730');
        if (attempt.status === 503) {
          expect(attempt.json.detail).toBe('Sign-in is restarting');
          sawCleanRefusal = true;
        }
      }
      if (health.status === 200 && sawRestarting) break;
      expect(Date.now(), s.out()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(sawCleanRefusal).toBe(true);
    expect(s.out()).toMatch(/the Auth Emulator stopped; sign-in is restarting/);
    const back = await signIn(s, 'cy@example.com', 'cy-Secret-7730');
    expect(back.status, JSON.stringify(back.json)).toBe(200);
    expect((await consent(idToken)).status).toBe(200);
    // Ctrl+C: the emulator stops with the server; every change was saved as it was made, so nothing
    // reads like a loss
    expect(await s.interrupt(), s.out()).toBe(0);
    expect(s.out()).not.toMatch(/could not be saved|could not save/);
  }, 900_000);
});
