import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editChainResponseSchema, editDesignRequestSchema, editDesignResponseSchema, errorResponseSchema, localeFieldSchema } from '@landscape/contract';
import { USER_MASK_LIMITS, UploadError, checkUserMaskHeader, prepareUserMaskOn } from '@landscape/core';
import { HttpError, describeIssues } from '../../plugins/errors.ts';
import { designViewer } from '../../plugins/viewer.ts';
import { flattenFields, readMultipartForm } from '../../services/multipart-fields.ts';
import { GENERATIONS_PER_MINUTE } from '../../plugins/rate-limit.ts';

const idParams = z.object({ id: z.string().max(64) });

/** A picture's width and height from its PNG header (or JPEG/WebP through nothing: the offline renderer stores PNGs). */
function pngSize(buf: Buffer): { width: number; height: number } | null {
  if (buf.length < 24 || buf.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/**
 * Change just this (product §10): `POST /api/designs/{id}/edit`, multipart — `instruction` (1–300
 * characters, the text rules of wishes), an optional `mask` (PNG the size of the design's render, white:
 * may change) and an optional `locale`. The design's owner, or the visitor holding its claim token, gets a
 * new design made from it, queued and waited for like POST /api/generate (one daily design; a failed or
 * refused edit is given back). Every bad input is a 400 that writes nothing; someone else's design is a 404.
 */
export const editRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/designs/:id/edit',
    {
      schema: {
        params: idParams,
        response: {
          200: editDesignResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
          422: editDesignResponseSchema,
          429: errorResponseSchema,
          502: editDesignResponseSchema,
          504: editDesignResponseSchema,
        },
      },
      config: { rateLimit: { max: GENERATIONS_PER_MINUTE, timeWindow: '1 minute' }, rateLimitName: 'generations' },
    },
    async (request) => {
      const form = await readMultipartForm(request, ['mask'], USER_MASK_LIMITS.maxBytes);
      const parsed = editDesignRequestSchema.safeParse(flattenFields(form.fields, []));
      if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error.issues));
      const source = await app.runtime.designs.edit.source(request.params.id, designViewer(request));
      if (!source.ok) throw new HttpError(400, source.detail);
      let region: Buffer | null = null;
      const mask = form.files.mask;
      if (mask) {
        const render = pngSize(source.render.data);
        if (!render) throw new HttpError(400, 'This design’s picture cannot take a region; send the instruction without a mask.');
        const size = asHttp(() => checkUserMaskHeader(mask, render));
        if (size.width !== render.width || size.height !== render.height)
          throw new HttpError(
            400,
            `The mask is ${size.width}×${size.height} pixels; it must be the size of the design’s picture (${render.width}×${render.height}).`,
          );
        // decoded on a render-pool thread, never on the event loop
        region = await prepareUserMaskOn(app.runtime.pool, mask, render).catch((err: unknown) => {
          throw err instanceof UploadError ? new HttpError(err.statusCode, err.message.replace('keep mask', 'mask')) : err;
        });
      }
      const locale = parsed.data.locale === undefined ? undefined : localeFieldSchema.parse(parsed.data.locale);
      // a design not delivered is thrown (DesignNotDeliveredError): 422 (nothing could be changed), 502 or 504
      const out = await app.runtime.designs.edit.edit({
        source,
        instruction: parsed.data.instruction,
        region,
        locale,
        userId: request.viewer.userId,
        clientIp: request.ip,
      });
      request.log.info({ generationId: out.generation_id, editOf: source.id, notChanged: out.not_changed?.length ?? 0 }, 'design edited');
      return out;
    },
  );

  // The edit chain after a reload (product §10): the design, then each edit up to the newest made from it,
  // for its owner or the visitor holding its claim token; anyone else's design, or none, is a 404.
  app.get(
    '/api/designs/:id/edits',
    { schema: { params: idParams, response: { 200: editChainResponseSchema, 404: errorResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return app.runtime.designs.editChain.chain(request.params.id, designViewer(request));
    },
  );
};

function asHttp<T>(step: () => T): T {
  try {
    return step();
  } catch (err) {
    if (err instanceof UploadError) throw new HttpError(err.statusCode, err.message.replace('keep mask', 'mask'));
    throw err;
  }
}
