import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startAuthEmulator, type AuthEmulator } from '@landscape/core';
import { MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { signUp, type TestUser } from './fixtures/auth-emulator.ts';
import { fileForm } from './fixtures/upload-form.ts';

const PROJECT = 'demo-landscape-admin';
const ADDRESS = '12 Garden Row, Portland, OR';

describe.each(MODES)('admin pages API (%s mode)', (mode) => {
  let em: AuthEmulator;
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    em = await startAuthEmulator({ projectId: PROJECT });
    t = await startTestApp(mode, { AUTH: 'emulator', FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: em.host, ADMIN_EMAILS: 'boss@example.com' });
    [user, admin] = await Promise.all([signUp(em, 'gardener@example.com', { studio: t }), signUp(em, 'boss@example.com', { verified: true, studio: t })]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await em?.stop();
  });

  const call = (method: string, url: string, token?: string, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url, payload: payload as never, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('refuses every admin write to visitors (401) and to signed-in users (403)', async () => {
    const writes: [string, string, unknown][] = [
      ['GET', '/api/admin/styles', undefined],
      ['POST', '/api/admin/styles', { name: 'Prairie', description: 'Tall grasses and coneflowers in drifts.', base_style: 'california_native' }],
      ['PATCH', '/api/admin/styles/japanese_zen', { enabled: false }],
      ['POST', '/api/admin/styles/reorder', { ids: ['japanese_zen'] }],
      ['DELETE', '/api/admin/styles/japanese_zen', undefined],
      ['GET', '/api/admin/requirements', undefined],
      ['POST', '/api/admin/requirements', { area: 'front_yard', text: 'Native plants' }],
      ['PATCH', '/api/admin/requirements/some-id', { enabled: false }],
      ['DELETE', '/api/admin/requirements/some-id', undefined],
      ['POST', '/api/admin/requirements/reorder', { area: 'front_yard', ids: ['x'] }],
    ];
    for (const [method, url, body] of writes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} signed out`).toBe(401);
      const res = await call(method, url, user.idToken, body);
      expect(res.statusCode, `${method} ${url} as user`).toBe(403);
      expect(res.json().detail).toBe('Administrator access required');
    }
    const { payload, headers } = fileForm(
      await sharp({ create: { width: 100, height: 80, channels: 3, background: '#6a4' } })
        .png()
        .toBuffer(),
      'p.png',
    );
    const preview = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/styles/japanese_zen/preview',
      payload,
      headers: { ...headers, authorization: `Bearer ${user.idToken}` },
    });
    expect(preview.statusCode).toBe(403);
    // nothing changed
    const styles = (await call('GET', '/api/styles')).json().styles as { id: string }[];
    expect(styles.map((s) => s.id)).toContain('japanese_zen');
  });

  it('lets an admin create a style that draws like its base style and is generated with its own name and notes', async () => {
    const created = await call('POST', '/api/admin/styles', admin.idToken, {
      name: 'Pacific Prairie',
      description: 'Waving native grasses, coneflowers and a mown path through a meadow.',
      prompt_notes: 'golden hour light, split-rail fence',
      base_style: 'california_native',
    });
    expect(created.statusCode).toBe(201);
    const style = created.json().style;
    expect(style).toMatchObject({ id: 'pacific_prairie', base_style: 'california_native', builtin: false, enabled: true });
    // served at once: writes drop the 10 s catalogue cache
    const pub = (await call('GET', '/api/styles')).json().styles as { id: string; name: string }[];
    expect(pub.at(-1)).toMatchObject({ id: 'pacific_prairie', name: 'Pacific Prairie' });

    const { payload, headers } = multipart([
      ['address', ADDRESS],
      ['style', 'pacific_prairie'],
      ['generate_front_yard', 'true'],
    ]);
    const started = await t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload, headers });
    expect(started.statusCode, started.body).toBe(200);
    const progress = await t.waitForProgress(started.json());
    expect(progress.completed).toBe(1);
    const row = await t.runtime.db.prisma.generationArea.findFirstOrThrow({ where: { generationId: started.json().request_id } });
    const prompt = (row.plan as { prompt: string }).prompt;
    expect(prompt).toContain('Pacific Prairie style: Waving native grasses');
    expect(prompt).toContain('Style notes: golden hour light, split-rail fence');
    expect(prompt).not.toContain('California Native style');
    // drawn with the base style's plants
    const summary = (row.plan as { summary: { plants: { common: string }[] } }).summary;
    expect(summary.plants.map((p) => p.common).join(' ')).toMatch(/manzanita|sage|deer grass|ceanothus|poppy|redbud|toyon|fuchsia/i);
  });

  it('edits, disables, reorders and deletes styles; catalogue styles cannot be deleted', async () => {
    const patched = await call('PATCH', '/api/admin/styles/japanese_zen', admin.idToken, { name: 'Zen Garden', prompt_notes: 'moss and maple' });
    expect(patched.json().style).toMatchObject({
      id: 'japanese_zen',
      name: 'Zen Garden',
      prompt_notes: 'moss and maple',
      base_style: 'japanese_zen',
      builtin: true,
    });
    expect((await call('PATCH', '/api/admin/styles/japanese_zen', admin.idToken, { base_style: 'mediterranean' })).statusCode).toBe(400);

    expect((await call('PATCH', '/api/admin/styles/mediterranean', admin.idToken, { enabled: false })).statusCode).toBe(200);
    const ids = ((await call('GET', '/api/styles')).json().styles as { id: string }[]).map((s) => s.id);
    expect(ids).not.toContain('mediterranean');
    const gen = await t.app.inject({ method: 'POST', url: '/api/generate', payload: { address: ADDRESS, style: 'mediterranean' } });
    expect(gen.statusCode).toBe(400);
    expect(gen.json().detail).toMatch(/not available/);

    const reordered = await call('POST', '/api/admin/styles/reorder', admin.idToken, { ids: ['pacific_prairie', 'xeriscaping'] });
    expect(reordered.statusCode).toBe(200);
    const order = ((await call('GET', '/api/styles')).json().styles as { id: string }[]).map((s) => s.id);
    expect(order.slice(0, 2)).toEqual(['pacific_prairie', 'xeriscaping']);
    expect((await call('POST', '/api/admin/styles/reorder', admin.idToken, { ids: ['nope'] })).statusCode).toBe(400);

    expect((await call('DELETE', '/api/admin/styles/japanese_zen', admin.idToken)).statusCode).toBe(409);
    const bad = await call('POST', '/api/admin/styles', admin.idToken, { name: 'X', description: 'short', base_style: 'nope' });
    expect(bad.statusCode).toBe(400);
  });

  it('stores a re-encoded preview picture for a style', async () => {
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#4a7a3a' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Photographer' } })
      .toBuffer();
    const { payload, headers } = fileForm(photo, 'preview.jpg');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/styles/pacific_prairie/preview',
      payload,
      headers: { ...headers, authorization: `Bearer ${admin.idToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const key = res.json().style.preview as string;
    expect(key).toMatch(/^styles\/pacific_prairie\/preview-[a-z0-9]+\.webp$/);
    const img = await t.app.inject({ method: 'GET', url: `/static/${key}` });
    expect(img.headers['content-type']).toBe('image/webp');
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([800, 600, undefined]);
    const pub = ((await call('GET', '/api/styles')).json().styles as { id: string; preview: string | null }[]).find((s) => s.id === 'pacific_prairie');
    expect(pub?.preview).toBe(key);

    // or drawn by the offline renderer, replacing the uploaded one
    expect((await call('POST', '/api/admin/styles/pacific_prairie/preview/render', user.idToken)).statusCode).toBe(403);
    const drawn = await call('POST', '/api/admin/styles/pacific_prairie/preview/render', admin.idToken);
    expect(drawn.statusCode, drawn.body).toBe(200);
    const drawnKey = drawn.json().style.preview as string;
    expect(drawnKey).not.toBe(key);
    expect((await t.app.inject({ method: 'GET', url: `/static/${key}` })).statusCode).toBe(404);
    const drawnMeta = await sharp((await t.app.inject({ method: 'GET', url: `/static/${drawnKey}` })).rawPayload).metadata();
    expect([drawnMeta.format, drawnMeta.width, drawnMeta.height]).toEqual(['webp', 800, 600]);

    expect((await call('DELETE', '/api/admin/styles/pacific_prairie', admin.idToken)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/static/${drawnKey}` })).statusCode).toBe(404);
  });

  it('serves seeded suggested prompts per area, and lets an admin manage them', async () => {
    const res = await call('GET', '/api/requirements');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { requirements: Record<string, string[]> };
    expect(Object.keys(body.requirements).sort()).toEqual(['backyard', 'front_yard', 'walkway']);
    for (const list of Object.values(body.requirements)) expect(list.length).toBeGreaterThanOrEqual(3);

    const created = await call('POST', '/api/admin/requirements', admin.idToken, { area: 'walkway', text: 'Solar path lights' });
    expect(created.statusCode).toBe(201);
    const id = created.json().requirement.id as string;
    expect((await call('POST', '/api/admin/requirements', admin.idToken, { area: 'walkway', text: 'Solar path lights' })).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/requirements', admin.idToken, { area: 'walkway', text: 'a, b' })).statusCode).toBe(400);
    expect((await call('GET', '/api/requirements')).json().requirements.walkway.at(-1)).toBe('Solar path lights');

    const all = (await call('GET', '/api/admin/requirements', admin.idToken)).json().requirements as { id: string; area: string }[];
    const walkway = all.filter((r) => r.area === 'walkway').map((r) => r.id);
    await call('POST', '/api/admin/requirements/reorder', admin.idToken, { area: 'walkway', ids: [id] });
    expect((await call('GET', '/api/requirements')).json().requirements.walkway[0]).toBe('Solar path lights');
    expect((await call('POST', '/api/admin/requirements/reorder', admin.idToken, { area: 'backyard', ids: [walkway[0]] })).statusCode).toBe(400);

    await call('PATCH', `/api/admin/requirements/${id}`, admin.idToken, { enabled: false });
    expect((await call('GET', '/api/requirements')).json().requirements.walkway).not.toContain('Solar path lights');
    expect((await call('DELETE', `/api/admin/requirements/${id}`, admin.idToken)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/requirements/${id}`, admin.idToken)).statusCode).toBe(404);
  });
});
