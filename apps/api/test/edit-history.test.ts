import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthEmulator, type AuthEmulator } from '@landscape/core';
import { myGenerationsResponseSchema } from '@landscape/contract';
import { MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { signUp, type TestUser } from './fixtures/auth-emulator.ts';

// Change just this, history (product §10): each edit is a design of its own linked to the one it was
// made from, and My Designs says which (`edited_from`), so the studio can show an edit chain together.

const PROJECT = 'demo-landscape-edit-history';
const ADDRESS = '12 Elm Street, Portland, OR';

describe.each(MODES)('an edit chain in My Designs (%s mode)', (mode) => {
  let em: AuthEmulator;
  let t: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    em = await startAuthEmulator({ projectId: PROJECT });
    t = await startTestApp(mode, { AUTH: 'emulator', FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: em.host, DAILY_LIMIT: '10' });
    alice = await signUp(em, 'alice@example.com', { studio: t });
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await em?.stop();
  });

  const auth = () => ({ authorization: `Bearer ${alice.idToken}` });
  const edit = async (id: string, instruction: string) => {
    const form = multipart([['instruction', instruction]]);
    const res = await t.app.inject({ method: 'POST', url: `/api/designs/${id}/edit`, payload: form.payload, headers: { ...form.headers, ...auth() } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { design_id: string }; edited_from: string };
  };

  it('lists each edit with the design it was made from, and a design made from scratch without one', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      payload: { address: ADDRESS, area: 'front_yard', style: 'cottage_garden' },
      headers: auth(),
    });
    expect(made.statusCode, made.body).toBe(200);
    const root = made.json().data.design_id as string;
    const first = await edit(root, 'replace the lawn with gravel');
    expect(first.edited_from).toBe(root);
    const second = await edit(first.data.design_id, 'add a bird bath');
    expect(second.edited_from).toBe(first.data.design_id);

    const res = await t.app.inject({ method: 'GET', url: '/api/me/generations', headers: auth() });
    expect(res.statusCode, res.body).toBe(200);
    const images = myGenerationsResponseSchema.parse(res.json()).generations.flatMap((g) => g.images);
    const byId = new Map(images.map((i) => [i.id, i]));
    expect(byId.get(root)?.edited_from).toBeUndefined();
    expect(byId.get(first.data.design_id)?.edited_from).toBe(root);
    expect(byId.get(second.data.design_id)?.edited_from).toBe(first.data.design_id);
  }, 180_000);
});
