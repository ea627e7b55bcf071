import type { AreaId } from '@landscape/contract';
import { DESIGN_LANGUAGES, designLanguage, type DesignPlan, type DrawnParts, type Scene } from '@landscape/design';

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
  /**
   * The top-down plan of this design (this style's own plants and features, drawn by the offline renderer),
   * sent beside the photo to a model that takes reference images (ImageModel.referenceImages), so it draws
   * what the plan lists. Never another style's render: styles must not converge.
   */
  planImage?: Buffer | null;
  /**
   * The homeowner's own brushed keep mask of a photo (greyscale, white: keep), when there is one. A model
   * that redraws locally (the offline restyle) leaves it untouched; without it, it works out its own.
   */
  keepMask?: Buffer | null;
  /**
   * An edit of a finished design (product §10): `original` is its render, and this is the region that may
   * change (a PNG at its size, white = may change), sent instead of the plan. Everything else is kept.
   */
  region?: Buffer | null;
}

export interface ImageModelOutput {
  image: Buffer;
  contentType: string;
  /** Top-down plan with the plant legend, when the model can draw one. */
  planImage: Buffer | null;
  model: string;
  /** How strictly the structure of the original is kept, 0..1 (product §3). */
  preservationStrength: number;
  /**
   * What of the plan the picture shows, when the model knows it drew less (the offline restyle of a photo sets
   * a feature down only where the photo has free ground for it, and lays no new path); absent: all of it.
   */
  drawn?: DrawnParts;
}

/** Thrown for a failure the user should read as-is (safety block, bad request); never retried. */
export class ImageModelError extends Error {
  constructor(
    message: string,
    readonly retryable = false,
    /**
     * Set when the failure is the deployment's to fix, not the homeowner's (a model id the provider does not
     * know): one line for the operator, naming the setting and what to set. The homeowner reads the message.
     */
    readonly operatorAdvice?: { key: string; advice: string },
  ) {
    super(message);
    this.name = 'ImageModelError';
  }
}

/** Draws the redesign of one area in one style. Owns its timeout and retries within the signal's budget. */
export interface ImageModel {
  readonly name: string;
  /** Reference images the model takes beside the photo (0 or absent: none, no plan image is drawn for it). */
  readonly referenceImages?: number;
  /** `later`: work nobody waits for (a delivered design's growth), sent behind every other call. */
  generate(input: ImageModelInput, opts: { signal: AbortSignal; later?: boolean }): Promise<ImageModelOutput>;
}

/**
 * A photo in which the offline restyle found nothing it could redesign (no lawn, bed, gravel or bare
 * ground outside the keep mask): said plainly to the homeowner in their language, and the design is
 * failed so its daily unit is given back (nothing was delivered).
 */
export class NothingToRedesignError extends ImageModelError {
  constructor(locale: string | null | undefined) {
    super(designLanguage(locale).messages['photo.nothingToRedesign']);
    this.name = 'NothingToRedesignError';
  }
}

const NOTHING_TO_REDESIGN = new Set(Object.values(DESIGN_LANGUAGES).map((l) => l.messages['photo.nothingToRedesign']));

/** Whether a failed design's message is NothingToRedesignError's, in any language (the row keeps only the text). */
export const isNothingToRedesign = (message: string | null | undefined): boolean => !!message && NOTHING_TO_REDESIGN.has(message);
