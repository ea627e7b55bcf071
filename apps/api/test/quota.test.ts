import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomInt, randomUUID } from 'node:crypto';
import { MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';

// One unit of the daily limit is one request as a person sees it (decision 042): a studio run of any areas
// and styles, the studio's one call per style of a run, an edit. A request that does not fit writes
// nothing; a request none of whose designs could be delivered is given back.

const ADDRESS = '31 Spruce Avenue, Madison, WI';

// A run of three /api/generate calls draws three designs: some 15 s at rest, up to two minutes while the browser
// journeys and the other API files share the two cores (pnpm test runs them side by side).
const BUSY_BUDGET = 180_000;

describe.each(MODES)('daily designs (%s mode)', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    // the walkway always fails, so its designs must not be charged
    t = await startTestApp(mode, { DAILY_LIMIT: '8', IMAGE_MODEL: 'fake', FAKE_MODEL_DRAW: 'false', FAKE_MODEL_FAIL: 'walkway' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const start = (ip: string, areas: string[], styles: string[]) => {
    const { payload, headers } = multipart([
      ['address', ADDRESS],
      ['style', styles.join(',')],
      ...areas.map((a): [string, string] => [`generate_${a}`, 'true']),
    ]);
    return t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload, headers, remoteAddress: ip });
  };
  const usedBy = async (ip: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/usage', remoteAddress: ip })).json() as { usage_today: number; remaining: number; daily_limit: number };
  const generations = () => t.runtime.db.prisma.generation.count();
  const files = () => {
    const dir = join(t.dataDir, 'files', 'generations');
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };
  const styles3 = ['modern_minimalist', 'japanese_zen', 'mediterranean'];

  it('charges one request for one area in three styles, and one for two areas in three styles', async () => {
    const one = await start('10.20.0.1', ['front_yard'], styles3);
    expect(one.statusCode, one.body).toBe(200);
    await t.waitForProgress(one.json());
    expect(await usedBy('10.20.0.1')).toMatchObject({ usage_today: 1, remaining: 7 });

    const two = await start('10.20.0.2', ['front_yard', 'backyard'], styles3);
    expect(two.statusCode, two.body).toBe(200);
    await t.waitForProgress(two.json());
    expect(await usedBy('10.20.0.2')).toMatchObject({ usage_today: 1, remaining: 7 });
  });

  const single = (ip: string, style: string, run?: string) =>
    t.app.inject({ method: 'POST', url: '/api/generate', payload: { address: ADDRESS, style, area: 'backyard', ...(run ? { run } : {}) }, remoteAddress: ip });

  it(
    'counts the studio’s one /api/generate per style of a run once, and calls without a run one each',
    async () => {
      // its own payer each attempt: a retry starts from nothing charged
      const ip = `10.30.${randomInt(256)}.${randomInt(256)}`;
      const run = randomUUID();
      const answers = await Promise.all(styles3.map((style) => single(ip, style, run)));
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      expect(await usedBy(ip)).toMatchObject({ usage_today: 1 });
      // a run asking more than its three styles is charged again
      const fourth = await single(ip, 'japanese_zen', run);
      expect(fourth.statusCode, fourth.body).toBe(200);
      expect(await usedBy(ip)).toMatchObject({ usage_today: 2 });
      for (const style of styles3.slice(0, 2)) {
        const res = await single(ip, style);
        expect(res.statusCode, res.body).toBe(200);
      }
      expect(await usedBy(ip)).toMatchObject({ usage_today: 4 });
      // a run id is a UUID, or a clear 400
      const bad = await single(ip, 'japanese_zen', 'not-a-uuid');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail).toMatch(/run must be a UUID/);
    },
    BUSY_BUDGET,
  );

  it(
    'refuses a request past the limit with 429, a clear detail and nothing written',
    async () => {
      // 10.20.0.6 spends its 8 requests, then asks once more
      for (let i = 0; i < 8; i++) expect((await single('10.20.0.6', styles3[i % 3]!)).statusCode).toBe(200);
      const before = { generations: await generations(), files: files() };
      const res = await start('10.20.0.6', ['backyard'], styles3);
      expect(res.statusCode).toBe(429);
      expect(res.json().detail).toMatch(/Daily limit reached: 8 requests a day/);
      // the same facts, for the studio to say once in the homeowner's language and time zone
      const { limit } = res.json();
      expect(limit).toMatchObject({ needed: 1, remaining: 0, daily_limit: 8 });
      expect(Date.parse(limit.resets_at) - Date.now()).toBeGreaterThan(0);
      expect(new Date(limit.resets_at).toISOString().slice(11)).toBe('00:00:00.000Z');
      expect(res.json().detail).toContain(`${limit.resets_at.slice(11, 16)} UTC`);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await generations()).toBe(before.generations);
      expect(files()).toBe(before.files);
      expect(await usedBy('10.20.0.6')).toMatchObject({ usage_today: 8, remaining: 0 });
    },
    BUSY_BUDGET,
  );

  it('gives back a request none of whose designs were delivered, and only that', async () => {
    // the walkway fails, the front yard is delivered: the request counts
    const res = await start('10.20.0.4', ['front_yard', 'walkway'], styles3.slice(0, 2));
    expect(res.statusCode).toBe(200);
    const progress = await t.waitForProgress(res.json());
    expect(progress).toMatchObject({ completed: 1, failed: 1 });
    expect(progress.areas.walkway?.error).toBeTruthy();
    expect(await usedBy('10.20.0.4')).toMatchObject({ usage_today: 1, remaining: 7 });
    // nothing delivered: given back
    const failed = await start('10.20.0.7', ['walkway'], styles3.slice(0, 2));
    await t.waitForProgress(failed.json());
    expect(await usedBy('10.20.0.7')).toMatchObject({ usage_today: 0 });
    const alone = await single('10.20.0.5', 'japanese_zen');
    expect(alone.statusCode).toBe(200);
    const walkway = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      payload: { address: ADDRESS, style: 'japanese_zen', area: 'walkway' },
      remoteAddress: '10.20.0.5',
    });
    expect(walkway.statusCode).toBe(502);
    expect(await usedBy('10.20.0.5')).toMatchObject({ usage_today: 1 });
    // a run of the studio whose every style failed is given back once, not once per style
    const run = randomUUID();
    const walk = (style: string) =>
      t.app.inject({ method: 'POST', url: '/api/generate', payload: { address: ADDRESS, style, area: 'walkway', run }, remoteAddress: '10.20.0.8' });
    expect((await Promise.all(styles3.map(walk))).map((r) => r.statusCode)).toEqual([502, 502, 502]);
    expect(await usedBy('10.20.0.8')).toMatchObject({ usage_today: 0 });
  });
});
