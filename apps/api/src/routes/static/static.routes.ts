import type { FastifyPluginAsync } from 'fastify';
import { isValidKey } from '@landscape/core';

/** Stored images under /static/{key} (spec §7). Keys are immutable once written, so they cache forever. */
export const staticRoutes: FastifyPluginAsync = async (app) => {
  app.get('/static/*', async (request, reply) => {
    const key = decodeURIComponent((request.params as { '*': string })['*'] ?? '');
    if (!isValidKey(key)) return reply.status(404).send({ success: false, error: 'Not found', detail: 'Image not found' });
    const storage = app.runtime.storage;
    if (app.runtime.config.S3_SIGNED_URLS && storage.signedUrl) {
      if (!(await storage.exists(key))) return reply.status(404).send({ success: false, error: 'Not found', detail: 'Image not found' });
      return reply.header('Cache-Control', 'private, max-age=600').redirect(await storage.signedUrl(key, 900), 302);
    }
    const obj = await storage.get(key);
    if (!obj) return reply.status(404).send({ success: false, error: 'Not found', detail: 'Image not found' });
    return reply
      .header('Content-Type', obj.contentType)
      .header('Content-Length', obj.size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(obj.body);
  });
};
