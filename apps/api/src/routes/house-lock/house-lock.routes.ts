import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from '@landscape/core';
import { errorResponseSchema, houseMaskResponseSchema } from '@landscape/contract';
import { checkedImage } from '../../services/read-upload.ts';
import { readUpload } from '../../services/multipart-fields.ts';

/** Longest side of the photo sent back for the brush: enough for a phone or a laptop screen. */
const PREVIEW_SIDE = 1024;

/**
 * House-Lock in the studio (docs/decisions/013-house-lock.md): a homeowner who added a photo sees what
 * will be kept before generating, and may correct it with a brush. The photo is checked and re-encoded
 * like every upload; the mask is the one a render would compute (the image model's segmentation when
 * one is configured, else the pixel method on the render pool's worker threads: the API's event loop
 * never does the pixel work); the photo is decoded and the preview encoded there too. Nothing is stored.
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
      const [mask, preview] = await Promise.all([
        app.runtime.designs.maskPreview
          .keepMask({ data: photo.data, contentType: photo.contentType }, AbortSignal.timeout(60_000), request.log as unknown as Logger)
          .then((m) => m.mask),
        app.runtime.pool.run('jpeg', { image: photo.data, maxSide: PREVIEW_SIDE, quality: 82 }),
      ]);
      request.log.info({ width: photo.width, height: photo.height, source: photo.sourceType }, 'photo keep mask computed');
      return {
        width: photo.width,
        height: photo.height,
        photo: `data:image/jpeg;base64,${preview.toString('base64')}`,
        mask: `data:image/png;base64,${mask.toString('base64')}`,
      };
    },
  );
};
