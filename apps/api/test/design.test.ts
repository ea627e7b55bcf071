import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderOriginal, sceneFromAddress } from '@landscape/design';
import { itOnce, MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { fileForm } from './fixtures/upload-form.ts';

const ADDRESS = '1600 Amphitheatre Pkwy, Mountain View, CA';

describe.each(MODES)('generation API (%s mode)', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(mode);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (fields: [string, string][]) => {
    const { payload, headers } = multipart(fields);
    return t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload, headers });
  };
  const countGenerations = () => t.runtime.db.prisma.generation.count();
  const filesWritten = () => {
    const dir = join(t.dataDir, 'files', 'generations');
    return existsSync(dir) ? readdirSync(dir).length : 0;
  };

  it('reports healthy when the database and queue answer', async () => {
    // in cluster mode healthy also needs the worker this file started to be connected (degraded until then)
    await vi.waitFor(
      async () => {
        const res = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ status: 'healthy', checks: { database: 'ok', queue: 'ok' } });
      },
      { timeout: 60_000, interval: 500 },
    );
  }, 90_000);

  it('lists the ten seeded styles with names and descriptions', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/styles' });
    expect(res.statusCode).toBe(200);
    const { styles } = res.json() as { styles: { id: string; name: string; description: string }[] };
    expect(styles.map((s) => s.id)).toEqual([
      'modern_minimalist',
      'california_native',
      'japanese_zen',
      'mediterranean',
      'cottage_garden',
      'english_cottage',
      'desert_modern',
      'tropical_oasis',
      'xeriscaping',
      'english_formal',
    ]);
    for (const s of styles) {
      expect(s.name.length).toBeGreaterThan(3);
      expect(s.description.length).toBeGreaterThan(20);
    }
  });

  it('renders front and back yard in two styles: four redesigns with their originals', async () => {
    const res = await post([
      ['address', ADDRESS],
      ['style', 'modern_minimalist'],
      ['style', 'japanese_zen'],
      ['generate_front_yard', 'true'],
      ['front_yard_prompt', 'water feature, lighting'],
      ['generate_backyard', 'true'],
      ['backyard_prompt', 'fire pit'],
    ]);
    expect(res.statusCode).toBe(200);
    const { success } = res.json() as { success: boolean };
    expect(success).toBe(true);
    const progress = await t.waitForProgress(res.json());
    expect(progress).toMatchObject({ status: 'completed', total: 2, completed: 2, failed: 0, address: ADDRESS });
    expect(Object.keys(progress.areas).sort()).toEqual(['backyard', 'front_yard']);
    const images = Object.values(progress.areas).flatMap((a) => a!.images);
    expect(images).toHaveLength(4);
    expect(new Set(images.map((i) => `${i.style}`))).toEqual(new Set(['modern_minimalist', 'japanese_zen']));
    for (const img of images) {
      expect(img.angle).toBeTruthy();
      expect(img.model).toBeTruthy();
      expect(img.design?.plants.length).toBeGreaterThan(0);
      for (const path of [img.image, img.original]) {
        const file = await t.app.inject({ method: 'GET', url: `/static/${path}` });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/png');
        const meta = await sharp(file.rawPayload).metadata();
        expect([meta.width, meta.height]).toEqual([768, 768]);
      }
      // House-Lock: the offline renderer keeps the house, and the check and its mask are stored with the image
      expect(img.house_lock).toMatchObject({ action: 'kept' });
      expect(img.house_lock!.kept).toBeGreaterThanOrEqual(0.95);
      const mask = await t.app.inject({ method: 'GET', url: `/static/${img.house_lock!.mask}` });
      expect(mask.statusCode).toBe(200);
      const stats = await sharp(mask.rawPayload).stats();
      expect(stats.channels[0]!.mean).toBeGreaterThan(5);
      expect(stats.channels[0]!.mean).toBeLessThan(200);
    }
    // each area keeps one original shared by its styles, and the render differs from it
    const front = progress.areas.front_yard!;
    expect(new Set(front.images.map((i) => i.original)).size).toBe(1);
    expect(front.images[0]!.image).not.toBe(front.images[0]!.original);
  });

  it('photo first: a photo of the front yard is its before; the back yard without one is an example house', async () => {
    // a photo of a yard that is not the drawn house of this address (another street, another house)
    const photo = await sharp(await renderOriginal(sceneFromAddress('77 Juniper Lane, Boise, ID'), 'front_yard', { size: 640 }))
      .jpeg({ quality: 90 })
      .toBuffer();
    const { payload, headers } = fileForm(
      photo,
      'IMG_1234.JPG',
      [
        ['address', ADDRESS],
        ['style', 'modern_minimalist'],
        ['style', 'japanese_zen'],
        ['generate_front_yard', 'true'],
        ['generate_backyard', 'true'],
      ],
      'image/jpeg',
      'front_yard_photo',
    );
    // its own visitor: the daily designs of the other tests' visitor stay theirs
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/design/complete-landscape',
      payload,
      headers,
      remoteAddress: `10.18.0.${mode === 'embedded' ? 1 : 2}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const progress = await t.waitForProgress(res.json());
    expect(progress).toMatchObject({ status: 'completed', failed: 0 });
    const front = progress.areas.front_yard!.images;
    const back = progress.areas.backyard!.images;
    expect(front).toHaveLength(2);
    for (const img of front) {
      expect(img.original).toMatch(/front_yard\/original-[0-9a-f-]{36}\.jpg$/);
      expect(img.house_lock).toMatchObject({ source: 'photo', mask_source: 'pixels' });
      expect(img.house_lock!.kept).toBeGreaterThanOrEqual(0.95);
    }
    // the stored before is the photo sent, re-encoded: the same picture
    const stored = await t.app.inject({ method: 'GET', url: `/static/${front[0]!.original}` });
    const a = await sharp(stored.rawPayload).resize(32, 32, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const b = await sharp(photo).resize(32, 32, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs(a[i]! - b[i]!);
    expect(diff / a.length).toBeLessThan(6);
    for (const img of back) expect(img.house_lock).toMatchObject({ source: 'drawn', mask_source: 'drawn', action: 'kept' });
  });

  it('refuses a photo for an area that was not chosen', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#6a8' } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = fileForm(
      photo,
      'x.jpg',
      [
        ['address', ADDRESS],
        ['style', 'japanese_zen'],
        ['generate_front_yard', 'true'],
      ],
      'image/jpeg',
      'walkway_photo',
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload, headers, remoteAddress: '10.18.0.3' });
    expect(res.statusCode).toBe(400);
  });

  // how the request is read: the same in either mode (the generations above go through each mode's queue)
  itOnce(mode)('accepts styles comma-separated and the older custom_prompt variant', async () => {
    const res = await post([
      ['address', '12 Oak Street, Portland, OR'],
      ['style', 'mediterranean,xeriscaping'],
      ['generate_walkway', 'true'],
      ['custom_prompt', 'stepping stones'],
      ['generate_360', 'false'],
    ]);
    expect(res.statusCode).toBe(200);
    const progress = await t.waitForProgress(res.json());
    expect(progress.styles).toEqual(['mediterranean', 'xeriscaping']);
    expect(progress.areas.walkway!.images).toHaveLength(2);
  });

  it.each([
    [
      'missing address',
      [
        ['style', 'japanese_zen'],
        ['generate_front_yard', 'true'],
      ],
      /address/i,
    ],
    [
      'blank address',
      [
        ['address', '   '],
        ['style', 'japanese_zen'],
        ['generate_front_yard', 'true'],
      ],
      /Address cannot be empty/,
    ],
    [
      'no area',
      [
        ['address', ADDRESS],
        ['style', 'japanese_zen'],
      ],
      /Please select at least one area to design/,
    ],
    [
      'no style',
      [
        ['address', ADDRESS],
        ['generate_front_yard', 'true'],
      ],
      /Please select at least one style/,
    ],
    [
      'four styles',
      [
        ['address', ADDRESS],
        ['style', 'japanese_zen,mediterranean,xeriscaping,desert_modern'],
        ['generate_front_yard', 'true'],
      ],
      /At most 3 styles/,
    ],
    [
      'unknown style',
      [
        ['address', ADDRESS],
        ['style', 'brutalist'],
        ['generate_front_yard', 'true'],
      ],
      /unknown style 'brutalist'/,
    ],
    [
      'bad boolean',
      [
        ['address', ADDRESS],
        ['style', 'japanese_zen'],
        ['generate_front_yard', 'maybe'],
      ],
      /generate_front_yard/,
    ],
    [
      'address that cannot be a property',
      [
        ['address', 'asdf'],
        ['style', 'japanese_zen'],
        ['generate_front_yard', 'true'],
      ],
      /^Address validation failed: add the city or ZIP code$/,
    ],
  ] as [string, [string, string][], RegExp][])('refuses %s with a readable detail and writes nothing', async (_name, fields, detail) => {
    const before = await countGenerations();
    const filesBefore = filesWritten();
    const res = await post(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(detail);
    expect(await countGenerations()).toBe(before);
    expect(filesWritten()).toBe(filesBefore);
  });

  it('refuses a malformed multipart body and a non-multipart body', async () => {
    const before = await countGenerations();
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/design/complete-landscape',
      payload: '--xyz\r\nContent-Disposition: form-data; name="address"\r\n\r\n12 Oak',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toMatch(/multipart/i);
    const json = await t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload: { address: ADDRESS } });
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toMatch(/multipart/i);
    expect(await countGenerations()).toBe(before);
  });

  it('answers 404 for an unknown request id', async () => {
    for (const id of ['5d1c7f0e-3c53-4a51-9a7c-1e2b3c4d5e6f', 'not-a-request']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/design/progress/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toMatch(/not found/i);
    }
  });

  it('answers 404 for images that do not exist or escape the store', async () => {
    for (const url of ['/static/generations/nope/front_yard/original.png', '/static/..%2F..%2Fetc%2Fpasswd', '/static/../package.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });

  it('renders one area in one style inline: original then render', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      payload: { address: ADDRESS, style: 'california_native', custom_prompt: 'flower beds', width: 768, height: 768, steps: 20, cfg_scale: 7, seed: -1 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, style: 'california_native', analysis_mode: false });
    expect(body.images).toHaveLength(2);
    expect(body.images[0]).toMatch(/original-[0-9a-f-]{36}\.png$/);
    expect(body.images[1]).toMatch(/california_native-[0-9a-f-]{36}\.png$/);
    expect(body.data.design.plants.length).toBeGreaterThan(0);
    const render = await t.app.inject({ method: 'GET', url: `/static/${body.images[1]}` });
    expect(render.statusCode).toBe(200);
  });

  it("places the property: each design carries its zone, sun and the plan's answers", async () => {
    const res = await post([
      ['address', '2020 SW 4th Ave, Portland, OR 97201'],
      ['style', 'cottage_garden'],
      ['generate_backyard', 'true'],
      ['backyard_prompt', 'low maintenance'],
    ]);
    expect(res.statusCode).toBe(200);
    const progress = await t.waitForProgress(res.json());
    const design = progress.areas.backyard!.images[0]!.design!;
    expect(design.site).toMatchObject({
      headline: 'Zone 8b · Portland, OR',
      zone: '8b',
      place: 'Portland, OR',
      exposure: 'full_sun',
      facing: 180,
      facing_assumed: true,
    });
    expect(design.site!.zone_caveat).toMatch(/2023 map/);
    expect(design.site!.notes).toContainEqual(expect.stringMatching(/^Low maintenance: lawn \d+ % of the planted area/));
    expect(design.site!.notes).toContain('The existing tree is kept');
    for (const plant of design.plants) expect(plant.reason).toMatch(/^Zone \d+–\d+ · full sun( to .+)? · (low|moderate|high) water$/);
  });

  // the design's words and the full-size download: drawn by the same engine in either mode
  itOnce(mode)('writes the design in the language the studio sends, stored with the generation', async () => {
    const res = await post([
      ['address', '2020 SW 4th Ave, Portland, OR 97201'],
      ['style', 'mediterranean'],
      ['generate_front_yard', 'true'],
      ['front_yard_prompt', 'water feature, low maintenance'],
      ['locale', 'es'],
    ]);
    expect(res.statusCode).toBe(200);
    const id = res.json().request_id;
    const progress = await t.waitForProgress(res.json());
    const design = progress.areas.front_yard!.images[0]!.design!;
    expect(design).toMatchObject({ locale: 'es', units: 'metric' });
    expect(design.title).toMatch(/^Jardín delantero de estilo Mediterráneo/);
    expect(design.materials.join(' ')).toMatch(/m²/);
    expect(design.materials.join(' ')).not.toMatch(/sq ft/);
    expect(design.site!.notes).toContainEqual(expect.stringMatching(/^Bajo mantenimiento: césped/));
    for (const plant of design.plants) expect(plant.reason).toMatch(/^Zona \d+–\d+ · .+ · riego (bajo|moderado|alto)$/);
    // and in the studio's other languages, for whoever opens it in one of them: the same plants, in their words
    expect(design.translations?.en).toMatchObject({ locale: 'en', units: 'imperial' });
    expect(design.translations?.en?.title).toMatch(/^Mediterranean Front Yard/);
    expect(design.translations?.zh?.plants.map((p) => [p.botanical, p.quantity])).toEqual(design.plants.map((p) => [p.botanical, p.quantity]));
    expect(design.translations?.es).toBeUndefined();
    // and its plan drawn in each of them: the same plan, its legend in their words
    const ownPlan = (await t.app.inject({ method: 'GET', url: `/static/${progress.areas.front_yard!.images[0]!.plan}` })).rawPayload;
    for (const language of ['en', 'zh'] as const) {
      const key = design.translations?.[language]?.plan_image;
      expect(key).toMatch(new RegExp(`-plan-${language}\\.png$`));
      const drawn = await t.app.inject({ method: 'GET', url: `/static/${key}` });
      expect(drawn.statusCode).toBe(200);
      const [own, other] = await Promise.all([sharp(ownPlan).metadata(), sharp(drawn.rawPayload).metadata()]);
      expect([other.width, other.height]).toEqual([own.width, own.height]);
      expect(drawn.rawPayload.equals(ownPlan)).toBe(false);
    }
    const row = await t.runtime.db.prisma.generation.findUnique({ where: { id } });
    expect(row?.settings).toMatchObject({ locale: 'es' });

    // Full resolution: the offline renderer draws the same design again at 2048 px for a download.
    const key = progress.areas.front_yard!.images[0]!.image.replace(/^\/?static\//, '');
    expect((await sharp((await t.app.inject({ method: 'GET', url: `/static/${key}` })).rawPayload).metadata()).width).toBe(768);
    const full = await t.app.inject({ method: 'GET', url: `/download/${key}` });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    const meta = await sharp(full.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 2048]);
    // only finished renders: an original or an unknown key is no download
    expect(
      (await t.app.inject({ method: 'GET', url: `/download/${progress.areas.front_yard!.images[0]!.original.replace(/^\/?static\//, '')}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/download/generations/nope/walkway/japanese_zen.png' })).statusCode).toBe(404);
    // The studio's time estimate: the configured model's range and the measured median per design.
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.designTime).toMatchObject({ model: expect.any(String), low: expect.any(Number), high: expect.any(Number) });
    expect(config.designTime.low).toBeLessThan(config.designTime.high);
    const measured = await t.runtime.repos.generations.secondsPerDesign(config.designTime.model);
    expect(measured.samples).toBeGreaterThan(0);
    expect(measured.median).toBeGreaterThan(0);
    expect(measured.median).toBeLessThan(120);
    expect(await t.runtime.repos.generations.secondsPerDesign('no-such-model')).toEqual({ median: null, samples: 0 });
    // an unknown language is English
    const single = await t.app.inject({ method: 'POST', url: '/api/generate', payload: { address: ADDRESS, style: 'california_native', locale: 'fr' } });
    expect(single.json().data.design).toMatchObject({ locale: 'en', units: 'imperial' });
  });

  it('refuses an address that cannot be a property, on every path, before spending anything', async () => {
    const before = await countGenerations();
    const usage = () => t.app.inject({ method: 'GET', url: '/api/usage' }).then((r) => r.json().usage_today as number | undefined);
    const used = await usage();
    const one = await t.app.inject({ method: 'POST', url: '/api/generate', payload: { address: 'asdf', style: 'japanese_zen' } });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({ success: false, error: 'Address validation failed', detail: 'Address validation failed: add the city or ZIP code' });
    const check = await t.app.inject({ method: 'GET', url: '/api/site?address=asdf' });
    expect(check.statusCode).toBe(400);
    expect(check.json().detail).toBe('Address validation failed: add the city or ZIP code');
    expect(await countGenerations()).toBe(before);
    expect(await usage()).toBe(used);
  });

  it('checks an address for the studio: its place and zone, or an unknown climate said as such', async () => {
    const portland = await t.app.inject({ method: 'GET', url: `/api/site?address=${encodeURIComponent('2020 SW 4th Ave, Portland, OR 97201')}` });
    expect(portland.statusCode).toBe(200);
    expect(portland.json()).toMatchObject({ headline: 'Zone 8b · Portland, OR', place: 'Portland, OR', zone: '8b', climate_known: true });
    const abroad = await t.app.inject({ method: 'GET', url: `/api/site?address=${encodeURIComponent('成都市锦江区春熙路88号')}` });
    expect(abroad.json()).toMatchObject({ headline: 'Zone unknown · Chengdu, China', zone: null, climate_known: true });
    const street = await t.app.inject({ method: 'GET', url: `/api/site?address=${encodeURIComponent('12 Elm Street')}` });
    expect(street.statusCode).toBe(200);
    expect(street.json()).toMatchObject({ headline: 'Climate unknown', place: null, climate_known: false });
    expect(street.json().notes[0]).toMatch(/could not be placed offline/);
  });

  it('refuses a bad single generation with a readable detail', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/generate', payload: { address: '', style: 'japanese_zen' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/Address cannot be empty/);
    const bad = await t.app.inject({ method: 'POST', url: '/api/generate', payload: { address: ADDRESS, style: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/style/);
  });

  it('stores feedback of 10 to 500 characters and refuses the rest', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/feedback/submit', payload: { message: 'Lovely renders, thank you!' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: 'Thank you for your feedback!' });
    expect(await t.runtime.db.prisma.feedback.count({ where: { message: 'Lovely renders, thank you!' } })).toBe(1);
    const short = await t.app.inject({ method: 'POST', url: '/api/feedback/submit', payload: { message: 'too short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toMatch(/at least 10 characters/);
    const long = await t.app.inject({ method: 'POST', url: '/api/feedback/submit', payload: { message: 'x'.repeat(501) } });
    expect(long.statusCode).toBe(400);
  });
});

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('embedded');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('exports request latency, jobs by state and renders in Prometheus format', async () => {
    await t.app.inject({ method: 'GET', url: '/api/styles' });
    await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      payload: { address: '9 Quail Run, Tucson, AZ', style: 'desert_modern', custom_prompt: '' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/styles"[^}]*status="200"/);
    expect(res.body).toMatch(/generation_jobs\{[^}]*state="waiting"/);
    expect(res.body).toMatch(/images_generated_total\{[^}]*style="desert_modern"[^}]*\} 1/);
  });
});
