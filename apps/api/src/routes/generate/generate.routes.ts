import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, generateRequestSchema, generateResponseSchema } from '@landscape/contract';
import { unavailableStyle } from '../../services/styles.ts';
import { HttpError } from '../../plugins/errors.ts';
import { requireHouseAddress } from '../../services/address.ts';

/**
 * The single-area, single-style path (product §4, §7). The design is queued like every other render and the
 * answer waits for its job; a caller that hangs up does not cancel a design it has paid for.
 */
export const generateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/generate',
    {
      schema: {
        body: generateRequestSchema,
        response: {
          200: generateResponseSchema,
          400: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
          502: generateResponseSchema,
          504: generateResponseSchema,
        },
      },
    },
    async (request) => {
      const body = request.body;
      requireHouseAddress(body.address);
      if (!(await app.runtime.styles.isUsable(body.style))) throw new HttpError(400, await unavailableStyle(app.runtime.styles, body.style));
      // a design not delivered in time or at all is thrown (DesignNotDeliveredError): 504 or 502 by the error plugin
      return app.runtime.designs.generateOne.generate({
        address: body.address,
        area: body.area,
        style: body.style,
        prompt: body.custom_prompt,
        analysis: body.analysis === true || body.mode === 'analysis',
        userId: request.viewer.userId,
        clientIp: request.ip,
        locale: body.locale,
        run: body.run,
      });
    },
  );
};
