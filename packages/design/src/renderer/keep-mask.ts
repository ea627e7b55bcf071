import sharp from 'sharp';
import type { DesignPlan, Scene } from '../types.ts';
import { designSvg, originalSvg } from './perspective.ts';
import { rasterizePixels } from './raster.ts';

// The keep mask of a drawn scene: what a redesign must not change (the house, the driveway and the
// trees the plan keeps), exact because the renderer knows every shape. It is drawn through the same
// camera and the same depth order as the design, so a plant the plan sets in front of the house is
// not part of it; nor is what the "before" hides (an old shrub the redesign clears from a window): the
// mask is what the homeowner sees before and should still see, unchanged, after the redesign.

export interface KeepMask {
  /** One byte a pixel, row by row: 255 keep, 0 free. */
  data: Uint8Array;
  width: number;
  height: number;
}

/** The keep mask as raw pixels at a square size. */
export function keepMaskPixels(scene: Scene, plan: DesignPlan, size = 768, parts: 'all' | 'house' = 'all'): KeepMask {
  const after = rasterizePixels(designSvg(scene, plan, size, { keepMask: parts }), size);
  const before = rasterizePixels(originalSvg(scene, plan.area, size, { keepMask: parts }), size);
  const data = new Uint8Array(size * size);
  for (let i = 0, j = 0; j < data.length; i += 4, j++) data[j] = after[i]! > 127 && before[i]! > 127 ? 255 : 0;
  return { data, width: size, height: size };
}

/** The keep mask as a greyscale PNG (white: keep). */
export async function renderKeepMask(scene: Scene, plan: DesignPlan, size = 768): Promise<Buffer> {
  const m = keepMaskPixels(scene, plan, size);
  return sharp(Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength), { raw: { width: m.width, height: m.height, channels: 1 } })
    .png()
    .toBuffer();
}
