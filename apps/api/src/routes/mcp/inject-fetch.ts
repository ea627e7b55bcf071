import type { FastifyInstance } from 'fastify';
import type { StudioFetch } from '@landscape/mcp';

/**
 * A `fetch` on this app's own routes, in process (Fastify's inject): the MCP server at /mcp calls the studio's
 * API with it exactly as `pnpm mcp` calls it over the network, from the caller's address (rate limits per IP).
 */
export function injectFetch(app: FastifyInstance, remoteAddress: string): StudioFetch {
  return async (request) => {
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as 'GET' | 'POST' | 'DELETE',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(payload ? { payload } : {}),
      remoteAddress,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304 || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}
