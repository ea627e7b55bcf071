import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { CLAIM_TOKEN_HEADER, type DesignSummary } from '@landscape/contract';
import { MATERIAL_LIBRARY, PLANT_LIBRARY } from '@landscape/design';
import { MODES, startTestApp, type TestApp } from './fixtures/test-app.ts';

// The landscaper's pack (product §12, decision 029): GET /api/designs/{id}/pack.pdf is a real PDF a
// contractor can quote from — the plan to scale (a scale bar in the design's units), the plant schedule
// with on-centre spacing, a take-off with gravel and mulch volumes, what is not included — made for the
// design's owner, and for anyone while the owner shares that design (and only that design).

const ADDRESS = '12 Elm Street, Portland, OR';
const IP = '10.33.1.1';
const SQFT_PER_M2 = 10.7639;

async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  // a table cell may wrap: its words read on, one space apart
  return text.replace(/\s+/g, ' ');
}

/** The spacing a planting plan writes for a spread of `m` metres (independent of the pack's own code). */
function spacing(m: number, units: 'metric' | 'imperial', locale: string): string {
  if (units === 'imperial') {
    const inches = Math.max(3, Math.round(m / 0.0254 / 3) * 3);
    return inches < 48 ? `${inches} in` : `${Math.round(m / 0.3048)} ft`;
  }
  const word = locale === 'zh' ? { cm: '厘米', m: '米' } : { cm: 'cm', m: 'm' };
  return m < 1
    ? `${Math.max(5, Math.round((m * 100) / 5) * 5)} ${word.cm}`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Math.round(m * 10) / 10)} ${word.m}`;
}

/** Gravel, granite, pebbles and mulch: the surfaces a take-off gives a volume, with the depth in inches they are laid at. */
function looseDepthIn(name: { metric: string; imperial: string }): number | null {
  // the English imperial name is the catalogue's own name for every material
  const spec = Object.values(MATERIAL_LIBRARY).find((s) => name.imperial.startsWith(s.name));
  if (!spec) return null;
  return spec.kind === 'pebbles' ? 2 : ['mulch', 'gravel', 'dg', 'raked_gravel'].includes(spec.kind) ? 3 : null;
}

describe.each(MODES)('the landscaper’s pack (%s mode)', (mode) => {
  let t: TestApp;
  const designs: Record<'en' | 'zh', { designId: string; claimToken: string; summary: DesignSummary }> = {} as never;
  beforeAll(async () => {
    t = await startTestApp(mode, { AUTH: 'none', DAILY_LIMIT: '4' });
    for (const [locale, style, wishes] of [
      ['en', 'cottage_garden', 'a fire pit and a chicken coop'],
      ['zh', 'japanese_zen', 'a fire pit'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/generate',
        payload: { address: ADDRESS, area: 'front_yard', style, custom_prompt: wishes, locale },
        remoteAddress: IP,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      designs[locale] = { designId: body.data.design_id, claimToken: body.claim_token, summary: body.data.design };
    }
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const pack = (id: string, token: string | null, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/designs/${id}/pack.pdf${query}`, headers: token ? { [CLAIM_TOKEN_HEADER]: token } : {}, remoteAddress: IP });

  it('is a PDF whose schedule holds every plant’s botanical name, quantity and on-centre spacing, and the phases when a budget is given', async () => {
    const { designId, claimToken, summary } = designs.en;
    const res = await pack(designId, claimToken);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(res.rawPayload);
    expect(summary.plants.length).toBeGreaterThan(0);
    expect(text).toContain('Plant schedule');
    expect(text).toContain('Spacing (o.c.)');
    for (const p of summary.plants) {
      const spec = Object.values(PLANT_LIBRARY).find((s) => s.botanical === p.botanical)!;
      // one table row: number, botanical, common, size, quantity, spacing
      expect(text, p.botanical).toContain(`${p.number} ${p.botanical} ${p.common} ${p.size} ${p.quantity} ${spacing(spec.widthM, 'imperial', 'en')}`);
    }
    const phased = await textOf((await pack(designId, claimToken, `?budget=${Math.ceil(summary.cost.high * 2)}`)).rawPayload);
    expect(phased).toContain('Phase 1');
  }, 90_000);

  it('draws the plan to a stated scale with a scale bar in feet, and north', async () => {
    const { designId, claimToken, summary } = designs.en;
    expect(summary.plan_width_m).toBeGreaterThan(5);
    const text = await textOf((await pack(designId, claimToken)).rawPayload);
    expect(text).toMatch(/Scale (1\/\d+" = 1'-0"|1" = \d+') when printed on Letter at 100%/);
    // the bar: 0 at one end, a round length in feet at the other
    expect(text).toMatch(/\b0 (\d+ )?(1|2|5|10|20|25|50|100) ft\b/);
    expect(text).toMatch(/\bN\b/);
  }, 60_000);

  it('takes off gravel and mulch by volume at the stated depth, and lists what is not included', async () => {
    const { designId, claimToken, summary } = designs.en;
    const text = await textOf((await pack(designId, claimToken)).rawPayload);
    expect(text).toContain('Hardscape and materials take-off');
    const loose = (summary.material_areas ?? []).filter((m) => looseDepthIn(m.name) !== null);
    expect(loose.length, JSON.stringify(summary.material_areas)).toBeGreaterThan(0);
    for (const m of loose) {
      const depthIn = looseDepthIn(m.name)!;
      const sqft = m.m2 * SQFT_PER_M2;
      const cuyd = Math.ceil(((sqft * depthIn) / 12 / 27) * 10 - 1e-9) / 10;
      expect(text, m.name.imperial).toContain(
        `${m.name.imperial} cu yd ${Math.round(sqft).toLocaleString('en-US')} sq ft ${depthIn} in ${cuyd.toLocaleString('en-US')} cu yd`,
      );
    }
    expect(summary.not_included?.length).toBeGreaterThan(0);
    expect(text).toContain('Not included');
    for (const n of summary.not_included ?? []) expect(text).toContain(n.text);
  }, 60_000);

  it('is in the design’s language and units: Chinese headings, metres, cubic metres', async () => {
    const { designId, claimToken, summary } = designs.zh;
    expect(summary.units).toBe('metric');
    const text = await textOf((await pack(designId, claimToken)).rawPayload);
    for (const word of ['植物表', '株距（中心距）', '硬景与材料工程量', '体积', '比例 1:']) expect(text).toContain(word);
    expect(text).toMatch(/\b0 (\d+ )?(1|2|5|10|20|25|50) 米/);
    for (const p of summary.plants) {
      const spec = Object.values(PLANT_LIBRARY).find((s) => s.botanical === p.botanical)!;
      expect(text, p.botanical).toContain(spacing(spec.widthM, 'metric', 'zh'));
    }
    expect(text).toMatch(/\d 立方米/);
  }, 60_000);

  it('is not found for anyone else’s design', async () => {
    const { designId } = designs.en;
    for (const res of [await pack(designId, null), await pack(designId, 'x'.repeat(43)), await pack('00000000-0000-4000-8000-000000000000', null)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toMatch(/Design not found/);
    }
  }, 60_000);

  it('is anyone’s while its owner shares the design — that design only — and no one else’s once sharing stops', async () => {
    const { designId, claimToken } = designs.en;
    const other = designs.zh;
    const share = (method: 'POST' | 'DELETE') =>
      t.app.inject({ method, url: `/api/designs/${designId}/share`, headers: { [CLAIM_TOKEN_HEADER]: claimToken }, remoteAddress: IP });
    expect((await share('POST')).statusCode).toBe(200);
    const stranger = await pack(designId, null);
    expect(stranger.statusCode, stranger.body.slice(0, 200)).toBe(200);
    expect(stranger.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await textOf(stranger.rawPayload)).toContain('Plant schedule');
    // the same generation's visitor owns the other design, but sharing one opens nothing else
    expect((await pack(other.designId, null)).statusCode).toBe(404);
    expect((await share('DELETE')).statusCode).toBe(200);
    const after = await pack(designId, null);
    expect(after.statusCode).toBe(404);
    expect(after.json().detail).toMatch(/Design not found/);
    // the owner keeps it
    expect((await pack(designId, claimToken)).statusCode).toBe(200);
  }, 90_000);
});
