import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STYLE_IDS,
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
import sharp from 'sharp';
import { STYLE_CATALOGUE, buildPlan, renderDesign, sceneFromAddress } from '@landscape/design';
import { isCatalogueStyle, storageKeys } from '@landscape/core';
import { requireAdmin } from '../../plugins/viewer.ts';
import { HttpError } from '../../plugins/errors.ts';
import { checkedImage, readUpload } from '../transform/read-upload.ts';

type StyleRow = { id: string; name: string; description: string; promptNotes: string; baseStyle: string | null; previewKey: string | null; enabled: boolean; sortOrder: number };

function toAdmin(r: StyleRow): AdminStyle {
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

/** Style Management (spec §2 /style-admin): every write is admin-only and drops the 10 s catalogue cache. */
export const styleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const prisma = () => app.runtime.db.prisma;
  const styles = () => app.runtime.styles;
  const find = async (id: string) => {
    const row = await prisma().style.findUnique({ where: { id } });
    if (!row) throw new HttpError(404, 'Style not found');
    return row;
  };
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
  /** Stores a new WebP preview under a fresh key (URLs stay immutable) and removes the one it replaces. */
  const replacePreview = async (row: StyleRow, data: Buffer, width: number, height: number, log: { warn: (o: object, m: string) => void }) => {
    const key = storageKeys.stylePreview(row.id, `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`);
    await app.runtime.storage.put(key, data, 'image/webp');
    await prisma().asset.create({ data: { key, kind: 'style-preview', contentType: 'image/webp', bytes: data.length, width, height } });
    const updated = await prisma().style.update({ where: { id: row.id }, data: { previewKey: key } });
    if (row.previewKey) {
      await app.runtime.storage.delete(row.previewKey).catch((err: unknown) => log.warn({ err, key: row.previewKey }, 'old style preview not removed'));
      await prisma().asset.deleteMany({ where: { key: row.previewKey } });
    }
    styles().invalidate();
    return updated;
  };

  app.get('/api/admin/styles', { schema: { response: { 200: adminStylesResponseSchema, ...errors } } }, async (request) => {
    requireAdmin(request);
    const rows = await prisma().style.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
    return {
      styles: rows.map(toAdmin),
      base_styles: STYLE_IDS.map((id) => ({ id, name: STYLE_CATALOGUE[id].name, description: STYLE_CATALOGUE[id].description })),
    };
  });

  app.post('/api/admin/styles', { schema: { body: styleCreateSchema, response: { 201: adminStyleResponseSchema, ...errors, 409: errorResponseSchema } } }, async (request, reply) => {
    requireAdmin(request);
    const body = request.body;
    const base = slugFor(body.name);
    const taken = new Set((await prisma().style.findMany({ where: { id: { startsWith: base } }, select: { id: true } })).map((r) => r.id));
    let id = base;
    for (let n = 2; taken.has(id) || isCatalogueStyle(id); n++) id = `${base}_${n}`;
    const last = await prisma().style.aggregate({ _max: { sortOrder: true } });
    const row = await prisma().style.create({
      data: {
        id,
        name: body.name,
        description: body.description,
        promptNotes: body.prompt_notes,
        baseStyle: body.base_style,
        enabled: body.enabled,
        sortOrder: (last._max.sortOrder ?? 0) + 1,
      },
    });
    styles().invalidate();
    request.log.info({ styleId: id, base: body.base_style }, 'style created');
    return reply.status(201).send({ style: toAdmin(row) });
  });

  app.patch('/api/admin/styles/:id', { schema: { params: idParamsSchema, body: styleUpdateSchema, response: { 200: adminStyleResponseSchema, ...errors } } }, async (request) => {
    requireAdmin(request);
    const row = await find(request.params.id);
    const b = request.body;
    if (b.base_style !== undefined && isCatalogueStyle(row.id) && b.base_style !== row.id) {
      throw new HttpError(400, 'base_style: a catalogue style always draws as itself');
    }
    const updated = await prisma().style.update({
      where: { id: row.id },
      data: {
        ...(b.name !== undefined ? { name: b.name } : {}),
        ...(b.description !== undefined ? { description: b.description } : {}),
        ...(b.prompt_notes !== undefined ? { promptNotes: b.prompt_notes } : {}),
        ...(b.base_style !== undefined && !isCatalogueStyle(row.id) ? { baseStyle: b.base_style } : {}),
        ...(b.enabled !== undefined ? { enabled: b.enabled } : {}),
      },
    });
    styles().invalidate();
    return { style: toAdmin(updated) };
  });

  app.post('/api/admin/styles/reorder', { schema: { body: reorderSchema, response: { 200: adminStylesResponseSchema, ...errors } } }, async (request) => {
    requireAdmin(request);
    const ids = [...new Set(request.body.ids)];
    const rows = await prisma().style.findMany({ select: { id: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
    const known = new Set(rows.map((r) => r.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw new HttpError(400, `ids: unknown style '${unknown[0]}'`);
    // styles not named keep their relative order after the named ones
    const order = [...ids, ...rows.map((r) => r.id).filter((id) => !ids.includes(id))];
    await prisma().$transaction(order.map((id, i) => prisma().style.update({ where: { id }, data: { sortOrder: i } })));
    styles().invalidate();
    const all = await prisma().style.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
    return {
      styles: all.map(toAdmin),
      base_styles: STYLE_IDS.map((id) => ({ id, name: STYLE_CATALOGUE[id].name, description: STYLE_CATALOGUE[id].description })),
    };
  });

  app.put(
    '/api/admin/styles/:id/preview',
    { schema: { params: idParamsSchema, response: { 200: adminStyleResponseSchema, ...errors, 413: errorResponseSchema, 415: errorResponseSchema } } },
    async (request) => {
      requireAdmin(request);
      const row = await find(request.params.id);
      const { file } = await readUpload(request);
      // a card picture: 4:3, small, WebP, no metadata
      const image = await checkedImage(file, { cover: { width: 800, height: 600 }, format: 'webp' });
      return { style: toAdmin(await replacePreview(row, image.data, image.width, image.height, request.log)) };
    },
  );

  // A preview drawn by the offline renderer: the style's front yard on a sample house, free and instant.
  app.post(
    '/api/admin/styles/:id/preview/render',
    { schema: { params: idParamsSchema, response: { 200: adminStyleResponseSchema, ...errors } } },
    async (request) => {
      requireAdmin(request);
      const row = await find(request.params.id);
      const style = await styles().resolve(row.id);
      if (!style) throw new HttpError(400, 'This style has no drawing recipe');
      const scene = sceneFromAddress('Style preview, 12 Garden Row');
      const plan = buildPlan({ area: 'front_yard', style: style.drawAs, wishes: '', scene, seed: 7 });
      const png = await renderDesign(scene, plan, { size: 800, format: 'png' });
      const data = await sharp(png).resize(800, 600, { fit: 'cover', position: 'bottom' }).webp({ quality: 84 }).toBuffer();
      return { style: toAdmin(await replacePreview(row, data, 800, 600, request.log)) };
    },
  );

  app.delete(
    '/api/admin/styles/:id',
    { schema: { params: idParamsSchema, response: { 200: z.object({ success: z.boolean() }), ...errors, 409: errorResponseSchema } } },
    async (request) => {
      requireAdmin(request);
      const row = await find(request.params.id);
      if (isCatalogueStyle(row.id)) throw new HttpError(409, 'Catalogue styles cannot be deleted; disable it instead');
      await prisma().style.delete({ where: { id: row.id } });
      if (row.previewKey) {
        await app.runtime.storage.delete(row.previewKey).catch(() => undefined);
        await prisma().asset.deleteMany({ where: { key: row.previewKey } });
      }
      styles().invalidate();
      return { success: true };
    },
  );
};
