import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AREA_IDS, errorResponseSchema, siteCheckQuerySchema, siteCheckResponseSchema } from '@landscape/contract';
import { HttpError } from '../../plugins/errors.ts';
import { requireHouseAddress, requirePlaceableAddress } from '../../services/address.ts';

const sitePictureQuerySchema = siteCheckQuerySchema.extend({ area: z.enum(AREA_IDS).default('front_yard') });

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
        dwelling: check.dwelling.kind,
        unit: check.dwelling.kind === 'unit' ? check.dwelling.unit : check.dwelling.kind === 'building' ? check.dwelling.name : null,
      };
    },
  );

  /**
   * The picture a design of the address is drawn on, shown before its first design to ask "Is this your home?"
   * (decision 047): the house drawn for the address offline, Street View or satellite with IMAGERY=google. It is
   * the imagery a design fetches, made by a `preview-picture` job as every drawing is (a worker in cluster mode),
   * kept only until it is answered, and charged nothing. A home in a building has no house to show: 422 with the
   * honest answer.
   */
  app.get(
    '/api/site/picture',
    {
      schema: { querystring: sitePictureQuerySchema },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { address, area } = request.query;
      requireHouseAddress(address);
      const picture = await app.runtime.designs.previews.addressPicture(address, area);
      if (!picture) throw new HttpError(422, 'No picture of this address was found: add a photo of your yard and the studio designs on your photo.');
      return reply.header('Cache-Control', 'private, max-age=3600').header('X-Picture-Source', picture.source).type('image/jpeg').send(picture.data);
    },
  );
};
