import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderOriginal, sceneFromAddress } from '@landscape/design';
import { countTasks, MODES, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { fileForm, filesForm, type FilePart } from './fixtures/upload-form.ts';

// House-Lock in the studio: the keep mask of a photo before generating (POST /api/house-lock/mask), and
// the homeowner's brushed mask travelling with generate as `{area}_mask`.

const ADDRESS = '1600 Amphitheatre Pkwy, Mountain View, CA';

/** A black-and-white PNG, white (keep) in the rows from `top` to `bottom` (shares of the height). */
async function bandMask(width: number, height: number, top: number, bottom: number): Promise<Buffer> {
  const px = Buffer.alloc(width * height, 0);
  px.fill(255, Math.round(top * height) * width, Math.round(bottom * height) * width);
  return sharp(px, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

const fromDataUrl = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

describe.each(MODES)('House-Lock masks (%s mode)', (mode) => {
  let t: TestApp;
  let tasks: Record<string, number>;
  let photo: Buffer;
  let ip = 0;
  // every test its own visitor: daily designs and rate limits stay per test
  const nextIp = () => `10.19.${mode === 'embedded' ? 1 : 2}.${++ip}`;
  beforeAll(async () => {
    t = await startTestApp(mode);
    tasks = countTasks(t.runtime.pool);
    // a photo of a front yard, 640×480 like a phone's landscape shot
    photo = await sharp(await renderOriginal(sceneFromAddress('77 Juniper Lane, Boise, ID'), 'front_yard', { size: 640 }))
      .resize(640, 480, { fit: 'fill' })
      .jpeg({ quality: 90 })
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
  });

  const countGenerations = () => t.runtime.db.prisma.generation.count();
  const unitsCharged = async () => (await t.runtime.db.prisma.usageDay.aggregate({ _sum: { count: true } }))._sum.count ?? 0;
  const filesWritten = () => {
    const dir = join(t.dataDir, 'files', 'generations');
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };
  const generate = (files: FilePart[], remoteAddress = nextIp()) => {
    const { payload, headers } = filesForm(files, [
      ['address', ADDRESS],
      ['style', 'modern_minimalist'],
      ['generate_front_yard', 'true'],
    ]);
    return t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload, headers, remoteAddress });
  };
  const photoPart = (area = 'front_yard'): FilePart => ({ field: `${area}_photo`, filename: 'IMG_1.JPG', type: 'image/jpeg', data: photo });
  const maskPart = (data: Buffer, area = 'front_yard', type = 'image/png'): FilePart => ({ field: `${area}_mask`, filename: 'mask.png', type, data });

  it('answers the keep mask of a photo and the photo as the server will use it', async () => {
    const { payload, headers } = fileForm(photo, 'IMG_1.JPG', [], 'image/jpeg', 'file');
    const res = await t.app.inject({ method: 'POST', url: '/api/house-lock/mask', payload, headers, remoteAddress: nextIp() });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { width: number; height: number; photo: string; mask: string };
    expect(body).toMatchObject({ width: 640, height: 480 });
    const mask = await sharp(fromDataUrl(body.mask)).metadata();
    const preview = await sharp(fromDataUrl(body.photo)).metadata();
    expect(mask.format).toBe('png');
    expect(preview.format).toBe('jpeg');
    expect((mask.width ?? 0) / (mask.height ?? 1)).toBeCloseTo(640 / 480, 1);
    expect(preview).toMatchObject({ width: 640, height: 480 });
    // a yard photo has both: something to keep and something to change
    const { data } = await sharp(fromDataUrl(body.mask)).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    const kept = data.reduce((n, v) => n + (v > 127 ? 1 : 0), 0) / data.length;
    expect(kept).toBeGreaterThan(0.05);
    expect(kept).toBeLessThan(0.95);
    // drawn by a `preview-picture` job like every drawing: in cluster mode on the worker, never by the API
    expect(tasks.photoMask ?? 0).toBe(mode === 'embedded' ? 1 : 0);
    // the photo was kept only until the answer was read
    expect(existsSync(join(t.dataDir, 'files', 'previews')) ? readdirSync(join(t.dataDir, 'files', 'previews')) : []).toEqual([]);
  });

  it.each([
    ['no photo', null, 400, /choose a photo/i],
    ['a file that is not an image', Buffer.from('just some text, not a picture'), 400, /not a JPEG, PNG, WebP or HEIC/],
  ] as [string, Buffer | null, number, RegExp][])('refuses %s with a readable detail', async (_name, file, status, detail) => {
    const { payload, headers } = file ? fileForm(file, 'x.jpg', [], 'image/jpeg', 'file') : fileForm(Buffer.alloc(0), 'x.jpg', [], 'image/jpeg', 'file');
    const res = await t.app.inject({ method: 'POST', url: '/api/house-lock/mask', payload, headers, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(status);
    expect(res.json().detail).toMatch(detail);
  });

  it('is rate limited like other uploads, naming its limit', async () => {
    const small = await sharp({ create: { width: 80, height: 64, channels: 3, background: '#7a9' } })
      .jpeg()
      .toBuffer();
    const remoteAddress = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const { payload, headers } = fileForm(small, 'x.jpg', [], 'image/jpeg', 'file');
      codes.push((await t.app.inject({ method: 'POST', url: '/api/house-lock/mask', payload, headers, remoteAddress })).statusCode);
    }
    expect(codes.every((c) => c === 200)).toBe(true);
    const { payload, headers } = fileForm(small, 'x.jpg', [], 'image/jpeg', 'file');
    const over = await t.app.inject({ method: 'POST', url: '/api/house-lock/mask', payload, headers, remoteAddress });
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toMatch(/Too many photo masks/);
  });

  it("a brushed mask is the area's keep mask: the fidelity check covers what it marks", async () => {
    // The homeowner marks the lawn (the bottom third, which the offline restyle repaints) as "keep",
    // at a smaller size than the photo, as the studio's canvas sends it.
    const userMask = await bandMask(320, 240, 2 / 3, 1);
    const res = await generate([photoPart(), maskPart(userMask)]);
    expect(res.statusCode, res.body).toBe(200);
    const progress = await t.waitForProgress(res.json());
    expect(progress).toMatchObject({ status: 'completed', failed: 0 });
    const img = progress.areas.front_yard!.images[0]!;
    expect(img.house_lock).toMatchObject({ source: 'photo', mask_source: 'user' });
    // the offline model is handed the brush and leaves the marked lawn alone: nothing to repair
    // (the repair of a model that ignores it: house-lock.test.ts in packages/core)
    expect(img.house_lock!.first).toBeGreaterThanOrEqual(0.95);
    expect(img.house_lock!.action).toBe('kept');
    expect(img.house_lock!.kept).toBeGreaterThanOrEqual(0.95);
    // the stored mask is the homeowner's, at the photo's size
    const stored = await t.app.inject({ method: 'GET', url: `/static/${img.house_lock!.mask}` });
    const m = await sharp(stored.rawPayload).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    expect(m.info).toMatchObject({ width: 640, height: 480 });
    expect(m.data[10 * 640 + 10]).toBe(0);
    expect(m.data[470 * 640 + 10]).toBe(255);
    // and the stored render keeps the marked region as the photo had it
    const render = await t.app.inject({ method: 'GET', url: `/static/${img.image}` });
    const lawn = async (b: Buffer) =>
      sharp(b).resize(64, 48, { fit: 'fill' }).extract({ left: 0, top: 34, width: 64, height: 14 }).removeAlpha().raw().toBuffer();
    const [a, b] = await Promise.all([lawn(render.rawPayload), lawn(photo)]);
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs(a[i]! - b[i]!);
    expect(diff / a.length).toBeLessThan(8);
  }, 120_000);

  it('without a brushed mask the photo mask is computed from the pixels', async () => {
    const res = await generate([photoPart()]);
    expect(res.statusCode, res.body).toBe(200);
    const progress = await t.waitForProgress(res.json());
    expect(progress.areas.front_yard!.images[0]!.house_lock).toMatchObject({ source: 'photo', mask_source: 'pixels' });
  }, 120_000);

  it.each([
    [
      'a mask that is a JPEG',
      async () => [
        photoPart(),
        maskPart(
          await sharp({ create: { width: 64, height: 48, channels: 3, background: '#fff' } })
            .jpeg()
            .toBuffer(),
          'front_yard',
          'image/jpeg',
        ),
      ],
      /must be a PNG/,
    ],
    ['a mask of another shape than its photo', async () => [photoPart(), maskPart(await bandMask(200, 200, 0, 0.5))], /does not have the shape of its photo/],
    ['a mask too small to mean anything', async () => [photoPart(), maskPart(await bandMask(12, 9, 0, 0.5))], /between 16 and 4096 pixels/],
    ['a mask whose pixels are cut short', async () => [photoPart(), maskPart((await bandMask(320, 240, 0, 0.5)).subarray(0, 60))], /damaged/],
    ['a mask without a photo', async () => [maskPart(await bandMask(320, 240, 0, 0.5))], /without a photo/],
    ['a mask for another area than the photo', async () => [photoPart(), maskPart(await bandMask(320, 240, 0, 0.5), 'backyard')], /backyard without a photo/],
  ] as [string, () => Promise<FilePart[]>, RegExp][])(
    'refuses %s with 400, a readable detail, nothing stored and nothing charged',
    async (_name, parts, detail) => {
      const before = await countGenerations();
      const filesBefore = filesWritten();
      const charged = await unitsCharged();
      const res = await generate(await parts());
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(detail);
      expect(await countGenerations()).toBe(before);
      expect(filesWritten()).toBe(filesBefore);
      expect(await unitsCharged()).toBe(charged);
    },
  );
});
