import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { panoramaYaw, renderOriginal, sceneFromAddress } from '@landscape/design';
import { startAuthEmulator, type AuthEmulator } from '@landscape/core';
import { startFakeGemini, type FakeGemini } from '@landscape/core/testing/fake-gemini.server.ts';
import { itOnce, MODES, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { signUp, type TestUser } from './fixtures/auth-emulator.ts';
import { fileForm } from './fixtures/upload-form.ts';

const PROJECT = 'demo-landscape-uploads';

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
/** A valid-looking PNG that claims 14000×14000 pixels in a few hundred bytes: decoding it would need ~590 MB. */
function decompressionBombPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(14000, 0);
  ihdr.writeUInt32BE(14000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(MODES)('photo uploads and pro design (%s mode)', (mode) => {
  let em: AuthEmulator;
  let t: TestApp;
  let owner: TestUser;
  let noConsent: TestUser;
  let yard: Buffer;

  beforeAll(async () => {
    em = await startAuthEmulator({ projectId: PROJECT });
    t = await startTestApp(mode, { AUTH: 'emulator', FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: em.host });
    [owner, noConsent] = await Promise.all([signUp(em, 'owner@example.com', { studio: t }), signUp(em, 'new@example.com', { studio: t })]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/consent',
      payload: { emailMarketing: false, analytics: false },
      headers: { authorization: `Bearer ${owner.idToken}` },
    });
    // a yard "photo": a drawn front yard, saved by a phone camera held sideways (EXIF orientation 6) with identifying tags
    const drawn = await renderOriginal(sceneFromAddress('9 Photo Lane, Eugene, OR'), 'front_yard', { format: 'png', size: 640 });
    const sideways = await sharp(drawn).rotate(-90).toBuffer();
    yard = await sharp(sideways)
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Artist: 'Jane Homeowner', Make: 'PhoneCo', Orientation: '6' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 3/1 0/1' } })
      .toBuffer();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await em?.stop();
  });

  const upload = (url: string, file: Buffer, filename: string, fields: [string, string][], token: string | null = owner.idToken) => {
    const { payload, headers } = fileForm(file, filename, fields);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  };
  const smart: [string, string][] = [
    ['style', 'japanese_zen'],
    ['method', 'sdxl'],
    ['preservation_level', 'strict'],
    ['use_sam', 'false'],
  ];

  it('needs a signed-in user with recorded consent', async () => {
    expect((await upload('/api/smart/transform', yard, 'yard.jpg', smart, null)).statusCode).toBe(401);
    const res = await upload('/api/smart/transform', yard, 'yard.jpg', smart, noConsent.idToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/privacy preferences/);
  });

  it('refuses a photo over the size limit with 413', async () => {
    const big = Buffer.concat([yard, Buffer.alloc(13 * 1024 * 1024, 7)]);
    const res = await upload('/api/smart/transform', big, 'big.jpg', smart);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/larger than 12 MB/);
  });

  it('refuses a 14000×14000 PNG from its header, before decoding', async () => {
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(1000);
    const before = process.memoryUsage().rss;
    const res = await upload('/api/smart/transform', bomb, 'bomb.png', smart);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/too large \(14000×14000 pixels\)/);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('sniffs the type from the bytes, not the name', async () => {
    const res = await upload('/api/transform', Buffer.from('just some text, not a picture at all\n'.repeat(20)), 'yard.png', [['style', 'japanese_zen']]);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/not a JPEG, PNG, WebP or HEIC image/);
    // and a real PNG named .txt is fine to read as a PNG (checked further below by the transform)
  });

  // decoded by the API process on its render threads, whichever mode works the job (the transform after it
  // is covered in each mode by the tests below)
  itOnce(mode)('reads iPhone HEIC photos (libheif in WebAssembly) and refuses a damaged one as unreadable', async () => {
    const heic = readFileSync(new URL('../../../packages/core/src/pixels/uploads/fixtures/yard.heic', import.meta.url));
    const ok = await upload('/api/smart/transform', heic, 'IMG_0001.HEIC', smart);
    expect(ok.statusCode, ok.body).toBe(200);
    // an ftyp box of a HEIC with nothing behind it
    const broken = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(200)]);
    const bad = await upload('/api/smart/transform', broken, 'IMG_0002.HEIC', smart);
    expect(bad.statusCode).toBe(400);
  });

  it('transforms a photo end to end: upright, metadata stripped, stored as the user’s design', async () => {
    const res = await upload('/api/smart/transform', yard, 'IMG_2040.txt', smart);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, style: 'japanese_zen' });
    const [original, render] = body.images as string[];
    expect(original).toMatch(/^generations\/[0-9a-f-]{36}\/front_yard\/original-[0-9a-f-]{36}\.jpg$/);

    // the owner's images open for the owner (for anyone else they do not exist: security.test.ts)
    const asOwner = { authorization: `Bearer ${owner.idToken}` };
    const orig = await t.app.inject({ method: 'GET', url: `/static/${original}`, headers: asOwner });
    expect(orig.statusCode).toBe(200);
    const meta = await sharp(orig.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(orig.rawPayload.includes(Buffer.from('Jane Homeowner'))).toBe(false);
    // EXIF orientation applied: the stored picture is upright (landscape), like the camera saw it
    expect([meta.width, meta.height]).toEqual([640, 640 * (meta.height! / meta.width!)]);
    expect(meta.width).toBeGreaterThanOrEqual(meta.height!);

    const out = await t.app.inject({ method: 'GET', url: `/static/${render}`, headers: asOwner });
    expect(out.statusCode).toBe(200);
    const outMeta = await sharp(out.rawPayload).metadata();
    expect(outMeta.width! / outMeta.height!).toBeCloseTo(meta.width! / meta.height!, 1);
    // the redesign changed the ground but kept most of the picture (the house)
    const a = await sharp(orig.rawPayload).resize(64, 64, { fit: 'fill' }).raw().toBuffer();
    const b = await sharp(out.rawPayload).resize(64, 64, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    let diff = 0;
    for (let i = 0; i < a.length; i += 3) if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 60) diff++;
    const share = diff / (a.length / 3);
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.7);

    // owned by the user: in My Designs, with Asset rows for both images, House-Lock's keep mask and the plan
    // (drawn in the studio's three languages)
    const mine = await t.app.inject({ method: 'GET', url: '/api/me/generations', headers: { authorization: `Bearer ${owner.idToken}` } });
    expect(mine.json().generations[0]).toMatchObject({ id: body.generation_id, status: 'completed' });
    const assets = await t.runtime.db.prisma.asset.findMany({ where: { generationId: body.generation_id } });
    expect(assets.map((x) => x.kind).sort()).toEqual(['mask', 'original', 'plan', 'plan', 'plan', 'render']);
    // the plan its plant list and cost come from is the photo design's plan, and opens for its owner
    expect(body.data.plan).toMatch(/^generations\/.+\.png$/);
    const plan = await t.app.inject({ method: 'GET', url: `/static/${body.data.plan}`, headers: asOwner });
    expect(plan.statusCode).toBe(200);
    expect((await sharp(plan.rawPayload).metadata()).format).toBe('png');
    const row = await t.runtime.db.prisma.generationArea.findFirst({ where: { generationId: body.generation_id } });
    expect(row?.houseAction).toMatch(/^(kept|repaired|retried|retried_repaired)$/);
    expect(row?.houseKept).toBeGreaterThanOrEqual(0.95);
    // no segmenting image model here: the photo's mask is the pixel method's
    expect(row?.houseMaskSource).toBe('pixels');
    expect(assets.every((x) => x.userId !== null)).toBe(true);
  }, 60_000);

  it('a wished feature the photo has no room for is said as not included, and is not in its features', async () => {
    // a real photo (fixtures of the offline restyle): a building behind a thin strip of lawn
    const building = readFileSync(new URL('../../../packages/core/src/pixels/uploads/fixtures/building-lawn.jpg', import.meta.url));
    const ask = (wishes: string) =>
      upload('/api/smart/transform', building, 'building.jpg', [
        ...smart.filter(([k]) => k !== 'style'),
        ['style', 'desert_modern'],
        ['custom_prompt', wishes],
      ]);
    const wished = await ask('a storage shed and a trampoline');
    expect(wished.statusCode, wished.body).toBe(200);
    const design = wished.json().data.design;
    // two tall things on a strip of lawn seen from across the street: no room for either in the picture
    for (const wish of ['storage_shed', 'trampoline'])
      expect(design.not_included).toEqual(expect.arrayContaining([expect.objectContaining({ wish, reason: 'no_room' })]));
    expect(design.features.join(' ')).not.toMatch(/shed|trampoline/i);
    // said in the design's words (their cost: plan-builder.test.ts, planAsDrawn)
    expect(design.not_included.map((n: { text: string }) => n.text).join('\n')).toMatch(/Not included: storage shed/i);
  }, 90_000);

  it('runs the plain transform with its parameters too', async () => {
    const png = await sharp(yard).rotate().png().toBuffer();
    const res = await upload('/api/transform', png, 'yard.png', [
      ['style', 'desert_modern'],
      ['denoising_strength', '0.7'],
      ['width', '768'],
      ['height', '768'],
      ['steps', '20'],
      ['cfg_scale', '7'],
      ['seed', '-1'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().images).toHaveLength(2);
    const bad = await upload('/api/transform', png, 'yard.png', [
      ['style', 'desert_modern'],
      ['denoising_strength', '3'],
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/denoising_strength/);
  }, 60_000);

  it('sends the photo and the plan’s prompt in the admin’s words to the Gemini image model when configured', async () => {
    const gemini: FakeGemini = await startFakeGemini({ apiKey: 'test-gemini-key' });
    const g = await startTestApp(mode, {
      AUTH: 'emulator',
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: em.host,
      ADMIN_EMAILS: 'curator@example.com',
      IMAGE_MODEL: 'gemini',
      GEMINI_API_KEY: 'test-gemini-key',
      GEMINI_BASE_URL: gemini.url,
      PROVIDER_TIMEOUT_MS: '10000',
    });
    try {
      const curator = await signUp(em, 'curator@example.com', { verified: true, studio: g });
      const auth = { authorization: `Bearer ${curator.idToken}` };
      await g.app.inject({ method: 'PUT', url: '/api/me/consent', payload: { emailMarketing: false, analytics: false }, headers: auth });
      const created = await g.app.inject({
        method: 'POST',
        url: '/api/admin/styles',
        payload: {
          name: 'Coastal Calm',
          description: 'Dune grasses, driftwood and pale gravel by the sea.',
          prompt_notes: 'salt-tolerant plants only',
          base_style: 'xeriscaping',
        },
        headers: auth,
      });
      expect(created.statusCode, created.body).toBe(201);
      const { payload, headers } = fileForm(yard, 'yard.jpg', [
        ['style', 'coastal_calm'],
        ['method', 'sdxl'],
        ['preservation_level', 'strict'],
        ['use_sam', 'false'],
      ]);
      const res = await g.app.inject({ method: 'POST', url: '/api/smart/transform', payload, headers: { ...headers, ...auth } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.model).toMatch(/gemini/);
      const call = gemini.requests.find((r) => Array.isArray(r.generationConfig.responseModalities))!;
      expect(call.prompt).toContain('Coastal Calm style: Dune grasses');
      expect(call.prompt).toContain('Style notes: salt-tolerant plants only');
      expect(call.prompt).toContain('Change only the ground surfaces and plantings');
      // the model got the cleaned photo (the stored original), not the upload's bytes
      const original = await g.app.inject({ method: 'GET', url: `/static/${res.json().images[0]}`, headers: auth });
      // (then the style's own top-down plan as the reference image)
      expect(call.images).toEqual([
        { mimeType: 'image/jpeg', bytes: original.rawPayload.length },
        { mimeType: 'image/png', bytes: expect.any(Number) },
      ]);
      // House-Lock asked Gemini to segment the same photo, and its masks made the design's keep mask
      const segment = gemini.requests.find((r) => /segmentation mask/.test(r.prompt))!;
      expect(segment.images).toEqual([{ mimeType: 'image/jpeg', bytes: original.rawPayload.length }]);
      const row = await g.runtime.db.prisma.generationArea.findFirst({ where: { renderKey: { not: null } }, orderBy: { finishedAt: 'desc' } });
      expect(row?.houseMaskSource).toBe('model');
    } finally {
      await g.close();
      await gemini.close();
    }
  }, 90_000);

  it('describes the virtual tour and builds a 2:1 panorama with a measured analysis', async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/api/panorama/settings' });
    expect(settings.json()).toMatchObject({ aspect_ratio: '2:1', projection: 'equirectangular' });
    expect((await t.app.inject({ method: 'POST', url: '/api/panorama', payload: { address: '9 Photo Lane' } })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/panorama',
      payload: { address: '9 Photo Lane, Eugene, OR' },
      headers: { authorization: `Bearer ${owner.idToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p.width).toBe(p.height * 2);
    const img = await t.app.inject({ method: 'GET', url: `/static/${p.image}` });
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([p.width, p.height]);
    expect(p.analysis.generated_text).toMatch(/The view is about \d+% vegetation/);
    expect(p.views).toHaveLength(4);
    // the drawn property is drawn whole from its one scene: each area named at the bearing it is seen at from where the tour stands
    const tourScene = sceneFromAddress('9 Photo Lane, Eugene, OR');
    for (const v of p.views) expect(v.yaw).toBe(panoramaYaw(tourScene, v.area));
  }, 90_000);

  // a styled tour is a generation of its four views (the queue and worker paths the generation tests cover in
  // each mode); what this checks is the review's words and the pictures changing
  itOnce(mode)(
    'redesigns the virtual tour in a style and reviews it as a design, not as a yard',
    async () => {
      const p = (
        await t.app.inject({
          method: 'POST',
          url: '/api/panorama',
          payload: { address: '9 Photo Lane, Eugene, OR' },
          headers: { authorization: `Bearer ${owner.idToken}` },
        })
      ).json();
      // redesigned in a style: each view goes through the image model, so the picture and its measurements change
      const styled = await t.app.inject({
        method: 'POST',
        url: '/api/panorama',
        payload: { address: '9 Photo Lane, Eugene, OR', style: 'cottage_garden' },
        headers: { authorization: `Bearer ${owner.idToken}` },
      });
      expect(styled.statusCode, styled.body).toBe(200);
      expect(styled.json().image).not.toBe(p.image);
      expect(styled.json().analysis.generated_text).not.toBe(p.analysis.generated_text);
      // the studio's own design is reviewed as a design (what it does well, what could be added), not measured as a yard
      const review = styled.json().analysis;
      expect(review.current_style).toBe('Cottage Garden');
      expect(review.generated_text).toMatch(/^A Cottage Garden design for the .*What it does well: .*Rated \d+(\.\d)? out of 10 as a design/);
      expect(review.generated_text).not.toMatch(/The view is about/);
      expect(review.curb_appeal_rating).toBeGreaterThanOrEqual(7);
      for (const v of styled.json().views) expect(v.analysis.generated_text).toMatch(/^A Cottage Garden design for the /);
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/panorama',
        payload: { address: '9 Photo Lane', style: 'brutalist' },
        headers: { authorization: `Bearer ${owner.idToken}` },
      });
      expect(unknown.statusCode).toBe(400);
      const nowhere = await t.app.inject({
        method: 'POST',
        url: '/api/panorama',
        payload: { address: 'asdf', style: 'cottage_garden' },
        headers: { authorization: `Bearer ${owner.idToken}` },
      });
      expect(nowhere.statusCode).toBe(400);
      expect(nowhere.json().detail).toBe('Address validation failed: add the city or ZIP code');
    },
    90_000,
  );
});
