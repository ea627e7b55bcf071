import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { AuthEmulator } from '@landscape/core';
import { CLAIM_TOKEN_HEADER, type ProgressResponse } from '@landscape/contract';
import { MODES, multipart, type TestApp } from './fixtures/test-app.ts';
import type { TestUser } from './fixtures/auth-emulator.ts';
import { closeStudio, startStudioWithAccounts } from './fixtures/studio-accounts.ts';

// Sharing a design at /d/:id: only its owner turns sharing on and off; while on, anyone reads the
// design and exactly its three images; its other images and other designs stay private.

const PROJECT = 'demo-landscape-share';
const ADDRESS = '742 Evergreen Terrace, Springfield, OR';

describe.each(MODES)('sharing a design (%s mode)', (mode) => {
  let em: AuthEmulator;
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    const emails = ['alice@example.com', 'bob@example.com'];
    ({
      em,
      t,
      users: [alice, bob],
    } = await startStudioWithAccounts(mode, PROJECT, { env: { DAILY_LIMIT: '20' }, emails }));
  }, 90_000);
  afterAll(() => closeStudio({ t, em }));

  const bearer = (u: TestUser) => ({ authorization: `Bearer ${u.idToken}` });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const share = (method: 'POST' | 'DELETE', id: string, headers: Record<string, string> = {}, ip = '127.0.0.1') =>
    t.app.inject({ method, url: `/api/designs/${id}/share`, headers, remoteAddress: ip });
  let lastClaimToken: string | null = null;
  const generate = async (styles: string[], headers: Record<string, string>, ip = '127.0.0.1', extra: [string, string][] = []) => {
    const form = multipart([['address', ADDRESS], ...styles.map((s): [string, string] => ['style', s]), ['generate_front_yard', 'true'], ...extra]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/design/complete-landscape',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
      remoteAddress: ip,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().request_id as string;
    lastClaimToken = (res.json().claim_token as string | undefined) ?? null;
    let p: ProgressResponse | null = null;
    for (let i = 0; i < 600; i++) {
      p = (
        await get(`/api/design/progress/${id}`, { ...headers, ...(lastClaimToken ? { [CLAIM_TOKEN_HEADER]: lastClaimToken } : {}) })
      ).json() as ProgressResponse;
      if (p.completed + p.failed === p.total) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const images = p!.areas.front_yard!.images;
    expect(images).toHaveLength(styles.length);
    return images;
  };

  it("opens a signed-in owner's shared design and its three images to anyone, and nothing else", async () => {
    const [zen, modern] = await generate(['japanese_zen', 'modern_minimalist'], bearer(alice));
    expect(zen!.id, 'a design carries its id').toMatch(/^[0-9a-f-]{36}$/);
    // its plan drawn in the studio's other languages too (decision 038)
    const plansIn = (d: typeof zen) => ['es', 'zh'].map((l) => d!.design!.translations?.[l as 'es' | 'zh']?.plan_image);
    expect(plansIn(zen).every((k) => typeof k === 'string')).toBe(true);
    const zenKeys = [zen!.image, zen!.original, zen!.plan!, ...(plansIn(zen) as string[])];
    const modernKeys = [modern!.image, modern!.plan!, ...(plansIn(modern) as string[])];

    // not shared yet: private, and the public answer is a readable 404
    const before = await get(`/api/shared/${zen!.id}`);
    expect(before.statusCode).toBe(404);
    expect(before.json().detail).toBe('This design is not shared, or it no longer exists');
    for (const key of zenKeys) expect((await get(`/static/${key}`)).statusCode, key).toBe(404);

    // only the owner may share it: someone else, or a visitor, gets the same 404 as for no design
    for (const headers of [{}, bearer(bob)]) {
      const res = await share('POST', zen!.id!, headers);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().detail).toBe('Design not found');
    }
    expect((await get(`/api/shared/${zen!.id}`)).statusCode).toBe(404);

    const on = await share('POST', zen!.id!, bearer(alice));
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().url).toMatch(new RegExp(`/d/${zen!.id}$`));

    const shared = await get(`/api/shared/${zen!.id}`);
    expect(shared.statusCode, shared.body).toBe(200);
    const body = shared.json();
    expect(body).toMatchObject({
      id: zen!.id,
      image: zen!.image,
      original: zen!.original,
      plan: zen!.plan,
      area: 'front_yard',
      style: 'japanese_zen',
      locale: 'en',
    });
    expect(body.design.plants.length).toBeGreaterThan(0);
    expect(JSON.stringify(body), 'the address stays private').not.toContain('Evergreen');
    for (const key of zenKeys) {
      const res = await get(`/static/${key}`);
      expect(res.statusCode, key).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
    }
    // sharing one design exposes no other: the generation's other design stays its owner's
    for (const key of modernKeys) {
      expect((await get(`/static/${key}`)).statusCode, key).toBe(404);
      expect((await get(`/static/${key}`, bearer(bob))).statusCode, key).toBe(404);
      expect((await get(`/static/${key}`, bearer(alice))).statusCode, key).toBe(200);
    }
    expect((await get(`/api/shared/${modern!.id}`)).statusCode).toBe(404);

    // the page a link preview reads carries the design's tags, without running any script
    const page = await get(`/d/${zen!.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`<meta property="og:title" content="${body.design.title.replace(/&/g, '&#38;')}"`);
    expect(page.body).toMatch(new RegExp(`<meta property="og:image" content="http://[^"]+/api/shared/${zen!.id}/preview.jpg"`));
    const preview = await get(`/api/shared/${zen!.id}/preview.jpg`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(preview.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(page.body.match(/<meta name="description"/g)).toHaveLength(1);

    // bob cannot stop it; alice can, and the images are private again at once
    expect((await share('DELETE', zen!.id!, bearer(bob))).statusCode).toBe(404);
    expect((await get(`/api/shared/${zen!.id}`)).statusCode).toBe(200);
    expect((await share('DELETE', zen!.id!, bearer(alice))).statusCode).toBe(200);
    expect((await get(`/api/shared/${zen!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/shared/${zen!.id}/preview.jpg`)).statusCode).toBe(404);
    for (const key of zenKeys) expect((await get(`/static/${key}`)).statusCode, key).toBe(404);
    const gone = await get(`/d/${zen!.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<meta name="robots" content="noindex"');
    expect(gone.body).not.toContain('og:image');
  }, 120_000);

  it('lets a visitor share and unshare their own design with its claim token, and nobody else (not even from the same address)', async () => {
    const ip = '198.51.100.40';
    const [design] = await generate(['cottage_garden'], {}, ip);
    const token = lastClaimToken!;
    expect(token, 'a visitor is given a claim token').toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const [other] = await generate(['japanese_zen'], {}, ip);
    const otherToken = lastClaimToken!;
    const claim = (tok: string) => ({ 'x-claim-token': tok });
    const missing = '00000000-0000-4000-8000-000000000000';

    // two visitors behind one address: without the design's own token, sharing is refused with the
    // answer of a design that does not exist, whether it exists or not
    for (const [id, headers] of [
      [design!.id!, {}],
      [design!.id!, claim(otherToken)],
      [design!.id!, claim('not-a-token')],
      [design!.id!, { ...bearer(bob), ...claim(otherToken) }],
      [missing, claim(token)],
      [missing, {}],
    ] as const) {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await share(method, id, headers, ip);
        expect(res.statusCode, `${method} ${id} ${JSON.stringify(headers)}`).toBe(404);
        expect(res.json().detail).toBe('Design not found');
      }
    }
    expect((await get(`/api/shared/${design!.id}`)).statusCode).toBe(404);

    // its token shares it, from any address
    expect((await share('POST', design!.id!, claim(token), '203.0.113.9')).statusCode).toBe(200);
    expect((await get(`/api/shared/${design!.id}`)).json().style).toBe('cottage_garden');
    // the other visitor's token cannot stop it
    expect((await share('DELETE', design!.id!, claim(otherToken), ip)).statusCode).toBe(404);
    expect((await get(`/api/shared/${design!.id}`)).statusCode).toBe(200);
    // its own token can, and the page is gone for everyone
    expect((await share('DELETE', design!.id!, claim(token), ip)).statusCode).toBe(200);
    expect((await get(`/api/shared/${design!.id}`)).statusCode).toBe(404);
    expect((await get(`/d/${design!.id}`)).statusCode).toBe(404);
    // the other visitor's own design is theirs to share
    expect((await share('POST', other!.id!, claim(otherToken), ip)).statusCode).toBe(200);
  }, 120_000);

  it("shows nothing of a visitor's generation beside the shared design: no progress, no address, no sibling image", async () => {
    const [design, sibling] = await generate(['cottage_garden', 'japanese_zen'], {}, '198.51.100.60', [['generate_backyard', 'true']]);
    const token = lastClaimToken!;
    expect((await share('POST', design!.id!, { [CLAIM_TOKEN_HEADER]: token })).statusCode).toBe(200);
    const shared = (await get(`/api/shared/${design!.id}`)).json() as { image: string; original: string; plan: string };
    const generationId = shared.image.split('/')[1]!;

    // the generation id read from the shared image's address shows no progress to anyone but its owner
    for (const headers of [{}, { [CLAIM_TOKEN_HEADER]: 'not-the-token' }, bearer(bob)] as Record<string, string>[]) {
      const res = await get(`/api/design/progress/${generationId}`, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
      expect(res.json().detail).toBe('Generation not found');
      expect(res.body).not.toContain('Evergreen');
    }
    // the sibling's images carry their own random names: none can be made from the shared ones
    expect(sibling!.image).not.toContain(design!.id!);
    const guesses = [
      shared.image.replace('cottage_garden', 'japanese_zen'),
      `generations/${generationId}/front_yard/japanese_zen.png`,
      `generations/${generationId}/front_yard/japanese_zen-plan.png`,
      `generations/${generationId}/front_yard/original.png`,
      `generations/${generationId}/backyard/original.png`,
      `generations/${generationId}/backyard/cottage_garden.png`,
      shared.original.replace('front_yard', 'backyard'),
    ];
    for (const key of guesses) {
      expect((await get(`/static/${key}`)).statusCode, key).toBe(404);
      expect((await get(`/download/${key}`)).statusCode, key).toBe(404);
    }
    for (const key of [shared.image, shared.original, shared.plan]) expect((await get(`/static/${key}`)).statusCode, key).toBe(200);

    // the browser that started it still follows its progress with its claim token, address included
    const mine = await get(`/api/design/progress/${generationId}`, { [CLAIM_TOKEN_HEADER]: token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().address).toBe(ADDRESS);
    expect(mine.json().areas.front_yard.images).toHaveLength(2);
  }, 120_000);

  it('takes the claim token back once the design is saved to an account', async () => {
    const [design] = await generate(['cottage_garden'], {}, '198.51.100.50');
    const token = lastClaimToken!;
    const generationId = design!.image.split('/')[1]!;
    const claimed = await t.app.inject({ method: 'POST', url: '/api/me/claims', headers: bearer(alice), payload: { items: [{ generationId, token }] } });
    expect(claimed.json().claimed).toEqual([generationId]);
    // the account owns it now: the token proves nothing any more
    expect((await share('POST', design!.id!, { 'x-claim-token': token })).statusCode).toBe(404);
    expect((await share('POST', design!.id!, bearer(alice))).statusCode).toBe(200);
  }, 120_000);

  it('answers a readable 404 for ids that are no design', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const res = await get(`/api/shared/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('This design is not shared, or it no longer exists');
      expect((await share('POST', id, bearer(alice))).json().detail).toBe('Design not found');
    }
  });

  it('keeps the design language of a shared design as stored', async () => {
    const [design] = await generate(['japanese_zen'], bearer(alice), '127.0.0.1', [['locale', 'es']]);
    expect((await share('POST', design!.id!, bearer(alice))).statusCode).toBe(200);
    const body = (await get(`/api/shared/${design!.id}`)).json();
    expect(body.locale).toBe('es');
    expect(body.design.title).toBe(design!.design!.title);
  }, 120_000);
});
