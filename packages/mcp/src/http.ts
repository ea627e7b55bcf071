import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createStudioMcpServer } from './server.ts';
import type { ToolContext } from './context.ts';

/**
 * Answers one MCP request over streamable HTTP, statelessly: a server and a transport for this request alone
 * (every request carries its own access token, so nothing is kept between them). A tool call that reports
 * progress answers as a server-sent event stream: its progress notifications, then its result. When the
 * assistant's connection closes, the tool stops following; what it started goes on in the studio.
 */
export async function answerMcpRequest(ctx: Omit<ToolContext, 'stopped'>, req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> {
  const stopped = new AbortController();
  const server = createStudioMcpServer({ ...ctx, stopped: stopped.signal });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    stopped.abort();
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, body);
}
