import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { renderOriginal, sceneFromAddress } from '@landscape/design';
import { countTasks, MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { fileForm, filesForm, type FilePart } from './fixtures/upload-form.ts';

// Uploads are checked from their headers on the request (bytes, type, size in pixels, a mask's shape, the
// daily limit) and decoded on a render-pool thread only then: the API's event loop never decodes a photo
// (libheif's WebAssembly included), and a request refused by a cheap check costs no decoding at all.

const ADDRESS = '9 Alder Way, Corvallis, OR';
const AREAS = ['front_yard', 'side_yard', 'backyard', 'walkway'] as const;

describe.each(MODES)('photos decoded off the event loop (%s mode)', (mode) => {
  let t: TestApp;
  let tasks: Record<string, number>;
  let photo: Buffer;
  /** A photo whose header is sound (a 640×480 JPEG) and whose pixels cannot be decoded: decoding it would fail. */
  let undecodable: Buffer;
  let ip = 0;
  const nextIp = () => `10.41.${mode === 'embedded' ? 1 : 2}.${++ip}`;
  beforeAll(async () => {
    t = await startTestApp(mode, { DAILY_LIMIT: '4' });
    tasks = countTasks(t.runtime.pool);
    photo = await sharp(await renderOriginal(sceneFromAddress('5 Fir Street, Eugene, OR'), 'front_yard', { size: 640 }))
      .resize(640, 480, { fit: 'fill' })
      .jpeg({ quality: 90 })
      .toBuffer();
    undecodable = Buffer.concat([photo.subarray(0, 1024), Buffer.alloc(photo.length - 1024, 0x5a)]);
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  const uploads = () => tasks.upload ?? 0;
  const generations = () => t.runtime.db.prisma.generation.count();
  const unitsCharged = async () => (await t.runtime.db.prisma.usageDay.aggregate({ _sum: { count: true } }))._sum.count ?? 0;
  const generate = (files: FilePart[], areas: readonly string[], styles = ['modern_minimalist'], remoteAddress = nextIp()) => {
    const { payload, headers } = filesForm(files, [
      ['address', ADDRESS],
      ...styles.map((s): [string, string] => ['style', s]),
      ...areas.map((a): [string, string] => [`generate_${a}`, 'true']),
    ]);
    return t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload, headers, remoteAddress });
  };
  const photoOf = (area: string, data: Buffer): FilePart => ({ field: `${area}_photo`, filename: 'IMG_1.JPG', type: 'image/jpeg', data });

  it('decodes a generation photo, a mask preview photo and an iPhone HEIC on render-pool tasks', async () => {
    const before = uploads();
    const res = await generate([photoOf('front_yard', photo)], ['front_yard']);
    expect(res.statusCode, res.body).toBe(200);
    expect(uploads() - before).toBe(1);

    const jpegsBefore = tasks.jpeg ?? 0;
    const mask = fileForm(photo, 'IMG_2.JPG', [], 'image/jpeg', 'file');
    const preview = await t.app.inject({ method: 'POST', url: '/api/house-lock/mask', payload: mask.payload, headers: mask.headers, remoteAddress: nextIp() });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(uploads() - before).toBe(2);
    // the photo the brush shows is drawn by the preview's job: here in embedded mode, on the worker in cluster mode
    expect((tasks.jpeg ?? 0) - jpegsBefore).toBe(t.mode === 'embedded' ? 1 : 0);

    const heic = readFileSync(new URL('../../../packages/core/src/pixels/uploads/fixtures/yard.heic', import.meta.url));
    const heicForm = fileForm(heic, 'IMG_3.HEIC', [], 'image/heic', 'file');
    const fromHeic = await t.app.inject({
      method: 'POST',
      url: '/api/house-lock/mask',
      payload: heicForm.payload,
      headers: heicForm.headers,
      remoteAddress: nextIp(),
    });
    expect(fromHeic.statusCode, fromHeic.body).toBe(200);
    expect(uploads() - before).toBe(3);
  }, 120_000);

  it('refuses a malformed walkway mask with 400 before decoding any of four photos, and charges nothing', async () => {
    const [gens, units, decoded] = [await generations(), await unitsCharged(), uploads()];
    const photos = AREAS.map((a) => photoOf(a, undecodable));
    for (const [mask, detail] of [
      [Buffer.from('not a picture at all'), /keep mask must be a PNG/],
      [
        await sharp({ create: { width: 100, height: 400, channels: 3, background: '#ffffff' } })
          .png()
          .toBuffer(),
        /keep mask \(100×400\) does not have the shape of its photo/,
      ],
    ] as const) {
      const res = await generate([...photos, { field: 'walkway_mask', filename: 'mask.png', type: 'image/png', data: mask }], AREAS);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toMatch(detail);
    }
    expect(uploads()).toBe(decoded);
    expect(await generations()).toBe(gens);
    expect(await unitsCharged()).toBe(units);
  });

  it('answers 429 for a request over the daily limit before decoding its photo', async () => {
    const decoded = uploads();
    // this address has spent the 4 requests a day of this server (a run is one request, decision 042)
    const from = nextIp();
    const day = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    const subject = `ip:${from}`;
    await t.runtime.db.prisma.usageDay.upsert({ where: { subject_day: { subject, day } }, create: { subject, day, count: 4 }, update: { count: 4 } });
    const res = await generate(
      [photoOf('front_yard', undecodable), photoOf('walkway', undecodable)],
      ['front_yard', 'walkway'],
      ['modern_minimalist', 'japanese_zen', 'xeriscaping'],
      from,
    );
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json().detail).toMatch(/Daily limit reached: 4 requests a day/);
    expect(uploads()).toBe(decoded);
  });

  it('limits generation requests to 20 a minute per address, naming the limit', async () => {
    const from = nextIp();
    const empty = multipart([['address', ADDRESS]]);
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/design/complete-landscape',
        payload: empty.payload,
        headers: empty.headers,
        remoteAddress: from,
      });
      expect(res.statusCode).toBe(400);
    }
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/design/complete-landscape',
      payload: empty.payload,
      headers: empty.headers,
      remoteAddress: from,
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toMatch(/Too many generations: the limit is 20 every 1 minute/);
    expect(over.headers['retry-after']).toBeDefined();
  });
});
