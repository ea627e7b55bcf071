import type { AreaId } from '@landscape/contract';
import type { DesignPlan, Scene } from '@landscape/design';

export interface ImageModelInput {
  area: AreaId;
  style: string;
  /** The property as it is: what the model must keep (house, windows, roofline, camera). */
  original: { data: Buffer; contentType: string };
  /** The procedural scene behind the original, when the imagery came from the procedural source. */
  scene: Scene | null;
  plan: DesignPlan;
  prompt: string;
  /** Viewpoint of the original (PropertyImage.angle: street, rear, aerial...), so a model can keep it. */
  view?: string;
  width: number;
  height: number;
}

export interface ImageModelOutput {
  image: Buffer;
  contentType: string;
  /** Top-down plan with the plant legend, when the model can draw one. */
  planImage: Buffer | null;
  model: string;
  /** How strictly the structure of the original is kept, 0..1 (spec §3). */
  preservationStrength: number;
}

/** Thrown for a failure the user should read as-is (safety block, bad request); never retried. */
export class ImageModelError extends Error {
  constructor(
    message: string,
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'ImageModelError';
  }
}

/** Draws the redesign of one area in one style. Owns its timeout and retries within the signal's budget. */
export interface ImageModel {
  readonly name: string;
  generate(input: ImageModelInput, opts: { signal: AbortSignal }): Promise<ImageModelOutput>;
}
