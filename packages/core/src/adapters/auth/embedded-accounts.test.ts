import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedAccounts, hashPassword, passwordOfFakeHash, verifyPassword } from './embedded-accounts.ts';
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

/** An emulator whose import call does not answer the first `slow` times (a cold one on a busy machine). */
async function slowEmulator(slow: number) {
  const calls: string[] = [];
  let imports = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    calls.push(req.url!.replace(/\?.*/, '').split('/').at(-1)!);
    const answer = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    req.resume().on('end', () => {
      if (req.url!.includes(':batchCreate') && imports++ < slow) return; // never answers: the caller times out
      if (req.url!.includes(':batchGet')) return answer({ users: [{ localId: 'u1', email: 'ana@example.com', validSince: '1700000000' }] });
      if (req.url!.includes('/oobCodes')) return answer({ oobCodes: [] });
      answer({});
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { host: `127.0.0.1:${(server.address() as AddressInfo).port}`, calls, close: () => new Promise((r) => server.close(r).closeAllConnections()) };
}

describe('loading the saved accounts into the emulator', () => {
  const store = () => {
    const dir = mkdtempSync(join(tmpdir(), 'accounts-load-'));
    writeFileSync(
      join(dir, 'accounts.json'),
      JSON.stringify({ format: 'landscape-accounts/1', users: [{ localId: 'u1', email: 'ana@example.com', validSince: '1600000000' }] }),
    );
    return dir;
  };

  it('asks again when a cold emulator does not answer in time, and is then ready', async () => {
    const emulator = await slowEmulator(2);
    const dir = store();
    const warnings: string[] = [];
    const accounts = new EmbeddedAccounts({ host: emulator.host, projectId: 'demo', dir, requestTimeoutMs: 200, warn: (msg) => warnings.push(msg) });
    try {
      await accounts.load();
      expect(accounts.ready).toBe(true);
      expect(emulator.calls.filter((c) => c.endsWith(':batchCreate'))).toHaveLength(3);
      expect(warnings).toEqual(['the Auth Emulator did not answer in time; asking again', 'the Auth Emulator did not answer in time; asking again']);
      expect(await accounts.status('u1')).toEqual({ disabled: false, validSince: 1600000000, revokedAt: null });
    } finally {
      await accounts.close();
      await emulator.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives up after its patience, saying why', async () => {
    const emulator = await slowEmulator(Infinity);
    const dir = store();
    const accounts = new EmbeddedAccounts({ host: emulator.host, projectId: 'demo', dir, requestTimeoutMs: 100, loadPatienceMs: 400 });
    try {
      await expect(accounts.load()).rejects.toMatchObject({ name: 'TimeoutError' });
      expect(accounts.ready).toBe(false);
    } finally {
      await accounts.close();
      await emulator.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not ask again when the saved accounts cannot be read', async () => {
    const emulator = await slowEmulator(0);
    const dir = mkdtempSync(join(tmpdir(), 'accounts-load-'));
    writeFileSync(join(dir, 'accounts.json'), JSON.stringify({ format: 'something-else' }));
    const accounts = new EmbeddedAccounts({ host: emulator.host, projectId: 'demo', dir });
    try {
      await expect(accounts.load()).rejects.toThrow(/unknown format something-else/);
      expect(emulator.calls).toEqual([]);
    } finally {
      await accounts.close();
      await emulator.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
