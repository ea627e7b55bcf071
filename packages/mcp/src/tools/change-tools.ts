import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import { answer, type ToolContext } from '../context.ts';
import { reporterOf, whileWaiting } from '../follow.ts';
import { regionMask, type Region } from '../region-mask.ts';
import { designResult, packResourceUri, resultText } from '../results.ts';
import { StudioError, type StudioClient } from '../studio-client.ts';
import { budgetPhasesInput, budgetPhasesOutput, changeDesignInput, changeDesignOutput, packInput, packOutput } from '../schemas.ts';

const WRITES = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false } as const;

/** The stored picture of one of the caller's designs (My Designs, newest first): the size a region's mask is drawn at. */
async function pictureOf(studio: StudioClient, designId: string): Promise<Buffer> {
  let cursor: string | undefined;
  for (let page = 0; page < 10; page++) {
    const list = await studio.myDesigns(50, cursor);
    const found = list.generations.flatMap((g) => g.images).find((img) => img.id === designId);
    if (found) return (await studio.file(found.image)).data;
    if (!list.next_cursor) break;
    cursor = list.next_cursor;
  }
  throw new StudioError(404, 'Design not found');
}

async function maskFor(studio: StudioClient, designId: string, region: Region | undefined): Promise<Buffer | null> {
  return region ? regionMask(await pictureOf(studio, designId), region) : null;
}

/** Change one thing, a budget in phases, and the landscaper's pack: each of a finished design the caller owns. */
export function registerChangeTools(server: McpServer, ctx: ToolContext) {
  const { studio } = ctx;

  server.registerTool(
    'change_design',
    {
      title: 'Change one thing',
      description:
        'Makes a new design from a finished one with one change ("replace the lawn with gravel"), optionally only inside a region of the picture. Counts as one request of the daily limit, given back when nothing could be changed.',
      inputSchema: changeDesignInput,
      outputSchema: changeDesignOutput,
      annotations: WRITES,
    },
    async ({ design_id, instruction, region, language }, extra) => {
      const reporter = reporterOf(extra, ctx.stopped);
      const mask = await maskFor(studio, design_id, region);
      const edited = await whileWaiting(reporter, 'Drawing the change', studio.edit(design_id, instruction, mask, language));
      const newId = edited.data?.design_id;
      const result = edited.generation_id ? designResult(studio, await studio.progress(edited.generation_id), language) : null;
      const design = result?.designs.find((d) => d.id === newId) ?? result?.designs[0];
      if (!design || !newId) throw new StudioError(502, edited.detail ?? 'The change could not be drawn.');
      const out = { ...design, request_id: edited.generation_id, edited_from: edited.edited_from, not_changed: edited.not_changed ?? [] };
      const text = [resultText(result!), ...out.not_changed.map((n) => `Not changed: ${n}`)].join('\n');
      return answer(out, text, design.resource ? [{ uri: design.resource, name: design.title ?? 'Changed design', mimeType: 'application/json' }] : []);
    },
  );

  server.registerTool(
    'budget_phases',
    {
      title: 'Budget in phases',
      description:
        'Splits a finished design in build order into phases that each fit the budget, with the yard drawn after each phase. Its pictures count as one request of the daily limit; the same budget again answers the kept phases.',
      inputSchema: budgetPhasesInput,
      outputSchema: budgetPhasesOutput,
      annotations: { ...WRITES, idempotentHint: true },
    },
    async ({ design_id, budget }, extra) => {
      const set = await whileWaiting(reporterOf(extra, ctx.stopped), 'Drawing the yard after each phase', studio.phases(design_id, budget));
      const phases = set.phases.map(({ translations: _other, image, plan, ...p }) => ({
        ...p,
        image_url: image ? studio.fileUrl(image) : null,
        plan_url: plan ? studio.fileUrl(plan) : null,
      }));
      const out = { design_id: set.design_id, budget: set.budget, currency: set.currency, phases };
      const lines = phases.map(
        (p) => `- ${p.title}: ${p.cost.currency} ${p.cost.low}–${p.cost.high}; ${[...p.features, ...p.materials].join(', ')}; picture ${p.image_url ?? 'none'}`,
      );
      return answer(out, [`${phases.length} phases within ${set.currency} ${set.budget} each:`, ...lines].join('\n'));
    },
  );

  server.registerTool(
    'landscaper_pack',
    {
      title: 'The landscaper’s pack',
      description:
        'A PDF of a finished design for a landscaper: picture, scaled plan, plant list with quantities, materials and cost; with a budget, its phases too.',
      inputSchema: packInput,
      outputSchema: packOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ design_id, budget }, extra) => {
      const pdf = await whileWaiting(reporterOf(extra, ctx.stopped), 'Making the pack', studio.pack(design_id, budget));
      const out = { design_id, url: studio.packUrl(design_id, budget), resource: packResourceUri(design_id, budget), bytes: pdf.length };
      const text = `The landscaper’s pack (PDF, ${Math.round(pdf.length / 1024)} KB): ${out.url} — it opens with this access token, or for anyone while the design is shared; also readable here as ${out.resource}.`;
      return answer(out, text, [{ uri: out.resource, name: `Landscaper’s pack ${design_id.slice(0, 8)}`, mimeType: 'application/pdf' }]);
    },
  );
}

/** The pack as a resource: the PDF itself, read through the connection. */
export async function readPack(studio: StudioClient, uri: URL, designId: string, budget?: number): Promise<ReadResourceResult> {
  const pdf = await studio.pack(designId, budget);
  return { contents: [{ uri: uri.href, mimeType: 'application/pdf', blob: pdf.toString('base64') }] };
}
