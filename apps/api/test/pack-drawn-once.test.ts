import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_TOKEN_HEADER } from '@landscape/contract';
import { completedJobs, countTasks, MODES, startTestApp, type TestApp } from './fixtures/test-app.ts';

// The landscaper's pack (decision 046) is drawn once per design revision, language, paper and budget, by a
// derived-image job (the worker in cluster mode: the API never draws it), kept, and served from storage:
// a burst of callers shares one drawing, a design started meanwhile still finishes, and one address may
// ask for 30 packs a minute.

const ADDRESS = '8 Birch Lane, Eugene, OR';

describe.each(MODES)('the landscaper’s pack drawn once (%s mode)', (mode) => {
  let t: TestApp;
  let tasks: Record<string, number>;
  let design: { id: string; claimToken: string };
  /** Jobs one design of this test makes (its area's job), counted at rest. */
  let jobsPerDesign: number;

  const generate = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/generate',
      payload: { address: ADDRESS, area: 'front_yard', style: 'modern_minimalist', locale: 'en' },
      remoteAddress: ip,
    });
  const pack = (ip: string, opts: { token?: string; query?: string } = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/designs/${design.id}/pack.pdf${opts.query ?? ''}`,
      headers: opts.token ? { [CLAIM_TOKEN_HEADER]: opts.token } : {},
      remoteAddress: ip,
    });

  beforeAll(async () => {
    t = await startTestApp(mode, { AUTH: 'none', DAILY_LIMIT: '10' });
    tasks = countTasks(t.runtime.pool);
    const before = await completedJobs(t);
    const res = await generate('10.46.0.1');
    expect(res.statusCode, res.body).toBe(200);
    design = { id: res.json().data.design_id, claimToken: res.json().claim_token };
    jobsPerDesign = (await completedJobs(t)) - before;
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/designs/${design.id}/share`,
      headers: { [CLAIM_TOKEN_HEADER]: design.claimToken },
      remoteAddress: '10.46.0.1',
    });
    expect(shared.statusCode, shared.body).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('draws one pack for 40 callers at once while a design started meanwhile finishes, then serves it from storage to its owner and a link’s visitor', async () => {
    const jobsBefore = await completedJobs(t);
    const packsBefore = tasks.pack ?? 0;
    // visitors of the share link, each from an address of their own
    const burst = Promise.all(Array.from({ length: 40 }, (_, i) => pack(`10.46.1.${i + 1}`)));
    const other = generate('10.46.0.2');
    const [packs, started] = await Promise.all([burst, other]);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.design_id).toBeTruthy();
    for (const res of packs) {
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/pdf/);
      expect(res.rawPayload.equals(packs[0]!.rawPayload)).toBe(true);
    }
    expect(packs[0]!.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // one derived-image job besides the other design's; in cluster mode it ran on the worker, not on the API
    expect((await completedJobs(t)) - jobsBefore).toBe(jobsPerDesign + 1);
    expect((tasks.pack ?? 0) - packsBefore).toBe(mode === 'embedded' ? 1 : 0);

    // the owner's pack (it prints the street address) is drawn once too
    const owners = await Promise.all([1, 2, 3].map((i) => pack(`10.46.2.${i}`, { token: design.claimToken })));
    for (const res of owners) expect(res.rawPayload.equals(owners[0]!.rawPayload)).toBe(true);
    expect(owners[0]!.rawPayload.equals(packs[0]!.rawPayload)).toBe(false);
    expect((tasks.pack ?? 0) - packsBefore).toBe(mode === 'embedded' ? 2 : 0);

    // asked again, by its owner and by a visitor of the link: the kept bytes, nothing drawn or queued
    const jobsAfter = await completedJobs(t);
    expect(jobsAfter - jobsBefore).toBe(jobsPerDesign + 2);
    const owner = await pack('10.46.2.9', { token: design.claimToken });
    const visitor = await pack('10.46.2.10');
    expect([owner.statusCode, visitor.statusCode]).toEqual([200, 200]);
    expect(owner.rawPayload.equals(owners[0]!.rawPayload)).toBe(true);
    expect(visitor.rawPayload.equals(packs[0]!.rawPayload)).toBe(true);
    expect(await completedJobs(t)).toBe(jobsAfter);
    expect((tasks.pack ?? 0) - packsBefore).toBe(mode === 'embedded' ? 2 : 0);
  }, 240_000);

  it('answers the 31st pack asked for from one address in a minute with 429, saying the limit', async () => {
    const ip = '10.46.3.1';
    for (let i = 0; i < 30; i++) expect((await pack(ip)).statusCode).toBe(200);
    const refused = await pack(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().detail).toMatch(/^Too many packs: the limit is 30 every 1 minute\. Please try again in \d+ seconds?\.$/);
    // another address is not held back by it
    expect((await pack('10.46.3.2')).statusCode).toBe(200);
  }, 120_000);

  it('keeps one pack per language and paper, each drawn once, and refuses a language or paper it does not know', async () => {
    const packsBefore = tasks.pack ?? 0;
    const jobsBefore = await completedJobs(t);
    const es = await Promise.all([1, 2, 3].map((i) => pack(`10.46.4.${i}`, { query: '?lang=es&paper=a3' })));
    for (const res of es) expect(res.rawPayload.equals(es[0]!.rawPayload)).toBe(true);
    const letter = await pack('10.46.4.9');
    expect(es[0]!.statusCode).toBe(200);
    expect(es[0]!.rawPayload.equals(letter.rawPayload)).toBe(false);
    expect((await completedJobs(t)) - jobsBefore).toBe(1);
    expect((tasks.pack ?? 0) - packsBefore).toBe(mode === 'embedded' ? 1 : 0);
    for (const [query, detail] of [
      ['?lang=fr', /lang must be one of en, es, zh/],
      ['?paper=legal', /paper must be one of letter, a4, a3, arch-d, a1/],
      ['?budget=-3', /budget must be a positive number/],
    ] as const) {
      const res = await pack('10.46.4.10', { query });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail, query).toMatch(detail);
    }
  }, 120_000);
});
