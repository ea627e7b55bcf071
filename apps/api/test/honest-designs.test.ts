import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResponseSchema } from '@landscape/contract';
import { DESIGN_LANGUAGES } from '@landscape/design';
import { TOP_WISHES } from '@landscape/design/testing/top-wishes.ts';
import { describeOnce, MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';

// Every design made on a drawn house says so, through whichever endpoint made it.

const ADDRESS = '200 W Washington St, Phoenix, AZ 85003';

describe.each(MODES)('honest designs (%s mode)', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(mode);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a one-area POST /api/generate carries house_lock and the example-house flag', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/generate', payload: { address: ADDRESS, style: 'desert_modern', area: 'front_yard' } });
    expect(res.statusCode).toBe(200);
    const body = generateResponseSchema.parse(res.json());
    expect(body.success).toBe(true);
    expect(body.data!.example_house).toBe(true);
    expect(body.data!.house_lock).toMatchObject({ source: 'drawn', action: expect.any(String) });
    expect(body.data!.house_lock!.kept).toBeGreaterThan(0.9);
    // The site line speaks of the climate: hot desert, no lawn.
    expect(body.data!.design!.site!.climate).toBe('BWh');
    expect(body.data!.design!.site!.notes).toContain('Hot and dry: low-water plants, no lawn');
  });

  it('the many-area endpoint labels the same drawn house as the example house', async () => {
    const { payload, headers } = multipart([
      ['address', ADDRESS],
      ['style', 'desert_modern'],
      ['generate_front_yard', 'true'],
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload, headers });
    expect(res.statusCode).toBe(200);
    const progress = await t.waitForProgress(res.json());
    const image = progress.areas.front_yard!.images[0]!;
    expect(image.example_house).toBe(true);
    expect(image.house_lock?.source).toBe('drawn');
  });
});

// What this reads is the design engine's answer to a wish list: the same code draws it in either mode, and the
// suite above takes POST /api/generate through the cluster's queue and worker. Nine designs, drawn once.
describeOnce('the thirty most-asked wishes through POST /api/generate', () => {
  let t: TestApp;
  beforeAll(async () => {
    // nine designs from one address, and a retried language again: the daily limit is not what this reads
    t = await startTestApp('embedded', { DAILY_LIMIT: '100' });
  });
  afterAll(async () => {
    await t?.close();
  });

  // Ten wishes to a request, as a homeowner lists them; each is delivered as a feature or named as not included.
  const groups = [TOP_WISHES.slice(0, 10), TOP_WISHES.slice(10, 20), TOP_WISHES.slice(20)];
  it.each(['en', 'es', 'zh'] as const)('%s: every wish appears in the features or in "not included"', async (lang) => {
    const lost: string[] = [];
    for (const group of groups) {
      const prompt = group.map((w) => w.text[lang]).join(lang === 'zh' ? '，' : ', ');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/generate',
        payload: { address: '2020 SW 4th Ave, Portland, OR 97201', style: 'cottage_garden', area: 'backyard', custom_prompt: prompt, locale: lang },
      });
      expect(res.statusCode).toBe(200);
      const design = generateResponseSchema.parse(res.json()).data!.design!;
      for (const wish of group) {
        const named = design.not_included?.some((n) => n.wish === wish.expect.id);
        const label = wish.expect.kind === 'feature' ? DESIGN_LANGUAGES[lang].features[wish.expect.id] : null;
        const delivered = label !== null && design.features.some((f) => f.includes(label));
        if (!named && !delivered) lost.push(`${wish.text[lang]} (${wish.id})`);
      }
      // Each not-included wish is said in the design's language.
      for (const n of design.not_included ?? []) expect(n.text).toMatch(lang === 'en' ? /^Not included: / : lang === 'es' ? /^No incluido: / : /^未包含：/);
    }
    expect(lost).toEqual([]);
  });
});
