import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ADDRESS_APARTMENT } from '@landscape/contract/constants';
import { describeOnce, MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { fileForm } from './fixtures/upload-form.ts';

// Decision 047: the picture a design is drawn on, shown before the first design of an address, and the honest
// answer to a home in a building (a unit such as "Apt 4B"): the studio designs yards of houses, and a courtyard,
// balcony or shared garden is designed from a photo of it. The answers depend on no mode (one embedded app); the
// picture is drawn by a job, so it is asked in each mode.

const HOUSE = '214 Juniper Lane, Santa Rosa, CA 95404';
const APARTMENT = '1420 Maple Ave Apt 4B, Sacramento, CA 95814';

describeOnce('a house, or a home in a building', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('embedded');
  });
  afterAll(async () => {
    await t?.close();
  });

  const countGenerations = () => t.runtime.db.prisma.generation.count();

  it('says in the address check what kind of home an address names', async () => {
    const house = await t.app.inject({ method: 'GET', url: `/api/site?address=${encodeURIComponent(HOUSE)}` });
    expect(house.statusCode).toBe(200);
    expect(house.json()).toMatchObject({ dwelling: 'house', unit: null, imagery: 'example_house' });
    const flat = await t.app.inject({ method: 'GET', url: `/api/site?address=${encodeURIComponent(APARTMENT)}` });
    // still a place with a climate: a photo of its courtyard is designed for that climate
    expect(flat.statusCode).toBe(200);
    expect(flat.json()).toMatchObject({ dwelling: 'unit', unit: 'Apt 4B', place: 'Sacramento, CA' });
  });

  it('answers a design drawn on the house of "Apt 4B" with 422 and the honest answer, spending nothing', async () => {
    const before = await countGenerations();
    const { payload, headers } = multipart([
      ['address', APARTMENT],
      ['style', 'japanese_zen'],
      ['generate_front_yard', 'true'],
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload, headers, remoteAddress: '10.47.0.1' });
    expect(res.statusCode).toBe(422);
    const body = res.json() as { error: string; detail: string };
    expect(body.error).toBe(ADDRESS_APARTMENT);
    expect(body.detail).toBe(
      `${ADDRESS_APARTMENT}: it names a unit (Apt 4B). The studio designs the yards of houses; for a courtyard, balcony or shared garden, add a photo of it and the studio designs on your photo.`,
    );
    const single = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      payload: { address: APARTMENT, style: 'japanese_zen' },
      remoteAddress: '10.47.0.1',
    });
    expect(single.statusCode).toBe(422);
    expect((single.json() as { detail: string }).detail).toMatch(/^This address is a home in a multi-storey building: it names a unit \(Apt 4B\)/);
    expect(await countGenerations()).toBe(before);
    const usage = await t.app.inject({ method: 'GET', url: '/api/usage', remoteAddress: '10.47.0.1' });
    expect(usage.json()).toMatchObject({ usage_today: 0 });
  });

  it("designs the photo of an apartment's courtyard: every chosen area photographed, no house is drawn", async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6a8a4a' } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = fileForm(
      photo,
      'courtyard.jpg',
      [
        ['address', APARTMENT],
        ['style', 'japanese_zen'],
        ['generate_backyard', 'true'],
      ],
      'image/jpeg',
      'backyard_photo',
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload, headers, remoteAddress: '10.47.0.2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
  });
});

// the picture is drawn where every drawing is: a `preview-picture` job (a worker in cluster mode)
describe.each(MODES)('the picture before the first design (%s mode)', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(mode);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the picture a first design is drawn on: the drawn house of the address, as a JPEG, the same each time', async () => {
    const url = `/api/site/picture?address=${encodeURIComponent(HOUSE)}&area=front_yard`;
    const [a, b] = [await t.app.inject({ method: 'GET', url }), await t.app.inject({ method: 'GET', url })];
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('image/jpeg');
    expect(a.headers['x-picture-source']).toBe('procedural');
    expect(await sharp(a.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 768, height: 768 });
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    const other = await t.app.inject({ method: 'GET', url: `/api/site/picture?address=${encodeURIComponent('88 Orchard Lane, Portland, OR 97202')}` });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(a.rawPayload)).toBe(false);
  });

  it('has no house picture for "Apt 4B" (422, the honest answer) and refuses what is no address (400)', async () => {
    const flat = await t.app.inject({ method: 'GET', url: `/api/site/picture?address=${encodeURIComponent(APARTMENT)}` });
    expect(flat.statusCode).toBe(422);
    expect((flat.json() as { detail: string }).detail.startsWith(ADDRESS_APARTMENT)).toBe(true);
    const nonsense = await t.app.inject({ method: 'GET', url: '/api/site/picture?address=asdf' });
    expect(nonsense.statusCode).toBe(400);
    expect((nonsense.json() as { detail: string }).detail).toBe('Address validation failed: add the city or ZIP code');
    const badArea = await t.app.inject({ method: 'GET', url: `/api/site/picture?address=${encodeURIComponent(HOUSE)}&area=roof` });
    expect(badArea.statusCode).toBe(400);
  });
});
