import { renderDesign, renderPlanView, sceneFromAddress } from '@landscape/design';
import type { ImageModel, ImageModelInput, ImageModelOutput } from './image-model.port.ts';
import { ImageModelError } from './image-model.port.ts';
import { restylePhoto } from '../uploads/photo-restyle.ts';

/** The offline renderer of packages/design: redraws the landscape of the same house from the plan. */
export class ProceduralImageModel implements ImageModel {
  readonly name = 'procedural-v1';

  async generate(input: ImageModelInput, opts: { signal: AbortSignal }): Promise<ImageModelOutput> {
    if (!input.scene) {
      // An uploaded photo: no scene to redraw, so the photo's own ground is repainted (uploads/photo-restyle.ts).
      if (!input.original.data.length) throw new ImageModelError('The offline renderer needs a property scene or photo');
      const out = await restylePhoto(input.original.data, input.plan, { maxSide: Math.max(input.width, input.height, 1024) });
      return { image: out.image, contentType: 'image/png', planImage: null, model: `${this.name}-photo`, preservationStrength: Math.round((1 - out.changed) * 100) / 100 };
    }
    opts.signal.throwIfAborted();
    const size = Math.min(input.width, input.height);
    const image = await renderDesign(input.scene, input.plan, { size, format: 'png' });
    opts.signal.throwIfAborted();
    const planImage = await renderPlanView(input.scene, input.plan, { size, format: 'png' });
    return { image, contentType: 'image/png', planImage, model: this.name, preservationStrength: 1 };
  }
}

export { sceneFromAddress };
