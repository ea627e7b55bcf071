import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, generateRequestSchema, generateResponseSchema } from '@landscape/contract';
import type { Logger } from '@landscape/core';
import { unavailableStyle } from '../../services/styles.ts';
import { HttpError } from '../../plugins/errors.ts';
import { requirePlaceableAddress } from '../../services/address.ts';
import { enforceDailyLimit } from '../../services/quota.ts';

/** The single-area, single-style path (spec §4): rendered while the caller waits. */
export const generateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/generate',
    { schema: { body: generateRequestSchema, response: { 200: generateResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema, 502: generateResponseSchema } } },
    async (request, reply) => {
      const body = request.body;
      requirePlaceableAddress(body.address);
      if (!(await app.runtime.styles.isUsable(body.style))) throw new HttpError(400, await unavailableStyle(app.runtime.styles, body.style));
      await enforceDailyLimit(app, request);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error('Generation timed out')), app.runtime.config.JOB_TIMEOUT_MS);
      request.raw.on('close', () => {
        if (!reply.sent && request.raw.destroyed) controller.abort(new Error('request cancelled'));
      });
      try {
        const out = await app.runtime.generation.generateOne({
          address: body.address,
          area: body.area,
          style: body.style,
          prompt: body.custom_prompt,
          analysis: body.analysis === true || body.mode === 'analysis',
          userId: request.viewer.userId,
          clientIp: request.ip,
          signal: controller.signal,
          log: request.log as unknown as Logger,
        });
        return reply.status(out.success ? 200 : 502).send(out);
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
