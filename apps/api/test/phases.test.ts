import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_TOKEN_HEADER, phasesResponseSchema, type DesignSummary, type ProgressResponse } from '@landscape/contract';
import { MODES, startTestApp, type TestApp } from './fixtures/test-app.ts';

// A budget in phases (product §12): POST /api/designs/{id}/phases splits a finished design in build order,
// each phase within the budget; a budget below the first phase is refused plainly in the design's language.
// Only the design's owner (here the visitor holding its claim token) may ask; anyone else gets a 404.
// Each phase comes with a render and a plan of the yard after it; the pictures of a set count as ONE daily
// design, given back when they could not be drawn, and are kept with the design.

const ADDRESS = '12 Elm Street, Portland, OR';
const IP = '10.33.0.1';

describe.each(MODES)('a budget in phases (%s mode)', (mode) => {
  let t: TestApp;
  let source: { designId: string; claimToken: string; summary: DesignSummary; generationId: string };
  beforeAll(async () => {
    t = await startTestApp(mode, { AUTH: 'none', DAILY_LIMIT: '5' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      payload: { address: ADDRESS, area: 'front_yard', style: 'cottage_garden', wishes: 'a fire pit and a bench' },
      remoteAddress: IP,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    source = { designId: body.data.design_id, claimToken: body.claim_token, summary: body.data.design, generationId: body.generation_id };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const phases = (id: string, payload: unknown, token: string | null = source.claimToken, ip = IP) =>
    t.app.inject({
      method: 'POST',
      url: `/api/designs/${id}/phases`,
      payload: payload as object,
      headers: token ? { [CLAIM_TOKEN_HEADER]: token } : {},
      remoteAddress: ip,
    });
  const usage = async () => ((await t.app.inject({ method: 'GET', url: '/api/usage', remoteAddress: IP })).json() as { usage_today: number }).usage_today;
  const picture = async (key: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/static/${key}` });
    expect(res.statusCode, key).toBe(200);
    expect(res.headers['content-type'], key).toMatch(/image\/png/);
    return res.rawPayload;
  };
  const leastBudget = async () => Number(/Try \$([\d,]+)/.exec((await phases(source.designId, { budget: 50 })).json().detail)?.[1]?.replace(/,/g, ''));

  it('refuses a tiny budget plainly, answers a middle one with 2–4 phases each within it, and a large one with one', async () => {
    const before = await usage();
    const cost = source.summary.cost;
    expect(cost.high).toBeGreaterThan(0);

    const tiny = await phases(source.designId, { budget: 50 });
    expect(tiny.statusCode, tiny.body).toBe(400);
    expect(tiny.json().detail).toMatch(/too many phases/);
    const least = Number(/Try \$([\d,]+)/.exec(tiny.json().detail)?.[1]?.replace(/,/g, ''));
    expect(least).toBeGreaterThan(50);

    const middleBudget = Math.max(least, Math.ceil(cost.high / 2.5));
    const middle = await phases(source.designId, { budget: middleBudget });
    expect(middle.statusCode, middle.body).toBe(200);
    const mid = phasesResponseSchema.parse(middle.json());
    expect(mid.phases.length).toBeGreaterThanOrEqual(2);
    expect(mid.phases.length).toBeLessThanOrEqual(4);
    for (const p of mid.phases) expect(p.cost.high).toBeLessThanOrEqual(middleBudget);
    expect(mid.phases[0]!.steps[0]).toBe('ground');
    // said in the studio's other languages too, for an owner who switches language
    expect(mid.phases[0]!.translations?.es?.title).toMatch(/^Fase 1 · /);
    expect(mid.phases.map((p) => p.translations?.zh?.plants.map((x) => x.quantity))).toEqual(mid.phases.map((p) => p.plants.map((x) => x.quantity)));
    const planted = mid.phases.flatMap((p) => p.plants).reduce((s, p) => s + p.quantity, 0);
    expect(planted).toBe(source.summary.plants.reduce((s, p) => s + p.quantity, 0));
    // each phase with its own render and plan of the yard after it, served like every design image
    const renders = await Promise.all(mid.phases.map((p) => picture(p.image!)));
    const plans = await Promise.all(mid.phases.map((p) => picture(p.plan!)));
    for (let i = 1; i < renders.length; i++) {
      expect(renders[i]!.equals(renders[i - 1]!), `render ${i + 1} differs from ${i}`).toBe(false);
      expect(plans[i]!.equals(plans[i - 1]!), `plan ${i + 1} differs from ${i}`).toBe(false);
    }
    // the whole set is one daily design; the refused budget charged nothing
    expect(await usage()).toBe(before + 1);
    // the same budget again: the kept set, not drawn or charged again
    const again = phasesResponseSchema.parse((await phases(source.designId, { budget: middleBudget })).json());
    expect(again).toEqual(mid);
    expect(await usage()).toBe(before + 1);
    // kept with the design (in the database), not only in memory: the design's own answer carries it
    const progress = (
      await t.app.inject({ method: 'GET', url: `/api/design/progress/${source.generationId}`, headers: { [CLAIM_TOKEN_HEADER]: source.claimToken } })
    ).json() as ProgressResponse;
    expect(progress.areas.front_yard!.images[0]!.design!.phase_set).toEqual({ budget: mid.budget, currency: mid.currency, phases: mid.phases });

    const large = phasesResponseSchema.parse((await phases(source.designId, { budget: cost.high * 2 })).json());
    expect(large.phases).toHaveLength(1);
    await picture(large.phases[0]!.image!);
    await picture(large.phases[0]!.plan!);
    expect(await usage()).toBe(before + 2);
  }, 120_000);

  it('splits the design within a fifth of its low cost: each phase within it, together the whole, in build order', async () => {
    const { cost } = source.summary;
    const budget = 0.2 * cost.low;
    const res = await phases(source.designId, { budget });
    expect(res.statusCode, res.body).toBe(200);
    const set = phasesResponseSchema.parse(res.json());
    expect(set.phases.length).toBeGreaterThanOrEqual(3);
    for (const p of set.phases) expect(p.cost.high, p.title).toBeLessThanOrEqual(budget);
    expect(set.phases.reduce((s, p) => s + p.cost.low, 0)).toBe(cost.low);
    expect(set.phases.reduce((s, p) => s + p.cost.high, 0)).toBe(cost.high);
    const order = ['ground', 'trees', 'hardscape', 'features', 'irrigation', 'shrubs', 'planting'];
    const first = (step: string) => set.phases.findIndex((p) => p.steps.includes(step as never));
    const last = (step: string) => set.phases.findLastIndex((p) => p.steps.includes(step as never));
    // grading and drainage before any paving, trees before the shrubs and beds beneath them, features before planting
    expect(first('ground')).toBe(0);
    expect(last('ground')).toBeLessThanOrEqual(first('hardscape'));
    if (first('trees') >= 0) expect(last('trees')).toBeLessThanOrEqual(Math.min(first('shrubs'), first('planting')));
    expect(last('features')).toBeLessThanOrEqual(first('planting'));
    const at = set.phases.map((p) => p.steps.map((s) => order.indexOf(s)));
    for (let i = 1; i < at.length; i++) expect(Math.min(...at[i]!)).toBeGreaterThanOrEqual(Math.max(...at[i - 1]!));
    // the first phase's picture shows the graded ground, not the finished design
    expect((await picture(set.phases[0]!.image!)).equals(await picture(set.phases.at(-1)!.image!))).toBe(false);
    // a little less is refused in the design's language, naming a fifth of the low cost
    const less = await phases(source.designId, { budget: budget - 20 });
    expect(less.statusCode, less.body).toBe(400);
    expect(less.json().detail).toMatch(/too many phases.*Try \$/);
  }, 180_000);

  it('gives the day’s design back when the pictures cannot be drawn, and stores none of them', async () => {
    const before = await usage();
    // the folder the design's pictures are kept in is made a file for a moment: nothing can be stored there
    const dir = join(t.dataDir, 'files', 'generations', source.generationId, 'front_yard');
    expect(existsSync(dir)).toBe(true);
    const kept = readdirSync(dir)
      .filter((f) => f.includes('-phase-'))
      .sort();
    renameSync(dir, `${dir}.away`);
    writeFileSync(dir, 'not a folder');
    let res;
    try {
      res = await phases(source.designId, { budget: Math.max(await leastBudget(), Math.ceil(source.summary.cost.high / 2)) + 7 });
    } finally {
      rmSync(dir);
      renameSync(`${dir}.away`, dir);
    }
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json().detail).toMatch(/could not be drawn; nothing was charged/);
    expect(await usage()).toBe(before);
    expect(
      readdirSync(dir)
        .filter((f) => f.includes('-phase-'))
        .sort(),
    ).toEqual(kept);
  }, 120_000);

  it('answers bad input with a readable 400 and someone else’s design with a 404', async () => {
    const cases: [string, Awaited<ReturnType<typeof phases>>, number, RegExp][] = [
      ['no budget', await phases(source.designId, {}), 400, /budget/i],
      ['a negative budget', await phases(source.designId, { budget: -5 }), 400, /budget/i],
      ['a budget as words', await phases(source.designId, { budget: 'lots' }), 400, /budget/i],
      ['an unknown id', await phases('00000000-0000-4000-8000-000000000000', { budget: 5000 }), 404, /Design not found/],
      ['not an id', await phases('not-a-design', { budget: 5000 }), 404, /Design not found/],
      ['another visitor (no token)', await phases(source.designId, { budget: 5000 }, null, '10.33.0.9'), 404, /Design not found/],
      ['another visitor (another token)', await phases(source.designId, { budget: 5000 }, 'x'.repeat(43), '10.33.0.9'), 404, /Design not found/],
    ];
    for (const [what, res, status, detail] of cases) {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(res.json().detail, what).toMatch(detail);
    }
  }, 60_000);
});
