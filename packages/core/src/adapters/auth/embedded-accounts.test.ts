import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword, passwordOfFakeHash, verifyPassword } from './embedded-accounts.ts';
import { writePrivateFile } from './private-file.ts';

describe('embedded accounts on disk', () => {
  it('hashes a password with scrypt and a random salt, and checks it', async () => {
    const [a, b] = await Promise.all([hashPassword('ana-Secret-9041'), hashPassword('ana-Secret-9041')]);
    expect(a.algorithm).toBe('scrypt');
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(JSON.stringify(a)).not.toContain('ana-Secret-9041');
    expect(await verifyPassword('ana-Secret-9041', a)).toBe(true);
    expect(await verifyPassword('ana-Secret-9042', a)).toBe(false);
    expect(await verifyPassword('ana-Secret-9041', { ...a, hash: b.hash })).toBe(false);
  });

  it("reads the clear password out of the emulator's fakeHash only when the salt matches", () => {
    expect(passwordOfFakeHash('fakeHash:salt=fakeSaltX:password=a:b=c', 'fakeSaltX')).toBe('a:b=c');
    expect(passwordOfFakeHash('fakeHash:salt=fakeSaltX:password=a', 'fakeSaltY')).toBeNull();
    expect(passwordOfFakeHash(undefined, 'fakeSaltX')).toBeNull();
    expect(passwordOfFakeHash('scrypt$…', 'fakeSaltX')).toBeNull();
  });

  it('writes files 0600 in a 0700 folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'landscape-accounts-unit-'));
    try {
      const dir = join(root, 'auth');
      writePrivateFile(dir, 'accounts.json', '{"users":[]}');
      writePrivateFile(dir, 'accounts.json', '{"users":[1]}');
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dir, 'accounts.json')).mode & 0o777).toBe(0o600);
      expect(readFileSync(join(dir, 'accounts.json'), 'utf8')).toBe('{"users":[1]}');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
