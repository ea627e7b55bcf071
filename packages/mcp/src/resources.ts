import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import type { ToolContext } from './context.ts';
import { describeImage, savedRequests } from './results.ts';
import { StudioError, type StudioClient } from './studio-client.ts';
import { readPack } from './tools/change-tools.ts';

const one = (v: string | string[] | undefined) => decodeURIComponent(Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

/**
 * A finished design as the assistant shows it: its summary as JSON (what it holds, its cost, its pictures'
 * addresses) and its pictures themselves (the redesign, the plan and the "before"), read as its owner.
 */
async function readDesign(studio: StudioClient, uri: URL, requestId: string, designId: string): Promise<ReadResourceResult> {
  const progress = await studio.progress(requestId);
  for (const [area, state] of Object.entries(progress.areas)) {
    const img = state?.images.find((i) => i.id === designId);
    if (!img) continue;
    const summary = {
      request_id: requestId,
      area,
      style: img.style,
      style_label: img.style_label,
      address: progress.address,
      ...describeImage(studio, requestId, img),
    };
    const pictures: [string, string | null | undefined][] = [
      ['image', img.image],
      ['plan', img.plan],
      ['before', img.original],
    ];
    const files = await Promise.all(pictures.filter((p): p is [string, string] => !!p[1]).map(async ([name, key]) => ({ name, ...(await studio.file(key)) })));
    return {
      contents: [
        { uri: uri.href, mimeType: 'application/json', text: JSON.stringify(summary, null, 2) },
        ...files.map((f) => ({ uri: `${uri.href}/${f.name}`, mimeType: f.type, blob: f.data.toString('base64') })),
      ],
    };
  }
  throw new StudioError(404, 'Design not found');
}

/** landscape://design/{request_id}/{design_id} (listed: the newest finished designs) and landscape://pack/{design_id}. */
export function registerResources(server: McpServer, ctx: ToolContext) {
  const { studio } = ctx;
  const designs = new ResourceTemplate('landscape://design/{request_id}/{design_id}', {
    list: async () => {
      const page = await studio.myDesigns(20);
      const resources = savedRequests(studio, page.generations).flatMap((r) =>
        r.designs
          .filter((d) => d.resource)
          .map((d) => ({
            uri: d.resource!,
            name: d.title ?? `${d.area} · ${d.style}`,
            description: `${r.address || 'A photo'} — ${d.area} in ${d.style}`,
            mimeType: 'application/json',
          })),
      );
      return { resources };
    },
  });
  server.registerResource(
    'design',
    designs,
    {
      title: 'A finished design',
      description: 'Its summary as JSON, then its pictures: the redesign, the plan and the “before”.',
      mimeType: 'application/json',
    },
    (uri, vars) => readDesign(studio, uri, one(vars.request_id), one(vars.design_id)),
  );
  server.registerResource(
    'landscaper-pack',
    new ResourceTemplate('landscape://pack/{design_id}', { list: undefined }),
    { title: 'The landscaper’s pack', description: 'A finished design as a PDF for a landscaper.', mimeType: 'application/pdf' },
    (uri, vars) => readPack(studio, uri, one(vars.design_id)),
  );
  server.registerResource(
    'landscaper-pack-phases',
    new ResourceTemplate('landscape://pack/{design_id}/phases/{budget}', { list: undefined }),
    { title: 'The landscaper’s pack with phases', description: 'A finished design as a PDF, with its phases within the budget.', mimeType: 'application/pdf' },
    (uri, vars) => readPack(studio, uri, one(vars.design_id), Number(one(vars.budget))),
  );
}
