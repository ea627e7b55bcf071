import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { designLanguage } from '@landscape/design';
import { startAuthEmulator, type AuthEmulator } from '@landscape/core';
import { MODES, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { signUp, type TestUser } from './fixtures/auth-emulator.ts';
import { fileForm } from './fixtures/upload-form.ts';

// A photo in which the offline restyle finds nothing to redesign (a building against the sky: no lawn,
// bed, gravel or bare ground) is no design: the homeowner reads why in their language, on Pro (422) and
// in the studio (the area fails with it), and the daily design is not counted.

const PROJECT = 'demo-landscape-nothing';
const NO_GROUND = readFileSync(new URL('../../../packages/core/src/pixels/uploads/fixtures/home-no-lawn.jpg', import.meta.url));
const WITH_LAWN = readFileSync(new URL('../../../packages/core/src/pixels/uploads/fixtures/building-lawn.jpg', import.meta.url));

describe.each(MODES)('a photo with nothing to redesign (%s mode)', (mode) => {
  let em: AuthEmulator;
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    em = await startAuthEmulator({ projectId: PROJECT });
    t = await startTestApp(mode, { AUTH: 'emulator', FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: em.host });
    owner = await signUp(em, 'nothing@example.com', { studio: t });
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/consent',
      payload: { emailMarketing: false, analytics: false },
      headers: { authorization: `Bearer ${owner.idToken}` },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await em?.stop();
  });

  const asOwner = () => ({ authorization: `Bearer ${owner.idToken}` });
  const usage = async (headers: Record<string, string>, remoteAddress?: string) =>
    ((await t.app.inject({ method: 'GET', url: '/api/usage', headers, ...(remoteAddress ? { remoteAddress } : {}) })).json() as { usage_today: number })
      .usage_today;
  const pro = (photo: Buffer, locale: string) => {
    const { payload, headers } = fileForm(photo, 'IMG_7.JPG', [
      ['style', 'cottage_garden'],
      ['method', 'sdxl'],
      ['preservation_level', 'strict'],
      ['use_sam', 'false'],
      ['locale', locale],
    ]);
    return t.app.inject({ method: 'POST', url: '/api/smart/transform', payload, headers: { ...headers, ...asOwner() } });
  };

  it('Pro: says so in the homeowner’s language (422) and does not count the design', async () => {
    const before = await usage(asOwner());
    const res = await pro(NO_GROUND, 'es');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toBe(designLanguage('es').messages['photo.nothingToRedesign']);
    expect(await usage(asOwner())).toBe(before);
    // nothing half-written: the row is failed, no render stored for it
    const generationId = res.json().generation_id as string;
    const rows = await t.runtime.db.prisma.generationArea.findMany({ where: { generationId } });
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    const assets = await t.runtime.db.prisma.asset.findMany({ where: { generationId } });
    expect(assets.map((a) => a.kind)).toEqual(['original']);
  }, 90_000);

  it('Pro: a photo with a lawn is redesigned and counted', async () => {
    const before = await usage(asOwner());
    const res = await pro(WITH_LAWN, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(await usage(asOwner())).toBe(before + 1);
  }, 90_000);

  it('studio: the area fails with the reason in the homeowner’s language, and nothing is counted', async () => {
    const ip = `10.27.0.${mode === 'embedded' ? 1 : 2}`;
    const before = await usage({}, ip);
    const { payload, headers } = fileForm(
      NO_GROUND,
      'IMG_8.JPG',
      [
        ['address', '1 Photo Way, Portland, OR 97201'],
        ['style', 'japanese_zen'],
        ['generate_front_yard', 'true'],
        ['locale', 'zh'],
      ],
      'image/jpeg',
      'front_yard_photo',
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload, headers, remoteAddress: ip });
    expect(res.statusCode, res.body).toBe(200);
    const progress = await t.waitForProgress(res.json(), 90_000);
    expect(progress.areas.front_yard).toMatchObject({ status: 'failed', error: designLanguage('zh').messages['photo.nothingToRedesign'] });
    expect(await usage({}, ip)).toBe(before);
  }, 120_000);
});
