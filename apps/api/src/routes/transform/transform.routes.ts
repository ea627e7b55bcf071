import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AREA_IDS, LIMITS, STYLE_SLUG, errorResponseSchema, generateResponseSchema, localeFieldSchema, safeText } from '@landscape/contract';
import { requireUser } from '../../plugins/viewer.ts';
import { HttpError, describeIssues } from '../../plugins/errors.ts';
import { unavailableStyle } from '../../services/styles.ts';
import { checkedImage } from '../../services/read-upload.ts';
import { readUpload } from '../../services/multipart-fields.ts';

const num = (min: number, max: number, fallback: number, int = false) =>
  z.preprocess((v) => (v === undefined || v === '' ? fallback : Number(v)), (int ? z.number().int() : z.number()).min(min).max(max));
const common = {
  style: z.string({ error: 'Please select a style' }).regex(STYLE_SLUG, { error: (iss) => `unknown style '${String(iss.input)}'` }),
  area: z.enum(AREA_IDS).optional().default('front_yard'),
  custom_prompt: safeText().max(LIMITS.promptMax, `must be at most ${LIMITS.promptMax} characters`).optional().default(''),
  locale: localeFieldSchema,
};
const smartSchema = z.object({
  ...common,
  method: z.enum(['sdxl', 'gemini', 'auto']).optional().default('sdxl'),
  preservation_level: z.enum(['strict', 'balanced']).optional().default('strict'),
  use_sam: z.enum(['true', 'false']).optional().default('false'),
});
const transformSchema = z.object({
  ...common,
  denoising_strength: num(0.05, 1, 0.7),
  width: num(256, 2048, 768, true),
  height: num(256, 2048, 768, true),
  steps: num(1, 150, 20, true),
  cfg_scale: num(0, 30, 7),
  seed: num(-1, 2 ** 32, -1, true),
});

/**
 * Pro design (product §7): a signed-in user with recorded consent uploads a photo of their own yard and
 * gets it redesigned in a style. Both spellings of the call queue the same render and wait for it.
 */
export const transformRoutes: FastifyPluginAsyncZod = async (app) => {
  const responses = {
    200: generateResponseSchema,
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    413: errorResponseSchema,
    415: errorResponseSchema,
    429: errorResponseSchema,
    502: generateResponseSchema,
    504: generateResponseSchema,
  };

  async function run(request: FastifyRequest, reply: FastifyReply, kind: 'smart' | 'plain') {
    const viewer = requireUser(request);
    if (!(await app.runtime.users.consent(viewer.userId)).hasConsented) throw new HttpError(403, 'Please set your privacy preferences before using Pro design');
    const { fields, file } = await readUpload(request);
    const parsed = (kind === 'smart' ? smartSchema : transformSchema).safeParse(fields);
    if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error.issues));
    const body = parsed.data;
    if (!(await app.runtime.styles.isUsable(body.style))) throw new HttpError(400, await unavailableStyle(app.runtime.styles, body.style));
    const photo = await checkedImage(app.runtime.pool, file);
    const out = await app.runtime.designs.transformPhoto.transform({
      photo,
      style: body.style,
      area: body.area,
      wishes: body.custom_prompt,
      settings: {
        // a denoising strength up to 0.5 asks to keep the photo as it is; above, the garden may change shape
        preservation: 'preservation_level' in body ? body.preservation_level : body.denoising_strength <= 0.5 ? 'strict' : 'balanced',
        width: 'width' in body ? body.width : 1024,
        height: 'height' in body ? body.height : 1024,
        locale: body.locale,
      },
      userId: viewer.userId,
      clientIp: request.ip,
    });
    request.log.info({ generationId: out.generation_id, style: body.style, kind, success: out.success, source: photo.sourceType }, 'photo transformed');
    // a design not delivered is thrown (DesignNotDeliveredError): 504 or 502 by the error plugin
    return reply.send(out);
  }

  const limits = { rateLimit: { max: 10, timeWindow: '1 minute' }, rateLimitName: 'photo designs' };
  app.post('/api/smart/transform', { schema: { response: responses }, config: limits }, (request, reply) => run(request, reply, 'smart'));
  app.post('/api/transform', { schema: { response: responses }, config: limits }, (request, reply) => run(request, reply, 'plain'));
};
