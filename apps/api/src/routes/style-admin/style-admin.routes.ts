import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminStyleResponseSchema,
  adminStylesResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  reorderSchema,
  styleCreateSchema,
  styleUpdateSchema,
  type AdminStyle,
  type StyleId,
} from '@landscape/contract';
import { catalogueStyles, isCatalogueStyle, type Logger, type StyleRecord } from '@landscape/core';
import { requireAdmin } from '../../plugins/viewer.ts';
import { HttpError } from '../../plugins/errors.ts';
import { checkedImage } from '../../services/read-upload.ts';
import { readUpload } from '../../services/multipart-fields.ts';

function toAdmin(r: StyleRecord): AdminStyle {
  const base = (r.baseStyle && isCatalogueStyle(r.baseStyle) ? r.baseStyle : isCatalogueStyle(r.id) ? r.id : 'modern_minimalist') as StyleId;
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    prompt_notes: r.promptNotes,
    base_style: base,
    builtin: isCatalogueStyle(r.id),
    preview: r.previewKey,
    enabled: r.enabled,
    sort_order: r.sortOrder,
  };
}

/** A readable, storage-safe id from the name; names in other scripts get a random one. */
export function slugFor(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  if (slug.length >= 2 && /^[a-z]/.test(slug)) return slug;
  return `style_${randomBytes(3).toString('hex')}`;
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Style Management (product §2 /style-admin): every write is admin-only and drops the 10 s catalogue cache. */
export const styleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(styleListRoutes);
  await app.register(styleEditRoutes);
  await app.register(stylePictureRoutes);
};

/** The styles (the studio's catalogue and the admin's own) as Style Management lists them. */
async function listing(app: FastifyInstance) {
  return { styles: (await app.runtime.repos.styles.all()).map(toAdmin), base_styles: catalogueStyles() };
}

async function findStyle(app: FastifyInstance, id: string) {
  const row = await app.runtime.repos.styles.get(id);
  if (!row) throw new HttpError(404, 'Style not found');
  return row;
}

/** Listing, creating and ordering styles. */
const styleListRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = () => app.runtime.repos.styles;
  const styles = () => app.runtime.styles;

  app.get('/api/admin/styles', { schema: { response: { 200: adminStylesResponseSchema, ...errors } } }, async (request) => {
    requireAdmin(request);
    return listing(app);
  });

  app.post(
    '/api/admin/styles',
    { schema: { body: styleCreateSchema, response: { 201: adminStyleResponseSchema, ...errors, 409: errorResponseSchema } } },
    async (request, reply) => {
      requireAdmin(request);
      const body = request.body;
      const base = slugFor(body.name);
      const taken = new Set(await repo().idsStartingWith(base));
      let id = base;
      for (let n = 2; taken.has(id) || isCatalogueStyle(id); n++) id = `${base}_${n}`;
      const row = await repo().create({
        id,
        name: body.name,
        description: body.description,
        promptNotes: body.prompt_notes,
        baseStyle: body.base_style,
        enabled: body.enabled,
      });
      styles().invalidate();
      request.log.info({ styleId: id, base: body.base_style }, 'style created');
      return reply.status(201).send({ style: toAdmin(row) });
    },
  );

  app.post('/api/admin/styles/reorder', { schema: { body: reorderSchema, response: { 200: adminStylesResponseSchema, ...errors } } }, async (request) => {
    requireAdmin(request);
    const ids = [...new Set(request.body.ids)];
    const current = (await repo().all()).map((r) => r.id);
    const unknown = ids.filter((id) => !current.includes(id));
    if (unknown.length) throw new HttpError(400, `ids: unknown style '${unknown[0]}'`);
    // styles not named keep their relative order after the named ones
    await repo().reorder([...ids, ...current.filter((id) => !ids.includes(id))]);
    styles().invalidate();
    return listing(app);
  });
};

/** Changing one style: its words, base and switch, and deleting an admin-made one. */
const styleEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/admin/styles/:id',
    { schema: { params: idParamsSchema, body: styleUpdateSchema, response: { 200: adminStyleResponseSchema, ...errors } } },
    async (request) => {
      requireAdmin(request);
      const row = await findStyle(app, request.params.id);
      const b = request.body;
      if (b.base_style !== undefined && isCatalogueStyle(row.id) && b.base_style !== row.id) {
        throw new HttpError(400, 'base_style: a catalogue style always draws as itself');
      }
      const updated = await app.runtime.repos.styles.update(row.id, {
        ...(b.name !== undefined ? { name: b.name } : {}),
        ...(b.description !== undefined ? { description: b.description } : {}),
        ...(b.prompt_notes !== undefined ? { promptNotes: b.prompt_notes } : {}),
        ...(b.base_style !== undefined && !isCatalogueStyle(row.id) ? { baseStyle: b.base_style } : {}),
        ...(b.enabled !== undefined ? { enabled: b.enabled } : {}),
      });
      app.runtime.styles.invalidate();
      return { style: toAdmin(updated) };
    },
  );

  app.delete(
    '/api/admin/styles/:id',
    { schema: { params: idParamsSchema, response: { 200: z.object({ success: z.boolean() }), ...errors, 409: errorResponseSchema } } },
    async (request) => {
      requireAdmin(request);
      const row = await findStyle(app, request.params.id);
      if (isCatalogueStyle(row.id)) throw new HttpError(409, 'Catalogue styles cannot be deleted; disable it instead');
      await app.runtime.pictures.deleteStyle(row, request.log as unknown as Logger);
      return { success: true };
    },
  );
};

/** A style's preview card: uploaded by the admin, or drawn by the offline renderer. */
const stylePictureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/admin/styles/:id/preview',
    { schema: { params: idParamsSchema, response: { 200: adminStyleResponseSchema, ...errors, 413: errorResponseSchema, 415: errorResponseSchema } } },
    async (request) => {
      requireAdmin(request);
      const row = await findStyle(app, request.params.id);
      const { file } = await readUpload(request);
      // a card picture: 4:3, small, WebP, no metadata
      const image = await checkedImage(app.runtime.pool, file, { cover: { width: 800, height: 600 }, format: 'webp' });
      return { style: toAdmin(await app.runtime.pictures.replacePreview(row, image.data, image.width, image.height, request.log as unknown as Logger)) };
    },
  );

  // A preview drawn by the offline renderer: the style's front yard on a sample house, free and instant.
  app.post(
    '/api/admin/styles/:id/preview/render',
    { schema: { params: idParamsSchema, response: { 200: adminStyleResponseSchema, ...errors } } },
    async (request) => {
      requireAdmin(request);
      const row = await findStyle(app, request.params.id);
      const updated = await app.runtime.designs.previews.stylePreview(row);
      if (!updated) throw new HttpError(400, 'This style has no drawing recipe');
      return { style: toAdmin(updated) };
    },
  );
};
