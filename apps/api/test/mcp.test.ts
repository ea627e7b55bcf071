import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { FirebaseAuth, startAuthEmulator, type AuthEmulator } from '@landscape/core';
import { MODES, startTestApp, type TestApp } from './fixtures/test-app.ts';
import { signUp } from './fixtures/auth-emulator.ts';
import { call, connect, ok, type Transport } from './fixtures/mcp-clients.ts';

// An AI assistant designs through the studio's MCP server (issue 53), driven by the SDK's own client over both
// transports: streamable HTTP at /mcp on the studio's origin, and stdio through `pnpm mcp` calling the studio
// over HTTP. Each signs in with a personal access token made in the studio. One session per transport: the
// tools, a 1-area 2-style design followed by its progress notifications to the end, its results and plan, one
// change, phases and the landscaper's pack; another account's token reads nothing of it; a bad address is a
// tool error with the API's own words and charges nothing.

const PROJECT = 'demo-landscape-mcp';
const ADDRESS = '12 Elm Street, Portland, OR';
const TOOLS = ['budget_phases', 'change_design', 'check_address', 'get_design', 'landscaper_pack', 'list_designs', 'list_styles', 'start_design'];

interface DesignOut {
  id: string;
  area: string;
  style: string;
  status: string;
  resource: string;
  image_url: string;
  plan_url: string | null;
  plants: { quantity: number }[];
  cost: { low: number; high: number; currency: string };
  not_included: string[];
  example_house: boolean;
}
interface DesignResult {
  request_id: string;
  status: string;
  total: number;
  completed: number;
  designs: DesignOut[];
}

