// One AI assistant's session with the studio's MCP server, printed as a transcript (each tool call and its
// answer, shortened) with the time from "start a design" to its results: `pnpm bench:mcp [--stdio]`. The
// built studio in embedded mode (no keys), an account signed up through its own sign-in, an access token made
// with the API, then the SDK's own client over streamable HTTP at /mcp (or, with --stdio, `pnpm mcp`).
// Never part of `pnpm test` (apps/api/test/mcp.test.ts checks the same session's behaviour).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolResultSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { buildIfNeeded, ROOT, startApp } from './lib/app-server.ts';

const stdio = process.argv.includes('--stdio');
const ADDRESS = '12 Elm Street, Portland, OR';

/** An account on the studio's embedded sign-in, through the studio's own origin (as the studio's page signs up). */
async function signUp(url: string): Promise<string> {
  const body = JSON.stringify({ email: `assistant-${Date.now()}@example.com`, password: 'correct-horse-battery', returnSecureToken: true });
  const res = await fetch(`${url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=emulator-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const json = (await res.json()) as { idToken?: string };
  if (!res.ok || !json.idToken) throw new Error(`sign-up: ${JSON.stringify(json)}`);
  return json.idToken;
}

async function accessToken(url: string, idToken: string): Promise<string> {
  const res = await fetch(`${url}/api/me/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ name: 'bench assistant' }),
  });
  if (res.status !== 201) throw new Error(`token: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { secret: string }).secret;
}

const short = (text: string, max = 420) => (text.length > max ? `${text.slice(0, max)} …` : text);

/** Calls a tool and prints the call, its progress notifications and its answer, shortened. */
async function call(client: Client, name: string, args: Record<string, unknown>): Promise<{ result: CallToolResult; ms: number }> {
  console.log(`\n→ ${name} ${JSON.stringify(args)}`);
  const t0 = performance.now();
  const result = (await client.callTool({ name, arguments: args }, CallToolResultSchema, {
    onprogress: (p) => console.log(`  · progress ${p.progress}/${p.total ?? '?'} ${p.message ?? ''}`),
    resetTimeoutOnProgress: true,
    timeout: 120_000,
  })) as CallToolResult;
  const ms = performance.now() - t0;
  const text = result.content.map((c) => (c.type === 'text' ? c.text : c.type === 'resource_link' ? `[link ${c.uri}]` : `[${c.type}]`)).join('\n');
  console.log(`← ${result.isError ? 'TOOL ERROR ' : ''}(${Math.round(ms)} ms)\n${short(text).replace(/^/gm, '  ')}`);
  return { result, ms };
}

buildIfNeeded();
const server = await startApp({ RENDER_PRIORITY: 'normal' });
const client = new Client({ name: 'bench-assistant', version: '1.0.0' });
try {
  const token = await accessToken(server.url, await signUp(server.url));
  const transport = stdio
    ? new StdioClientTransport({
        command: process.execPath,
        args: ['--import', 'tsx', 'packages/mcp/src/stdio.ts'],
        cwd: ROOT,
        env: { ...(process.env as Record<string, string>), LANDSCAPE_STUDIO_URL: server.url, LANDSCAPE_STUDIO_TOKEN: token },
        stderr: 'ignore',
      })
    : new StreamableHTTPClientTransport(new URL('/mcp', server.url), { requestInit: { headers: { authorization: `Bearer ${token}` } } });
  await client.connect(transport);
  console.log(`MCP session over ${stdio ? 'stdio (pnpm mcp)' : `streamable HTTP at ${server.url}/mcp`}`);
  console.log(`tools: ${(await client.listTools()).tools.map((t) => t.name).join(', ')}`);
  await call(client, 'list_styles', {});
  await call(client, 'check_address', { address: ADDRESS });
  const started = await call(client, 'start_design', {
    address: ADDRESS,
    areas: [{ area: 'front_yard', wishes: 'a fire pit, low maintenance' }],
    styles: ['cottage_garden', 'modern_minimalist'],
  });
  const result = started.result.structuredContent as { request_id: string; designs: { id: string; cost: { high: number }; resource: string }[] };
  const design = result.designs[0]!;
  await call(client, 'get_design', { request_id: result.request_id });
  const read = await client.readResource({ uri: design.resource });
  console.log(`\n→ resources/read ${design.resource}\n← ${read.contents.map((c) => `${c.uri.split('/').at(-1)} ${c.mimeType}`).join(', ')}`);
  await call(client, 'change_design', { design_id: design.id, instruction: 'replace the lawn with gravel' });
  const tiny = await call(client, 'budget_phases', { design_id: design.id, budget: 50 });
  const least = Number(/Try \$([\d,]+)/.exec(String((tiny.result.content[0] as { text: string }).text))?.[1]?.replace(/,/g, '') ?? 0);
  await call(client, 'budget_phases', { design_id: design.id, budget: Math.max(least, Math.ceil(design.cost.high / 2.5)) });
  await call(client, 'landscaper_pack', { design_id: design.id });
  await call(client, 'list_designs', { limit: 2 });
  await call(client, 'start_design', { address: 'asdf', areas: [{ area: 'front_yard' }], styles: ['cottage_garden'] });
  console.log(`\nstart_design → results (1 area × 2 styles, offline renderer): ${(started.ms / 1000).toFixed(1)} s`);
} finally {
  await client.close().catch(() => {});
  await server.stop();
}
