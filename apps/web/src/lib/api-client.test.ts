import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18n from 'i18next';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client.ts';
import { onApiAnswer, type ApiAnswer } from './api-events.ts';

// A call that cannot reach the server says so in the homeowner's words, never the browser's raw
// "Failed to fetch"; the server's own refusals keep their readable detail.

const common = (lang: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../locales/${lang}/common.json`, import.meta.url)), 'utf8')) as Record<string, unknown>;

beforeAll(async () => {
  await i18n.init({ lng: 'es', resources: { es: { common: common('es') }, en: { common: common('en') } }, interpolation: { escapeValue: false } });
});
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('turns an unreachable server into a plain message in the language, with status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const err = await apiRequest('/api/styles', v.unknown()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(0);
    expect((err as ApiError).message).toBe((common('es').health as Record<string, string>).requestFailed);
    expect((err as ApiError).message).not.toMatch(/fetch/i);
  });

  it('tells the listeners (the health monitor) at once that a call could not reach the server', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const heard: ApiAnswer[] = [];
    const stop = onApiAnswer((a) => heard.push(a));
    await apiRequest('/api/design/progress/abc?x=1', v.unknown()).catch(() => undefined);
    stop();
    expect(heard).toEqual([{ method: 'GET', path: '/api/design/progress/abc', status: 0 }]);
  });

  it("keeps the server's detail for a refusal", async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ detail: 'Address validation failed: add the city or ZIP code' }), { status: 400, statusText: 'Bad Request' }),
    );
    const err = (await apiRequest('/api/generate', v.unknown(), { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(400);
    expect(err.message).toBe('Address validation failed: add the city or ZIP code');
  });
});
