import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ToolContext } from './context.ts';
import { registerResources } from './resources.ts';
import { registerChangeTools } from './tools/change-tools.ts';
import { registerDesignTools } from './tools/design-tools.ts';

export const SERVER_NAME = 'landscape-studio';

const INSTRUCTIONS = `Landscape Studio redesigns a property's yard from its address.
Typical session: list_styles, check_address, start_design (it follows the work and answers the designs),
then change_design, budget_phases or landscaper_pack with a design's id. Every call runs as the account whose
access token signed in: its designs, its daily limit. A refused call says why in plain words; nothing is
charged for it.`;

/**
 * The studio's MCP server: its tools and resources over a StudioClient (the studio's own HTTP API, as the
 * caller). One per connection over stdio; one per request over stateless streamable HTTP.
 */
export function createStudioMcpServer(ctx: ToolContext, version = '0.1.0'): McpServer {
  const server = new McpServer({ name: SERVER_NAME, title: 'Landscape Studio', version }, { instructions: INSTRUCTIONS });
  registerDesignTools(server, ctx);
  registerChangeTools(server, ctx);
  registerResources(server, ctx);
  return server;
}
