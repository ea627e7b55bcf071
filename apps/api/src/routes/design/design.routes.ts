import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PreparedImage } from '@landscape/core';
import {
  AREA_IDS,
  CLAIM_TOKEN_HEADER,
  type AreaId,
  completeLandscapeRequestSchema,
  completeLandscapeResponseSchema,
  errorResponseSchema,
  requestedAreas,
} from '@landscape/contract';
import { unavailableStyle } from '../../services/styles.ts';
import { HttpError, describeIssues } from '../../plugins/errors.ts';
import { flattenFields, readMultipartForm } from '../../services/multipart-fields.ts';
import { checkedImage, checkedMask } from '../transform/read-upload.ts';
import { requirePlaceableAddress } from '../../services/address.ts';

export const designRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/design/complete-landscape',
    { schema: { response: { 200: completeLandscapeResponseSchema, 400: errorResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema, 429: errorResponseSchema } } },
    async (request) => {
      // Photo first: `{area}_photo` is the homeowner's photo of that area, the "before" of its designs.
      // House-Lock: `{area}_mask` is the keep mask the homeowner brushed on that photo (PNG, white: keep).
      const form = await readMultipartForm(request, AREA_IDS.flatMap((a) => [`${a}_photo`, `${a}_mask`]));
      const fields = flattenFields(form.fields, ['style']);
      const parsed = completeLandscapeRequestSchema.safeParse(fields);
      if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error.issues));
      const req = parsed.data;
      requirePlaceableAddress(req.address);
      for (const style of req.style) {
        if (!(await app.runtime.styles.isUsable(style))) throw new HttpError(400, await unavailableStyle(app.runtime.styles, style));
      }
      const areas = requestedAreas(req);
      const photos: Partial<Record<AreaId, PreparedImage>> = {};
      for (const [field, file] of Object.entries(form.files)) {
        if (!field.endsWith('_photo')) continue;
        const area = field.replace(/_photo$/, '') as AreaId;
        if (!areas.some((a) => a.area === area)) throw new HttpError(400, `A photo was sent for ${area}, which is not one of the chosen areas`);
        photos[area] = await checkedImage(file);
      }
      // every mask is checked against its photo before anything is written or charged
      const masks: Partial<Record<AreaId, Buffer>> = {};
      for (const [field, file] of Object.entries(form.files)) {
        if (!field.endsWith('_mask')) continue;
        const area = field.replace(/_mask$/, '') as AreaId;
        const photo = photos[area];
        if (!photo) throw new HttpError(400, `A keep mask was sent for ${area} without a photo of it`);
        masks[area] = await checkedMask(file, photo);
      }
      // one unit of the daily limit per area × style, charged with the rows or not at all (429)
      const { id: requestId, claimToken } = await app.runtime.generation.start({
        address: req.address,
        areas,
        photos,
        masks,
        styles: req.style,
        userId: request.viewer.userId,
        clientIp: request.ip,
        payer: { userId: request.viewer.userId, ip: request.ip },
        settings: { locale: req.locale },
      });
      request.log.info({ generationId: requestId, areas: requestedAreas(req).map((a) => a.area), styles: req.style }, 'generation queued');
      return { success: true, request_id: requestId, ...(claimToken ? { claim_token: claimToken } : {}) };
    },
  );

  // Polled every 2 s by every open studio (spec §4): the answer (progressResponseSchema) comes serialised
  // and checked against the contract once per change of the request, not once per poll; polls are
  // counted in the metrics rather than logged one by one.
  app.get(
    '/api/design/progress/:request_id',
    { schema: { params: z.object({ request_id: z.string().max(64) }) }, logLevel: 'warn' },
    async (request, reply) => {
      // a visitor's generation shows its progress only to the browser that holds its claim token
      const token = request.headers[CLAIM_TOKEN_HEADER];
      const claimToken = typeof token === 'string' && token.length <= 128 ? token : null;
      const json = await app.runtime.generation.progressJson(request.params.request_id, { userId: request.viewer.userId, claimToken });
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
};
