import type { Logger } from '../platform/logger.ts';
import type { RenderPool } from '../pixels/render-pool/render-pool.port.ts';
import type { Segmenter } from '../ports/segmenter.port.ts';
import { operatorAdviceOf, type OperatorNotices } from '../adapters/providers/operator-notices.ts';

import type { MaskSource } from '../ports/progress.port.ts';

export type { MaskSource };

/**
 * The keep mask of a photo or of provider imagery: the image model's segmentation when there is one,
 * else, or when its answer is missing, malformed or keeps nothing, the pixel method refined by GrabCut.
 * A failed segmentation never fails the render; only the job's own abort is passed on.
 */
export async function photoKeepMaskOf(input: {
  image: { data: Buffer; contentType: string };
  segmenter: Segmenter | null | undefined;
  pool: RenderPool;
  signal: AbortSignal;
  log: Logger;
  /** Where a failure the deployment must fix is reported (a segmentation model the provider does not know). */
  notices?: OperatorNotices;
}): Promise<{ mask: Buffer; source: MaskSource }> {
  const { image, segmenter, pool, signal, log } = input;
  if (segmenter) {
    try {
      const segments = await segmenter.segment(image, { signal });
      const mask = segments.length ? await pool.run('segmentMask', { photo: image.data, segments }) : null;
      if (mask) return { mask, source: 'model' };
      log.warn({ segmenter: segmenter.name, segments: segments.length }, 'segmentation kept nothing; pixel mask used');
    } catch (err) {
      if (signal.aborted) throw err;
      log.warn({ err, segmenter: segmenter.name }, 'segmentation failed; pixel mask used');
      const advice = operatorAdviceOf(err);
      if (advice) await input.notices?.report(advice);
    }
  }
  return { mask: await pool.run('photoMask', { photo: image.data }), source: 'pixels' };
}
