import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { AuthEmulator } from '@landscape/core';
import { CLAIM_TOKEN_HEADER, designImageSchema, type DesignImage, type ProgressResponse } from '@landscape/contract';
import { bootEmbedded, MODES, multipart, type TestApp } from './fixtures/test-app.ts';
import type { TestUser } from './fixtures/auth-emulator.ts';
import { closeStudio, startStudioWithAccounts } from './fixtures/studio-accounts.ts';

// Growth over time and upkeep (issue 33, docs/decisions/028-growth-and-upkeep.md): every design carries
// three growth stages (as planted, year 3, maturity) whose pictures differ and open under the design's
// own access rules, and its upkeep (water a year, hours of care a year, a twelve-month calendar).

const PROJECT = 'demo-landscape-growth';
const ADDRESS = '400 Pine St, Seattle, WA 98101';

describe.each(MODES)('growth and upkeep of a design (%s mode)', (mode) => {
  let em: AuthEmulator;
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    const emails = ['alice@example.com', 'bob@example.com'];
    ({
      em,
      t,
      users: [alice, bob],
    } = await startStudioWithAccounts(mode, PROJECT, { env: { DAILY_LIMIT: '20' }, emails }));
  }, 90_000);
  afterAll(() => closeStudio({ t, em }));

  const bearer = (u: TestUser) => ({ authorization: `Bearer ${u.idToken}` });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  const generate = async (headers: Record<string, string>): Promise<DesignImage> => {
    const form = multipart([
      ['address', ADDRESS],
      ['style', 'cottage_garden'],
      ['generate_front_yard', 'true'],
      ['front_yard_prompt', 'shade tree'],
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload: form.payload, headers: { ...form.headers, ...headers } });
    expect(res.statusCode, res.body).toBe(200);
    const progress: ProgressResponse = await t.waitForGrowth(res.json(), 120_000, headers);
    const images = progress.areas.front_yard!.images;
    expect(images).toHaveLength(1);
    return designImageSchema.parse(images[0]);
  };

  it('carries three growth stages whose pictures differ, and upkeep with water, hours and twelve months', async () => {
    const design = await generate(bearer(alice));
    const growth = design.design!.growth!;
    // as planted, after three years (or, for a planting full by then, the year before it is full), at maturity
    expect(growth).toHaveLength(3);
    const [planted, middle, mature] = growth.map((s) => s.age_years);
    expect(planted).toBe(0);
    expect(middle === 3 || mature! <= 3).toBe(true);
    expect(mature).toBeGreaterThan(middle!);

    const digests = new Set<string>();
    const planDigests = new Set<string>();
    const plans: Buffer[] = [];
    for (const stage of growth) {
      const img = await get(`/static/${stage.image}`, bearer(alice));
      expect(img.statusCode, stage.image).toBe(200);
      const meta = await sharp(img.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 768, 768]);
      digests.add(createHash('sha256').update(img.rawPayload).digest('hex'));
      const plan = await get(`/static/${stage.plan}`, bearer(alice));
      expect(plan.statusCode, stage.plan!).toBe(200);
      planDigests.add(createHash('sha256').update(plan.rawPayload).digest('hex'));
      plans.push(await sharp(plan.rawPayload).removeAlpha().raw().toBuffer());
      // the same plan drawn with its legend in the studio's other languages (decision 038)
      expect(Object.keys(stage.plans ?? {}).sort()).toEqual(['es', 'zh']);
      for (const key of Object.values(stage.plans ?? {})) {
        const other = await get(`/static/${key}`, bearer(alice));
        expect(other.statusCode, key).toBe(200);
        expect(other.rawPayload.equals(plan.rawPayload), key).toBe(false);
      }
    }
    expect(digests.size, 'three different renders').toBe(3);
    expect(planDigests.size, 'three different plans').toBe(3);
    // plants only grow: the plan at maturity differs from the planting plan in more pixels than the one at year 3
    const changed = (a: Buffer, b: Buffer) => {
      let n = 0;
      for (let i = 0; i < a.length; i += 3) if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 30) n++;
      return n;
    };
    expect(changed(plans[0]!, plans[1]!)).toBeGreaterThan(500);
    expect(changed(plans[0]!, plans[2]!)).toBeGreaterThan(changed(plans[0]!, plans[1]!));

    const upkeep = design.design!.upkeep!;
    expect(upkeep.water.litres.high).toBeGreaterThan(0);
    expect(upkeep.water.gallons.high).toBeGreaterThan(0);
    expect(upkeep.water.litres.high).toBeGreaterThan(upkeep.water.gallons.high);
    expect(upkeep.hours.low).toBeGreaterThan(0);
    expect(upkeep.hours.high).toBeGreaterThanOrEqual(upkeep.hours.low);
    expect(upkeep.calendar.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(upkeep.climate).toMatch(/^Cs/);
    expect(upkeep.assumptions.length).toBeGreaterThan(2);

    // My Designs carries the same
    const mine = (await get('/api/me/generations', bearer(alice))).json() as { generations: { images: DesignImage[] }[] };
    const listed = mine.generations.flatMap((g) => g.images).find((i) => i.id === design.id);
    expect(listed?.design?.growth).toEqual(growth);
    expect(listed?.design?.upkeep).toEqual(upkeep);
  }, 180_000);

  it('opens growth pictures to their owner only, and to anyone while the design is shared', async () => {
    const design = await generate(bearer(alice));
    const keys = design.design!.growth!.flatMap((s) => [s.image, s.plan!, ...Object.values(s.plans ?? {})]);
    expect(keys).toHaveLength(12);
    for (const key of keys) {
      expect((await get(`/static/${key}`, bearer(alice))).statusCode, key).toBe(200);
      expect((await get(`/static/${key}`, bearer(bob))).statusCode, key).toBe(404);
      expect((await get(`/static/${key}`)).statusCode, key).toBe(404);
    }
    const on = await t.app.inject({ method: 'POST', url: `/api/designs/${design.id}/share`, headers: bearer(alice) });
    expect(on.statusCode, on.body).toBe(200);
    const shared = await get(`/api/shared/${design.id}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json().design.growth).toEqual(design.design!.growth);
    for (const key of keys) expect((await get(`/static/${key}`)).statusCode, key).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/designs/${design.id}/share`, headers: bearer(alice) })).statusCode).toBe(200);
    for (const key of keys) expect((await get(`/static/${key}`)).statusCode, key).toBe(404);
  }, 180_000);
});

