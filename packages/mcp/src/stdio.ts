import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createStudioMcpServer } from './server.ts';
import { readSettings } from './stdio-config.ts';
import { StudioClient } from './studio-client.ts';

// `pnpm mcp`: the studio's MCP server over stdio, for desktop assistants. It calls a running studio over HTTP
// (LANDSCAPE_STUDIO_URL, http://localhost:8080 by default) as the account whose access token is in
// LANDSCAPE_STUDIO_TOKEN (made in the studio's account menu, "AI assistants"). Standard output carries the
// protocol only: everything said to people goes to standard error.

const settings = readSettings();
if ('problems' in settings) {
  process.stderr.write(`${settings.problems}\n`);
  process.exit(2);
}
const server = createStudioMcpServer({ studio: new StudioClient(settings.url, settings.token) });
await server.connect(new StdioServerTransport());
process.stderr.write(`Landscape Studio MCP server on stdio, calling ${settings.url}\n`);
