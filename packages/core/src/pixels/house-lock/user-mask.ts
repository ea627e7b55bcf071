import sharp from 'sharp';
import { UploadError, sniffImageType } from '../uploads/upload-image.ts';

// House-Lock, the homeowner's word: the keep mask brushed in the studio (white: keep exactly as it is).
// It arrives beside the photo it was drawn on, as untrusted bytes like every upload: a PNG whose size is
// read from its header before anything is decoded, of the photo's shape, then turned into a clean
// one-channel black-and-white PNG at the photo's own size, so the render path and the fidelity score
// read it exactly as they read a computed mask.

export const USER_MASK_LIMITS = {
  /** A two-colour PNG of a phone photo's size is tens of kilobytes; anything near this is not a mask. */
  maxBytes: 4 * 1024 * 1024,
  maxSide: 4096,
  minSide: 16,
  /** How far the mask's aspect ratio may stray from the photo's (rounding of a scaled-down canvas). */
  aspectTolerance: 0.03,
};

/** A PNG's width and height from its IHDR chunk, or null. */
function pngSize(buf: Buffer): { width: number; height: number } | null {
  if (buf.length < 24 || buf.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

const shapeError = (size: { width: number; height: number }, photo: { width: number; height: number }) =>
  new UploadError(400, `The keep mask (${size.width}×${size.height}) does not have the shape of its photo (${photo.width}×${photo.height}).`);

const sameShape = (size: { width: number; height: number }, photo: { width: number; height: number }) =>
  Math.abs(size.width / size.height - photo.width / photo.height) / (photo.width / photo.height) <= USER_MASK_LIMITS.aspectTolerance;

/**
 * The checks of a brushed keep mask that read no pixels, made before any photo is decoded: bytes, type,
 * size from the PNG header and, when the photo's header gave its size, its shape. The header's size is
 * the photo as stored, before its EXIF or HEIF rotation: a mask of either orientation passes here and
 * prepareUserMask checks the upright one. Answers the mask's size; refusals are UploadErrors (400).
 */
export function checkUserMaskHeader(mask: Buffer, storedPhoto: { width: number; height: number } | null): { width: number; height: number } {
  const L = USER_MASK_LIMITS;
  if (mask.length === 0) throw new UploadError(400, 'The keep mask is empty.');
  if (mask.length > L.maxBytes) throw new UploadError(400, `The keep mask is larger than ${L.maxBytes / 1024 / 1024} MB.`);
  if (sniffImageType(mask) !== 'image/png') throw new UploadError(400, 'The keep mask must be a PNG image.');
  const size = pngSize(mask);
  if (!size || !size.width || !size.height) throw new UploadError(400, 'The keep mask is damaged and cannot be read.');
  if (Math.max(size.width, size.height) > L.maxSide || Math.min(size.width, size.height) < L.minSide) {
    throw new UploadError(400, `The keep mask is ${size.width}×${size.height} pixels; it must be between ${L.minSide} and ${L.maxSide} pixels per side.`);
  }
  if (storedPhoto && !sameShape(size, storedPhoto) && !sameShape(size, { width: storedPhoto.height, height: storedPhoto.width }))
    throw shapeError(size, storedPhoto);
  return size;
}

/**
 * Checks a brushed keep mask against the photo it belongs to and answers it at the photo's size, one
 * channel, 255 keep / 0 free. Refusals are UploadErrors (400) naming what is wrong. This decodes the
 * mask: the API calls it through the render pool (prepareUserMaskOn).
 */
export async function prepareUserMask(mask: Buffer, photo: { width: number; height: number }): Promise<Buffer> {
  const L = USER_MASK_LIMITS;
  const size = checkUserMaskHeader(mask, null);
  if (!sameShape(size, photo)) throw shapeError(size, photo);
  try {
    // transparent pixels count as "change"; the brighter half of the rest as "keep"
    return await sharp(mask, { limitInputPixels: L.maxSide * L.maxSide, failOn: 'error' })
      .flatten({ background: '#000000' })
      .greyscale()
      .resize(photo.width, photo.height, { fit: 'fill' })
      .threshold(128)
      .toColourspace('b-w')
      .png()
      .toBuffer();
  } catch {
    throw new UploadError(400, 'The keep mask is damaged and cannot be read.');
  }
}
