import {
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