describe.each(MODES)('designing from an AI assistant over MCP (%s mode)', (mode) => {
  let em: AuthEmulator;
  let t: TestApp;
  let url: string;
  const tokens: Record<'alice' | 'bob', string> = { alice: '', bob: '' };
  const idTokens: Record<'alice' | 'bob', string> = { alice: '', bob: '' };

  beforeAll(async () => {
    em = await startAuthEmulator({ projectId: PROJECT });
    t = await startTestApp(
      mode,
      { AUTH: 'emulator', FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: em.host, DAILY_LIMIT: '20' },
      { auth: new FirebaseAuth({ projectId: PROJECT, emulatorHost: em.host }) },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const who of ['alice', 'bob'] as const) {
      idTokens[who] = (await signUp(em, `${who}@example.com`)).idToken;
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/me/tokens',
        payload: { name: 'My assistant' },
        headers: { authorization: `Bearer ${idTokens[who]}` },
      });
      expect(made.statusCode, made.body).toBe(201);
      tokens[who] = made.json().secret;
    }
  }, 120_000);
  // closing waits for the designs an assistant left running and for the Auth Emulator to stop: a minute or two on
  // the shared, busy machine
  afterAll(async () => {
    await t?.close();
    await em?.stop();
  }, 150_000);

  const usedToday = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/usage', headers: { authorization: `Bearer ${idTokens.alice}` } })).json() as { usage_today: number })
      .usage_today;
  /** A file at an address a tool answered, fetched as an assistant holding the token would. */
  const fetchAs = (href: string, token: string) => fetch(href, { headers: { authorization: `Bearer ${token}` } });

  /** Another account's token reads and changes nothing of a design: the studio's own "not found". */
  const expectNothingFor = async (bob: Client, requestId: string, design: DesignOut) => {
    const spying = await call(bob, 'get_design', { request_id: requestId });
    expect(spying.result.isError).toBe(true);
    expect(spying.text).toMatch(/not found/i);
    expect((await call(bob, 'change_design', { design_id: design.id, instruction: 'add a pond' })).result.isError).toBe(true);
    expect((await call(bob, 'landscaper_pack', { design_id: design.id })).result.isError).toBe(true);
    await expect(bob.readResource({ uri: design.resource })).rejects.toThrow(/not found/i);
    expect(ok<{ requests: unknown[] }>(await call(bob, 'list_designs', {})).requests).toEqual([]);
  };
  /** A bad address: the API's readable refusal as a tool error, and nothing charged. */
  const expectRefusedFree = async (alice: Client, styles: string[]) => {
    const charged = await usedToday();
    const refusedByApi = (await t.app.inject({ method: 'GET', url: '/api/site?address=asdf' })).json().detail as string;
    const bad = await call(alice, 'start_design', { address: 'asdf', areas: [{ area: 'front_yard' }], styles });
    expect(bad.result.isError).toBe(true);
    expect(bad.text).toBe(refusedByApi);
    expect(await usedToday()).toBe(charged);
  };

  const session = async (transport: Transport) => {
    const alice = await connect(transport, url, tokens.alice);
    const bob = await connect(transport, url, tokens.bob);
    try {
      expect((await alice.listTools()).tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
      const styles = ok<{ styles: { id: string }[] }>(await call(alice, 'list_styles', {})).styles.map((s) => s.id);
      const two = ['cottage_garden', 'modern_minimalist'];
      expect(styles).toEqual(expect.arrayContaining(two));
      const site = ok<{ zone: string | null; imagery: string }>(await call(alice, 'check_address', { address: ADDRESS }));
      expect(site).toMatchObject({ zone: expect.stringMatching(/^\d+[ab]$/), imagery: 'example_house' });

      const before = await usedToday();
      const started = Date.now();
      const run = await call(alice, 'start_design', { address: ADDRESS, areas: [{ area: 'front_yard', wishes: 'a fire pit' }], styles: two });
      const seconds = (Date.now() - started) / 1000;
      const result = ok<DesignResult>(run);
      console.log(`[mcp ${mode} ${transport}] start_design → 2 designs in ${seconds.toFixed(1)} s, ${run.progress.length} progress notifications`);
      // followed to the end: progress only grows and its last step is every design finished
      expect(run.progress.length).toBeGreaterThan(0);
      expect(run.progress.map((p) => p.progress)).toEqual([...run.progress.map((p) => p.progress)].sort((a, b) => a - b));
      expect(run.progress.at(-1)).toMatchObject({ progress: 2, total: 2 });
      expect(result).toMatchObject({ status: 'completed', total: 2, completed: 2 });
      expect(result.designs.map((d) => d.style).sort()).toEqual(two);
      // two designs, one request of the daily limit (decision 042)
      expect(await usedToday()).toBe(before + 1);
      for (const d of result.designs) {
        expect(d).toMatchObject({ area: 'front_yard', status: 'completed', example_house: true, not_included: expect.any(Array) });
        expect(d.plants.reduce((n, p) => n + p.quantity, 0)).toBeGreaterThan(0);
        expect(d.cost.high).toBeGreaterThan(d.cost.low);
      }
      const design = result.designs[0]!;
      // the results and the plan: pictures on the studio's origin, the owner's only
      for (const href of [design.image_url, design.plan_url!]) {
        const file = await fetchAs(href, tokens.alice);
        expect(file.status, href).toBe(200);
        expect(file.headers.get('content-type')).toBe('image/png');
        expect((await fetchAs(href, tokens.bob)).status, href).toBe(404);
      }
      expect(ok<DesignResult>(await call(alice, 'get_design', { request_id: result.request_id })).designs).toEqual(result.designs);
      const read = await alice.readResource({ uri: design.resource });
      expect(JSON.parse(String((read.contents[0] as { text: string }).text))).toMatchObject({ id: design.id, plan_url: design.plan_url });
      expect(read.contents.slice(1).map((c) => [c.uri.split('/').at(-1), c.mimeType])).toEqual([
        ['image', 'image/png'],
        ['plan', 'image/png'],
        ['before', 'image/png'],
      ]);

      const changed = ok<DesignOut & { edited_from: string; not_changed: string[] }>(
        await call(alice, 'change_design', {
          design_id: design.id,
          instruction: 'replace the lawn with gravel',
          ...(transport === 'http' ? { region: { x: 0, y: 0.5, width: 1, height: 0.5 } } : {}),
        }),
      );
      expect(changed).toMatchObject({ edited_from: design.id, status: 'completed', not_changed: [] });
      expect(changed.id).not.toBe(design.id);
      expect((await fetchAs(changed.image_url, tokens.alice)).status).toBe(200);

      // a budget too small to plan (under a fifth of the low cost): the studio's own advice, as a tool error
      const tiny = await call(alice, 'budget_phases', { design_id: design.id, budget: 50 });
      expect(tiny.result.isError).toBe(true);
      expect(tiny.text).toMatch(/too many phases/);
      const budget = Math.max(Number(/Try \$([\d,]+)/.exec(tiny.text)![1]!.replace(/,/g, '')), Math.ceil(design.cost.high / 2.5));
      const phases = ok<{ phases: { image_url: string | null; cost: { high: number } }[] }>(
        await call(alice, 'budget_phases', { design_id: design.id, budget }),
      );
      expect(phases.phases.length).toBeGreaterThanOrEqual(2);
      for (const p of phases.phases) expect(p.cost.high).toBeLessThanOrEqual(budget);
      expect((await fetchAs(phases.phases[0]!.image_url!, tokens.alice)).status).toBe(200);

      const pack = ok<{ url: string; bytes: number; resource: string }>(await call(alice, 'landscaper_pack', { design_id: design.id }));
      const pdf = await fetchAs(pack.url, tokens.alice);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      expect(pack.bytes).toBeGreaterThan(10_000);
      const listed = ok<{ requests: { request_id: string }[] }>(await call(alice, 'list_designs', {}));
      expect(listed.requests.map((r) => r.request_id)).toContain(result.request_id);

      await expectNothingFor(bob, result.request_id, design);
      await expectRefusedFree(alice, two);
    } finally {
      await alice.close();
      await bob.close();
    }
  };
  it('runs a whole session over streamable HTTP at /mcp', () => session('http'), 300_000);
  it('runs a whole session over stdio (pnpm mcp)', () => session('stdio'), 300_000);

  it('keeps a design started by an assistant that goes away: it finishes and is listed', async () => {
    const alice = await connect('http', url, tokens.alice);
    // the assistant hangs up as soon as the design is under way
    const started = call(
      alice,
      'start_design',
      { address: ADDRESS, areas: [{ area: 'backyard' }], styles: ['japanese_zen'] },
      { onProgress: () => void alice.close() },
    );
    await expect(started).rejects.toThrow(/closed/i);
    const again = await connect('http', url, tokens.alice);
    try {
      const latest = ok<{ requests: { request_id: string; address: string }[] }>(await call(again, 'list_designs', { limit: 1 })).requests[0]!;
      const followed = ok<DesignResult>(await call(again, 'get_design', { request_id: latest.request_id, wait: true }));
      expect(followed).toMatchObject({ status: 'completed', completed: 1, designs: [{ area: 'backyard', style: 'japanese_zen', status: 'completed' }] });
    } finally {
      await again.close();
    }
  }, 180_000);
});
