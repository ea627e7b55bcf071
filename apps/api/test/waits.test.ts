import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthEmulator, type AuthEmulator } from '@landscape/core';
import { MODES, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { signUp, type TestUser } from './fixtures/auth-emulator.ts';

// A caller that waits for its design (a single design, a redesigned tour) and does not get it within
// GENERATE_WAIT_MS is answered 504: the design goes on and appears in My Designs. The status comes from
// the reason core gives (timeout), never from the wording of the message.

const PROJECT = 'demo-landscape-waits';
const ADDRESS = '12 Slow Lane, Eugene, OR 97401';

describe.each(MODES)('a design not ready within GENERATE_WAIT_MS (%s mode)', (mode) => {
  let em: AuthEmulator;
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    em = await startAuthEmulator({ projectId: PROJECT });
    // every image takes 3 s; callers wait 1 s
    t = await startTestApp(mode, {
      AUTH: 'emulator',
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: em.host,
      IMAGE_MODEL: 'fake',
      FAKE_MODEL_DRAW: 'false',
      FAKE_MODEL_LATENCY_MS: '3000',
      GENERATE_WAIT_MS: '1000',
      DAILY_LIMIT: '20',
    });
    user = await signUp(em, 'waiter@example.com', { studio: t });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await em?.stop();
  });

  const bearer = () => ({ authorization: `Bearer ${user.idToken}` });

  it('answers a redesigned tour past the wait with 504 and a readable detail', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/panorama', payload: { address: ADDRESS, style: 'cottage_garden' }, headers: bearer() });
    expect(res.statusCode, res.body).toBe(504);
    expect(res.json()).toEqual({ success: false, error: 'Generation timed out', detail: 'Generation timed out' });
  }, 60_000);

  it('answers a single design past the wait with 504, naming the generation it goes on in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      payload: { address: ADDRESS, area: 'front_yard', style: 'japanese_zen' },
      headers: bearer(),
    });
    expect(res.statusCode, res.body).toBe(504);
    const body = res.json();
    expect(body).toMatchObject({ success: false, detail: 'Generation timed out', style: 'japanese_zen' });
    expect(body.generation_id).toMatch(/^[0-9a-f-]{36}$/);
    // it goes on: the account's progress shows it finished a little later
    const progress = await t.waitForProgress(body.generation_id, 60_000, bearer());
    expect(progress.completed).toBe(1);
  }, 90_000);
});
