import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderOriginal, sceneFromAddress } from '@landscape/design';
import { prepareUpload, sniffImageType, UploadError } from './upload-image.ts';

const heic = readFileSync(new URL('./fixtures/yard.heic', import.meta.url));

describe('HEIC uploads', () => {
  it('decodes an iPhone-style HEIC with libheif in WebAssembly: upright JPEG, no metadata', async () => {
    expect(sniffImageType(heic)).toBe('image/heic');
    const out = await prepareUpload(heic);
    expect(out.contentType).toBe('image/jpeg');
    expect(out.sourceType).toBe('image/heic');
    expect([out.width, out.height]).toEqual([384, 384]);
    const meta = await sharp(out.data).metadata();
    expect(meta.exif).toBeUndefined();
    // The same picture as the one encoded: the drawn front yard it came from, within HEVC's loss.
    const scene = sceneFromAddress('5 Willow Court, Austin, TX');
    const source = await sharp(await renderOriginal(scene, 'front_yard', { size: 384 }))
      .resize(48, 48)
      .removeAlpha()
      .raw()
      .toBuffer();
    const decoded = await sharp(out.data).resize(48, 48).removeAlpha().raw().toBuffer();
    let diff = 0;
    for (let i = 0; i < source.length; i++) diff += Math.abs(source[i]! - decoded[i]!);
    expect(diff / source.length).toBeLessThan(12);
  });

  it('refuses a damaged HEIC as unreadable, not as an unsupported type', async () => {
    const broken = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(200)]);
    const err = await prepareUpload(broken).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadError);
    expect((err as UploadError).statusCode).toBe(400);
  });
});
