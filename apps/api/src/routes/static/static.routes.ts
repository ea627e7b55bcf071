import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AuthError, mayReadAsset, type AssetReader } from '@landscape/core';
import { stillDrawing } from '../../plugins/errors.ts';
import { DERIVED_IMAGES_PER_MINUTE } from '../../plugins/rate-limit.ts';
import { SESSION_COOKIE } from '../../plugins/viewer.ts';

const VISITOR: AssetReader = { uid: null, admin: false };

/**
 * Who asks for an image: the bearer token's user, else the session cookie the studio keeps for /static
 * (an <img> carries no bearer token). A cookie that no longer verifies reads as a visitor.
 */
async function readerOf(app: FastifyInstance, request: FastifyRequest): Promise<AssetReader> {
  if (request.viewer.uid) return { uid: request.viewer.uid, admin: request.viewer.role === 'admin' };
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return VISITOR;
  try {
    // Revocation is checked where the cookie is made and on every bearer call; images keep to the signature.
    const identity = await app.runtime.auth.verifySession(cookie, { checkRevoked: false });
    return { uid: identity.uid, admin: app.runtime.users.roleFor(identity) === 'admin' };
  } catch (err) {
    if (err instanceof AuthError) return VISITOR;
    throw err;
  }
}

/**
 * Stored images under /static/{key} (product §7). Keys are immutable once written, so public ones cache
 * forever; a signed-in user's images are served to that user (or an admin) only, and never to a
 * shared cache. Someone else gets the same 404 as for a key that does not exist.
 */
export const staticRoutes: FastifyPluginAsync = async (app) => {
  const notFound = { success: false, error: 'Not found', detail: 'Image not found' };
  app.get('/static/*', async (request, reply) => {
    // The router has already decoded the path once; decoding it again turns `%25` into a stray `%`.
    const key = (request.params as { '*': string })['*'] ?? '';
    const ownership = await app.runtime.assetOwners.ownershipOf(key);
    if (!(await mayReadAsset(ownership, () => readerOf(app, request)))) return reply.status(404).send(notFound);
    const cacheControl = ownership.kind === 'public' ? 'public, max-age=31536000, immutable' : 'private, max-age=3600';
    const storage = app.runtime.storage;
    if (app.runtime.config.S3_SIGNED_URLS && storage.signedUrl) {
      if (!(await storage.exists(key))) return reply.status(404).send(notFound);
      return reply.header('Cache-Control', 'private, max-age=600').redirect(await storage.signedUrl(key, 900), 302);
    }
    const obj = await storage.get(key);
    if (!obj) return reply.status(404).send(notFound);
    return reply.header('Content-Type', obj.contentType).header('Content-Length', obj.size).header('Cache-Control', cacheControl).send(obj.body);
  });

  /**
   * A redesign at full resolution for "Download": a design of the offline renderer drawn again at
   * 2048 × 2048, once, and kept (derived-images.ts); other models' renders are the stored image.
   * Readable by exactly whoever may read /static/{key}.
   */
  const drawing = { rateLimit: { max: DERIVED_IMAGES_PER_MINUTE, timeWindow: '1 minute' }, rateLimitName: 'downloads' };
  app.get('/download/*', { config: drawing }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'] ?? '';
    const ownership = await app.runtime.assetOwners.ownershipOf(key);
    if (!(await mayReadAsset(ownership, () => readerOf(app, request)))) return reply.status(404).send(notFound);
    const full = await app.runtime.designs.derived.download(key).catch(stillDrawing);
    if (!full) return reply.status(404).send(notFound);
    return reply
      .header('Content-Type', full.contentType)
      .header('Content-Length', full.size)
      .header('Cache-Control', ownership.kind === 'public' ? 'public, max-age=86400' : 'private, max-age=3600')
      .send(full.body);
  });
};
