import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QuotaExceededError, type PreparedImage, type UploadHeader } from '@landscape/core';
import {
  AREA_IDS,
  type AreaId,
  completeLandscapeRequestSchema,
  completeLandscapeResponseSchema,
  errorResponseSchema,
  requestedAreas,
} from '@landscape/contract';
import { unavailableStyle } from '../../services/styles.ts';
import { HttpError, describeIssues } from '../../plugins/errors.ts';
import { designViewer } from '../../plugins/viewer.ts';
import { flattenFields, readMultipartForm } from '../../services/multipart-fields.ts';
import { checkedHeader, checkedImage, checkedMask, checkedMaskHeader } from '../../services/read-upload.ts';
import { requireHouseAddress, requirePlaceableAddress } from '../../services/address.ts';
import { answerEncoding, COMPRESS_THRESHOLD, CompressedAnswers } from '../../services/compressed-answers.ts';
import { GENERATIONS_PER_MINUTE } from '../../plugins/rate-limit.ts';

export const designRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/design/complete-landscape',
    {
      schema: {
        response: {
          200: completeLandscapeResponseSchema,
          400: errorResponseSchema,
          422: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      // anyone may call it, with up to four photos to decode: a per-minute limit beside the daily one
      config: { rateLimit: { max: GENERATIONS_PER_MINUTE, timeWindow: '1 minute' }, rateLimitName: 'generations' },
    },
    async (request) => {
      // Photo first: `{area}_photo` is the homeowner's photo of that area, the "before" of its designs.
      // House-Lock: `{area}_mask` is the keep mask the homeowner brushed on that photo (PNG, white: keep).
      const form = await readMultipartForm(
        request,
        AREA_IDS.flatMap((a) => [`${a}_photo`, `${a}_mask`]),
      );
      const fields = flattenFields(form.fields, ['style']);
      const parsed = completeLandscapeRequestSchema.safeParse(fields);
      if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error.issues));
      const req = parsed.data;
      requirePlaceableAddress(req.address);
      for (const style of req.style) {
        if (!(await app.runtime.styles.isUsable(style))) throw new HttpError(400, await unavailableStyle(app.runtime.styles, style));
      }
      const areas = requestedAreas(req);
      // What reads no pixels comes first: every photo's and mask's header, the masks' shapes and the
      // daily limit. A request refused for any of them costs no decoding and charges nothing.
      const photoFiles: [AreaId, Buffer][] = [];
      const headers: Partial<Record<AreaId, UploadHeader>> = {};
      for (const [field, file] of Object.entries(form.files)) {
        if (!field.endsWith('_photo')) continue;
        const area = field.replace(/_photo$/, '') as AreaId;
        if (!areas.some((a) => a.area === area)) throw new HttpError(400, `A photo was sent for ${area}, which is not one of the chosen areas`);
        headers[area] = await checkedHeader(file);
        photoFiles.push([area, file]);
      }
      // an area with no photo is drawn on the house of the address: a home in a building has none (decision 047)
      if (areas.some((a) => !headers[a.area])) requireHouseAddress(req.address);
      const maskFiles: [AreaId, Buffer][] = [];
      for (const [field, file] of Object.entries(form.files)) {
        if (!field.endsWith('_mask')) continue;
        const area = field.replace(/_mask$/, '') as AreaId;
        const header = headers[area];
        if (!header) throw new HttpError(400, `A keep mask was sent for ${area} without a photo of it`);
        await checkedMaskHeader(file, header);
        maskFiles.push([area, file]);
      }
      const payer = { userId: request.viewer.userId, ip: request.ip };
      if (photoFiles.length) {
        const needed = areas.length * req.style.length;
        const usage = await app.runtime.users.usage(payer);
        if (usage.remaining < needed) throw new QuotaExceededError(needed, usage);
      }
      // Decoding and re-encoding run on the render pool's threads, never on the event loop.
      const pool = app.runtime.pool;
      const photos: Partial<Record<AreaId, PreparedImage>> = Object.fromEntries(
        await Promise.all(photoFiles.map(async ([area, file]) => [area, await checkedImage(pool, file)] as const)),
      );
      const masks: Partial<Record<AreaId, Buffer>> = Object.fromEntries(
        await Promise.all(maskFiles.map(async ([area, file]) => [area, await checkedMask(pool, file, photos[area]!)] as const)),
      );
      // one unit of the daily limit per area × style, charged with the rows or not at all (429)
      const { id: requestId, claimToken } = await app.runtime.designs.start.start({
        address: req.address,
        areas,
        photos,
        masks,
        styles: req.style,
        userId: request.viewer.userId,
        clientIp: request.ip,
        payer,
        settings: { locale: req.locale },
      });
      request.log.info({ generationId: requestId, areas: requestedAreas(req).map((a) => a.area), styles: req.style }, 'generation queued');
      return { success: true, request_id: requestId, ...(claimToken ? { claim_token: claimToken } : {}) };
    },
  );

  // Polled every 2 s by every open studio (product §4): the answer (progressResponseSchema) comes serialised
  // and checked against the contract once per change of the request, not once per poll, with a strong ETag.
  // A studio that sends the ETag it last got (If-None-Match) of an unchanged request gets 304 and no body;
  // the owner check comes first, so nobody else learns the tag or that the request exists. Polls are
  // counted in the metrics rather than logged one by one. A whole answer is compressed once (CompressedAnswers).
  const compressed = new CompressedAnswers();
  app.get(
    '/api/design/progress/:request_id',
    { schema: { params: z.object({ request_id: z.string().max(64) }) }, logLevel: 'warn' },
    async (request, reply) => {
      // a visitor's generation shows its progress only to the browser that holds its claim token
      const { json, etag } = await app.runtime.designs.progress.answer(request.params.request_id, designViewer(request));
      // the browser asks again every time (no-cache) and keeps the answer to itself (private)
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matchesETag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      reply.type('application/json; charset=utf-8');
      const encoding = json.length >= COMPRESS_THRESHOLD ? answerEncoding(request.headers['accept-encoding']) : null;
      if (!encoding) return reply.send(json);
      return reply
        .header('content-encoding', encoding)
        .header('vary', 'accept-encoding')
        .send(await compressed.get(etag, json, encoding));
    },
  );
};

/** If-None-Match (RFC 9110 §13.1.2): `*`, or a list of tags compared weakly (a W/ prefix is ignored). */
export function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
