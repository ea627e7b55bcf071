import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoKeepMask } from '../house-lock/photo-mask.ts';
import { renderTasks } from '../render-pool/render-tasks.ts';
import { restylePhoto } from './photo-restyle.ts';

// A real photograph (Debian's opencv-doc, fixtures/README.md): a building behind a lawn and a hedge.
const photo = readFileSync(new URL('./fixtures/building-lawn.jpg', import.meta.url));

describe('offline photo restyle', () => {
  it('plants and repaints the ground only: the building, tree crowns and sky keep their pixels', async () => {
    const { plan } = await renderTasks.plan({ area: 'front_yard', style: { id: 'cottage_garden', name: 'Cottage', description: '', promptNotes: '', drawAs: 'cottage_garden' }, wishes: '', seed: 5, lot: 'upload test', imagery: 'photo', site: null });
    const out = await restylePhoto(photo, plan, { maxSide: 768 });
    const { width, height } = out;
    const before = await sharp(photo).resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const after = await sharp(out.image).removeAlpha().raw().toBuffer();
    const mask = await sharp(await photoKeepMask(photo, { maxSide: 768 })).resize(width, height, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
    let kept = 0;
    let keptChanged = 0;
    let free = 0;
    let freeChanged = 0;
    for (let p = 0; p < width * height; p++) {
      const i = p * 3;
      const moved = Math.abs(before[i]! - after[i]!) + Math.abs(before[i + 1]! - after[i + 1]!) + Math.abs(before[i + 2]! - after[i + 2]!) > 60;
      if (mask[p]! > 127) {
        kept++;
        if (moved) keptChanged++;
      } else {
        free++;
        if (moved) freeChanged++;
      }
    }
    // most of the picture is the building: kept
    expect(kept / (width * height)).toBeGreaterThan(0.6);
    expect(keptChanged / kept).toBeLessThan(0.01);
    // the lawn was redesigned
    expect(freeChanged / free).toBeGreaterThan(0.2);
    // the top of the picture (sky, building) is untouched
    let top = 0;
    for (let p = 0; p < width * Math.round(height * 0.6); p++) {
      const i = p * 3;
      if (Math.abs(before[i]! - after[i]!) + Math.abs(before[i + 1]! - after[i + 1]!) + Math.abs(before[i + 2]! - after[i + 2]!) > 60) top++;
    }
    expect(top).toBe(0);
  });
});
