import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { answer, type ToolContext } from '../context.ts';
import { followProgress, reporterOf } from '../follow.ts';
import { designResult, resultText, savedRequests } from '../results.ts';
import {
  checkAddressInput,
  checkAddressOutput,
  designResultOutput,
  getDesignInput,
  listDesignsInput,
  listDesignsOutput,
  listStylesOutput,
  startDesignInput,
  type DesignResult,
} from '../schemas.ts';

const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

/** Links to every finished design of a result, for assistants that show resources. */
const designLinks = (result: DesignResult) =>
  result.designs
    .filter((d) => d.resource)
    .map((d) => ({ uri: d.resource!, name: d.title ?? `${d.area} · ${d.style}`, mimeType: 'application/json', description: `${d.area} in ${d.style}` }));

/** Styles, the address check, starting and following a design, and My Designs. */
export function registerDesignTools(server: McpServer, ctx: ToolContext) {
  const { studio } = ctx;

  server.registerTool(
    'list_styles',
    {
      title: 'List design styles',
      description: 'The garden styles a design can be drawn in (ids for start_design).',
      outputSchema: listStylesOutput,
      annotations: READ_ONLY,
    },
    async () => {
      const { styles } = await studio.styles();
      const out = { styles: styles.map(({ id, name, description }) => ({ id, name, description })) };
      return answer(out, out.styles.map((s) => `- ${s.id}: ${s.name} — ${s.description}`).join('\n'));
    },
  );

  server.registerTool(
    'check_address',
    {
      title: 'Check an address',
      description:
        'Where the property is placed: its USDA zone and climate, notes on the site, and whether designs are drawn on an example house or on imagery of the property. Costs nothing.',
      inputSchema: checkAddressInput,
      outputSchema: checkAddressOutput,
      annotations: READ_ONLY,
    },
    async ({ address }) => {
      const site = await studio.site(address);
      const drawnOn =
        site.imagery === 'example_house'
          ? 'Designs are drawn on an example house made for this address (no imagery is configured), not on a photo of the property.'
          : 'Designs are drawn on Street View and satellite imagery of the property.';
      return answer(site, [site.headline, ...site.notes, drawnOn].join('\n'));
    },
  );

  server.registerTool(
    'start_design',
    {
      title: 'Start a design',
      description:
        'Redesigns chosen parts of the yard of an address in up to three styles (the whole request counts as one against the daily limit, however many areas and styles). By default follows the work to the end with progress notifications and answers the designs: pictures, plan, plant list, cost and what could not be included. A design goes on if the connection drops: get_design or list_designs finds it.',
      inputSchema: startDesignInput,
      outputSchema: designResultOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    async ({ address, areas, styles, language, wait }, extra) => {
      const requestId = await studio.startDesign({ address, areas, styles, language });
      const progress =
        wait === false
          ? await studio.progress(requestId)
          : await followProgress(studio, requestId, reporterOf(extra, ctx.stopped), { everyMs: ctx.followEveryMs, maxMs: ctx.followMaxMs });
      const result = designResult(studio, progress, language);
      return answer(result, resultText(result), designLinks(result));
    },
  );

  server.registerTool(
    'get_design',
    {
      title: 'Get a design’s progress and results',
      description: 'Where a design request stands and, for each finished design, its pictures, plan, plant list, cost and what could not be included.',
      inputSchema: getDesignInput,
      outputSchema: designResultOutput,
      annotations: READ_ONLY,
    },
    async ({ request_id, language, wait }, extra) => {
      const progress =
        wait === true
          ? await followProgress(studio, request_id, reporterOf(extra, ctx.stopped), { everyMs: ctx.followEveryMs, maxMs: ctx.followMaxMs })
          : await studio.progress(request_id);
      const result = designResult(studio, progress, language);
      return answer(result, resultText(result), designLinks(result));
    },
  );

  server.registerTool(
    'list_designs',
    {
      title: 'List my designs',
      description: 'The signed-in account’s design requests, newest first.',
      inputSchema: listDesignsInput,
      outputSchema: listDesignsOutput,
      annotations: READ_ONLY,
    },
    async ({ limit, cursor }) => {
      const page = await studio.myDesigns(limit ?? 20, cursor);
      const out = { requests: savedRequests(studio, page.generations), next_cursor: page.next_cursor };
      const lines = out.requests.map((r) => `- ${r.request_id} ${r.created_at} ${r.address || '(a photo)'}: ${r.status}, ${r.designs.length} designs`);
      return answer(out, lines.length ? lines.join('\n') : 'No designs yet.');
    },
  );
}
