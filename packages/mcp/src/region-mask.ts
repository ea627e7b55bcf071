import sharp from 'sharp';

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The studio's edit mask for a rectangle given as fractions of the picture: a greyscale PNG the size of the
 * design's picture, white where the change may happen, black where everything stays as it is.
 */
export async function regionMask(picture: Buffer, region: Region): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(picture).metadata();
  const left = Math.floor(Math.min(region.x, 1) * width);
  const top = Math.floor(Math.min(region.y, 1) * height);
  const right = Math.min(width, Math.ceil((region.x + region.width) * width));
  const bottom = Math.min(height, Math.ceil((region.y + region.height) * height));
  const data = Buffer.alloc(width * height);
  for (let row = top; row < bottom; row++) data.fill(255, row * width + left, row * width + Math.max(left, right));
  return sharp(data, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}
