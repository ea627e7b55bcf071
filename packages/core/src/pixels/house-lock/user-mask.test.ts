import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { UploadError } from '../uploads/upload-image.ts';
import { prepareUserMask } from './user-mask.ts';

const photo = { width: 800, height: 600 };

/** An RGBA PNG as a browser canvas exports it: `keep` paints white, the rest black or transparent. */
async function canvasPng(width: number, height: number, keep: (x: number, y: number) => 'keep' | 'change' | 'clear'): Promise<Buffer> {
  const px = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const k = keep(x, y);
      const i = (y * width + x) * 4;
      const v = k === 'keep' ? 255 : 0;
      px[i] = px[i + 1] = px[i + 2] = v;
      px[i + 3] = k === 'clear' ? 0 : 255;
    }
  return sharp(px, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => (err instanceof UploadError ? { status: err.statusCode, message: err.message } : { status: 0, message: String(err) }),
  );

describe('prepareUserMask', () => {
  it("answers a one-channel black-and-white PNG at the photo's size, keeping what was marked", async () => {
    // left half keep, right half change, a transparent corner (never painted) counts as change
    const mask = await canvasPng(400, 300, (x, y) => (x < 20 && y < 20 ? 'clear' : x < 200 ? 'keep' : 'change'));
    const out = await prepareUserMask(mask, photo);
    expect(await sharp(out).metadata()).toMatchObject({ format: 'png', width: 800, height: 600, channels: 1 });
    const { data } = await sharp(out).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    expect(new Set(data)).toEqual(new Set([0, 255]));
    expect(data[300 * 800 + 100]).toBe(255);
    expect(data[300 * 800 + 700]).toBe(0);
    expect(data[5 * 800 + 5]).toBe(0);
    const kept = data.reduce((n, v) => n + (v ? 1 : 0), 0) / data.length;
    expect(kept).toBeGreaterThan(0.47);
    expect(kept).toBeLessThan(0.5);
  });

  it('accepts a grey anti-aliased edge and the rounding of a scaled-down canvas', async () => {
    const grey = await sharp({ create: { width: 401, height: 300, channels: 3, background: { r: 200, g: 200, b: 200 } } })
      .png()
      .toBuffer();
    const { data } = await sharp(await prepareUserMask(grey, photo))
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data.every((v) => v === 255)).toBe(true);
  });

  it.each([
    ['empty bytes', async () => Buffer.alloc(0), /empty/],
    [
      'a JPEG',
      async () =>
        sharp({ create: { width: 80, height: 60, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer(),
      /must be a PNG/,
    ],
    ['another shape', async () => canvasPng(100, 100, () => 'keep'), /shape of its photo/],
    ['too small', async () => canvasPng(12, 9, () => 'keep'), /between 16 and 4096/],
    ['too large by its header', async () => headerOnly(20_000, 15_000), /between 16 and 4096/],
    ['cut short', async () => (await canvasPng(400, 300, () => 'keep')).subarray(0, 80), /damaged/],
  ] as [string, () => Promise<Buffer>, RegExp][])('refuses %s with a 400 naming the problem', async (_name, make, message) => {
    const r = await refusal(prepareUserMask(await make(), photo));
    expect(r).not.toBeNull();
    expect(r!.status).toBe(400);
    expect(r!.message).toMatch(message);
  });
});

/** A PNG signature and IHDR claiming a size, with no pixels: refused from the header, never decoded. */
function headerOnly(width: number, height: number): Buffer {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}
