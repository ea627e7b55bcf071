import type { ImageModel, ImageModelInput, ImageModelOutput } from '../../ports/image-model.port.ts';
import { ImageModelError, NothingToRedesignError } from '../../ports/image-model.port.ts';
import type { RenderPool } from '../../pixels/render-pool/render-pool.port.ts';
import { inlineRenderPool } from '../../pixels/render-pool/inline.render-pool.ts';
import { FULL_PHOTO_SIDE, RESTYLED_GROUND } from '../../pixels/uploads/photo-restyle.ts';

/** Below this share of the picture repainted, a photo restyle delivered nothing a homeowner could see. */
export const MIN_CHANGED = 0.01;

/** The offline renderer of packages/design: redraws the landscape of the same house from the plan, in the render pool. */
export class ProceduralImageModel implements ImageModel {
  readonly name = 'procedural-v1';
  constructor(private readonly pool: RenderPool = inlineRenderPool) {}

  async generate(input: ImageModelInput, opts: { signal: AbortSignal }): Promise<ImageModelOutput> {
    opts.signal.throwIfAborted();
    if (!input.scene) {
      // A photo: no scene to redraw, so the photo's own ground is repainted (pixels/uploads/photo-restyle.ts).
      if (!input.original.data.length) throw new ImageModelError('The offline renderer needs a property scene or photo');
      // at the photo's own size up to FULL_PHOTO_SIDE: the stored render is the download (product §4)
      const out = await this.pool.run('restyle', { photo: input.original.data, plan: input.plan, maxSide: FULL_PHOTO_SIDE, keep: input.keepMask ?? null });
      // Nothing redesigned is no design: said plainly, and not charged (the failed row gives its unit back).
      if (out.changed < MIN_CHANGED) throw new NothingToRedesignError(input.plan.locale);
      return {
        image: out.image,
        contentType: out.contentType,
        planImage: null,
        model: `${this.name}-photo`,
        preservationStrength: Math.round((1 - out.changed) * 100) / 100,
        drawn: { features: out.features, ground: RESTYLED_GROUND, scene: out.scene },
      };
    }
    const out = await this.pool.run('draw', { scene: input.scene, plan: input.plan, size: Math.min(input.width, input.height) });
    opts.signal.throwIfAborted();
    return { image: out.image, contentType: 'image/png', planImage: out.planImage, model: this.name, preservationStrength: 1 };
  }
}
