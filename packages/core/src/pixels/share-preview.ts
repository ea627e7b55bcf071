import sharp from 'sharp';

/** The size of a shared design's link-preview picture (Open Graph's recommended 1.91:1). */
export const PREVIEW = { width: 1200, height: 630 } as const;

/**
 * The link-preview picture of a shared design: before on the left and after on the right, or the render
 * alone when there is no "before". A render-pool task: drawn once per design and kept (derived-images.ts).
 */
export async function composeSharePreview(after: Buffer, before: Buffer | null): Promise<Buffer> {
  if (!before) return sharp(after).resize(PREVIEW.width, PREVIEW.height, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer();
  const half = (img: Buffer) =>
    sharp(img)
      .resize(PREVIEW.width / 2, PREVIEW.height, { fit: 'cover' })
      .toBuffer();
  const [left, right] = await Promise.all([half(before), half(after)]);
  return sharp({ create: { width: PREVIEW.width, height: PREVIEW.height, channels: 3, background: '#ffffff' } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: PREVIEW.width / 2, top: 0 },
    ])
    .jpeg({ quality: 82 })
    .toBuffer();
}
