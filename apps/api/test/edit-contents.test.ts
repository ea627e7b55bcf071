import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CLAIM_TOKEN_HEADER, editDesignResponseSchema, type DesignSummary } from '@landscape/contract';
import type { DesignPlan } from '@landscape/design';
import { MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';

// Change just this brings what it names and puts it where a designer would (product §10): a vegetable garden
// comes planted with vegetables and herbs for the climate, each in the plant list and the cost; a shade tree
// shows in the picture, behind nothing; an added feature stands clear of every other object and its room.

const ADDRESS = '12 Elm Street, Portland, OR';
const IP = '10.34.0.1';
/** The vegetables and kitchen herbs of the plant table. */
const CROPS = [
  'Solanum lycopersicum',
  'Phaseolus vulgaris',
  'Brassica oleracea',
  'Lactuca sativa',
  'Abelmoschus esculentus',
  'Ocimum basilicum',
  'Petroselinum crispum',
  'Salvia officinalis',
  'Thymus vulgaris',
];

describe.each(MODES)('what an edit brings (%s mode)', (mode) => {
  let t: TestApp;
  let source: { designId: string; claimToken: string; summary: DesignSummary };
  beforeAll(async () => {
    t = await startTestApp(mode, { AUTH: 'none', DAILY_LIMIT: '6' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      payload: { address: ADDRESS, area: 'backyard', style: 'cottage_garden' },
      remoteAddress: IP,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    source = { designId: body.data.design_id, claimToken: body.claim_token, summary: body.data.design };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const edit = async (instruction: string, locale = 'en') => {
    const form = multipart([
      ['instruction', instruction],
      ['locale', locale],
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/designs/${source.designId}/edit`,
      payload: form.payload,
      headers: { ...form.headers, [CLAIM_TOKEN_HEADER]: source.claimToken },
      remoteAddress: IP,
    });
  };

  it('plants a vegetable garden with at least four named vegetables and herbs, in the plant list and the cost', async () => {
    expect(source.summary.plants.some((p) => CROPS.includes(p.botanical))).toBe(false);
    const res = await edit('add a vegetable garden');
    expect(res.statusCode, res.body).toBe(200);
    const design = editDesignResponseSchema.parse(res.json()).data!.design!;
    const crops = design.plants.filter((p) => CROPS.includes(p.botanical));
    expect(crops.length, crops.map((c) => c.common).join(', ')).toBeGreaterThanOrEqual(4);
    for (const c of crops) {
      expect(c.quantity).toBeGreaterThan(0);
      expect(c.common.length).toBeGreaterThan(2);
    }
    const crop = crops.reduce((s, c) => s + c.quantity * c.unitLow, 0);
    expect(design.cost.low).toBeGreaterThanOrEqual(source.summary.cost.low + 250 + crop - 50);
    // said in the homeowner's language
    const zh = await edit('加一个菜园', 'zh');
    expect(zh.statusCode, zh.body).toBe(200);
    const zhDesign = editDesignResponseSchema.parse(zh.json()).data!.design!;
    expect(zhDesign.plants.filter((p) => CROPS.includes(p.botanical)).length).toBeGreaterThanOrEqual(4);
  }, 120_000);

  const pixels = async (key: string) => {
    const obj = await t.runtime.storage.get(key);
    const chunks: Buffer[] = [];
    for await (const c of obj!.body) chunks.push(c as Buffer);
    return sharp(Buffer.concat(chunks)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  };
  const editedPlan = async (designId: string) =>
    ((await t.runtime.db.prisma.generationArea.findUnique({ where: { id: designId }, select: { plan: true } }))?.plan as unknown as { edited: DesignPlan })
      .edited;

  it('puts a broad-crowned shade tree where the picture shows it: at least 1 % of the render changes', async () => {
    const res = await edit('añade un árbol de sombra', 'es');
    expect(res.statusCode, res.body).toBe(200);
    const body = editDesignResponseSchema.parse(res.json());
    expect(body.not_changed).toEqual([]);
    const [a, b] = await Promise.all(body.images!.map(pixels));
    let changed = 0;
    for (let i = 0; i < a!.data.length; i += 4)
      if (a!.data[i] !== b!.data[i] || a!.data[i + 1] !== b!.data[i + 1] || a!.data[i + 2] !== b!.data[i + 2]) changed++;
    expect(changed / (a!.info.width * a!.info.height)).toBeGreaterThanOrEqual(0.01);
    // one tree more, with a crown broad enough to shade (that nothing nearer the camera covers it: placement.test.ts)
    const plan = await editedPlan(body.data!.design_id!);
    const before = source.summary.plants.reduce((s, p) => s + p.quantity, 0);
    expect(plan.plants.length).toBe(before + 1);
    const added = plan.palette.find(
      (p) =>
        p.role === 'tree' &&
        !source.summary.plants.some((q) => q.botanical === p.botanical && q.quantity >= plan.plants.filter((x) => x.plantId === p.id).length),
    );
    expect(added?.widthM).toBeGreaterThanOrEqual(4);
  }, 120_000);

  it('stands an added water feature clear of every other object, its footprint and its room, and of the paths', async () => {
    const res = await edit('add a water feature');
    expect(res.statusCode, res.body).toBe(200);
    const plan = await editedPlan(editDesignResponseSchema.parse(res.json()).data!.design_id!);
    const water = plan.features.filter((f) => f.kind === 'water_feature').at(-1)!;
    const inside = (p: { x: number; y: number }, poly: { x: number; y: number }[]) => {
      let on = false;
      for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
        const [a, b] = [poly[i]!, poly[j]!];
        if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) on = !on;
      }
      return on;
    };
    const meet = (a: { x: number; y: number }[], b: { x: number; y: number }[]) => a.some((p) => inside(p, b)) || b.some((p) => inside(p, a));
    for (const f of plan.features) if (f !== water) expect(meet(water.footprint, f.footprint), `water feature on ${f.kind}`).toBe(false);
    for (const g of plan.ground.filter((g) => g.kind === 'path')) expect(meet(water.footprint, g.polygon), 'water feature on a path').toBe(false);
  }, 120_000);
});
