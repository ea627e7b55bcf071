import type { FastifyRequest } from 'fastify';
import { DEFAULT_UPLOAD_LIMITS } from '@landscape/core';
import { HttpError } from '../plugins/errors.ts';

// The API's one multipart reader: every form (the studio's areas and photos, an edit and its mask, a Pro photo,
// a mask preview, a style's picture) is read here.

/**
 * Reads a multipart body into its fields (a field given more than once becomes an array: product §7 lets
 * `style` repeat) and its files, taken in the listed fields only (one each, at most `maxBytes`, refused with
 * 413 while streaming beyond it; at most `maxFiles` in all). A body cut short is refused.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileFields: string[],
  maxBytes = 15 * 1024 * 1024,
  opts: { maxFiles?: number; what?: string } = {},
): Promise<{ fields: Record<string, string | string[]>; files: Record<string, Buffer> }> {
  if (!request.isMultipart()) throw new HttpError(400, `Expected a multipart/form-data body${opts.what ? ` with ${opts.what}` : ''}`);
  const out: Record<string, string | string[]> = {};
  const files: Record<string, Buffer> = {};
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
  const closing = `--${boundary?.[1] ?? boundary?.[2] ?? ''}--`;
  // The multipart parser accepts a body cut short without a word; the closing delimiter tells.
  let tail = '';
  const parts = request.parts(fileFields.length ? { limits: { files: opts.maxFiles ?? fileFields.length, fileSize: maxBytes } } : undefined);
  request.raw.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString('latin1')).slice(-(closing.length + 16));
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname) || files[part.fieldname]) {
          part.file.resume();
          throw new HttpError(400, `Unexpected file in field '${part.fieldname}'`);
        }
        files[part.fieldname] = await part.toBuffer();
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      const prev = out[part.fieldname];
      out[part.fieldname] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FIELDS_LIMIT') throw new HttpError(413, 'Too many form fields');
    if (e.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(
        413,
        fileFields.length ? `The photo is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Please choose a smaller photo.` : 'Request is too large',
      );
    if (e.code === 'FST_FILES_LIMIT') throw new HttpError(400, opts.maxFiles === 1 ? 'Please upload one photo at a time' : 'One photo per area, please');
    throw new HttpError(400, 'Malformed multipart body');
  }
  if (!boundary || !tail.trimEnd().endsWith(closing)) throw new HttpError(400, 'Malformed multipart body');
  return { fields: out, files };
}

/** Scalar fields given twice keep the last value; only the listed array fields keep every value. */
export function flattenFields(fields: Record<string, string | string[]>, arrayFields: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = Array.isArray(v) && !arrayFields.includes(k) ? v[v.length - 1] : v;
  return out;
}

/**
 * A form with at most one photo (field `file`, or `image`) beside plain fields: a Pro photo, a mask preview, a
 * style's picture. The byte limit is enforced while streaming: a larger photo stops at the limit and answers 413.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes = DEFAULT_UPLOAD_LIMITS.maxBytes,
): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  const form = await readMultipartForm(request, ['file', 'image'], maxBytes, { maxFiles: 1, what: 'a photo' });
  const fields = Object.fromEntries(Object.entries(form.fields).map(([k, v]) => [k, Array.isArray(v) ? v[v.length - 1]! : v]));
  return { fields, file: form.files.file ?? form.files.image ?? null };
}
