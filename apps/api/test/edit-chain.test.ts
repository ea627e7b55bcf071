import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthEmulator, type AuthEmulator } from '@landscape/core';
import { CLAIM_TOKEN_HEADER, editChainResponseSchema } from '@landscape/contract';
import { MODES, multipart, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { signUp, type TestUser } from './fixtures/auth-emulator.ts';

// Change just this, after a reload (product §10): GET /api/designs/{id}/edits gives the studio a design's
// edit chain back — the design, then each edit up to the newest — for its owner (an account) and for the
// visitor holding the design's claim token; nobody else learns it exists.

const PROJECT = 'demo-landscape-edit-chain';
const ADDRESS = '12 Elm Street, Portland, OR';

describe.each(MODES)('an edit chain after a reload (%s mode)', (mode) => {
  let em: AuthEmulator;
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    em = await startAuthEmulator({ projectId: PROJECT });
    t = await startTestApp(mode, { AUTH: 'emulator', FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: em.host, DAILY_LIMIT: '20' });
    alice = await signUp(em, 'alice@example.com', { studio: t });
    bob = await signUp(em, 'bob@example.com', { studio: t });
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await em?.stop();
  });

  type Who = Record<string, string>;
  const bearer = (u: TestUser): Who => ({ authorization: `Bearer ${u.idToken}` });
  const claim = (token: string): Who => ({ [CLAIM_TOKEN_HEADER]: token });

  const generate = async (who: Who) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate',
      payload: { address: ADDRESS, area: 'front_yard', style: 'cottage_garden' },
      headers: who,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { design_id: string }; claim_token?: string };
    return { id: body.data.design_id, token: body.claim_token ?? null };
  };
  const edit = async (id: string, instruction: string, who: Who) => {
    const form = multipart([['instruction', instruction]]);
    const res = await t.app.inject({ method: 'POST', url: `/api/designs/${id}/edit`, payload: form.payload, headers: { ...form.headers, ...who } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { design_id: string }; claim_token?: string; generation_id: string };
    return { id: body.data.design_id, token: body.claim_token ?? null, generation: body.generation_id };
  };
  const chainOf = (id: string, who: Who) => t.app.inject({ method: 'GET', url: `/api/designs/${id}/edits`, headers: who });

  it('gives the owner the design’s edits in order, with their words, and nobody else', async () => {
    const root = await generate(bearer(alice));
    const first = await edit(root.id, 'replace the lawn with gravel', bearer(alice));
    const second = await edit(first.id, 'add a bird bath', bearer(alice));

    const res = await chainOf(root.id, bearer(alice));
    expect(res.statusCode, res.body).toBe(200);
    const chain = editChainResponseSchema.parse(res.json());
    expect(chain.design_id).toBe(root.id);
    expect(chain.edits.map((e) => e.id)).toEqual([first.id, second.id]);
    expect(chain.edits.map((e) => e.edited_from)).toEqual([root.id, first.id]);
    expect(chain.edits.map((e) => e.instruction)).toEqual(['replace the lawn with gravel', 'add a bird bath']);
    expect(chain.edits[1]!.generation_id).toBe(second.generation);
    expect(chain.edits[1]!.image).toContain(`generations/${second.generation}/`);
    // from the middle of the chain: the edits after it
    const fromFirst = editChainResponseSchema.parse((await chainOf(first.id, bearer(alice))).json());
    expect(fromFirst.edits.map((e) => e.id)).toEqual([second.id]);
    // the newest edit has none after it
    expect(editChainResponseSchema.parse((await chainOf(second.id, bearer(alice))).json()).edits).toEqual([]);

    // someone else, signed in or not, and a name that is no design: not found, said plainly
    for (const who of [bearer(bob), {}]) {
      const other = await chainOf(root.id, who);
      expect(other.statusCode, other.body).toBe(404);
      expect(other.json().detail).toMatch(/not found/i);
    }
    expect((await chainOf('not-a-design', bearer(alice))).statusCode).toBe(404);
  }, 240_000);

  it('follows the newest branch after an undo, and gives a visitor’s chain to the holder of its claim token', async () => {
    const root = await generate({});
    expect(root.token).toBeTruthy();
    const first = await edit(root.id, 'replace the lawn with gravel', claim(root.token!));
    expect(first.token).toBeTruthy();
    const dropped = await edit(first.id, 'add a bird bath', claim(first.token!));
    // undone back to edit 1, and another edit made from it: the chain goes to the newest
    const second = await edit(first.id, 'add a bird bath', claim(first.token!));

    const res = await chainOf(root.id, claim(root.token!));
    expect(res.statusCode, res.body).toBe(200);
    const chain = editChainResponseSchema.parse(res.json());
    expect(chain.edits.map((e) => e.id)).toEqual([first.id, second.id]);
    expect(chain.edits.map((e) => e.id)).not.toContain(dropped.id);

    // without the token, with another design's token, or signed in as someone else: not found
    for (const who of [{}, claim(first.token!), bearer(bob)]) {
      expect((await chainOf(root.id, who)).statusCode).toBe(404);
    }
    // an account's edits of a visitor's design (signed in with its token) are the account's, not in the visitor's chain
    const hers = await edit(second.id, 'add a bird bath', { ...claim(second.token!), ...bearer(alice) });
    const after = editChainResponseSchema.parse((await chainOf(root.id, claim(root.token!))).json());
    expect(after.edits.map((e) => e.id)).not.toContain(hers.id);
    expect(after.edits.map((e) => e.id)).toEqual([first.id, second.id]);
  }, 240_000);
});
