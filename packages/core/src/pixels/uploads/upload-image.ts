import sharp from 'sharp';
import { imageSize } from 'image-size';
import { UPLOAD_LIMITS } from '@landscape/contract';

// Photos from users are untrusted bytes. The type comes from the bytes (never the file name), the
// size in pixels from the header before anything is decoded (a 14000×14000 PNG of a few hundred
// bytes would otherwise ask for ~800 MB), then the photo is decoded once, turned upright by its EXIF
// orientation and re-encoded without any metadata (GPS position, camera serial, thumbnails).
// checkUploadHeader is the cheap part (bytes, type, size from the container): the API runs it on the
// request; prepareUpload decodes, and runs on a render-pool thread (pixels/uploads/upload-on-pool.ts).

export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'image/avif';

export class UploadError extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadLimits {
  maxBytes: number;
  maxPixels: number;
  maxSide: number;
  minSide: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: UPLOAD_LIMITS.maxBytes,
  maxPixels: UPLOAD_LIMITS.maxPixels,
  maxSide: UPLOAD_LIMITS.maxSide,
  minSide: UPLOAD_LIMITS.minSide,
};

/** The image type of a buffer from its magic bytes, or null. */
export function sniffImageType(buf: Buffer): SniffedType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (buf.length >= 16 && buf.toString('latin1', 4, 8) === 'ftyp') {
    const size = Math.min(buf.readUInt32BE(0), buf.length, 256);
    const brands: string[] = [buf.toString('latin1', 8, 12)];
    for (let o = 16; o + 4 <= size; o += 4) brands.push(buf.toString('latin1', o, o + 4));
    if (brands.some((b) => b === 'avif' || b === 'avis')) return 'image/avif';
    if (brands.some((b) => ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(b))) return 'image/heic';
  }
  return null;
}

/** Width and height from the header alone: PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X. */
export function headerDimensions(buf: Buffer, type: SniffedType): { width: number; height: number } | null {
  try {
    if (type === 'image/png') {
      if (buf.toString('latin1', 12, 16) !== 'IHDR') return null;
      return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
    }
    if (type === 'image/jpeg') {
      let o = 2;
      while (o + 9 < buf.length) {
        if (buf[o] !== 0xff) {
          o++;
          continue;
        }
        const marker = buf[o + 1]!;
        if (marker === 0xff) {
          o++;
          continue;
        }
        if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
          o += 2;
          continue;
        }
        const len = buf.readUInt16BE(o + 2);
        // SOF0..SOF15 except DHT (c4), JPG (c8) and DAC (cc)
        if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
          return { height: buf.readUInt16BE(o + 5), width: buf.readUInt16BE(o + 7) };
        }
        if (marker === 0xda || len < 2) return null;
        o += 2 + len;
      }
      return null;
    }
    if (type === 'image/webp') {
      const chunk = buf.toString('latin1', 12, 16);
      if (chunk === 'VP8 ') return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
      if (chunk === 'VP8L') {
        const b = buf.readUInt32LE(21);
        return { width: (b & 0x3fff) + 1, height: ((b >> 14) & 0x3fff) + 1 };
      }
      if (chunk === 'VP8X') return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
      return null;
    }
  } catch {
    return null;
  }
  return null;
}

/** Whether the installed sharp (libvips + libheif) can decode HEVC-coded HEIC; the npm build decodes AVIF only. */
export function canDecodeHeic(): boolean {
  const suffixes = (sharp.format.heif?.input as { fileSuffix?: string[] } | undefined)?.fileSuffix ?? [];
  return suffixes.includes('.heic');
}

export interface PreparedImage {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/webp' | 'image/png';
  width: number;
  height: number;
  /** What the bytes were before re-encoding. */
  sourceType: SniffedType;
}

export interface PrepareOptions {
  limits?: Partial<UploadLimits>;
  /** Longest side after re-encoding. */
  maxOutputSide?: number;
  format?: 'jpeg' | 'webp';
  /** Crop to this aspect (width / height), centred, e.g. previews. */
  cover?: { width: number; height: number };
}

/** What the header of an upload says, before any pixel is decoded. */
export interface UploadHeader {
  type: SniffedType;
  /** As stored (before EXIF or HEIF rotation); null when the container does not say (prepareUpload asks the decoder). */
  dims: { width: number; height: number } | null;
}

/**
 * HEIC and AVIF: the size from the `ispe` properties of the container (image-size). An iPhone photo is a
 * grid of tiles, each with its own `ispe`: the largest is the whole picture.
 */
function heifHeaderDimensions(buf: Buffer): { width: number; height: number } | null {
  try {
    const info = imageSize(buf);
    const all = info.images?.length ? info.images : [{ width: info.width, height: info.height }];
    const largest = all.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
    return largest.width && largest.height ? { width: largest.width, height: largest.height } : null;
  } catch {
    return null;
  }
}

function checkDimensions(dims: { width: number; height: number }, limits: UploadLimits) {
  if (dims.width * dims.height > limits.maxPixels || Math.max(dims.width, dims.height) > limits.maxSide) {
    throw new UploadError(
      400,
      `The image is too large (${dims.width}×${dims.height} pixels). The limit is ${Math.round(limits.maxPixels / 1_000_000)} megapixels and ${limits.maxSide} pixels per side.`,
    );
  }
  if (Math.min(dims.width, dims.height) < limits.minSide)
    throw new UploadError(
      400,
      `The image is too small (${dims.width}×${dims.height} pixels). Please use a photo at least ${limits.minSide} pixels on each side.`,
    );
}

