import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { StudioClient, answerMcpRequest } from '@landscape/mcp';
import { AccessTokens, AuthError } from '@landscape/core';
import { HttpError } from '../../plugins/errors.ts';
import { injectFetch } from './inject-fetch.ts';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
/** RFC 9728 §3.1: the metadata of the resource at /mcp is at /.well-known/oauth-protected-resource/mcp. */
const metadataUrl = (request: FastifyRequest) => `${originOf(request)}/.well-known/oauth-protected-resource/mcp`;

/** A 401 as MCP's authorization asks: WWW-Authenticate names the protected resource's metadata. */
function unauthorized(request: FastifyRequest, detail: string, error?: 'invalid_token'): HttpError {
  // a header holds printable ASCII only: the detail's typographic apostrophes become plain ones
  const description = detail
    .replace(/[‘’]/g, "'")
    .replace(/"/g, "'")
    .replace(/[^\x20-\x7e]/g, '');
  const params = [...(error ? [`error="${error}"`, `error_description="${description}"`] : []), `resource_metadata="${metadataUrl(request)}"`];
  return new HttpError(401, detail, { 'WWW-Authenticate': `Bearer ${params.join(', ')}` });
}

/** The access token the request carries, verified: the MCP server runs as its user. */
async function accessTokenOf(request: FastifyRequest): Promise<string> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) throw unauthorized(request, 'Sign in with an access token: make one in the studio’s account menu (AI assistants) and send it as a bearer token.');
  if (!AccessTokens.isAccessToken(match[1]!))
    throw unauthorized(request, 'This is not a studio access token. Make one in the studio’s account menu (AI assistants).', 'invalid_token');
  try {
    await request.server.runtime.accessTokens.verify(match[1]!);
  } catch (err) {
    if (err instanceof AuthError) throw unauthorized(request, err.message, 'invalid_token');
    throw err;
  }
  return match[1]!;
}

/**
 * The studio's MCP server over streamable HTTP (docs/decisions/043-mcp-server-and-access-tokens.md): POST /mcp,
 * stateless, signed in with a personal access token. Its tools call this app's own routes in process with
 * that token, so they answer exactly as the studio does. /.well-known/oauth-protected-resource(/mcp) describes
 * the resource for clients that follow MCP's authorization discovery.
 */
export const mcpRoutes: FastifyPluginAsync = async (app) => {
  const metadata = (request: FastifyRequest) => ({
    resource: `${originOf(request)}/mcp`,
    bearer_methods_supported: ['header'],
    resource_name: 'Landscape Studio',
    resource_documentation: `${originOf(request)}/about`,
  });
  app.get('/.well-known/oauth-protected-resource/mcp', async (request) => metadata(request));
  app.get('/.well-known/oauth-protected-resource', async (request) => metadata(request));

  app.post(
    '/mcp',
    { config: { ownAuthorization: true, rateLimit: { max: 300, timeWindow: '1 minute' }, rateLimitName: 'assistant requests' } },
    async (request, reply) => {
      const token = await accessTokenOf(request);
      const studio = new StudioClient(originOf(request), token, injectFetch(app, request.ip));
      reply.hijack();
      await answerMcpRequest({ studio }, request.raw, reply.raw, request.body);
    },
  );

  // Stateless: no stream to open and no session to end.
  const noStream = async () => {
    throw new HttpError(405, 'This MCP server is stateless: send every message as a POST to /mcp.', { Allow: 'POST' });
  };
  app.get('/mcp', noStream);
  app.delete('/mcp', noStream);
};
