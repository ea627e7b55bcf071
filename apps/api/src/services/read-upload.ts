import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_UPLOAD_LIMITS,
  UploadError,
  checkUploadHeader,
  checkUserMaskHeader,
  prepareUploadOn,
  prepareUserMaskOn,
  type PrepareOptions,
  type PreparedImage,
  type RenderPool,
  type UploadHeader,
} from '@landscape/core';
import { HttpError } from '../plugins/errors.ts';

export interface ReadUpload {
  fields: Record<string, string>;
  file: Buffer | null;
}

/**
 * Reads a multipart body with at most one file part (field `file`, or `image`). The byte limit is
 * enforced while streaming: a larger photo stops at the limit and answers 413 without being buffered.
 */
export async function readUpload(request: FastifyRequest, maxBytes = DEFAULT_UPLOAD_LIMITS.maxBytes): Promise<ReadUpload> {
  if (!request.isMultipart()) throw new HttpError(400, 'Expected a multipart/form-data body with a photo');
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' && part.fieldname !== 'image') {
          part.file.resume();
          throw new HttpError(400, `Unexpected file in field '${part.fieldname}'`);
        }
        file = await part.toBuffer();
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const e = err as { code?: string };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, `The photo is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Please choose a smaller photo.`);
    if (e.code === 'FST_FILES_LIMIT') throw new HttpError(400, 'Please upload one photo at a time');
    if (e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FIELDS_LIMIT') throw new HttpError(413, 'Too many form fields');
    throw new HttpError(400, 'Malformed multipart body');
  }
  return { fields, file };
}

/** UploadErrors as HTTP answers (400, 413, 415). */
async function asHttp<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof UploadError) throw new HttpError(err.statusCode, err.message);
    throw err;
  }
}

/** The checks of an upload that read no pixels (bytes, type, size from the header), made on the request. */
export async function checkedHeader(file: Buffer | null): Promise<UploadHeader> {
  if (!file || file.length === 0) throw new HttpError(400, 'Please choose a photo to upload');
  return asHttp(() => checkUploadHeader(file));
}

/**
 * An upload checked from its header here, then decoded and re-encoded on a render-pool thread
 * (prepareUploadOn): the API's event loop never decodes a photo.
 */
export async function checkedImage(pool: RenderPool, file: Buffer | null, opts: PrepareOptions = {}): Promise<PreparedImage> {
  await checkedHeader(file);
  return asHttp(() => prepareUploadOn(pool, file!, opts));
}

/** The checks of a brushed keep mask that read no pixels, against its photo's header (before any photo is decoded). */
export async function checkedMaskHeader(file: Buffer, photo: UploadHeader): Promise<void> {
  await asHttp(() => checkUserMaskHeader(file, photo.dims));
}

/** A brushed keep mask at its photo's size, made on a render-pool thread (prepareUserMaskOn). */
export async function checkedMask(pool: RenderPool, file: Buffer, photo: PreparedImage): Promise<Buffer> {
  return asHttp(() => prepareUserMaskOn(pool, file, photo));
}
