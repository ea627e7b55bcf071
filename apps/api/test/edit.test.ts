import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CLAIM_TOKEN_HEADER, editDesignResponseSchema } from '@landscape/contract';
import { MODES, startTestApp, type TestApp } from './fixtures/test-app.ts';

// Change just this (product §10): POST /api/designs/{id}/edit makes a new design from a finished one,
// queued and waited for like POST /api/generate, linked to its source, and charged one daily design that
// is given back when nothing could be changed. Outside the brushed region the new render is the source
// render, pixel for pixel. Bad input is a 400 that writes nothing; someone else's design a 404.

const ADDRESS = '12 Elm Street, Portland, OR';
const SIZE = 768;
const IP = '10.31.0.1';

/** A multipart body: text fields and, optionally, the mask as a file part. */
function editForm(fields: [string, string][], mask?: { data: Buffer; type?: string }) {
  const boundary = '----landscape-edit-boundary';
  const parts: Buffer[] = fields.map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (mask)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="mask"; filename="mask.png"\r\nContent-Type: ${mask.type ?? 'image/png'}\r\n\r\n`),
      mask.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A mask of whole rows (white from `top` to the bottom, as a fraction of the height). */
async function bottomMask(top: number, size = SIZE): Promise<{ png: Buffer; white: (px: number) => boolean }> {
  const data = Buffer.alloc(size * size);
  const from = Math.floor(top * size);
  data.fill(255, from * size);
  return {
    png: await sharp(data, { raw: { width: size, height: size, channels: 1 } })
      .png()
      .toBuffer(),
    white: (px) => Math.floor(px / size) >= from,
  };
}

describe.each(MODES)('changing a finished design (%s mode)', (mode) => {
  let t: TestApp;
  let source: { designId: string; claimToken: string; generationId: string; render: string };
  beforeAll(async () => {
    t = await startTestApp(mode, { AUTH: 'none', DAILY_LIMIT: '5' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      payload: { address: ADDRESS, area: 'front_yard', style: 'cottage_garden' },
      remoteAddress: IP,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    source = { designId: body.data.design_id, claimToken: body.claim_token, generationId: body.generation_id, render: body.images[1] };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const edit = (id: string, fields: [string, string][], opts: { mask?: { data: Buffer; type?: string }; token?: string | null; ip?: string } = {}) => {
    const form = editForm(fields, opts.mask);
    const token = opts.token === undefined ? source.claimToken : opts.token;
    return t.app.inject({
      method: 'POST',
      url: `/api/designs/${id}/edit`,
      payload: form.payload,
      headers: { ...form.headers, ...(token ? { [CLAIM_TOKEN_HEADER]: token } : {}) },
      remoteAddress: opts.ip ?? IP,
    });
  };
  const usage = async () => ((await t.app.inject({ method: 'GET', url: '/api/usage', remoteAddress: IP })).json() as { usage_today: number }).usage_today;
  const generations = () => t.runtime.db.prisma.generation.count();
  const pixels = async (key: string) => {
    const obj = await t.runtime.storage.get(key);
    const chunks: Buffer[] = [];
    for await (const c of obj!.body) chunks.push(c as Buffer);
    return sharp(Buffer.concat(chunks)).ensureAlpha().raw().toBuffer();
  };

  it('answers each bad input with a readable 400 and writes nothing; someone else’s design is not found', async () => {
    const before = { usage: await usage(), generations: await generations() };
    const { png } = await bottomMask(0.5);
    const cases: [string, Awaited<ReturnType<typeof edit>>, number, RegExp][] = [
      ['no instruction', await edit(source.designId, [['instruction', '   ']]), 400, /say what to change/i],
      ['too long', await edit(source.designId, [['instruction', 'a'.repeat(301)]]), 400, /at most 300 characters/],
      ['control characters', await edit(source.designId, [['instruction', 'no fountain\u0000']]), 400, /control characters/],
      [
        'a mask that is not a PNG',
        await edit(source.designId, [['instruction', 'replace the lawn with gravel']], {
          mask: { data: await sharp(png).jpeg().toBuffer(), type: 'image/jpeg' },
        }),
        400,
        /must be a PNG/,
      ],
      [
        'a mask of another size',
        await edit(source.designId, [['instruction', 'replace the lawn with gravel']], { mask: { data: (await bottomMask(0.5, 384)).png } }),
        400,
        /384×384 pixels; it must be the size of the design’s picture \(768×768\)/,
      ],
      ['an unknown id', await edit('00000000-0000-4000-8000-000000000000', [['instruction', 'no fountain']]), 404, /Design not found/],
      ['not an id', await edit('not-a-design', [['instruction', 'no fountain']]), 404, /Design not found/],
      ['another visitor (no token)', await edit(source.designId, [['instruction', 'no fountain']], { token: null, ip: '10.31.0.9' }), 404, /Design not found/],
      [
        'another visitor (another token)',
        await edit(source.designId, [['instruction', 'no fountain']], { token: 'x'.repeat(43), ip: '10.31.0.9' }),
        404,
        /Design not found/,
      ],
    ];
    for (const [what, res, status, detail] of cases) {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(res.json().detail, what).toMatch(detail);
    }
    expect({ usage: await usage(), generations: await generations() }).toEqual(before);
  });

  let edited: { designId: string; claimToken: string };
  it('replaces the lawn with gravel inside the mask: no lawn left, and the render differs only inside the mask', async () => {
    const used = await usage();
    const mask = await bottomMask(0.45);
    const res = await edit(source.designId, [['instruction', 'replace the lawn with gravel']], { mask: { data: mask.png } });
    expect(res.statusCode, res.body).toBe(200);
    const body = editDesignResponseSchema.parse(res.json());
    expect(body).toMatchObject({ success: true, edited_from: source.designId, not_changed: [] });
    expect(body.generation_id).not.toBe(source.generationId);
    const names = body.data!.design!.material_areas!.map((m) => m.name.metric.toLowerCase());
    expect(names.some((n) => n.includes('lawn'))).toBe(false);
    expect(names.some((n) => n.includes('gravel'))).toBe(true);
    expect(body.data!.design!.plants.length).toBeGreaterThan(0);
    expect(body.data!.design!.cost.high).toBeGreaterThan(0);
    // images: [the design it was made from, the new one]
    const [before, after] = body.images!;
    const [src, a, b] = await Promise.all([pixels(source.render), pixels(before!), pixels(after!)]);
    expect(a.equals(src)).toBe(true);
    let outside = 0;
    let inside = 0;
    for (let px = 0; px < SIZE * SIZE; px++) {
      const i = px * 4;
      if (a[i] === b[i] && a[i + 1] === b[i + 1] && a[i + 2] === b[i + 2]) continue;
      if (mask.white(px)) inside++;
      else outside++;
    }
    expect(outside).toBe(0);
    expect(inside).toBeGreaterThan(SIZE * SIZE * 0.05);
    // linked to its source; one daily design
    const row = await t.runtime.db.prisma.generationArea.findUnique({ where: { id: body.data!.design_id! } });
    expect(row?.editedFrom).toBe(source.designId);
    expect(await usage()).toBe(used + 1);
    edited = { designId: body.data!.design_id!, claimToken: body.claim_token! };
  });

  it('changes only the brushed part of a lawn: a region over its left half lays gravel there and leaves the rest lawn', async () => {
    const data = Buffer.alloc(SIZE * SIZE);
    for (let y = Math.floor(SIZE * 0.45); y < SIZE; y++) data.fill(255, y * SIZE, y * SIZE + SIZE / 2);
    const white = (px: number) => data[px]! > 127;
    const png = await sharp(data, { raw: { width: SIZE, height: SIZE, channels: 1 } })
      .png()
      .toBuffer();
    const res = await edit(source.designId, [['instruction', 'replace the lawn with gravel']], { mask: { data: png } });
    expect(res.statusCode, res.body).toBe(200);
    const body = editDesignResponseSchema.parse(res.json());
    const area = (d: typeof body, word: string) =>
      d.data!.design!.material_areas!.filter((m) => m.name.metric.toLowerCase().includes(word)).reduce((s, m) => s + m.m2, 0);
    const sourceRes = await t.app.inject({
      method: 'GET',
      url: `/api/design/progress/${source.generationId}`,
      headers: { [CLAIM_TOKEN_HEADER]: source.claimToken },
    });
    const sourceDesign = sourceRes.json().areas.front_yard.images[0].design as NonNullable<NonNullable<typeof body.data>['design']>;
    const lawnBefore = sourceDesign.material_areas!.filter((m) => m.name.metric.toLowerCase().includes('lawn')).reduce((s, m) => s + m.m2, 0);
    const gravelBefore = sourceDesign.material_areas!.filter((m) => m.name.metric.toLowerCase().includes('gravel')).reduce((s, m) => s + m.m2, 0);
    const [lawn, gravel] = [area(body, 'lawn'), area(body, 'gravel')];
    // about the region's share of the lawn went to gravel: what was lawn outside it is lawn still
    expect(lawn / lawnBefore).toBeGreaterThan(0.25);
    expect(lawn / lawnBefore).toBeLessThan(0.75);
    expect(Math.abs(gravel - gravelBefore - (lawnBefore - lawn))).toBeLessThan(lawnBefore * 0.05);
    expect(body.data!.design!.cost).not.toEqual(sourceDesign.cost);
    const [a, b] = await Promise.all([pixels(source.render), pixels(body.images![1]!)]);
    let [outside, inside] = [0, 0];
    for (let px = 0; px < SIZE * SIZE; px++) {
      const i = px * 4;
      if (a[i] === b[i] && a[i + 1] === b[i + 1] && a[i + 2] === b[i + 2]) continue;
      if (white(px)) inside++;
      else outside++;
    }
    expect(outside).toBe(0);
    expect(inside).toBeGreaterThan(SIZE * SIZE * 0.02);
  });

  it('gives back an edit nothing of which could be changed, saying so', async () => {
    const used = await usage();
    const res = await edit(source.designId, [
      ['instruction', 'paint the house blue'],
      ['locale', 'es'],
    ]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ success: false, detail: 'No pude cambiar: «paint the house blue» — no entendí qué cambiar' });
    expect(await usage()).toBe(used);
  });

  it('edits an edit without a region (its own plan, not the first one), and stops at the daily limit', async () => {
    const res = await edit(edited.designId, [['instruction', 'add a bird bath; make the path wider; no hot tub']], { token: edited.claimToken });
    expect(res.statusCode, res.body).toBe(200);
    const body = editDesignResponseSchema.parse(res.json());
    expect(body.edited_from).toBe(edited.designId);
    expect(body.not_changed).toEqual(["I couldn't change: “no hot tub” — this design has no hot tub"]);
    const names = body.data!.design!.material_areas!.map((m) => m.name.metric.toLowerCase());
    expect(names.some((n) => n.includes('lawn'))).toBe(false);
    expect(body.data!.design!.features.join(' ').toLowerCase()).toContain('bird bath');
    expect(await usage()).toBe(4);
    // one design left: a fifth edit takes it, a sixth is refused before anything is written
    // (a lawn it has; a shade tree may find no place in a small front yard: a 422, decision 045)
    expect((await edit(source.designId, [['instruction', 'replace the lawn with gravel']])).statusCode).toBe(200);
    const count = await generations();
    const over = await edit(source.designId, [['instruction', 'replace the lawn with gravel']]);
    expect(over.statusCode, over.body).toBe(429);
    expect(await generations()).toBe(count);
  });
});
