import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, panoramaRequestSchema, panoramaResponseSchema, panoramaSettingsSchema } from '@landscape/contract';
import { ImageModelError, PanoramaError, PanoramaService } from '@landscape/core';
import { requireUser } from '../../plugins/viewer.ts';
import { HttpError } from '../../plugins/errors.ts';
import { enforceDailyLimit } from '../../services/quota.ts';
import { unavailableStyle } from '../../services/styles.ts';

/** The virtual tour (spec §2 /virtual-tour-demo): viewer settings, and a 2:1 panorama of an address with its analysis. */
export const panoramaRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PanoramaService({
    imagery: app.runtime.imagery,
    storage: app.runtime.storage,
    source: app.runtime.config.IMAGERY,
    log: app.runtime.log,
    imageModel: app.runtime.imageModel,
    styles: app.runtime.styles,
  });

  app.get('/api/panorama/settings', { schema: { response: { 200: panoramaSettingsSchema } } }, async () => service.settings());

  app.post(
    '/api/panorama',
    {
      schema: { body: panoramaRequestSchema, response: { 200: panoramaResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema, 502: errorResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, rateLimitName: 'virtual tours' },
    },
    async (request) => {
      requireUser(request);
      const { address, style } = request.body;
      if (style) {
        if (!(await app.runtime.styles.isUsable(style))) throw new HttpError(400, await unavailableStyle(app.runtime.styles, style));
        await enforceDailyLimit(app, request);
      }
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error('timed out')), style ? app.runtime.config.JOB_TIMEOUT_MS : 60_000);
      try {
        const p = await service.build(address, controller.signal, style);
        return { success: true, image: p.key, width: p.width, height: p.height, aspect_ratio: '2:1' as const, source: app.runtime.config.IMAGERY, style: style ?? null, analysis: p.analysis, views: p.views };
      } catch (err) {
        if (err instanceof PanoramaError) throw new HttpError(err.statusCode, err.message);
        if (err instanceof ImageModelError) throw new HttpError(502, err.message);
        request.log.warn({ err }, 'panorama failed');
        throw new HttpError(502, 'Could not fetch street view image for panorama generation');
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