describe.runIf(MODES.includes('embedded'))('growth stages after a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'landscape-growth-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const boot = () => bootEmbedded(dataDir);

  it('answers the same stages and serves the same pictures after a restart, drawing nothing again', async () => {
    const first = await boot();
    let requestId: string;
    let claimToken: string;
    let stages: NonNullable<NonNullable<DesignImage['design']>['growth']>;
    const pictures = new Map<string, Buffer>();
    try {
      const form = multipart([
        ['address', ADDRESS],
        ['style', 'japanese_zen'],
        ['generate_front_yard', 'true'],
      ]);
      const res = await first.app.inject({
        method: 'POST',
        url: '/api/design/complete-landscape',
        payload: form.payload,
        headers: form.headers,
        remoteAddress: '10.33.0.1',
      });
      expect(res.statusCode, res.body).toBe(200);
      ({ request_id: requestId, claim_token: claimToken } = res.json() as { request_id: string; claim_token: string });
      let p: ProgressResponse | null = null;
      for (let i = 0; i < 1200 && !(p && p.completed + p.failed === p.total && !p.areas.front_yard?.images[0]?.design?.growth_pending); i++) {
        if (i) await new Promise((r) => setTimeout(r, 100));
        p = (
          await first.app.inject({ method: 'GET', url: `/api/design/progress/${requestId}`, headers: { [CLAIM_TOKEN_HEADER]: claimToken } })
        ).json() as ProgressResponse;
      }
      stages = p!.areas.front_yard!.images[0]!.design!.growth!;
      expect(stages).toHaveLength(3);
      expect(first.tasks.growthStage).toBe(3);
      for (const s of stages)
        for (const key of [s.image, s.plan!]) pictures.set(key, (await first.app.inject({ method: 'GET', url: `/static/${key}` })).rawPayload);
    } finally {
      await first.app.close();
      await first.runtime.close();
    }
    const second = await boot();
    try {
      const p = (
        await second.app.inject({ method: 'GET', url: `/api/design/progress/${requestId}`, headers: { [CLAIM_TOKEN_HEADER]: claimToken } })
      ).json() as ProgressResponse;
      expect(p.areas.front_yard!.images[0]!.design!.growth).toEqual(stages);
      for (const [key, bytes] of pictures) {
        const res = await second.app.inject({ method: 'GET', url: `/static/${key}` });
        expect(res.statusCode, key).toBe(200);
        expect(res.rawPayload.equals(bytes), key).toBe(true);
      }
      expect(second.tasks.growthStage ?? 0).toBe(0);
    } finally {
      await second.app.close();
      await second.runtime.close();
    }
  }, 180_000);
});
