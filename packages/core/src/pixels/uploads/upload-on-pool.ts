import type { RenderPool } from '../render-pool/render-pool.port.ts';
import { UploadError, type PrepareOptions, type PreparedImage, type UploadOutcome } from './upload-image.ts';

// Decoding an upload (libheif's WebAssembly included) takes seconds of CPU for a large photo: the API
// makes its cheap header checks on the request, then hands the decoding to a render-pool thread, so its
// event loop keeps answering. A refusal crosses the thread boundary as a plain outcome (uploadOutcome: an
// Error loses its class and status there) and becomes the same UploadError on this side.

function unwrap<T>(out: UploadOutcome<T>): T {
  if (!out.ok) throw new UploadError(out.status, out.message);
  return out.value;
}

/** prepareUpload on a render-pool thread. */
export async function prepareUploadOn(pool: RenderPool, data: Buffer, opts: PrepareOptions = {}): Promise<PreparedImage> {
  return unwrap(await pool.run('upload', { data, opts }));
}

/** prepareUserMask on a render-pool thread. */
export async function prepareUserMaskOn(pool: RenderPool, mask: Buffer, photo: { width: number; height: number }): Promise<Buffer> {
  return unwrap(await pool.run('userMask', { mask, width: photo.width, height: photo.height }));
}
