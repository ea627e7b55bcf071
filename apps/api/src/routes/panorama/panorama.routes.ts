import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, panoramaRequestSchema, panoramaResponseSchema, panoramaSettingsSchema } from '@landscape/contract';
import { PANORAMA_SETTINGS } from '@landscape/core';
import { requireUser } from '../../plugins/viewer.ts';
import { HttpError } from '../../plugins/errors.ts';
import { unavailableStyle } from '../../services/styles.ts';
import { requireHouseAddress } from '../../services/address.ts';

/** The virtual tour (product §2 /virtual-tour-demo): viewer settings, and a 2:1 panorama of an address with its analysis. */
export const panoramaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/panorama/settings', { schema: { response: { 200: panoramaSettingsSchema } } }, async () => PANORAMA_SETTINGS);

  app.post(
    '/api/panorama',
    {
      schema: {
        body: panoramaRequestSchema,
        response: {
          200: panoramaResponseSchema,
          400: errorResponseSchema,
          422: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
          504: errorResponseSchema,
        },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, rateLimitName: 'virtual tours' },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { address, style, locale } = request.body;
      requireHouseAddress(address);
      if (style && !(await app.runtime.styles.isUsable(style))) throw new HttpError(400, await unavailableStyle(app.runtime.styles, style));
      // redesigned, each of the four views is a design of the daily limit; as it is, nothing is charged
      // a tour not delivered is thrown (DesignNotDeliveredError): 504 past GENERATE_WAIT_MS, else 400 or 502
      const p = await app.runtime.designs.tour.tour({ address, style: style ?? null, userId: viewer.userId, clientIp: request.ip, locale });
      return {
        success: true,
        image: p.key,
        width: p.width,
        height: p.height,
        aspect_ratio: '2:1' as const,
        source: app.runtime.config.IMAGERY,
        style: style ?? null,
        analysis: p.analysis,
        views: p.views,
      };
    },
  );
};