/**
 * The checks of an upload that read no pixels: byte size, type from the magic bytes, and the size in
 * pixels from the header (PNG IHDR, JPEG SOFn, WebP, HEIF `ispe`). Cheap enough for the API's event loop;
 * refusals are UploadErrors.
 */
export function checkUploadHeader(buf: Buffer, limits: Partial<UploadLimits> = {}): UploadHeader {
  const l = { ...DEFAULT_UPLOAD_LIMITS, ...limits };
  if (buf.length > l.maxBytes)
    throw new UploadError(413, `The photo is larger than ${Math.round(l.maxBytes / 1024 / 1024)} MB. Please choose a smaller photo.`);
  if (buf.length === 0) throw new UploadError(400, 'The file is empty.');
  const type = sniffImageType(buf);
  if (!type) throw new UploadError(400, 'This file is not a JPEG, PNG, WebP or HEIC image.');
  const dims = type === 'image/heic' || type === 'image/avif' ? heifHeaderDimensions(buf) : headerDimensions(buf, type);
  if (!dims && type !== 'image/heic' && type !== 'image/avif') throw new UploadError(400, 'The image is damaged or incomplete and cannot be read.');
  if (dims) checkDimensions(dims, l);
  return { type, dims };
}

/**
 * Checks an uploaded image and returns a clean, upright, metadata-free re-encoding of it. This decodes:
 * the API calls it through the render pool (prepareUploadOn), never on its event loop.
 */
export async function prepareUpload(buf: Buffer, opts: PrepareOptions = {}): Promise<PreparedImage> {
  const limits = { ...DEFAULT_UPLOAD_LIMITS, ...opts.limits };
  const header = checkUploadHeader(buf, limits);
  const type = header.type;
  // The npm build of sharp reads no HEVC: iPhone photos go through libheif compiled to WebAssembly.
  const viaWasm = type === 'image/heic' && !canDecodeHeic();
  let dims = header.dims ?? (viaWasm ? await heicDimensions(buf) : null);
  if (!dims) {
    // AVIF/HEIF: libheif reads the size from the item properties without decoding pixels
    try {
      const m = await sharp(buf, { limitInputPixels: limits.maxPixels }).metadata();
      if (m.width && m.height) dims = { width: m.width, height: m.height };
    } catch {
      dims = null;
    }
  }
  if (!dims || !dims.width || !dims.height) throw new UploadError(400, 'The image is damaged or incomplete and cannot be read.');
  checkDimensions(dims, limits);

  const maxSide = opts.maxOutputSide ?? 2048;
  try {
    let img = viaWasm ? await decodedHeic(buf) : sharp(buf, { limitInputPixels: limits.maxPixels, failOn: 'error' }).rotate();
    img = opts.cover
      ? img.resize(opts.cover.width, opts.cover.height, { fit: 'cover', position: 'attention' })
      : img.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
    // no withMetadata(): EXIF, GPS, XMP and ICC-embedded notes are all dropped; colours go to sRGB
    img = img.flatten({ background: '#ffffff' }).toColourspace('srgb');
    const { data, info } =
      opts.format === 'webp'
        ? await img.webp({ quality: 84 }).toBuffer({ resolveWithObject: true })
        : await img.jpeg({ quality: 88, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return { data, contentType: opts.format === 'webp' ? 'image/webp' : 'image/jpeg', width: info.width, height: info.height, sourceType: type };
  } catch {
    throw new UploadError(400, 'The image is damaged or incomplete and cannot be read.');
  }
}

/** libheif (WebAssembly, about 20 MB in memory), loaded on the first HEIC that sharp cannot read itself. */
const heicDecoder = async () => (await import('heic-decode')).default;

/** A HEIC's size from its container (no pixels decoded), or null when it cannot be read. */
async function heicDimensions(buf: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const images = await (await heicDecoder()).all({ buffer: buf });
    try {
      const first = images[0];
      return first ? { width: first.width, height: first.height } : null;
    } finally {
      images.dispose();
    }
  } catch {
    return null;
  }
}

/**
 * The primary image of a HEIC decoded by libheif (WebAssembly), which applies the container's rotation
 * and mirroring (irot/imir) as it decodes: an upright picture with no metadata at all.
 */
async function decodedHeic(buf: Buffer): Promise<sharp.Sharp> {
  const { width, height, data } = await (await heicDecoder())({ buffer: buf });
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}

/** A refusal as data: an Error crossing a worker-thread boundary loses its class and status. */
export type UploadOutcome<T> = { ok: true; value: T } | { ok: false; status: UploadError['statusCode']; message: string };

/** Runs an upload step and answers its refusal as data (on the render-pool thread). */
export async function uploadOutcome<T>(step: () => Promise<T>): Promise<UploadOutcome<T>> {
  try {
    return { ok: true, value: await step() };
  } catch (err) {
    if (err instanceof UploadError) return { ok: false, status: err.statusCode, message: err.message };
    throw err;
  }
}
