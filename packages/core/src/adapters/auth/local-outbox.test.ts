import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalOutbox } from './local-outbox.ts';

const dirs: string[] = [];
const dir = () => {
  const d = mkdtempSync(join(tmpdir(), 'outbox-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const mail = (n: number) => ({
  kind: 'verify' as const,
  email: `p${n}@example.com`,
  path: `/emulator/action?mode=verifyEmail&oobCode=${n}`,
  at: new Date(0).toISOString(),
});

describe('the local outbox', () => {
  it('keeps its messages across a restart (a new instance on the same folder), newest first, private', () => {
    const d = dir();
    const first = new LocalOutbox(d);
    first.add(mail(1));
    first.add(mail(2));
    const again = new LocalOutbox(d);
    expect(again.all().map((m) => m.email)).toEqual(['p2@example.com', 'p1@example.com']);
    expect(statSync(join(d, 'outbox.json')).mode & 0o777).toBe(0o600);
  });

  it('keeps the last `size`, and starts afresh from a file that is not its own', () => {
    const d = dir();
    const box = new LocalOutbox(d, 2);
    for (const n of [1, 2, 3]) box.add(mail(n));
    expect(new LocalOutbox(d, 2).all().map((m) => m.email)).toEqual(['p3@example.com', 'p2@example.com']);
    writeFileSync(join(d, 'outbox.json'), '{ not json');
    expect(new LocalOutbox(d).all()).toEqual([]);
    writeFileSync(join(d, 'outbox.json'), JSON.stringify({ format: 'landscape-outbox-1', messages: [{ kind: 'spam' }, mail(4)] }));
    expect(new LocalOutbox(d).all()).toEqual([mail(4)]);
  });
});
