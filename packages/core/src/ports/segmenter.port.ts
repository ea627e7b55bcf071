// An image model's own segmentation of a "before": the objects a redesign must not change (house,
// driveway, existing trees), each as a box and a probability map inside it. House-Lock turns them into
// the keep mask (render task `segmentMask`) and falls back to the pixel method when there are none.

export interface Segment {
  /** [y0, x0, y1, x1], each normalised to 0..1000 of the picture's height or width. */
  box: [number, number, number, number];
  /** PNG probability map of the box (0..255), any size: stretched over the box. */
  mask: Buffer;
  label: string;
}

export interface Segmenter {
  readonly name: string;
  /** The segments of one picture; [] when the model found nothing. Throws when it could not answer. */
  segment(image: { data: Buffer; contentType: string }, opts: { signal: AbortSignal }): Promise<Segment[]>;
}

/** A segmentation that failed for a reason the deployment must fix (a model id the provider does not know). */
export class SegmentationError extends Error {
  constructor(
    message: string,
    readonly operatorAdvice?: { key: string; advice: string },
  ) {
    super(message);
    this.name = 'SegmentationError';
  }
}
