import { describe, expect, it } from 'vitest';
import { isLoopbackHost, metricsAccess } from './metrics-token.ts';

const TOKEN = 'metrics-token-0123456789';

describe('who may read /metrics', () => {
  it('in production without a token: nobody, unless the server answers loopback only', () => {
    expect(metricsAccess(undefined, { token: undefined, production: true })).toMatchObject({ ok: false, status: 403 });
    expect(metricsAccess('Bearer whatever', { token: undefined, production: true })).toMatchObject({ ok: false, status: 403 });
    expect(metricsAccess(undefined, { token: undefined, production: true, loopbackOnly: true })).toEqual({ ok: true });
    expect(metricsAccess(undefined, { token: undefined, production: false })).toEqual({ ok: true });
  });

  it('with a token: the token only, in every mode', () => {
    for (const production of [true, false]) {
      expect(metricsAccess(`Bearer ${TOKEN}`, { token: TOKEN, production })).toEqual({ ok: true });
      expect(metricsAccess(undefined, { token: TOKEN, production, loopbackOnly: true })).toMatchObject({ ok: false, status: 401 });
    }
  });

  it('knows loopback addresses, as listened on and as peers', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', 'localhost']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', '::ffff:10.0.0.5', '', undefined]) expect(isLoopbackHost(host), String(host)).toBe(false);
  });
});
