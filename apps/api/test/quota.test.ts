import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';

// One unit of the daily limit is one design image (an area in one style), on every path; a request that
// needs more units than remain writes nothing; designs that fail are given back.

const ADDRESS = '31 Spruce Avenue, Madison, WI';

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

  it('charges 3 for one area in three styles and 6 for two areas in three styles', async () => {
    const one = await start('10.20.0.1', ['front_yard'], styles3);
    expect(one.statusCode, one.body).toBe(200);
    await t.waitForProgress(one.json());
    expect(await usedBy('10.20.0.1')).toMatchObject({ usage_today: 3, remaining: 5 });

    const two = await start('10.20.0.2', ['front_yard', 'backyard'], styles3);
    expect(two.statusCode, two.body).toBe(200);
    await t.waitForProgress(two.json());
    expect(await usedBy('10.20.0.2')).toMatchObject({ usage_today: 6, remaining: 2 });
  });

  it('counts the studio’s single-area calls the same way: one /api/generate per style, one unit each', async () => {
    for (const style of styles3) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/generate',
        payload: { address: ADDRESS, style, area: 'backyard' },
        remoteAddress: '10.20.0.3',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await usedBy('10.20.0.3')).toMatchObject({ usage_today: 3 });
  });

  it('refuses a request larger than what remains with 429, a clear detail and nothing written', async () => {
    // 10.20.0.2 has 2 designs left
    const before = { generations: await generations(), files: files() };
    const res = await start('10.20.0.2', ['backyard'], styles3);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toMatch(/needs 3 designs .* only 2 of your 8 designs are left today/);
    // the same facts, for the studio to say once in the homeowner's language and time zone
    const { limit } = res.json();
    expect(limit).toMatchObject({ needed: 3, remaining: 2, daily_limit: 8 });
    expect(Date.parse(limit.resets_at) - Date.now()).toBeGreaterThan(0);
    expect(new Date(limit.resets_at).toISOString().slice(11)).toBe('00:00:00.000Z');
    expect(res.json().detail).toContain(`${limit.resets_at.slice(11, 16)} UTC`);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await generations()).toBe(before.generations);
    expect(files()).toBe(before.files);
    expect(await usedBy('10.20.0.2')).toMatchObject({ usage_today: 6, remaining: 2 });
    // what still fits goes through, and then the limit is reached
    expect((await start('10.20.0.2', ['backyard'], styles3.slice(0, 2))).statusCode).toBe(200);
    const none = await t.app.inject({ method: 'POST', url: '/api/generate', payload: { address: ADDRESS, style: 'japanese_zen' }, remoteAddress: '10.20.0.2' });
    expect(none.statusCode).toBe(429);
    expect(none.json().detail).toMatch(/Daily limit reached: 8 designs a day/);
  });

  it('gives back the designs that failed', async () => {
    const res = await start('10.20.0.4', ['front_yard', 'walkway'], styles3.slice(0, 2));
    expect(res.statusCode).toBe(200);
    const progress = await t.waitForProgress(res.json());
    expect(progress).toMatchObject({ completed: 1, failed: 1 });
    expect(progress.areas.walkway?.error).toBeTruthy();
    // 4 designs asked, the 2 of the walkway failed
    expect(await usedBy('10.20.0.4')).toMatchObject({ usage_today: 2, remaining: 6 });
    const single = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      payload: { address: ADDRESS, style: 'japanese_zen', area: 'walkway' },
      remoteAddress: '10.20.0.5',
    });
    expect(single.statusCode).toBe(502);
    expect(await usedBy('10.20.0.5')).toMatchObject({ usage_today: 0 });
  });
});
