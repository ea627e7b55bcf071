import { afterAll, beforeAll, expect, it } from 'vitest';
import sharp from 'sharp';
import { startFakeGemini, type FakeGemini } from '@landscape/core/testing/fake-gemini.server.ts';
import { CLAIM_TOKEN_HEADER, editDesignResponseSchema } from '@landscape/contract';
import { describeOnce, startTestApp, type TestApp } from './fixtures/test-app.ts';

// Change just this with Gemini (product §10, docs/decisions/019-targeted-edits.md): the edit is sent with
// the design's render, the region and the instruction; the answer is registered to the render and composed
// over it inside the region, with the house taken out of it: outside, every pixel is the render's own.

const ADDRESS = '12 Elm Street, Portland, OR';
const SIZE = 768;

describeOnce('changing a Gemini design against a fake Gemini server', () => {
  let gemini: FakeGemini;
  let t: TestApp;
  beforeAll(async () => {
    gemini = await startFakeGemini({ apiKey: 'test-gemini-key' });
    t = await startTestApp('embedded', {
      AUTH: 'none',
      IMAGE_MODEL: 'gemini',
      GEMINI_API_KEY: 'test-gemini-key',
      GEMINI_BASE_URL: gemini.url,
      PROVIDER_TIMEOUT_MS: '20000',
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await gemini?.close();
  });

  const pixels = async (key: string) => {
    const obj = await t.runtime.storage.get(key);
    const chunks: Buffer[] = [];
    for await (const c of obj!.body) chunks.push(c as Buffer);
    return sharp(Buffer.concat(chunks)).removeAlpha().ensureAlpha().raw().toBuffer();
  };

  it('sends the render, the region and the instruction, and keeps every pixel outside the region', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/generate', payload: { address: ADDRESS, area: 'front_yard', style: 'cottage_garden' } });
    expect(made.statusCode, made.body).toBe(200);
    const source = made.json();
    const from = Math.floor(SIZE * 0.55);
    const data = Buffer.alloc(SIZE * SIZE);
    data.fill(255, from * SIZE);
    const mask = await sharp(data, { raw: { width: SIZE, height: SIZE, channels: 1 } })
      .png()
      .toBuffer();
    const boundary = '----edit-gemini';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="instruction"\r\n\r\nadd a bird bath\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="mask"; filename="mask.png"\r\nContent-Type: image/png\r\n\r\n`),
      mask,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const before = gemini.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/designs/${source.data.design_id}/edit`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [CLAIM_TOKEN_HEADER]: source.claim_token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = editDesignResponseSchema.parse(res.json());
    expect(body.data!.model).toMatch(/-edit$/);
    expect(body.data!.design!.features.join(' ').toLowerCase()).toContain('bird bath');
    // one image request: the instruction, the render and the region
    const sent = gemini.requests.slice(before).filter((r) => Array.isArray(r.generationConfig.responseModalities));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.prompt).toContain('add a bird bath');
    expect(sent[0]!.prompt).toMatch(/mask/);
    expect(sent[0]!.images).toHaveLength(2);
    const [a, b] = await Promise.all([pixels(body.images![0]!), pixels(body.images![1]!)]);
    let outside = 0;
    let inside = 0;
    for (let px = 0; px < SIZE * SIZE; px++) {
      const i = px * 4;
      if (a[i] === b[i] && a[i + 1] === b[i + 1] && a[i + 2] === b[i + 2]) continue;
      if (Math.floor(px / SIZE) >= from) inside++;
      else outside++;
    }
    expect(outside).toBe(0);
    expect(inside).toBeGreaterThan(1000);
  });
});
