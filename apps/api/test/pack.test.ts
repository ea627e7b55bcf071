import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { CLAIM_TOKEN_HEADER, type DesignSummary } from '@landscape/contract';
import { MODES, startTestApp, type TestApp } from './fixtures/test-app.ts';

// The landscaper's pack (product §12): GET /api/designs/{id}/pack.pdf is a real PDF whose text holds the
// plant schedule (botanical names and quantities), made for the design's owner only.

const ADDRESS = '12 Elm Street, Portland, OR';
const IP = '10.33.1.1';

async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

describe.each(MODES)('the landscaper’s pack (%s mode)', (mode) => {
  let t: TestApp;
  let source: { designId: string; claimToken: string; summary: DesignSummary };
  beforeAll(async () => {
    t = await startTestApp(mode, { AUTH: 'none', DAILY_LIMIT: '4' });
    const res = await t.app.inject({ method: 'POST', url: '/api/generate', payload: { address: ADDRESS, area: 'front_yard', style: 'cottage_garden', wishes: 'a fire pit' }, remoteAddress: IP });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    source = { designId: body.data.design_id, claimToken: body.claim_token, summary: body.data.design };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const pack = (id: string, token: string | null = source.claimToken, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/designs/${id}/pack.pdf${query}`, headers: token ? { [CLAIM_TOKEN_HEADER]: token } : {}, remoteAddress: IP });

  it('is a PDF whose text holds every plant’s botanical name and quantity, and the phases when a budget is given', async () => {
    const res = await pack(source.designId);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(res.rawPayload);
    expect(source.summary.plants.length).toBeGreaterThan(0);
    for (const p of source.summary.plants) expect(text, p.botanical).toContain(`${p.botanical} — ${p.common}`);
    for (const p of source.summary.plants) expect(text).toMatch(new RegExp(`${p.botanical.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\n]*qty: ${p.quantity}`));
    expect(text).toContain('Plant schedule');
    const phased = await textOf((await pack(source.designId, source.claimToken, `?budget=${Math.ceil(source.summary.cost.high * 2)}`)).rawPayload);
    expect(phased).toContain('Phase 1');
  }, 90_000);

  it('is not found for anyone else’s design', async () => {
    for (const res of [await pack(source.designId, null), await pack(source.designId, 'x'.repeat(43)), await pack('00000000-0000-4000-8000-000000000000')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toMatch(/Design not found/);
    }
  }, 60_000);
});
