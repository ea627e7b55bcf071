import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { regionMask } from './region-mask.ts';

// "Change one thing" inside a region: the rectangle an assistant gives in fractions of the picture becomes the
// studio's edit mask, the picture's own size, white exactly inside the rectangle.

describe('the edit mask of a region', () => {
  it('is the picture’s size and white only inside the rectangle', async () => {
    const picture = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const mask = await regionMask(picture, { x: 0.5, y: 0.25, width: 0.25, height: 0.5 });
    const { data, info } = await sharp(mask).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([40, 20]);
    const white = (x: number, y: number) => data[y * info.width + x] === 255;
    expect(white(20, 5) && white(29, 14)).toBe(true);
    expect(white(19, 5) || white(30, 5) || white(20, 4) || white(20, 15)).toBe(false);
    expect(data.filter((v) => v === 255).length).toBe(10 * 10);
  });
});
