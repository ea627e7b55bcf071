import { describe, expect, it, vi } from 'vitest';
import { createSessionCookie } from './session-cookie.ts';

describe("the session cookie that opens the account's own images", () => {
  it('trades each new token once, and drops the cookie on sign-out', async () => {
    const calls: string[] = [];
    const session = createSessionCookie(async (method, token) => {
      calls.push(`${method} ${token ?? ''}`.trim());
    });
    await Promise.all([session.ensure('t1'), session.ensure('t1')]);
    await session.ensure('t1');
    await session.ensure('t2'); // the hourly refresh
    await session.end();
    expect(calls).toEqual(['POST t1', 'POST t2', 'DELETE']);
  });

  it('never fails the call that waits for it, and tries again with the next request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const calls: string[] = [];
    const session = createSessionCookie(async (method, token) => {
      calls.push(`${method} ${token}`);
      if (fail) throw new Error('503');
    });
    await expect(session.ensure('t1')).resolves.toBeUndefined();
    fail = false;
    await session.ensure('t1');
    await session.ensure('t1');
    expect(calls).toEqual(['POST t1', 'POST t1']);
  });
});
