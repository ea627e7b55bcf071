import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_TOKEN_HEADER, editDesignResponseSchema, type DesignSummary } from '@landscape/contract';
import { MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';

// Change just this brings what it names (product §10): a vegetable garden comes planted with vegetables and
// herbs for the climate, each in the plant list and the cost.

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
});
