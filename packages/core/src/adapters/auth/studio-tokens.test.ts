import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRevoked, StudioTokens } from './studio-tokens.ts';

const PROJECT = 'demo-tokens';
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
/** A token as the Auth Emulator issues them: unsigned. */
function emulatorToken(overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: 'uid-1',
    user_id: 'uid-1',
    email: 'ana@example.com',
    iat: now,
    exp: now + 3600,
    auth_time: now,
    firebase: { sign_in_provider: 'password', identities: {} },
    ...overrides,
  })}.`;
}

describe('the studio signature on sign-in tokens', () => {
  const dir = mkdtempSync(join(tmpdir(), 'landscape-tokens-'));
  const tokens = StudioTokens.inDir(dir, PROJECT);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps one private key across restarts', () => {
    expect(statSync(join(dir, 'token.key')).mode & 0o777).toBe(0o600);
    const key = readFileSync(join(dir, 'token.key'), 'utf8');
    StudioTokens.inDir(dir, PROJECT);
    expect(readFileSync(join(dir, 'token.key'), 'utf8')).toBe(key);
  });

  it('accepts the tokens it signed, from this key only, and only password sign-ins', async () => {
    const signed = await tokens.signIdToken(emulatorToken());
    expect((await tokens.verifyIdToken(signed)).sub).toBe('uid-1');
    // a restart reads the same key: the token still holds
    expect((await StudioTokens.inDir(dir, PROJECT).verifyIdToken(signed)).sub).toBe('uid-1');
    const other = mkdtempSync(join(tmpdir(), 'landscape-tokens-'));
    await expect(StudioTokens.inDir(other, PROJECT).verifyIdToken(signed)).rejects.toThrow(/sign in again/);
    rmSync(other, { recursive: true, force: true });
    await expect(tokens.verifyIdToken(emulatorToken())).rejects.toThrow(/sign in again/);
    for (const provider of ['custom', 'google.com', 'anonymous']) {
      const made = await tokens.signIdToken(emulatorToken({ firebase: { sign_in_provider: provider } }));
      await expect(tokens.verifyIdToken(made), provider).rejects.toThrow(/sign in again/);
    }
    const expired = await tokens.signIdToken(emulatorToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    await expect(tokens.verifyIdToken(expired)).rejects.toThrow(/session has expired/);
  });

  it('wraps refresh tokens so a hand-made one is refused', async () => {
    const rt = Buffer.from(JSON.stringify({ _AuthEmulatorRefreshToken: 'DO NOT MODIFY', localId: 'uid-1', projectId: PROJECT })).toString('base64');
    const wrapped = await tokens.wrapRefreshToken(rt, 1_700_000_000_123);
    expect(await tokens.unwrapRefreshToken(wrapped)).toEqual({ rt, uid: 'uid-1', sessionStart: 1_700_000_000_123 });
    const handMade = Buffer.from(JSON.stringify({ _AuthEmulatorRefreshToken: 'DO NOT MODIFY', localId: 'uid-1', projectId: PROJECT })).toString('base64');
    await expect(tokens.unwrapRefreshToken(handMade)).rejects.toThrow(/sign in again/);
    // an ID token is not a refresh token
    await expect(tokens.unwrapRefreshToken(await tokens.signIdToken(emulatorToken()))).rejects.toThrow(/sign in again/);
  });

  it("checks an account's revocation before handing a token back to the emulator", async () => {
    const signed = await tokens.signIdToken(emulatorToken({ auth_time: 1000 }));
    const t2 = new StudioTokens(Buffer.from(readFileSync(join(dir, 'token.key'), 'utf8'), 'base64'), PROJECT);
    t2.accounts = { status: async () => ({ disabled: false, validSince: 999 }) };
    const unsigned = await t2.forEmulator(signed);
    expect(JSON.parse(Buffer.from(unsigned.split('.')[0]!, 'base64url').toString('utf8')).alg).toBe('none');
    t2.accounts = { status: async () => ({ disabled: false, validSince: 2000 }) };
    await expect(t2.forEmulator(signed)).rejects.toThrow(/sign in again/);
    t2.accounts = { status: async () => ({ disabled: true, validSince: null }) };
    await expect(t2.forEmulator(signed)).rejects.toThrow(/sign in again/);
  });

  it('dates every token with when its session began, and refuses one begun before the sessions were revoked', async () => {
    const t2 = new StudioTokens(Buffer.from(readFileSync(join(dir, 'token.key'), 'utf8'), 'base64'), PROJECT);
    // the emulator dates a refreshed token's sign-in by the account's last sign-in: a later one hides the old session
    const before = await t2.signIdToken(emulatorToken({ auth_time: 5000 }), 4_000_000);
    const after = await t2.signIdToken(emulatorToken({ auth_time: 5000 }), 6_000_000);
    t2.accounts = { status: async () => ({ disabled: false, validSince: 4000, revokedAt: 5_000_000 }) };
    await expect(t2.forEmulator(before)).rejects.toThrow(/sign in again/);
    expect(await t2.forEmulator(after)).toMatch(/\.$/);
    expect(isRevoked({ disabled: false, validSince: 4000, revokedAt: 5_000_000 }, 4_999_999, null)).toBe(true);
    expect(isRevoked({ disabled: false, validSince: 4000, revokedAt: 5_000_000 }, 5_000_000, null)).toBe(false);
  });
});
