import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResponseSchema } from '@landscape/contract';
import { MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';

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
    const progress = await t.waitForProgress(res.json().request_id);
    const image = progress.areas.front_yard!.images[0]!;
    expect(image.example_house).toBe(true);
    expect(image.house_lock?.source).toBe('drawn');
  });
});
