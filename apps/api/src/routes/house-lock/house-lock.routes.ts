import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, houseMaskResponseSchema } from '@landscape/contract';
import { checkedImage } from '../../services/read-upload.ts';
import { readUpload } from '../../services/multipart-fields.ts';

/**
 * House-Lock in the studio (docs/decisions/013-house-lock.md): a homeowner who added a photo sees what
 * will be kept before generating, and may correct it with a brush. The photo is checked and re-encoded
 * like every upload (on the render pool's threads); the mask is the one a render would compute (the image
 * model's segmentation when one is configured, else the pixel method), drawn by a `preview-picture` job like
 * every other drawing (a worker in cluster mode). The photo is kept only until the answer is read.
 */
export const houseLockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/house-lock/mask',
    {
      schema: {
        response: { 200: houseMaskResponseSchema, 400: errorResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema, 429: errorResponseSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, rateLimitName: 'photo masks' },
    },
    async (request) => {
      const { file } = await readUpload(request);
      const photo = await checkedImage(app.runtime.pool, file);
      const { mask, shown } = await app.runtime.designs.previews.houseMask({ data: photo.data, contentType: photo.contentType });
      request.log.info({ width: photo.width, height: photo.height, source: photo.sourceType }, 'photo keep mask computed');
      return {
        width: photo.width,
        height: photo.height,
        photo: `data:image/jpeg;base64,${shown.toString('base64')}`,
        mask: `data:image/png;base64,${mask.toString('base64')}`,
      };
    },
  );
};
