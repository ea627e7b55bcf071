import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_TOKEN_HEADER } from '@landscape/contract';
import { describeOnce, MODES, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { loggedLines } from './fixtures/log-lines.ts';
import { fileForm } from './fixtures/upload-form.ts';

// Notes of the outside probe settled in decision 046: a share link names the studio's configured public
// address, never the Host header a caller sent; an expected refusal (nothing to redesign in a photo) is
// logged as one line without a stack trace.

const PUBLIC_URL = 'https://studio.example.com';
const NO_GROUND = readFileSync(new URL('../../../packages/core/src/pixels/uploads/fixtures/home-no-lawn.jpg', import.meta.url));

describe.each(MODES)('a share link (%s mode)', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(mode, { AUTH: 'none', PUBLIC_URL: `${PUBLIC_URL}/` });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('names the configured public address, not the Host a caller sent, and so do its link-preview tags', async () => {
    const ip = '10.48.0.1';
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      payload: { address: '9 Cedar Court, Bend, OR', area: 'front_yard', style: 'japanese_zen' },
      remoteAddress: ip,
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.design_id as string;
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/designs/${id}/share`,
      headers: { [CLAIM_TOKEN_HEADER]: made.json().claim_token, host: 'evil.example' },
      remoteAddress: ip,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().url).toBe(`${PUBLIC_URL}/d/${id}`);
    const page = await t.app.inject({ method: 'GET', url: `/d/${id}`, headers: { host: 'evil.example' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/d/${id}" />`);
    expect(page.body).toContain(`content="${PUBLIC_URL}/api/shared/${id}/preview.jpg"`);
    expect(page.body).not.toContain('evil.example');
  }, 120_000);
});

describeOnce('an expected refusal in the log', () => {
  let t: TestApp;
  const { log, lines } = loggedLines();
  beforeAll(async () => {
    t = await startTestApp('embedded', { AUTH: 'none' }, { log });
  }, 90_000);
  afterAll(async () => t?.close());

  it('is one line saying why, without a stack trace', async () => {
    const { payload, headers } = fileForm(
      NO_GROUND,
      'IMG_9.JPG',
      [
        ['address', '1 Photo Way, Portland, OR 97201'],
        ['style', 'japanese_zen'],
        ['generate_front_yard', 'true'],
      ],
      'image/jpeg',
      'front_yard_photo',
    );
    lines.length = 0;
    const res = await t.app.inject({ method: 'POST', url: '/api/design/complete-landscape', payload, headers, remoteAddress: '10.48.1.1' });
    expect(res.statusCode, res.body).toBe(200);
    const progress = await t.waitForProgress(res.json(), 90_000);
    expect(progress.areas.front_yard?.status).toBe('failed');
    const refused = lines.filter((l) => l.msg === 'area style refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ level: 30, style: 'japanese_zen', reason: expect.stringMatching(/nothing/i) });
    expect(JSON.stringify(lines)).not.toMatch(/"stack"|NothingToRedesignError/);
  }, 120_000);
});
