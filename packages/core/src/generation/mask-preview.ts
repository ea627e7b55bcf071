import type { Logger } from '../platform/logger.ts';
import type { Segmenter } from '../ports/segmenter.port.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { OperatorNotices } from '../adapters/providers/operator-notices.ts';
import { photoKeepMaskOf, type MaskSource } from './mask-source.ts';

/**
 * House-Lock in the studio (POST /api/house-lock/mask): the keep mask of a homeowner's photo before
 * generating, the very mask a render would compute (the image model's segmentation when there is one, else
 * the pixel method on the render pool).
 */
export class MaskPreview {
  constructor(private readonly d: { segmenter?: Segmenter | null; pool: RenderPool; notices?: OperatorNotices }) {}

  keepMask(image: { data: Buffer; contentType: string }, signal: AbortSignal, log: Logger): Promise<{ mask: Buffer; source: MaskSource }> {
    return photoKeepMaskOf({ image, segmenter: this.d.segmenter, pool: this.d.pool, signal, log, notices: this.d.notices });
  }
}
