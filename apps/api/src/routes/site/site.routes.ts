import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, siteCheckQuerySchema, siteCheckResponseSchema } from '@landscape/contract';
import { requirePlaceableAddress } from '../../services/address.ts';

/** The studio's address check: where the property is and its climate, or why it cannot be placed. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site',
    {
      schema: { querystring: siteCheckQuerySchema, response: { 200: siteCheckResponseSchema, 400: errorResponseSchema } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const check = requirePlaceableAddress(request.query.address);
      return {
        headline: check.headline,
        place: check.located?.place.label ?? null,
        zone: check.located?.zone?.code ?? null,
        climate_known: check.located !== null,
        notes: check.notes.map((n) => n.text),
        imagery: app.runtime.config.IMAGERY === 'google' ? ('street_view' as const) : ('example_house' as const),
      };
    },
  );
};
