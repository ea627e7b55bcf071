import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema, sharedDesignSchema, shareDesignResponseSchema, type SharedDesign } from '@landscape/contract';
import { NotFoundError, PREVIEW } from '@landscape/core';
import { WEB_DIST } from '../../plugins/web.ts';
import { designViewer } from '../../plugins/viewer.ts';
import { stillDrawing } from '../../plugins/errors.ts';
import { DERIVED_IMAGES_PER_MINUTE } from '../../plugins/rate-limit.ts';

const idParams = z.object({ id: z.string().max(64) });

/**
 * The studio's address in a share link and a link preview: the configured PUBLIC_URL, never a `Host` header
 * a caller chose (decision 046); unset (a studio on one machine), the address the caller reached it by.
 */
function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The area names link previews use (a crawler has no language: English, as docs/product.md names them). */
const AREA_NAMES: Record<SharedDesign['area'], string> = {
  front_yard: 'Front Yard',
  side_yard: 'Back/Side Yard',
  backyard: 'Back/Side Yard',
  walkway: 'Walkway',
};

/** Open Graph and Twitter tags of a shared design, for crawlers that do not run the page's script. */
export function shareMetaTags(design: SharedDesign | null, pageUrl: string, origin: string): string {
  const title = design ? (design.design?.title ?? `${design.style_label} · ${AREA_NAMES[design.area]}`) : 'Landscape Studio';
  const description = design
    ? [
        `${design.style_label} · ${AREA_NAMES[design.area]}`,
        design.design
          ? `${design.design.plants.length} plants · ${design.design.cost.currency} ${design.design.cost.low.toLocaleString('en-US')}–${design.design.cost.high.toLocaleString('en-US')}`
          : null,
        'A landscape redesign made with Landscape Studio.',
      ]
        .filter(Boolean)
        .join(' · ')
    : 'This design is not shared, or it no longer exists.';
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Landscape Studio'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (design) {
    const image = `${origin}/api/shared/${encodeURIComponent(design.id)}/preview.jpg`;
    tags.push(
      ['property', 'og:image', image],
      ['property', 'og:image:width', String(PREVIEW.width)],
      ['property', 'og:image:height', String(PREVIEW.height)],
      ['property', 'og:image:alt', title],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:image', image],
    );
  } else tags.push(['name', 'twitter:card', 'summary'], ['name', 'robots', 'noindex']);
  return [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
}

/** index.html of the built studio; a bare page when the studio is not built (API tests). */
async function indexHtml(): Promise<string> {
  try {
    return await readFile(`${WEB_DIST}/index.html`, 'utf8');
  } catch {
    return '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Landscape Studio</title></head><body><div id="root"></div></body></html>';
  }
}

/**
 * Sharing a design at /d/:id: its owner turns it on (POST) and off (DELETE); anyone reads a shared one
 * (GET /api/shared/:id) and its images; /d/:id itself is the studio's page with link-preview tags.
 */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  // A visitor proves a design is theirs with the claim token their browser was given with the generation.
  const requester = (request: FastifyRequest) => {
    return { ...designViewer(request), isAdmin: request.viewer.role === 'admin' };
  };

  app.post(
    '/api/designs/:id/share',
    { schema: { params: idParams, response: { 200: shareDesignResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema } } },
    async (request) => {
      const { id } = await app.runtime.designs.shares.share(request.params.id, requester(request));
      return { success: true as const, id, url: `${originOf(request, app.runtime.config.PUBLIC_URL)}/d/${id}` };
    },
  );

  app.delete(
    '/api/designs/:id/share',
    { schema: { params: idParams, response: { 200: z.object({ success: z.boolean() }), 401: errorResponseSchema, 404: errorResponseSchema } } },
    async (request) => {
      await app.runtime.designs.shares.unshare(request.params.id, requester(request));
      return { success: true };
    },
  );

  app.get('/api/shared/:id', { schema: { params: idParams, response: { 200: sharedDesignSchema, 404: errorResponseSchema } } }, async (request, reply) => {
    const design = await app.runtime.designs.shares.publicDesign(request.params.id);
    // sharing can stop at any time: shared caches keep it only briefly
    reply.header('Cache-Control', 'public, max-age=60');
    return design;
  });

  app.get(
    '/api/shared/:id/preview.jpg',
    { schema: { params: idParams }, config: { rateLimit: { max: DERIVED_IMAGES_PER_MINUTE, timeWindow: '1 minute' }, rateLimitName: 'link previews' } },
    async (request, reply) => {
      // composed once per design and kept (derived-images.ts): a crawler storm reads storage
      const jpeg = await app.runtime.designs.derived.preview(request.params.id).catch(stillDrawing);
      return reply.header('Content-Type', 'image/jpeg').header('Content-Length', jpeg.size).header('Cache-Control', 'public, max-age=300').send(jpeg.body);
    },
  );

  app.get('/d/:id', { schema: { params: idParams } }, async (request, reply) => {
    let design: SharedDesign | null = null;
    try {
      design = await app.runtime.designs.shares.publicDesign(request.params.id);
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err;
    }
    const origin = originOf(request, app.runtime.config.PUBLIC_URL);
    const tags = shareMetaTags(design, `${origin}/d/${encodeURIComponent(request.params.id)}`, origin);
    const html = (await indexHtml()).replace(/<meta name="description"[^>]*>\s*/i, '').replace('</head>', `    ${tags}\n  </head>`);
    // the page itself shows the not-found state; crawlers read the status
    return reply
      .status(design ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html);
  });
};
