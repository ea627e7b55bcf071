import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLAIM_TOKEN_HEADER, type ProgressResponse } from '@landscape/contract';
import { MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';

// Progress polls (product §4) answered once per change: a strong ETag with every answer, 304 with no body
// to a studio that sends back the tag of an unchanged generation, a new answer and tag once a design
// finishes. The owner check comes before any of it: nobody else gets a 304 or a tag.

const ADDRESS = '742 Evergreen Terrace, Springfield, OR';

describe.each(MODES)('progress answered with an ETag (%s mode)', (mode) => {
  let t: TestApp;

  beforeAll(async () => {
    // no job is worked until the first test starts them: its generation waits as it was queued
    t = await startTestApp(mode, { AUTH: 'none', IMAGE_MODEL: 'fake', FAKE_MODEL_DRAW: 'false' }, { worker: false });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const start = async () => {
    const { payload, headers } = multipart([
      ['address', ADDRESS],
      ['style', 'cottage_garden'],
      ['generate_front_yard', 'true'],
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { request_id: string; claim_token: string };
  };
  const poll = (id: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/design/progress/${id}`, headers });

  // first, while no job is worked: the generation does not change under the polls
  it('makes the answer once for every poll that arrives together, not once per poll', async () => {
    const g = await start();
    const mine = { [CLAIM_TOKEN_HEADER]: g.claim_token };
    const reads = vi.spyOn(t.runtime.progress, 'get');
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, () => poll(g.request_id, mine)));
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(reads).toHaveBeenCalledTimes(1);
      // a poll without the claim token shares nothing: it is refused as before
      expect((await poll(g.request_id)).statusCode).toBe(404);
    } finally {
      reads.mockRestore();
    }
  });

  it('answers 304 and no body to the tag of an unchanged generation, and a new answer and tag once it finished', async () => {
    const g = await start();
    const mine = { [CLAIM_TOKEN_HEADER]: g.claim_token };
    const first = await poll(g.request_id, mine);
    expect(first.statusCode).toBe(200);
    expect((first.json() as ProgressResponse).completed).toBe(0);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]+"$/); // strong: no W/ prefix
    expect(first.headers['cache-control']).toBe('private, no-cache');

    // nothing changed: the same tag, 304, no body; a weak form of it and a list holding it count too
    for (const ifNoneMatch of [tag, `W/${tag}`, `"something-else", ${tag}`]) {
      const again = await poll(g.request_id, { ...mine, 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(tag);
    }
    // another tag gets the whole answer
    const other = await poll(g.request_id, { ...mine, 'if-none-match': '"not-this-one"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
    expect(other.headers.etag).toBe(tag);

    await t.startJobs();
    const done = await t.waitForProgress(g, 60_000);
    expect(done.areas.front_yard?.status).toBe('completed');

    // the design finished: the old tag gets the new answer with a new tag, which then answers 304
    const after = await poll(g.request_id, { ...mine, 'if-none-match': tag });
    expect(after.statusCode).toBe(200);
    expect((after.json() as ProgressResponse).completed).toBe(1);
    const newTag = after.headers.etag as string;
    expect(newTag).toMatch(/^"[\w-]+"$/);
    expect(newTag).not.toBe(tag);
    expect((await poll(g.request_id, { ...mine, 'if-none-match': newTag })).statusCode).toBe(304);
  });

  it('checks the owner before any 304: without the claim token, or with another, a tag gets 404 and no tag', async () => {
    const g = await start();
    const first = await poll(g.request_id, { [CLAIM_TOKEN_HEADER]: g.claim_token });
    const tag = first.headers.etag as string;
    for (const headers of [{}, { [CLAIM_TOKEN_HEADER]: 'a-token-of-another-browser' }] as Record<string, string>[]) {
      for (const ifNoneMatch of [tag, '*']) {
        const res = await poll(g.request_id, { ...headers, 'if-none-match': ifNoneMatch });
        expect(res.statusCode).toBe(404);
        expect(res.headers.etag).toBeUndefined();
        expect(res.json()).toMatchObject({ detail: 'Generation not found' });
      }
    }
    // a generation that does not exist, or an id that is not one, is 404 whatever the tag
    expect((await poll('00000000-0000-4000-8000-000000000000', { 'if-none-match': '*' })).statusCode).toBe(404);
    expect((await poll('not-a-generation', { 'if-none-match': tag })).statusCode).toBe(404);
  });

  it('answers an unchanged generation from its version alone: no database read, not even the cached entry', async () => {
    const g = await start();
    const mine = { [CLAIM_TOKEN_HEADER]: g.claim_token };
    await t.startJobs();
    await t.waitForProgress(g, 60_000);
    const tag = (await poll(g.request_id, mine)).headers.etag as string;

    const repo = t.runtime.repos.generations as unknown as Record<string, unknown>;
    const dbCalls = Object.getOwnPropertyNames(Object.getPrototypeOf(repo))
      .filter((k) => k !== 'constructor' && typeof repo[k] === 'function')
      .map((k) => vi.spyOn(repo as Record<string, (...a: unknown[]) => unknown>, k));
    const entryReads = vi.spyOn(t.runtime.progress, 'get');
    try {
      for (let i = 0; i < 5; i++) expect((await poll(g.request_id, { ...mine, 'if-none-match': tag })).statusCode).toBe(304);
      // a poll without the tag gets the same answer, kept serialised
      const whole = await poll(g.request_id, mine);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers.etag).toBe(tag);
      expect(dbCalls.reduce((n, s) => n + s.mock.calls.length, 0)).toBe(0);
      expect(entryReads).not.toHaveBeenCalled();
    } finally {
      for (const s of dbCalls) s.mockRestore();
      entryReads.mockRestore();
    }
  });
});
