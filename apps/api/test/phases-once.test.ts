import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_TOKEN_HEADER } from '@landscape/contract';
import { completedJobs, MODES, startTestApp, type TestApp } from './fixtures/test-app.ts';

// Identical budgets in phases asked at the same time (decision 046): the first one is charged one daily design
// and drawn; the others wait for its set and are charged nothing, as the same budget asked again afterwards.

const ADDRESS = '40 Aspen Way, Salem, OR';

describe.each(MODES)('identical phases asked at once (%s mode)', (mode) => {
  let t: TestApp;
  let design: { id: string; claimToken: string; high: number };
  beforeAll(async () => {
    t = await startTestApp(mode, { AUTH: 'none', DAILY_LIMIT: '10', LOG_LEVEL: 'error' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      payload: { address: ADDRESS, area: 'front_yard', style: 'cottage_garden', wishes: 'a fire pit and a bench' },
      remoteAddress: '10.47.0.1',
    });
    expect(res.statusCode, res.body).toBe(200);
    design = { id: res.json().data.design_id, claimToken: res.json().claim_token, high: res.json().data.design.cost.high };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const usage = async (ip: string) =>
    ((await t.app.inject({ method: 'GET', url: '/api/usage', remoteAddress: ip })).json() as { usage_today: number }).usage_today;

  it('charges one daily design and draws one set for 50 identical requests at once', async () => {
    const ips = Array.from({ length: 50 }, (_, i) => `10.47.1.${i + 1}`);
    const jobsBefore = await completedJobs(t);
    const budget = Math.ceil(design.high * 2);
    const answers = await Promise.all(
      ips.map((ip) =>
        t.app.inject({
          method: 'POST',
          url: `/api/designs/${design.id}/phases`,
          payload: { budget },
          headers: { [CLAIM_TOKEN_HEADER]: design.claimToken },
          remoteAddress: ip,
        }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.json()).toEqual(answers[0]!.json());
    }
    expect(answers[0]!.json().phases[0].image).toBeTruthy();
    // one phase-renders job, one design charged over all 50 addresses
    expect((await completedJobs(t)) - jobsBefore).toBe(1);
    let charged = 0;
    for (const ip of ips) charged += await usage(ip);
    expect(charged).toBe(1);
  }, 180_000);
});
